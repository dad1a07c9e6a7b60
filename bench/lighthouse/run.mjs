#!/usr/bin/env node
/**
 * Lighthouse (performance category only) on the phone home (/, lighthouse's default mobile config: Moto G
 * Power emulation, simulated slow 4G and 4x CPU slowdown), the phone's 行情 page (/market, issue 25: goal ≥ 90) and
 * the desktop home (/pc/home, the desktop preset), each RUNS times (default 2): scores move by about ±10 between
 * runs on a busy 2-core machine (stack-notes pitfall 12), so quote every run. `--pages mobile,market` runs some.
 *
 *   npm run bench:lighthouse                                   # from the repo root: installs this package if needed
 *   node bench/lighthouse/run.mjs --runs 3 --json lh.json      # after `npm --prefix bench/lighthouse ci`
 *   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse/run.mjs
 *
 * The server is the built one (run `npm run build` first), started on a port in 3400-3499 with a fresh data folder.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { builtServerFromEnv } from '../lib/server.mjs';
import { argValue, finish } from '../lib/report.mjs';

const RUNS = Number(argValue('--runs') ?? 2);

// Stack-notes pitfall 12 (and 9): without the networking flags the closed network refuses Chromium's background connections.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const TARGETS = [
  { key: 'mobile', label: 'phone home (/), mobile config', url: '/', config: undefined },
  { key: 'market', label: '行情 (/market), mobile config', url: '/market', config: undefined },
  { key: 'desktop', label: 'desktop home (/pc/home), desktop preset', url: '/pc/home', config: desktopConfig },
];
const ONLY = argValue('--pages')?.split(',');

const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];

/** One lighthouse run in its own Chrome (chrome-launcher gives each a fresh temporary profile). */
async function runOnce(url, config) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config);
    const lhr = result.lhr;
    const row = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [name, id] of METRICS) row[name] = lhr.audits[id]?.numericValue ?? NaN;
    // A run lighthouse could not measure (no paint recorded, a protocol timeout) says why instead of a silent 0.
    row.warnings = [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [`run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : [])];
    row.failed = Boolean(lhr.runtimeError);
    row.finalUrl = lhr.finalDisplayedUrl;
    return row;
  } finally {
    await chrome.kill();
  }
}

const cell = (name, v) => (name === 'CLS' ? v.toFixed(3) : `${Math.round(v)}`);

function printRows(label, rows) {
  console.log(`\n${label}`);
  console.log(`${'run'.padEnd(5)} ${'score'.padStart(5)} ${METRICS.map(([n, , u]) => `${n}${u ? ` ${u}` : ''}`.padStart(9)).join(' ')}`);
  rows.forEach((r, i) => console.log(`${String(i + 1).padEnd(5)} ${String(r.score).padStart(5)} ${METRICS.map(([n]) => cell(n, r[n]).padStart(9)).join(' ')}`));
  const measured = rows.filter((r) => !r.failed).map((r) => r.score).sort((a, b) => a - b);
  if (measured.length) console.log(`  median score of ${measured.length} measured run(s): ${measured[Math.floor((measured.length - 1) / 2)]}, min ${measured[0]}`);
  for (const w of new Set(rows.flatMap((r) => r.warnings))) console.log(`  warning: ${w}`);
  console.log(`  final URL: ${rows[0]?.finalUrl}`);
}

async function main() {
  const server = await builtServerFromEnv();
  const figures = {};
  const detail = {};
  try {
    console.log(`server ${server.base}; lighthouse performance category, ${RUNS} runs per page`);
    for (const t of TARGETS.filter((x) => !ONLY || ONLY.includes(x.key))) {
      // Warm the server (first requests JIT-compile routes and fill the content cache) so run 1 is not penalised.
      await fetch(server.base + t.url).catch(() => {});
      const rows = [];
      for (let i = 0; i < RUNS; i++) rows.push(await runOnce(server.base + t.url, t.config));
      printRows(t.label, rows);
      rows.forEach((r, i) => {
        figures[`${t.key}.run${i + 1}.score`] = r.score;
        for (const [n] of METRICS) figures[`${t.key}.run${i + 1}.${n}`] = r[n];
      });
      detail[t.key] = rows;
    }
  } finally {
    await server.stop();
  }
  finish('lighthouse', figures, detail);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
