import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FollowType, GoodsType, PriceUnit } from '@mts/shared/constants';
import { InputMsg, Msg, TradeMsg } from '@mts/shared/messages';
import { cartListReply, followDetailReply, myFollowList, myPreOrderList, preOrderDetailReply, preOrderReply } from '@mts/shared/schemas';
import { FollowStatus, GoodsStatus, PreOrderStatus } from '@mts/shared/status';
import { cartItems, followItems, preOrderRevisions, preOrders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { createGoods, type UserRow, userAs } from './factories.ts';
import { buyBody, FUTURE, negotiatedGoods, type Party } from './trade-parties.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;


describe.each(DRIVERS)('trade on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  const events: DomainEvent[] = [];
  let people: Record<'buyer' | 'seller' | 'negotiator' | 'stranger', Party>;
  let anon: ApiClient;
  let seq = 0;

  const db = () => t.handle.db;

  /** Goods of `owner` published from a lead by `nego` (so they have a negotiator), on shelf unless given. */
  async function goodsOf(owner: UserRow, over: Parameters<typeof createGoods>[2] = {}, nego: UserRow | null = people.negotiator.user) {
    return negotiatedGoods(db(), owner, nego, `TRD${driver.toUpperCase()}${++seq}-X`, over);
  }


  const quoteBody = (goodsId: number, over: Record<string, unknown> = {}) => ({
    goodsId,
    price: 1500,
    priceUnit: PriceUnit.Yuan,
    quantity: 500,
    dateCode: '24+',
    condition: '原装',
    deliveryPlace: '香港',
    deliveryDate: FUTURE,
    taxIncluded: false,
    contactName: '李先生',
    contactMobile: '13712345678',
    ...over,
  });
  const buyNow = async (api: ApiClient = people.buyer.api, over: Record<string, unknown> = {}) => {
    const g = await goodsOf(people.seller.user);
    const res = await api.post('/preOrder/create', buyBody(g.id, over));
    expect(res.status).toBe(200);
    return { goods: g, order: preOrderReply.parse(res.body).data };
  };
  const quote = async () => {
    const g = await goodsOf(people.buyer.user, { type: GoodsType.Demand, priceMin: null });
    const res = await people.seller.api.post('/preOrder/quote', quoteBody(g.id));
    expect(res.status).toBe(200);
    return { goods: g, order: preOrderReply.parse(res.body).data };
  };
  const row = async (id: number) => (await db().select().from(preOrders).where(eq(preOrders.id, id)))[0]!;
  const itemOf = async (preOrderId: number) => (await db().select().from(followItems).where(eq(followItems.preOrderId, preOrderId)))[0]!;
  const cartOf = async (api: ApiClient) => cartListReply.parse((await api.get('/cart/list')).body).data.list;

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    people = {
      buyer: await userAs(t.app, 'verified', { companyName: '买方公司' }),
      seller: await userAs(t.app, 'verified', { companyName: '卖方公司' }),
      negotiator: await userAs(t.app, 'negotiator', { realName: '谈判甲' }),
      stranger: await userAs(t.app, 'verified'),
    };
    anon = await injectAs(t.app);
  });
  afterAll(() => t.close());

  it('the product detail says whether the caller published the goods (isOwner: no buy buttons on one’s own)', async () => {
    const g = await goodsOf(people.seller.user);
    const detailAs = async (api: ApiClient) => (await api.get('/goods/detail', { goodsId: g.id })).body.data as { isOwner: boolean; contactMobile: string };
    expect(await detailAs(people.seller.api)).toMatchObject({ isOwner: true, contactMobile: '13812345678' });
    expect(await detailAs(people.buyer.api)).toMatchObject({ isOwner: false, contactMobile: expect.stringContaining('****') });
    expect(await detailAs(anon)).toMatchObject({ isOwner: false });
  });

  describe('cart', () => {
    it('needs a login', async () => {
      expect(await anon.get('/cart/list')).toMatchObject({ status: 401, body: { msg: Msg.unauthorized } });
      expect((await anon.post('/cart/add', { goodsId: 1, goodsNum: 1 })).status).toBe(401);
    });

    it('adds a line, merges the same goods, lists the spec fields for the caller only', async () => {
      const { api } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user, { quantity: 500 });
      const first = await api.post('/cart/add', { goodsId: g.id, goodsNum: 100 });
      expect(first).toMatchObject({ status: 200, body: { msg: TradeMsg.addCartOk, data: { goods_id: g.id, goods_sku_id: g.id, goods_num: 100, isChecked: true } } });
      const merged = await api.post('/cart/add', { goodsId: g.id, goodsNum: 50 });
      expect(merged.body.data).toMatchObject({ id: first.body.data.id, goods_num: 150 });
      const list = await cartOf(api);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        goods_num: 150,
        goods: { goods_name: g.goodsName, goods_model: g.goodsModel, brand_name: 'Samsung', price_unit: PriceUnit.Dollar, moq: 100, quantity: 500, status: 0, skuInfo: { goods_price: 1320 } },
      });
      expect(await cartOf(people.stranger.api)).toEqual([]);
    });

    it('refuses over the available quantity (merged too), own goods, off-shelf, 求购, 面议 and unknown goods; nothing written', async () => {
      const { api, user } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user, { quantity: 300 });
      expect(await api.post('/cart/add', { goodsId: g.id, goodsNum: 301 })).toMatchObject({ status: 400, body: { msg: TradeMsg.overStock(300) } });
      expect((await api.post('/cart/add', { goodsId: g.id, goodsNum: 200 })).status).toBe(200);
      expect(await api.post('/cart/add', { goodsId: g.id, goodsNum: 101 })).toMatchObject({ status: 400, body: { msg: TradeMsg.overStock(300) } });
      expect((await cartOf(api))[0]!.goods_num).toBe(200);
      const mine = await goodsOf(user);
      expect(await api.post('/cart/add', { goodsId: mine.id, goodsNum: 1 })).toMatchObject({ status: 403, body: { msg: TradeMsg.ownGoods } });
      const off = await goodsOf(people.seller.user, { status: GoodsStatus.OffShelf });
      expect(await api.post('/cart/add', { goodsId: off.id, goodsNum: 1 })).toMatchObject({ status: 409, body: { msg: TradeMsg.goodsOffShelf } });
      const demand = await goodsOf(people.seller.user, { type: GoodsType.Demand });
      expect(await api.post('/cart/add', { goodsId: demand.id, goodsNum: 1 })).toMatchObject({ status: 409, body: { msg: TradeMsg.notSupply } });
      const negotiable = await goodsOf(people.seller.user, { priceMin: null });
      expect(await api.post('/cart/add', { goodsId: negotiable.id, goodsNum: 1 })).toMatchObject({ status: 409, body: { msg: TradeMsg.negotiable } });
      expect(await api.post('/cart/add', { goodsId: 2_000_000_000, goodsNum: 1 })).toMatchObject({ status: 404, body: { msg: TradeMsg.goodsNotFound } });
      expect(await cartOf(api)).toHaveLength(1);
    });

    it('changes the count (1 … available) of the caller’s line only', async () => {
      const { api } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user, { quantity: 400 });
      await api.post('/cart/add', { goodsId: g.id, goodsNum: 1 });
      expect(await api.post('/cart/changeNum', { goodsId: g.id, goodsSkuId: g.id, goodsNum: 7 })).toMatchObject({ status: 200, body: { data: { goods_num: 7 } } });
      for (const goodsNum of [0, -1, 1.5, '3', 100_000_001]) {
        const res = await api.post('/cart/changeNum', { goodsId: g.id, goodsSkuId: g.id, goodsNum });
        expect(res).toMatchObject({ status: 400, body: { msg: expect.stringContaining(TradeMsg.goodsNum) } });
      }
      expect(await api.post('/cart/changeNum', { goodsId: g.id, goodsNum: 401 })).toMatchObject({ status: 400, body: { msg: TradeMsg.overStock(400) } });
      expect(await api.post('/cart/changeNum', { goodsId: g.id, goodsSkuId: g.id + 1, goodsNum: 2 })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(TradeMsg.cartSkuMismatch) } });
      expect(await people.stranger.api.post('/cart/changeNum', { goodsId: g.id, goodsNum: 2 })).toMatchObject({ status: 404, body: { msg: TradeMsg.cartLineNotFound } });
      expect((await cartOf(api))[0]!.goods_num).toBe(7);
    });

    it('deletes the caller’s selected lines; someone else’s id → 404 and nothing deleted', async () => {
      const { api } = await userAs(t.app, 'verified');
      const a = await goodsOf(people.seller.user);
      const b = await goodsOf(people.seller.user);
      const la = (await api.post('/cart/add', { goodsId: a.id, goodsNum: 1 })).body.data.id as number;
      const lb = (await api.post('/cart/add', { goodsId: b.id, goodsNum: 1 })).body.data.id as number;
      const other = (await people.stranger.api.post('/cart/add', { goodsId: a.id, goodsNum: 1 })).body.data.id as number;
      expect(await api.post('/cart/delete', { ids: [la, other] })).toMatchObject({ status: 404, body: { msg: TradeMsg.cartLineNotFound } });
      expect(await cartOf(api)).toHaveLength(2);
      expect(await cartOf(people.stranger.api)).toHaveLength(1);
      expect(await api.post('/cart/delete', { ids: [] })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(TradeMsg.cartIds) } });
      expect(await api.post('/cart/delete', { ids: [la, lb] })).toMatchObject({ status: 200, body: { data: { deleted: 2 } } });
      expect(await cartOf(api)).toEqual([]);
    });
  });

  describe('buy now', () => {
    it('creates an intention order 待确认 with the goods’ price, the negotiator’s item (model 1) and preOrder.create', async () => {
      const { goods: g, order } = await buyNow();
      expect(order).toMatchObject({
        goodsId: g.id,
        goodsType: GoodsType.Supply,
        quantity: 200,
        price: 1320,
        priceUnit: PriceUnit.Dollar,
        amount: 264_000,
        status: PreOrderStatus.AwaitingConfirm,
        statusText: '待确认',
        myRole: 'buyer',
        buyerName: '买方公司',
        sellerName: '卖方公司',
        deliveryPlace: '深圳',
        deliveryDate: FUTURE,
        taxIncluded: true,
        remark: '尽快发货',
      });
      expect(order.orderNo).toMatch(/^YX20261124\d{6,}$/);
      expect(await row(order.id)).toMatchObject({ buyerId: people.buyer.user.id, sellerId: people.seller.user.id, initiatorId: people.buyer.user.id, negotiatorId: people.negotiator.user.id, contactMobile: '13912345678' });
      expect(await itemOf(order.id)).toMatchObject({ userId: people.negotiator.user.id, type: FollowType.Trade, identity: 10, model: 1, status: FollowStatus.Pending, goodsId: g.id });
      expect(events.find((e) => e.type === 'preOrder.create' && e.id === order.id)).toMatchObject({ userId: people.buyer.user.id, negotiatorId: people.negotiator.user.id, followId: (await itemOf(order.id)).id });
    });

    it('refuses below MOQ, above the stock, 面议, own goods, off-shelf, 求购 and a past delivery date; nothing written', async () => {
      const before = (await db().select({ id: preOrders.id }).from(preOrders)).length;
      const g = await goodsOf(people.seller.user, { quantity: 1000, moq: 100 });
      expect(await people.buyer.api.post('/preOrder/create', buyBody(g.id, { quantity: 99 }))).toMatchObject({ status: 400, body: { msg: TradeMsg.belowMoq(100) } });
      expect(await people.buyer.api.post('/preOrder/create', buyBody(g.id, { quantity: 1001 }))).toMatchObject({ status: 400, body: { msg: TradeMsg.overStock(1000) } });
      expect(await people.buyer.api.post('/preOrder/create', buyBody(g.id, { deliveryDate: '2000-01-01' }))).toMatchObject({ status: 400, body: { msg: TradeMsg.deliveryDatePast } });
      expect(await people.seller.api.post('/preOrder/create', buyBody(g.id))).toMatchObject({ status: 403, body: { msg: TradeMsg.ownGoods } });
      const negotiable = await goodsOf(people.seller.user, { priceMin: null });
      const res = await people.buyer.api.post('/preOrder/create', buyBody(negotiable.id));
      expect(res).toMatchObject({ status: 409, body: { msg: TradeMsg.negotiable } });
      expect(res.body.msg).toContain('咨询');
      const off = await goodsOf(people.seller.user, { status: GoodsStatus.OffShelf });
      expect(await people.buyer.api.post('/preOrder/create', buyBody(off.id))).toMatchObject({ status: 409, body: { msg: TradeMsg.goodsOffShelf } });
      const demand = await goodsOf(people.seller.user, { type: GoodsType.Demand });
      expect(await people.buyer.api.post('/preOrder/create', buyBody(demand.id))).toMatchObject({ status: 409, body: { msg: TradeMsg.notSupply } });
      expect((await db().select({ id: preOrders.id }).from(preOrders)).length).toBe(before);
    });

    it('without a negotiator on the goods: the order is created, no follow item', async () => {
      const g = await goodsOf(people.seller.user, {}, null);
      const res = await people.buyer.api.post('/preOrder/create', buyBody(g.id));
      expect(res.status).toBe(200);
      expect((await row(res.body.data.id)).negotiatorId).toBeNull();
      expect(await db().select().from(followItems).where(eq(followItems.preOrderId, res.body.data.id))).toEqual([]);
    });
  });

  describe('quote', () => {
    it('creates an order with roles reversed and the negotiator’s model 2 item', async () => {
      const { goods: g, order } = await quote();
      expect(order).toMatchObject({ goodsType: GoodsType.Demand, price: 1500, priceUnit: PriceUnit.Yuan, quantity: 500, amount: 750_000, myRole: 'seller', dateCode: '24+', condition: '原装' });
      expect(await row(order.id)).toMatchObject({ buyerId: people.buyer.user.id, sellerId: people.seller.user.id, initiatorId: people.seller.user.id });
      expect(await itemOf(order.id)).toMatchObject({ userId: people.negotiator.user.id, model: 2, goodsId: g.id });
    });

    it('refuses a 货源 goods, one’s own 求购 and more than demanded', async () => {
      const supply = await goodsOf(people.seller.user);
      expect(await people.buyer.api.post('/preOrder/quote', quoteBody(supply.id))).toMatchObject({ status: 409, body: { msg: TradeMsg.notDemand } });
      const demand = await goodsOf(people.buyer.user, { type: GoodsType.Demand, quantity: 100 });
      expect(await people.buyer.api.post('/preOrder/quote', quoteBody(demand.id))).toMatchObject({ status: 403, body: { msg: TradeMsg.ownDemand } });
      expect(await people.seller.api.post('/preOrder/quote', quoteBody(demand.id, { quantity: 101 }))).toMatchObject({ status: 400, body: { msg: TradeMsg.overDemand(100) } });
    });
  });

  describe('from the cart', () => {
    it('makes one order per goods from a mixed ¥/$ cart and empties those lines', async () => {
      const { api, user } = await userAs(t.app, 'verified', { realName: '买家乙' });
      const usd = await goodsOf(people.seller.user, { priceUnit: PriceUnit.Dollar, priceMin: 1320, moq: 10 });
      const cny = await goodsOf(people.seller.user, { priceUnit: PriceUnit.Yuan, priceMin: 9500, moq: 10 });
      const keep = await goodsOf(people.seller.user, { moq: 1 });
      const l1 = (await api.post('/cart/add', { goodsId: usd.id, goodsNum: 20 })).body.data.id as number;
      const l2 = (await api.post('/cart/add', { goodsId: cny.id, goodsNum: 30 })).body.data.id as number;
      await api.post('/cart/add', { goodsId: keep.id, goodsNum: 5 });
      const res = await api.post('/preOrder/fromCart', { cartIds: [l1, l2] });
      expect(res).toMatchObject({ status: 200, body: { msg: TradeMsg.createOk } });
      const list = res.body.data.list as { goodsId: number; priceUnit: number; amount: number; quantity: number; id: number }[];
      expect(list.map((o) => [o.goodsId, o.priceUnit, o.quantity, o.amount])).toEqual([
        [usd.id, PriceUnit.Dollar, 20, 26_400],
        [cny.id, PriceUnit.Yuan, 30, 285_000],
      ]);
      expect(await row(list[0]!.id)).toMatchObject({ buyerId: user.id, contactName: '买家乙', contactMobile: user.mobile, deliveryPlace: '深圳' });
      expect((await cartOf(api)).map((l) => l.goods_id)).toEqual([keep.id]);
      expect(await db().select().from(followItems).where(inArray(followItems.preOrderId, list.map((o) => o.id)))).toHaveLength(2);
    });

    it('is all or nothing: one refused line (below MOQ) refuses them all, naming its part number', async () => {
      const { api } = await userAs(t.app, 'verified');
      const good = await goodsOf(people.seller.user, { moq: 1 });
      const bad = await goodsOf(people.seller.user, { moq: 100 });
      const l1 = (await api.post('/cart/add', { goodsId: good.id, goodsNum: 5 })).body.data.id as number;
      const l2 = (await api.post('/cart/add', { goodsId: bad.id, goodsNum: 5 })).body.data.id as number;
      const before = (await db().select({ id: preOrders.id }).from(preOrders)).length;
      const res = await api.post('/preOrder/fromCart', { cartIds: [l1, l2] });
      expect(res).toMatchObject({ status: 400, body: { msg: TradeMsg.cartLine(bad.goodsModel, TradeMsg.belowMoq(100)) } });
      expect((await db().select({ id: preOrders.id }).from(preOrders)).length).toBe(before);
      expect(await cartOf(api)).toHaveLength(2);
      // Someone else's line: 404, nothing done.
      const other = (await people.stranger.api.post('/cart/add', { goodsId: good.id, goodsNum: 1 })).body.data.id as number;
      expect(await api.post('/preOrder/fromCart', { cartIds: [l1, other] })).toMatchObject({ status: 404, body: { msg: TradeMsg.cartLineNotFound } });
      expect(await db().select().from(cartItems).where(eq(cartItems.id, other))).toHaveLength(1);
    });
  });

  describe('the pre-order machine', () => {
    const confirm = (api: ApiClient, id: number) => api.post('/preOrder/confirm', { id });
    const reject = (api: ApiClient, id: number) => api.post('/preOrder/reject', { id, reason: '价格不合适' });
    const cancel = (api: ApiClient, id: number, fromStatus?: number) => api.post('/preOrder/cancel', { id, reason: '不需要了', fromStatus });

    it('confirm: 10 → 20 by its negotiator, his item done, preOrder.confirm published', async () => {
      const { order } = await buyNow();
      const res = await confirm(people.negotiator.api, order.id);
      expect(res).toMatchObject({ status: 200, body: { msg: TradeMsg.confirmOk, data: { id: order.id, status: 20, statusText: '已确认' } } });
      expect((await itemOf(order.id)).status).toBe(FollowStatus.Done);
      expect(events.find((e) => e.type === 'preOrder.confirm' && e.id === order.id)).toBeTruthy();
      // Illegal from 20: confirm, reject, edit.
      expect(await confirm(people.negotiator.api, order.id)).toMatchObject({ status: 409, body: { msg: TradeMsg.wrongStatus('已确认') } });
      expect(await reject(people.negotiator.api, order.id)).toMatchObject({ status: 409, body: { msg: TradeMsg.wrongStatus('已确认') } });
      // Then the initiator may still cancel (20 → 90).
      expect(await cancel(people.buyer.api, order.id)).toMatchObject({ status: 200, body: { data: { status: 90 } } });
      expect(await cancel(people.buyer.api, order.id)).toMatchObject({ status: 409, body: { msg: TradeMsg.wrongStatus('已取消') } });
      expect(await confirm(people.negotiator.api, order.id)).toMatchObject({ status: 409 });
    });

    it('reject: 10 → 90 with the reason, his item closed', async () => {
      const { order } = await buyNow();
      expect(await people.negotiator.api.post('/preOrder/reject', { id: order.id, reason: 'x' })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(TradeMsg.reason) } });
      expect(await reject(people.negotiator.api, order.id)).toMatchObject({ status: 200, body: { data: { status: 90 } } });
      expect(await row(order.id)).toMatchObject({ status: 90, closeReason: '价格不合适' });
      expect(await itemOf(order.id)).toMatchObject({ status: FollowStatus.Closed, closeReason: '价格不合适' });
      expect(await cancel(people.buyer.api, order.id)).toMatchObject({ status: 409 });
    });

    it('cancel: by the initiator only, from 10, closing the negotiator’s item', async () => {
      const { order } = await buyNow();
      expect(await cancel(people.seller.api, order.id)).toMatchObject({ status: 403, body: { msg: TradeMsg.notInitiator } });
      expect(await cancel(people.stranger.api, 2_000_000_000)).toMatchObject({ status: 404, body: { msg: TradeMsg.preOrderNotFound } });
      expect(await cancel(people.buyer.api, order.id)).toMatchObject({ status: 200, body: { msg: TradeMsg.cancelOk, data: { status: 90 } } });
      expect(await itemOf(order.id)).toMatchObject({ status: FollowStatus.Closed, closeReason: '不需要了' });
      expect(events.find((e) => e.type === 'preOrder.cancel' && e.id === order.id)).toBeTruthy();
    });

    it('only the negotiator holding its item confirms, edits or rejects (403 for others); grabbed or ordered orders are not cancellable', async () => {
      const { order } = await buyNow();
      const other = await userAs(t.app, 'negotiator');
      for (const api of [other.api, people.buyer.api, people.seller.api]) {
        expect(await confirm(api, order.id)).toMatchObject({ status: 403, body: { msg: TradeMsg.notNegotiator } });
        expect(await reject(api, order.id)).toMatchObject({ status: 403, body: { msg: TradeMsg.notNegotiator } });
      }
      expect(await confirm(people.negotiator.api, 2_000_000_000)).toMatchObject({ status: 404 });
      for (const status of [PreOrderStatus.Following, PreOrderStatus.Ordered]) {
        await db().update(preOrders).set({ status }).where(eq(preOrders.id, order.id));
        expect(await cancel(people.buyer.api, order.id)).toMatchObject({ status: 409, body: { msg: expect.stringMatching(CHINESE) } });
        expect(await confirm(people.negotiator.api, order.id)).toMatchObject({ status: 409 });
      }
    });

    it('edit: model 2 only, while 待确认; each change kept as a revision old → new, amount recomputed', async () => {
      const { order } = await quote();
      const res = await people.negotiator.api.post('/preOrder/edit', { id: order.id, price: 1400, quantity: 400, deliveryDate: '2099-06-30', note: '按市场价调整' });
      expect(res).toMatchObject({ status: 200, body: { msg: TradeMsg.editOk, data: { price: 1400, quantity: 400, amount: 560_000, status: 10, deliveryDate: '2099-06-30' } } });
      expect(await people.negotiator.api.post('/preOrder/edit', { id: order.id, price: 1400 })).toMatchObject({ status: 400, body: { msg: TradeMsg.nothingChanged } });
      clock.advance(60_000);
      await people.negotiator.api.post('/preOrder/edit', { id: order.id, deliveryPlace: '深圳' });
      const revs = await db().select().from(preOrderRevisions).where(eq(preOrderRevisions.preOrderId, order.id));
      expect(revs).toHaveLength(2);
      const detail = preOrderDetailReply.parse((await people.buyer.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(detail.revisions.map((r) => r.changes.map((c) => [c.field, c.label, c.from, c.to]))).toEqual([
        [['deliveryPlace', '交货地', '香港', '深圳']],
        [
          ['price', '单价', 1500, 1400],
          ['quantity', '数量', 500, 400],
          ['deliveryDate', '交货日期', FUTURE, '2099-06-30'],
        ],
      ]);
      expect(detail.revisions[1]).toMatchObject({ userName: '谈判甲', note: '按市场价调整' });
      // The seller sees the same history.
      expect(preOrderDetailReply.parse((await people.seller.api.get('/preOrder/detail', { id: order.id })).body).data.revisions).toHaveLength(2);
      // A buy-now order (model 1) is not editable; a confirmed quote neither.
      const { order: bought } = await buyNow();
      expect(await people.negotiator.api.post('/preOrder/edit', { id: bought.id, price: 1 })).toMatchObject({ status: 409, body: { msg: TradeMsg.notEditable } });
      expect((await confirm(people.negotiator.api, order.id)).status).toBe(200);
      expect(await people.negotiator.api.post('/preOrder/edit', { id: order.id, price: 1300 })).toMatchObject({ status: 409, body: { msg: TradeMsg.wrongStatus('已确认') } });
      expect((await row(order.id)).price).toBe(1400);
    });

    it('two confirms racing: exactly one wins, the other 409', async () => {
      for (let i = 0; i < 3; i++) {
        const { order } = await buyNow();
        const replies = await Promise.all([confirm(people.negotiator.api, order.id), confirm(people.negotiator.api, order.id), confirm(people.negotiator.api, order.id)]);
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
        expect(replies.filter((r) => r.status === 409).every((r) => r.body.msg === TradeMsg.wrongStatus('已确认'))).toBe(true);
        expect((await row(order.id)).status).toBe(20);
        expect((await itemOf(order.id)).status).toBe(FollowStatus.Done);
      }
    });

    it('the buyer cancelling (from 待确认) while the negotiator confirms: exactly one wins, the state agrees', async () => {
      for (let i = 0; i < 4; i++) {
        const { order } = await buyNow();
        const [c, k] = await Promise.all([confirm(people.negotiator.api, order.id), cancel(people.buyer.api, order.id, PreOrderStatus.AwaitingConfirm)]);
        expect([c.status, k.status].sort()).toEqual([200, 409]);
        const r = await row(order.id);
        const item = await itemOf(order.id);
        if (c.status === 200) {
          expect(k.body.msg).toBe(TradeMsg.statusChanged('已确认'));
          expect([r.status, item.status]).toEqual([20, FollowStatus.Done]);
        } else {
          expect(c.body.msg).toBe(TradeMsg.wrongStatus('已取消'));
          expect([r.status, item.status]).toEqual([90, FollowStatus.Closed]);
        }
      }
    });

    it('a reject and a cancel racing: exactly one wins', async () => {
      for (let i = 0; i < 3; i++) {
        const { order } = await buyNow();
        const replies = await Promise.all([reject(people.negotiator.api, order.id), cancel(people.buyer.api, order.id)]);
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
        expect((await row(order.id)).status).toBe(90);
        expect((await itemOf(order.id)).status).toBe(FollowStatus.Closed);
      }
    });
  });

  describe('reads', () => {
    it('lists mine as buyer or seller, by role and status', async () => {
      const { api, user } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user);
      const a = (await api.post('/preOrder/create', buyBody(g.id))).body.data.id as number;
      const b = (await api.post('/preOrder/create', buyBody(g.id))).body.data.id as number;
      await api.post('/preOrder/cancel', { id: a, reason: '不需要了' });
      const demand = await goodsOf(people.seller.user, { type: GoodsType.Demand });
      const q = (await api.post('/preOrder/quote', quoteBody(demand.id))).body.data.id as number;
      const all = myPreOrderList.parse((await api.get('/preOrder/myPreOrderList')).body);
      expect(all.rows.map((r) => r.id)).toEqual([q, b, a]);
      expect(all.total).toBe(3);
      expect((await api.get('/preOrder/myPreOrderList', { role: 'buyer' })).body.rows.map((r: { id: number }) => r.id)).toEqual([b, a]);
      expect((await api.get('/preOrder/myPreOrderList', { role: 'seller' })).body.rows.map((r: { id: number }) => r.id)).toEqual([q]);
      expect((await api.get('/preOrder/myPreOrderList', { status: 90 })).body.rows.map((r: { id: number }) => r.id)).toEqual([a]);
      expect((await api.get('/preOrder/myPreOrderList', { role: 'boss' })).status).toBe(400);
      expect(user.id).toBeGreaterThan(0);
      expect((await people.stranger.api.get('/preOrder/myPreOrderList')).body.rows.map((r: { id: number }) => r.id)).not.toContain(a);
    });

    it('detail: parties (masked mobiles), the negotiator (unmasked, with his moves), others 403, unknown 404', async () => {
      const { order } = await buyNow();
      const asBuyer = preOrderDetailReply.parse((await people.buyer.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(asBuyer).toMatchObject({ myRole: 'buyer', canCancel: true, canConfirm: false, canEdit: false, canReject: false, contactMobile: '13912345678', negotiatorName: '谈判甲', followId: null, model: 1 });
      expect(asBuyer.seller.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      const asSeller = preOrderDetailReply.parse((await people.seller.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(asSeller).toMatchObject({ myRole: 'seller', canCancel: false, contactMobile: '139****5678' });
      const asNego = preOrderDetailReply.parse((await people.negotiator.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(asNego).toMatchObject({ myRole: 'staff', canConfirm: true, canReject: true, canEdit: false, canCancel: false, contactMobile: '13912345678' });
      expect(asNego.buyer.mobile).toBe(people.buyer.user.mobile);
      expect(asNego.followId).toBe((await itemOf(order.id)).id);
      for (const api of [people.stranger.api, (await userAs(t.app, 'negotiator')).api, (await userAs(t.app, 'businessFollower')).api]) {
        const res = await api.get('/preOrder/detail', { id: order.id });
        expect(res).toMatchObject({ status: 403, body: { msg: TradeMsg.preOrderForbidden, data: null } });
      }
      expect(await people.buyer.api.get('/preOrder/detail', { id: 2_000_000_000 })).toMatchObject({ status: 404, body: { data: null } });
      expect(await anon.get('/preOrder/detail', { id: order.id })).toMatchObject({ status: 401 });
    });

    it('the negotiator’s follow list and detail show a trade item’s pre-order', async () => {
      const { order } = await quote();
      const item = await itemOf(order.id);
      const list = myFollowList.parse((await people.negotiator.api.get('/follow/myFollowList', { dataType: FollowType.Trade })).body);
      expect(list.rows.find((r) => r.id === item.id)).toMatchObject({ preOrderId: order.id, orderNo: order.orderNo, goodsPrice: 1500, goodsQuantity: 500, buyerName: '买方公司', sellerName: '卖方公司', model: 2 });
      const detail = followDetailReply.parse((await people.negotiator.api.get(`/follow/${item.id}`)).body).data;
      expect(detail).toMatchObject({
        type: 30,
        preOrderId: order.id,
        orderNo: order.orderNo,
        goodsPriceUnit: PriceUnit.Yuan,
        preOrder: { status: 10, statusText: '待确认', amount: 750_000, deliveryPlace: '香港', deliveryDate: FUTURE, dateCode: '24+', condition: '原装' },
      });
    });
  });

  it('the seed gives each demo role something to do: 李娜 confirms and edits, 王强 has a ¥ and a $ cart line', async () => {
    const lina = await injectAs(t.app, '13800000010');
    const items = myFollowList.parse((await lina.get('/follow/myFollowList', { dataType: FollowType.Trade, status: FollowStatus.Pending })).body).rows;
    const details = await Promise.all(items.map(async (i) => preOrderDetailReply.parse((await lina.get('/preOrder/detail', { id: i.preOrderId! })).body).data));
    expect(details.map((d) => [d.model, d.canConfirm, d.canEdit]).sort()).toEqual([
      [1, true, false],
      [2, true, true],
    ]);
    const wang = await injectAs(t.app, '13800000000');
    expect((await cartOf(wang)).map((l) => l.goods.price_unit).sort()).toEqual([PriceUnit.Yuan, PriceUnit.Dollar]);
    const mine = myPreOrderList.parse((await wang.get('/preOrder/myPreOrderList', { role: 'buyer', pageSize: 50 })).body);
    // Two in the business followers' pool, one cancelled; the rest went on to contracts (trade, part 2): one back
    // 跟单中 after its contract was returned, eight 已成单.
    expect(mine.rows.map((r) => r.status).sort()).toEqual([20, 20, 30, 40, 40, 40, 40, 40, 40, 40, 40, 90]);
  });

  describe('concurrency and other readers', () => {
    it('two adds racing past the stock: one merges, the other is refused; the line never exceeds it', async () => {
      const { api } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user, { quantity: 150 });
      const replies = await Promise.all([api.post('/cart/add', { goodsId: g.id, goodsNum: 100 }), api.post('/cart/add', { goodsId: g.id, goodsNum: 100 })]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await cartOf(api)).map((l) => l.goods_num)).toEqual([100]);
    });

    it('the same cart checked out twice at once: one set of orders, the other 404', async () => {
      const { api, user } = await userAs(t.app, 'verified');
      const g = await goodsOf(people.seller.user, { moq: 1 });
      const line = (await api.post('/cart/add', { goodsId: g.id, goodsNum: 3 })).body.data.id as number;
      const replies = await Promise.all([api.post('/preOrder/fromCart', { cartIds: [line] }), api.post('/preOrder/fromCart', { cartIds: [line] })]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(await db().select().from(preOrders).where(eq(preOrders.buyerId, user.id))).toHaveLength(1);
    });

    it('the initiator may cancel an 已确认 order with fromStatus 20; a stale fromStatus is refused', async () => {
      const { order } = await buyNow();
      expect((await people.negotiator.api.post('/preOrder/confirm', { id: order.id })).status).toBe(200);
      expect(await people.buyer.api.post('/preOrder/cancel', { id: order.id, reason: '不需要了', fromStatus: 10 })).toMatchObject({ status: 409, body: { msg: TradeMsg.statusChanged('已确认') } });
      expect((await row(order.id)).status).toBe(20);
      expect(await people.buyer.api.post('/preOrder/cancel', { id: order.id, reason: '不需要了', fromStatus: 20 })).toMatchObject({ status: 200, body: { data: { status: 90 } } });
      // The negotiator's item stays 已完成 (he did confirm it).
      expect((await itemOf(order.id)).status).toBe(FollowStatus.Done);
    });

    it('the business follower who grabbed it and operators read it unmasked; the follower has no negotiator moves', async () => {
      const { order } = await buyNow();
      await people.negotiator.api.post('/preOrder/confirm', { id: order.id });
      const follower = await userAs(t.app, 'businessFollower', { realName: '商务乙' });
      expect((await follower.api.post('/bizOppor/followUp', { id: order.id, identity: 20 })).status).toBe(200);
      const asFollower = preOrderDetailReply.parse((await follower.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(asFollower).toMatchObject({ status: 30, statusText: '跟单中', followerName: '商务乙', contactMobile: '13912345678', canConfirm: false, canEdit: false, canReject: false, canCancel: false });
      expect(asFollower.followId).not.toBeNull();
      expect(asFollower.seller.mobile).toBe(people.seller.user.mobile);
      const operator = await userAs(t.app, 'operator');
      const asOperator = preOrderDetailReply.parse((await operator.api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(asOperator).toMatchObject({ myRole: 'staff', contactMobile: '13912345678' });
      // Grabbed: the initiator can no longer cancel.
      expect(await people.buyer.api.post('/preOrder/cancel', { id: order.id, reason: '不需要了' })).toMatchObject({ status: 409, body: { msg: TradeMsg.wrongStatus('跟单中') } });
    });
  });

  describe('bad input', () => {
    it('answers 400 with Chinese messages, never 500', async () => {
      const g = await goodsOf(people.seller.user);
      const cases: [string, unknown][] = [
        ['/cart/add', { goodsId: 2 ** 31, goodsNum: 1 }],
        ['/cart/add', { goodsId: '1', goodsNum: 1 }],
        ['/cart/add', { goodsId: g.id, goodsNum: -5 }],
        ['/cart/add', { goodsId: g.id, goodsNum: 1e12 }],
        ['/cart/delete', { ids: [2 ** 31] }],
        ['/cart/delete', { ids: 'all' }],
        ['/preOrder/create', buyBody(g.id, { quantity: -1 })],
        ['/preOrder/create', buyBody(g.id, { quantity: 2 ** 53 })],
        ['/preOrder/create', buyBody(g.id, { deliveryPlace: '深\u0000圳' })],
        ['/preOrder/create', buyBody(g.id, { remark: 'a\u0000b' })],
        ['/preOrder/create', buyBody(g.id, { contactMobile: '123' })],
        ['/preOrder/create', buyBody(g.id, { deliveryDate: '2099-02-30' })],
        ['/preOrder/create', buyBody(2 ** 31)],
        ['/preOrder/quote', quoteBody(g.id, { price: -1 })],
        ['/preOrder/quote', quoteBody(g.id, { price: 1e12 })],
        ['/preOrder/quote', quoteBody(g.id, { price: 12.5 })],
        ['/preOrder/quote', quoteBody(g.id, { priceUnit: 5 })],
        ['/preOrder/quote', quoteBody(g.id, { dateCode: 'abc' })],
        ['/preOrder/fromCart', { cartIds: [0] }],
        ['/preOrder/confirm', { id: 2 ** 31 }],
        ['/preOrder/cancel', { id: 1, reason: '不要\u0000了' }],
        ['/preOrder/cancel', { id: 1, reason: '不需要了', fromStatus: 30 }],
        ['/preOrder/edit', { id: 1, quantity: 0 }],
      ];
      for (const [path, body] of cases) {
        const res = await people.buyer.api.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.msg, path).toMatch(CHINESE);
      }
      expect((await people.buyer.api.post('/preOrder/create', buyBody(g.id, { remark: 'a\u0000b' }))).body.msg).toContain(InputMsg.controlChars);
      for (const id of ['2147483648', '0', 'abc', '-1']) {
        const res = await people.buyer.api.get('/preOrder/detail', { id });
        expect(res.status, id).toBe(400);
        expect(res.body.msg).toMatch(CHINESE);
      }
    });

    it('refuses an amount beyond the limit with a Chinese 400', async () => {
      const demand = await goodsOf(people.buyer.user, { type: GoodsType.Demand, quantity: 100_000_000 });
      const res = await people.seller.api.post('/preOrder/quote', quoteBody(demand.id, { price: 100_000_000, quantity: 100_000_000 }));
      expect(res).toMatchObject({ status: 400, body: { msg: TradeMsg.amountTooLarge } });
      // A big but real trade is stored exactly (beyond int4).
      const ok = await people.seller.api.post('/preOrder/quote', quoteBody(demand.id, { price: 100_000_000, quantity: 1_000_000 }));
      expect(ok).toMatchObject({ status: 200, body: { data: { amount: 100_000_000_000_000 } } });
    });
  });

  it('leaves other users’ pre-orders untouched throughout', async () => {
    const rows = await db().select({ id: preOrders.id }).from(preOrders).where(and(eq(preOrders.buyerId, people.stranger.user.id)));
    expect(rows).toEqual([]);
  });
});
