/**
 * Shared by the benches: start the real server as a child process the way the e2e suite does
 * (apps/web/e2e/playwright.config.ts), or use a running one given by BASE_URL.
 *
 * Only node built-ins here: bench/lighthouse (its own package, outside the workspaces) imports this file too.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API = '/dev-api/api/mts-api';

/**
 * Other engineers use 3000 and 3300 on this machine: the benches stay within 3400-3499, or within
 * BENCH_PORTS (`lo-hi`) when several people run benches side by side and each keeps to a range of their own.
 */
function portRange(spec = process.env.BENCH_PORTS) {
  if (!spec) return [3400, 3499];
  const m = /^(\d+)-(\d+)$/.exec(spec);
  if (!m || Number(m[1]) > Number(m[2])) throw new Error(`BENCH_PORTS: expected lo-hi, got ${spec}`);
  return [Number(m[1]), Number(m[2])];
}
const PORT_RANGE = portRange();

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free port in the range, starting at a random place so parallel benches rarely race for the same one. */
export async function freePort() {
  const [lo, hi] = PORT_RANGE;
  const span = hi - lo + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = lo + ((start + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${lo}-${hi}`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls /healthz until it answers 200; returns the milliseconds waited. */
export async function waitForHealth(base, child, timeoutMs = 120_000, everyMs = 25) {
  const t0 = performance.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`server did not answer /healthz in ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

export function makeDataDir(prefix = 'mts-bench-') {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** The production bundle (`npm run build` writes it), else the TypeScript sources through tsx. */
const BUNDLE = 'apps/server/dist/server.mjs';
export const serverEntry = (entry = existsSync(path.join(ROOT, BUNDLE)) ? 'bundle' : 'source') =>
  entry === 'bundle' ? ['--enable-source-maps', '--max-old-space-size=320', BUNDLE] : ['--import', 'tsx', 'apps/server/src/server.ts'];

/**
 * Spawns the server: `node apps/server/dist/server.mjs` when built (what `npm start` runs), else
 * `node --import tsx apps/server/src/server.ts`; `entry: 'source' | 'bundle'` chooses. A fresh data folder
 * unless one is given. NODE_ENV=test, as in the e2e config: dev providers, demo data seeded on first start.
 * Returns { base, child, startMs, stop }.
 */
export async function startServer({ dataDir, env = {}, quiet = true, entry } = {}) {
  const port = await freePort();
  const ownDir = !dataDir;
  const dir = dataDir ?? makeDataDir();
  const t0 = performance.now();
  const child = spawn(process.execPath, serverEntry(entry), {
    cwd: ROOT,
    env: { ...process.env, ...(process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (err) {
    // A server that never answered must not outlive the bench (it would hold the port, the folder and the caller's stderr).
    child.kill('SIGKILL');
    if (ownDir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const startMs = performance.now() - t0;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (ownDir) rmSync(dir, { recursive: true, force: true });
  };
  return { base, child, dataDir: dir, startMs, stop };
}

/** BASE_URL of a running server, or a server started here. Same shape either way (stop is a no-op for BASE_URL). */
export async function serverFromEnv(opts) {
  const given = process.env.BASE_URL?.replace(/\/+$/, '');
  if (given) {
    await waitForHealth(given, null, 10_000);
    return { base: given, startMs: null, stop: async () => {} };
  }
  return startServer(opts);
}

/**
 * The server a page bench loads: BASE_URL, or the built app started here (exits with a hint when there is no
 * build), stopped on Ctrl-C too.
 */
export async function builtServerFromEnv() {
  if (!process.env.BASE_URL && !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    console.error('no build found: run `npm run build` first (or set BASE_URL)');
    process.exit(1);
  }
  const server = await serverFromEnv();
  stopOnSignal(server);
  return server;
}

/** Stop the server on Ctrl-C too, so no orphan keeps a port. */
export function stopOnSignal(server) {
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, async () => {
      await server.stop();
      process.exit(130);
    });
}
