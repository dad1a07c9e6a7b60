/**
 * A crash never blocks the restart (issue 21 item 6), with real server processes on one PGlite folder:
 * a server killed with SIGKILL is a zombie until its parent reaps it, and its pid can later belong to any other
 * process; neither may keep the next server out. A second live server is still refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { LOCK_FILE } from '../src/db/process-lock.ts';
import { freePort } from './helper.ts';

const SERVER = ['--import', 'tsx', 'apps/server/src/server.ts'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'mts-crash-'));
const dbDir = path.join(dataDir, 'pglite');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (port: number) => ({
  ...process.env,
  DATABASE_URL: dbDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  REDIS_URL: '',
  WEB_DIST: '/nonexistent',
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Collects a child's output; `exited` settles with its exit code. */
function track(child: ChildProcess) {
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server on `port` answers /healthz; rejects with its output if it exits first. */
async function healthy(port: number, proc: ReturnType<typeof track>) {
  let gone = false;
  void proc.exited.then(() => (gone = true));
  for (const t0 = Date.now(); Date.now() - t0 < 90_000; await sleep(100)) {
    if (gone) throw new Error(`server exited:\n${proc.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`server did not answer:\n${proc.output()}`);
}

const startServer = (port: number) =>
  track(spawn(process.execPath, SERVER, { cwd: REPO_ROOT, env: env(port), stdio: ['ignore', 'pipe', 'pipe'] }));

const procState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

describe.runIf(process.platform === 'linux')('restart after a crash on PGlite', () => {
  it('a killed server (still unreaped, later its pid reused) never blocks the next start; a live one still does', async () => {
    // Ports free now: a fixed port could be answered by some other process's server and fool healthy().
    const [p1, p2, p3, p4] = [await freePort(), await freePort(), await freePort(), await freePort()];
    // The server runs under a parent that never reaps it (`sleep` after exec), so after SIGKILL it stays a zombie.
    const parent = track(
      spawn('sh', ['-c', `"$0" "$@" & echo "server-pid $!"; exec sleep 600`, process.execPath, ...SERVER], {
        cwd: REPO_ROOT,
        env: env(p1),
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    await healthy(p1, parent);
    const first = Number(/server-pid (\d+)/.exec(parent.output())![1]);
    expect(readFileSync(path.join(dbDir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${first} `));

    // (a) kill -9, then start again at once: the dead server is a zombie and the restart goes ahead.
    process.kill(first, 'SIGKILL');
    for (let i = 0; i < 50 && procState(first) !== 'Z'; i++) await sleep(20);
    expect(procState(first)).toBe('Z');
    const second = startServer(p2);
    await healthy(p2, second);

    // (b) the second crashes too, and its lock now names a live unrelated process (the `sleep`), as when the
    // pid is reused: the start time recorded beside the pid tells them apart.
    const line = readFileSync(path.join(dbDir, LOCK_FILE), 'utf8').trim();
    expect(line).toMatch(new RegExp(`^${second.child.pid} \\d+$`));
    second.child.kill('SIGKILL');
    await second.exited;
    writeFileSync(path.join(dbDir, LOCK_FILE), `${parent.child.pid} ${line.split(' ')[1]}\n`);
    expect(procState(parent.child.pid!)).not.toBe('Z');
    const third = startServer(p3);
    await healthy(p3, third);

    // (c) a second server beside the live third is refused with the clear message.
    const fourth = startServer(p4);
    expect(await fourth.exited).not.toBe(0);
    expect(fourth.output()).toContain(`The PGlite database ${dbDir} is in use by process ${third.child.pid} (the MTS server)`);
    expect((await fetch(`http://127.0.0.1:${p3}/healthz`)).ok).toBe(true);
  }, 240_000);
});
