/**
 * Background jobs (plugins/jobs.ts: pg-boss on the app's database). Services queue through `ctx.jobs`; the module
 * that owns a queue registers its worker with `app.jobs.work` when its routes are registered.
 */
export interface JobQueue {
  /** Queues one job on `queue` (the runner starts on first use). Rejects when the runner cannot take it. */
  send(queue: string, data: Record<string, unknown>, opts?: SendOptions): Promise<void>;
}

/**
 * A singleton send: of all the sends with this key within one `singletonSeconds` slot (the database's clock, every
 * instance alike), only the first queues a job (pg-boss's singleton slot; the others are dropped).
 */
export interface SendOptions {
  singletonKey?: string;
  singletonSeconds?: number;
}

/**
 * A queue's worker: runs one job's data. `signal` is aborted when the app closes: a long job checks it between steps
 * and ends cleanly. A job that throws is not retried (the queues are created with retryLimit 0): its owner records the
 * failure itself.
 */
export type JobHandler = (data: Record<string, unknown>, signal: AbortSignal) => Promise<void>;
