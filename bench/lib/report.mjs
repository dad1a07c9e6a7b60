/**
 * Every bench can save its figures as JSON (`--json out.json`) and print them next to an earlier file
 * (`--compare before.json`): before and after side by side in one run. Figures are a flat
 * { name: number } map, so any two result files of the same bench line up.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ROOT } from './server.mjs';

export function argValue(name) {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : undefined;
}
export const hasFlag = (name) => process.argv.includes(name);

/**
 * `--smoke` or BENCH_SMALL=1: the bench runs at a small size (a few thousand rows, about a second of load), so
 * `npm test` (through `npm run bench:smoke`) runs every bench and a change that breaks one fails CI. The figures
 * of a small run are not the ones quoted in docs/performance.md.
 */
export const SMALL = hasFlag('--smoke') || process.env.BENCH_SMALL === '1';

/** A size setting: the environment variable when set, else the small or the full default. */
export const sized = (envName, full, small) => Number(process.env[envName] || (SMALL ? small : full));

/**
 * The bench's correctness figures (not its timings), e.g. "other errors 0", "one follow item per lead 1": a wrong
 * one is printed and makes the exit code 1, so a change that breaks the measured path fails the smoke run.
 */
export function expectFigures(figures, expected) {
  for (const [name, want] of Object.entries(expected)) {
    if (figures[name] === want) continue;
    console.error(`bench check failed: ${name} = ${figures[name]}, expected ${want}`);
    process.exitCode = 1;
  }
}

function commit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
}

/** Writes { bench, commit, date, figures, detail } when --json was given; prints a comparison when --compare was. */
export function finish(bench, figures, detail = {}) {
  const out = argValue('--json');
  const result = { bench, commit: commit(), date: new Date().toISOString(), figures, detail };
  if (out) {
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nsaved ${out}`);
  }
  const before = argValue('--compare');
  if (before) compare(JSON.parse(readFileSync(before, 'utf8')), result);
  return result;
}

export function compare(before, after) {
  console.log(`\nbefore (${before.commit ?? '?'}, ${before.date?.slice(0, 10)}) vs after (${after.commit ?? '?'}, ${after.date.slice(0, 10)})`);
  console.log(`${'figure'.padEnd(48)} ${'before'.padStart(10)} ${'after'.padStart(10)} ${'after/before'.padStart(13)}`);
  const names = [...new Set([...Object.keys(before.figures), ...Object.keys(after.figures)])];
  for (const n of names) {
    const b = before.figures[n];
    const a = after.figures[n];
    const ratio = typeof a === 'number' && typeof b === 'number' && b !== 0 ? (a / b).toFixed(2) : '';
    console.log(`${n.padEnd(48)} ${fmtNum(b).padStart(10)} ${fmtNum(a).padStart(10)} ${ratio.padStart(13)}`);
  }
}

const fmtNum = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) < 10 ? 3 : 1)) : v == null ? '-' : String(v));
