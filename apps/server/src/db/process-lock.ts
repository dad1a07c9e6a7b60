import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder (the admin CLI while the server
 * runs) gets a private copy of its state and its writes are lost. PGlite's own postmaster.pid holds a fake pid,
 * so the server keeps a lock file of its own naming its real process; the CLIs refuse to run while it lives.
 * PostgreSQL (DATABASE_URL=postgres://…) takes any number of processes and needs no lock.
 *
 * A pid alone does not say the process is still the writer: after `kill -9` the dead server stays a zombie until
 * its parent reaps it (and `kill(pid, 0)` still succeeds on it), and after a crash the pid can be reused by any
 * unrelated process. So the file records the pid and the process's start time (field 22 of /proc/<pid>/stat,
 * clock ticks since boot); a holder counts only while that pid is running (not a zombie) with that start time.
 * Where /proc is missing (macOS) or hidden, only the pid's existence is checked.
 */
export const LOCK_FILE = 'mts-server.pid';

/** The PGlite folder a database URL names, or null for PostgreSQL and in-memory databases. */
export function pgliteFolder(databaseUrl: string): string | null {
  if (/^postgres(ql)?:\/\//.test(databaseUrl) || databaseUrl === 'memory://' || databaseUrl === '') return null;
  return path.resolve(databaseUrl.replace(/^(pglite|file):\/\//, ''));
}

interface ProcStat {
  state: string;
  startTime: string;
}

/** The process's state and start time from /proc, 'gone' when it has no entry, null when /proc cannot tell. */
function procStat(pid: number): ProcStat | 'gone' | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' && procReadable() ? 'gone' : null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

let procChecked: boolean | undefined;
const procReadable = () => (procChecked ??= (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})());

const exists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** This process's lock line: its pid and, where /proc tells it, its start time. */
function ownLock(): string {
  const stat = procStat(process.pid);
  return typeof stat === 'object' && stat ? `${process.pid} ${stat.startTime}` : String(process.pid);
}

/** Whether the process a lock line names is still the one that wrote it. */
function holds(pid: number, startTime: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat === 'gone') return false;
  if (stat === null) return exists(pid);
  // Z: killed but not yet reaped, X: dead. Either way its files and memory are gone.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  // A lock written before the start time was recorded (older servers) can only be checked by pid.
  return startTime === undefined || stat.startTime === startTime;
}

/** The pid of a live process holding the folder's lock (not this process), or null (no lock, or a stale one). */
export function lockHolder(folder: string): number | null {
  let line: string;
  try {
    line = readFileSync(path.join(folder, LOCK_FILE), 'utf8').trim();
  } catch {
    return null;
  }
  const [pidText, startTime] = line.split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return holds(pid, startTime) ? pid : null;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite database ${folder} is in use by process ${pid} (the MTS server). PGlite serves one process only: ` +
        'stop the server first, or run on PostgreSQL (DATABASE_URL) where the CLI works beside running servers.',
    );
  }
}

/**
 * Takes the folder's lock for this process, refusing with DatabaseInUseError while another live process holds
 * it. A stale lock (its process gone, a zombie, or its pid now another process's) is taken over. Returns the
 * release function.
 */
export function acquireLock(folder: string): () => void {
  const holder = lockHolder(folder);
  if (holder !== null) throw new DatabaseInUseError(folder, holder);
  const file = path.join(folder, LOCK_FILE);
  const mine = ownLock();
  mkdirSync(folder, { recursive: true });
  // Written aside and renamed over: a reader never sees a half-written line.
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, `${mine}\n`);
  renameSync(temp, file);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
