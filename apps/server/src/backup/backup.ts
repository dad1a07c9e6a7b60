/**
 * `npm run backup`: one archive (a plain tar) holding the database snapshot, the uploads folder and, last,
 * manifest.json (kind, schema version, time, ledger figures at the snapshot, every entry's sha256).
 *
 * - PGlite with a server running on the folder: asked of the server (backup/endpoint.ts), which copies its data
 *   folder between two statements while it keeps taking requests (backup/pglite-snapshot.ts).
 * - PGlite without a server: the CLI takes the folder's lock (a server cannot start meanwhile) and copies it itself.
 * - PostgreSQL: pg_dump -Fc in an exported snapshot (the ledger figures are read in the same snapshot), beside the
 *   running servers; no lock, no pause.
 *
 * The database is copied before the uploads: an image is stored before any row names it and is never deleted, so
 * every upload the snapshot refers to is in the archive.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { acquireLock, lockHolder, pgliteFolder } from '../db/process-lock.ts';
import { BACKUP_CONTROL_FILE, BACKUP_META_HEADER, BACKUP_TOKEN_HEADER, type BackupControl } from './endpoint.ts';
import { type BackupKind, FORMAT, FORMAT_VERSION, type LedgerFigures, ledgerFigures, type Manifest, MANIFEST_NAME, type SchemaVersion, schemaVersionOf } from './manifest.ts';
import { snapshotPglite } from './pglite-snapshot.ts';
import { TarWriter } from './tar.ts';

export const DB_ENTRY: Record<BackupKind, string> = { pglite: 'db/pglite.tar.gz', postgres: 'db/postgres.dump' };

/** The uploads folder as the server finds it (UPLOADS_DIR, else DATA_DIR/uploads). */
export const uploadsDirOf = (config: AppConfig, env: NodeJS.ProcessEnv = process.env) => env.UPLOADS_DIR || path.join(config.dataDir, 'uploads');

export interface BackupResult {
  file: string;
  manifest: Manifest;
  /** PGlite: how long the database waited for the copy (writes queue meanwhile). */
  pausedMs?: number;
}

interface DbSnapshot {
  kind: BackupKind;
  method: string;
  schema: SchemaVersion;
  ledger: LedgerFigures | null;
  pausedMs?: number;
  /** Adds the database entry to the archive. */
  write(tar: TarWriter): Promise<void>;
  cleanup(): Promise<void>;
}

/** pg_dump / pg_restore: PG_DUMP / PG_RESTORE name another binary (one matching the server's major version). */
export const pgTool = (name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env) => (name === 'pg_dump' ? env.PG_DUMP : env.PG_RESTORE) || name;

/**
 * The URL for libpq tools without its password (a command line is visible to every user in `ps`); the password
 * goes in PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject(new Error(`${cmd}: ${err.message} (install the PostgreSQL client tools, or set ${cmd === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'})`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${stderr.trim()}`))));
  });
}

async function postgresSnapshot(url: string): Promise<DbSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const work = await mkdtemp(path.join(tmpdir(), 'mts-backup-'));
  const dumpFile = path.join(work, 'postgres.dump');
  try {
    // One snapshot for the figures and the dump: the transaction exports it, pg_dump reads in it, and it stays
    // valid until this transaction ends.
    await client.query('begin isolation level repeatable read read only');
    const snapshotId = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const runSql = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[];
    const schema = await schemaVersionOf(runSql);
    const ledger = await ledgerFigures(runSql);
    const conn = pgConnection(url);
    await run(pgTool('pg_dump'), ['--format=custom', `--snapshot=${snapshotId}`, '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${conn.dbname}`], conn.env);
    await client.query('commit');
    return {
      kind: 'postgres',
      method: 'pg_dump',
      schema,
      ledger,
      write: async (tar) => void (await tar.addFile(DB_ENTRY.postgres, dumpFile)),
      cleanup: () => rm(work, { recursive: true, force: true }),
    };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgliteFromServer(folder: string, holder: number): Promise<DbSnapshot> {
  const controlFile = path.join(folder, BACKUP_CONTROL_FILE);
  let control: BackupControl;
  try {
    control = JSON.parse(readFileSync(controlFile, 'utf8')) as BackupControl;
  } catch {
    throw new Error(`A server (process ${holder}) runs on ${folder} but offers no backup endpoint yet (no ${BACKUP_CONTROL_FILE}: still starting, or an older version). Try again once it listens.`);
  }
  if (control.pid !== holder) throw new Error(`${controlFile} names process ${control.pid}, but process ${holder} holds the folder: try again in a moment.`);
  const res = await fetch(control.url, { method: 'POST', headers: { [BACKUP_TOKEN_HEADER]: control.token } });
  if (!res.ok) throw new Error(`The server refused the backup: HTTP ${res.status} ${await res.text()}`);
  const meta = JSON.parse(Buffer.from(res.headers.get(BACKUP_META_HEADER) ?? '', 'base64url').toString()) as { schema: SchemaVersion; ledger: LedgerFigures | null; pausedMs: number };
  const dump = Buffer.from(await res.arrayBuffer());
  return { kind: 'pglite', method: 'pglite-server', schema: meta.schema, ledger: meta.ledger, pausedMs: meta.pausedMs, write: async (tar) => void (await tar.addBuffer(DB_ENTRY.pglite, dump)), cleanup: async () => undefined };
}

async function pgliteOffline(folder: string): Promise<DbSnapshot> {
  if (!existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`No PGlite database in ${folder} (DATA_DIR / DATABASE_URL).`);
  const release = acquireLock(folder);
  try {
    const { createPglite } = await import('../db/pglite.ts');
    const client = await createPglite(folder);
    try {
      const snap = await snapshotPglite(client);
      return { kind: 'pglite', method: 'pglite-offline', schema: snap.schema, ledger: snap.ledger, pausedMs: snap.pausedMs, write: async (tar) => void (await tar.addBuffer(DB_ENTRY.pglite, snap.dump)), cleanup: async () => undefined };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Every file under a folder (relative, '/'-separated), sorted; half-written *.tmp files left out. */
async function filesUnder(dir: string, rel = ''): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(path.join(dir, rel))).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  for (const name of names) {
    // A .tmp is an image being written (renamed to its key when complete): left out, and it may be gone already.
    if (name.endsWith('.tmp')) continue;
    const r = rel ? `${rel}/${name}` : name;
    const s = await stat(path.join(dir, r));
    if (s.isDirectory()) out.push(...(await filesUnder(dir, r)));
    else if (s.isFile()) out.push(r);
  }
  return out;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** Takes the backup into `out` (default: backups/mts-backup-<kind>-<time>.tar under `defaultDir`). */
export async function createBackup(config: AppConfig, opts: { out?: string; defaultDir: string; uploadsDir?: string }): Promise<BackupResult> {
  const folder = pgliteFolder(config.databaseUrl);
  if (!folder && !/^postgres(ql)?:\/\//.test(config.databaseUrl)) throw new Error('An in-memory database cannot be backed up: set DATABASE_URL or DATA_DIR.');
  const createdAt = new Date();
  let snap: DbSnapshot;
  if (folder) {
    const holder = lockHolder(folder);
    snap = holder !== null ? await pgliteFromServer(folder, holder) : await pgliteOffline(folder);
  } else {
    snap = await postgresSnapshot(config.databaseUrl);
  }
  const out = path.resolve(opts.out ?? path.join(opts.defaultDir, `mts-backup-${snap.kind}-${stamp(createdAt)}.tar`));
  await mkdir(path.dirname(out), { recursive: true });
  // Written aside and renamed at the end: a file under the final name is always complete.
  const partial = `${out}.partial`;
  const tar = new TarWriter(partial);
  try {
    await snap.write(tar);
    const uploads = opts.uploadsDir ?? uploadsDirOf(config);
    for (const rel of await filesUnder(uploads)) await tar.addFile(`uploads/${rel}`, path.join(uploads, rel));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      kind: snap.kind,
      createdAt: createdAt.toISOString(),
      method: snap.method,
      schema: snap.schema,
      ledger: snap.ledger,
      files: [...tar.entries],
    };
    await tar.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    await rename(partial, out);
    return { file: out, manifest, pausedMs: snap.pausedMs };
  } catch (err) {
    tar.abort();
    await rm(partial, { force: true });
    throw err;
  } finally {
    await snap.cleanup();
  }
}
