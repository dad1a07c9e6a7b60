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
 *   npm run bench:api -- --only cached --rounds 5           # one class of routes; bare and real alternated 5 times
 *
 * With --rounds N each route is measured bare, real, bare, real … N times and the ratio quoted is the median of
 * the N per-round ratios (the figure least moved by a neighbour's burst on one side of a pair).
 * On Linux each server's CPU time per request is printed too (µs/req, from /proc/<pid>/stat), and their quotient
 * (cpu ratio = bare µs ÷ real µs): what the ratio of requests per second is when each server has a core to
 * itself, and a figure that a busy machine moves far less than requests per second.
 *
 * PostgreSQL runs in a scratch database created and dropped here.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API, ROOT, freePort, startServer } from '../lib/server.mjs';
import { SMALL, argValue, expectFigures, finish, hasFlag, sized } from '../lib/report.mjs';
import { withScratchDatabase } from '../lib/scratch-db.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = sized('BENCH_CONNECTIONS', 10, 4);
/** A small run sends this many requests per route and server instead of DURATION seconds, without the warm-up. */
const SMALL_AMOUNT = 100;
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') ? DEFAULT_PG : '');

const GOAL = { cached: 0.6, list: 0.3 };
const ROUNDS = Math.max(1, Number(argValue('--rounds') ?? 1));
const ONLY = argValue('--only');

/** [name, url, class]: class 'cached' (in-process content cache), 'list' (a hot list query), 'info' (no goal). */
const ALL_ROUTES = [
  ['/ping (no db, tiny)', '/ping', 'info'],
  ['/readyz (select 1)', '/readyz', 'info'],
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

const ROUTES = ONLY ? ALL_ROUTES.filter(([, , cls]) => cls === ONLY) : ALL_ROUTES;

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
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. CPU per request
 * does not depend on how much of the machine the neighbours leave us, unlike requests per second.
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A 1 s warm-up (JIT, caches, prepared plans), then the measured run; `pid` is the server's, for its CPU time. */
async function cannon(url, pid) {
  if (SMALL) {
    const r = await autocannon({ url, connections: CONNECTIONS, amount: SMALL_AMOUNT });
    // requests.average is per whole second sampled: a run shorter than a second needs total ÷ duration.
    return { rps: r.requests.total / ((r.finish - r.start) / 1000), usPerReq: null, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  }
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpu1 = cpuMs(pid);
  const usPerReq = cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) * 1000) / r.requests.total;
  return { rps: r.requests.average, usPerReq, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function measure(real, bare, replies) {
  const rows = [];
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [name, url, cls] of ROUTES) {
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push({ bare: await cannon(bare.base + url, bare.pid), real: await cannon(real.base + url, real.child?.pid) });
    const ratios = runs.map((r) => r.real.rps / r.bare.rps);
    const last = runs.at(-1);
    const cpu = (side) => (runs.every((r) => r[side].usPerReq !== null) ? median(runs.map((r) => r[side].usPerReq)) : null);
    const bareRow = { ...last.bare, rps: median(runs.map((r) => r.bare.rps)), usPerReq: cpu('bare') };
    const realRow = { ...last.real, rps: median(runs.map((r) => r.real.rps)), usPerReq: cpu('real'), errors: runs.reduce((n, r) => n + r.real.errors, 0) };
    const data = replies[url]?.data;
    const items = Array.isArray(data) ? data.length : Array.isArray(data?.records) ? data.records.length : '';
    const cpuRatio = bareRow.usPerReq && realRow.usPerReq ? bareRow.usPerReq / realRow.usPerReq : null;
    rows.push({ name, url, cls, items, bytes: JSON.stringify(replies[url]).length, bare: bareRow, real: realRow, ratio: median(ratios), ratios, cpuRatio });
  }
  return rows;
}

function verdict(row) {
  const goal = GOAL[row.cls];
  return goal ? `${row.ratio >= goal ? 'PASS' : 'FAIL'} (≥ ${goal.toFixed(2)})` : '';
}

function print(driver, rows) {
  console.log(`\n${driver}: ${CONNECTIONS} connections, ${SMALL ? `${SMALL_AMOUNT} requests` : `${DURATION} s (after 1 s warm-up)`} per route and server, ${ROUNDS} round(s) alternated`);
  const head = ['route'.padEnd(34), 'items', 'bytes'.padStart(6), 'bare r/s'.padStart(9), 'real r/s'.padStart(9), 'ratio'.padStart(6), 'µs/req bare'.padStart(11), 'real'.padStart(5), 'cpu ratio'.padStart(9), 'p50'.padStart(4), 'p99'.padStart(5), 'err'.padStart(4), ' goal'];
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
        (r.bare.usPerReq?.toFixed(0) ?? '-').padStart(11),
        (r.real.usPerReq?.toFixed(0) ?? '-').padStart(5),
        (r.cpuRatio?.toFixed(2) ?? '-').padStart(9),
        String(r.real.p50).padStart(4),
        String(r.real.p99).padStart(5),
        String(r.real.errors).padStart(4),
        verdict(r),
        ROUNDS > 1 ? `rounds ${r.ratios.map((x) => x.toFixed(2)).join(' ')}` : '',
      ].join(' '),
    );
}

async function run(driver, key, env, figures, detail) {
  const server = await startServer({ env: { WEB_DIST: '/nonexistent', ...env } });
  let bare;
  try {
    const replies = await capture(server.base);
    bare = await startBare(replies);
    const rows = await measure(server, bare, replies);
    print(driver, rows);
    for (const r of rows) {
      figures[`${key}: ${r.name}`] = r.ratio;
      if (r.cpuRatio !== null) figures[`${key}: ${r.name} (cpu ratio)`] = r.cpuRatio;
    }
    detail[key] = rows;
    // Every request answered 2xx: a route that starts failing under load fails the run.
    expectFigures(Object.fromEntries(rows.map((r) => [`${key}: ${r.name} errors`, r.real.errors])), Object.fromEntries(rows.map((r) => [`${key}: ${r.name} errors`, 0])));
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

async function main() {
  const figures = {};
  const detail = {};
  // PGlite in a data folder (the default deployment), not in memory: the same code path as `npm start`.
  await run('PGlite (data folder)', 'pglite', {}, figures, detail);
  if (PG_URL) await withScratchDatabase(PG_URL, 'mts_bench', (url, host) => run(`PostgreSQL (${host})`, 'pg', { DATABASE_URL: url }, figures, detail));
  else console.log('\n(PostgreSQL skipped: pass --pg, or set BENCH_DATABASE_URL)');
  finish('api', figures, detail);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
