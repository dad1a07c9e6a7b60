import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { API_BASE } from '@mts/shared/constants';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { createPglite, pgliteHandle } from '../src/db/pglite.ts';
import { pgHandle } from '../src/db/postgres.ts';
import { seedDemoData } from '../src/db/seed/index.ts';

export type Driver = 'pglite' | 'pg';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  /** GET under the API base; returns HTTP status and parsed body (its shape is what the tests assert). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api: (path: string, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

// One migrated, seeded template per test file and driver; each app gets a copy, so writes stay local.
let pgliteTemplate: Promise<PGlite> | undefined;
let pgTemplate: Promise<string> | undefined;
const createdDatabases: string[] = [];

const adminUrl = () => process.env.TEST_DATABASE_URL!;
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const uniqueName = (kind: string) => `mts_test_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;

async function seededPgTemplate(): Promise<string> {
  const name = uniqueName('tpl');
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  createdDatabases.push(name);
  const handle = pgHandle(withDatabase(adminUrl(), name), 2);
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
  return name;
}

async function seededPglite(): Promise<PGlite> {
  const client = await createPglite();
  const handle = pgliteHandle(client);
  await handle.migrate();
  await seedDemoData(handle.db);
  return client;
}

/** A migrated database with the demo data, private to the caller. */
export async function openTestDb(driver: Driver): Promise<DbHandle> {
  if (driver === 'pglite') {
    pgliteTemplate ??= seededPglite();
    // clone() returns a PGlite, typed as its interface.
    return pgliteHandle((await (await pgliteTemplate).clone()) as PGlite);
  }
  return pgHandle(await testDatabaseUrl(), 4);
}

/** A private copy of the seeded PostgreSQL template (TEST_DATABASE_URL): its URL, for several handles (instances) on it. */
export async function testDatabaseUrl(): Promise<string> {
  pgTemplate ??= seededPgTemplate();
  const template = await pgTemplate;
  const name = uniqueName('db');
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  createdDatabases.push(name);
  return withDatabase(adminUrl(), name);
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'db'> {
  driver?: Driver;
}

export async function buildTestApp({ driver = 'pglite', config, ...rest }: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDb(driver);
  const app = await buildApp({
    ...rest,
    db: handle,
    // No web build in tests unless a test asks for one.
    config: { webDist: '/nonexistent-web-dist', ...config },
  });
  const base = config?.apiBase ?? API_BASE;
  return {
    app,
    handle,
    api: (path, headers = {}) => call(app, 'GET', path, { headers, apiBase: base }),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Drops this file's databases; call from afterAll. */
export async function cleanupTestDatabases(): Promise<void> {
  if (pgliteTemplate) await (await pgliteTemplate).close();
  pgliteTemplate = undefined;
  if (!createdDatabases.length) return;
  const names = createdDatabases.splice(0).reverse();
  await admin(async (c) => {
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  pgTemplate = undefined;
}

// ---- Identity helpers ----

export type StoreKind = 'memory' | 'redis';
/** The memory store always; Redis as well when TEST_REDIS_URL is set. */
export const STORES: StoreKind[] = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

/** App config for a store: Redis with a key prefix unique to the test file and run (see cleanupRedisPrefix). */
export function storeConfig(kind: StoreKind, name: string): Partial<AppConfig> {
  if (kind === 'memory') return { redisUrl: null };
  return { redisUrl: process.env.TEST_REDIS_URL!, redisPrefix: `mts-test:${name}:${process.pid}:${randomBytes(3).toString('hex')}:` };
}

/** Deletes every key under a prefix; call after the app using it has closed. */
export async function cleanupRedisPrefix(prefix: string | undefined): Promise<void> {
  if (!prefix || !process.env.TEST_REDIS_URL) return;
  const redis = new Redis(process.env.TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export const nextIp = () => `10.${(process.pid >> 8) & 255}.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

export interface LoggedIn {
  token: string;
  userId: number;
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Logs in through the real API: send a code, read it from the dev outbox, POST /login (like fastify/demo's injectAs). */
export async function loginAs(app: FastifyInstance, mobile: string, opts: { ip?: string; platform?: 'H5' | 'PC'; apiBase?: string } = {}): Promise<LoggedIn> {
  const base = opts.apiBase ?? API_BASE;
  const remoteAddress = opts.ip ?? nextIp();
  const platform = opts.platform ?? 'H5';
  const sent = await app.inject({ method: 'POST', url: `${base}/sms/getMobileVerificationCode`, payload: { mobile }, remoteAddress });
  if (sent.json().code !== 200) throw new Error(`send code for ${mobile}: ${sent.body}`);
  const outbox = (await app.inject({ method: 'GET', url: `${base}/dev/outbox` })).json().data;
  const code = outbox.sms.find((s: { mobile: string }) => s.mobile === mobile).code;
  const res = await app.inject({ method: 'POST', url: `${base}/login`, payload: { mobile, smsCode: code }, headers: { platform }, remoteAddress });
  const body = res.json();
  if (body.code !== 200) throw new Error(`login ${mobile}: ${res.body}`);
  return { token: body.data.token, userId: body.data.userId, headers: { authorization: body.data.token, platform }, body };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: any };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any request under the API base: status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; ip?: string; apiBase?: string } = {},
): Promise<Reply> {
  const res = await app.inject({
    method,
    url: `${opts.apiBase ?? API_BASE}${path}`,
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    headers: opts.headers,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, body: res.json() };
}

type Query = Record<string, string | number | boolean | undefined>;

/** A client of the API as one caller: requests carry its token (none when anonymous). */
export interface ApiClient {
  /** The login, or null for an anonymous client. */
  login: LoggedIn | null;
  get(path: string, query?: Query): Promise<Reply>;
  post(path: string, body?: unknown): Promise<Reply>;
  put(path: string, body?: unknown): Promise<Reply>;
  delete(path: string, body?: unknown): Promise<Reply>;
}

const withQuery = (path: string, query?: Query) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (!entries.length) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
};

/**
 * The API as a caller (like fastify/demo's injectAs): anonymous without `who`; a mobile logs in through the
 * real API (loginAs), registering it on first login; an existing login is reused.
 */
export async function injectAs(app: FastifyInstance, who?: string | LoggedIn, opts: { platform?: 'H5' | 'PC'; apiBase?: string } = {}): Promise<ApiClient> {
  const login = who === undefined ? null : typeof who === 'string' ? await loginAs(app, who, opts) : who;
  const headers = login?.headers ?? (opts.platform ? { platform: opts.platform } : {});
  const send = (method: Method) => (path: string, body?: unknown) => call(app, method, path, { body, headers, apiBase: opts.apiBase });
  return {
    login,
    get: (path, query) => call(app, 'GET', withQuery(path, query), { headers, apiBase: opts.apiBase }),
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
  };
}

/** A TCP port free on 127.0.0.1 right now (for tests that start real server processes). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
