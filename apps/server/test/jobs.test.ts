import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, openTestDb } from './helper.ts';

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

  it('starts when the app is ready if jobs of an earlier run wait', async () => {
    const handle = await openTestDb(driver);
    // An earlier run queued a job and stopped before working it.
    const earlier = new PgBoss({ ...('url' in handle.jobs ? { connectionString: handle.jobs.url, max: 1 } : { db: { executeSql: pgliteSql(handle.jobs.pglite) } }), schema: 'pgboss', schedule: false, supervise: false });
    await earlier.start();
    await earlier.createQueue('test-waiting', { name: 'test-waiting', retryLimit: 0 });
    await earlier.send('test-waiting', { n: 7 });
    await earlier.stop({ graceful: false });
    let seen!: (data: unknown) => void;
    const ran = new Promise((r) => (seen = r));
    const app = await buildApp({ db: handle, config: { webDist: '/nonexistent-web-dist' }, extraApiRoutes: (api) => api.jobs.work('test-waiting', async (data) => seen(data)) });
    try {
      expect(await ran).toEqual({ n: 7 });
    } finally {
      await app.close();
      await handle.close();
    }
  }, 30_000);
});

/** pg-boss's executeSql over PGlite, as the plugin does it. */
function pgliteSql(client: import('@electric-sql/pglite').PGliteInterface) {
  return async (text: string, values: unknown[] = []) => {
    if (!values.length) {
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    }
    return client.query(text, values);
  };
}
