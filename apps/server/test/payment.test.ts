import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ESCROW_ACCOUNT, PriceUnit } from '@mts/shared/constants';
import { InputMsg, MoneyMsg } from '@mts/shared/messages';
import { evaluateList, externalPayInfoReply, ratingReply, staffRatingList, transferReply } from '@mts/shared/schemas';
import { FollowStatus, OrderStatus } from '@mts/shared/status';
import { followItems, orderEvents, orders, users, walletLedger } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { autoConfirmDue } from '../src/modules/payment/service.ts';
import { appContext } from '../src/lib/context.ts';
import { buildTestApp, call, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';
import { userAs } from './factories.ts';
import { orderMoneyApi, type OrderParties, orderParties } from './trade-parties.ts';
import { balanceOf, checkLedger, createOrder, fund, key, orderStatus, SEEDED_CENTRE, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;

describe.each(DRIVERS)('payment, settlement, refunds and ratings on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  const events: DomainEvent[] = [];
  let people: OrderParties;
  const db = () => t.handle.db;
  const { money, detail } = orderMoneyApi(() => t.app);
  const newOrder = (over: Partial<Parameters<typeof createOrder>[1]> = {}) =>
    createOrder(db(), { buyerId: people.buyer.user.id, sellerId: people.seller.user.id, buyerFollowerId: people.fa.user.id, sellerFollowerId: people.fb.user.id, amount: 200_000, feeBps: 50, ...over });
  const report = (orderId: number, result: 'pass' | 'fail') => ({ orderId, result, countedQuantity: 100, dateCodeSeen: '24+', markings: 'MT 丝印清晰', photos: [UPLOAD(1), UPLOAD(2)], notes: '与合同一致' });
  /** The buyer chooses 买家自提 and the inspector hands it over (issue 22): 待平台发货 → 待收货. */
  const deliver = async (orderId: number) => {
    expect((await people.buyer.api.post('/order/delivery', { orderId, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000' })).status).toBe(200);
    const r = await people.inspector.api.post('/order/deliver', { orderId, method: 'pickup' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    people = await orderParties(t.app);
    await withPayPassword(db(), ...Object.values(people).map((p) => p.user.id));
    await fund(db(), people.buyer.user.id, 1_000_000);
  });
  afterAll(() => t.close());

  it('wallet payment → ship → inspection pass → confirm receipt: escrow, settlement less the fee, rewards, realtime', async () => {
    const { order, itemId } = await newOrder();
    const before = await balanceOf(db(), people.buyer.user.id);
    // Only the buyer pays; others 403 and nothing changes.
    for (const p of [people.seller, people.fa, people.stranger, people.operator]) {
      const r = await money(p, '/order/pay', withFactor({ orderId: order.id }));
      expect(r.status).toBe(403);
      expect(r.body.msg).toMatch(CHINESE);
    }
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.AwaitingPayment);
    const d0 = await detail(people.buyer, order.id);
    expect(d0).toMatchObject({ canPayWallet: true, canRecordTransfer: true, canShip: false });
    expect(d0.payment.account).toEqual(PLATFORM_ESCROW_ACCOUNT);

    events.length = 0;
    const k = key();
    const paid = await money(people.buyer, '/order/pay', withFactor({ orderId: order.id, amount: 1 }), k);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: OrderStatus.AwaitingShipment, statusText: '待发货' });
    expect(paid.body.msg).toBe(MoneyMsg.payOk);
    // The amount is the order's (the client's `amount` is ignored): available → frozen.
    expect(await balanceOf(db(), people.buyer.user.id)).toEqual({ available: before.available - order.amount, frozen: before.frozen + order.amount });
    // The buyer side's follow item 待付款 → 已完成.
    expect((await db().select().from(followItems).where(eq(followItems.id, itemId!)))[0]!.status).toBe(FollowStatus.Done);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['order.pay', 'follow.orderPaid']));
    // A retry with the key: the first reply, no second charge; paying again with another key → 409.
    const retry = await money(people.buyer, '/order/pay', withFactor({ orderId: order.id, amount: 1 }), k);
    expect(retry.body).toEqual(paid.body);
    const twice = await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(MoneyMsg.alreadyPaid);
    expect(await balanceOf(db(), people.buyer.user.id)).toEqual({ available: before.available - order.amount, frozen: before.frozen + order.amount });

    // Confirming receipt of an unshipped order → 409; the seller's side ships.
    expect((await money(people.buyer, '/order/confirmReceipt', { orderId: order.id })).status).toBe(409);
    expect((await people.buyer.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF123456' })).status).toBe(403);
    expect((await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF 12\u0000' })).status).toBe(400);
    expect((await detail(people.fb, order.id)).canShip).toBe(true);
    const shipped = await people.fb.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.statusText).toBe('待验货');
    expect((await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF123456' })).status).toBe(409);

    // Inspection passes → 待平台发货; the platform ships to the people.buyer → 待收货.
    const insp = await people.inspector.api.post('/mtsGoods/yanhuo', report(order.id, 'pass'));
    expect(insp.status, JSON.stringify(insp.body)).toBe(200);
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.AwaitingDelivery);
    await deliver(order.id);
    const d1 = await detail(people.buyer, order.id);
    expect(d1).toMatchObject({ status: OrderStatus.AwaitingReceipt, canConfirmReceipt: true, shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
    expect(d1.inspection).toMatchObject({ result: 'pass', inspectorName: '验货甲', countedQuantity: 100 });
    expect(d1.autoConfirmAt).not.toBeNull();

    // Only the buyer confirms receipt; settlement: seller + (amount − fee), fees + fee.
    expect((await money(people.seller, '/order/confirmReceipt', { orderId: order.id })).status).toBe(403);
    const sellerBefore = await balanceOf(db(), people.seller.user.id);
    const [pointsBefore] = await db().select({ points: users.points, coins: users.coins }).from(users).where(eq(users.id, people.seller.user.id));
    events.length = 0;
    const done = await money(people.buyer, '/order/confirmReceipt', { orderId: order.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.statusText).toBe('已完成');
    const fee = Math.floor((order.amount * 50) / 10_000);
    expect(await balanceOf(db(), people.seller.user.id)).toEqual({ available: sellerBefore.available + order.amount - fee, frozen: 0 });
    expect(await balanceOf(db(), people.buyer.user.id)).toEqual({ available: before.available - order.amount, frozen: before.frozen });
    const legs = await db().select().from(walletLedger).where(eq(walletLedger.orderId, order.id));
    expect(legs.filter((l) => l.kind === 'fee').map((l) => l.availableDelta)).toEqual([fee]);
    // Each movement balances: the order's entries (pay, release with its fee) sum to zero.
    expect(legs.reduce((s, l) => s + l.availableDelta + l.frozenDelta, 0)).toBe(0);
    const d2 = await detail(people.seller, order.id);
    expect(d2.payment).toMatchObject({ method: 'wallet', fee, sellerReceived: order.amount - fee });
    // Rewards: points and coins to both, each linked to the order.
    const [pointsAfter] = await db().select({ points: users.points, coins: users.coins }).from(users).where(eq(users.id, people.seller.user.id));
    expect(pointsAfter!.points - pointsBefore!.points).toBe(Math.max(1, Math.floor(order.amount / 10_000)));
    expect(pointsAfter!.coins - pointsBefore!.coins).toBe(10);
    const rewards = (await people.seller.api.get('/user/getMyRewardList', { kind: 'jf' })).body.rows;
    expect(rewards[0]).toMatchObject({ orderId: order.id, orderNo: order.orderNo, kind: 'jf' });
    // Realtime: both parties, both followers and the inspector.
    const push = events.find((e) => e.type === 'order.confirmReceipt')!;
    expect(push).toBeDefined();
    // Refunding a completed order → 409.
    const refund = await money(people.operator, '/order/refund', { orderId: order.id });
    expect(refund.status).toBe(409);
    expect(refund.body.msg).toBe(MoneyMsg.notRefundable);
    // History: pay, ship, inspectPass, the buyer's delivery choice, the platform's delivery, confirmReceipt.
    const hist = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(hist.map((h) => h.action)).toEqual(['pay', 'ship', 'inspectPass', 'setDelivery', 'deliver', 'confirmReceipt']);
    expect((await checkLedger(db())).sums.every((s) => s.sum === 0)).toBe(true);
  });

  it('the seeded demo: 王强 pays his 待付款 ($) order from the wallet, 张敏 may grab the 待验货 one, the ledger balances', async () => {
    const wang = await injectAs(t.app, '13800000000');
    const zhang = await injectAs(t.app, '13800000040');
    const [due] = await db().select().from(orders).where(eq(orders.status, OrderStatus.AwaitingPayment));
    const [wangRow] = await db().select().from(users).where(eq(users.mobile, '13800000000'));
    expect(due!.buyerId).toBe(wangRow!.id);
    await withPayPassword(db(), wangRow!.id);
    const r = await call(t.app, 'POST', '/order/pay', { body: withFactor({ orderId: due!.id }), headers: { ...wang.login!.headers, 'idempotency-key': key() } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list = (await zhang.get('/mtsGoods/myYanHuoGoodsList', { tab: 0 })).body;
    expect(list.rows.length).toBeGreaterThanOrEqual(1);
    const done = (await zhang.get('/mtsGoods/myYanHuoGoodsList', { tab: 2 })).body;
    expect(done.rows.map((x: { status: number }) => x.status).sort()).toEqual([40, 50, 60]);
    const check = await checkLedger(db());
    expect(check).toMatchObject({ negative: 0, mismatched: 0 });
    expect(check.sums.every((x) => x.sum === 0)).toBe(true);
  });

  it('insufficient balance → 409 and nothing changes; releasing an unpaid order → 409', async () => {
    const poor = await userAs(t.app, 'verified');
    await withPayPassword(db(), poor.user.id);
    await fund(db(), poor.user.id, 1_000);
    const { order } = await createOrder(db(), { buyerId: poor.user.id, sellerId: people.seller.user.id, amount: 5_000 });
    const r = await money(poor, '/order/pay', withFactor({ orderId: order.id }));
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(MoneyMsg.insufficient);
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.AwaitingPayment);
    expect(await balanceOf(db(), poor.user.id)).toEqual({ available: 1_000, frozen: 0 });
    const rel = await money(poor, '/order/confirmReceipt', { orderId: order.id });
    expect(rel.status).toBe(409);
    expect(rel.body.msg).toBe(MoneyMsg.notPaid);
    const refund = await money(people.operator, '/order/refund', { orderId: order.id });
    expect(refund.status).toBe(409);
    expect(refund.body.msg).toBe(MoneyMsg.notPaid);
    // Ids bounded.
    expect((await money(poor, '/order/pay', withFactor({ orderId: 2 ** 31 }))).status).toBe(400);
    expect((await money(poor, '/order/pay', withFactor({ orderId: 99_999_999 }))).status).toBe(404);
    // $ orders are paid from the $ wallet.
    await fund(db(), poor.user.id, 9_000, PriceUnit.Dollar);
    const usd = await createOrder(db(), { buyerId: poor.user.id, sellerId: people.seller.user.id, amount: 8_000, priceUnit: PriceUnit.Dollar });
    expect((await money(poor, '/order/pay', withFactor({ orderId: usd.order.id }))).status).toBe(200);
    expect(await balanceOf(db(), poor.user.id, PriceUnit.Dollar)).toEqual({ available: 1_000, frozen: 8_000 });
  });

  it('bank transfer: info, record (buyer or buyer-side follower, our uploads only), operator confirms → frozen, 待发货', async () => {
    const { order, itemId } = await newOrder({ amount: 300_000 });
    const info = externalPayInfoReply.parse((await people.fa.api.get('/order/externalPayInfo', { orderId: order.id })).body).data;
    expect(info).toMatchObject({ amount: order.amount, reference: order.orderNo, account: PLATFORM_ESCROW_ACCOUNT, statusText: '待付款' });
    expect((await people.stranger.api.get('/order/externalPayInfo', { orderId: order.id })).status).toBe(403);
    const body = { orderId: order.id, amount: order.amount, payerName: '买方公司', paidAt: '2026-11-24 10:30', receiptUrl: UPLOAD(3) };
    // Strangers and the seller side may not record it; foreign image URLs are refused.
    expect((await money(people.stranger, '/order/externalPay', body)).status).toBe(403);
    expect((await money(people.fb, '/order/externalPay', body)).status).toBe(403);
    for (const receiptUrl of ['https://evil.example/x.png', '/uploads/2026/../../etc/passwd.webp', '/static/demo/default.svg']) {
      const bad = await money(people.fa, '/order/externalPay', { ...body, receiptUrl });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain(MoneyMsg.receiptUrl);
    }
    expect((await money(people.fa, '/order/externalPay', { ...body, payerName: '买方\u0007公司' })).body.msg).toContain(InputMsg.controlChars);
    const rec = await money(people.fa, '/order/externalPay', body);
    expect(rec.status, JSON.stringify(rec.body)).toBe(200);
    const tr = transferReply.parse(rec.body).data;
    expect(tr).toMatchObject({ statusText: '待确认', recordedBy: '商务甲' });
    // One pending record per order.
    expect((await money(people.buyer, '/order/externalPay', body)).body.msg).toBe(MoneyMsg.transferPending);
    expect((await detail(people.operator, order.id)).canConfirmTransfer).toBe(true);
    // Nothing moved yet; only an operator confirms, with the exact amount.
    const buyerBefore = await balanceOf(db(), people.buyer.user.id);
    expect((await money(people.buyer, '/order/externalPay/confirm', { transferId: tr.id, amount: order.amount })).status).toBe(403);
    const wrong = await money(people.operator, '/order/externalPay/confirm', { transferId: tr.id, amount: order.amount - 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toMatch(/不一致/);
    const queue = (await people.operator.api.get('/order/admin/transfers')).body.rows as { id: number }[];
    expect(queue.some((q) => q.id === tr.id)).toBe(true);
    const ok = await money(people.operator, '/order/externalPay/confirm', { transferId: tr.id, amount: order.amount });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.statusText).toBe('已确认');
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.AwaitingShipment);
    expect(await balanceOf(db(), people.buyer.user.id)).toEqual({ available: buyerBefore.available, frozen: buyerBefore.frozen + order.amount });
    expect((await db().select().from(followItems).where(eq(followItems.id, itemId!)))[0]!.status).toBe(FollowStatus.Done);
    expect((await detail(people.buyer, order.id)).payment.method).toBe('transfer');
    // The buyer can no longer pay from the wallet.
    expect((await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }))).body.msg).toBe(MoneyMsg.alreadyPaid);
    // A rejected record moves nothing.
    const other = await newOrder();
    const rec2 = transferReply.parse((await money(people.buyer, '/order/externalPay', { ...body, orderId: other.order.id })).body).data;
    const rej = await money(people.operator, '/order/externalPay/reject', { transferId: rec2.id, reason: '未查到该笔到账' });
    expect(rej.body.data.statusText).toBe('已驳回');
    expect(await orderStatus(db(), other.order.id)).toBe(OrderStatus.AwaitingPayment);
    expect((await checkLedger(db())).sums.every((s) => s.sum === 0)).toBe(true);
  });

  it('inspection fail → 退款中 → the operator refunds → 已关闭, buyer frozen → available; cancel by agreement too', async () => {
    const { order } = await newOrder({ amount: 50_000 });
    await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF000111' });
    const fail = await people.inspector.api.post('/mtsGoods/yanhuo', report(order.id, 'fail'));
    expect(fail.status).toBe(200);
    expect(fail.body.msg).toBe(MoneyMsg.inspectFailOk);
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.Refunding);
    const before = await balanceOf(db(), people.buyer.user.id);
    expect((await money(people.buyer, '/order/refund', { orderId: order.id })).status).toBe(403);
    const refunded = await money(people.operator, '/order/refund', { orderId: order.id });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.statusText).toBe('已关闭');
    expect(await balanceOf(db(), people.buyer.user.id)).toEqual({ available: before.available + order.amount, frozen: before.frozen - order.amount });
    expect((await money(people.operator, '/order/refund', { orderId: order.id })).status).toBe(409);
    expect((await detail(people.buyer, order.id)).payment.refundedAt).not.toBeNull();

    const c = await newOrder({ amount: 40_000 });
    await money(people.buyer, '/order/pay', withFactor({ orderId: c.order.id }));
    expect((await money(people.buyer, '/order/cancel', { orderId: c.order.id, reason: '双方协商取消' })).status).toBe(403);
    const cancelled = await money(people.operator, '/order/cancel', { orderId: c.order.id, reason: '双方协商取消' });
    expect(cancelled.body.data.statusText).toBe('退款中');
    expect((await money(people.operator, '/order/refund', { orderId: c.order.id })).status).toBe(200);
    expect(await orderStatus(db(), c.order.id)).toBe(OrderStatus.Closed);
    expect((await checkLedger(db())).sums.every((s) => s.sum === 0)).toBe(true);
  });

  it('auto-confirm after AUTO_CONFIRM_DAYS settles like a receipt; a buyer confirming first wins', async () => {
    const { order } = await newOrder({ amount: 70_000 });
    await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF000222' });
    await people.inspector.api.post('/mtsGoods/yanhuo', report(order.id, 'pass'));
    await deliver(order.id);
    const ctx = appContext(t.app);
    expect(await autoConfirmDue(ctx)).toBe(0);
    clock.advance(8 * 86_400_000);
    const sellerBefore = await balanceOf(db(), people.seller.user.id);
    expect(await autoConfirmDue(ctx)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(db(), order.id)).toBe(OrderStatus.Completed);
    expect((await balanceOf(db(), people.seller.user.id)).available - sellerBefore.available).toBe(order.amount - Math.floor((order.amount * 50) / 10_000));
    const hist = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(hist.find((h) => h.action === 'autoConfirm')?.userId).toBeNull();
    expect(await autoConfirmDue(ctx)).toBe(0);
  });

  it('ratings: both parties, each target once, after 已完成; 好评等级 from staff ratings; myEvaluate and myFollowOrderList', async () => {
    const neg = await userAs(t.app, 'negotiator', { realName: '谈判甲' });
    const { order } = await newOrder({ amount: 20_000, negotiatorId: neg.user.id });
    await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    const early = await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 5, tags: [], text: '' });
    expect(early.status).toBe(409);
    await people.seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰', trackingNo: 'SF000333' });
    await people.inspector.api.post('/mtsGoods/yanhuo', report(order.id, 'pass'));
    await deliver(order.id);
    await money(people.buyer, '/order/confirmReceipt', { orderId: order.id });
    const d = await detail(people.buyer, order.id);
    expect(d).toMatchObject({ canRateOrder: true, canRateStaff: true, canRateNegotiator: true });
    const todo = evaluateList.parse((await people.buyer.api.get('/order/myEvaluate', { tab: 0, pageSize: 100 })).body);
    expect(todo.rows.find((r) => r.orderId === order.id)?.toRate).toEqual(['order', 'staff', 'negotiator']);
    // Strangers may not rate; bad tags and stars are refused.
    expect((await people.stranger.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 5 })).status).toBe(403);
    expect((await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 6 })).status).toBe(400);
    expect((await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 5, tags: ['随便写的'] })).status).toBe(400);
    // The tags praise the rated role: the buyer rates the seller, so 付款爽快 (a buyer's virtue) is refused, and nothing is written.
    const wrongSide = await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 5, tags: ['付款爽快'] });
    expect([wrongSide.status, wrongSide.body.msg]).toEqual([400, MoneyMsg.ratingTags]);
    const r1 = await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 5, tags: ['发货及时'], text: '很好' });
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(ratingReply.parse(r1.body).data).toMatchObject({ raterRole: 'buyer', rateeId: people.seller.user.id, rateeName: '卖方公司', stars: 5 });
    expect((await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 4 })).body.msg).toBe(MoneyMsg.alreadyRated);
    // Staff: the buyer rates fa, the seller rates fb; fa's 好评等级 = round(mean).
    expect((await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'staff', stars: 4, tags: ['响应及时'] })).status).toBe(200);
    expect((await people.seller.api.post('/order/rate', { orderId: order.id, target: 'staff', stars: 2 })).status).toBe(200);
    // … and the seller rates the buyer: 发货及时 is not a buyer's, 付款爽快 is.
    expect((await people.seller.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 3, tags: ['发货及时'] })).body.msg).toBe(MoneyMsg.ratingTags);
    const sellerRates = await people.seller.api.post('/order/rate', { orderId: order.id, target: 'order', stars: 3, tags: ['付款爽快'] });
    expect(sellerRates.status).toBe(200);
    expect(sellerRates.body.data.tags).toEqual(['付款爽快']);
    const faInfo = (await people.fa.api.get('/user/getUserInfo')).body.data.userInfo;
    expect(faInfo.goodlevel).toBe(4);
    const fbInfo = (await people.fb.api.get('/user/getUserInfo')).body.data.userInfo;
    expect(fbInfo.goodlevel).toBe(2);
    const mine = staffRatingList.parse((await people.fa.api.get('/follow/myFollowOrderList')).body);
    expect(mine).toMatchObject({ goodlevel: 4, average: 400, total: 1 });
    expect(mine.rows[0]).toMatchObject({ orderId: order.id, raterRole: 'buyer', stars: 4 });
    // The negotiator of the goods: rated by both; his 好评等级 follows (role 10).
    expect((await people.buyer.api.post('/order/rate', { orderId: order.id, target: 'negotiator', stars: 5, tags: ['报价合理'] })).status).toBe(200);
    expect((await people.seller.api.post('/order/rate', { orderId: order.id, target: 'negotiator', stars: 4 })).status).toBe(200);
    expect((await neg.api.get('/user/getUserInfo')).body.data.userInfo.goodlevel).toBe(5);
    expect(staffRatingList.parse((await neg.api.get('/follow/myFollowOrderList')).body)).toMatchObject({ total: 2, average: 450, goodlevel: 5 });
    const rated = evaluateList.parse((await people.buyer.api.get('/order/myEvaluate', { tab: 1, pageSize: 100 })).body);
    expect(rated.rows.find((r) => r.orderId === order.id)?.rated.map((r) => r.target).sort()).toEqual(['negotiator', 'order', 'staff']);
    const todo2 = evaluateList.parse((await people.buyer.api.get('/order/myEvaluate', { tab: 0, pageSize: 100 })).body);
    expect(todo2.rows.some((r) => r.orderId === order.id)).toBe(false);
    expect((await detail(people.seller, order.id)).ratings).toHaveLength(6);
    // 好评等级 defaults to 1 for an unrated staff member.
    const fresh = await userAs(t.app, 'businessFollower');
    expect((await fresh.api.get('/user/getUserInfo')).body.data.userInfo.goodlevel).toBe(1);
  });
});
