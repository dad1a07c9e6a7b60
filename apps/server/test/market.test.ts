/**
 * 行情 (issue 25) through the API, against hand-computed fixtures: asks, bids and deals of a day; currencies kept
 * apart; outliers dropped (and the index unmoved); 数据不足 under 5 days; the panel's badge; the CSV; the rebuild
 * equal to the incremental result; indices, movers and search on the demo history; alerts (bad input, 50 per user,
 * once per crossing, re-armed, the domain event and its realtime push). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, GoodsType } from '@mts/shared/constants';
import { MARKET_BASKETS, MARKET_CSV_HEADER } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import { GoodsStatus, OrderStatus } from '@mts/shared/status';
import { goods, orders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { addDays, chinaDay } from '../src/modules/market/figures.ts';
import { rebuildAll } from '../src/modules/market/rollup.ts';
import { ensureMarket } from '../src/modules/market/updater.ts';
import { answer } from '../src/modules/assistant/engine.ts';
import { appContext } from '../src/lib/context.ts';
import { baseOf } from '../src/modules/market/service.ts';
import { mapDomainEvent, dbLookups } from '../src/modules/realtime/map.ts';
import { createGoods, createUser } from './factories.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type ApiClient, type TestApp } from './helper.ts';
import { createOrder } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const DAY = 86_400_000;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

describe.each(DRIVERS)('行情 (%s)', (driver) => {
  // A fixed instant: China noon of the real date, so the demo history (seeded up to today) lines up.
  const clock = new ManualClock(Date.parse(`${chinaDay(Date.now())}T04:00:00Z`));
  const today = chinaDay(clock.now());
  let t: TestApp;
  let app: FastifyInstance;
  let anon: ApiClient;
  let seller: number;
  let seq = 0;
  const events: DomainEvent[] = [];
  /** A part number no other test (or run) uses. */
  const pn = (prefix = 'MKT') => `${prefix}${process.pid % 10000}X${++seq}-${driver === 'pg' ? 'P' : 'L'}`;

  /** A listing (type 1 ask / 2 bid) updated `daysAgo` days ago (China noon). */
  async function listing(model: string, price: number, opts: { daysAgo?: number; currency?: 0 | 10; type?: 1 | 2; status?: 0 | 1 } = {}) {
    const g = await createGoods(app.db, seller, { goodsModel: model, priceMin: price, priceUnit: opts.currency ?? 0, type: opts.type ?? GoodsType.Supply, status: opts.status ?? GoodsStatus.OnShelf });
    await app.db
      .update(goods)
      .set({ updatedAt: new Date(clock.now() - (opts.daysAgo ?? 0) * DAY) })
      .where(eq(goods.id, g.id));
    return g;
  }
  /** A completed order of `qty` pieces at `price` on a listing of `model`, completed `daysAgo` days ago. */
  async function deal(model: string, price: number, qty: number, opts: { daysAgo?: number; currency?: 0 | 10 } = {}) {
    const g = await listing(model, price, { daysAgo: 400, currency: opts.currency, status: 1 });
    const buyer = await createUser(app.db, 'verified');
    const { order } = await createOrder(app.db, { buyerId: buyer.id, sellerId: seller, priceUnit: opts.currency ?? 0 });
    await app.db
      .update(orders)
      .set({ goodsId: g.id, price, quantity: qty, amount: price * qty, priceUnit: opts.currency ?? 0, status: OrderStatus.Completed, completedAt: new Date(clock.now() - (opts.daysAgo ?? 0) * DAY) })
      .where(eq(orders.id, order.id));
  }
  const recompute = async (...models: string[]) => {
    app.market.markModels(await Promise.all(models.map((m) => baseOf(app.db, m))));
    await app.market.idle();
  };
  const part = (model: string, currency = 0, days = 90) => anon.get('/market/part', { model, currency, days });

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, config: { redisUrl: null } });
    app = t.app;
    anon = await injectAs(app);
    seller = (await createUser(app.db, 'verified')).id;
    app.events.subscribe((e) => {
      if (e.type === 'market.alertFired') events.push(e);
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('asks, bids and deals of a day, by hand; the currencies apart', async () => {
    const m = pn();
    // Two days ago: asks 10.00 11.00 12.00.
    for (const p of [1000, 1100, 1200]) await listing(m, p, { daysAgo: 2 });
    // Yesterday: asks 9.00 … 13.00 plus ¥1.00 and ¥10,000,000.00; bids 8.00 8.50; deals 100 × 10.00, 300 × 12.00.
    for (const p of [900, 1000, 1100, 1200, 1300, 100, 1_000_000_000]) await listing(m, p, { daysAgo: 1 });
    for (const p of [800, 850]) await listing(m, p, { daysAgo: 1, type: GoodsType.Demand });
    await deal(m, 1000, 100, { daysAgo: 1 });
    await deal(m, 1200, 300, { daysAgo: 1 });
    // The same part in dollars yesterday: its own row.
    await listing(m, 150, { daysAgo: 1, currency: 10 });
    await recompute(m);

    const cny = await part(m, 0);
    expect(cny.status).toBe(200);
    expect(cny.body.data.rows).toEqual([
      { day: addDays(today, -2), askLow: 1000, askMedian: 1100, askCount: 3, bidHigh: null, bidMedian: null, bidCount: 0, dealVwap: null, dealLow: null, dealHigh: null, dealQty: 0, dealCount: 0 },
      { day: addDays(today, -1), askLow: 900, askMedian: 1100, askCount: 5, bidHigh: 850, bidMedian: 825, bidCount: 2, dealVwap: 1150, dealLow: 1000, dealHigh: 1200, dealQty: 400, dealCount: 2 },
    ]);
    expect(cny.body.data).toMatchObject({ display: m, currency: 0, insufficient: true, points: 2, lastDeal: { price: 1150, day: addDays(today, -1) } });
    expect(cny.body.data.series).toHaveLength(90);
    expect(cny.body.data.series.at(-2)).toEqual({ day: addDays(today, -1), deal: 1150, askLow: 900, bidHigh: 850 });
    // Today's ask side is the shelf (every listing of it on the shelf now, outliers out): 9.00 … 13.00 and 10.00 … 12.00.
    expect(cny.body.data.ask).toEqual({ low: 900, median: 1100, count: 8 });
    expect(cny.body.data.bid).toEqual({ high: 850, median: 825, count: 2 });

    const usd = await part(m, 10);
    expect(usd.body.data.rows).toEqual([
      { day: addDays(today, -1), askLow: 150, askMedian: 150, askCount: 1, bidHigh: null, bidMedian: null, bidCount: 0, dealVwap: null, dealLow: null, dealHigh: null, dealQty: 0, dealCount: 0 },
    ]);
    expect(usd.body.data.lastDeal).toBeNull();
  });

  it('a part number written differently is the same part (mts_model_base)', async () => {
    const m = pn('H5AN8G6NDJR');
    await listing(`${m}`, 1000, { daysAgo: 1 });
    await listing(`${m} TR`, 1200, { daysAgo: 1 });
    await recompute(m);
    const r = await part(`${m.toLowerCase().replace(/-/g, ' ')}`, 0);
    expect(r.body.data.rows).toEqual([expect.objectContaining({ askLow: 1000, askCount: 2, askMedian: 1100 })]);
  });

  it('数据不足 under 5 days; the panel’s series and badge from 5 days on', async () => {
    const m = pn();
    for (let d = 1; d <= 4; d++) await listing(m, 1000, { daysAgo: d });
    const mine = await listing(m, 900, { daysAgo: 0 });
    await recompute(m);
    // 5 days with figures (4 past + today's listing).
    let panel = await anon.get('/market/panel', { goodsId: mine.id });
    expect(panel.status).toBe(200);
    expect(panel.body.data).toMatchObject({ goodsId: mine.id, currency: 0, listingPrice: 900, insufficient: false, points: 5 });
    // On the shelf: 1000 ×4 and 900 → median 1000; 900 is 10 % below.
    expect(panel.body.data.ask).toEqual({ low: 900, median: 1000, count: 5 });
    expect(panel.body.data.badge).toEqual({ kind: 'below', pct: -0.1 });
    expect(panel.body.data.series).toHaveLength(90);
    expect(panel.body.data.series.at(-1)).toEqual({ day: today, deal: null, askLow: 900, bidHigh: null });

    const thin = pn();
    for (let d = 1; d <= 4; d++) await listing(thin, 1000, { daysAgo: d });
    const g = await listing(thin, 1000, { daysAgo: 1 });
    await recompute(thin);
    panel = await anon.get('/market/panel', { goodsId: g.id });
    expect(panel.body.data).toMatchObject({ insufficient: true, points: 4, badge: null });
  });

  it('changes against 7 and 30 days before (deal VWAP, else ask median)', async () => {
    const m = pn();
    await listing(m, 1000, { daysAgo: 30 });
    await listing(m, 1100, { daysAgo: 7 });
    await listing(m, 1210, { daysAgo: 0 });
    await recompute(m);
    const r = await part(m, 0);
    expect(r.body.data).toMatchObject({ change7d: 0.1, change30d: 0.21 });
  });

  it('a single outlier listing moves neither the figures nor the index', async () => {
    // A member of the SPI NOR 128Mb basket (¥): w25q128…
    const m = pn('W25Q128');
    for (let d = 1; d <= 5; d++) await listing(m, 260, { daysAgo: d });
    await recompute(m);
    const before = await anon.get('/market/indices', { currency: 0 });
    const nor = () => before.body.data.find((x: { code: string }) => x.code === 'NOR-128M');
    expect(nor()).toBeTruthy();
    const rowsBefore = (await part(m, 0)).body.data.rows;
    // Today: one ¥1 listing and one ¥10,000,000 listing, nothing else.
    await listing(m, 1, { daysAgo: 0 });
    await listing(m, 1_000_000_000, { daysAgo: 0 });
    await recompute(m);
    const after = await anon.get('/market/indices', { currency: 0 });
    expect(after.body.data.find((x: { code: string }) => x.code === 'NOR-128M')).toEqual(nor());
    expect((await part(m, 0)).body.data.rows).toEqual(rowsBefore);
  });

  it('the CSV export: UTF-8 with BOM, the header, prices in yuan', async () => {
    const m = pn();
    await listing(m, 1000, { daysAgo: 1 });
    await deal(m, 1050, 10, { daysAgo: 1 });
    await recompute(m);
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/market/part/export?model=${encodeURIComponent(m)}&currency=0` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('.csv');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(MARKET_CSV_HEADER.join(','));
    // (The deal's own listing was published 400 days ago: an ask of that day.)
    expect(lines.find((l) => l.startsWith(addDays(today, -1)))).toBe(`${addDays(today, -1)},10.50,10.50,10.50,10,10.00,10.00,1,,,0`);
  });

  it('bad input: Chinese messages, never a 500', async () => {
    expect(await part('', 0)).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.modelRequired) } });
    expect(await anon.get('/market/part', { model: 'K4A8G165WC', currency: 5 })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.currency) } });
    expect(await anon.get('/market/part', { model: 'K4A8G165WC', days: 30 })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.days) } });
    expect(await part('NOSUCHPART-0000-ZZ', 0)).toMatchObject({ status: 404, body: { msg: expect.stringContaining(MarketMsg.partNotFound) } });
    expect(await anon.get('/market/panel', { goodsId: 2_000_000_000 })).toMatchObject({ status: 404, body: { msg: expect.stringContaining(MarketMsg.goodsNotFound) } });
    expect(await anon.get('/market/panel', { goodsId: 'abc' })).toMatchObject({ status: 400 });
    expect(await anon.get('/market/index', { code: 'NOPE' })).toMatchObject({ status: 404, body: { msg: expect.stringContaining(MarketMsg.indexNotFound) } });
    expect(await anon.get('/market/search', { q: 'x'.repeat(65) })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.searchTooLong) } });
  });

  it('indices, movers and search on the demo history', async () => {
    const all = await anon.get('/market/indices');
    expect(all.status).toBe(200);
    expect(all.body.data.map((x: { code: string }) => x.code)).toEqual(MARKET_BASKETS.map((b) => b.code));
    const ddr4 = all.body.data.find((x: { code: string }) => x.code === 'DDR4-8G');
    expect(ddr4.value).toBeGreaterThan(500);
    expect(ddr4.spark).toHaveLength(30);
    expect(ddr4.spark.every((v: number | null) => typeof v === 'number')).toBe(true);
    expect(ddr4.asOf).toBe(today);

    const idx = await anon.get('/market/index', { code: 'DDR4-8G', days: 180 });
    expect(idx.body.data.series).toHaveLength(180);
    expect(idx.body.data.series[0].value).toBe(1000);
    expect(idx.body.data.parts.map((p: { display: string }) => p.display)).toContain('K4A8G165WC-BCTD');

    const movers = await anon.get('/market/movers', { currency: 10 });
    expect(movers.status).toBe(200);
    expect(movers.body.data.up.length + movers.body.data.down.length).toBeGreaterThan(0);
    for (const x of movers.body.data.up) expect(x.change).toBeGreaterThan(0);
    for (const x of movers.body.data.down) expect(x.change).toBeLessThan(0);
    expect(movers.body.data.up.every((x: { currency: number }) => x.currency === 10)).toBe(true);

    const found = await anon.get('/market/search', { q: 'k4a8g165wc-bc' });
    expect(found.body.data.map((x: { display: string; currency: number }) => `${x.display}|${x.currency}`)).toEqual(expect.arrayContaining(['K4A8G165WC-BCTD|10', 'K4A8G165WC-BCTD|0']));
    expect((await anon.get('/market/search', { q: 'k' })).body.data).toEqual([]);

    const seeded = await part('K4A8G165WC-BCTD', 10, 180);
    expect(seeded.body.data).toMatchObject({ insufficient: false, basket: 'DDR4-8G' });
    expect(seeded.body.data.rows.length).toBeGreaterThanOrEqual(180);
  });

  it('alerts: bad input, unknown part, 50 per user', async () => {
    const me = await injectAs(app, (await createUser(app.db, 'verified')).mobile);
    const m = pn();
    await listing(m, 1000, { daysAgo: 1 });
    await recompute(m);
    const body = (over: Record<string, unknown> = {}) => ({ model: m, currency: 0, kind: 'askBelow', threshold: 900, ...over });
    expect(await anon.post('/market/alert/create', body())).toMatchObject({ status: 401 });
    expect(await me.post('/market/alert/create', body({ threshold: -5 }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.thresholdPositive) } });
    expect(await me.post('/market/alert/create', body({ threshold: 0 }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.thresholdPositive) } });
    expect(await me.post('/market/alert/create', body({ threshold: 1.5 }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.thresholdRange) } });
    expect(await me.post('/market/alert/create', body({ threshold: undefined }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.thresholdRequired) } });
    expect(await me.post('/market/alert/create', body({ kind: 'bidAbove' }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.alertKind) } });
    expect(await me.post('/market/alert/create', body({ currency: 1 }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.currency) } });
    expect(await me.post('/market/alert/create', body({ model: 'NOSUCHPART-0000-ZZ' }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.unknownPart) } });
    expect((await me.post('/market/alert/create', body())).status).toBe(200);
    expect(await me.post('/market/alert/create', body())).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.alertDuplicate) } });
    for (let i = 1; i <= 49; i++) expect((await me.post('/market/alert/create', body({ threshold: i }))).status).toBe(200);
    expect(await me.post('/market/alert/create', body({ threshold: 51 }))).toMatchObject({ status: 400, body: { msg: expect.stringContaining(MarketMsg.tooManyAlerts) } });
    const list = await me.get('/market/alert/list');
    expect(list.body.data).toHaveLength(50);
    const other = await injectAs(app, (await createUser(app.db, 'verified')).mobile);
    expect(await other.post('/market/alert/delete', { id: list.body.data[0].id })).toMatchObject({ status: 404, body: { msg: expect.stringContaining(MarketMsg.alertNotFound) } });
    expect(await me.post('/market/alert/delete', { id: list.body.data[0].id })).toMatchObject({ status: 200, body: { msg: expect.stringContaining(MarketMsg.alertDeleted) } });
    expect((await me.post('/market/alert/create', body({ threshold: 51 }))).status).toBe(200);
  });

  it('alerts fire once per crossing, re-arm when the figure goes back, and push market.alert', async () => {
    const user = await createUser(app.db, 'verified');
    const me = await injectAs(app, user.mobile);
    const m = pn();
    await listing(m, 1000, { daysAgo: 1 });
    await recompute(m);
    const created = await me.post('/market/alert/create', { model: m, currency: 0, kind: 'askBelow', threshold: 950 });
    expect(created.body.data).toMatchObject({ display: m, kind: 'askBelow', threshold: 950, triggered: false, current: null, firedCount: 0 });
    const id = created.body.data.id as number;
    const mine = () => events.filter((e) => e.id === id);

    // Published below the threshold (through the domain event, as the publish paths do).
    const a = await listing(m, 940);
    app.events.publish({ type: 'goods.publish', id: a.id, userId: seller });
    await app.market.idle();

    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({ type: 'market.alertFired', id, userId: null, targetUserId: user.id, model: m, kind: 'askBelow', threshold: 950, value: 940, currency: 0, day: today });
    // Its realtime push goes to the owner.
    expect(await mapDomainEvent(mine()[0]!, dbLookups(app.db))).toEqual([
      { event: { type: 'market.alert', id, model: m, currency: 0, kind: 'askBelow', threshold: 950, value: 940, day: today }, audience: { kind: 'user', userId: user.id } },
    ]);

    // Still below (another, lower): no second alert.
    const b = await listing(m, 930);
    app.events.publish({ type: 'goods.publish', id: b.id, userId: seller });
    await app.market.idle();
    expect(mine()).toHaveLength(1);
    expect((await me.get('/market/alert/list')).body.data[0]).toMatchObject({ id, triggered: true, current: 930, firedCount: 1 });

    // Back above (both re-priced to 10.00): re-armed, nothing sent.
    await app.db.update(goods).set({ priceMin: 1000 }).where(eq(goods.id, a.id));
    await app.db.update(goods).set({ priceMin: 1000 }).where(eq(goods.id, b.id));
    app.events.publish({ type: 'goods.stockEdit', id: a.id, userId: seller });
    await app.market.idle();
    expect(mine()).toHaveLength(1);
    expect((await me.get('/market/alert/list')).body.data[0]).toMatchObject({ triggered: false, current: 1000 });

    // Crossing again: a second alert.
    const c = await listing(m, 900);
    app.events.publish({ type: 'goods.publish', id: c.id, userId: seller });
    await app.market.idle();
    expect(mine()).toHaveLength(2);
    expect((await me.get('/market/alert/list')).body.data[0]).toMatchObject({ triggered: true, firedCount: 2 });

    // dealAbove on a completed order (order.* with status 50).
    const hi = await me.post('/market/alert/create', { model: m, currency: 0, kind: 'dealAbove', threshold: 1100 });
    await deal(m, 1200, 50);
    const [o] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.price, 1200)).orderBy(sql`id desc`).limit(1);
    app.events.publish({ type: 'order.confirmReceipt', id: o!.id, userId: null, status: OrderStatus.Completed });
    await app.market.idle();
    expect(events.filter((e) => e.id === hi.body.data.id)).toHaveLength(1);
  });

  it('the assistant answers “现在什么价 / 最近涨了吗” from the figures, citing them', async () => {
    const m = pn('K4A8G165WC');
    // 8 days ago: 7 days before the newest day.
    await listing(m, 1000, { daysAgo: 8 });
    await deal(m, 1000, 100, { daysAgo: 8 });
    await listing(m, 1100, { daysAgo: 1 });
    await listing(m, 1150, { daysAgo: 1 });
    await deal(m, 1080, 200, { daysAgo: 1 });
    await deal(m, 1140, 200, { daysAgo: 1 });
    await recompute(m);
    const a = await answer(appContext(app), `${m} 现在什么价，最近涨了吗`);
    expect(a.intent).toBe('price_stock');
    const text = a.lines.join('\n');
    expect(text).toContain('行情');
    // Deals of yesterday: (1080×200 + 1140×200) / 400 = 11.10; asks 11.00 / median 11.25 (2 quotes); +11 % against 7 days before.
    expect(text).toContain(`最近成交均价 ¥11.10（${addDays(today, -1)}，2 笔共 400 片）`);
    expect(text).toContain(`卖价最低 ¥11.00、中位 ¥11.25（${addDays(today, -1)}，2 条报价）`);
    expect(text).toContain('近 7 天上涨 11.0%');
    const en = await answer(appContext(app), `what is the price of ${m} now?`);
    expect(en.lines.join('\n')).toContain('up 11.0% over 7 days');
  });

  it('the rebuild from scratch equals the incremental result', async () => {
    await app.market.idle();
    const snap = async () => ({
      daily: rowsOf(await app.db.execute(sql`select model, currency, to_char(day, 'YYYY-MM-DD') as day, ask_low, ask_median, ask_count, bid_high, bid_median, bid_count, deal_vwap, deal_low, deal_high, deal_qty::text, deal_count from market_daily order by model, currency, day`)),
      parts: rowsOf(await app.db.execute(sql`select model, currency, display, brand, days, to_char(last_day, 'YYYY-MM-DD') as last_day, price, change7d from market_parts order by model, currency`)),
      index: rowsOf(await app.db.execute(sql`select code, to_char(day, 'YYYY-MM-DD') as day, value, members from market_index_daily order by code, day`)),
    });
    const incremental = await snap();
    expect(incremental.daily.length).toBeGreaterThan(1000);
    const r = await rebuildAll(app.db, { batch: 7 });
    expect(r.parts).toBe(incremental.parts.length);
    const rebuilt = await snap();
    expect(rebuilt.daily).toEqual(incremental.daily);
    expect(rebuilt.parts).toEqual(incremental.parts);
    expect(rebuilt.index).toEqual(incremental.index);

    // A database from before the market tables: figures computed on start (here called directly), the same ones.
    await app.db.execute(sql`delete from market_daily`);
    await app.db.execute(sql`delete from market_parts`);
    await ensureMarket(app, true);
    expect((await snap()).daily).toEqual(incremental.daily);
  });
});
