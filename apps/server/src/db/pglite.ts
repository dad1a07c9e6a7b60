import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Db, type DbHandle, MIGRATIONS_DIR } from './handle.ts';
import * as schema from './schema/index.ts';
import { observeMethod, QueryObservers } from './observe.ts';

/** Opens PGlite (in memory without a folder) with the extensions the migrations create (pg_trgm). */
export function createPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** Wraps an open PGlite (in memory, a data folder, or a clone) as a handle. */
export function pgliteHandle(client: PGlite): DbHandle {
  // Statements outside a transaction are timed (db/observe.ts); PGlite runs one at a time, so its "pool" is 1.
  const queries = new QueryObservers();
  observeMethod(client, 'query', queries);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (fn) => fn(),
    jobs: { pglite: client },
    queries,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

