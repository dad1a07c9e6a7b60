import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { type OpsConfig, SERVER_ROOT } from '../src/config.ts';
import { statementName } from '../src/db/observe.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, freePort, loginAs, type TestApp } from './helper.ts';
import { connectAs } from './ws-client.ts';
import { userAs } from './factories.ts';

afterAll(cleanupTestDatabases);

const OPS: OpsConfig = { metricsToken: 'metrics-secret-token', slowQueryMs: 200, drainDelayMs: 0, shutdownTimeoutMs: 20_000, jobGraceMs: 0 };

/** Every metric issue 27 names (docs/production.md, Metrics). */
const NAMED = [
  'mts_http_requests_total',
  'mts_http_request_errors_total',
  'mts_http_request_duration_seconds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
  'mts_db_pool_connections',
  'mts_db_query_duration_seconds',
  'mts_websocket_connections',
  'mts_job_queue_depth',
  'mts_jobs_total',
  'mts_sms_sends_total',
  'mts_sms_failures_total',
  'mts_escrow_amount_cents',
  'mts_withdrawals_waiting',
  'mts_withdrawal_oldest_age_seconds',
  'mts_ledger_check_ok',
];

/** The value of one sample line (`name{labels} value`), summed over the lines matching `prefix`. */
const sample = (text: string, prefix: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .reduce((s, l) => s + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

describe('statement names', () => {
  it('are the verb and the first table, never the parameters', () => {
    expect(statementName('select "id", "title" from "goods" where "id" = $1')).toBe('select goods');
    expect(statementName('insert into "orders" ("a") values ($1)')).toBe('insert into orders');
    expect(statementName('update "wallet_accounts" set x = 1')).toBe('update wallet_accounts');
    expect(statementName('delete from "sessions" where token = $1')).toBe('delete sessions');
    expect(statementName('begin')).toBe('begin');
    expect(statementName("select 'secret-13800000000'")).toBe('select');
  });
});

describe.each(DRIVERS)('operations endpoints on %s', (driver) => {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, logger: { level: 'info', stream }, config: { ops: OPS } });
  });
  afterAll(() => t.close());

  it('/healthz is alive; /readyz is ready, then 503 with the reason while draining', async () => {
    const live = await t.app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json().data.alive).toBe(true);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, db: 'up', redis: 'off', migrations: 'done', draining: false, reasons: [] });
  });

  it('/metrics wants the token: 401 without it or with a wrong one', async () => {
    const none = await t.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS.metricsToken}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
  });

  it('every named metric is present, and the request, query and SMS figures move after a short load', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS.metricsToken}` } })).body;
    const before = await scrape();
    for (let i = 0; i < 20; i++) await t.app.inject(`${API_BASE}/goods/list?pageNum=1&pageSize=5`);
    await loginAs(t.app, '13900000027');
    const after = await scrape();
    for (const name of NAMED) expect(after, name).toContain(`# TYPE ${name} `);
    const route = 'mts_http_requests_total{method="GET",route="/dev-api/api/mts-api/goods/list",status="200"}';
    expect(sample(after, route) - sample(before, route)).toBe(20);
    expect(sample(after, 'mts_http_request_duration_seconds_count')).toBeGreaterThan(sample(before, 'mts_http_request_duration_seconds_count'));
    expect(sample(after, 'mts_db_query_duration_seconds_count')).toBeGreaterThan(sample(before, 'mts_db_query_duration_seconds_count'));
    expect(sample(after, 'mts_sms_sends_total')).toBe(sample(before, 'mts_sms_sends_total') + 1);
    expect(sample(after, 'mts_ledger_check_ok')).toBe(1);
    expect(after).toMatch(/mts_escrow_amount_cents\{currency="CNY"\} \d+/);
  });

  it('one JSON line per request: the request id the client got, the user id, route, status and time; never the token', async () => {
    const user = await loginAs(t.app, '13900000028');
    logs.length = 0;
    const res = await t.app.inject({ url: `${API_BASE}/user/getUserInfo?x=1`, headers: user.headers });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: id, userId: user.userId, method: 'GET', route: `${API_BASE}/user/getUserInfo`, path: `${API_BASE}/user/getUserInfo`, status: 200 });
    expect(typeof lines[0].ms).toBe('number');
    expect(logs.join('')).not.toContain(user.token);
    // A proxy's id (nginx $request_id) is kept; junk is replaced.
    const given = await t.app.inject({ url: '/ping', headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    const junk = await t.app.inject({ url: '/ping', headers: { 'x-request-id': 'x y\n' } });
    expect(junk.headers['x-request-id']).not.toBe('x y\n');
  });

  it('GET /admin/health gives the console the same figures (operators only)', async () => {
    const op = await userAs(t.app, 'operator');
    const plain = await userAs(t.app, 'verified');
    expect((await plain.api.get('/admin/health')).status).toBe(403);
    const res = await op.api.get('/admin/health');
    expect(res.status).toBe(200);
    const h = res.body.data;
    expect(h.readiness).toMatchObject({ ready: true, db: 'up', redis: 'off' });
    expect(h.money.ledgerOk).toBe(true);
    expect(h.money.escrow.map((e: { priceUnit: number }) => e.priceUnit)).toEqual(expect.arrayContaining([0, 10]));
    expect(h.instance.requests).toBeGreaterThan(0);
    expect(h.instance.rssMB).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    const again = (await op.api.get('/admin/health')).body.data;
    expect(again.instance.eventLoopLagMs).toBeGreaterThan(0);
    expect(h.sms.sent).toBeGreaterThan(0);
  });

  it('readiness turns red while draining and every reply then closes its connection', async () => {
    const other = await buildTestApp({ driver, config: { ops: OPS } });
    try {
      other.app.lifecycle.drain();
      const res = await other.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ ready: false, draining: true, reasons: ['draining'] });
      expect(res.json().msg).toContain('未就绪');
      expect(res.headers.connection).toBe('close');
      expect((await other.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('jobs on stop', () => {
  it('a job still running after the grace is told to stop; one that ends by throwing is handed back to the queue', async () => {
    const t = await buildTestApp({ config: { ops: { ...OPS, jobGraceMs: 300 } } });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let runs = 0;
    t.app.jobs.work('ops-handback', async (_data, signal) => {
      runs++;
      started();
      while (!signal.aborted) await new Promise((r) => setTimeout(r, 20));
      throw new Error('stopped half-way');
    });
    await t.app.jobs.send('ops-handback', { n: 1 });
    await running;
    await t.app.close();
    const rows = (await t.handle.db.execute(sql`select name, state from pgboss.job where name = 'ops-handback'`)) as unknown as { rows: { state: string }[] };
    await t.handle.close();
    expect(runs).toBe(1);
    expect(rows.rows.map((r) => r.state)).toEqual(['created']);
  }, 60_000);
});

describe('slow-query log', () => {
  it('logs a statement over the threshold by name and time, without its parameters', async () => {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    });
    const t = await buildTestApp({ logger: { level: 'info', stream }, config: { ops: { ...OPS, slowQueryMs: 0.0001 } } });
    try {
      await t.app.inject(`${API_BASE}/goods/list?pageNum=1&pageSize=5&keyword=SECRETWORD`);
      const slow = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'slow query');
      expect(slow.length).toBeGreaterThan(0);
      expect(slow[0]).toMatchObject({ statement: expect.any(String), ms: expect.any(Number), thresholdMs: 0.0001 });
      expect(logs.filter((l) => l.includes('slow query')).join('')).not.toContain('SECRETWORD');
    } finally {
      await t.close();
    }
  });
});

describe('Redis down at start', () => {
  it('starts alive but not ready, with one clear log line', async () => {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    });
    const port = await freePort(); // nothing listens there
    const t = await buildTestApp({ logger: { level: 'info', stream }, config: { ops: OPS, redisUrl: `redis://127.0.0.1:${port}` } });
    try {
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ ready: false, db: 'up', redis: 'down', reasons: ['redis unreachable'] });
      const lines = logs.filter((l) => l.includes('Redis unreachable at start'));
      expect(lines).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

/** A real server process on a fresh PGlite folder (or the given database). */
interface Proc {
  base: string;
  port: number;
  proc: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}
async function startServer(env: Record<string, string>, waitReady = true): Promise<Proc> {
  const port = await freePort();
  const log: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', WEB_DIST: '/nonexistent-web-dist', LOG_LEVEL: 'info', SMS_HOURLY_PER_IP: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}:\n${log.join('')}`);
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { base, port, proc, log, exited };
}

/** POST /login with its body sent in two halves: the second when `finish` is called. Resolves the status and headers. */
function slowRequest(port: number) {
  const body = JSON.stringify({ mobile: '13900000099', smsCode: '000000' });
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${API_BASE}/login`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { response, finish: () => req.end(body.slice(10)) };
}

async function httpLogin(base: string, mobile: string): Promise<string> {
  const post = (p: string, body: unknown) => fetch(`${base}${API_BASE}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  expect((await post('/sms/getMobileVerificationCode', { mobile })).code).toBe(200);
  const outbox = await fetch(`${base}${API_BASE}/dev/outbox`).then((r) => r.json());
  const code = outbox.data.sms.find((s: { mobile: string }) => s.mobile === mobile).code;
  const login = await post('/login', { mobile, smsCode: code });
  return login.data.token as string;
}

describe('graceful stop of a server process', () => {
  const dirs: string[] = [];
  const procs: Proc[] = [];
  const dataDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'mts-ops-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const p of procs) if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('SIGTERM: readiness red first, the in-flight request finishes, websockets close with 1001, exit 0', async () => {
    const s = await startServer({ DATA_DIR: dataDir(), DRAIN_DELAY_MS: '1500' });
    procs.push(s);
    const token = await httpLogin(s.base, '13900000031');
    const ws = await connectAs(s.base, token);
    const slow = slowRequest(s.port);
    await new Promise((r) => setTimeout(r, 200));
    s.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${s.base}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).data.draining).toBe(true);
    expect((await fetch(`${s.base}/healthz`)).status).toBe(200);
    // The websocket is closed with 1001 once the listener closes (after the drain delay).
    expect(await ws.closed).toBe(1001);
    slow.finish();
    const res = await slow.response;
    // The app's answer (a wrong code: 400 in the envelope), not a cut connection.
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).code).toBe(400);
    expect(res.connection).toBe('close');
    expect(await s.exited).toBe(0);
    const text = s.log.join('');
    expect(text).toContain('SIGTERM: draining');
    expect(text).toContain('"msg":"stopped"');
  }, 120_000);

  it('SIGTERM twice: exits at once with a log line', async () => {
    const s = await startServer({ DATA_DIR: dataDir(), DRAIN_DELAY_MS: '5000' });
    procs.push(s);
    s.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    s.proc.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(s.log.join('')).toContain('SIGTERM again: exiting now');
  }, 120_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)('SIGTERM during the migration: the process exits and the migration transaction is rolled back', async () => {
    const name = `mts_test_ops_${process.pid}_${randomBytes(3).toString('hex')}`;
    const url = new URL(pgUrl!);
    const adminClient = new pg.Client({ connectionString: pgUrl });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE "${name}"`);
    url.pathname = `/${name}`;
    // A transaction of ours creates a table the first migration creates too, and waits: the migration blocks there,
    // inside its own transaction, after its first statements.
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('create table "wallet_ledger" (id int)');
      const s = await startServer({ DATA_DIR: dataDir(), DATABASE_URL: url.toString() }, false);
      procs.push(s);
      // Wait until the migration waits on our lock.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const w = await adminClient.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [name]);
        if (w.rows[0].n > 0) break;
        if (Date.now() > deadline || s.proc.exitCode !== null) throw new Error(`the migration never blocked:\n${s.log.join('')}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      s.proc.kill('SIGTERM');
      expect(await s.exited).toBe(143);
      expect(s.log.join('')).toContain('SIGTERM during start-up');
      await blocker.query('rollback');
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        // Nothing of the migration stayed: its first tables are gone and no migration is recorded.
        expect((await check.query(`select to_regclass('public.sessions') as t`)).rows[0].t).toBeNull();
        const recorded = await check.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as t`);
        if (recorded.rows[0].t) expect((await check.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(0);
      } finally {
        await check.end();
      }
    } finally {
      await blocker.end().catch(() => undefined);
      await adminClient.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminClient.end();
    }
  }, 120_000);
});
