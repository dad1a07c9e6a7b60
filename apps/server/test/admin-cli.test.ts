/**
 * `npm run admin -- create-operator` beside a running server on PGlite: PGlite serves one process, so the CLI
 * must refuse (exit 1) while the server holds the folder, instead of reporting success and losing the write.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SERVER_ROOT } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { acquireLock, DatabaseInUseError, LOCK_FILE, lockHolder, pgliteFolder } from '../src/db/process-lock.ts';
import { users } from '../src/db/schema/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'mts-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs the admin CLI as `npm run admin` does (tsx), against a database URL. */
const runCli = (databaseUrl: string, ...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/admin.ts'), ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' } },
      (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });

/** A pid that no process has any more. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('exit', () => resolve(child.pid!));
  });

describe('the PGlite process lock', () => {
  it('names PGlite folders only (PostgreSQL and memory need no lock)', () => {
    expect(pgliteFolder('postgres://u@h/db')).toBeNull();
    expect(pgliteFolder('memory://')).toBeNull();
    expect(pgliteFolder('/var/lib/mts/pglite')).toBe('/var/lib/mts/pglite');
  });

  it('refuses a live holder, takes over a stale lock and releases only its own', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    expect(lockHolder(dir)).toBe(process.ppid);
    expect(() => acquireLock(dir)).toThrow(DatabaseInUseError);

    writeFileSync(path.join(dir, LOCK_FILE), String(await deadPid()));
    expect(lockHolder(dir)).toBeNull();
    const release = acquireLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('the server holds its PGlite folder while it runs: create-operator refuses with exit 1, then works once it stopped', async () => {
    const dbDir = path.join(tempDir(), 'pglite');
    const app = await buildApp({ config: { databaseUrl: dbDir, seedIfEmpty: false, redisUrl: null, webDist: '/nonexistent' } });
    let closed = false;
    try {
      expect(readFileSync(path.join(dbDir, LOCK_FILE), 'utf8').trim()).toMatch(new RegExp(`^${process.pid} \\d+$`));
      // The test process is the server here; the CLI is another process and sees a live holder.
      const refused = await runCli(dbDir, 'create-operator', '13700001111');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${process.pid}`);
      expect(refused.stdout).not.toMatch(/operator/);

      await app.close();
      closed = true;
      expect(existsSync(path.join(dbDir, LOCK_FILE))).toBe(false);

      const done = await runCli(dbDir, 'create-operator', '13700001111');
      expect(done).toMatchObject({ code: 0 });
      expect(done.stdout).toMatch(/Created operator 13700001111/);
      expect(existsSync(path.join(dbDir, LOCK_FILE))).toBe(false);

      // The write is there for the next server.
      const handle = await openDb(dbDir);
      try {
        const [row] = await handle.db.select({ isOperator: users.isOperator }).from(users).where(eq(users.mobile, '13700001111'));
        expect(row).toEqual({ isOperator: true });
      } finally {
        await handle.close();
      }
    } finally {
      if (!closed) await app.close();
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL the CLI takes no lock and works beside a running server', async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `mts_test_cli_${process.pid}`;
    const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
    const sql = async (q: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(q);
      } finally {
        await c.end();
      }
    };
    await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await sql(`CREATE DATABASE "${name}"`);
    const app = await buildApp({ config: { databaseUrl: url, seedIfEmpty: false, redisUrl: null, webDist: '/nonexistent' } });
    try {
      expect(pgliteFolder(url)).toBeNull();
      expect(await runCli(url, 'create-operator', '13700002222')).toMatchObject({ code: 0 });
      const [row] = await app.db.select({ isOperator: users.isOperator }).from(users).where(eq(users.mobile, '13700002222'));
      expect(row).toEqual({ isOperator: true });
    } finally {
      await app.close();
      await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 120_000);
});
