/**
 * 询价 (RFQ, issue 24): the fan-out (who receives it, who does not), the 求购 in the demand pool with its 报价截止,
 * privacy of quotes, the deadline (a fake clock), quoting on one's own RFQ, two accepts at once, the intention order an
 * acceptance creates (through the 报价 path, into the negotiators' pool) and the others told, close, the deadline
 * sweep (idempotent) taking the 求购 off the shelf, and the realtime pushes reaching the recipients.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsType } from '@mts/shared/constants';
import { RfqMsg, TradeMsg } from '@mts/shared/messages';
import { GoodsStatus, PreOrderStatus, RfqQuoteStatus, RfqStatus } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { goods, preOrders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { appContext } from '../src/lib/context.ts';
import { rfqSweep } from '../src/modules/rfq/service.ts';
import { createGoods, createUser } from './factories.ts';
import { buildTestApp, cleanupTestDatabases, injectAs, type ApiClient, type TestApp } from './helper.ts';
import { connectAs, type WsClient } from './ws-client.ts';

afterAll(cleanupTestDatabases);

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const clock = new ManualClock(Date.UTC(2026, 5, 1, 2, 0, 0));
let t: TestApp;
let app: FastifyInstance;
let base: string;
let seq = 0;
/** A part number no other test uses. */
const pn = () => `K4A8G165WC-BC${process.pid % 1000}R${++seq}`;
const trader = async (): Promise<ApiClient> => injectAs(app, (await createUser(app.db, 'verified')).mobile);
const idOf = (api: ApiClient) => api.login!.userId;
/** A 货源 listing of `model` by `api`, last updated `daysAgo` days ago (on or off the shelf). */
async function listed(api: ApiClient, model: string, opts: { daysAgo?: number; status?: 0 | 1 } = {}) {
  const g = await createGoods(app.db, idOf(api), { goodsModel: model, status: opts.status ?? GoodsStatus.OnShelf });
  await app.db
    .update(goods)
    .set({ updatedAt: new Date(clock.now() - (opts.daysAgo ?? 1) * DAY) })
    .where(eq(goods.id, g.id));
  return g;
}
const deadlineIn = (ms: number) => new Date(clock.now() + ms).toISOString();
const ask = (api: ApiClient, model: string, extra: Record<string, unknown> = {}) =>
  api.post('/rfq/create', { lines: [{ goodsModel: model, brand: '三星', quantity: 1000, targetPrice: 3500, targetUnit: 0 }], deadline: deadlineIn(3 * DAY), ...extra });
const quoteBody = (rfqId: number, over: Record<string, unknown> = {}) => ({
  rfqId,
  price: 3400,
  priceUnit: 0,
  quantity: 1000,
  dateCode: '24+',
  condition: '原装',
  deliveryDate: new Date(clock.now() + 5 * DAY).toISOString().slice(0, 10),
  taxIncluded: true,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ clock, config: { redisUrl: null, realtime: { authTimeoutMs: 1000, heartbeatMs: 60_000 } } });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 60_000);
afterAll(() => t.close());

describe('fan-out', () => {
  it('reaches the traders who listed the part number (on or off shelf, last 90 days), not the buyer, not older or other listings', async () => {
    const model = pn();
    const [buyer, onShelf, offShelf, stale, other, sameBase] = [await trader(), await trader(), await trader(), await trader(), await trader(), await trader()];
    await listed(onShelf, model);
    await listed(offShelf, model.toLowerCase().replaceAll('-', ''), { status: GoodsStatus.OffShelf, daysAgo: 80 });
    await listed(stale, model, { daysAgo: 91 });
    await listed(other, pn());
    await listed(buyer, model);
    // The same part with a packing suffix (the BOM's base part number).
    await listed(sameBase, `${model}TR`);

    const res = await ask(buyer, model);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(RfqMsg.createOk);
    const [rfq] = res.body.data.list;
    expect(rfq).toMatchObject({ goodsModel: model, quantity: 1000, targetPrice: 3500, status: RfqStatus.Open, quoteCount: 0 });
    expect(rfq.rfqNo).toMatch(/^XJ20260601\d{6}$/);

    const received = async (api: ApiClient) => (await api.get('/rfq/list', { role: 'seller' })).body.rows.map((r: { id: number }) => r.id);
    expect(await received(onShelf)).toEqual([rfq.id]);
    expect(await received(offShelf)).toEqual([rfq.id]);
    expect(await received(sameBase)).toEqual([rfq.id]);
    expect(await received(stale)).toEqual([]);
    expect(await received(other)).toEqual([]);
    expect(await received(buyer)).toEqual([]);
    expect((await buyer.get('/rfq/list', { role: 'buyer' })).body.rows.map((r: { id: number }) => r.id)).toEqual([rfq.id]);

    // The 求购 in the demand pool: the buyer's, source 2, 报价截止 in its title and remark.
    const [g] = await app.db.select().from(goods).where(eq(goods.id, rfq.goodsId));
    expect(g).toMatchObject({ type: GoodsType.Demand, source: GoodsSource.Rfq, ownerId: idOf(buyer), status: GoodsStatus.OnShelf, quantity: 1000, priceMin: 3500 });
    expect(g!.deputyTitle).toContain('报价截止 2026-06-04 10:00');
    expect(g!.remark).toContain('报价截止 2026-06-04 10:00');
    // Its quotes go through the RFQ, not the plain 我要报价.
    const viaPreOrder = await onShelf.post('/preOrder/quote', {
      goodsId: g!.id, price: 3400, priceUnit: 0, quantity: 10, dateCode: '24+', condition: '原装', deliveryPlace: '深圳', deliveryDate: '2026-06-10', contactName: '张三', contactMobile: '13800138000',
    });
    expect(viaPreOrder).toMatchObject({ status: 409, body: { msg: TradeMsg.rfqGoods } });
  });

  it('from a BOM: his own lines only, each line remembers its RFQ', async () => {
    const [buyer, seller, other] = [await trader(), await trader(), await trader()];
    const [m1, m2] = [pn(), pn()];
    await listed(seller, m2);
    const bom = await buyer.post('/bom/create', { name: '缺料单', text: `${m1} 2000\n${m2} 500` });
    expect(bom.status).toBe(200);
    const lines = bom.body.data.lines as { id: number; goodsModel: string }[];
    const res = await buyer.post('/rfq/create', { bomId: bom.body.data.id, lineIds: lines.map((l) => l.id), deadline: deadlineIn(DAY) });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { id: number; goodsModel: string; quantity: number; bomLineId: number }[];
    expect(list.map((r) => [r.goodsModel, r.quantity])).toEqual([[m1, 2000], [m2, 500]]);
    const detail = await buyer.get('/bom/detail', { id: bom.body.data.id });
    expect(detail.body.data.lines.map((l: { rfqId: number | null }) => l.rfqId)).toEqual(list.map((r) => r.id));
    expect((await seller.get('/rfq/list', { role: 'seller' })).body.rows.map((r: { goodsModel: string }) => r.goodsModel)).toEqual([m2]);
    // Another trader cannot ask from this BOM, nor name a line of another BOM.
    expect(await other.post('/rfq/create', { bomId: bom.body.data.id, lineIds: [lines[0]!.id], deadline: deadlineIn(DAY) })).toMatchObject({ status: 404, body: { msg: RfqMsg.bomNotFound } });
    const bom2 = await buyer.post('/bom/create', { text: `${pn()} 10` });
    expect(await buyer.post('/rfq/create', { bomId: bom2.body.data.id, lineIds: [lines[0]!.id], deadline: deadlineIn(DAY) })).toMatchObject({ status: 404, body: { msg: RfqMsg.bomLineNotFound } });
  });

  it('refuses a deadline too close or too far, an empty list, an unverified buyer and a BOM that is not his, in Chinese', async () => {
    const buyer = await trader();
    expect((await ask(buyer, pn(), { deadline: deadlineIn(HOUR) })).body.msg).toBe(RfqMsg.deadlineRange);
    expect((await ask(buyer, pn(), { deadline: deadlineIn(31 * DAY) })).body.msg).toBe(RfqMsg.deadlineRange);
    expect((await ask(buyer, pn(), { deadline: 'tomorrow' })).status).toBe(400);
    expect((await buyer.post('/rfq/create', { lines: [], deadline: deadlineIn(DAY) })).status).toBe(400);
    const plain = await injectAs(app, (await createUser(app.db, 'ordinary')).mobile);
    expect(await ask(plain, pn())).toMatchObject({ status: 403, body: { msg: RfqMsg.needRealName } });
    expect(await buyer.post('/rfq/create', { bomId: 999_999, lineIds: [1], deadline: deadlineIn(DAY) })).toMatchObject({ status: 404, body: { msg: RfqMsg.bomNotFound } });
  });
});

describe('quotes', () => {
  it('are private: the buyer sees all, a seller only his own, anyone else 404', async () => {
    const model = pn();
    const [buyer, a, b, stranger] = [await trader(), await trader(), await trader(), await trader()];
    await listed(a, model);
    await listed(b, model);
    const rfq = (await ask(buyer, model)).body.data.list[0];
    const qa = await a.post('/rfq/quote', quoteBody(rfq.id, { price: 3300 }));
    expect(qa).toMatchObject({ status: 200, body: { msg: RfqMsg.quoteOk, data: { price: 3300, status: RfqQuoteStatus.Quoting, sellerId: idOf(a) } } });
    // A second call updates his quote (one per seller).
    const qa2 = await a.post('/rfq/quote', quoteBody(rfq.id, { price: 3200 }));
    expect(qa2.body.data).toMatchObject({ id: qa.body.data.id, price: 3200 });
    const qb = await b.post('/rfq/quote', quoteBody(rfq.id, { price: 3100, deliveryDate: new Date(clock.now() + 9 * DAY).toISOString().slice(0, 10) }));
    expect(qb.status).toBe(200);

    const mine = await buyer.get('/rfq/detail', { id: rfq.id });
    expect(mine.body.data.quotes.map((q: { id: number }) => q.id)).toEqual([qb.body.data.id, qa.body.data.id]);
    expect(mine.body.data).toMatchObject({ bestPriceId: qb.body.data.id, fastestId: qa.body.data.id, canAccept: true, canClose: true, canQuote: false });
    expect((await buyer.get('/rfq/list', { role: 'buyer' })).body.rows[0].quoteCount).toBe(2);

    const seenByB = await b.get('/rfq/detail', { id: rfq.id });
    expect(seenByB.body.data.quotes.map((q: { id: number }) => q.id)).toEqual([qb.body.data.id]);
    expect(seenByB.body.data).toMatchObject({ canQuote: true, canAccept: false, canClose: false });
    expect(seenByB.body.data.rfq.myQuote.id).toBe(qb.body.data.id);
    const bList = await b.get('/rfq/list', { role: 'seller' });
    expect(bList.body.rows[0]).toMatchObject({ quoteCount: 1, myQuote: { id: qb.body.data.id, price: 3100 } });

    expect(await stranger.get('/rfq/detail', { id: rfq.id })).toMatchObject({ status: 404, body: { msg: RfqMsg.notFound } });
    // A seller cannot accept, nor a stranger see the quote exists.
    expect(await a.post('/rfq/accept', { quoteId: qb.body.data.id })).toMatchObject({ status: 404 });
    expect(await a.post('/rfq/accept', { quoteId: qa.body.data.id })).toMatchObject({ status: 403, body: { msg: RfqMsg.notBuyer } });
    expect(await stranger.post('/rfq/close', { id: rfq.id })).toMatchObject({ status: 404, body: { msg: RfqMsg.notFound } });
    expect(await a.post('/rfq/close', { id: rfq.id })).toMatchObject({ status: 404 });
  });

  it('refuses a quote on his own RFQ (403), above the quantity, and after the deadline (409), never a 500', async () => {
    const model = pn();
    const [buyer, seller] = [await trader(), await trader()];
    await listed(seller, model);
    const rfq = (await ask(buyer, model, { deadline: deadlineIn(3 * HOUR) })).body.data.list[0];
    expect(await buyer.post('/rfq/quote', quoteBody(rfq.id))).toMatchObject({ status: 403, body: { msg: RfqMsg.ownRfq } });
    expect(await seller.post('/rfq/quote', quoteBody(rfq.id, { quantity: 5000 }))).toMatchObject({ status: 400, body: { msg: TradeMsg.overDemand(1000) } });
    expect(await seller.post('/rfq/quote', quoteBody(999_999))).toMatchObject({ status: 404, body: { msg: RfqMsg.notFound } });
    expect((await seller.post('/rfq/quote', { rfqId: rfq.id, price: 'x' })).status).toBe(400);
    expect((await seller.post('/rfq/quote', quoteBody(rfq.id))).status).toBe(200);
    clock.advance(4 * HOUR);
    try {
      expect(await seller.post('/rfq/quote', quoteBody(rfq.id, { price: 100 }))).toMatchObject({ status: 409, body: { msg: RfqMsg.closed } });
      const detail = await buyer.get('/rfq/detail', { id: rfq.id });
      expect(detail.body.data).toMatchObject({ canAccept: false, canQuote: false });
      expect(await buyer.post('/rfq/accept', { quoteId: detail.body.data.quotes[0].id })).toMatchObject({ status: 409, body: { msg: RfqMsg.closed } });
    } finally {
      // Later tests start from a clock that is not past anyone's deadline.
      await rfqSweep(appContext(app));
    }
  });
});

describe('accept', () => {
  it('two accepts at once: one wins, the other 409; the intention order (buyer = RFQ owner, seller = quoter) enters the pool; the others are told', async () => {
    const model = pn();
    const [buyer, a, b] = [await trader(), await trader(), await trader()];
    await listed(a, model);
    await listed(b, model);
    const rfq = (await ask(buyer, model)).body.data.list[0];
    const qa = (await a.post('/rfq/quote', quoteBody(rfq.id, { price: 3300 }))).body.data;
    const qb = (await b.post('/rfq/quote', quoteBody(rfq.id, { price: 3100 }))).body.data;

    const wsB = await connectAs(base, b.login!.token);
    const wsA = await connectAs(base, a.login!.token);
    try {
      const [r1, r2] = await Promise.all([buyer.post('/rfq/accept', { quoteId: qa.id }), buyer.post('/rfq/accept', { quoteId: qb.id })]);
      const statuses = [r1.status, r2.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [won, lost] = r1.status === 200 ? [r1, r2] : [r2, r1];
      expect(lost.body.msg).toBe(RfqMsg.alreadyAccepted);
      expect(won.body.msg).toBe(RfqMsg.acceptOk);
      const winner = won === r1 ? qa : qb;
      const loser = won === r1 ? qb : qa;
      const [winnerApi, loserWs, winnerWs] = won === r1 ? [a, wsB, wsA] : [b, wsA, wsB];

      const po = won.body.data.preOrder;
      expect(po).toMatchObject({ status: PreOrderStatus.AwaitingConfirm, goodsId: rfq.goodsId, quantity: 1000, price: winner.price, goodsType: GoodsType.Demand });
      const [row] = await app.db.select().from(preOrders).where(eq(preOrders.id, po.id));
      expect(row).toMatchObject({ buyerId: idOf(buyer), sellerId: idOf(winnerApi), initiatorId: idOf(winnerApi), negotiatorId: null });

      const detail = (await buyer.get('/rfq/detail', { id: rfq.id })).body.data;
      expect(detail.rfq.status).toBe(RfqStatus.Accepted);
      const status = new Map(detail.quotes.map((q: { id: number; status: number }) => [q.id, q.status]));
      expect(status.get(winner.id)).toBe(RfqQuoteStatus.Accepted);
      expect(status.get(loser.id)).toBe(RfqQuoteStatus.NotChosen);
      expect(detail).toMatchObject({ canAccept: false, canClose: false });
      // The 求购 left the shelf; the intention order waits in the negotiators' pool (goods without a negotiator).
      const [g] = await app.db.select({ status: goods.status }).from(goods).where(eq(goods.id, rfq.goodsId));
      expect(g!.status).toBe(GoodsStatus.OffShelf);
      const negotiator = await injectAs(app, (await createUser(app.db, 'negotiator')).mobile);
      const pool = await negotiator.get('/bizOppor/tprPendingFollowList', { pageNum: 1, pageSize: 50 });
      expect(pool.body.rows.some((r: { kind: string; id: number }) => r.kind === 'preOrder' && r.id === po.id)).toBe(true);

      // Realtime: the loser hears 未采纳, the winner 已采纳.
      await loserWs.next((m) => m.type === 'rfq.quote' && m.id === loser.id && m.status === RfqQuoteStatus.NotChosen);
      await winnerWs.next((m) => m.type === 'rfq.quote' && m.id === winner.id && m.status === RfqQuoteStatus.Accepted);
      // Nothing more to do on it.
      expect((await buyer.post('/rfq/close', { id: rfq.id })).status).toBe(409);
      expect(await winnerApi.post('/rfq/quote', quoteBody(rfq.id))).toMatchObject({ status: 409 });
    } finally {
      await wsA.close();
      await wsB.close();
    }
  });

  it('close: the buyer ends it, the quotes are not chosen, the 求购 leaves the shelf', async () => {
    const model = pn();
    const [buyer, a] = [await trader(), await trader()];
    await listed(a, model);
    const rfq = (await ask(buyer, model)).body.data.list[0];
    const qa = (await a.post('/rfq/quote', quoteBody(rfq.id))).body.data;
    const closed = await buyer.post('/rfq/close', { id: rfq.id });
    expect(closed).toMatchObject({ status: 200, body: { msg: RfqMsg.closeOk, data: { status: RfqStatus.Closed, quoteCount: 1 } } });
    expect((await a.get('/rfq/detail', { id: rfq.id })).body.data.quotes[0]).toMatchObject({ id: qa.id, status: RfqQuoteStatus.NotChosen });
    const [g] = await app.db.select({ status: goods.status }).from(goods).where(eq(goods.id, rfq.goodsId));
    expect(g!.status).toBe(GoodsStatus.OffShelf);
    expect(await buyer.post('/rfq/accept', { quoteId: qa.id })).toMatchObject({ status: 409 });
  });
});

describe('the deadline sweep', () => {
  it('closes open RFQs past their deadline once (idempotent), quotes → 未采纳, the 求购 off the shelf; an open one stays', async () => {
    const model = pn();
    const [buyer, a] = [await trader(), await trader()];
    await listed(a, model);
    const soon = (await ask(buyer, model, { deadline: deadlineIn(3 * HOUR) })).body.data.list[0];
    const later = (await ask(buyer, model, { deadline: deadlineIn(10 * DAY) })).body.data.list[0];
    const qa = (await a.post('/rfq/quote', quoteBody(soon.id))).body.data;
    clock.advance(4 * HOUR);
    const ws = await connectAs(base, a.login!.token);
    try {
      const ctx = appContext(app);
      const [n1, n2] = await Promise.all([rfqSweep(ctx), rfqSweep(ctx)]);
      expect(n1 + n2).toBe(1);
      expect(await rfqSweep(ctx)).toBe(0);
      const detail = (await buyer.get('/rfq/detail', { id: soon.id })).body.data;
      expect(detail.rfq.status).toBe(RfqStatus.Expired);
      expect(detail.quotes[0]).toMatchObject({ id: qa.id, status: RfqQuoteStatus.NotChosen });
      const [g] = await app.db.select({ status: goods.status }).from(goods).where(eq(goods.id, soon.goodsId));
      expect(g!.status).toBe(GoodsStatus.OffShelf);
      expect((await buyer.get('/rfq/detail', { id: later.id })).body.data.rfq.status).toBe(RfqStatus.Open);
      expect((await buyer.get('/rfq/list', { role: 'buyer', status: RfqStatus.Expired })).body.rows.map((r: { id: number }) => r.id)).toEqual([soon.id]);
      await ws.next((m) => m.type === 'rfq.quote' && m.id === qa.id && m.status === RfqQuoteStatus.NotChosen);
    } finally {
      await ws.close();
    }
  });
});

describe('realtime', () => {
  it('rfq.new reaches the recipients only; rfq.quote reaches the buyer on a quote', async () => {
    const model = pn();
    const [buyer, seller, other] = [await trader(), await trader(), await trader()];
    await listed(seller, model);
    const clients: WsClient[] = [await connectAs(base, seller.login!.token), await connectAs(base, other.login!.token), await connectAs(base, buyer.login!.token)];
    const [sWs, oWs, bWs] = clients;
    try {
      const rfq = (await ask(buyer, model)).body.data.list[0];
      await sWs!.next((m) => m.type === 'rfq.new' && m.id === rfq.id);
      const q = (await seller.post('/rfq/quote', quoteBody(rfq.id))).body.data;
      await bWs!.next((m) => m.type === 'rfq.quote' && m.id === q.id && m.rfqId === rfq.id);
      expect(oWs!.messages.filter((m) => m.type === 'rfq.new')).toEqual([]);
      expect(bWs!.messages.filter((m) => m.type === 'rfq.new')).toEqual([]);
    } finally {
      for (const c of clients) await c.close();
    }
  });
});
