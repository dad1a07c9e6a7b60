#!/usr/bin/env node
// Page weight of the built web app: gzip size of the JavaScript a phone downloads for the home page
// (entry + mobile app + tab layout + home route) and the desktop equivalent (entry + desktop app + /pc landing and /pc/home).
// Run after `npm run build`. Budget: mobile home ≤ 170 KB gzip of JavaScript.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('no build found: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET_KB = 170;

/** Every chunk a key needs before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const find = (pattern) => Object.keys(manifest).filter((k) => pattern.test(k));

function weigh(label, keys) {
  const chunks = closure(keys);
  const files = [...chunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
  const js = files.reduce((n, f) => n + gz(f), 0);
  const cssBytes = css.reduce((n, f) => n + gz(f), 0);
  return { label, chunks: files.length, jsKB: js / 1024, cssKB: cssBytes / 1024 };
}

const entry = find(/^index\.html$/);
const mobileApp = find(/src\/app\/mobile-app\.tsx$/);
const desktopApp = find(/src\/app\/desktop-app\.tsx$/);
// /home renders inside the tab layout (a lazy route of its own): the phone needs both chunks before the page shows.
const mobileHome = [
  ...find(/src\/routes\/mobile\/home[^/]*\.tsx$|src\/routes\/mobile\/home\/index\.tsx$/),
  ...find(/src\/routes\/mobile\/tab-layout\.tsx$/),
];
const desktopLanding = find(/src\/routes\/desktop\/(landing|pc-landing|index)[^/]*\.tsx$/);
const desktopHome = find(/src\/routes\/desktop\/home[^/]*\.tsx$|src\/routes\/desktop\/home\/index\.tsx$/);
// Every /pc page renders inside the site layout, itself a lazy route.
const desktopLayout = find(/src\/routes\/desktop\/layout\.tsx$/);

const rows = [
  weigh('mobile entry + app', [...entry, ...mobileApp]),
  weigh('mobile home (/home)', [...entry, ...mobileApp, ...mobileHome]),
  weigh('desktop entry + app', [...entry, ...desktopApp]),
  weigh('desktop landing (/pc)', [...entry, ...desktopApp, ...desktopLayout, ...desktopLanding]),
  weigh('desktop home (/pc/home)', [...entry, ...desktopApp, ...desktopLayout, ...desktopHome]),
];

// A phone must never download antd: look for antd's own code in the mobile home closure.
const mobileFiles = [...closure([...entry, ...mobileApp, ...mobileHome])].map((k) => manifest[k].file);
const antdInMobile = mobileFiles.some((f) => f.endsWith('.js') && /data-css-hash|data-token-hash/.test(readFileSync(join(dist, f), 'utf8')));

console.log('page weight (gzip -9)');
console.log('route'.padEnd(28), 'chunks', 'JS KB'.padStart(8), 'CSS KB'.padStart(8));
for (const r of rows) console.log(r.label.padEnd(28), String(r.chunks).padStart(6), r.jsKB.toFixed(1).padStart(8), r.cssKB.toFixed(1).padStart(8));
const mobile = rows[1].jsKB;
console.log(`mobile home JS ${mobile.toFixed(1)} KB of ${BUDGET_KB} KB budget (${((mobile / BUDGET_KB) * 100).toFixed(0)}%) — ${mobile <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
console.log(`desktop home / mobile home JS ratio: ${(rows[4].jsKB / mobile).toFixed(2)}`);
console.log(`antd in the phone's download: ${antdInMobile ? 'YES (bug)' : 'no'}`);
if (!mobileHome.length || !desktopHome.length) console.log('note: a home route chunk was not found in the manifest; figures cover entry + app only');
process.exit(mobile <= BUDGET_KB && !antdInMobile ? 0 : 1);
