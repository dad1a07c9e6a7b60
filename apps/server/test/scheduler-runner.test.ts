import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { pgHandle } from '../src/db/postgres.ts';
import { sweepQueue } from '../src/plugins/scheduler.ts';
import { buildTestApp, cleanupTestDatabases, testDatabaseUrl } from './helper.ts';

afterAll(cleanupTestDatabases);

async function until(probe: () => Promise<boolean> | boolean, tries = 400) {
  for (let i = 0; i < tries; i++) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
}

describe('sweeps on the job runner (issue 26)', () => {
  it('app.schedule keeps its API: the tick queues a singleton job of its period and this instance runs it', async () => {
    const t = await buildTestApp({ config: { jobs: { pollingSeconds: 0.5, sweepsOnRunner: true } } });
    let runs = 0;
    try {
      // Registered after ready (like a late caller): still runs, through the runner.
      t.app.schedule('test sweep', 300, async (ctx) => {
        expect(ctx.user).toBeNull();
        runs++;
      });
      await until(() => runs >= 1);
      const jobs = (await t.handle.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${sweepQueue('test sweep')}`)) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]!.n).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
    }
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL: the same period queues one job, run once', async () => {
    const url = await testDatabaseUrl();
    const handles = [pgHandle(url, 4), pgHandle(url, 4)];
    await handles[0]!.migrate();
    const apps = [];
    let runs = 0;
    try {
      for (const h of handles) {
        apps.push(await buildApp({ db: h, config: { webDist: '/nonexistent-web-dist', jobs: { pollingSeconds: 0.5, sweepsOnRunner: true } } }));
      }
      const queue = sweepQueue('shared sweep');
      for (const app of apps) app.jobs.work(queue, async () => void runs++);
      // Both instances tick in the same period, several times: the slot holds one job.
      await Promise.all(apps.flatMap((app) => [0, 1, 2].map(() => app.jobs.send(queue, {}, { singletonKey: 'shared sweep', singletonSeconds: 3600 }))));
      await until(() => runs >= 1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(runs).toBe(1);
      const jobs = (await handles[0]!.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}`)) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]!.n).toBe(1);
    } finally {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
    }
  }, 60_000);
});
