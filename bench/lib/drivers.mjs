/**
 * The in-process benches (run through tsx: this file imports the server's TypeScript) measure the same path on
 * each database driver.
 */
import { createPglite, pgliteHandle } from '../../apps/server/src/db/pglite.ts';
import { pgHandle } from '../../apps/server/src/db/postgres.ts';
import { hasFlag } from './report.mjs';
import { withScratchDatabase } from './scratch-db.mjs';

/**
 * `bench(label, handle)` on PGlite in memory (skipped with --pg-only) and, when `pgUrl` is given, on PostgreSQL in a
 * scratch database (`<prefix>_<random>`, a pool of `poolSize`); each driver's figures go to `report(label, figures)`.
 */
export async function onEachDriver({ pgUrl, prefix, poolSize = 10 }, bench, report) {
  const run = async (label, handle) => {
    try {
      report(label, await bench(label, handle));
    } finally {
      await handle.close();
    }
  };
  if (!hasFlag('--pg-only')) await run('pglite', pgliteHandle(await createPglite()));
  if (pgUrl) await withScratchDatabase(pgUrl, prefix, (url) => run('postgres', pgHandle(url, poolSize)));
}
