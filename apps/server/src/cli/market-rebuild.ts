/**
 * 行情 (issue 25): `npm run market:rebuild` recomputes every daily figure, part summary and basket index from the
 * source rows (goods, rfq_quotes, orders, market_history), the same computation the rollups run after each event.
 * Uses DATABASE_URL / DATA_DIR like the server; on PGlite it refuses while a server holds the folder.
 */
import { rebuildAll } from '../modules/market/rollup.ts';
import { runCli, withOfflineDb } from './offline-db.ts';

async function main() {
  const r = await withOfflineDb((db) => rebuildAll(db, { log: (m) => console.log(m) }));
  console.log(`行情重建完成: ${r.parts} 个型号/币种, ${r.rows} 行每日数据, ${(r.ms / 1000).toFixed(1)} s`);
}

runCli(import.meta.url, main);
