/**
 * Money benchmark (issue 11): wallet payments under contention. Each round gives 100 payers (funded through the
 * ledger) one fresh order 待付款 each and fires the 100 payments at once through the real path of POST /order/pay
 * (idempotent(): the key row, then payOrder: the conditional UPDATE of the order, the ledger's SELECT … FOR
 * UPDATE of the account, balances, movement and entries, the follow item, the history row — one transaction
 * each). Every tenth payment is retried with the same key at the same moment (it must not charge twice). Prints
 * p50/p99 latency, payments per second, and the ledger invariant after the run (every currency sums to zero, no
 * balance negative, every balance equal to its entries). Figures only, no assertions.
 * Runs on PGlite (in memory) and, with --pg or BENCH_PG_URL / BENCH_DATABASE_URL / TEST_DATABASE_URL, on
 * PostgreSQL in a scratch database created and dropped here.
 *
 *   npm run bench:money                         # PGlite only
 *   npm run bench:money -- --pg                 # and PostgreSQL at postgres://postgres@127.0.0.1:5432
 *   BENCH_ROUNDS=5 BENCH_PAYERS=200 npm run bench:money -- --json money.json
 *
 * Times are of the service itself (SQL + transaction), without HTTP: bench/api covers the HTTP layer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/index.ts';
import { appContext } from '../../apps/server/src/lib/context.ts';
import { payOrder } from '../../apps/server/src/modules/payment/service.ts';
import { idempotent } from '../../apps/server/src/modules/wallet/idempotency.ts';
import { ledgerCheck } from '../../apps/server/src/modules/wallet/service.ts';
import { createOrder, fund } from '../../apps/server/test/money-factories.ts';
import { onEachDriver } from '../lib/drivers.mjs';
import { expectFigures, finish, hasFlag, sized } from '../lib/report.mjs';

const PAYERS = sized('BENCH_PAYERS', 100, 20);
const ROUNDS = sized('BENCH_ROUNDS', 3, 1);
const PG_URL =
  process.env.BENCH_PG_URL || process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') || hasFlag('--pg-only') ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function bench(label, handle) {
  await handle.migrate();
  await seedDemoData(handle.db);
  const app = await buildApp({ db: handle, config: { webDist: '/nonexistent', money: { autoConfirmDays: 7, sweep: false } } });
  try {
    const db = handle.db;
    const tag = randomBytes(2).toString('hex');
    const payers = await db
      .insert(users)
      .values(Array.from({ length: PAYERS + 1 }, (_, i) => ({ mobile: `178${tag.slice(0, 2).replace(/[a-f]/g, '9')}${String(i).padStart(6, '0')}`, nickName: `付款人${i}`, authnStatus: 1 })))
      .returning({ id: users.id });
    const seller = payers.pop();
    for (const p of payers) await fund(db, p.id, 100_000_000);
    const ctxOf = (id) => ({ ...appContext(app), user: { id, mobile: '', businessType: 0, isOperator: false, sessionId: 0 } });

    const latencies = [];
    const walls = [];
    let paid = 0;
    let replayed = 0;
    let other = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const orders = [];
      for (const p of payers) orders.push((await createOrder(db, { buyerId: p.id, sellerId: seller.id, amount: 10_000 + (round % 7) * 100 })).order);
      const calls = orders.flatMap((o, i) => {
        const key = randomUUID();
        const one = { ctx: ctxOf(o.buyerId), orderId: o.id, key };
        return i % 10 === 0 ? [one, { ...one }] : [one];
      });
      const roundLat = [];
      let roundPaid = 0;
      const seen = new Set();
      const t0 = performance.now();
      await Promise.all(
        calls.map(async (c) => {
          const s = performance.now();
          try {
            await idempotent(c.ctx, c.key, '/order/pay', { orderId: c.orderId }, (tx) => payOrder(tx, { orderId: c.orderId }));
            if (seen.has(c.key)) replayed += round ? 1 : 0;
            else {
              seen.add(c.key);
              roundPaid++;
            }
          } catch (err) {
            other += round ? 1 : 0;
            if (other < 3) console.error(err);
          }
          roundLat.push(performance.now() - s);
        }),
      );
      const wall = performance.now() - t0;
      if (round === 0) continue;
      paid += roundPaid;
      latencies.push(...roundLat);
      walls.push(wall);
      console.log(`${label} round ${round}: ${roundPaid} payments (+${calls.length - orders.length} same-key retries) by ${PAYERS} payers, wall ${wall.toFixed(0)} ms`);
    }
    latencies.sort((a, b) => a - b);
    const wallMean = walls.reduce((a, b) => a + b, 0) / walls.length;
    const check = await ledgerCheck({ db });
    return {
      [`${label}.pay.p50_ms`]: pct(latencies, 50),
      [`${label}.pay.p99_ms`]: pct(latencies, 99),
      [`${label}.pay.max_ms`]: latencies[latencies.length - 1],
      [`${label}.round.wall_ms`]: wallMean,
      [`${label}.payments_per_s`]: (PAYERS * 1000) / wallMean,
      [`${label}.paid_per_round`]: paid / ROUNDS,
      [`${label}.retries_replayed`]: replayed,
      [`${label}.other_errors`]: other,
      [`${label}.ledger.sum_nonzero_currencies`]: check.sums.filter((s) => s.sum !== 0).length,
      [`${label}.ledger.negative_accounts`]: check.negative,
      [`${label}.ledger.balance_mismatches`]: check.mismatched,
    };
  } finally {
    await app.close();
  }
}

/** Every order paid once, every same-key retry replayed, no other error, and the ledger invariant holds. */
const expectCorrect = (label, fig) =>
  expectFigures(fig, {
    [`${label}.paid_per_round`]: PAYERS,
    [`${label}.retries_replayed`]: Math.ceil(PAYERS / 10) * ROUNDS,
    [`${label}.other_errors`]: 0,
    [`${label}.ledger.sum_nonzero_currencies`]: 0,
    [`${label}.ledger.negative_accounts`]: 0,
    [`${label}.ledger.balance_mismatches`]: 0,
  });

function print(fig) {
  for (const [k, v] of Object.entries(fig)) console.log(`  ${k.padEnd(42)} ${Number.isInteger(v) ? v : v.toFixed(2)}`);
}

const figures = {};
console.log(`money bench: ${PAYERS} concurrent wallet payments per round (+10 % same-key retries), ${ROUNDS} rounds (+1 warm-up)\n`);
await onEachDriver({ pgUrl: PG_URL, prefix: 'mts_bench_money' }, bench, (label, fig) => {
  print(fig);
  Object.assign(figures, fig);
  expectCorrect(label, fig);
});
finish('money', figures);
