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
import { argValue, finish } from '../lib/report.mjs';

const RUNS = Number(argValue('--runs') ?? 3);
const BUDGET_S = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = makeDataDir('mts-bench-start-');
  try {
    const first = await startServer({ dataDir });
    await first.stop();
    console.log(`first start, empty data folder (migrate + seed): ${(first.startMs / 1000).toFixed(2)} s`);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const s = await startServer({ dataDir });
      await s.stop();
      times.push(s.startMs / 1000);
      console.log(`start ${i + 1} on the existing folder: ${times.at(-1).toFixed(2)} s`);
    }
    const med = median(times);
    console.log(`cold start median ${med.toFixed(2)} s (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)}) of ${BUDGET_S} s budget: ${med <= BUDGET_S ? 'PASS' : 'OVER BUDGET'}`);
    finish('start', { 'firstStartS (migrate+seed)': first.startMs / 1000, 'coldStartMedianS': med, 'coldStartMinS': Math.min(...times), 'coldStartMaxS': Math.max(...times) }, { times });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
