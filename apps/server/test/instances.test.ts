import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { SERVER_ROOT } from '../src/config.ts';
import { cleanupRedisPrefix, freePort } from './helper.ts';
import { validClue } from './factories.ts';
import { connectAs } from './ws-client.ts';

/**
 * The production layout in miniature: two server processes on one PostgreSQL database and one Redis,
 * started at the same moment on an empty database, talked to over HTTP as a balancer would.
 */
const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;

const dbUrl = (name: string) => {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

interface Instance {
  base: string;
  proc: ChildProcess;
  log: string[];
}

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  const dbName = `mts_test_pair_${process.pid}_${randomBytes(3).toString('hex')}`;
  const redisPrefix = `mts-test:pair:${process.pid}:${randomBytes(3).toString('hex')}:`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mts-pair-'));
  let a: Instance;
  let b: Instance;

  async function start(port: number): Promise<Instance> {
    const log: string[] = [];
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATABASE_URL: dbUrl(dbName),
        REDIS_URL: process.env.TEST_REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent-web-dist',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_PER_MIN: '6',
        SMS_HOURLY_PER_IP: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
    proc.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
    return { base: `http://127.0.0.1:${port}`, proc, log };
  }

  async function ready(i: Instance) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (i.proc.exitCode !== null) throw new Error(`instance exited ${i.proc.exitCode}:\n${i.log.join('')}`);
      const ok = await fetch(`${i.base}/healthz`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`instance did not start:\n${i.log.join('')}`);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function api(i: Instance, method: string, p: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
    const res = await fetch(`${i.base}${API_BASE}${p}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${dbName}"`);
    const [pa, pb] = await Promise.all([freePort(), freePort()]);
    // Both at once on an empty database: migrations and the demo seed must run once, not twice.
    [a, b] = await Promise.all([start(pa), start(pb)]);
    await Promise.all([ready(a), ready(b)]);
  }, 120_000);

  afterAll(async () => {
    for (const i of [a, b]) i?.proc.kill('SIGTERM');
    await Promise.all([a, b].map((i) => i && new Promise((r) => (i.proc.exitCode !== null ? r(null) : i.proc.once('exit', r)))));
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await cleanupRedisPrefix(redisPrefix);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrate and seed once when started together', async () => {
    const list = await api(b, 'GET', '/goods/list?pageNum=1&pageSize=10');
    expect(list.status).toBe(200);
    const again = await api(a, 'GET', '/goods/list?pageNum=1&pageSize=10');
    expect(again.body.data.total).toBe(list.body.data.total);
    expect(list.body.data.total).toBeGreaterThan(0);
  });

  let token = '';
  it('share SMS codes and cooldowns, and a session made on one works on the other', async () => {
    const mobile = '13800000000';
    expect((await api(a, 'POST', '/sms/getMobileVerificationCode', { mobile })).body.code).toBe(200);
    // The 60 s cooldown is kept in Redis: the other instance refuses a second code.
    expect((await api(b, 'POST', '/sms/getMobileVerificationCode', { mobile })).status).toBe(429);
    const code = (await api(a, 'GET', '/dev/outbox')).body.data.sms.find((s: { mobile: string }) => s.mobile === mobile).code;
    const login = await api(b, 'POST', '/login', { mobile, smsCode: code });
    expect(login.body.code).toBe(200);
    token = login.body.data.token;
    const me = await api(a, 'GET', '/user/getUserInfo', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.data.userInfo.mobile).toContain(mobile.slice(-4));
  });

  /** Logs a new mobile in on `i` and gives the account columns directly in the database (staff roles, real name). */
  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const c = new pg.Client({ connectionString: dbUrl(dbName) });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as T[];
    } finally {
      await c.end();
    }
  }

  /** Logs a new mobile in on `i` and gives the account columns directly in the database (staff roles, real name). */
  async function loginWith(i: Instance, mobile: string, columns: string): Promise<{ token: string; userId: number }> {
    expect((await api(i, 'POST', '/sms/getMobileVerificationCode', { mobile })).body.code).toBe(200);
    const code = (await api(i, 'GET', '/dev/outbox')).body.data.sms.find((s: { mobile: string }) => s.mobile === mobile).code;
    const login = await api(i, 'POST', '/login', { mobile, smsCode: code });
    expect(login.body.code).toBe(200);
    await query(`UPDATE users SET ${columns} WHERE id = $1`, [login.body.data.userId]);
    return { token: login.body.data.token, userId: login.body.data.userId };
  }

  it('a realtime event crosses: a negotiator on B hears of a lead published on A', async () => {
    const owner = await loginWith(a, '13800000002', 'authn_status = 1');
    const negotiator = await loginWith(b, '13800000003', 'authn_status = 1, business_type = 10');
    const ws = await connectAs(b.base, negotiator.token);
    try {
      const [ddr4] = await query<{ id: number }>(
        `SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.name = 'DDR4' AND p.name = 'DRAM颗粒'`,
      );
      const res = await api(a, 'POST', '/clue/publish', validClue({ categoryId: ddr4!.id }), owner.token);
      expect(res.body.code).toBe(200);
      const id = res.body.data.id;
      expect(await ws.next((m) => m.type === 'lead.new' && m.id === id, 5000)).toEqual({ type: 'lead.new', id });
    } finally {
      await ws.close();
    }
  });

  it('see an edit made on the other instance (goods off the shelf leave both)', async () => {
    const mine = await api(a, 'GET', '/goods/mySaleGoodsList?pageNum=1&pageSize=10', undefined, token);
    const onShelf = mine.body.rows.find((g: { status: number }) => g.status === 0);
    expect(onShelf).toBeTruthy();
    const id = onShelf.id ?? onShelf.goodsId;
    // Warm whatever b caches.
    expect((await api(b, 'GET', `/goods/detail?goodsId=${id}`)).status).toBe(200);
    await api(b, 'GET', '/goods/list?pageNum=1&pageSize=10');
    expect((await api(a, 'POST', `/goods/${id}/shelf`, { status: 1 }, token)).body.code).toBe(200);
    await expect.poll(async () => (await api(b, 'GET', `/goods/detail?goodsId=${id}`)).status, { timeout: 3000, interval: 50 }).toBe(404);
    const ids = (await api(b, 'GET', '/goods/list?pageNum=1&pageSize=100')).body.data.records.map((g: { id: number }) => g.id);
    expect(ids).not.toContain(id);
  });

  it('share HTTP rate limits (login attempts per minute per client)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await api(i % 2 ? a : b, 'POST', '/login', { mobile: '13800000001', smsCode: '0000' })).status);
    // LOGIN_RATE_PER_MIN=6 counted once for both instances (the earlier logins used three): separate counters would allow 12.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(-1)[0]).toBe(429);
  });

  it('end a session everywhere on logout', async () => {
    expect((await api(b, 'POST', '/logout', undefined, token)).status).toBe(200);
    expect((await api(a, 'GET', '/user/getUserInfo', undefined, token)).status).toBe(401);
  });
});
