import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_INSPECTION_CLAUSE, CONTRACT_PAYMENT_CLAUSE, DEFAULT_PLATFORM_FEE_BPS, FollowType, PriceUnit } from '@mts/shared/constants';
import { DispatchMsg, InputMsg, Msg, OrderMsg, TradeMsg } from '@mts/shared/messages';
import { followDetailReply, generateContractReply, myFollowList, orderDetailReply, orderList, pendingPreOrderList, preOrderReply } from '@mts/shared/schemas';
import { FollowStatus, ORDER_NEXT_STEP, OrderStatus, PreOrderStatus } from '@mts/shared/status';
import { followItems, orderEvents, orders, preOrders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { createGoods, userAs } from './factories.ts';
import { buyBody, FUTURE, negotiatedGoods, type Party } from './trade-parties.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;


describe.each(DRIVERS)('orders on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  const events: DomainEvent[] = [];
  /** fa: the buyer side's business follower (grabs the confirmed intention orders, generates); fb, fc: the seller side's. */
  let people: Record<'buyer' | 'seller' | 'negotiator' | 'fa' | 'fb' | 'fc' | 'stranger' | 'operator', Party>;
  let anon: ApiClient;
  let seq = 0;

  const db = () => t.handle.db;

  /** Goods of the seller published from a lead by the negotiator, on shelf. */
  async function goodsOfSeller(over: Parameters<typeof createGoods>[2] = {}) {
    return negotiatedGoods(db(), people.seller.user, people.negotiator.user, `ORD${driver.toUpperCase()}${++seq}-X`, over);
  }


  /** Buy now → negotiator confirms: an intention order 已确认 in the pool. */
  async function confirmedPreOrder() {
    const g = await goodsOfSeller();
    const res = await people.buyer.api.post('/preOrder/create', buyBody(g.id));
    expect(res.status).toBe(200);
    const pre = preOrderReply.parse(res.body).data;
    expect((await people.negotiator.api.post('/preOrder/confirm', { id: pre.id })).status).toBe(200);
    return { goods: g, pre };
  }

  /** … grabbed by the buyer-side follower (model 2): 跟单中. */
  async function following(by: Party = people.fa) {
    const { goods, pre } = await confirmedPreOrder();
    const res = await by.api.post('/bizOppor/followUp', { id: pre.id, identity: 20 });
    expect(res.status).toBe(200);
    return { goods, pre, buyerFollowId: res.body.data.followId as number };
  }

  const contractBody = (followId: number, over: Record<string, unknown> = {}) => ({
    followId,
    quantity: 200,
    price: 1300,
    dateCode: '24+',
    condition: '原装',
    taxIncluded: false,
    deliveryPlace: '香港',
    deliveryDate: FUTURE,
    inspectionClause: CONTRACT_INSPECTION_CLAUSE,
    remark: '分两批交货',
    ...over,
  });

  /** … the contract generated: an order 待确认合同 with a free seller slot. */
  async function drawn(by: Party = people.fa) {
    const f = await following(by);
    const res = await by.api.post('/order/generateContract', contractBody(f.buyerFollowId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ...f, order: generateContractReply.parse(res.body).data };
  }

  /** … the seller slot taken (model 1 item with the orderId). */
  async function sellerTaken(by: Party = people.fb) {
    const d = await drawn();
    const res = await by.api.post('/bizOppor/followUp', { id: d.pre.id, identity: 20 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ...d, sellerFollowId: res.body.data.followId as number };
  }

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const preRow = async (id: number) => (await db().select().from(preOrders).where(eq(preOrders.id, id)))[0]!;
  const itemRow = async (id: number) => (await db().select().from(followItems).where(eq(followItems.id, id)))[0]!;
  const historyOf = async (orderId: number) => db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  const pool = async (api: ApiClient) => pendingPreOrderList.parse((await api.get('/bizOppor/swPendingFollowList', { pageSize: 50 })).body);
  const detail = async (api: ApiClient, id: number) => orderDetailReply.parse((await api.get('/order/detail', { id })).body).data;

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    // Real-name verified, no company verification: contracts name them by their real names (issue 22), not the
    // free-text company of their profiles.
    people = {
      buyer: await userAs(t.app, 'verified', { realName: '买方甲', companyName: '买方公司' }),
      seller: await userAs(t.app, 'verified', { realName: '卖方乙', companyName: '卖方公司' }),
      negotiator: await userAs(t.app, 'negotiator', { realName: '谈判甲' }),
      fa: await userAs(t.app, 'businessFollower', { realName: '商务甲' }),
      fb: await userAs(t.app, 'businessFollower', { realName: '商务乙' }),
      fc: await userAs(t.app, 'businessFollower', { realName: '商务丙' }),
      stranger: await userAs(t.app, 'verified'),
      operator: await userAs(t.app, 'operator'),
    };
    anon = await injectAs(t.app);
  });
  afterAll(() => t.close());

  it('the whole chain through the API: buy now → confirm → buyer side → contract → seller side → confirm → 待付款', async () => {
    const { pre, buyerFollowId } = await following();
    // The buyer side's item: model 2, type 30, identity 20.
    expect(await itemRow(buyerFollowId)).toMatchObject({ type: 30, identity: 20, model: 2, status: 1, preOrderId: pre.id, orderId: null, userId: people.fa.user.id });
    const gen = await people.fa.api.post('/order/generateContract', contractBody(buyerFollowId));
    expect(gen).toMatchObject({ status: 200, body: { msg: OrderMsg.generateOk, data: { status: 1, statusText: '待确认合同' } } });
    const { orderId, orderNo, contractNo } = gen.body.data;
    expect(orderNo).toMatch(/^DD\d{8}\d{6}$/);
    expect(contractNo).toMatch(/^HT\d{8}\d{6}$/);
    expect((await preRow(pre.id)).status).toBe(PreOrderStatus.Ordered);
    const o = await orderRow(orderId);
    expect(o).toMatchObject({
      status: 1,
      preOrderId: pre.id,
      buyerId: people.buyer.user.id,
      sellerId: people.seller.user.id,
      buyerFollowerId: people.fa.user.id,
      sellerFollowerId: null,
      negotiatorId: people.negotiator.user.id,
      quantity: 200,
      price: 1300,
      amount: 260_000,
      priceUnit: PriceUnit.Dollar,
      feeBps: DEFAULT_PLATFORM_FEE_BPS,
    });
    expect(o.contract).toMatchObject({
      contractNo,
      buyer: { kind: 'person', name: '买方甲', mobile: people.buyer.user.mobile },
      seller: { kind: 'person', name: '卖方乙', mobile: people.seller.user.mobile },
      paymentClause: CONTRACT_PAYMENT_CLAUSE,
      inspectionClause: CONTRACT_INSPECTION_CLAUSE,
      amount: 260_000,
      priceUnit: PriceUnit.Dollar,
      generatedBy: '商务甲',
      confirmedBy: null,
      confirmedAt: null,
    });
    expect((await itemRow(buyerFollowId)).orderId).toBe(orderId);
    expect(events.some((e) => e.type === 'order.generate' && e.id === orderId && e.preOrderId === pre.id)).toBe(true);

    // The seller slot: in B's pool (model 1, orderId), not in A's (he holds the buyer side).
    const slot = (await pool(people.fb.api)).rows.find((r) => r.id === pre.id);
    expect(slot).toMatchObject({ model: 1, orderId, orderNo: pre.orderNo, amount: 260_000, price: 1300 });
    expect((await pool(people.fa.api)).rows.find((r) => r.id === pre.id)).toBeUndefined();
    expect(await people.fa.api.post('/bizOppor/followUp', { id: pre.id, identity: 20 })).toMatchObject({ status: 403, body: { msg: OrderMsg.sameFollower } });

    const grab = await people.fb.api.post('/bizOppor/followUp', { id: pre.id, identity: 20 });
    expect(grab).toMatchObject({ status: 200, body: { msg: DispatchMsg.grabOk, data: { id: pre.id, identity: 20 } } });
    const sellerFollowId = grab.body.data.followId as number;
    expect(await itemRow(sellerFollowId)).toMatchObject({ type: 30, identity: 20, model: 1, status: 1, orderId, preOrderId: pre.id, userId: people.fb.user.id });
    expect((await orderRow(orderId)).sellerFollowerId).toBe(people.fb.user.id);
    expect((await pool(people.fc.api)).rows.find((r) => r.id === pre.id)).toBeUndefined();
    expect(events.some((e) => e.type === 'order.takeSellerSide' && e.preOrderId === pre.id)).toBe(true);

    // B's detail offers confirm and return; A's does not.
    expect(await detail(people.fb.api, orderId)).toMatchObject({ followId: sellerFollowId, followModel: 1, canConfirmContract: true, canRejectContract: true, canPay: false });
    expect(await detail(people.fa.api, orderId)).toMatchObject({ followId: buyerFollowId, followModel: 2, canConfirmContract: false, canRejectContract: false });

    const conf = await people.fb.api.post('/order/confirmContract', { orderId, followId: sellerFollowId });
    expect(conf).toMatchObject({ status: 200, body: { msg: OrderMsg.confirmOk, data: { id: orderId, status: 5, statusText: '待付款' } } });
    const after = await orderRow(orderId);
    expect(after.status).toBe(OrderStatus.AwaitingPayment);
    expect(after.confirmedAt).not.toBeNull();
    expect(after.contract).toMatchObject({ confirmedBy: '商务乙', confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect((await itemRow(sellerFollowId)).status).toBe(FollowStatus.Done);
    expect((await itemRow(buyerFollowId)).status).toBe(FollowStatus.AwaitingPayment);
    expect((await preRow(pre.id)).status).toBe(PreOrderStatus.Ordered);

    // The buyer's 待付款 tab has it; the buyer follower's item shows 待付款 with the order.
    const tab = orderList.parse((await people.buyer.api.get('/order/myBuyOrderList', { orderStatus: 0 })).body);
    expect(tab.rows.map((r) => r.id)).toContain(orderId);
    expect(tab.rows.find((r) => r.id === orderId)).toMatchObject({ myRole: 'buyer', orderNo, contractNo, preOrderNo: pre.orderNo, status: 5, statusText: '待付款', amount: 260_000 });
    const aItems = myFollowList.parse((await people.fa.api.get('/follow/myFollowList', { dataType: FollowType.Trade, status: FollowStatus.AwaitingPayment })).body);
    expect(aItems.rows.find((r) => r.id === buyerFollowId)).toMatchObject({ status: 5, statusText: '待付款', orderId, order: { orderNo, status: 5, statusText: '待付款', amount: 260_000 } });
    const aDetail = followDetailReply.parse((await people.fa.api.get(`/follow/${buyerFollowId}`)).body).data;
    expect(aDetail.order).toMatchObject({ orderNo, status: 5 });
    expect(await detail(people.buyer.api, orderId)).toMatchObject({ canPay: true, nextStep: ORDER_NEXT_STEP[5] });
    expect(await detail(people.fa.api, orderId)).toMatchObject({ canPay: true });
    expect(await detail(people.seller.api, orderId)).toMatchObject({ canPay: false, myRole: 'seller' });

    // The history: generate, the seller side taken, confirmed (newest first in the detail).
    expect((await historyOf(orderId)).map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['generate', null, 1],
      ['takeSellerSide', 1, 1],
      ['confirmContract', 1, 5],
    ]);
    const hist = (await detail(people.operator.api, orderId)).history;
    expect(hist.map((h) => h.action)).toEqual(['confirmContract', 'takeSellerSide', 'generate']);
    expect(hist[0]).toMatchObject({ actionText: '确认合同', fromText: '待确认合同', toText: '待付款', userName: '商务乙' });
  });

  describe('generate', () => {
    it('twice → 409 the second time, nothing changed; two at once → one 200, one 409', async () => {
      const { buyerFollowId, pre } = await following();
      expect((await people.fa.api.post('/order/generateContract', contractBody(buyerFollowId))).status).toBe(200);
      const again = await people.fa.api.post('/order/generateContract', contractBody(buyerFollowId));
      expect(again.status).toBe(409);
      expect(again.body.msg).toMatch(CHINESE);
      expect(again.body.data).toBeNull();
      expect(await db().select().from(orders).where(eq(orders.preOrderId, pre.id))).toHaveLength(1);

      const f = await following();
      const replies = await Promise.all([people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId)), people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId))]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.msg).toBe(TradeMsg.wrongStatus('已成单'));
      expect(await db().select().from(orders).where(eq(orders.preOrderId, f.pre.id))).toHaveLength(1);
    });

    it('only the buyer-side follower holding the item: others 403, nothing written', async () => {
      const { buyerFollowId, pre } = await following();
      for (const who of [people.fb, people.buyer, people.seller, people.negotiator, people.stranger, people.operator]) {
        const res = await who.api.post('/order/generateContract', contractBody(buyerFollowId));
        expect(res.status, String(who.user.mobile)).toBe(403);
        expect(res.body).toMatchObject({ data: null });
        expect(res.body.msg).toMatch(CHINESE);
      }
      expect((await anon.post('/order/generateContract', contractBody(buyerFollowId))).status).toBe(401);
      expect(await people.fa.api.post('/order/generateContract', contractBody(99_999_999))).toMatchObject({ status: 404, body: { msg: OrderMsg.followNotFound } });
      expect((await preRow(pre.id)).status).toBe(PreOrderStatus.Following);
      expect(await db().select().from(orders).where(eq(orders.preOrderId, pre.id))).toHaveLength(0);
    });

    it('the seller side item cannot generate; a past delivery date is 400', async () => {
      const { sellerFollowId, pre } = await sellerTaken();
      expect(await people.fb.api.post('/order/generateContract', contractBody(sellerFollowId))).toMatchObject({ status: 403, body: { msg: OrderMsg.notBuyerSide } });
      const f = await following();
      expect(await people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId, { deliveryDate: '2020-01-01' }))).toMatchObject({ status: 400, body: { msg: TradeMsg.deliveryDatePast } });
      expect((await preRow(pre.id)).status).toBe(PreOrderStatus.Ordered);
    });

    it('an amount beyond the limit is a Chinese 400; fee from PLATFORM_FEE_BPS config', async () => {
      const f = await following();
      expect(await people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId, { price: 100_000_000, quantity: 100_000_000 }))).toMatchObject({ status: 400, body: { msg: TradeMsg.amountTooLarge } });
      const big = await people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId, { price: 100_000_000, quantity: 1_000_000 }));
      expect(big.status).toBe(200);
      expect((await orderRow(big.body.data.orderId)).amount).toBe(100_000_000_000_000);
    });
  });

  describe('the seller slot', () => {
    it('two followers grabbing it at once: exactly one wins; the other 409', async () => {
      const d = await drawn();
      const replies = await Promise.all([people.fb.api.post('/bizOppor/followUp', { id: d.pre.id, identity: 20 }), people.fc.api.post('/bizOppor/followUp', { id: d.pre.id, identity: 20 })]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.msg).toBe(DispatchMsg.preOrderTaken);
      const items = await db().select().from(followItems).where(and(eq(followItems.orderId, d.order.orderId), eq(followItems.model, 1)));
      expect(items).toHaveLength(1);
      expect((await orderRow(d.order.orderId)).sellerFollowerId).toBe(items[0]!.userId);
    });

    it('blocking (blockType 20) hides the row from that follower only', async () => {
      const d = await drawn();
      expect((await pool(people.fc.api)).rows.some((r) => r.id === d.pre.id)).toBe(true);
      expect((await people.fc.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: d.pre.id, blockType: 20 })).status).toBe(200);
      expect((await pool(people.fc.api)).rows.some((r) => r.id === d.pre.id)).toBe(false);
      expect((await pool(people.fb.api)).rows.some((r) => r.id === d.pre.id)).toBe(true);
      expect(await people.fc.api.post('/bizOppor/followUp', { id: d.pre.id, identity: 20 })).toMatchObject({ status: 404, body: { msg: DispatchMsg.preOrderNotFound } });
    });

    it('the pool lists both kinds newest first, total counts both', async () => {
      const { pre: buyerSlot } = await confirmedPreOrder();
      clock.advance(1000);
      const d = await drawn();
      const page = await pool(people.fb.api);
      const ids = page.rows.map((r) => r.id);
      expect(ids.indexOf(d.pre.id)).toBeLessThan(ids.indexOf(buyerSlot.id));
      expect(page.rows.find((r) => r.id === buyerSlot.id)).toMatchObject({ model: 2, orderId: null });
      expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
      const small = pendingPreOrderList.parse((await people.fb.api.get('/bizOppor/swPendingFollowList', { pageSize: 1, pageNum: 1 })).body);
      expect(small.total).toBe(page.total);
      expect(small.rows).toHaveLength(1);
    });
  });

  describe('confirm and return', () => {
    it('two confirms by the holder at once: one 200, one 409 in Chinese; a confirm and a return racing: one wins', async () => {
      const s = await sellerTaken();
      const replies = await Promise.all([
        people.fb.api.post('/order/confirmContract', { orderId: s.order.orderId, followId: s.sellerFollowId }),
        people.fb.api.post('/order/confirmContract', { orderId: s.order.orderId, followId: s.sellerFollowId }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.msg).toBe(OrderMsg.wrongStatus('待付款'));
      expect((await historyOf(s.order.orderId)).filter((h) => h.action === 'confirmContract')).toHaveLength(1);

      const r = await sellerTaken();
      const race = await Promise.all([
        people.fb.api.post('/order/confirmContract', { orderId: r.order.orderId, followId: r.sellerFollowId }),
        people.fb.api.post('/order/rejectContract', { orderId: r.order.orderId, followId: r.sellerFollowId, reason: '价格不对' }),
      ]);
      expect(race.map((x) => x.status).sort()).toEqual([200, 409]);
      const o = await orderRow(r.order.orderId);
      const pre = await preRow(r.pre.id);
      if (o.status === OrderStatus.AwaitingPayment) {
        expect(pre.status).toBe(PreOrderStatus.Ordered);
        expect((await itemRow(r.buyerFollowId)).status).toBe(FollowStatus.AwaitingPayment);
      } else {
        expect(o.status).toBe(OrderStatus.Closed);
        expect(pre.status).toBe(PreOrderStatus.Following);
        expect((await itemRow(r.buyerFollowId))).toMatchObject({ status: 1, orderId: null });
      }
    });

    it('only the seller-side follower holding the slot: others 403 (the buyer side, a stranger, the parties), nothing changed', async () => {
      const s = await sellerTaken();
      const body = { orderId: s.order.orderId, followId: s.sellerFollowId };
      for (const who of [people.fa, people.fc, people.buyer, people.seller, people.negotiator, people.stranger, people.operator]) {
        for (const path of ['/order/confirmContract', '/order/rejectContract']) {
          const res = await who.api.post(path, { ...body, reason: '不同意条款' });
          expect(res.status, `${path} ${String(who.user.mobile)}`).toBe(403);
          expect(res.body.data).toBeNull();
        }
      }
      // A's own buyer item named with the order: still not the seller side.
      expect(await people.fa.api.post('/order/confirmContract', { orderId: s.order.orderId, followId: s.buyerFollowId })).toMatchObject({ status: 403, body: { msg: OrderMsg.notSellerSide } });
      // B's item with another order id: refused.
      const other = await drawn();
      expect(await people.fb.api.post('/order/confirmContract', { orderId: other.order.orderId, followId: s.sellerFollowId })).toMatchObject({ status: 403, body: { msg: OrderMsg.notSellerSide } });
      expect((await anon.post('/order/confirmContract', body)).status).toBe(401);
      expect((await orderRow(s.order.orderId)).status).toBe(OrderStatus.AwaitingContract);
    });

    it('return: 已关闭 with the reason, intention order back to 跟单中, the buyer side regenerates; the new slot is in the pool', async () => {
      const s = await sellerTaken();
      const res = await people.fb.api.post('/order/rejectContract', { orderId: s.order.orderId, followId: s.sellerFollowId, reason: '单价与卖方确认的不一致' });
      expect(res).toMatchObject({ status: 200, body: { msg: OrderMsg.rejectOk, data: { status: 90, statusText: '已关闭' } } });
      expect(await orderRow(s.order.orderId)).toMatchObject({ status: 90, closeReason: '单价与卖方确认的不一致' });
      expect((await preRow(s.pre.id)).status).toBe(PreOrderStatus.Following);
      expect(await itemRow(s.sellerFollowId)).toMatchObject({ status: FollowStatus.Closed, closeReason: '单价与卖方确认的不一致' });
      expect(await itemRow(s.buyerFollowId)).toMatchObject({ status: FollowStatus.Pending, orderId: null });
      expect(events.some((e) => e.type === 'follow.contractReturned' && e.id === s.buyerFollowId && e.holderId === people.fa.user.id)).toBe(true);
      // Closed: no more moves.
      expect(await people.fb.api.post('/order/confirmContract', { orderId: s.order.orderId, followId: s.sellerFollowId })).toMatchObject({ status: 409, body: { msg: OrderMsg.wrongStatus('已关闭') } });
      const closed = await detail(people.fa.api, s.order.orderId);
      expect(closed).toMatchObject({ status: 90, closeReason: '单价与卖方确认的不一致', nextStep: ORDER_NEXT_STEP[90] });
      expect(closed.history[0]).toMatchObject({ action: 'rejectContract', note: '单价与卖方确认的不一致' });

      // The intention order links no order while it is 跟单中 again …
      const preDetail = async () => (await people.buyer.api.get('/preOrder/detail', { id: s.pre.id })).body.data as { status: number; orderId: number | null };
      expect(await preDetail()).toMatchObject({ status: PreOrderStatus.Following, orderId: null });

      const again = await people.fa.api.post('/order/generateContract', contractBody(s.buyerFollowId, { price: 1280 }));
      expect(again.status).toBe(200);
      expect(again.body.data.orderId).not.toBe(s.order.orderId);
      // … and the live order (not the returned one) once drawn again.
      expect(await preDetail()).toMatchObject({ status: PreOrderStatus.Ordered, orderId: again.body.data.orderId });
      expect((await preRow(s.pre.id)).status).toBe(PreOrderStatus.Ordered);
      expect((await itemRow(s.buyerFollowId)).orderId).toBe(again.body.data.orderId);
      const slot = (await pool(people.fc.api)).rows.find((r) => r.id === s.pre.id);
      expect(slot).toMatchObject({ model: 1, orderId: again.body.data.orderId, price: 1280 });
      // B may take the new slot too (he returned the first contract; he is not the buyer side).
      expect((await people.fb.api.post('/bizOppor/followUp', { id: s.pre.id, identity: 20 })).status).toBe(200);
    });

    it('illegal moves leave everything as it was (409)', async () => {
      const s = await sellerTaken();
      expect((await people.fb.api.post('/order/confirmContract', { orderId: s.order.orderId, followId: s.sellerFollowId })).status).toBe(200);
      const before = await orderRow(s.order.orderId);
      for (const path of ['/order/confirmContract', '/order/rejectContract']) {
        const res = await people.fb.api.post(path, { orderId: s.order.orderId, followId: s.sellerFollowId, reason: '再退一次' });
        expect(res).toMatchObject({ status: 409, body: { msg: OrderMsg.wrongStatus('待付款'), data: null } });
      }
      expect(await orderRow(s.order.orderId)).toEqual(before);
      // The intention order is 已成单 with a confirmed contract: no grab of either kind.
      expect(await people.fc.api.post('/bizOppor/followUp', { id: s.pre.id, identity: 20 })).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderTaken } });
      // The buyer side cannot draw a second contract.
      expect((await people.fa.api.post('/order/generateContract', contractBody(s.buyerFollowId))).status).toBe(409);
    });
  });

  describe('reads', () => {
    it('detail: the parties, both followers, the negotiator and operators; anyone else 403, unknown 404, data null', async () => {
      const s = await sellerTaken();
      const id = s.order.orderId;
      const asBuyer = await detail(people.buyer.api, id);
      expect(asBuyer).toMatchObject({ myRole: 'buyer', status: 1, nextStep: ORDER_NEXT_STEP[1], followId: null, followModel: null, canConfirmContract: false, canPay: false });
      // The contract itself shows both parties unmasked to the two of them (issue 22).
      expect(asBuyer.contract.buyer.mobile).toBe(people.buyer.user.mobile);
      expect(asBuyer.contract.seller.mobile).toBe(people.seller.user.mobile);
      const asSeller = await detail(people.seller.api, id);
      expect(asSeller.contract.seller.mobile).toBe(people.seller.user.mobile);
      expect(asSeller.contract.buyer.mobile).toBe(people.buyer.user.mobile);
      for (const staff of [people.fa, people.fb, people.negotiator, people.operator]) {
        const d = await detail(staff.api, id);
        expect(d).toMatchObject({ myRole: 'staff', buyerFollowerName: '商务甲', sellerFollowerName: '商务乙', negotiatorName: '谈判甲' });
        expect(d.contract.buyer.mobile).toBe(people.buyer.user.mobile);
        expect(d.contract.seller.mobile).toBe(people.seller.user.mobile);
      }
      for (const other of [people.stranger, people.fc]) {
        expect(await other.api.get('/order/detail', { id })).toMatchObject({ status: 403, body: { code: 403, msg: OrderMsg.orderForbidden, data: null } });
      }
      expect(await people.buyer.api.get('/order/detail', { id: 99_999_999 })).toMatchObject({ status: 404, body: { msg: OrderMsg.orderNotFound, data: null } });
      expect((await anon.get('/order/detail', { id })).status).toBe(401);
    });

    it('lists: buyer, seller, either, the buyer-side follower’s; tabs per ORDER_TABS, newest first', async () => {
      const b = await userAs(t.app, 'verified');
      const s = await userAs(t.app, 'verified');
      const statuses = [1, 5, 20, 30, 40, 50, 60, 90];
      const ids: number[] = [];
      for (const [i, status] of statuses.entries()) {
        const base = clock.now() - (statuses.length - i) * 60_000;
        const [row] = await db()
          .insert(orders)
          .values({
            orderNo: `LT${driver}${seq}${i}${Date.now()}`,
            contractNo: `LTC${driver}${seq}${i}${Date.now()}`,
            buyerId: b.user.id,
            sellerId: s.user.id,
            buyerFollowerId: people.fc.user.id,
            quantity: 10,
            price: 100,
            amount: 1000,
            status,
            contract: (await orderRow((await drawn()).order.orderId)).contract,
            createdAt: new Date(base),
            updatedAt: new Date(base),
          })
          .returning({ id: orders.id });
        ids.push(row!.id);
      }
      const tab = async (api: ApiClient, path: string, orderStatus: number) => orderList.parse((await api.get(path, { orderStatus, pageSize: 50 })).body);
      const byStatus = (rows: { status: number }[]) => rows.map((r) => r.status);
      expect(byStatus((await tab(b.api, '/order/myBuyOrderList', 0)).rows)).toEqual([5]);
      expect(byStatus((await tab(b.api, '/order/myBuyOrderList', 1)).rows)).toEqual([20]);
      expect(byStatus((await tab(b.api, '/order/myBuyOrderList', 2)).rows)).toEqual([40, 30]);
      expect(byStatus((await tab(b.api, '/order/myBuyOrderList', 3)).rows)).toEqual([50]);
      const all = await tab(b.api, '/order/myBuyOrderList', 4);
      expect(all.total).toBe(8);
      expect(all.rows.map((r) => r.id)).toEqual([...ids].reverse());
      expect(all.rows.every((r) => r.myRole === 'buyer')).toBe(true);
      // Default tab is 全部.
      expect(orderList.parse((await b.api.get('/order/myBuyOrderList')).body).total).toBe(8);
      expect((await tab(b.api, '/order/mySaleOrderList', 4)).total).toBe(0);
      const sale = await tab(s.api, '/order/mySaleOrderList', 4);
      expect(sale.total).toBe(8);
      expect(sale.rows[0]!.myRole).toBe('seller');
      expect((await tab(s.api, '/order/myOrderList', 0)).total).toBe(1);
      expect((await tab(b.api, '/order/myOrderList', 4)).total).toBe(8);
      // Paging.
      const p2 = orderList.parse((await b.api.get('/order/myBuyOrderList', { orderStatus: 4, pageNum: 2, pageSize: 3 })).body);
      expect(p2.rows.map((r) => r.id)).toEqual([...ids].reverse().slice(3, 6));
      // The follower's generated orders (myCreateOrder): business followers only.
      const mine = await tab(people.fc.api, '/order/myCreateOrder', 4);
      expect(mine.rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
      expect(mine.rows.every((r) => r.myRole === 'staff')).toBe(true);
      expect(await b.api.get('/order/myCreateOrder')).toMatchObject({ status: 403, body: { msg: OrderMsg.followerOnly, data: null } });
      expect((await anon.get('/order/myBuyOrderList')).status).toBe(401);
      // Someone else sees none of them.
      expect((await tab(people.stranger.api, '/order/myOrderList', 4)).total).toBe(0);
    });

    it('the follow list filters 待付款 (status 5) and a seller-side item shows its order', async () => {
      const s = await sellerTaken();
      const items = myFollowList.parse((await people.fb.api.get('/follow/myFollowList', { dataType: FollowType.Trade, status: FollowStatus.Pending, pageSize: 50 })).body);
      expect(items.rows.find((r) => r.id === s.sellerFollowId)).toMatchObject({ model: 1, identity: 20, type: 30, orderId: s.order.orderId, order: { orderNo: s.order.orderNo, status: 1, statusText: '待确认合同' } });
      const five = myFollowList.parse((await people.fa.api.get('/follow/myFollowList', { status: 5, pageSize: 50 })).body);
      expect(five.rows.every((r) => r.status === 5)).toBe(true);
    });
  });

  describe('the seed', () => {
    it('has orders in every status with history; 王强 buys in each tab, 刘洋 sells, 王强 sold one', async () => {
      const all = await db().select({ status: orders.status }).from(orders);
      expect(new Set(all.map((o) => o.status))).toEqual(new Set([1, 5, 20, 30, 40, 50, 60, 90]));
      const wang = await injectAs(t.app, '13800000000');
      for (const orderStatus of [0, 1, 2, 3]) {
        const tab = orderList.parse((await wang.get('/order/myBuyOrderList', { orderStatus })).body);
        expect(tab.total, `tab ${orderStatus}`).toBeGreaterThan(0);
      }
      const everything = orderList.parse((await wang.get('/order/myBuyOrderList', { orderStatus: 4, pageSize: 50 })).body);
      expect(new Set(everything.rows.map((r) => r.status))).toEqual(new Set([1, 5, 20, 30, 40, 50, 60, 90]));
      expect(orderList.parse((await wang.get('/order/mySaleOrderList')).body).total).toBeGreaterThan(0);
      const liu = await injectAs(t.app, '13800000001');
      expect(orderList.parse((await liu.get('/order/mySaleOrderList', { pageSize: 50 })).body).total).toBeGreaterThanOrEqual(9);
      // Each of 王强's orders opens, with its history and what comes next.
      for (const r of everything.rows) {
        const d = await detail(wang, r.id);
        expect(d.history.length, r.orderNo).toBeGreaterThan(0);
        expect(d.nextStep.text).toMatch(CHINESE);
        expect(d.canPay).toBe(r.status === 5);
      }
    });

    it('陈伟 draws a contract from his 跟单中 item; 周涛 confirms his and takes the free seller slot', async () => {
      const chen = await injectAs(t.app, '13800000020');
      const zhou = await injectAs(t.app, '13800000021');
      // 陈伟: a pending model 2 item without an order (his first contract was returned) → generate.
      const chenItems = myFollowList.parse((await chen.get('/follow/myFollowList', { dataType: FollowType.Trade, status: FollowStatus.Pending, pageSize: 50 })).body).rows;
      const toDraw = chenItems.find((i) => i.model === 2 && i.orderId === null)!;
      expect(toDraw.preOrder).toMatchObject({ status: PreOrderStatus.Following });
      expect(chenItems.filter((i) => i.model === 2 && i.orderId !== null).map((i) => i.order!.status)).toEqual([1, 1]);
      const created = orderList.parse((await chen.get('/order/myCreateOrder', { pageSize: 50 })).body);
      expect(created.total).toBeGreaterThanOrEqual(8);
      const chenOrders = new Set(created.rows.map((r) => r.id));
      // His own seller slot is not in his pool; it is in 周涛's.
      const chenPool = await pool(chen);
      const zhouPool = await pool(zhou);
      const slot = zhouPool.rows.find((r) => r.model === 1 && chenOrders.has(r.orderId!))!;
      expect(slot).toBeDefined();
      expect(chenPool.rows.filter((r) => r.model === 1 && chenOrders.has(r.orderId!))).toEqual([]);
      expect(zhouPool.rows.filter((r) => r.model === 2).length).toBeGreaterThanOrEqual(2);
      expect((await chen.post('/order/generateContract', contractBody(toDraw.id))).status).toBe(200);
      // 周涛: a pending model 1 item with its order 待确认合同 → confirm.
      const zhouItems = myFollowList.parse((await zhou.get('/follow/myFollowList', { dataType: FollowType.Trade, pageSize: 50 })).body).rows;
      expect(new Set(zhouItems.map((i) => i.model))).toEqual(new Set([1, 2]));
      const toConfirm = zhouItems.find((i) => i.model === 1 && i.status === 1)!;
      expect(await detail(zhou, toConfirm.orderId!)).toMatchObject({ canConfirmContract: true, followId: toConfirm.id });
      expect((await zhou.post('/order/confirmContract', { orderId: toConfirm.orderId, followId: toConfirm.id })).status).toBe(200);
      expect((await zhou.post('/bizOppor/followUp', { id: slot.id, identity: 20 })).status).toBe(200);
      expect((await pool(zhou)).rows.find((r) => r.id === slot.id)).toBeUndefined();
    });
  });

  describe('bad input', () => {
    it('ids past int4, control characters and wrong types → 400 in Chinese, never 500', async () => {
      const f = await following();
      const cases: [string, unknown][] = [
        ['/order/generateContract', contractBody(2 ** 31)],
        ['/order/generateContract', contractBody(f.buyerFollowId, { remark: 'a\u0000b' })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { deliveryPlace: '深\u0007圳' })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { quantity: 0 })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { price: 12.5 })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { dateCode: 'abc' })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { condition: '二手' })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { inspectionClause: '短' })],
        ['/order/generateContract', contractBody(f.buyerFollowId, { deliveryDate: '2099-02-30' })],
        ['/order/generateContract', { followId: '1' }],
        ['/order/confirmContract', { orderId: 2 ** 31, followId: 1 }],
        ['/order/confirmContract', { orderId: 1, followId: 2 ** 53 }],
        ['/order/confirmContract', { orderId: -1, followId: 1 }],
        ['/order/rejectContract', { orderId: 1, followId: 1, reason: '不\u0000要' }],
        ['/order/rejectContract', { orderId: 1, followId: 1, reason: '' }],
        ['/bizOppor/followUp', { id: 2 ** 31, identity: 20 }],
      ];
      for (const [path, body] of cases) {
        const res = await people.fa.api.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.msg, path).toMatch(CHINESE);
        expect(res.body.data).toBeNull();
      }
      expect((await people.fa.api.post('/order/generateContract', contractBody(f.buyerFollowId, { remark: 'a\u0000b' }))).body.msg).toContain(InputMsg.controlChars);
      for (const id of ['2147483648', '0', 'abc', '-1']) {
        const res = await people.buyer.api.get('/order/detail', { id });
        expect(res.status, id).toBe(400);
        expect(res.body.msg).toMatch(CHINESE);
      }
      for (const orderStatus of ['5', 'x', '-1']) {
        const res = await people.buyer.api.get('/order/myBuyOrderList', { orderStatus });
        expect(res.status, orderStatus).toBe(400);
        expect(res.body.msg).toMatch(CHINESE);
      }
      expect((await people.buyer.api.get('/order/myBuyOrderList', { pageSize: 1000 })).status).toBe(400);
      // Nothing was drawn.
      expect((await preRow(f.pre.id)).status).toBe(PreOrderStatus.Following);
      expect(Msg.unauthorized).toMatch(CHINESE);
    });
  });
});
