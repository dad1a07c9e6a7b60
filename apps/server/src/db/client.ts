import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process runs its own `exclusive` on the same database: several instances
   * starting at once on one PostgreSQL migrate and seed one after the other (a session advisory lock).
   * PGlite belongs to one process, so there it simply runs.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations and the demo seed (any constant shared by every instance). */
const STARTUP_LOCK = 727_274_001;

/** Opens PGlite (in memory without a folder) with the extensions the migrations create (pg_trgm). */
export function createPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** Wraps an open PGlite (in memory, a data folder, or a clone) as a handle. */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (fn) => fn(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function pgHandle(connectionString: string, poolSize = 10): DbHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const raw = drizzlePg(pool, { schema });
  return {
    db: raw as unknown as Db,
    driver: 'pg',
    migrate: () => migratePg(raw, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: async (fn) => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the database named by a URL: `postgres://…` (node-postgres), `memory://` (in-memory PGlite)
 * or anything else as a PGlite data folder path.
 */
export async function openDb(url: string): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) return pgHandle(url);
  if (url === 'memory://' || url === '') return pgliteHandle(await createPglite());
  const dir = path.resolve(url.replace(/^(pglite|file):\/\//, ''));
  mkdirSync(dir, { recursive: true });
  return pgliteHandle(await createPglite(dir));
}

export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
