import { z } from 'zod';
import { envelope } from './common';

/** GET /healthz: the database answers `select 1`. */
export const healthReply = envelope(z.object({ db: z.enum(['up', 'down']) }));

/** GET /ping: a route that touches nothing, the baseline for benchmarks. */
export const pingReply = envelope(z.literal('pong'));
