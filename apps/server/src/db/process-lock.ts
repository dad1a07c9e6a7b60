import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder (the admin CLI while the server
 * runs) gets a private copy of its state and its writes are lost. PGlite's own postmaster.pid holds a fake pid,
 * so the server keeps a lock file of its own with its real pid; the CLIs refuse to run while that process lives.
 * PostgreSQL (DATABASE_URL=postgres://…) takes any number of processes and needs no lock.
 */
export const LOCK_FILE = 'mts-server.pid';

/** The PGlite folder a database URL names, or null for PostgreSQL and in-memory databases. */
export function pgliteFolder(databaseUrl: string): string | null {
  if (/^postgres(ql)?:\/\//.test(databaseUrl) || databaseUrl === 'memory://' || databaseUrl === '') return null;
  return path.resolve(databaseUrl.replace(/^(pglite|file):\/\//, ''));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live process holding the folder's lock (not this process), or null (no lock, or a stale one). */
export function lockHolder(folder: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(folder, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
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
 * Takes the folder's lock for this process (writing its pid), refusing with DatabaseInUseError while another
 * live process holds it. A stale lock (its process gone) is taken over. Returns the release function.
 */
export function acquireLock(folder: string): () => void {
  const holder = lockHolder(folder);
  if (holder !== null) throw new DatabaseInUseError(folder, holder);
  const file = path.join(folder, LOCK_FILE);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
