/**
 * The restore drill (issue 27): writes keep arriving while `npm run backup` runs; after `npm run restore` every write
 * acknowledged before the backup began is there, the ledger check is green, and the restored ledger is exactly the
 * source's ledger up to the snapshot (same entries, same balances). PGlite always (the backup through the running
 * server, by the CLI in another process), PostgreSQL when TEST_DATABASE_URL is set (pg_dump). Then the refusals:
 * a truncated file, a newer schema, a non-empty target without --force, a target a server runs on.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DepositStatus } from '@mts/shared/status';
import { buildApp } from '../src/app.ts';
import { createBackup } from '../src/backup/backup.ts';
import { BACKUP_CONTROL_FILE } from '../src/backup/endpoint.ts';
import { type Manifest, MANIFEST_NAME } from '../src/backup/manifest.ts';
import { restoreBackup, RestoreRefused } from '../src/backup/restore.ts';
import { extractTar, TarWriter } from '../src/backup/tar.ts';
import { type AppConfig, loadConfig, SERVER_ROOT } from '../src/config.ts';
import { type Db, openDb } from '../src/db/client.ts';
import { acquireLock, LOCK_FILE } from '../src/db/process-lock.ts';
import { walletDeposits } from '../src/db/schema/index.ts';
import { ledgerCheck } from '../src/modules/wallet/service.ts';
import { call, cleanupTestDatabases, testDatabaseUrl } from './helper.ts';
import { userAs } from './factories.ts';
import { key, UPLOAD } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'mts-backup-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const BASE: Partial<AppConfig> = { redisUrl: null, webDist: '/nonexistent', seedIfEmpty: false };
const configFor = (databaseUrl: string, dataDir: string) => loadConfig({ NODE_ENV: 'test' }, { ...BASE, databaseUrl, dataDir });

/** Runs a CLI (src/cli/<name>.ts) as `npm run <name>` does, in another process. */
const cli = (name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, `src/cli/${name}.ts`), ...args], { cwd: SERVER_ROOT, env: { ...process.env, NODE_ENV: 'development', ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });

/** A fake uploaded image under its content-hash key. */
async function upload(app: FastifyInstance, i: number): Promise<string> {
  const k = `2026/${randomBytes(16).toString('hex')}.webp`;
  await app.uploads.put(k, Buffer.from(`image ${i} ${randomBytes(8).toString('hex')}`), 'image/webp');
  return k;
}

/**
 * Deposits requested by a user and confirmed by an operator, one after the other until stopped: each confirmed
 * deposit moves money through the ledger. `acked` lists the deposit ids whose confirmation was answered 200.
 */
async function writer(app: FastifyInstance) {
  const user = await userAs(app, 'verified', { realName: '王备份' });
  const operator = await userAs(app, 'operator');
  const money = (who: typeof user, p: string, body: object) => call(app, 'POST', p, { body, headers: { ...who.api.login!.headers, 'idempotency-key': key() } });
  const acked: number[] = [];
  const uploads: string[] = [];
  let stop = false;
  let failure: unknown = null;
  const loop = (async () => {
    for (let i = 1; !stop; i++) {
      try {
        if (i % 5 === 0) uploads.push(await upload(app, i));
        const amount = 1000 + i;
        const d = await money(user, '/wallet/deposit', { amount, slipUrl: UPLOAD(3) });
        if (d.status !== 200) throw new Error(`deposit ${d.status} ${JSON.stringify(d.body)}`);
        const c = await money(operator, '/wallet/deposit/confirm', { depositId: d.body.data.id, amount });
        if (c.status !== 200) throw new Error(`confirm ${c.status} ${JSON.stringify(c.body)}`);
        acked.push(d.body.data.id as number);
      } catch (err) {
        failure = err;
        return;
      }
    }
  })();
  const until = async (n: number) => {
    while (acked.length < n && !failure) await new Promise((r) => setTimeout(r, 10));
    if (failure) throw failure;
  };
  return {
    acked,
    uploads,
    until,
    stop: async () => {
      stop = true;
      await loop;
      if (failure) throw failure;
    },
  };
}

type Row = Record<string, unknown>;
const rows = async (db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
const LEDGER = sql`select id, account_id, price_unit, available_delta::text as a, frozen_delta::text as f, kind from wallet_ledger order by id`;
const ACCOUNTS = sql`select id, available_balance::text as a, frozen_balance::text as f from wallet_accounts order by id`;

/** The source's accounts as of a ledger prefix (entries up to maxId), computed from its entries. */
async function balancesUpTo(db: Db, maxId: number) {
  return rows(
    db,
    sql`select a.id, coalesce(sum(l.available_delta), 0)::bigint::text as a, coalesce(sum(l.frozen_delta), 0)::bigint::text as f
        from wallet_accounts a left join wallet_ledger l on l.account_id = a.id and l.id <= ${maxId} group by a.id order by a.id`,
  );
}

/**
 * The drill's checks on a restored database against the source: every deposit acknowledged before the backup began
 * is confirmed; the ledger check is green; the restored entries are exactly the source's up to the snapshot and
 * every account's balance is the source's at that point.
 */
async function checkRestored(restored: Db, source: Db, ackedBefore: number[], manifest: Manifest) {
  const deposits = await restored.select({ id: walletDeposits.id, status: walletDeposits.status }).from(walletDeposits).where(inArray(walletDeposits.id, ackedBefore));
  expect(deposits.length).toBe(ackedBefore.length);
  expect(deposits.every((d) => d.status === DepositStatus.Confirmed)).toBe(true);

  const check = await ledgerCheck({ db: restored });
  expect(check.sums.every((s) => s.sum === 0)).toBe(true);
  expect(check.negative).toBe(0);
  expect(check.mismatched).toBe(0);
  expect(manifest.ledger?.ok).toBe(true);

  const restoredLedger = await rows(restored, LEDGER);
  const maxId = Math.max(...restoredLedger.map((r) => Number(r.id)));
  const sourceLedger = (await rows(source, LEDGER)).filter((r) => Number(r.id) <= maxId);
  // A prefix of the source's ledger: nothing of a later write, nothing missing before it.
  expect(restoredLedger).toEqual(sourceLedger);
  const restoredAccounts = await rows(restored, ACCOUNTS);
  const sourceAtSnapshot = await balancesUpTo(source, maxId);
  expect(restoredAccounts.filter((r) => sourceAtSnapshot.some((s) => s.id === r.id))).toEqual(sourceAtSnapshot.filter((s) => restoredAccounts.some((r) => r.id === s.id)));
  // Accounts opened after the snapshot had no entries before it.
  expect(sourceAtSnapshot.filter((s) => !restoredAccounts.some((r) => r.id === s.id)).every((s) => s.a === '0' && s.f === '0')).toBe(true);
  return { entries: restoredLedger.length };
}

/** Rewrites an archive with its manifest changed (checksums recomputed): a backup as a newer version would write it. */
async function rewrite(file: string, out: string, change: (m: Manifest) => void) {
  const dir = tempDir();
  const entries = await extractTar(file, dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_NAME), 'utf8')) as Manifest;
  change(manifest);
  const tar = new TarWriter(out);
  for (const e of entries) if (e.name !== MANIFEST_NAME) await tar.addFile(e.name, path.join(dir, e.name));
  manifest.files = [...tar.entries];
  await tar.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
  await tar.finish();
}

const filesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String).sort() : []);

describe('the restore drill on PGlite (backup through the running server)', () => {
  const root = tempDir();
  const source = path.join(root, 'source');
  const archive = path.join(root, 'backup.tar');
  let manifest: Manifest;

  it('backs up while writes keep arriving; the restore holds every write acknowledged before, the same ledger, the uploads', async () => {
    const app = await buildApp({ config: { ...BASE, databaseUrl: path.join(source, 'pglite'), dataDir: source } });
    let sourceClosed = false;
    let ackedBefore: number[];
    let uploadsBefore: string[];
    let during: number;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      // The endpoint answers only the token of the control file (mode 0600 in the data folder).
      const control = JSON.parse(readFileSync(path.join(source, 'pglite', BACKUP_CONTROL_FILE), 'utf8')) as { url: string; token: string };
      expect(statSync(path.join(source, 'pglite', BACKUP_CONTROL_FILE)).mode & 0o077).toBe(0);
      expect((await fetch(control.url, { method: 'POST' })).status).toBe(401);
      expect((await fetch(control.url, { method: 'POST', headers: { 'x-mts-backup-token': control.token.replace(/./, 'x') } })).status).toBe(401);
      const w = await writer(app);
      await w.until(5);
      ackedBefore = [...w.acked];
      uploadsBefore = [...w.uploads];
      // The CLI is another process: PGlite is this one's, so it asks the server (POST /_ops/backup with the token).
      const r = await cli('backup', { DATABASE_URL: path.join(source, 'pglite'), DATA_DIR: source }, '--out', archive);
      during = w.acked.length - ackedBefore.length;
      await w.until(w.acked.length + 2);
      await w.stop();
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Backup written: .*backup\.tar/);
      expect(r.stdout).toMatch(/pglite \(pglite-server\).*ledger check green/);
      // Writes went on while the backup ran (the server was not stopped).
      expect(during).toBeGreaterThan(0);
    } finally {
      await app.close();
      sourceClosed = true;
    }
    expect(sourceClosed).toBe(true);
    expect(existsSync(path.join(source, 'pglite', BACKUP_CONTROL_FILE))).toBe(false);
    const unpacked = tempDir();
    await extractTar(archive, unpacked, (n) => n === MANIFEST_NAME);
    manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST_NAME), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({ format: 'mts-backup', kind: 'pglite', method: 'pglite-server', schema: { migration: expect.stringMatching(/^\d{4}_/) } });
    expect(manifest.files.map((f) => f.name)).toContain('db/pglite.tar.gz');

    const target = path.join(root, 'target');
    const r = await restoreBackup(configFor(path.join(target, 'pglite'), target), { file: archive });
    expect(r.keptAside).toEqual([]);
    for (const k of uploadsBefore) expect(existsSync(path.join(target, 'uploads', k))).toBe(true);
    expect(filesIn(path.join(target, 'uploads')).filter((f) => f.endsWith('.webp'))).toEqual(manifest.files.filter((f) => f.name.startsWith('uploads/')).map((f) => f.name.slice(8)).sort());

    // The source server's lock and control files are not carried over.
    expect(existsSync(path.join(target, 'pglite', LOCK_FILE))).toBe(false);
    expect(existsSync(path.join(target, 'pglite', BACKUP_CONTROL_FILE))).toBe(false);
    const restored = await openDb(path.join(target, 'pglite'));
    const src = await openDb(path.join(source, 'pglite'));
    try {
      const { entries } = await checkRestored(restored.db, src.db, ackedBefore, manifest);
      // Later writes are in the source but not in the copy (the backup is a point in time).
      expect((await rows(src.db, LEDGER)).length).toBeGreaterThan(entries);
    } finally {
      await restored.close();
      await src.close();
    }
  }, 90_000);

  it('refuses a truncated file, a newer schema, a non-empty target without --force and a target a server runs on; nothing written', async () => {
    const target = path.join(tempDir(), 'data');
    const cfg = configFor(path.join(target, 'pglite'), target);

    const truncated = path.join(path.dirname(target), 'truncated.tar');
    copyFileSync(archive, truncated);
    truncateSync(truncated, Math.floor(statSync(archive).size * 0.6));
    await expect(restoreBackup(cfg, { file: truncated })).rejects.toThrow(/truncated or damaged/);
    expect(filesIn(target)).toEqual([]);

    const newer = path.join(path.dirname(target), 'newer.tar');
    await rewrite(archive, newer, (m) => {
      m.schema = { migration: '9999_future', when: m.schema.when + 1000, count: m.schema.count + 1 };
    });
    await expect(restoreBackup(cfg, { file: newer })).rejects.toThrow(/newer than this code's/);
    expect(filesIn(target)).toEqual([]);

    // A damaged entry (checksum) is refused too.
    const damaged = path.join(path.dirname(target), 'damaged.tar');
    await rewrite(archive, damaged, () => undefined);
    const bytes = readFileSync(damaged);
    bytes[2048] = bytes[2048]! ^ 0xff;
    writeFileSync(damaged, bytes);
    await expect(restoreBackup(cfg, { file: damaged })).rejects.toThrow(/checksum|damaged/);

    // Non-empty target: refused without --force, the old content untouched.
    mkdirSync(path.join(target, 'uploads'), { recursive: true });
    writeFileSync(path.join(target, 'uploads', 'mine.txt'), 'keep me');
    await expect(restoreBackup(cfg, { file: archive })).rejects.toBeInstanceOf(RestoreRefused);
    expect(filesIn(target)).toEqual(['uploads', 'uploads/mine.txt']);

    // A server running on the target: refused even with --force. The server's hold is its lock file (buildApp takes
    // it, process-lock.ts); here this process holds it and the restore CLI is another process.
    mkdirSync(path.join(target, 'pglite'), { recursive: true });
    writeFileSync(path.join(target, 'pglite', 'PG_VERSION'), '17');
    const release = acquireLock(path.join(target, 'pglite'));
    try {
      const running = await cli('restore', { DATABASE_URL: path.join(target, 'pglite'), DATA_DIR: target }, archive, '--force');
      expect(running.code).toBe(1);
      expect(running.stderr).toContain(`拒绝恢复：A server (process ${process.pid}) is running on`);
    } finally {
      release();
    }
    expect(readFileSync(path.join(target, 'uploads', 'mine.txt'), 'utf8')).toBe('keep me');

    // --force: the old folders are kept aside, the backup restored.
    const r2 = await restoreBackup(cfg, { file: archive, force: true });
    expect(r2.keptAside.map((d) => path.basename(d))).toEqual([expect.stringMatching(/^pglite\.before-restore-/), expect.stringMatching(/^uploads\.before-restore-/)]);
    expect(readFileSync(path.join(r2.keptAside[1]!, 'mine.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(path.join(target, 'pglite', LOCK_FILE))).toBe(false);
    const restored = await openDb(path.join(target, 'pglite'));
    try {
      expect((await ledgerCheck({ db: restored.db })).mismatched).toBe(0);
    } finally {
      await restored.close();
    }
  }, 90_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('the restore drill on PostgreSQL (pg_dump -Fc)', () => {
  it('backs up while writes keep arriving; the restore into an empty database holds every write acknowledged before and the same ledger', async () => {
    const root = tempDir();
    const url = await testDatabaseUrl();
    const app = await buildApp({ config: { ...BASE, databaseUrl: url, dataDir: root } });
    const archive = path.join(root, 'pg.tar');
    let ackedBefore: number[];
    let manifest: Manifest;
    try {
      const w = await writer(app);
      await w.until(5);
      ackedBefore = [...w.acked];
      const r = await createBackup(configFor(url, root), { out: archive, defaultDir: root });
      manifest = r.manifest;
      await w.until(w.acked.length + 2);
      await w.stop();
      expect(manifest).toMatchObject({ kind: 'postgres', method: 'pg_dump' });
      expect(manifest.files.some((f) => f.name.startsWith('uploads/'))).toBe(true);
    } finally {
      await app.close();
    }

    // An empty database to restore into (the drill's new server), and a non-empty one (the source) it refuses.
    const emptyUrl = await emptyDatabase();
    const target = tempDir();
    await expect(restoreBackup(configFor(url, target), { file: archive })).rejects.toThrow(/not empty/);
    const r = await restoreBackup(configFor(emptyUrl, target), { file: archive });
    expect(r.ledger).toEqual(manifest.ledger);
    const restored = await openDb(emptyUrl);
    const src = await openDb(url);
    try {
      await checkRestored(restored.db, src.db, ackedBefore, manifest);
      // A connected session (a server) on the target: refused even with --force.
      await expect(restoreBackup(configFor(emptyUrl, tempDir()), { file: archive, force: true })).rejects.toThrow(/other session/);
    } finally {
      await restored.close();
      await src.close();
    }
    // --force into the now non-empty database: its schemas are replaced; the figures still match.
    const again = await restoreBackup(configFor(emptyUrl, tempDir()), { file: archive, force: true });
    expect(again.ledger).toEqual(manifest.ledger);
  }, 90_000);
});

/** A new empty database next to TEST_DATABASE_URL (dropped with the test databases). */
async function emptyDatabase(): Promise<string> {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  const name = `mts_test_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE "${name}"`);
  } finally {
    await c.end();
  }
  emptyDatabases.push(name);
  u.pathname = `/${name}`;
  return u.toString();
}
const emptyDatabases: string[] = [];
afterAll(async () => {
  if (!emptyDatabases.length) return;
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    for (const name of emptyDatabases) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
});
