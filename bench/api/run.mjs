/**
 * API throughput benchmark: starts the server as a child process on a random port, on PGlite
 * (in memory) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a scratch
 * database created and dropped here). Measures a bare route and the main read routes with
 * autocannon and prints requests/s and the ratio to the bare route.
 *
 *   npm run bench:api                      # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=20 npm run bench:api
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = '/dev-api/api/mts-api';
const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

const ROUTES = [
  ['bare /ping', '/ping'],
  ['/healthz (select 1)', '/healthz'],
  ['/banner/list (cached)', `${API}/banner/list?which=2&type=2&position=HOME`],
  ['/goods/list page 1', `${API}/goods/list?pageNum=1&pageSize=10`],
  ['/goods/list keyword', `${API}/goods/list?keyword=k4a8g165&pageSize=10`],
  ['/goods/list keyword 三星', `${API}/goods/list?keyword=${encodeURIComponent('三星')}&pageSize=10`],
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

async function measure(base) {
  const results = [];
  for (const [name, url] of ROUTES) {
    // Warm up (caches, JIT, prepared plans) before the measured run.
    await autocannon({ url: base + url, connections: CONNECTIONS, duration: 1 });
    const r = await autocannon({ url: base + url, connections: CONNECTIONS, duration: DURATION });
    results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  return results;
}

function print(driver, results) {
  const bare = results[0].rps;
  console.log(`\n${driver}: ${CONNECTIONS} connections, ${DURATION} s per route`);
  console.log(`${'route'.padEnd(28)} ${'req/s'.padStart(9)} ${'ratio'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
  for (const r of results)
    console.log(
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(9)} ${(r.rps / bare).toFixed(3).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
}

async function run(driver, databaseUrl) {
  const server = await startServer(databaseUrl);
  try {
    print(driver, await measure(server.base));
  } finally {
    await server.stop();
  }
}

await run('PGlite (in memory)', 'memory://');

if (PG_URL) {
  const name = `mts_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await run(`PostgreSQL (${url.host})`, url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
