/**
 * 行情 (issue 25): `npm run market:rebuild` recomputes every daily figure, part summary and basket index from the
 * source rows (goods, rfq_quotes, orders, market_history), the same computation the rollups run after each event.
 * Uses DATABASE_URL / DATA_DIR like the server; on PGlite it refuses while a server holds the folder.
 */
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { acquireLock, DatabaseInUseError, pgliteFolder } from '../db/process-lock.ts';
import { rebuildAll } from '../modules/market/rollup.ts';

async function main() {
  const { databaseUrl } = loadConfig();
  const folder = pgliteFolder(databaseUrl);
  const release = folder ? acquireLock(folder) : () => undefined;
  try {
    const handle = await openDb(databaseUrl);
    try {
      await handle.migrate();
      const r = await rebuildAll(handle.db, { log: (m) => console.log(m) });
      console.log(`行情重建完成: ${r.parts} 个型号/币种, ${r.rows} 行每日数据, ${(r.ms / 1000).toFixed(1)} s`);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof DatabaseInUseError ? `拒绝执行：${err.message}` : err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
