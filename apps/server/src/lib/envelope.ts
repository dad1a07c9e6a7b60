import { Msg } from '@mts/shared/messages';

/** Success envelopes of spec section 8. */
export const ok = <T>(data: T) => ({ code: 200, msg: Msg.ok, data });
/** A page (lib/paged.ts) in the list envelope: {code, msg, rows, total}. */
export const pageReply = <T>({ rows, total }: { rows: T[]; total: number }) => ({ code: 200, msg: Msg.ok, rows, total });
