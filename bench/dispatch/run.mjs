/**
 * Dispatch benchmark (issue 9): the grab under contention. Each round puts 50 fresh leads in the pool and fires
 * 200 grabs at once (4 per lead, by 10 negotiators, shuffled) through the real service (followUp: the users-row
 * lock, the open-lead count, the conditional UPDATE of the lead and the follow item, one transaction each),
 * then prints p50/p99 of a grab's latency, the wall time of the round and the count of winners, which must
 * equal the number of leads (one per lead) with every other grab refused 409. Figures only, no assertions.
 * Runs on PGlite (in memory) and, with --pg or BENCH_PG_URL / BENCH_DATABASE_URL / TEST_DATABASE_URL, on
 * PostgreSQL in a scratch database created and dropped here.
 *
 *   npm run bench:dispatch                         # PGlite only
 *   npm run bench:dispatch -- --pg                 # and PostgreSQL at postgres://postgres@127.0.0.1:5432
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dispatch -- --pg-only
 *   BENCH_ROUNDS=5 npm run bench:dispatch -- --json dispatch.json
 *
 * Times are of the service itself (SQL + transaction), without HTTP: bench/api covers the HTTP layer.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { categories, clues, followItems, users } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/index.ts';
import { appContext } from '../../apps/server/src/lib/context.ts';
import { followUp } from '../../apps/server/src/modules/dispatch/service.ts';
import { onEachDriver } from '../lib/drivers.mjs';
import { expectFigures, finish, hasFlag, sized } from '../lib/report.mjs';

const LEADS = sized('BENCH_LEADS', 50, 10);
const GRABS = sized('BENCH_GRABS', 200, 40);
const NEGOTIATORS = sized('BENCH_NEGOTIATORS', 10, 5);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const PG_URL =
  process.env.BENCH_PG_URL || process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') || hasFlag('--pg-only') ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const shuffle = (xs) => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
};

async function bench(label, handle) {
  await handle.migrate();
  await seedDemoData(handle.db);
  // The cap is out of the way here (it is tested in dispatch.test.ts): every lead must find its winner.
  const app = await buildApp({ db: handle, config: { webDist: '/nonexistent', dispatch: { maxOpenLeads: 100_000, followTimeoutHours: 48, sweep: false } } });
  try {
    const db = handle.db;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000000'));
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'DDR4'));
    const negotiators = await db
      .insert(users)
      .values(Array.from({ length: NEGOTIATORS }, (_, i) => ({ mobile: `1770000${String(i).padStart(4, '0')}`, nickName: `谈判人${i}`, businessType: 10, authnStatus: 1, shopStatus: 1 })))
      .returning({ id: users.id });
    const ctxOf = (u) => ({ ...appContext(app), user: { id: u.id, mobile: '', businessType: 10, isOperator: false, sessionId: 0 } });
    const contexts = negotiators.map(ctxOf);

    const latencies = [];
    const walls = [];
    let winners = 0;
    let refused = 0;
    let other = 0;
    let itemsOk = true;
    for (let round = 0; round <= ROUNDS; round++) {
      const leads = await db
        .insert(clues)
        .values(Array.from({ length: LEADS }, (_, i) => ({ type: 1, categoryId: cat.id, goodsName: `压测线索 ${round}-${i}`, goodsModel: `BENCH${round}X${i}`, modelNorm: `bench${round}x${i}`, quantity: 1000, ownerId: owner.id, status: 0 })))
        .returning({ id: clues.id });
      const calls = shuffle(Array.from({ length: GRABS }, (_, i) => ({ lead: leads[i % LEADS].id, ctx: contexts[(i * 7 + Math.floor(i / LEADS)) % NEGOTIATORS] })));
      const roundLat = [];
      let roundWinners = 0;
      const t0 = performance.now();
      await Promise.all(
        calls.map(async (c) => {
          const s = performance.now();
          try {
            await followUp(c.ctx, { id: c.lead, identity: 10 });
            roundWinners++;
          } catch (err) {
            if (err?.code === 409) refused += round ? 1 : 0;
            else {
              other += round ? 1 : 0;
              if (other < 3) console.error(err);
            }
          }
          roundLat.push(performance.now() - s);
        }),
      );
      const wall = performance.now() - t0;
      const [{ n }] = await db
        .select({ n: sql`count(*)::int` })
        .from(followItems)
        .where(sql`${followItems.clueId} in (${sql.join(leads.map((l) => sql`${l.id}`), sql`, `)})`);
      if (n !== LEADS || roundWinners !== LEADS) itemsOk = false;
      // Round 0 warms the pool, the plans and the JIT; it is not counted.
      if (round === 0) continue;
      winners += roundWinners;
      latencies.push(...roundLat);
      walls.push(wall);
      console.log(`${label} round ${round}: ${roundWinners} winners of ${GRABS} grabs on ${LEADS} leads, follow items ${n}, wall ${wall.toFixed(0)} ms`);
    }
    latencies.sort((a, b) => a - b);
    const wallMean = walls.reduce((a, b) => a + b, 0) / walls.length;
    const fig = {
      [`${label}.grab.p50_ms`]: pct(latencies, 50),
      [`${label}.grab.p99_ms`]: pct(latencies, 99),
      [`${label}.grab.max_ms`]: latencies[latencies.length - 1],
      [`${label}.round.wall_ms`]: wallMean,
      [`${label}.grabs_per_s`]: (GRABS * 1000) / wallMean,
      [`${label}.winners_per_round`]: winners / ROUNDS,
      [`${label}.refused_409_per_round`]: refused / ROUNDS,
      [`${label}.other_errors`]: other,
      [`${label}.one_item_per_lead`]: itemsOk ? 1 : 0,
    };
    return fig;
  } finally {
    await app.close();
  }
}

/** One winner per lead, every other grab refused with 409, one follow item per lead. */
const expectCorrect = (label, fig) =>
  expectFigures(fig, { [`${label}.winners_per_round`]: LEADS, [`${label}.refused_409_per_round`]: GRABS - LEADS, [`${label}.other_errors`]: 0, [`${label}.one_item_per_lead`]: 1 });

function print(fig) {
  for (const [k, v] of Object.entries(fig)) console.log(`  ${k.padEnd(40)} ${Number.isInteger(v) ? v : v.toFixed(2)}`);
}

const figures = {};
console.log(`dispatch bench: ${GRABS} concurrent grabs over ${LEADS} leads by ${NEGOTIATORS} negotiators, ${ROUNDS} rounds (+1 warm-up)\n`);
await onEachDriver({ pgUrl: PG_URL, prefix: 'mts_bench_dispatch' }, bench, (label, fig) => {
  print(fig);
  Object.assign(figures, fig);
  expectCorrect(label, fig);
});
if (figures['pglite.grab.p50_ms'] && figures['postgres.grab.p50_ms']) {
  console.log(`\n  postgres/pglite p50 ${(figures['postgres.grab.p50_ms'] / figures['pglite.grab.p50_ms']).toFixed(2)}, p99 ${(figures['postgres.grab.p99_ms'] / figures['pglite.grab.p99_ms']).toFixed(2)}`);
}
finish('dispatch', figures);
