import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyMsg } from '@mts/shared/messages';
import { inspectionList, inspectionReply, orderDetailReply } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import type { DomainEvent } from '../src/lib/events.ts';
import { mapDomainEvent, dbLookups } from '../src/modules/realtime/map.ts';
import { type ApiClient, buildTestApp, call, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { type UserRow, userAs } from './factories.ts';
import { createOrder, fund, key, orderStatus, SEEDED_CENTRE, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';

afterAll(cleanupTestDatabases);

type Party = { user: UserRow; api: ApiClient };

describe.each(DRIVERS)('inspection on %s', (driver) => {
  let t: TestApp;
  const events: DomainEvent[] = [];
  let buyer: Party;
  let seller: Party;
  let fa: Party;
  let fb: Party;
  let i1: Party;
  let i2: Party;
  let operator: Party;
  let stranger: Party;
  const db = () => t.handle.db;
  const money = (p: Party, path: string, body: object) => call(t.app, 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': key() } });
  const report = (orderId: number, result: 'pass' | 'fail', over: Record<string, unknown> = {}) => ({
    orderId,
    result,
    countedQuantity: 98,
    dateCodeSeen: '2336',
    markings: 'MICRON D9WHZ',
    photos: [UPLOAD(7)],
    notes: '少 2 件',
    ...over,
  });
  /** An order shipped to inspection (待验货). */
  async function shipped(amount = 10_000) {
    const { order } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: seller.user.id, buyerFollowerId: fa.user.id, sellerFollowerId: fb.user.id, amount });
    expect((await money(buyer, '/order/pay', withFactor({ orderId: order.id }))).status).toBe(200);
    expect((await seller.api.post('/order/ship', { orderId: order.id, centreId: SEEDED_CENTRE, carrier: '顺丰速运', trackingNo: 'SF99887766' })).status).toBe(200);
    return order;
  }

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    buyer = await userAs(t.app, 'verified');
    await withPayPassword(db(), buyer.user.id);
    seller = await userAs(t.app, 'verified');
    fa = await userAs(t.app, 'businessFollower');
    fb = await userAs(t.app, 'businessFollower');
    i1 = await userAs(t.app, 'inspector', { realName: '验货一' });
    i2 = await userAs(t.app, 'inspector', { realName: '验货二' });
    operator = await userAs(t.app, 'operator');
    stranger = await userAs(t.app, 'verified');
    await fund(db(), buyer.user.id, 1_000_000);
  });
  afterAll(() => t.close());

  it('the list: only inspectors; tab 0 to grab, 1 mine, 2 inspected; grab once, the other inspector 409', async () => {
    const o = await shipped();
    for (const p of [buyer, fa, stranger]) expect((await p.api.get('/mtsGoods/myYanHuoGoodsList')).status).toBe(403);
    const open = inspectionList.parse((await i1.api.get('/mtsGoods/myYanHuoGoodsList', { tab: 0, pageSize: 100 })).body);
    const row = open.rows.find((r) => r.id === o.id)!;
    expect(row).toMatchObject({ status: OrderStatus.AwaitingInspection, carrier: '顺丰速运', trackingNo: 'SF99887766', inspectorId: null, report: null, dateCode: '24+' });
    // An inspector may read the order he may grab; a stranger not.
    expect((await i1.api.get('/order/detail', { id: o.id })).status).toBe(200);
    expect(orderDetailReply.parse((await i1.api.get('/order/detail', { id: o.id })).body).data).toMatchObject({ canGrabInspection: true, canInspect: true });
    expect((await stranger.api.get('/order/detail', { id: o.id })).status).toBe(403);
    // Grab: one wins.
    const [a, b] = await Promise.all([i1.api.post('/mtsGoods/yanhuoGrab', { orderId: o.id }), i2.api.post('/mtsGoods/yanhuoGrab', { orderId: o.id })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? i1 : i2;
    const loser = winner === i1 ? i2 : i1;
    expect((await loser.api.post('/mtsGoods/yanhuoGrab', { orderId: o.id })).body.msg).toBe(MoneyMsg.inspectionTaken);
    const mine = inspectionList.parse((await winner.api.get('/mtsGoods/myYanHuoGoodsList', { tab: 1 })).body);
    expect(mine.rows.map((r) => r.id)).toContain(o.id);
    expect(inspectionList.parse((await loser.api.get('/mtsGoods/myYanHuoGoodsList', { tab: 0, pageSize: 100 })).body).rows.some((r) => r.id === o.id)).toBe(false);
    // The loser may not file the report; the holder does, once.
    const refused = await loser.api.post('/mtsGoods/yanhuo', report(o.id, 'pass'));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(MoneyMsg.notYourInspection);
    const filed = await winner.api.post('/mtsGoods/yanhuo', report(o.id, 'pass'));
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(inspectionReply.parse(filed.body).data).toMatchObject({ result: 'pass', resultText: '验货通过', countedQuantity: 98, dateCodeSeen: '2336', photos: [UPLOAD(7)] });
    const again = await winner.api.post('/mtsGoods/yanhuo', report(o.id, 'fail'));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MoneyMsg.alreadyInspected);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingDelivery);
    const done = inspectionList.parse((await winner.api.get('/mtsGoods/myYanHuoGoodsList', { tab: 2 })).body);
    expect(done.rows.find((r) => r.id === o.id)?.report?.result).toBe('pass');
  });

  it('only inspectors file reports; photos only from our uploads; an unshipped order → 409', async () => {
    const o = await shipped();
    for (const p of [buyer, seller, fb, operator]) {
      const r = await p.api.post('/mtsGoods/yanhuo', report(o.id, 'pass'));
      expect(r.status).toBe(403);
    }
    for (const photos of [[], ['https://evil.example/a.webp'], ['/uploads/2026/../x.webp']]) {
      expect((await i1.api.post('/mtsGoods/yanhuo', report(o.id, 'pass', { photos }))).status).toBe(400);
    }
    expect((await i1.api.post('/mtsGoods/yanhuo', report(o.id, 'maybe' as 'pass'))).status).toBe(400);
    expect((await i1.api.post('/mtsGoods/yanhuo', report(o.id, 'pass', { notes: 'a\u0000b' }))).status).toBe(400);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingInspection);
    const { order: unpaid } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: seller.user.id });
    expect((await i1.api.post('/mtsGoods/yanhuo', report(unpaid.id, 'pass'))).status).toBe(409);
    // An unheld order is taken by the report itself: fail → 退款中.
    events.length = 0;
    const r = await i2.api.post('/mtsGoods/yanhuo', report(o.id, 'fail', { notes: '批号不符' }));
    expect(r.status).toBe(200);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.Refunding);
    // Realtime: order.status to buyer, seller, both followers and the inspector.
    const e = events.find((x) => x.type === 'order.inspectFail')!;
    const pushes = await mapDomainEvent(e, dbLookups(db()));
    expect(pushes).toHaveLength(2);
    expect(pushes[0]!.event).toEqual({ type: 'order.status', id: o.id, status: OrderStatus.Refunding });
    expect(pushes[0]!.audience).toEqual({ kind: 'users', userIds: [buyer.user.id, seller.user.id, fa.user.id, fb.user.id, i2.user.id] });
    // The inspectors' lists drop it.
    expect(pushes[1]!.audience).toEqual({ kind: 'inspectors' });
  });

  it('an operator assigns an order to an inspector; the assignee must be an inspector', async () => {
    const o = await shipped();
    expect((await operator.api.post('/mtsGoods/yanhuoGrab', { orderId: o.id, inspectorId: stranger.user.id })).status).toBe(400);
    const r = await operator.api.post('/mtsGoods/yanhuoGrab', { orderId: o.id, inspectorId: i2.user.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ inspectorId: i2.user.id, inspectorName: '验货二' });
    expect((await i1.api.post('/mtsGoods/yanhuo', report(o.id, 'pass'))).status).toBe(403);
    expect((await i2.api.post('/mtsGoods/yanhuo', report(o.id, 'pass'))).status).toBe(200);
  });
});
