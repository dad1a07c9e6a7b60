import { loadConfig } from '../config.ts';
import { type Db, openDb } from '../db/client.ts';
import { acquireLock, DatabaseInUseError, pgliteFolder } from '../db/process-lock.ts';

/**
 * A command-line tool's database (DATABASE_URL / DATA_DIR like the server), migrated, for the time of `fn`. On PGlite
 * a running server owns the folder: writing beside it would be lost, so this refuses (DatabaseInUseError) while it
 * lives, and holds the lock meanwhile so a server does not start under us. PostgreSQL needs no lock.
 */
export async function withOfflineDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const { databaseUrl } = loadConfig();
  const folder = pgliteFolder(databaseUrl);
  const release = folder ? acquireLock(folder) : () => undefined;
  try {
    const handle = await openDb(databaseUrl);
    try {
      await handle.migrate();
      return await fn(handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

/** Runs a tool's main when the file is the process's entry: a refusal or error is one line on stderr and exit 1. */
export function runCli(entryUrl: string, main: () => Promise<unknown>) {
  if (entryUrl !== `file://${process.argv[1]}`) return;
  main().catch((err: unknown) => {
    console.error(err instanceof DatabaseInUseError ? `拒绝执行：${err.message}` : err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
