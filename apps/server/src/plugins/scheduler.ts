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

/** The job runner's queue of a scheduled job (on the runner, see registerScheduler). */
export const sweepQueue = (name: string): string => `sweep-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

interface Entry {
  name: string;
  everyMs: number;
  job: ScheduledJob;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

/**
 * The periodic jobs (the sweeps); their timers never keep the process alive.
 *
 * `onRunner` (issue 26; the app passes it when it has the job runner, plugins/jobs.ts): each tick does not run the
 * job here but sends it to the runner as a singleton of its period (singletonKey = the name, singletonSeconds = the
 * period): of N instances ticking in the same period only one job is queued, and whichever instance's worker fetches
 * it runs it — each sweep runs once per period across the instances. Without it (a bare app) the tick runs the job.
 */
export function registerScheduler(app: FastifyInstance, opts: { onRunner?: boolean } = {}): void {
  const entries: Entry[] = [];
  let started = false;

  const runHere = (e: Entry) => {
    if (e.running) return e.running;
    e.running = e
      .job(appContext(app))
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err, job: e.name }, `${e.name} failed`),
      )
      .finally(() => {
        e.running = null;
      });
    return e.running;
  };
  const tick = (e: Entry) => {
    if (!opts.onRunner) {
      void runHere(e);
      return;
    }
    const seconds = Math.max(1, Math.round(e.everyMs / 1000));
    app.jobs.send(sweepQueue(e.name), {}, { singletonKey: e.name, singletonSeconds: seconds }).catch((err: unknown) => app.log.error({ err, job: e.name }, `${e.name} could not be queued`));
  };
  const start = (e: Entry) => {
    e.timer = setInterval(() => tick(e), e.everyMs);
    e.timer.unref();
  };

  app.decorate('schedule', (name: string, everyMs: number, job: ScheduledJob) => {
    if (!(everyMs > 0)) throw new Error(`schedule ${name}: everyMs must be positive`);
    const e: Entry = { name, everyMs, job, timer: null, running: null };
    entries.push(e);
    // On the runner: this instance's worker of the job's queue runs it (never two runs at once here).
    if (opts.onRunner) app.jobs.work(sweepQueue(name), async () => void (await runHere(e)));
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
