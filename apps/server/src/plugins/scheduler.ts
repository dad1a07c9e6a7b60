import type { FastifyInstance } from 'fastify';
import { appContext, type ServiceContext } from '../lib/context.ts';

/** A job the scheduler runs: the work, given a system context over this app's services. */
export type ScheduledJob = (ctx: ServiceContext) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `job` every `everyMs` on this instance, from the moment the app is ready until it closes. A run still
     * going when the next tick comes is not doubled; a failed run is logged as "<name> failed" and the next tick
     * runs again.
     */
    schedule(name: string, everyMs: number, job: ScheduledJob): void;
  }
}

interface Entry {
  name: string;
  everyMs: number;
  job: ScheduledJob;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

/** The periodic jobs of one instance (the sweeps); their timers never keep the process alive. */
export function registerScheduler(app: FastifyInstance): void {
  const entries: Entry[] = [];
  let started = false;

  const tick = (e: Entry) => {
    if (e.running) return;
    e.running = e
      .job(appContext(app))
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, job: e.name }, `${e.name} failed`),
      )
      .finally(() => {
        e.running = null;
      });
  };
  const start = (e: Entry) => {
    e.timer = setInterval(() => tick(e), e.everyMs);
    e.timer.unref();
  };

  app.decorate('schedule', (name: string, everyMs: number, job: ScheduledJob) => {
    if (!(everyMs > 0)) throw new Error(`schedule ${name}: everyMs must be positive`);
    const e: Entry = { name, everyMs, job, timer: null, running: null };
    entries.push(e);
    if (started) start(e);
  });
  app.addHook('onReady', async () => {
    started = true;
    for (const e of entries) if (!e.timer) start(e);
  });
  app.addHook('onClose', async () => {
    started = false;
    for (const e of entries) {
      if (e.timer) clearInterval(e.timer);
      e.timer = null;
    }
    // A run in flight finishes before the rest of the app (the database) closes under it.
    await Promise.all(entries.map((e) => e.running));
  });
}
