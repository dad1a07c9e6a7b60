/**
 * Backup benchmark (issue 27): what `npm run backup` costs a PGlite server that keeps taking writes, and how long a
 * restore takes. A server on a data folder (the demo data; BENCH_SMALL: none) takes money writes without pause —
 * a deposit requested, then confirmed by an operator, one after the other — while `npm run backup` runs
 * BENCH_BACKUPS times in another process (the real CLI, through the server's /_ops/backup). Prints the writes'
 * latency idle and while a backup runs, the database's pause for the copy, the CLI's wall time, the archive's size,
 * and the restore's time into an empty folder. Checks: no write failed, the restored ledger check green.
 *
 *   npm run bench:backup
 *   BENCH_BACKUPS=5 npm run bench:backup -- --json backup.json
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { restoreBackup } from '../../apps/server/src/backup/restore.ts';
import { loadConfig, SERVER_ROOT } from '../../apps/server/src/config.ts';
import { call } from '../../apps/server/test/helper.ts';
import { userAs } from '../../apps/server/test/factories.ts';
import { UPLOAD } from '../../apps/server/test/money-factories.ts';
import { expectFigures, finish, SMALL, sized } from '../lib/report.mjs';

const BACKUPS = sized('BENCH_BACKUPS', 3, 1);
const IDLE_MS = SMALL ? 500 : 2000;

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const cli = (env, ...args) =>
  new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/backup.ts'), ...args], { cwd: SERVER_ROOT, env: { ...process.env, NODE_ENV: 'development', ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? 1 : 0, stdout, stderr }),
    );
  });

const dir = mkdtempSync(path.join(tmpdir(), 'mts-bench-backup-'));
const base = { redisUrl: null, webDist: '/nonexistent', seedIfEmpty: !SMALL };
const figures = {};
try {
  const source = path.join(dir, 'source');
  const app = await buildApp({ config: { ...base, databaseUrl: path.join(source, 'pglite'), dataDir: source } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await userAs(app, 'verified', { realName: '王备份' });
  const operator = await userAs(app, 'operator');
  const money = (who, p, body) => call(app, 'POST', p, { body, headers: { ...who.api.login.headers, 'idempotency-key': randomUUID() } });

  const writes = [];
  let failed = 0;
  let stop = false;
  const loop = (async () => {
    for (let i = 1; !stop; i++) {
      const t0 = performance.now();
      const amount = 1000 + i;
      const d = await money(user, '/wallet/deposit', { amount, slipUrl: UPLOAD(3) });
      const c = d.status === 200 ? await money(operator, '/wallet/deposit/confirm', { depositId: d.body.data.id, amount }) : d;
      if (c.status !== 200) failed++;
      writes.push({ start: t0, end: performance.now() });
    }
  })();

  await sleep(IDLE_MS);
  const windows = [];
  const walls = [];
  const pauses = [];
  let archive = '';
  for (let i = 0; i < BACKUPS; i++) {
    archive = path.join(dir, `backup-${i}.tar`);
    const t0 = performance.now();
    const r = await cli({ DATABASE_URL: path.join(source, 'pglite'), DATA_DIR: source }, '--out', archive);
    const t1 = performance.now();
    if (r.code !== 0) throw new Error(`backup failed: ${r.stderr}`);
    windows.push([t0, t1]);
    walls.push(t1 - t0);
    pauses.push(Number(/waited (\d+) ms/.exec(r.stdout)?.[1] ?? NaN));
    await sleep(IDLE_MS / 2);
  }
  stop = true;
  await loop;
  await app.close();

  const during = (w) => windows.some(([a, b]) => w.end > a && w.start < b);
  const idle = writes.filter((w) => !during(w)).map((w) => w.end - w.start).sort((a, b) => a - b);
  const busy = writes.filter(during).map((w) => w.end - w.start).sort((a, b) => a - b);

  const target = path.join(dir, 'target');
  const t0 = performance.now();
  const restored = await restoreBackup(loadConfig({ NODE_ENV: 'test' }, { ...base, databaseUrl: path.join(target, 'pglite'), dataDir: target }), { file: archive });
  const restoreMs = performance.now() - t0;

  Object.assign(figures, {
    'writes (deposit + confirm)': writes.length,
    'failed writes': failed,
    'write p50 idle ms': pct(idle, 50),
    'write max idle ms': idle.at(-1) ?? 0,
    'write p50 during backup ms': pct(busy, 50),
    'write max during backup ms': busy.at(-1) ?? 0,
    'writes during backups': busy.length,
    'database pause for the copy ms (max)': Math.max(...pauses),
    'backup CLI wall ms (median, incl. node start)': walls.sort((a, b) => a - b)[Math.floor(walls.length / 2)],
    'archive MB': statSync(archive).size / 1e6,
    'restore ms': restoreMs,
    'restored ledger check green': restored.ledger?.ok ? 1 : 0,
  });
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(48)} ${typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(1) : v}`);
  expectFigures(figures, { 'failed writes': 0, 'restored ledger check green': 1 });
  finish('backup', figures);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
