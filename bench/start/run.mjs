#!/usr/bin/env node
/**
 * Cold start: time from spawning the server on an existing PGlite data folder to /healthz answering 200.
 * Budget ≤ 3 s (a restart after a deploy or a crash). The first start on an empty folder (create, migrate,
 * seed the demo data) is printed too but is not the budgeted figure.
 *
 *   npm run bench:start
 *   npm run bench:start -- --runs 5 --json start.json
 *
 * The child is spawned the way the e2e suite starts it (node + tsx on apps/server/src/server.ts), so the time
 * includes Node start-up and TypeScript loading through tsx, PGlite opening the folder, migrations check,
 * the search-text backfill and route registration. /healthz is polled every 25 ms.
 */
import { rmSync } from 'node:fs';
import { makeDataDir, startServer } from '../lib/server.mjs';
import { SMALL, argValue, finish } from '../lib/report.mjs';

const RUNS = Number(argValue('--runs') ?? (SMALL ? 1 : 3));
const BUDGET_S = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = makeDataDir('mts-bench-start-');
  try {
    const first = await startServer({ dataDir });
    await first.stop();
    console.log(`first start, empty data folder (migrate + seed): ${(first.startMs / 1000).toFixed(2)} s`);
    // The bundle (what `npm start` runs) against the tsx sources, alternated so both see the same load.
    const times = { bundle: [], source: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const entry of ['bundle', 'source']) {
        const s = await startServer({ dataDir, entry });
        await s.stop();
        times[entry].push(s.startMs / 1000);
        console.log(`start ${i + 1} (${entry}) on the existing folder: ${times[entry].at(-1).toFixed(2)} s`);
      }
    }
    const med = median(times.bundle);
    const medSource = median(times.source);
    console.log(`cold start median ${med.toFixed(2)} s (min ${Math.min(...times.bundle).toFixed(2)}, max ${Math.max(...times.bundle).toFixed(2)}) of ${BUDGET_S} s budget: ${med <= BUDGET_S ? 'PASS' : 'OVER BUDGET'}`);
    console.log(`through tsx from the sources: median ${medSource.toFixed(2)} s; bundle/source ${(med / medSource).toFixed(2)}`);
    finish('start', { 'firstStartS (migrate+seed)': first.startMs / 1000, coldStartMedianS: med, coldStartMinS: Math.min(...times.bundle), coldStartMaxS: Math.max(...times.bundle), sourceStartMedianS: medSource }, { times });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
