import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMsg, DisputeMsg } from '@mts/shared/messages';
import { decideDisputeReply, disputeListReply, disputeReply } from '@mts/shared/schemas';
import { DisputeStatus, orderMachine, OrderStatus } from '@mts/shared/status';
import { auditLog, orderDisputes, orderEvents, orders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { appContext } from '../src/lib/context.ts';
import { holdsOn, transition } from '../src/lib/transition.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { mapDomainEvent } from '../src/modules/realtime/map.ts';
import { autoConfirmDue } from '../src/modules/payment/service.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';
import { userAs } from './factories.ts';
import { orderMoneyApi, type OrderParties, orderParties, type Party } from './trade-parties.ts';
import { balanceOf, checkLedger, createOrder, fund, key, orderStatus, SEEDED_CENTRE, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';

afterAll(cleanupTestDatabases);


describe.each(DRIVERS)('order disputes on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  const events: DomainEvent[] = [];
  let people: OrderParties;
  let operator2: Party;
  const db = () => t.handle.db;
  const { money, detail } = orderMoneyApi(() => t.app);
  const report = (orderId: number, result: 'pass' | 'fail') => ({ orderId, result, countedQuantity: 100, dateCodeSeen: '24+', markings: 'MT 丝印清晰', photos: [UPLOAD(1)], notes: '与合同一致' });
  const ledgerOk = async () => {
    const c = await checkLedger(db());
    expect(c.sums.every((s) => s.sum === 0)).toBe(true);
    expect(c.negative).toBe(0);
    expect(c.mismatched).toBe(0);
  };
  /** An order moved to `status` through the real API (paid from the wallet). */
  const orderAt = async (status: number, amount = 100_000) => {
    const { order } = await createOrder(db(), { buyerId: people.buyer.user.id, sellerId: people.seller.user.id, buyerFollowerId: people.fa.user.id, sellerFollowerId: people.fb.user.id, amount, feeBps: 50 });
    if (status === OrderStatus.AwaitingPayment) return order;
    expect((await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }))).status).toBe(200);
    if (status === OrderStatus.AwaitingShipment) return order;
    expect((await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: `SF${order.id}0001` })).status).toBe(200);
    if (status === OrderStatus.AwaitingInspection) return order;
    expect((await people.inspector.api.post('/mtsGoods/yanhuo', report(order.id, status === OrderStatus.Refunding ? 'fail' : 'pass'))).status).toBe(200);
    if (status === OrderStatus.AwaitingDelivery || status === OrderStatus.Refunding) return order;
    // The platform's leg (issue 22): the people.buyer chooses 买家自提, the people.inspector hands it over → 待收货.
    expect((await people.buyer.api.post('/order/delivery', { orderId: order.id, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000' })).status).toBe(200);
    expect((await people.inspector.api.post('/order/deliver', { orderId: order.id, method: 'pickup' })).status).toBe(200);
    if (status === OrderStatus.AwaitingReceipt) return order;
    expect((await money(people.buyer, '/order/confirmReceipt', { orderId: order.id })).status).toBe(200);
    return order;
  };
  const open = (p: Party, orderId: number, reason = '货物与合同不符') => p.api.post('/order/dispute', { orderId, reason });
  const audits = async (action: string) => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    people = await orderParties(t.app, { operatorName: '运营甲' });
    await withPayPassword(db(), people.buyer.user.id);
    operator2 = await userAs(t.app, 'operator', { realName: '运营乙' });
    await fund(db(), people.buyer.user.id, 10_000_000);
  });
  afterAll(() => t.close());

  it('opened by the buyer, the seller or an operator in 待发货 / 待验货 / 待收货 / 退款中; the order detail shows it', async () => {
    const cases: [Party, number, 'buyer' | 'seller' | 'operator'][] = [
      [people.buyer, OrderStatus.AwaitingShipment, 'buyer'],
      [people.seller, OrderStatus.AwaitingInspection, 'seller'],
      [people.buyer, OrderStatus.AwaitingDelivery, 'buyer'],
      [people.operator, OrderStatus.AwaitingReceipt, 'operator'],
      [people.seller, OrderStatus.Refunding, 'seller'],
    ];
    for (const [who, status, role] of cases) {
      const o = await orderAt(status);
      const d0 = await detail(people.buyer, o.id);
      expect(d0.canDispute).toBe(true);
      expect(d0.dispute).toBeNull();
      const before = await audits('dispute.open');
      const res = await open(who, o.id);
      expect(res.status, `${role} at ${status}`).toBe(200);
      expect(res.body.msg).toBe(DisputeMsg.openOk);
      const d = disputeReply.parse(res.body).data;
      expect(d).toMatchObject({ orderId: o.id, status: DisputeStatus.Open, statusText: '处理中', openerRole: role, orderStatus: status, reason: '货物与合同不符' });
      // Only an operator's opening is an operator action (audited).
      expect(await audits('dispute.open')).toBe(before + (role === 'operator' ? 1 : 0));
      const after = await detail(people.seller, o.id);
      expect(after.canDispute).toBe(false);
      expect(after.canDecideDispute).toBe(false);
      expect(after.dispute).toMatchObject({ id: d.id, status: DisputeStatus.Open });
      expect((await detail(people.operator, o.id)).canDecideDispute).toBe(true);
      // The status is kept; the history has the opening.
      expect(await orderStatus(db(), o.id)).toBe(status);
      const hist = await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.action, 'openDispute')));
      expect(hist).toHaveLength(1);
      // A second dispute on the same order: 409.
      const twice = await open(people.buyer, o.id);
      expect(twice.status).toBe(409);
      expect(twice.body.msg).toBe(DisputeMsg.alreadyOpen);
    }
    // Realtime: the opening pushes order.status to both parties and both followers.
    const ev = events.filter((e) => e.type === 'order.dispute').at(-1)!;
    const pushes = await mapDomainEvent(ev, { db: db() } as never);
    const users = pushes.flatMap((p) => (p.audience.kind === 'users' ? p.audience.userIds : []));
    expect(users).toEqual(expect.arrayContaining([people.buyer.user.id, people.seller.user.id, people.fa.user.id, people.fb.user.id]));
  });

  it('refused: others 403, logged out 401, wrong statuses 409, bad input 400; nothing written', async () => {
    const o = await orderAt(OrderStatus.AwaitingShipment);
    const anon = await injectAs(t.app);
    expect((await anon.post('/order/dispute', { orderId: o.id, reason: '货物与合同不符' })).status).toBe(401);
    for (const p of [people.stranger, people.fa, people.fb, people.inspector]) {
      const r = await open(p, o.id);
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(DisputeMsg.notParty);
    }
    // The business followers read the order but may not open a dispute; an operator may.
    expect((await detail(people.fa, o.id)).canDispute).toBe(false);
    expect((await detail(people.fb, o.id)).canDispute).toBe(false);
    expect((await detail(people.operator, o.id)).canDispute).toBe(true);
    expect((await open(people.buyer, 99_999_999)).status).toBe(404);
    expect((await people.buyer.api.post('/order/dispute', { orderId: o.id, reason: 'x' })).status).toBe(400);
    expect((await people.buyer.api.post('/order/dispute', { orderId: o.id, reason: '原因\u0000' })).status).toBe(400);
    const unpaid = await orderAt(OrderStatus.AwaitingPayment);
    const r1 = await open(people.buyer, unpaid.id);
    expect(r1.status).toBe(409);
    expect(r1.body.msg).toBe(DisputeMsg.notDisputable('待付款'));
    expect((await detail(people.buyer, unpaid.id)).canDispute).toBe(false);
    const done = await orderAt(OrderStatus.Completed);
    const r2 = await open(people.seller, done.id);
    expect(r2.status).toBe(409);
    expect(r2.body.msg).toBe(DisputeMsg.notDisputable('已完成'));
    expect((await db().select({ n: count() }).from(orderDisputes).where(eq(orderDisputes.orderId, o.id)))[0]!.n).toBe(0);

    // The console routes: 401 / 403.
    for (const p of [people.buyer, people.seller, people.stranger]) {
      expect((await p.api.get('/admin/disputes')).status).toBe(403);
      const r = await money(p, '/admin/disputes/1/decide', { decision: 'release', note: '测试说明' });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(AuthMsg.forbidden);
    }
    expect((await anon.get('/admin/disputes')).status).toBe(401);
    expect((await anon.post('/admin/disputes/1/decide', { decision: 'release', note: '测试说明', idempotencyKey: key() })).status).toBe(401);
    expect((await money(people.operator, '/admin/disputes/1/decide', { decision: 'split', note: '测试说明' })).status).toBe(400);
    expect((await money(people.operator, '/admin/disputes/99999999/decide', { decision: 'refund', note: '测试说明' })).status).toBe(404);
  });

  it('an open dispute holds ship, confirm receipt, the auto-confirm sweep, cancel and refund', async () => {
    const toShip = await orderAt(OrderStatus.AwaitingShipment);
    await open(people.buyer, toShip.id);
    const ship = await people.seller.api.post('/order/ship', { orderId: toShip.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF9990001' });
    expect(ship.status).toBe(409);
    expect(ship.body.msg).toBe(DisputeMsg.held);
    expect((await people.fb.api.post('/order/ship', { orderId: toShip.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF9990001' })).status).toBe(409);
    expect((await detail(people.seller, toShip.id)).canShip).toBe(false);
    const cancel = await money(people.operator, '/order/cancel', { orderId: toShip.id, reason: '双方协商取消' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.msg).toBe(DisputeMsg.held);

    const toReceive = await orderAt(OrderStatus.AwaitingReceipt);
    await open(people.seller, toReceive.id);
    const recv = await money(people.buyer, '/order/confirmReceipt', { orderId: toReceive.id });
    expect(recv.status).toBe(409);
    expect(recv.body.msg).toBe(DisputeMsg.held);
    const d = await detail(people.buyer, toReceive.id);
    expect(d.canConfirmReceipt).toBe(false);
    expect(d.autoConfirmAt).toBeNull();
    // The sweep skips it, past AUTO_CONFIRM_DAYS (7).
    clock.advance(10 * 86_400_000);
    await autoConfirmDue(appContext(t.app));
    expect(await orderStatus(db(), toReceive.id)).toBe(OrderStatus.AwaitingReceipt);

    const refunding = await orderAt(OrderStatus.Refunding);
    await open(people.seller, refunding.id, '验货结论有误');
    const refund = await money(people.operator, '/order/refund', { orderId: refunding.id });
    expect(refund.status).toBe(409);
    expect(refund.body.msg).toBe(DisputeMsg.held);
    expect((await detail(people.operator, refunding.id)).canRefund).toBe(false);
    await ledgerOk();
  });

  it('transition() itself enforces the hold: a held move (heldBy dispute) with no guard of its own is refused 409, nothing written', async () => {
    const o = await orderAt(OrderStatus.AwaitingShipment, 40_000);
    await open(people.buyer, o.id);
    const ctx = { ...appContext(t.app), user: null };
    const held = transition(ctx, { machine: orderMachine, table: orders, id: o.id, move: 'cancel', actor: 'operator', refusals: { notFound: '无', wrongStatus: '错' } });
    await expect(held).rejects.toMatchObject({ code: 409, message: DisputeMsg.held });
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingShipment);
    expect(holdsOn(orders, (await db().select().from(orders).where(eq(orders.id, o.id)))[0]!)).toEqual(['dispute']);
  });

  it('an opening racing the buyer\'s confirm receipt: either the dispute holds the order or the order completes', async () => {
    for (let i = 0; i < 4; i++) {
      const o = await orderAt(OrderStatus.AwaitingReceipt, 30_000 + i);
      const [opened, confirmed] = await Promise.all([open(people.seller, o.id), money(people.buyer, '/order/confirmReceipt', { orderId: o.id })]);
      expect([opened.status, confirmed.status].sort()).toEqual([200, 409]);
      const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
      if (opened.status === 200) expect(row).toMatchObject({ status: OrderStatus.AwaitingReceipt, openDisputeId: opened.body.data.id });
      else expect(row).toMatchObject({ status: OrderStatus.Completed, openDisputeId: null });
    }
    await ledgerOk();
  });

  it('decide release: settled to the seller less the fee, 已完成, history, audit, realtime; idempotent retry; ledger holds', async () => {
    const o = await orderAt(OrderStatus.AwaitingReceipt, 300_000);
    const d = disputeReply.parse((await open(people.buyer, o.id)).body).data;
    const q = disputeListReply.parse((await people.operator.api.get('/admin/disputes', { status: 10, pageSize: 100 })).body);
    const row = q.rows.find((r) => r.id === d.id)!;
    expect(row).toMatchObject({ orderId: o.id, orderNo: o.orderNo, currentOrderStatus: OrderStatus.AwaitingReceipt, amount: 300_000, buyerName: '买方公司', sellerName: '卖方公司' });
    expect(q.rows.every((r) => r.status === 10)).toBe(true);

    const sellerBefore = await balanceOf(db(), people.seller.user.id);
    const buyerBefore = await balanceOf(db(), people.buyer.user.id);
    const k = key();
    const body = { decision: 'release', note: '卖方提供了签收凭证' };
    const res = await money(people.operator, `/admin/disputes/${d.id}/decide`, body, k);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(DisputeMsg.releaseOk);
    const data = decideDisputeReply.parse(res.body).data;
    expect(data).toMatchObject({ status: DisputeStatus.Released, statusText: '已放款', orderStatusNow: OrderStatus.Completed, decisionNote: '卖方提供了签收凭证', decidedByName: '运营甲' });
    const fee = Math.floor((300_000 * 50) / 10_000);
    expect((await balanceOf(db(), people.seller.user.id)).available - sellerBefore.available).toBe(300_000 - fee);
    expect(buyerBefore.frozen - (await balanceOf(db(), people.buyer.user.id)).frozen).toBe(300_000);
    await ledgerOk();

    // The idempotent retry replays the reply, moves nothing and writes no second audit row.
    const n = await audits('dispute.release');
    const again = await money(people.operator, `/admin/disputes/${d.id}/decide`, body, k);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await audits('dispute.release')).toBe(n);
    expect((await balanceOf(db(), people.seller.user.id)).available - sellerBefore.available).toBe(300_000 - fee);
    // A new key: 409 decided.
    const late = await money(people.operator, `/admin/disputes/${d.id}/decide`, { decision: 'refund', note: '改为退款' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(DisputeMsg.decided('已放款'));

    const det = await detail(people.buyer, o.id);
    expect(det.status).toBe(OrderStatus.Completed);
    expect(det.payment.fee).toBe(fee);
    expect(det.dispute).toMatchObject({ id: d.id, status: DisputeStatus.Released });
    expect(det.canDispute).toBe(false);
    expect(det.history.some((h) => h.action === 'disputeRelease')).toBe(true);
    const [a] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'dispute.release'), eq(auditLog.entityId, d.id)));
    expect(a).toMatchObject({ entityType: 'dispute', operatorId: people.operator.user.id, reason: '卖方提供了签收凭证' });
    const ev = events.filter((e) => e.type === 'order.disputeRelease' && e.id === o.id);
    expect(ev).toHaveLength(1);
    const pushes = await mapDomainEvent(ev[0]!, { db: db() } as never);
    const users = pushes.flatMap((p) => (p.audience.kind === 'users' ? p.audience.userIds : []));
    expect(users).toEqual(expect.arrayContaining([people.buyer.user.id, people.seller.user.id, people.fa.user.id, people.fb.user.id]));
    expect(pushes.every((p) => p.event.type === 'order.status')).toBe(true);
  });

  it('decide refund from 待发货: the buyer gets his money back, 已关闭; the hold is lifted (open_dispute_id null)', async () => {
    const o = await orderAt(OrderStatus.AwaitingShipment, 250_000);
    const d = disputeReply.parse((await open(people.seller, o.id)).body).data;
    const buyerBefore = await balanceOf(db(), people.buyer.user.id);
    const sellerBefore = await balanceOf(db(), people.seller.user.id);
    const res = await money(people.operator, `/admin/disputes/${d.id}/decide`, { decision: 'refund', note: '卖方无法发货' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(DisputeMsg.refundOk);
    expect(res.body.data).toMatchObject({ status: DisputeStatus.Refunded, statusText: '已退款', orderStatusNow: OrderStatus.Closed, orderStatusText: '已关闭' });
    const b = await balanceOf(db(), people.buyer.user.id);
    expect(b.available - buyerBefore.available).toBe(250_000);
    expect(buyerBefore.frozen - b.frozen).toBe(250_000);
    expect(await balanceOf(db(), people.seller.user.id)).toEqual(sellerBefore);
    const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
    expect(row!.openDisputeId).toBeNull();
    expect(row!.refundedAt).not.toBeNull();
    expect(await audits('dispute.refund')).toBeGreaterThanOrEqual(1);
    expect((await detail(people.buyer, o.id)).payment.refundedAt).not.toBeNull();
    await ledgerOk();
  });

  it('two operators deciding at once (release vs refund, different keys): one wins, money moves once', async () => {
    for (let i = 0; i < 3; i++) {
      const o = await orderAt(OrderStatus.AwaitingReceipt, 80_000 + i);
      const d = disputeReply.parse((await open(people.buyer, o.id)).body).data;
      const sellerBefore = await balanceOf(db(), people.seller.user.id);
      const buyerBefore = await balanceOf(db(), people.buyer.user.id);
      const rs = await Promise.all([
        money(people.operator, `/admin/disputes/${d.id}/decide`, { decision: 'release', note: '放款处理' }),
        money(operator2, `/admin/disputes/${d.id}/decide`, { decision: 'refund', note: '退款处理' }),
      ]);
      expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = rs.find((r) => r.status === 200)!.body.data.status;
      const amount = Number(o.amount);
      const s = await balanceOf(db(), people.seller.user.id);
      const b = await balanceOf(db(), people.buyer.user.id);
      expect(buyerBefore.frozen - b.frozen).toBe(amount);
      if (won === DisputeStatus.Released) {
        expect(s.available - sellerBefore.available).toBe(amount - Math.floor((amount * 50) / 10_000));
        expect(b.available).toBe(buyerBefore.available);
      } else {
        expect(s.available).toBe(sellerBefore.available);
        expect(b.available - buyerBefore.available).toBe(amount);
      }
      expect((await db().select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, d.id)))[0]!.n).toBe(1);
    }
    // The same key twice at once: one runs, the other replays or waits (never a second movement).
    const o = await orderAt(OrderStatus.AwaitingReceipt, 55_000);
    const d = disputeReply.parse((await open(people.buyer, o.id)).body).data;
    const sellerBefore = await balanceOf(db(), people.seller.user.id);
    const k = key();
    const rs = await Promise.all([1, 2].map(() => money(people.operator, `/admin/disputes/${d.id}/decide`, { decision: 'release', note: '放款处理' }, k)));
    expect(rs.some((r) => r.status === 200)).toBe(true);
    expect((await balanceOf(db(), people.seller.user.id)).available - sellerBefore.available).toBe(55_000 - Math.floor((55_000 * 50) / 10_000));
    await ledgerOk();
  });
});
