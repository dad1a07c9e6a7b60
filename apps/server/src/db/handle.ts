import { fileURLToPath } from 'node:url';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';
import type { QueryObservers } from './observe.ts';

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
  /** Every statement's duration by name (db/observe.ts): the metrics plugin listens (query time, slow-query log). */
  queries: QueryObservers;
  /** The connection pool's use now (PostgreSQL: node-postgres Pool; PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}
