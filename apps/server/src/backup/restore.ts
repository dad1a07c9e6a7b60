/**
 * `npm run restore -- <file> [--force]`: puts a backup archive (backup/backup.ts) back into the database and
 * uploads folder the configuration names (DATABASE_URL / DATA_DIR, UPLOADS_DIR).
 *
 * Everything is checked before anything is written: the archive is read whole into a staging folder and every
 * entry's sha256 compared with the manifest (a truncated or damaged file is refused), its schema must be one this
 * code knows (a newer one is refused), no server may run on the target (PGlite: the folder's lock; PostgreSQL:
 * no other session on the database), and the target must be empty unless --force.
 *
 * PGlite: the copy is opened in a new folder beside the target and its ledger figures compared with the manifest's
 * before it takes the target's name; with --force the old folder is kept aside (<folder>.before-restore-<time>),
 * never deleted. PostgreSQL: pg_restore in one transaction (all or nothing); with --force the database's own
 * schemas are dropped first. The uploads folder is swapped the same way as the PGlite folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { acquireLock, LOCK_FILE, lockHolder, pgliteFolder } from '../db/process-lock.ts';
import { DB_ENTRY, pgConnection, pgTool, run, uploadsDirOf } from './backup.ts';
import { BACKUP_CONTROL_FILE } from './endpoint.ts';
import { FORMAT, FORMAT_VERSION, type LedgerFigures, ledgerFigures, type Manifest, MANIFEST_NAME, newerSchema, type RunSql, sameFigures, schemaVersionOf } from './manifest.ts';
import { extractTar, TruncatedArchiveError } from './tar.ts';

/** A restore refused before anything was written. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Folders moved aside by --force (kept for the operator to delete). */
  keptAside: string[];
  ledger: LedgerFigures | null;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const nonEmpty = (dir: string, ignore: string[] = []) => existsSync(dir) && readdirSync(dir).some((n) => !ignore.includes(n));

/** Reads the archive into `staging` and checks it against its manifest. */
async function readArchive(file: string, staging: string): Promise<Manifest> {
  if (!existsSync(file)) throw new RestoreRefused(`No such backup file: ${file}`);
  let entries;
  try {
    entries = await extractTar(file, staging);
  } catch (err) {
    if (err instanceof TruncatedArchiveError) throw new RestoreRefused(`The backup file is truncated or damaged (${err.message}); nothing was restored.`);
    throw err;
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST_NAME);
  if (!manifestEntry) throw new RestoreRefused(`The backup file has no ${MANIFEST_NAME}: it is truncated or not an MTS backup; nothing was restored.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_NAME), 'utf8')) as Manifest;
  } catch {
    throw new RestoreRefused(`The backup's ${MANIFEST_NAME} cannot be read; nothing was restored.`);
  }
  if (manifest.format !== FORMAT) throw new RestoreRefused('Not an MTS backup file.');
  if (manifest.formatVersion > FORMAT_VERSION) throw new RestoreRefused(`The backup file's format ${manifest.formatVersion} is newer than this code's (${FORMAT_VERSION}); nothing was restored.`);
  const got = new Map(entries.map((e) => [e.name, e]));
  for (const f of manifest.files) {
    const e = got.get(f.name);
    if (!e) throw new RestoreRefused(`The backup file lacks ${f.name}: it is damaged; nothing was restored.`);
    if (e.size !== f.size || e.sha256 !== f.sha256) throw new RestoreRefused(`${f.name} in the backup file does not match its checksum: the file is damaged; nothing was restored.`);
  }
  if (entries.length !== manifest.files.length + 1) throw new RestoreRefused('The backup file holds entries its manifest does not list: it is damaged; nothing was restored.');
  const newer = newerSchema(manifest.schema);
  if (newer) throw new RestoreRefused(`Refused: ${newer}. Nothing was restored.`);
  return manifest;
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}
const pgRun = (c: pg.Client): RunSql => async (text) => (await c.query(text)).rows as Record<string, unknown>[];

/** The PostgreSQL target's state: other sessions on it (a server), and whether it holds any table. */
async function pgTargetState(url: string): Promise<{ others: number; tables: number }> {
  return withPg(url, async (c) => {
    const others = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const tables = await c.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return { others: others.rows[0]!.n, tables: tables.rows[0]!.n };
  });
}

/** Moves a non-empty folder aside (kept) or removes an empty one, so `replacement` can take its name. */
async function swapIn(target: string, replacement: string, keptAside: string[], ignore: string[] = []): Promise<void> {
  if (nonEmpty(target, ignore)) {
    const aside = `${target}.before-restore-${stamp()}`;
    await rename(target, aside);
    keptAside.push(aside);
  } else if (existsSync(target)) {
    await rm(target, { recursive: true, force: true });
  }
  await rename(replacement, target);
}

export async function restoreBackup(config: AppConfig, opts: { file: string; force?: boolean; uploadsDir?: string }): Promise<RestoreResult> {
  const file = path.resolve(opts.file);
  const folder = pgliteFolder(config.databaseUrl);
  const isPg = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (!folder && !isPg) throw new RestoreRefused('Restore needs a database to restore into: set DATABASE_URL=postgres://… or DATA_DIR.');
  const uploadsDir = path.resolve(opts.uploadsDir ?? uploadsDirOf(config));
  await mkdir(path.dirname(uploadsDir), { recursive: true });
  // Staging beside the uploads folder: the extracted uploads are renamed into place (same file system).
  const staging = await mkdtemp(path.join(path.dirname(uploadsDir), '.mts-restore-'));
  const keptAside: string[] = [];
  try {
    const manifest = await readArchive(file, staging);

    // The target: the right kind, no server on it, empty unless --force. Still nothing written.
    if (manifest.kind === 'pglite' && !folder) throw new RestoreRefused('This is a PGlite backup but DATABASE_URL names PostgreSQL: restore it into a PGlite folder (DATA_DIR), or move the data with pg_dump.');
    if (manifest.kind === 'postgres' && !isPg) throw new RestoreRefused('This is a PostgreSQL backup: set DATABASE_URL=postgres://… to restore it.');
    const dirty: string[] = [];
    if (folder) {
      const holder = lockHolder(folder);
      if (holder !== null) throw new RestoreRefused(`A server (process ${holder}) is running on ${folder}: stop it first. Nothing was restored.`);
      if (nonEmpty(folder, [LOCK_FILE])) dirty.push(`the PGlite folder ${folder}`);
    } else {
      const state = await pgTargetState(config.databaseUrl);
      if (state.others > 0) throw new RestoreRefused(`${state.others} other session(s) are connected to the target database (a running server?): stop them first. Nothing was restored.`);
      if (state.tables > 0) dirty.push(`the database (${state.tables} tables)`);
    }
    if (nonEmpty(uploadsDir)) dirty.push(`the uploads folder ${uploadsDir}`);
    if (dirty.length && !opts.force) throw new RestoreRefused(`Refused: ${dirty.join(' and ')} is not empty. Restore into an empty one, or pass --force (PGlite and uploads folders are kept aside, a PostgreSQL database's schemas are dropped). Nothing was restored.`);

    let ledger: LedgerFigures | null;
    if (folder) {
      const release = acquireLock(folder);
      try {
        const fresh = `${folder}.restoring-${randomBytes(4).toString('hex')}`;
        try {
          const { PGlite } = await import('@electric-sql/pglite');
          const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
          const dump = await readFile(path.join(staging, DB_ENTRY.pglite));
          const client = await PGlite.create(fresh, { extensions: { pg_trgm }, loadDataDir: new Blob([dump]) });
          try {
            const runSql: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
            ledger = await ledgerFigures(runSql);
            const schema = await schemaVersionOf(runSql);
            if (schema.when !== manifest.schema.when) throw new Error(`The restored database's schema (${schema.migration}) is not the manifest's (${manifest.schema.migration}); the target was left as it was.`);
          } finally {
            await client.close();
          }
          if (!sameFigures(ledger, manifest.ledger)) throw new Error('The restored ledger figures differ from the manifest\'s; the target was left as it was.');
          // The copy was taken from inside a running server: its lock and backup control files came along.
          for (const name of [LOCK_FILE, BACKUP_CONTROL_FILE]) await rm(path.join(fresh, name), { force: true });
          await swapIn(folder, fresh, keptAside, [LOCK_FILE]);
        } finally {
          await rm(fresh, { recursive: true, force: true });
        }
      } finally {
        release();
      }
    } else {
      const url = config.databaseUrl;
      if (opts.force) {
        await withPg(url, async (c) => {
          const schemas = await c.query<{ name: string }>(
            `select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`,
          );
          await c.query('begin');
          for (const { name } of schemas.rows) await c.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
          await c.query('create schema if not exists public');
          await c.query('commit');
        });
      }
      const conn = pgConnection(url);
      await run(pgTool('pg_restore'), ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${conn.dbname}`, path.join(staging, DB_ENTRY.postgres)], conn.env);
      ledger = await withPg(url, (c) => ledgerFigures(pgRun(c)));
      if (!sameFigures(ledger, manifest.ledger)) throw new Error('The restored ledger figures differ from the manifest\'s: check the database before starting a server on it.');
    }

    const stagedUploads = path.join(staging, 'uploads');
    if (!existsSync(stagedUploads)) await mkdir(stagedUploads);
    await swapIn(uploadsDir, stagedUploads, keptAside);
    return { manifest, keptAside, ledger };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
