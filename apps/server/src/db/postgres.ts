import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Db, type DbHandle, MIGRATIONS_DIR } from './handle.ts';
import * as schema from './schema/index.ts';
import { observeMethod, QueryObservers } from './observe.ts';

/** The advisory lock key of migrations and the demo seed (any constant shared by every instance). */
const STARTUP_LOCK = 727_274_001;

export function pgHandle(connectionString: string, poolSize = 10): DbHandle {
  // No JIT compilation on the app's connections: it pays off for long analytical queries, and here it only slowed
  // the searches the planner costs high without their LIMIT (a capped count over materialized matches at 1M
  // listings: 12–30 ms of compiling for a 4 ms scan; docs/performance.md, issue 23). Set when a connection opens
  // (pg-pool awaits onConnect before handing the client out) rather than as a startup option, which connection
  // poolers such as PgBouncer refuse.
  const pool = new pg.Pool({ connectionString, max: poolSize, onConnect: async (client) => void (await client.query('set jit = off')) });
  // Each connection's query is timed (db/observe.ts): Pool#query and transactions both end in Client#query.
  const queries = new QueryObservers();
  pool.on('connect', (client) => observeMethod(client, 'query', queries));
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
    jobs: { url: connectionString },
    queries,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

