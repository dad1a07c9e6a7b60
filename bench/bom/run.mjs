/**
 * BOM配单 benchmark (issue 24): a 1,000-line BOM matched against 1,000,000 listings on PostgreSQL (≤ 2 s p95) and
 * 100,000 on PGlite (≤ 5 s p95), through the real GET /bom/detail service (bomDetail: the lines, ONE matching
 * statement for the whole BOM, the summary). The BOM is 60 % part numbers listed as such (exact), 25 % variants of
 * listed parts (packing / temperature / die-revision suffixes, a brand glued on: near), 15 % unknown.
 * Listings are generated in JavaScript and loaded 10,000 rows per INSERT … SELECT FROM json_to_recordset with the
 * goods indexes dropped and built again after the load (as bench/search does), then ANALYZE.
 *
 *   npm run bench:bom                       # PGlite at 100,000 listings
 *   npm run bench:bom -- --pg               # and PostgreSQL at 1,000,000 (scratch database mts_bench_bom_*, dropped)
 *   npm run bench:bom -- --pg --pg-only
 *   BENCH_SMALL=1 npm run bench:bom         # the smoke size (3,000 listings, a 100-line BOM)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPglite, pgliteHandle } from '../../apps/server/src/db/pglite.ts';
import { pgHandle } from '../../apps/server/src/db/postgres.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/index.ts';
import { appContext } from '../../apps/server/src/lib/context.ts';
import { bomDetail } from '../../apps/server/src/modules/bom/service.ts';
import { normalizePartNumber } from '../../packages/shared/src/validate.ts';
import { SMALL, argValue, expectFigures, finish, hasFlag, sized } from '../lib/report.mjs';
import { withScratchDatabase } from '../lib/scratch-db.mjs';

const PG_ROWS = sized('BENCH_PG_ROWS', 1_000_000, 3_000);
const LITE_ROWS = sized('BENCH_LITE_ROWS', 100_000, 3_000);
const BOM_LINES = sized('BENCH_BOM_LINES', 1_000, 100);
const RUNS = sized('BENCH_RUNS', 10, 3);
const BUDGET_MS = { postgres: 2000, pglite: 5000 };
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
const SELLERS = 50;
const VARIANTS = ['', '', '', ' TR', '-T&R', ':F', ' IT:F'];
const BRAND_PREFIX = ['SAMSUNG', 'MICRON', 'SKHYNIX'];

/** A deterministic pseudo-random generator (runs compare). */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const baseModel = (i) => `MT${(40 + (i % 60)).toString()}A${i.toString(36).toUpperCase().padStart(5, '0')}TB-0${(62 + (i % 30)).toString()}E`;

async function ids(db, q) {
  return (await db.execute(q)).rows.map((r) => r.id);
}

/** Users (sellers and one buyer) and `rows` listings over rows / 20 part numbers (a few very popular). */
async function generate(db, rows) {
  const t0 = Date.now();
  const stamp = Date.now() % 1e6;
  const mobiles = Array.from({ length: SELLERS + 1 }, (_, i) => `19${String(stamp).padStart(6, '0')}${String(i).padStart(3, '0')}`);
  const users = await ids(db, sql`insert into users (mobile, nick_name, verified_company) select m, 'bench', case when right(m, 1) in ('0','2','4') then '深圳市测试电子有限公司' end from json_array_elements_text(${JSON.stringify(mobiles)}::json) as m returning id`);
  const buyer = users.pop();
  const brandIds = await ids(db, sql`select id from brands order by id`);
  const [{ c: category }] = (await db.execute(sql`select id as c from categories order by id limit 1`)).rows;
  const defs = (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'goods' and indexname <> 'goods_pkey'`)).rows;
  for (const d of defs) await db.execute(sql.raw(`drop index if exists "${d.indexname}"`));
  const bases = Math.max(1000, Math.floor(rows / 20));
  const r = rng(7);
  const batch = 10_000;
  for (let done = 0; done < rows; done += batch) {
    const values = [];
    for (let j = done; j < Math.min(rows, done + batch); j++) {
      // 10 % of the listings on 50 popular parts, the rest spread.
      const b = r() < 0.1 ? Math.floor(r() * 50) : Math.floor(r() * bases);
      const model = baseModel(b) + VARIANTS[Math.floor(r() * VARIANTS.length)];
      values.push({
        m: model,
        n: normalizePartNumber(model).slice(0, 64),
        b: r() < 0.8 ? brandIds[b % brandIds.length] : null,
        q: 100 + Math.floor(r() * 20_000),
        u: r() < 0.7 ? 0 : 10,
        p: r() < 0.1 ? null : 10 + Math.floor(r() * 5000),
        o: users[Math.floor(r() * users.length)],
        s: r() < 0.9 ? 0 : 1,
      });
    }
    await db.execute(sql`insert into goods (type, category_id, brand_id, goods_model, model_norm, goods_name, quantity, price_unit, price_min, moq, date_code, condition, delivery_place, owner_id, status, source)
      select 1, ${category}, v.b, v.m, v.n, 'DDR4 颗粒', v.q, v.u, v.p, 1, '23+', '原装', '深圳', v.o, v.s, 0
      from json_to_recordset(${JSON.stringify(values)}::json) as v(m text, n text, b int, q int, u smallint, p int, o int, s smallint)`);
  }
  for (const d of defs) await db.execute(sql.raw(d.indexdef));
  await db.execute(sql`analyze goods`);
  console.log(`  ${rows.toLocaleString()} listings over ${bases.toLocaleString()} part numbers loaded and indexed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { buyer, bases };
}

/** The buyer's BOM: exact, near and unknown lines. */
async function makeBom(db, buyer, bases) {
  const r = rng(11);
  const [{ id }] = (await db.execute(sql`insert into boms (user_id, name, line_count) values (${buyer}, 'bench', ${BOM_LINES}) returning id`)).rows;
  const lines = [];
  for (let i = 0; i < BOM_LINES; i++) {
    const b = Math.floor(r() * bases);
    const x = r();
    const model = x < 0.6 ? baseModel(b) : x < 0.85 ? (r() < 0.5 ? `${BRAND_PREFIX[b % 3]}${baseModel(b)}` : `${baseModel(b)} AT:B`) : `UNKNOWN-${i}-ZZ`;
    lines.push({ r: i + 1, m: model.slice(0, 64), n: normalizePartNumber(model).slice(0, 64), q: 100 + Math.floor(r() * 5000) });
  }
  await db.execute(sql`insert into bom_lines (bom_id, row, goods_model, model_norm, quantity)
    select ${id}, v.r, v.m, v.n, v.q from json_to_recordset(${JSON.stringify(lines)}::json) as v(r int, m text, n text, q int)`);
  return id;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function runOn(label, handle, rows) {
  console.log(`\n## ${label}: ${rows.toLocaleString()} listings, a ${BOM_LINES.toLocaleString()}-line BOM`);
  await handle.migrate();
  await seedDemoData(handle.db);
  const { buyer, bases } = await generate(handle.db, rows);
  const bomId = await makeBom(handle.db, buyer, bases);
  const env = loadConfig();
  const app = await buildApp({ db: handle, config: { webDist: '/nonexistent', dispatch: { ...env.dispatch, sweep: false }, money: { ...env.money, sweep: false } } });
  try {
    const ctx = { ...appContext(app), user: { id: buyer, mobile: '', businessType: 0, isOperator: false, sessionId: 0 } };
    const plan = (await handle.db.execute(sql`explain select id from goods where mts_model_base(goods_model) = 'x'`)).rows.map((p) => Object.values(p)[0]).join(' ');
    const times = [];
    let detail;
    for (let i = 0; i < RUNS + 1; i++) {
      const t0 = performance.now();
      detail = await bomDetail(ctx, bomId);
      if (i > 0) times.push(performance.now() - t0);
    }
    const cls = { exact: 0, near: 0, none: 0 };
    for (const l of detail.lines) cls[l.matchClass]++;
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    const pass = p95 <= BUDGET_MS[label];
    console.log(`  lines: ${detail.lines.length} (exact ${cls.exact}, near ${cls.near}, none ${cls.none}); coverage ${detail.summary.coverage}; totals ${JSON.stringify(detail.summary.totals)}`);
    console.log(`  base index used: ${plan.includes('goods_model_base_idx') ? 'yes' : `NO (${plan})`}`);
    console.log(`  GET /bom/detail over ${RUNS} runs: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget ${BUDGET_MS[label]} ms) ${pass ? 'PASS' : 'FAIL'}`);
    return { [`${label} p50 ms`]: Math.round(p50), [`${label} p95 ms`]: Math.round(p95), [`${label} lines`]: detail.lines.length, [`${label} exact`]: cls.exact, [`${label} near`]: cls.near, [`${label} pass`]: pass || SMALL ? 1 : 0, [`${label} base index`]: plan.includes('goods_model_base_idx') ? 1 : 0 };
  } finally {
    await app.close();
  }
}

const figures = {};
const expected = {};
if (!hasFlag('--pg-only')) {
  const handle = pgliteHandle(await createPglite());
  try {
    Object.assign(figures, await runOn('pglite', handle, LITE_ROWS));
  } finally {
    await handle.close();
  }
  Object.assign(expected, { 'pglite lines': BOM_LINES, 'pglite pass': 1, 'pglite base index': 1 });
}
if (PG_URL) {
  await withScratchDatabase(PG_URL, 'mts_bench_bom', async (url) => {
    const handle = pgHandle(url, 4);
    try {
      Object.assign(figures, await runOn('postgres', handle, PG_ROWS));
    } finally {
      await handle.close();
    }
  });
  Object.assign(expected, { 'postgres lines': BOM_LINES, 'postgres pass': 1, 'postgres base index': 1 });
}
finish('bom', figures, { rows: { pglite: LITE_ROWS, postgres: PG_URL ? PG_ROWS : null }, bomLines: BOM_LINES, runs: RUNS, out: argValue('--json') ?? null });
expectFigures(figures, expected);
