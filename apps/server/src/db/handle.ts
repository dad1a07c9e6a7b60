import { fileURLToPath } from 'node:url';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

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
  /**
   * How the job runner (plugins/jobs.ts, pg-boss) reaches the same database: PostgreSQL by its URL (a small pool of
   * its own), PGlite through its one client.
   */
  jobs: { url: string } | { pglite: PGliteInterface };
  close(): Promise<void>;
}
