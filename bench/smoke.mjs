#!/usr/bin/env node
/**
 * Every bench at its small size (BENCH_SMALL=1: a few thousand rows, about a second of load), one after the
 * other, through its own npm script: `npm test` runs this after the build, so a change that breaks a bench (or the
 * path it measures: the benches that count winners, payments or failed requests check those counts) fails CI.
 * A bench's output is printed only when it fails; otherwise one line with its time.
 *
 *   npm run build && npm run bench:smoke
 *   npm run bench:smoke -- search money        # only these
 *
 * bench:web is not here: `npm run bench:check` (also in `npm test`) runs it in full, as the budget check.
 * bench:lighthouse is not here: see docs/decisions.md (it needs its own package install, and its scores are noise
 * on a shared machine).
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/server.mjs';

const ALL = ['api', 'search', 'dispatch', 'money', 'start', 'realtime', 'assistant', 'stock', 'bom', 'bom-scroll', 'rolling', 'backup', 'messages', 'market'];
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((b) => !ALL.includes(b));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
  process.exit(2);
}

/** Runs `npm run bench:<name>` at the small size; resolves { code, seconds, output }. */
function run(name) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn('npm', ['run', '--silent', `bench:${name}`], { cwd: ROOT, env: { ...process.env, BENCH_SMALL: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    const done = (code) => resolve({ code, seconds: (performance.now() - t0) / 1000, output: Buffer.concat(output).toString() });
    // 'close' waits for the output pipes, which a process the bench left behind could hold open for ever: after the
    // exit, the last output gets a second to arrive.
    child.once('exit', (code, signal) => {
      const timer = setTimeout(() => done(code ?? signal), 1000);
      child.once('close', () => (clearTimeout(timer), done(code ?? signal)));
    });
  });
}

const failed = [];
const t0 = performance.now();
for (const name of chosen.length ? chosen : ALL) {
  const r = await run(name);
  console.log(`bench:${name.padEnd(10)} ${r.code === 0 ? 'ok    ' : `FAILED (exit ${r.code})`} ${r.seconds.toFixed(1).padStart(6)} s`);
  if (r.code !== 0) {
    failed.push(name);
    console.log(`----- bench:${name} output -----\n${r.output.trimEnd()}\n----- end of bench:${name} -----`);
  }
}
console.log(`benches at the small size: ${failed.length ? `${failed.length} failed (${failed.join(', ')})` : 'all ran'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
process.exit(failed.length ? 1 : 0);
