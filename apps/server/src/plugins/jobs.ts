import type { PGliteInterface } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client.ts';
import type { JobHandler, JobQueue, SendOptions } from '../lib/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: `send` (also `ctx.jobs`) and `work` (a module registers its queue's worker). */
    jobs: JobQueue & { work(queue: string, handler: JobHandler): void };
  }
}

/** pg-boss's tables live in their own schema; its migrations are its own (not drizzle's). */
const SCHEMA = 'pgboss';
/** A job still running after this long is failed by pg-boss's maintenance (our imports take minutes at most). */
const EXPIRE_SECONDS = 60 * 60;

/**
 * PGlite through pg-boss's `db` option: its one connection, every statement queued behind the app's. pg-boss sends
 * its migrations as several statements without parameters (exec, the last result), everything else as one
 * parameterised statement (query).
 */
function pgliteDb(client: PGliteInterface): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (!values.length) {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * The job runner: pg-boss 10 on the app's database (PostgreSQL through its URL and a pool of 2, PGlite through its
 * client). It starts lazily, on the first `send`, or when the app is ready and jobs of an earlier run are waiting:
 * an app that queues nothing (most test apps, an idle instance) pays neither its start (about 2 s on PGlite) nor its
 * polling. Queues are created with retryLimit 0: a job is never retried blindly, its owner records the failure.
 * On close: the running jobs are told (their signal) and awaited, then pg-boss stops, before the database closes.
 */
export function registerJobs(app: FastifyInstance, handle: DbHandle, opts: { pollingSeconds?: number; graceMs?: number } = {}): void {
  const handlers = new Map<string, JobHandler>();
  const workers = new Map<string, string>();
  const running = new Set<Promise<void>>();
  const closing = new AbortController();
  let boss: Promise<PgBoss> | null = null;
  const pollingIntervalSeconds = opts.pollingSeconds ?? 2;
  const graceMs = opts.graceMs ?? 0;

  /** Tracks a job's whole run (its hand-back included) until it settles: onClose waits for these before pg-boss and the database close. */
  const track = (p: Promise<void>): Promise<void> => {
    running.add(p);
    void p.catch(() => undefined).finally(() => running.delete(p));
    return p;
  };

  /**
   * A job stopped by the app closing is handed back: its row goes from active to created, and another instance (or
   * this one after its restart) runs it. pg-boss's own completion then finds no active row and does nothing.
   */
  const handBack = async (queue: string, id: string) => {
    await app.db.execute(sql`update ${sql.identifier(SCHEMA)}.job set state = 'created', started_on = null, start_after = now() where name = ${queue} and id = ${id}::uuid and state = 'active'`);
  };

  const attach = async (b: PgBoss, queue: string) => {
    // Instances starting together create the same queues at once: PostgreSQL may pick one of them as a deadlock
    // victim (40P01) or refuse the second insert (23505). Both are safe to retry after a short pause.
    for (let attempt = 1; ; attempt++) {
      try {
        await b.createQueue(queue, { name: queue, retryLimit: 0, expireInSeconds: EXPIRE_SECONDS });
        break;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.floor(Math.random() * 100)));
      }
    }
    const id = await b.work<Record<string, unknown>>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      await track(runJob(queue, job));
    });
    workers.set(queue, id);
  };

  const runJob = async (queue: string, job: { id: string; data: Record<string, unknown> }): Promise<void> => {
    try {
      await handlers.get(queue)!(job.data, closing.signal);
      app.metrics.jobEnded(queue, 'completed');
    } catch (err) {
      if (closing.signal.aborted) {
        app.log.warn({ queue, jobId: job.id }, `job ${queue} stopped by shutdown: handed back to the queue`);
        await handBack(queue, job.id).catch((e: unknown) => app.log.error({ err: e, queue }, 'job hand-back failed'));
        app.metrics.jobEnded(queue, 'handed_back');
        return;
      }
      app.log.error({ err, queue }, `job ${queue} failed`);
      app.metrics.jobEnded(queue, 'failed');
      throw err;
    }
  };

  const start = async (): Promise<PgBoss> => {
    const connection = 'url' in handle.jobs ? { connectionString: handle.jobs.url, max: 2 } : { db: pgliteDb(handle.jobs.pglite) };
    const b = new PgBoss({ ...connection, schema: SCHEMA, schedule: false, supervise: true, migrate: true });
    b.on('error', (err) => app.log.error({ err }, 'job runner error'));
    await b.start();
    for (const queue of handlers.keys()) await attach(b, queue);
    return b;
  };
  const started = (): Promise<PgBoss> => {
    boss ??= start().catch((err: unknown) => {
      boss = null;
      throw err;
    });
    return boss;
  };

  app.decorate('jobs', {
    async send(queue: string, data: Record<string, unknown>, opts: SendOptions = {}) {
      if (!handlers.has(queue)) throw new Error(`no worker for queue ${queue}`);
      if (closing.signal.aborted) throw new Error('the app is closing');
      const b = await started();
      const id = await b.send(queue, data, opts);
      // A singleton send whose slot is taken queues nothing (another instance, or an earlier tick, has it).
      if (id === null) return;
      // Our own worker fetches it now rather than at its next poll.
      const worker = workers.get(queue);
      if (worker) b.notifyWorker(worker);
    },
    work(queue: string, handler: JobHandler) {
      if (handlers.has(queue)) throw new Error(`queue ${queue} already has a worker`);
      handlers.set(queue, handler);
      if (boss) void boss.then((b) => attach(b, queue));
    },
  });

  app.addHook('onReady', async () => {
    if (!handlers.size) return;
    // Jobs queued by an earlier run and not finished: start the runner now. One catalogue probe otherwise.
    const found = async (q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
    if (!(await found(sql`select to_regclass(${`${SCHEMA}.job`}) is not null as found`))) return;
    if (await found(sql`select exists (select 1 from ${sql.identifier(SCHEMA)}.job where state in ('created', 'retry', 'active')) as found`)) await started();
  });

  app.addHook('onClose', async () => {
    // Running jobs get graceMs to finish (SIGTERM, server.ts); then they are told to stop (their signal), and a job
    // that ends by throwing is handed back to the queue. A handler that records its own failure (the stock import) does so.
    if (running.size && graceMs > 0) {
      app.log.info({ jobs: running.size, graceMs }, 'waiting for running jobs to finish');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running]), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
    }
    closing.abort();
    await Promise.allSettled([...running]);
    if (!boss) return;
    const b = await boss.catch(() => null);
    await b?.stop({ graceful: false, close: true });
    await Promise.allSettled([...running]);
  });
}
