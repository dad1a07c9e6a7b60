import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './handle.ts';

export type { Db, DbHandle, Schema } from './handle.ts';
export { MIGRATIONS_DIR } from './handle.ts';

/**
 * Opens the database named by a URL: `postgres://…` (node-postgres), `memory://` (in-memory PGlite)
 * or anything else as a PGlite data folder path.
 */
export async function openDb(url: string): Promise<DbHandle> {
  // Each driver is imported only when used: a PostgreSQL deployment never loads PGlite's WASM, a PGlite one never
  // loads pg (start-up time).
  if (/^postgres(ql)?:\/\//.test(url)) return (await import('./postgres.ts')).pgHandle(url);
  const { createPglite, pgliteHandle } = await import('./pglite.ts');
  if (url === 'memory://' || url === '') return pgliteHandle(await createPglite());
  const dir = path.resolve(url.replace(/^(pglite|file):\/\//, ''));
  mkdirSync(dir, { recursive: true });
  return pgliteHandle(await createPglite(dir));
}

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
