import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { AssistantMsg, Msg } from '@mts/shared/messages';
import { OrderStatus } from '@mts/shared/status';
import { appContext } from '../src/lib/context.ts';
import { priceStats } from '../src/modules/assistant/service.ts';
import { buildTestApp, cleanupRedisPrefix, cleanupTestDatabases, DRIVERS, loginAs, type LoggedIn, STORES, storeConfig, type TestApp } from './helper.ts';
import { createUser } from './factories.ts';
import { createOrder } from './money-factories.ts';
import { parseSse } from './sse.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('POST /ai/chat on %s', (driver) => {
  let t: TestApp;
  const ask = (question: unknown, login?: LoggedIn) =>
    t.app.inject({ method: 'POST', url: `${API_BASE}/ai/chat`, payload: { question }, headers: login?.headers ?? {} });

  beforeAll(async () => {
    t = await buildTestApp({ driver, config: { rateLimit: { loginPerMinute: 100, captchaPerMinute: 100, uploadPerMinute: 30, userLookupPerMinute: 30, aiChatPerMinute: 3 } } });
  });
  afterAll(() => t.close());

  it('needs a login and a question (JSON envelopes, nothing streamed)', async () => {
    const anon = await ask('K4A8G165WC-BCTD 什么价');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe(401);
    const me = await loginAs(t.app, (await createUser(t.handle.db)).mobile);
    const empty = await ask('   ', me);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain(AssistantMsg.question);
    expect((await ask('a\u0000b', me)).statusCode).toBe(400);
  });

  it('streams the answer in several chunks, then the citations; the figures are the database’s', async () => {
    const me = await loginAs(t.app, (await createUser(t.handle.db)).mobile);
    const res = await ask('K4A8G165WC-BCTD 现在什么价？有多少现货？', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = parseSse(res.body);
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(1);
    expect(events.at(-1)!.event).toBe('done');
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
    const text = chunks.map((c) => c.data.text).join('');
    const stats = await priceStats(appContext(t.app), 'K4A8G165WC-BCTD');
    expect(text).toContain(`目前有 ${stats.listings} 条现货货源，合计 ${stats.totalQuantity.toLocaleString('en-US')} 片`);
    for (const c of stats.currencies) expect(text).toContain((c.min / 100).toFixed(2));
    const done = events.at(-1)!.data;
    expect(done.intent).toBe('price_stock');
    expect(done.citations.map((c: { id: number }) => c.id)).toEqual(stats.citations.map((c) => c.id));
    expect(done.citations[0].path).toBe(`/prodetail/${stats.citations[0]!.id}`);
  });

  it('answers each question class', async () => {
    const me = await loginAs(t.app, (await createUser(t.handle.db)).mobile);
    const cases: [string, string, RegExp][] = [
      ['帮我找 三星 DDR4 的现货', 'find_goods', /按「三星 DDR4」筛选，共找到 \d+ 条现货货源/],
      ['H5AN8G6NDJR-XNC 是什么规格', 'decode', /品牌 海力士（SK hynix），类型 DDR4，容量 8Gb，位宽 x16，速率 3200 MT\/s（速度代码 XN）/],
    ];
    for (const [q, intent, re] of cases) {
      const events = parseSse((await ask(q, me)).body);
      expect(events.at(-1)!.data.intent, q).toBe(intent);
      expect(events.filter((e) => e.event === 'chunk').map((c) => c.data.text).join(''), q).toMatch(re);
    }
    // Nothing with every filter: the answer says so and offers the same words without them.
    const relaxed = parseSse((await ask('2000 片 MT40A 24+ 原装', me)).body);
    const relaxedText = relaxed.filter((e) => e.event === 'chunk').map((c) => c.data.text).join('');
    // (The seeded MT40A supply is not 原装 24+.)
    expect(relaxedText).toContain('按「MT40A、原装、批号 24+」筛选，共找到 0 条现货货源。');
    expect(relaxedText).toMatch(/不限成色、批号和币种时有 [1-9]\d* 条/);
    const relaxedCites = relaxed.at(-1)!.data.citations as { partNumber: string }[];
    expect(relaxedCites.length).toBeGreaterThan(0);
    expect(relaxedCites.every((c) => c.partNumber.startsWith('MT40A'))).toBe(true);
    const me2 = await loginAs(t.app, (await createUser(t.handle.db)).mobile);
    const cmp = parseSse((await ask('K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜', me2)).body);
    expect(cmp.at(-1)!.data.intent).toBe('compare');
    expect(cmp.map((e) => e.data.text ?? '').join('')).toMatch(/更便宜|两者相同|无法直接比较/);
    const draft = parseSse((await ask('帮我发一个求购：MT40A1G16TB 2000 片', me2)).body).at(-1)!.data;
    expect(draft.intent).toBe('draft_demand');
    expect(draft.draft.form).toMatchObject({ type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000, brand: '美光' });
    expect(draft.draft.path).toBe('/source/publish');
  });

  it('my orders: the caller’s only', async () => {
    const [a, b, c] = await Promise.all([createUser(t.handle.db), createUser(t.handle.db), createUser(t.handle.db)]);
    const mine = await createOrder(t.handle.db, { buyerId: a.id, sellerId: b.id, status: OrderStatus.AwaitingPayment });
    const other = await createOrder(t.handle.db, { buyerId: b.id, sellerId: c.id, status: OrderStatus.AwaitingShipment });
    const text = async (mobile: string) =>
      parseSse((await ask('我的订单到哪一步了，有几个待付款', await loginAs(t.app, mobile))).body)
        .filter((e) => e.event === 'chunk')
        .map((e) => e.data.text)
        .join('');
    const forA = await text(a.mobile);
    expect(forA).toContain(mine.order.orderNo);
    expect(forA).toContain('待付款 1 个');
    expect(forA).not.toContain(other.order.orderNo);
    const forC = await text(c.mobile);
    expect(forC).toContain(other.order.orderNo);
    expect(forC).not.toContain(mine.order.orderNo);
  });

  it('arrives over a real socket in more than one read', async () => {
    const me = await loginAs(t.app, (await createUser(t.handle.db)).mobile);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${API_BASE}/ai/chat`, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ question: 'K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜' }),
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let reads = 0;
    let body = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      reads++;
      body += decoder.decode(value, { stream: true });
    }
    expect(parseSse(body).filter((e) => e.event === 'chunk').length).toBeGreaterThan(1);
    expect(reads).toBeGreaterThan(1);
  });
});

describe.each(STORES)('POST /ai/chat rate limit with the %s store', (store) => {
  const limits = { loginPerMinute: 100, captchaPerMinute: 100, uploadPerMinute: 30, userLookupPerMinute: 30, aiChatPerMinute: 3 };
  const cfg = { ...storeConfig(store, 'ai-chat'), rateLimit: limits };
  let one: TestApp;
  beforeAll(async () => {
    one = await buildTestApp({ config: cfg });
  });
  afterAll(async () => {
    await one.close();
    await cleanupRedisPrefix(cfg.redisPrefix);
  });
  const ask = (app: TestApp, login: LoggedIn) => app.app.inject({ method: 'POST', url: `${API_BASE}/ai/chat`, payload: { question: '你好' }, headers: login.headers });

  it('limits each user per minute (429 envelope), not the next user', async () => {
    const me = await loginAs(one.app, (await createUser(one.handle.db)).mobile);
    for (let i = 0; i < 3; i++) expect((await ask(one, me)).statusCode).toBe(200);
    const limited = await ask(one, me);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: Msg.tooManyRequests });
    const next = await loginAs(one.app, (await createUser(one.handle.db)).mobile);
    expect((await ask(one, next)).statusCode).toBe(200);
  });
});
