/**
 * Realtime latency: from POST /clue/publish (the owner's request leaving) to the `lead.new` event arriving on a
 * connected negotiator's websocket. p50 / p99 / max over N publishes, one at a time.
 *
 * - one instance on PGlite (a fresh data folder), the negotiator on the same instance;
 * - with PostgreSQL and Redis (BENCH_DATABASE_URL or TEST_DATABASE_URL, BENCH_REDIS_URL or TEST_REDIS_URL, or
 *   --pg / --redis for the local defaults): two instances on one scratch database and one Redis prefix, the
 *   owner publishing through A and the negotiator connected to B (the event crosses over Redis pub/sub).
 *
 *   npm run bench:realtime                       # PGlite only (unless the variables above are set)
 *   BENCH_PUBLISHES=200 npm run bench:realtime -- --pg --redis --json realtime.json
 *
 * The users and their sessions are written into the database before the servers start (no SMS round trips).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { openDb } from '../../apps/server/src/db/client.ts';
import { categories, users } from '../../apps/server/src/db/schema/index.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/index.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.ts';
import { findOrRegister } from '../../apps/server/src/modules/users/service.ts';
import { GoodsType, PriceUnit } from '../../packages/shared/src/constants.ts';
import { API, makeDataDir, startServer } from '../lib/server.mjs';
import { finish, hasFlag, sized } from '../lib/report.mjs';

const N = sized('BENCH_PUBLISHES', 100, 10);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || (hasFlag('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || (hasFlag('--redis') ? 'redis://127.0.0.1:6379' : '');

/** Migrates and seeds `url`, makes a verified owner and a negotiator with sessions; returns their tokens and a leaf category. */
async function prepare(url) {
  const handle = await openDb(url);
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const ctx = { db: handle.db, clock: systemClock };
    const make = async (mobile, columns) => {
      const u = await findOrRegister(ctx, { mobile });
      await handle.db.update(users).set(columns).where(eq(users.id, u.id));
      return createSession(ctx, { userId: u.id, platform: 'H5', via: 'sms' });
    };
    const owner = await make('16600000001', { authnStatus: 1 });
    const negotiator = await make('16600000002', { authnStatus: 1, businessType: 10, shopStatus: 1 });
    const cats = await handle.db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
    const dram = cats.find((c) => c.name === 'DRAM颗粒');
    const ddr4 = cats.find((c) => c.name === 'DDR4' && c.parentId === dram?.id);
    return { owner, negotiator, categoryId: ddr4.id };
  } finally {
    await handle.close();
  }
}

async function connect(base, token) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${API}/ws`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((resolve, reject) => {
    ws.once('message', (d) => (JSON.parse(String(d)).type === 'ready' ? resolve() : reject(new Error(String(d)))));
    ws.once('close', (code) => reject(new Error(`closed ${code}`)));
  });
  return ws;
}

const clue = (categoryId, i) => ({
  type: GoodsType.Supply, categoryId, brand: 'Samsung', goodsModel: `K4A8G165WC-B${String(i).padStart(4, '0')}`, goodsName: 'DDR4 8Gb x16 2666 颗粒',
  quantity: 10000, moq: 100, priceUnit: PriceUnit.Dollar, priceMin: 1320, taxIncluded: false, dateCode: '23+', condition: '原装', package: 'FBGA96',
  deliveryPlace: '深圳', stockType: '现货', leadTime: '', contactName: '王先生', contactMobile: '13812345678', images: [], remark: '',
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Publishes N leads through `publishBase`, timing each until lead.new reaches the negotiator's socket on `listenBase`. */
async function measure(label, publishBase, listenBase, tokens, categoryId) {
  const ws = await connect(listenBase, tokens.negotiator);
  const times = [];
  for (let i = 0; i < N + 5; i++) {
    // The event may arrive before the HTTP reply: note the first lead.new after the request left.
    let resolveArrival;
    const arrival = new Promise((r) => (resolveArrival = r));
    const onMessage = (d) => {
      const m = JSON.parse(String(d));
      if (m.type === 'lead.new') resolveArrival({ id: m.id, at: performance.now() });
    };
    ws.on('message', onMessage);
    const t0 = performance.now();
    const res = await fetch(`${publishBase}${API}/clue/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.owner },
      body: JSON.stringify(clue(categoryId, i)),
    });
    const body = await res.json();
    if (body.code !== 200) throw new Error(`publish: ${JSON.stringify(body)}`);
    const got = await Promise.race([arrival, new Promise((_, rej) => setTimeout(() => rej(new Error('no lead.new in 5 s')), 5000))]);
    ws.off('message', onMessage);
    if (got.id !== body.data.id) throw new Error(`lead.new for ${got.id}, published ${body.data.id}`);
    if (i >= 5) times.push(got.at - t0); // the first five warm up
  }
  ws.close();
  times.sort((a, b) => a - b);
  const r = { p50: pct(times, 50), p99: pct(times, 99), max: times[times.length - 1] };
  console.log(`${label.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms   (n=${times.length})`);
  return r;
}

const figures = {};
console.log(`publish → lead.new on a negotiator's websocket, ${N} publishes one at a time\n`);

{
  const dataDir = makeDataDir('mts-bench-rt-');
  const tokens = await prepare(path.join(dataDir, 'pglite'));
  const server = await startServer({ dataDir, env: { REDIS_URL: '' } });
  try {
    const r = await measure('one instance, PGlite', server.base, server.base, tokens, tokens.categoryId);
    Object.assign(figures, { 'pglite p50 ms': r.p50, 'pglite p99 ms': r.p99 });
  } finally {
    await server.stop();
  }
}

if (PG_URL && REDIS_URL) {
  const name = `mts_bench_rt_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  await admin(`CREATE DATABASE "${name}"`);
  const env = { DATABASE_URL: u.toString(), REDIS_URL, REDIS_PREFIX: `mts-bench:rt:${process.pid}:` };
  const servers = [];
  try {
    const tokens = await prepare(u.toString());
    servers.push(await startServer({ env }), await startServer({ env }));
    const [a, b] = servers;
    const same = await measure('one instance of two, PostgreSQL + Redis', a.base, a.base, tokens, tokens.categoryId);
    const across = await measure('across instances (publish A → socket B)', a.base, b.base, tokens, tokens.categoryId);
    Object.assign(figures, { 'pg same p50 ms': same.p50, 'pg same p99 ms': same.p99, 'pg across p50 ms': across.p50, 'pg across p99 ms': across.p99 });
  } finally {
    for (const s of servers) await s.stop();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
} else {
  console.log('(set BENCH_DATABASE_URL and BENCH_REDIS_URL, or pass --pg --redis, for two instances over PostgreSQL and Redis)');
}

finish('realtime', figures, { publishes: N });
