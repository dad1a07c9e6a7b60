import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, cleanupTestDatabases, DRIVERS } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('job runner (pg-boss) on %s', (driver) => {
  it('starts on the first send, runs the job once, and stops before the database closes', async () => {
    const t = await buildTestApp({ driver });
    try {
      const seen: unknown[] = [];
      let done!: () => void;
      const finished = new Promise<void>((r) => (done = r));
      t.app.jobs.work('test-echo', async (data, signal) => {
        seen.push({ data, aborted: signal.aborted });
        done();
      });
      const started = Date.now();
      await t.app.jobs.send('test-echo', { n: 1 });
      await finished;
      expect(seen).toEqual([{ data: { n: 1 }, aborted: false }]);
      // Fetched at once (notified), not at the next poll.
      expect(Date.now() - started).toBeLessThan(15_000);
      await expect(t.app.jobs.send('no-such-queue', {})).rejects.toThrow(/no worker/);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('a job running when the app closes is told (its signal) and awaited', async () => {
    const t = await buildTestApp({ driver });
    let ended = '';
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    t.app.jobs.work('test-long', async (_data, signal) => {
      started();
      while (!signal.aborted) await new Promise((r) => setTimeout(r, 20));
      ended = 'aborted';
    });
    await t.app.jobs.send('test-long', {});
    await running;
    await t.close();
    expect(ended).toBe('aborted');
  }, 30_000);
});
