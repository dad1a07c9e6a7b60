#!/usr/bin/env node
/**
 * Page weight as a browser sees it: loads the phone home (/, iPhone 13 at 375 px) and the desktop home
 * (/pc/home, 1480x900) in Chromium and counts every script, stylesheet and image fetched until the network
 * is idle, lazy chunks included (stack-notes pitfall 13: following static imports misses the carousel's
 * react-spring, use-gesture, swiper and Toast).
 *
 * For each response: wire bytes (encoded body as received), decoded bytes, and for JS and CSS the
 * gzip-equivalent (gzip -9 of the decoded body), so the budget means the same thing whether or not the
 * server compresses. The content-encoding of every script is printed.
 *
 *   npm run build && npm run bench:web                       # starts the built server on a port in 3400-3499
 *   BASE_URL=http://127.0.0.1:3000 npm run bench:web         # a server that is already running
 *   npm run bench:web -- --json before.json                  # save the figures
 *   npm run bench:web -- --compare before.json               # print them next to this run's
 *   npm run bench:check                                      # = bench:web -- --check: exit 1 over a budget
 *   npm run bench:web -- --record                            # write this run's desktop figure as its budget
 *
 * Budgets (bench/web/budgets.json): phone home ≤ 150 KB gzip-eq of JavaScript; desktop home ≤ its recorded figure
 * + 5 %. Without --check they are figures (the exit code is 0 unless something broke); with --check (`npm test`
 * runs it after the build) a page over its budget makes the exit code 1. Either way each page's figure, its budget
 * and its three largest scripts are printed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { builtServerFromEnv } from '../lib/server.mjs';
import { finish, hasFlag } from '../lib/report.mjs';

const BUDGETS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'budgets.json');
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));

// Same launch arguments as the e2e config (stack-notes pitfall 9: the closed network refuses Chromium's background connections).
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const PAGES = [
  { key: 'phone', label: 'phone home (/)', url: '/', context: { ...devices['iPhone 13'], viewport: { width: 375, height: 812 } } },
  { key: 'desktop', label: 'desktop home (/pc/home)', url: '/pc/home', context: { ...devices['Desktop Chrome'], viewport: { width: 1480, height: 900 } } },
];

const KIND = { script: 'js', stylesheet: 'css', image: 'img', font: 'font', fetch: 'api', xhr: 'api', document: 'html' };
const KB = (n) => n / 1024;

/** One response: what went over the wire, what it decodes to, and (for text assets) its gzip -9 size. */
async function weigh(response) {
  const req = response.request();
  const kind = KIND[req.resourceType()] ?? 'other';
  await response.finished().catch(() => {});
  const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }));
  const body = await response.body().catch(() => Buffer.alloc(0));
  const text = kind === 'js' || kind === 'css' || kind === 'html';
  return {
    url: response.url(),
    kind,
    status: response.status(),
    encoding: response.headers()['content-encoding'] ?? 'none',
    wire: sizes.responseBodySize,
    decoded: body.length,
    gzip: text ? gzipSync(body, { level: 9 }).length : body.length,
    // antd is the desktop kit and a phone must never download it: its CSS-in-JS marks style tags with these attributes.
    antd: kind === 'js' && /data-css-hash|data-token-hash/.test(body.toString('latin1')),
  };
}

/**
 * Playwright's networkidle is "no request for 500 ms". On a busy 2-core machine the page can spend longer
 * than that parsing a big chunk before it asks for the next one (seen: 84 instead of 108 requests), so after
 * networkidle we also wait until nothing has been in flight for QUIET_MS.
 */
const QUIET_MS = 2000;
function trackQuiet(page) {
  let inflight = 0;
  const state = { lastActivity: performance.now() };
  const touch = () => (state.lastActivity = performance.now());
  page.on('request', () => (inflight++, touch()));
  for (const ev of ['requestfinished', 'requestfailed']) page.on(ev, () => (inflight--, touch()));
  state.settled = async () => {
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && (inflight > 0 || performance.now() - state.lastActivity < QUIET_MS)) await new Promise((r) => setTimeout(r, 100));
  };
  return state;
}

async function loadPage(browser, base, spec) {
  // A fresh context each time: empty cache, as a first visit.
  const context = await browser.newContext({ ...spec.context, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => pending.push(weigh(response)));
  const quiet = trackQuiet(page);
  const t0 = performance.now();
  await page.goto(base + spec.url, { waitUntil: 'networkidle', timeout: 60_000 });
  await quiet.settled();
  const loadMs = quiet.lastActivity - t0;
  const finalUrl = page.url();
  const items = await Promise.all(pending);
  await context.close();
  return { items, loadMs, finalUrl };
}

function summarise(items) {
  const by = {};
  for (const it of items) {
    const s = (by[it.kind] ??= { count: 0, wire: 0, decoded: 0, gzip: 0 });
    s.count += 1;
    s.wire += it.wire;
    s.decoded += it.decoded;
    s.gzip += it.gzip;
  }
  return by;
}

function printPage(spec, { items, loadMs, finalUrl }, print = true) {
  const by = summarise(items);
  const scripts = items.filter((i) => i.kind === 'js').sort((a, b) => b.gzip - a.gzip);
  const js = by.js ?? { count: 0, wire: 0, decoded: 0, gzip: 0 };
  const antd = scripts.some((s) => s.antd);
  if (!print) return { by, js, loadMs, antd };
  console.log(`\n${spec.label}  →  ${finalUrl}  (last request done ${(loadMs / 1000).toFixed(1)} s after navigation)`);
  console.log(`${'kind'.padEnd(6)} ${'count'.padStart(5)} ${'wire KB'.padStart(9)} ${'decoded KB'.padStart(11)} ${'gzip-eq KB'.padStart(11)}`);
  for (const kind of ['js', 'css', 'img', 'font', 'html', 'api', 'other']) {
    const s = by[kind];
    if (!s) continue;
    const gz = kind === 'js' || kind === 'css' || kind === 'html' ? KB(s.gzip).toFixed(1) : '';
    console.log(`${kind.padEnd(6)} ${String(s.count).padStart(5)} ${KB(s.wire).toFixed(1).padStart(9)} ${KB(s.decoded).toFixed(1).padStart(11)} ${gz.padStart(11)}`);
  }
  const encodings = {};
  for (const s of scripts) encodings[s.encoding] = (encodings[s.encoding] ?? 0) + 1;
  console.log(`script content-encoding: ${Object.entries(encodings).map(([e, n]) => `${e} ×${n}`).join(', ')}`);
  console.log('scripts (gzip-eq KB, largest first):');
  for (const s of scripts) console.log(`  ${KB(s.gzip).toFixed(1).padStart(6)}  ${new URL(s.url).pathname}  [${s.encoding}, wire ${KB(s.wire).toFixed(1)} KB]`);
  console.log(`antd code among the scripts: ${antd ? 'yes' : 'no'}`);
  return { by, js, loadMs, antd };
}

/** The page's budget in KB of gzip-eq JavaScript: a fixed limit (phone), or the recorded figure plus its allowance (desktop). */
function limitKB(budget) {
  return budget.maxJsGzipKB ?? budget.recordedJsGzipKB * (1 + budget.allowance);
}

/** One line per page: figure against budget, and the three largest scripts (name, gzip-eq bytes). */
function checkBudget(spec, scripts) {
  const budget = budgets[spec.key];
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
  const limit = limitKB(budget);
  const pass = KB(gzip) <= limit;
  const how = budget.maxJsGzipKB ? `budget ${limit.toFixed(1)} KB` : `budget ${limit.toFixed(1)} KB = recorded ${budget.recordedJsGzipKB} KB + ${budget.allowance * 100} %`;
  console.log(`${spec.label}: JS ${KB(gzip).toFixed(1)} KB gzip-eq (${KB(wire).toFixed(1)} KB as transferred, ${scripts.length} scripts), ${how}: ${pass ? 'PASS' : 'OVER BUDGET'}`);
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  for (const s of largest) console.log(`  ${path.basename(new URL(s.url).pathname)}  ${s.gzip.toLocaleString('en')} B gzip-eq (${s.wire.toLocaleString('en')} B transferred, ${s.encoding})`);
  return { pass, gzipKB: KB(gzip) };
}

async function main() {
  const check = hasFlag('--check');
  const server = await builtServerFromEnv();
  const browser = await chromium.launch(LAUNCH);
  const figures = {};
  const detail = {};
  const verdicts = [];
  try {
    console.log(`server ${server.base}${server.startMs ? ` (started in ${(server.startMs / 1000).toFixed(1)} s)` : ''}; gzip-eq = gzip -9 of the decoded body`);
    for (const spec of PAGES) {
      const result = await loadPage(browser, server.base, spec);
      // --check prints the budget lines only (below); the full table is `npm run bench:web`.
      const { by, js, loadMs, antd } = printPage(spec, result, !check);
      verdicts.push([spec, result.items.filter((i) => i.kind === 'js')]);
      figures[`${spec.key}.antdLoaded`] = antd ? 1 : 0;
      figures[`${spec.key}.js.count`] = js.count;
      figures[`${spec.key}.js.wireKB`] = KB(js.wire);
      figures[`${spec.key}.js.decodedKB`] = KB(js.decoded);
      figures[`${spec.key}.js.gzipKB`] = KB(js.gzip);
      figures[`${spec.key}.css.gzipKB`] = KB(by.css?.gzip ?? 0);
      figures[`${spec.key}.img.wireKB`] = KB(by.img?.wire ?? 0);
      figures[`${spec.key}.img.count`] = by.img?.count ?? 0;
      figures[`${spec.key}.api.count`] = by.api?.count ?? 0;
      figures[`${spec.key}.lastRequestS`] = loadMs / 1000;
      detail[spec.key] = result.items.map(({ url, kind, encoding, wire, decoded, gzip }) => ({ url: new URL(url).pathname + new URL(url).search, kind, encoding, wire, decoded, gzip }));
    }
    figures['desktop/phone JS gzip ratio'] = figures['desktop.js.gzipKB'] / figures['phone.js.gzipKB'];
    // Which API requests each page makes: the API bench measures these routes.
    if (!check)
      for (const key of Object.keys(detail)) {
        console.log(`\n${key} API requests:`);
        for (const r of detail[key].filter((i) => i.kind === 'api')) console.log(`  ${r.url}`);
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nbudgets (${path.relative(process.cwd(), BUDGETS_FILE)}; gzip-eq = gzip -9 of each script as the browser received it, decoded)`);
  const results = verdicts.map(([spec, scripts]) => checkBudget(spec, scripts));
  if (hasFlag('--record')) {
    budgets.desktop.recordedJsGzipKB = Number(figures['desktop.js.gzipKB'].toFixed(1));
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`recorded the desktop home's ${budgets.desktop.recordedJsGzipKB} KB as its budget in ${BUDGETS_FILE}`);
  }
  finish('web', figures, detail);
  if (check && results.some((r) => !r.pass)) {
    console.error('over budget: see docs/performance.md (Budgets in npm test) for what to do');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
