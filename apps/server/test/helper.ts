import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_BASE } from '@mts/shared/constants';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { type DbHandle, pgHandle, pgliteHandle } from '../src/db/client.ts';
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
  const client = await PGlite.create();
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
  pgTemplate ??= seededPgTemplate();
  const template = await pgTemplate;
  const name = uniqueName('db');
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  createdDatabases.push(name);
  return pgHandle(withDatabase(adminUrl(), name), 4);
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
    api: async (path, headers = {}) => {
      const res = await app.inject({ method: 'GET', url: `${base}${path}`, headers });
      return { status: res.statusCode, body: res.json() };
    },
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
