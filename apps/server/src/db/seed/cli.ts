/**
 * `npm run seed` seeds the demo data into an empty database; `npm run seed -- --reset` truncates
 * every table and rebuilds it. Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { loadConfig } from '../../config.ts';
import { openDb } from '../client.ts';
import { seedDemoData, seedIfEmpty, truncateAll } from './index.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const handle = await openDb(config.databaseUrl);
try {
  await handle.migrate();
  if (reset) {
    await truncateAll(handle.db);
    await seedDemoData(handle.db);
    console.log(`数据库已重置并写入演示数据 (${handle.driver})`);
  } else {
    const seeded = await seedIfEmpty(handle.db);
    console.log(seeded ? `已写入演示数据 (${handle.driver})` : '数据库非空，跳过（使用 --reset 重建）');
  }
} finally {
  await handle.close();
}
