import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClose, type RealtimeServerMessage } from '@mts/shared/realtime';
import { AccountStatus, ClueStatus } from '@mts/shared/status';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema/index.ts';
import { pgHandle } from '../src/db/postgres.ts';
import { mapDomainEvent, type MapLookups } from '../src/modules/realtime/map.ts';
import { categoryId, createUser, validClue } from './factories.ts';
import { buildTestApp, cleanupRedisPrefix, cleanupTestDatabases, injectAs, openTestDb, storeConfig, testDatabaseUrl, type ApiClient, type TestApp } from './helper.ts';
import { connectAs, openWs, type WsClient } from './ws-client.ts';

afterAll(cleanupTestDatabases);

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
};
const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ofType = (type: string, id?: number) => (m: RealtimeServerMessage) => m.type === type && (id === undefined || (m as { id?: number }).id === id);

describe('mapping domain events to pushes', () => {
  const lookups: MapLookups = { leadOwner: async (id) => (id === 7 ? 70 : null), releasedFollow: async (id) => (id === 7 ? { id: 3, userId: 30, status: 4 } : null) };
  const map = (e: Record<string, unknown>) => mapDomainEvent({ id: 7, userId: 1, ...e } as never, lookups);

  it('a published lead goes to the negotiators', async () => {
    expect(await map({ type: 'lead.publish', status: 0 })).toEqual([{ event: { type: 'lead.new', id: 7 }, audience: { kind: 'negotiators' } }]);
  });

  it('a lead leaving the pool: lead.taken to negotiators, lead.status to its owner (from the row, else looked up)', async () => {
    for (const type of ['lead.grab', 'lead.withdraw', 'lead.close', 'lead.publishGoods']) {
      expect(await map({ type, status: 90, row: { id: 7, ownerId: 5, status: 90 } })).toEqual([
        { event: { type: 'lead.taken', id: 7 }, audience: { kind: 'negotiators' } },
        { event: { type: 'lead.status', id: 7, status: 90 }, audience: { kind: 'user', userId: 5 } },
      ]);
    }
    expect((await map({ type: 'lead.grab', status: 10 }))[1]).toEqual({ event: { type: 'lead.status', id: 7, status: 10 }, audience: { kind: 'user', userId: 70 } });
  });

  it('a released lead: back in the pool, its owner told, the former holder told', async () => {
    expect(await map({ type: 'lead.release', userId: null, row: { ownerId: 5, status: 0 } })).toEqual([
      { event: { type: 'lead.new', id: 7 }, audience: { kind: 'negotiators' } },
      { event: { type: 'lead.status', id: 7, status: 0 }, audience: { kind: 'user', userId: 5 } },
      { event: { type: 'follow.changed', id: 3, status: 4 }, audience: { kind: 'user', userId: 30 } },
    ]);
    const carried = await map({ type: 'lead.release', userId: null, row: { ownerId: 5, status: 0 }, holderId: 31, followId: 9 });
    expect(carried[2]).toEqual({ event: { type: 'follow.changed', id: 9, status: 4 }, audience: { kind: 'user', userId: 31 } });
  });

  it('blocks go to the blocker only; pre-orders to the business followers; an edit and unknown events push nothing', async () => {
    expect(await map({ type: 'lead.block', userId: 4 })).toEqual([{ event: { type: 'lead.blocked', id: 7 }, audience: { kind: 'user', userId: 4 } }]);
    expect(await map({ type: 'preOrder.block', userId: 4 })).toEqual([{ event: { type: 'preOrder.blocked', id: 7 }, audience: { kind: 'user', userId: 4 } }]);
    expect(await map({ type: 'preOrder.confirm' })).toEqual([{ event: { type: 'preOrder.new', id: 7 }, audience: { kind: 'businessFollowers' } }]);
    expect(await map({ type: 'preOrder.grab' })).toEqual([{ event: { type: 'preOrder.taken', id: 7 }, audience: { kind: 'businessFollowers' } }]);
    expect(await map({ type: 'preOrder.cancel' })).toEqual([{ event: { type: 'preOrder.taken', id: 7 }, audience: { kind: 'businessFollowers' } }]);
    // A new intention order: its negotiator's follow list reloads (his new trade item).
    expect(await map({ type: 'preOrder.create', negotiatorId: 9, followId: 11 })).toEqual([{ event: { type: 'follow.changed', id: 11, status: 1 }, audience: { kind: 'user', userId: 9 } }]);
    // One on goods without a negotiator enters the negotiators' pool; taken from it or cancelled there, it leaves.
    expect(await map({ type: 'preOrder.create', negotiatorId: null, followId: null })).toEqual([{ event: { type: 'preOrder.poolNew', id: 7 }, audience: { kind: 'negotiators' } }]);
    expect(await map({ type: 'preOrder.take', row: { negotiatorId: 9, status: 10 } })).toEqual([{ event: { type: 'preOrder.poolTaken', id: 7 }, audience: { kind: 'negotiators' } }]);
    expect(await map({ type: 'preOrder.cancel', row: { negotiatorId: null, status: 90 } })).toEqual([
      { event: { type: 'preOrder.taken', id: 7 }, audience: { kind: 'businessFollowers' } },
      { event: { type: 'preOrder.poolTaken', id: 7 }, audience: { kind: 'negotiators' } },
    ]);
    expect(await map({ type: 'preOrder.cancel', row: { negotiatorId: 9, status: 90 } })).toEqual([{ event: { type: 'preOrder.taken', id: 7 }, audience: { kind: 'businessFollowers' } }]);
    expect(await map({ type: 'lead.edit', row: { ownerId: 5 } })).toEqual([]);
    expect(await map({ type: 'goods.shelfOn' })).toEqual([]);
  });

  it('money an operator moved (deposit confirmed, withdrawal paid or refused) goes to the wallet’s owner only', async () => {
    expect(await map({ type: 'wallet.depositConfirm', ownerId: 5 })).toEqual([{ event: { type: 'wallet.changed', id: 7, kind: 'deposit' }, audience: { kind: 'user', userId: 5 } }]);
    for (const type of ['wallet.withdrawalPay', 'wallet.withdrawalRefuse']) {
      expect(await map({ type, ownerId: 6 })).toEqual([{ event: { type: 'wallet.changed', id: 7, kind: 'withdrawal' }, audience: { kind: 'user', userId: 6 } }]);
    }
    expect(await map({ type: 'wallet.depositConfirm' })).toEqual([]);
  });

  it('orders: a drawn contract is a new seller slot for the business followers and news for its people; taken, confirmed, returned', async () => {
    const users = (...userIds: number[]) => ({ kind: 'users', userIds });
    expect(await map({ type: 'order.generate', status: 1, preOrderId: 70, buyerId: 2, sellerId: 3, buyerFollowerId: 4 })).toEqual([
      { event: { type: 'preOrder.new', id: 70 }, audience: { kind: 'businessFollowers' } },
      { event: { type: 'order.status', id: 7, status: 1 }, audience: users(2, 3, 4) },
    ]);
    expect(await map({ type: 'order.takeSellerSide', status: 1, preOrderId: 70, row: { buyerFollowerId: 4, status: 1 } })).toEqual([
      { event: { type: 'preOrder.taken', id: 70 }, audience: { kind: 'businessFollowers' } },
      { event: { type: 'order.status', id: 7, status: 1 }, audience: users(4) },
    ]);
    for (const type of ['order.confirmContract', 'order.rejectContract']) {
      expect(await map({ type, status: 5, row: { buyerId: 2, sellerId: 3, buyerFollowerId: 4, sellerFollowerId: 5, status: 5 } })).toEqual([
        { event: { type: 'order.status', id: 7, status: 5 }, audience: users(2, 3, 4, 5) },
      ]);
    }
    for (const type of ['follow.confirmContract', 'follow.rejectContract', 'follow.contractConfirmed']) {
      expect(await map({ type, status: 5, row: { userId: 4, status: 5 } })).toEqual([{ event: { type: 'follow.changed', id: 7, status: 5 }, audience: { kind: 'user', userId: 4 } }]);
    }
    expect(await map({ type: 'follow.contractReturned', holderId: 4, status: 1 })).toEqual([{ event: { type: 'follow.changed', id: 7, status: 1 }, audience: { kind: 'user', userId: 4 } }]);
  });
});

describe('the realtime websocket', () => {
  let t: TestApp;
  let base: string;
  let owner: ApiClient;
  let negotiator: ApiClient;
  let ordinary: ApiClient;
  let disabledToken: string;
  let ddr4: number;
  const open: WsClient[] = [];
  const track = (c: WsClient) => (open.push(c), c);

  beforeAll(async () => {
    t = await buildTestApp({ config: { redisUrl: null, realtime: { authTimeoutMs: 300, heartbeatMs: 60_000 } } });
    base = await listen(t.app);
    const db = t.handle.db;
    owner = await injectAs(t.app, (await createUser(db, 'verified')).mobile);
    negotiator = await injectAs(t.app, (await createUser(db, 'negotiator')).mobile);
    ordinary = await injectAs(t.app, (await createUser(db, 'ordinary')).mobile);
    const disabled = await injectAs(t.app, (await createUser(db, 'negotiator')).mobile);
    await db.update(users).set({ status: AccountStatus.Disabled }).where(eq(users.id, disabled.login!.userId));
    disabledToken = disabled.login!.token;
    ddr4 = await categoryId(db);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  it('answers a valid token with ready and a ping with pong', async () => {
    const c = track(await openWs(base));
    c.send({ type: 'auth', token: negotiator.login!.token });
    expect(await c.next(ofType('ready'))).toEqual({ type: 'ready', userId: negotiator.login!.userId });
    c.send({ type: 'ping' });
    const pong = await c.next<{ type: 'pong'; at: string }>(ofType('pong'));
    expect(Number.isNaN(Date.parse(pong.at))).toBe(false);
    // Junk after auth is ignored: the socket stays open and still answers.
    c.send('not json');
    c.send({ type: 'subscribe', all: true });
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    c.messages.length = 0;
    c.send({ type: 'ping' });
    await c.next(ofType('pong'));
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('closes 4401 for an unknown token, a disabled account or a first message that is not auth', async () => {
    for (const first of [{ type: 'auth', token: 'x'.repeat(43) }, { type: 'auth', token: disabledToken }, { type: 'ping' }, 'garbage']) {
      const c = await openWs(base);
      c.send(first);
      expect(await c.closed).toBe(RealtimeClose.Unauthorized);
      expect(c.messages).toEqual([]);
    }
  });

  it('closes 4408 when no auth message comes in time', async () => {
    const c = await openWs(base);
    expect(await c.closed).toBe(RealtimeClose.AuthTimeout);
  });

  it('closes an oversized message (1009)', async () => {
    const c = await openWs(base);
    c.send({ type: 'auth', token: 'x'.repeat(5000) });
    expect(await c.closed).toBe(1009);
  });

  it('pushes lead.new to negotiators when a lead is published and lead.taken when it is withdrawn; the owner gets lead.status', async () => {
    const tab1 = track(await connectAs(base, negotiator.login!.token));
    const tab2 = track(await connectAs(base, negotiator.login!.token));
    const plain = track(await connectAs(base, ordinary.login!.token));
    const own = track(await connectAs(base, owner.login!.token));
    const res = await owner.post('/clue/publish', validClue({ categoryId: ddr4 }));
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    // Every tab of the negotiator, once each.
    for (const tab of [tab1, tab2]) expect(await tab.next(ofType('lead.new', id))).toEqual({ type: 'lead.new', id });
    expect((await owner.post(`/clue/${id}/withdraw`)).status).toBe(200);
    expect(await tab1.next(ofType('lead.taken', id))).toEqual({ type: 'lead.taken', id });
    expect(await own.next(ofType('lead.status', id))).toEqual({ type: 'lead.status', id, status: ClueStatus.Withdrawn });
    await tab2.next(ofType('lead.taken', id));
    await quiet(100);
    expect(tab1.messages.filter((m) => 'id' in m && m.id === id).map((m) => m.type)).toEqual(['lead.new', 'lead.taken']);
    // Neither an ordinary user nor the owner (not a negotiator) sees the pool's events.
    expect(plain.messages.filter((m) => m.type !== 'ready')).toEqual([]);
    expect(own.messages.filter((m) => m.type.startsWith('lead.') && m.type !== 'lead.status')).toEqual([]);
  });

  it('a grab by one negotiator reaches the other (the lead leaves his pool) and the owner; a block reaches the blocker only', async () => {
    const second = await injectAs(t.app, (await createUser(t.handle.db, 'negotiator')).mobile);
    const mine = track(await connectAs(base, negotiator.login!.token));
    const theirs = track(await connectAs(base, second.login!.token));
    const own = track(await connectAs(base, owner.login!.token));
    const publish = async () => (await owner.post('/clue/publish', validClue({ categoryId: ddr4 }))).body.data.id as number;
    const grabbed = await publish();
    await theirs.next(ofType('lead.new', grabbed));
    expect((await negotiator.post('/bizOppor/followUp', { id: grabbed })).status).toBe(200);
    expect(await theirs.next(ofType('lead.taken', grabbed))).toEqual({ type: 'lead.taken', id: grabbed });
    expect(await own.next(ofType('lead.status', grabbed))).toEqual({ type: 'lead.status', id: grabbed, status: ClueStatus.Grabbed });
    const pool = await second.get('/bizOppor/tprPendingFollowList?pageSize=100');
    expect(pool.body.rows.some((r: { id: number }) => r.id === grabbed)).toBe(false);

    const blocked = await publish();
    await mine.next(ofType('lead.new', blocked));
    expect((await negotiator.post('/bizOppor/blockBizOpporMsg', { bizMsgId: blocked, blockType: 10 })).status).toBe(200);
    expect(await mine.next(ofType('lead.blocked', blocked))).toEqual({ type: 'lead.blocked', id: blocked });
    await quiet(100);
    expect(theirs.messages.some(ofType('lead.blocked', blocked))).toBe(false);
  });

  it('delivers events published on the bus to their audience (blocks to the blocker only)', async () => {
    const c = track(await connectAs(base, negotiator.login!.token));
    const other = await createUser(t.handle.db, 'negotiator');
    const otherWs = track(await connectAs(base, (await injectAs(t.app, other.mobile)).login!.token));
    t.app.events.publish({ type: 'lead.block', id: 999, userId: negotiator.login!.userId });
    expect(await c.next(ofType('lead.blocked', 999))).toEqual({ type: 'lead.blocked', id: 999 });
    await quiet(100);
    expect(otherWs.messages.some(ofType('lead.blocked'))).toBe(false);
  });

  it('forgets a closed socket', async () => {
    const before = t.app.realtime.size;
    const c = await connectAs(base, ordinary.login!.token);
    expect(t.app.realtime.size).toBe(before + 1);
    await c.close();
    await expect.poll(() => t.app.realtime.size).toBe(before);
  });

  it('terminates a socket that misses two heartbeats', async () => {
    const app = await buildApp({ db: await openTestDb('pglite'), config: { webDist: '/nonexistent-web-dist', redisUrl: null, realtime: { authTimeoutMs: 1000, heartbeatMs: 50 } } });
    try {
      const b = await listen(app);
      const login = await injectAs(app, (await createUser(app.db, 'negotiator')).mobile);
      const alive = await connectAs(b, login.login!.token);
      const dead = await connectAs(b, login.login!.token);
      // A client that stops answering pings (ws answers them automatically: pause its socket).
      dead.ws.pause();
      await quiet(400);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      expect(app.realtime.size).toBe(1);
      await alive.close();
      dead.ws.terminate();
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('realtime across two instances over Redis', () => {
  it('a lead published through A reaches a negotiator on B exactly once', async () => {
    const redis = storeConfig('redis', 'rt');
    // Two apps on one PostgreSQL database and one Redis prefix, as two processes behind a balancer would be.
    const url = await testDatabaseUrl();
    const handles = [pgHandle(url, 4), pgHandle(url, 4)];
    const apps: FastifyInstance[] = [];
    try {
      for (const db of handles) apps.push(await buildApp({ db, config: { webDist: '/nonexistent-web-dist', ...redis } }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const [baseA, baseB] = [await listen(a), await listen(b)];
      const db = a.db;
      const owner = await injectAs(a, (await createUser(db, 'verified')).mobile);
      const neg = await injectAs(a, (await createUser(db, 'negotiator')).mobile);
      const onB = await connectAs(baseB, neg.login!.token);
      const onA = await connectAs(baseA, neg.login!.token);
      const res = await owner.post('/clue/publish', validClue({ categoryId: await categoryId(db) }));
      const id = res.body.data.id as number;
      expect(await onB.next(ofType('lead.new', id))).toEqual({ type: 'lead.new', id });
      await onA.next(ofType('lead.new', id));
      await quiet(300);
      expect(onB.messages.filter(ofType('lead.new', id))).toHaveLength(1);
      expect(onA.messages.filter(ofType('lead.new', id))).toHaveLength(1);
      await Promise.all([onA.close(), onB.close()]);
    } finally {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await cleanupRedisPrefix(redis.redisPrefix);
    }
  }, 60_000);
});
