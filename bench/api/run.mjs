/**
 * API throughput, as a ratio to a bare Fastify route serving the same JSON, measured in the same run.
 *
 * For each route the real server (started here: PGlite in a fresh data folder, and PostgreSQL when asked) is
 * measured with autocannon, and so is bench/api/bare.mjs answering the same URL with the same JSON body
 * (captured from the real server just before). ratio = real req/s ÷ bare req/s. Bare and real are measured
 * back to back per route, so a noisy neighbour on this shared 2-core machine moves both.
 *
 * Goals (production-readiness issue): hot lists ≥ 0.30 of bare, cached content ≥ 0.60 of bare.
 * The routes are the ones the phone home, desktop home and clue tabs request (bench/web prints them).
 *
 *   npm run bench:api                                        # PGlite only
 *   npm run bench:api -- --pg                                # and PostgreSQL at postgres://postgres@127.0.0.1:5432
 *   BENCH_DATABASE_URL=postgres://user@host:5432/db npm run bench:api     # (or DATABASE_URL / TEST_DATABASE_URL)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 npm run bench:api -- --json api.json
 *
 * PostgreSQL runs in a scratch database created and dropped here.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API, ROOT, freePort, startServer } from '../lib/server.mjs';
import { SMALL, expectFigures, finish, hasFlag, sized } from '../lib/report.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = sized('BENCH_CONNECTIONS', 10, 4);
/** A small run sends this many requests per route and server instead of DURATION seconds, without the warm-up. */
const SMALL_AMOUNT = 100;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') ? DEFAULT_PG : '');

const GOAL = { cached: 0.6, list: 0.3 };

/** [name, url, class]: class 'cached' (in-process content cache), 'list' (a hot list query), 'info' (no goal). */
const ROUTES = [
  ['/ping (no db, tiny)', '/ping', 'info'],
  ['/healthz (select 1)', '/healthz', 'info'],
  ['banner carousel, phone home', `${API}/banner/list?status=0&which=2&type=2&position=HOME`, 'cached'],
  ['banner layout, desktop', `${API}/banner/list?status=0&which=1&position=LAYOUT`, 'cached'],
  ['nav/list, phone home', `${API}/nav/list?status=0&which=2&position=HOME`, 'cached'],
  ['dict hot_search, desktop', `${API}/dict/getByType/hot_search`, 'cached'],
  ['goods/list page 1', `${API}/goods/list?pageNum=1&pageSize=10`, 'list'],
  ['goods/list page 2', `${API}/goods/list?pageNum=2&pageSize=10`, 'list'],
  ['goods/list page 3', `${API}/goods/list?pageNum=3&pageSize=10`, 'list'],
  ['home list, phone (20 newest)', `${API}/goods/list?pageSize=20&pageNum=1`, 'list'],
  ['home list, desktop (货源 newest)', `${API}/goods/list?type=1&status=0&sort=newest&pageNum=1&pageSize=10`, 'list'],
  ['clue tab 货源 (type=1)', `${API}/goods/list?pageSize=10&type=1&pageNum=1`, 'list'],
  ['clue tab 求购 (type=2)', `${API}/goods/list?pageSize=10&type=2&pageNum=1`, 'list'],
  ['search k4a8g165', `${API}/goods/list?keyword=k4a8g165&pageSize=10`, 'info'],
  ['search 三星', `${API}/goods/list?keyword=${encodeURIComponent('三星')}&pageSize=10`, 'info'],
];

/** Fetch every route once from the real server: the bodies the bare server will serve, and a sanity check. */
async function capture(base) {
  const replies = {};
  for (const [name, url] of ROUTES) {
    const res = await fetch(base + url);
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    replies[url] = await res.json();
  }
  return replies;
}

async function startBare(replies) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mts-bench-bare-'));
  const file = path.join(dir, 'replies.json');
  writeFileSync(file, JSON.stringify(replies));
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/api/bare.mjs', String(port), file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** A 1 s warm-up (JIT, caches, prepared plans), then the measured run. */
async function cannon(url) {
  if (SMALL) {
    const r = await autocannon({ url, connections: CONNECTIONS, amount: SMALL_AMOUNT });
    // requests.average is per whole second sampled: a run shorter than a second needs total ÷ duration.
    return { rps: r.requests.total / ((r.finish - r.start) / 1000), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function measure(realBase, bareBase, replies) {
  const rows = [];
  for (const [name, url, cls] of ROUTES) {
    const bare = await cannon(bareBase + url);
    const real = await cannon(realBase + url);
    const data = replies[url]?.data;
    const items = Array.isArray(data) ? data.length : Array.isArray(data?.records) ? data.records.length : '';
    rows.push({ name, url, cls, items, bytes: JSON.stringify(replies[url]).length, bare, real, ratio: real.rps / bare.rps });
  }
  return rows;
}

function verdict(row) {
  const goal = GOAL[row.cls];
  return goal ? `${row.ratio >= goal ? 'PASS' : 'FAIL'} (≥ ${goal.toFixed(2)})` : '';
}

function print(driver, rows) {
  console.log(`\n${driver}: ${CONNECTIONS} connections, ${SMALL ? `${SMALL_AMOUNT} requests` : `${DURATION} s (after 1 s warm-up)`} per route and server`);
  const head = ['route'.padEnd(34), 'items', 'bytes'.padStart(6), 'bare r/s'.padStart(9), 'real r/s'.padStart(9), 'ratio'.padStart(6), 'p50'.padStart(4), 'p99'.padStart(5), 'err'.padStart(4), ' goal'];
  console.log(head.join(' '));
  for (const r of rows)
    console.log(
      [
        r.name.padEnd(34),
        String(r.items).padStart(5),
        String(r.bytes).padStart(6),
        r.bare.rps.toFixed(0).padStart(9),
        r.real.rps.toFixed(0).padStart(9),
        r.ratio.toFixed(2).padStart(6),
        String(r.real.p50).padStart(4),
        String(r.real.p99).padStart(5),
        String(r.real.errors).padStart(4),
        verdict(r),
      ].join(' '),
    );
}

async function run(driver, key, env, figures, detail) {
  const server = await startServer({ env: { WEB_DIST: '/nonexistent', ...env } });
  let bare;
  try {
    const replies = await capture(server.base);
    bare = await startBare(replies);
    const rows = await measure(server.base, bare.base, replies);
    print(driver, rows);
    for (const r of rows) figures[`${key}: ${r.name}`] = r.ratio;
    detail[key] = rows;
    // Every request answered 2xx: a route that starts failing under load fails the run.
    expectFigures(Object.fromEntries(rows.map((r) => [`${key}: ${r.name} errors`, r.real.errors])), Object.fromEntries(rows.map((r) => [`${key}: ${r.name} errors`, 0])));
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

async function withScratchDatabase(url, fn) {
  const name = `mts_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    await fn(u.toString(), u.host);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const figures = {};
  const detail = {};
  // PGlite in a data folder (the default deployment), not in memory: the same code path as `npm start`.
  await run('PGlite (data folder)', 'pglite', {}, figures, detail);
  if (PG_URL) await withScratchDatabase(PG_URL, (url, host) => run(`PostgreSQL (${host})`, 'pg', { DATABASE_URL: url }, figures, detail));
  else console.log('\n(PostgreSQL skipped: pass --pg, or set BENCH_DATABASE_URL)');
  finish('api', figures, detail);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
