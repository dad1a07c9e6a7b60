import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, FollowIdentity, FollowModel, FollowType, GoodsType, PoolRowKind, PriceUnit } from '@mts/shared/constants';
import { DispatchMsg, Msg, TradeMsg } from '@mts/shared/messages';
import { followUpReply, myFollowList, pendingLeadList, pendingPreOrderList, preOrderDetailReply, preOrderReply, type PendingLead } from '@mts/shared/schemas';
import { AccountStatus, FollowStatus, PreOrderStatus } from '@mts/shared/status';
import { followItems, preOrders, users } from '../src/db/schema/index.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { createGoods, createLead, createUser, userAs } from './factories.ts';
import { buyBody, FUTURE, negotiatedGoods, type Party } from './trade-parties.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const CAP = 3;

/**
 * Issue 23: an intention order on goods without a negotiator (stock-list goods: no lead; a lead without a negotiator;
 * or one whose negotiator left the role) enters the negotiators' pool, is taken by one of them (followUp type 30) and
 * then confirmed, edited or rejected like any other.
 */
describe.each(DRIVERS)('the negotiators’ pool of intention orders on %s', (driver) => {
  let t: TestApp;
  const events: DomainEvent[] = [];
  let buyer: Party;
  let seller: Party;
  let anon: ApiClient;
  let seq = 0;

  const db = () => t.handle.db;
  const negotiator = () => userAs(t.app, 'negotiator', { realName: `谈判${++seq}` });
  const partNo = () => `POOL${driver.toUpperCase()}${++seq}-X`;
  /** 货源 goods of the seller without a lead (as a stock list puts them on the shelf), priced $13.20, 10,000 in stock. */
  const stockGoods = (over: Parameters<typeof createGoods>[2] = {}) =>
    createGoods(db(), seller.user.id, { goodsModel: partNo(), quantity: 10_000, moq: 100, priceMin: 1320, priceUnit: PriceUnit.Dollar, ...over });
  const buy = async (goodsId: number, api: ApiClient = buyer.api) => {
    const res = await api.post('/preOrder/create', buyBody(goodsId));
    expect(res.status, res.body.msg).toBe(200);
    return preOrderReply.parse(res.body).data;
  };
  const pool = async (api: ApiClient, pageSize = 50): Promise<PendingLead[]> => {
    const res = await api.get('/bizOppor/tprPendingFollowList', { pageNum: 1, pageSize });
    expect(res.status, res.body.msg).toBe(200);
    return pendingLeadList.parse(res.body).rows;
  };
  const poolPreOrderIds = async (api: ApiClient) => (await pool(api)).filter((r) => r.kind === PoolRowKind.PreOrder).map((r) => r.id);
  const take = (api: ApiClient, id: number) => api.post('/bizOppor/followUp', { id, identity: FollowIdentity.Negotiator, type: FollowType.Trade });
  const row = async (id: number) => (await db().select().from(preOrders).where(eq(preOrders.id, id)))[0]!;
  const itemsOf = (preOrderId: number) => db().select().from(followItems).where(eq(followItems.preOrderId, preOrderId));

  beforeAll(async () => {
    t = await buildTestApp({ driver, config: { dispatch: { maxOpenLeads: CAP, followTimeoutHours: 48, sweep: false } } });
    // The trade's own events (the message centre's deliveries, message.*, arrive after their commits, at their own pace).
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e)));
    buyer = await userAs(t.app, 'verified', { companyName: '池中买方公司' });
    seller = await userAs(t.app, 'verified', { companyName: '池中卖方公司' });
    anon = await injectAs(t.app);
  });
  afterAll(() => t.close());

  describe('entering the pool', () => {
    it('an intention order on stock-list goods (no lead) waits in the pool as a row of kind preOrder, newest first, with no follow item', async () => {
      const { api } = await negotiator();
      const g = await stockGoods();
      const order = await buy(g.id);
      expect(await row(order.id)).toMatchObject({ negotiatorId: null, status: PreOrderStatus.AwaitingConfirm });
      expect(await itemsOf(order.id)).toEqual([]);
      expect(events.find((e) => e.type === 'preOrder.create' && e.id === order.id)).toMatchObject({ negotiatorId: null, followId: null });

      const rows = await pool(api);
      const mine = rows.find((r) => r.kind === PoolRowKind.PreOrder && r.id === order.id);
      expect(mine).toMatchObject({
        kind: 'preOrder',
        type: GoodsType.Supply,
        goodsModel: g.goodsModel,
        goodsName: g.goodsName,
        brandName: 'Samsung',
        categoryName: 'DDR4',
        quantity: 200,
        priceUnit: PriceUnit.Dollar,
        priceMin: 1320,
        deliveryPlace: '深圳',
        preOrder: { orderNo: order.orderNo, goodsId: g.id, model: FollowModel.Seller, amount: 264_000, buyerName: '池中买方公司', sellerName: '池中卖方公司', deliveryDate: FUTURE },
      });
      // Newest first across both kinds: the order just made heads the pool; the seeded leads are there too.
      expect(rows[0]).toMatchObject({ kind: 'preOrder', id: order.id });
      expect(rows.some((r) => r.kind === PoolRowKind.Lead)).toBe(true);
      const times = rows.map((r) => Date.parse(r.createTime));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      // A lead row says its kind too, and carries no intention order.
      expect(rows.find((r) => r.kind === PoolRowKind.Lead)!.preOrder).toBeUndefined();
    });

    it('so does one on goods whose lead has no negotiator, and one whose negotiator left the role or was disabled', async () => {
      const { api } = await negotiator();
      const noNegotiator = await negotiatedGoods(db(), seller.user, null, partNo());
      const formerNegotiator = await createUser(db(), 'negotiator');
      const demoted = await negotiatedGoods(db(), seller.user, formerNegotiator, partNo());
      await db().update(users).set({ businessType: BusinessType.Ordinary }).where(eq(users.id, formerNegotiator.id));
      const disabledNegotiator = await createUser(db(), 'negotiator');
      const disabled = await negotiatedGoods(db(), seller.user, disabledNegotiator, partNo());
      await db().update(users).set({ status: AccountStatus.Disabled }).where(eq(users.id, disabledNegotiator.id));
      const orders = [await buy(noNegotiator.id), await buy(demoted.id), await buy(disabled.id)];
      for (const o of orders) expect((await row(o.id)).negotiatorId).toBeNull();
      expect(await poolPreOrderIds(api)).toEqual(expect.arrayContaining(orders.map((o) => o.id)));
    });

    it('goods WITH a negotiator still go straight to him: his trade item, never the pool', async () => {
      const { user: nego, api } = await negotiator();
      const g = await negotiatedGoods(db(), seller.user, nego, partNo());
      const order = await buy(g.id);
      expect(await row(order.id)).toMatchObject({ negotiatorId: nego.id });
      expect(await itemsOf(order.id)).toMatchObject([{ userId: nego.id, type: FollowType.Trade, identity: FollowIdentity.Negotiator, model: FollowModel.Seller }]);
      expect(await poolPreOrderIds(api)).not.toContain(order.id);
      expect(await poolPreOrderIds((await negotiator()).api)).not.toContain(order.id);
    });

    it('is for negotiators only; a negotiator never sees an intention order he is a party to', async () => {
      expect(await anon.get('/bizOppor/tprPendingFollowList')).toMatchObject({ status: 401, body: { msg: Msg.unauthorized } });
      expect(await (await userAs(t.app, 'businessFollower')).api.get('/bizOppor/tprPendingFollowList')).toMatchObject({ status: 403, body: { msg: DispatchMsg.negotiatorOnly } });
      const trading = await negotiator();
      const order = await buy((await stockGoods()).id, trading.api);
      expect(await poolPreOrderIds(trading.api)).not.toContain(order.id);
      expect(await take(trading.api, order.id)).toMatchObject({ status: 403, body: { msg: DispatchMsg.ownDeal } });
      expect(await poolPreOrderIds((await negotiator()).api)).toContain(order.id);
    });
  });

  describe('taking one', () => {
    it('sets the negotiator and writes his trade item (type 30, identity 10, model 1) in one go; it leaves every pool; he then confirms it and it reaches the business followers’ pool', async () => {
      const { user: nego, api } = await negotiator();
      const other = await negotiator();
      const order = await buy((await stockGoods()).id);
      events.length = 0;
      const res = await take(api, order.id);
      expect(res).toMatchObject({ status: 200, body: { msg: DispatchMsg.grabOk } });
      const data = followUpReply.parse(res.body).data;
      expect(data).toMatchObject({ id: order.id, identity: FollowIdentity.Negotiator, type: FollowType.Trade, model: FollowModel.Seller });
      expect(await row(order.id)).toMatchObject({ negotiatorId: nego.id, status: PreOrderStatus.AwaitingConfirm });
      expect(await itemsOf(order.id)).toMatchObject([
        { id: data.followId, userId: nego.id, type: FollowType.Trade, identity: FollowIdentity.Negotiator, model: FollowModel.Seller, status: FollowStatus.Pending },
      ]);
      expect(events.map((e) => e.type)).toContain('preOrder.take');
      expect(await poolPreOrderIds(api)).not.toContain(order.id);
      expect(await poolPreOrderIds(other.api)).not.toContain(order.id);

      // His follow list and the order's detail treat it like any other intention order of his.
      const follows = myFollowList.parse((await api.get('/follow/myFollowList', { dataType: FollowType.Trade })).body).rows;
      expect(follows.find((f) => f.id === data.followId)).toMatchObject({ preOrderId: order.id, orderNo: order.orderNo, model: FollowModel.Seller, status: FollowStatus.Pending });
      const detail = preOrderDetailReply.parse((await api.get('/preOrder/detail', { id: order.id })).body).data;
      expect(detail).toMatchObject({ followId: data.followId, canConfirm: true, canReject: true, canEdit: false });
      expect(await other.api.post('/preOrder/confirm', { id: order.id })).toMatchObject({ status: 403, body: { msg: TradeMsg.notNegotiator } });

      expect(await api.post('/preOrder/confirm', { id: order.id })).toMatchObject({ status: 200 });
      expect(await row(order.id)).toMatchObject({ status: PreOrderStatus.Confirmed });
      expect((await itemsOf(order.id))[0]).toMatchObject({ status: FollowStatus.Done });
      const follower = await userAs(t.app, 'businessFollower');
      const swPool = pendingPreOrderList.parse((await follower.api.get('/bizOppor/swPendingFollowList', { pageNum: 1, pageSize: 50 })).body).rows;
      expect(swPool.map((r) => r.id)).toContain(order.id);
      // Taken is taken: a second take is refused as a lost race.
      expect(await take(other.api, order.id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderTaken } });
    });

    it('a quote on 求购 goods without a negotiator gives a model 2 item: he edits it, then confirms', async () => {
      const { api } = await negotiator();
      const demand = await createGoods(db(), buyer.user.id, { goodsModel: partNo(), type: GoodsType.Demand, quantity: 5000, priceMin: null });
      const res = await seller.api.post('/preOrder/quote', {
        goodsId: demand.id,
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
      });
      expect(res.status, res.body.msg).toBe(200);
      const quoteId = res.body.data.id as number;
      expect((await pool(api)).find((r) => r.kind === PoolRowKind.PreOrder && r.id === quoteId)).toMatchObject({ type: GoodsType.Demand, preOrder: { model: FollowModel.Buyer } });
      expect(followUpReply.parse((await take(api, quoteId)).body).data).toMatchObject({ type: FollowType.Trade, model: FollowModel.Buyer });
      expect(await api.post('/preOrder/edit', { id: quoteId, price: 1450, note: '按市场价调整' })).toMatchObject({ status: 200, body: { data: { price: 1450 } } });
      expect(await api.post('/preOrder/confirm', { id: quoteId })).toMatchObject({ status: 200 });
    });

    it('two negotiators at once: exactly one wins, the other gets 409 手慢了 and nothing of his is written', async () => {
      const a = await negotiator();
      const b = await negotiator();
      for (let round = 0; round < 3; round++) {
        const order = await buy((await stockGoods()).id);
        const results = await Promise.all([take(a.api, order.id), take(b.api, order.id)]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(results.find((r) => r.status === 409)!.body.msg).toBe(DispatchMsg.preOrderTaken);
        const winner = results[0]!.status === 200 ? a.user : b.user;
        expect((await row(order.id)).negotiatorId).toBe(winner.id);
        expect(await itemsOf(order.id)).toMatchObject([{ userId: winner.id }]);
      }
    });

    it('the initiator cancelling before anyone takes it removes it from the pool; a take after it is 409; a cancel racing a take: one of them wins', async () => {
      const { api } = await negotiator();
      const order = await buy((await stockGoods()).id);
      expect(await poolPreOrderIds(api)).toContain(order.id);
      expect(await buyer.api.post('/preOrder/cancel', { id: order.id, reason: '不需要了', fromStatus: PreOrderStatus.AwaitingConfirm })).toMatchObject({ status: 200 });
      expect(await poolPreOrderIds(api)).not.toContain(order.id);
      expect(await take(api, order.id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderCancelled } });
      expect(await itemsOf(order.id)).toEqual([]);

      for (let round = 0; round < 3; round++) {
        const raced = await buy((await stockGoods()).id);
        const [took, cancelled] = await Promise.all([take(api, raced.id), buyer.api.post('/preOrder/cancel', { id: raced.id, reason: '不需要了' })]);
        const after = await row(raced.id);
        expect(after.status).toBe(PreOrderStatus.Cancelled);
        if (took.status === 200) {
          // Taken first, then cancelled: the cancel closes his new item with it.
          expect(cancelled.status).toBe(200);
          expect(await itemsOf(raced.id)).toMatchObject([{ status: FollowStatus.Closed }]);
        } else {
          expect(took).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderCancelled } });
          expect(await itemsOf(raced.id)).toEqual([]);
        }
      }
    });

    it('refuses anyone but a negotiator (401, 403), unknown ids (404) and a bad type (400); the open-lead cap does not apply', async () => {
      const order = await buy((await stockGoods()).id);
      expect(await anon.post('/bizOppor/followUp', { id: order.id, type: FollowType.Trade })).toMatchObject({ status: 401 });
      for (const role of ['verified', 'businessFollower', 'inspector'] as const) {
        const { api } = await userAs(t.app, role);
        expect(await take(api, order.id)).toMatchObject({ status: 403, body: { msg: DispatchMsg.negotiatorOnly } });
      }
      const { api } = await negotiator();
      expect(await take(api, 2_000_000_000)).toMatchObject({ status: 404, body: { msg: DispatchMsg.preOrderNotFound } });
      expect(await api.post('/bizOppor/followUp', { id: order.id, type: FollowType.Goods })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(DispatchMsg.badFollowType) } });
      expect((await row(order.id)).negotiatorId).toBeNull();

      // A negotiator holding the cap of open leads still takes intention orders (the cap counts leads only).
      const capped = await negotiator();
      for (let i = 0; i < CAP; i++) {
        const lead = await createLead(db(), seller.user.id, { goodsModel: partNo() });
        expect((await capped.api.post('/bizOppor/followUp', { id: lead.id })).status).toBe(200);
      }
      const more = await createLead(db(), seller.user.id, { goodsModel: partNo() });
      expect(await capped.api.post('/bizOppor/followUp', { id: more.id })).toMatchObject({ status: 409, body: { msg: DispatchMsg.openLeadCap(CAP) } });
      expect(await take(capped.api, order.id)).toMatchObject({ status: 200 });
    });

    it('an intention order that had a negotiator from the start is not taken from the pool (409)', async () => {
      const { user: nego } = await negotiator();
      const order = await buy((await negotiatedGoods(db(), seller.user, nego, partNo())).id);
      expect(await take((await negotiator()).api, order.id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderTaken } });
      expect((await row(order.id)).negotiatorId).toBe(nego.id);
    });
  });

  describe('blocking one', () => {
    it('hides it from that negotiator only (block type 20), for good: he cannot take it (404); others still can', async () => {
      const a = await negotiator();
      const b = await negotiator();
      const order = await buy((await stockGoods()).id);
      events.length = 0;
      expect(await a.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: order.id, blockType: 20 })).toMatchObject({ status: 200, body: { msg: DispatchMsg.blockOk } });
      expect(events).toMatchObject([{ type: 'preOrder.block', id: order.id, userId: a.user.id }]);
      // Idempotent.
      expect((await a.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: order.id, blockType: 20 })).status).toBe(200);
      expect(await poolPreOrderIds(a.api)).not.toContain(order.id);
      expect(await poolPreOrderIds(b.api)).toContain(order.id);
      expect(await take(a.api, order.id)).toMatchObject({ status: 404, body: { msg: DispatchMsg.preOrderNotFound } });
      expect(await take(b.api, order.id)).toMatchObject({ status: 200 });
      // Blocking is for staff: a trader cannot.
      expect(await buyer.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: order.id, blockType: 20 })).toMatchObject({ status: 403, body: { msg: DispatchMsg.staffOnly } });
    });
  });
});
