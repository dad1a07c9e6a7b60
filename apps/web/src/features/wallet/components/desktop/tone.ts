import type { Tone } from '../../model/requests';

/** antd Tag colours of a request's status: waiting, done, refused. */
export const TONE_COLOR: Record<Tone, string> = { pending: 'orange', done: 'green', refused: 'red' };
