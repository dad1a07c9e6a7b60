import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerScheduler } from '../src/plugins/scheduler.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function schedulerApp() {
  const errors: unknown[] = [];
  const app = Fastify();
  registerScheduler(app);
  vi.spyOn(app.log, 'error').mockImplementation(((obj: unknown, msg?: string) => {
    errors.push([obj, msg]);
  }) as never);
  return { app, errors };
}

describe('plugins/scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts when the app is ready, runs every everyMs, and stops when it closes', async () => {
    const { app } = await schedulerApp();
    const job = vi.fn(async () => undefined);
    app.schedule('tick', 1000, job);
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(3500);
    expect(job).toHaveBeenCalledTimes(3);
    // The job gets a system context (no caller).
    expect((job.mock.calls[0] as unknown[])[0]).toMatchObject({ user: null });
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('never overlaps runs of a job, and close waits for the run in flight', async () => {
    const { app } = await schedulerApp();
    const gate = deferred();
    let running = 0;
    let most = 0;
    const job = vi.fn(async () => {
      running++;
      most = Math.max(most, running);
      await gate.promise;
      running--;
    });
    app.schedule('slow', 100, job);
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    gate.resolve();
    await closing;
    expect(most).toBe(1);
    expect(closed).toBe(true);
  });

  it('logs a failed run under the job name and runs again on the next tick', async () => {
    const { app, errors } = await schedulerApp();
    const job = vi.fn(async () => {
      throw new Error('boom');
    });
    app.schedule('dispatch release sweep', 1000, job);
    await app.ready();
    await vi.advanceTimersByTimeAsync(2000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toEqual([expect.objectContaining({ job: 'dispatch release sweep' }), 'dispatch release sweep failed']);
    await app.close();
  });

  it('runs a job scheduled after ready, and refuses a period that is not positive', async () => {
    const { app } = await schedulerApp();
    await app.ready();
    const job = vi.fn(async () => undefined);
    app.schedule('late', 500, job);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(() => app.schedule('bad', 0, job)).toThrow(/everyMs/);
    await app.close();
  });
});
