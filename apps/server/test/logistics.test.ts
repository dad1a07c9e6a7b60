import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminContentMsg, DisputeMsg, InputMsg, MoneyMsg } from '@mts/shared/messages';
import { adminCentreListReply, adminCentreReply, inspectionCentreListReply, orderDetailReply } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { auditLog, orderEvents, orders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { appContext } from '../src/lib/context.ts';
import { autoConfirmDue } from '../src/modules/payment/service.ts';
import { type ApiClient, buildTestApp, call, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';
import { type UserRow, userAs } from './factories.ts';
import { createOrder, fund, key, orderStatus, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';

afterAll(cleanupTestDatabases);

type Party = { user: UserRow; api: ApiClient };
const SZ = { name: '深圳福田验货点', city: '深圳', address: '广东省深圳市福田区华强北路 1019 号华强广场 B 座 1208 室', contact: '李工', phone: '0755-8321 6688', hours: '周一至周六 09:00–18:00' };
const HK = { name: '香港观塘验货点', city: '香港', address: '香港九龙观塘巧明街 98 号万兆丰中心 9 楼 903 室', contact: '陈先生', phone: '+852 2345 6789', hours: '周一至周五 09:30–18:30' };
const EXPRESS = { method: 'express', receiverName: '王强', receiverPhone: '13800000000', address: '广东省深圳市南山区科苑路 15 号科兴科学园 A 栋 6 楼' };

/**
 * Issue 22 items 6 and 7: the inspection centres (console resource, public list, the ship dialog's choice) and the
 * platform's leg from the centre to the buyer (待平台发货 → deliver → 待收货), with the timeline on the order detail.
 */
describe.each(DRIVERS)('logistics: inspection centres and the platform leg on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  let buyer: Party;
  let seller: Party;
  let fb: Party;
  let inspector: Party;
  let inspector2: Party;
  let operator: Party;
  let stranger: Party;
  let anon: ApiClient;
  let sz: number;
  let hk: number;
  const db = () => t.handle.db;
  const money = (p: Party, path: string, body: object) => call(t.app, 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': key() } });
  const detail = async (p: Party, id: number) => orderDetailReply.parse((await p.api.get('/order/detail', { id })).body).data;
  const report = (orderId: number) => ({ orderId, result: 'pass', countedQuantity: 100, dateCodeSeen: '24+', markings: 'MT 丝印清晰', photos: [UPLOAD(1)], notes: '与合同一致' });
  const audits = async (action: string) => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
  /** A paid order shipped to `centre`, optionally passed (→ 待平台发货). */
  const orderAt = async (stage: 'paid' | 'shipped' | 'passed', centre = sz) => {
    const { order } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: seller.user.id, sellerFollowerId: fb.user.id, amount: 50_000 });
    expect((await money(buyer, '/order/pay', withFactor({ orderId: order.id }))).status).toBe(200);
    if (stage === 'paid') return order;
    const shipped = await seller.api.post('/order/ship', { orderId: order.id, centreId: centre, carrier: '顺丰速运', trackingNo: `SF${order.id}0001` });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    if (stage === 'shipped') return order;
    expect((await inspector.api.post('/mtsGoods/yanhuo', report(order.id))).status).toBe(200);
    return order;
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    buyer = await userAs(t.app, 'verified', { companyName: '买方公司', realName: '王强' });
    seller = await userAs(t.app, 'verified', { companyName: '卖方公司' });
    fb = await userAs(t.app, 'businessFollower', { realName: '商务乙' });
    inspector = await userAs(t.app, 'inspector', { realName: '验货甲' });
    inspector2 = await userAs(t.app, 'inspector', { realName: '验货乙' });
    operator = await userAs(t.app, 'operator', { realName: '运营甲' });
    stranger = await userAs(t.app, 'verified');
    anon = await injectAs(t.app);
    await fund(db(), buyer.user.id, 10_000_000);
    await withPayPassword(db(), buyer.user.id);
  });
  afterAll(() => t.close());

  it('centres: one more console resource (audited create/update/hide/show/reorder/delete), the public list shows the shown ones, cached and dropped on write', async () => {
    // Operators only; nobody else writes or reads the console list.
    for (const api of [anon, stranger.api, inspector.api]) {
      expect((await api.post('/admin/content/centres', SZ)).status).toBeGreaterThanOrEqual(401);
      expect((await api.get('/admin/content/centres')).status).toBeGreaterThanOrEqual(401);
    }
    // The seed's two centres (深圳 华强北, 香港 观塘) are listed for everyone.
    const seeded = inspectionCentreListReply.parse((await anon.get('/inspection/centres')).body).data;
    expect(seeded.map((c) => [c.name, c.city])).toEqual([
      ['深圳验货中心', '深圳'],
      ['香港验货中心', '香港'],
    ]);
    expect(seeded[0]!.address).toContain('华强北');
    expect(seeded[1]!.address).toContain('观塘');
    const seededIds = seeded.map((c) => c.id);
    const mine = async () => inspectionCentreListReply.parse((await anon.get('/inspection/centres')).body).data.filter((c) => !seededIds.includes(c.id));
    // Bad input: control characters, a short address, a bad phone → 400 with the field's message.
    expect((await operator.api.post('/admin/content/centres', { ...SZ, name: '深圳\u0000中心' })).body.msg).toContain(InputMsg.controlChars);
    expect((await operator.api.post('/admin/content/centres', { ...SZ, address: '华强北' })).status).toBe(400);
    const badPhone = await operator.api.post('/admin/content/centres', { ...SZ, phone: 'call me' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toContain(AdminContentMsg.centrePhone);

    const before = await audits('centre.create');
    const a = await operator.api.post('/admin/content/centres', SZ);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    sz = adminCentreReply.parse(a.body).data.id;
    hk = adminCentreReply.parse((await operator.api.post('/admin/content/centres', HK)).body).data.id;
    expect(await audits('centre.create')).toBe(before + 2);
    expect((await operator.api.post('/admin/content/centres', SZ)).body.msg).toBe(AdminContentMsg.centreNameTaken);
    const listed = await mine();
    expect(listed.map((c) => c.name)).toEqual([SZ.name, HK.name]);
    expect(listed[1]).toMatchObject({ ...HK, id: hk });

    // Update, reorder, hide: each audited, each seen by the (cached) public list at once.
    expect((await operator.api.put(`/admin/content/centres/${hk}`, { hours: '周一至周六 09:30–18:30' })).status).toBe(200);
    expect((await audit1('centre.update')).after).toEqual({ hours: '周一至周六 09:30–18:30' });
    expect((await operator.api.post('/admin/content/centres/reorder', { ids: [hk, sz, ...seededIds] })).status).toBe(200);
    expect((await mine()).map((c) => [c.name, c.hours])).toEqual([
      [HK.name, '周一至周六 09:30–18:30'],
      [SZ.name, SZ.hours],
    ]);
    expect((await operator.api.post(`/admin/content/centres/${hk}/hide`)).status).toBe(200);
    expect((await mine()).map((c) => c.id)).toEqual([sz]);
    expect(adminCentreListReply.parse((await operator.api.get('/admin/content/centres')).body).data.map((c) => [c.id, c.status]).slice(0, 2)).toEqual([
      [hk, 1],
      [sz, 0],
    ]);
    expect((await operator.api.post(`/admin/content/centres/${hk}/show`)).status).toBe(200);
    expect(await audits('centre.reorder')).toBe(1);
    expect(await audits('centre.hide')).toBe(1);
    // A throwaway centre is deleted (audited); one orders were shipped to is refused below.
    const tmp = adminCentreReply.parse((await operator.api.post('/admin/content/centres', { ...HK, name: '临时验货点' })).body).data.id;
    expect((await operator.api.delete(`/admin/content/centres/${tmp}`)).status).toBe(200);
    expect(await audits('centre.delete')).toBe(1);
  });
  const audit1 = async (action: string) => (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id)).at(-1)!;

  it('ship: the seller picks a shown centre (required while centres exist); the order records it; a centre in use is never deleted', async () => {
    const o = await orderAt('paid');
    const ship = (body: object) => seller.api.post('/order/ship', { orderId: o.id, carrier: '顺丰速运', trackingNo: 'SF5550001', ...body });
    const none = await ship({});
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(MoneyMsg.centreRequired);
    expect((await ship({ centreId: 999_999 })).body.msg).toBe(MoneyMsg.centreNotFound);
    expect((await ship({ centreId: 'sz' })).status).toBe(400);
    // A hidden centre is not offered any more.
    await operator.api.post(`/admin/content/centres/${hk}/hide`);
    expect((await ship({ centreId: hk })).body.msg).toBe(MoneyMsg.centreNotFound);
    await operator.api.post(`/admin/content/centres/${hk}/show`);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingShipment);
    const ok = await ship({ centreId: hk });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await db().select({ centreId: orders.centreId }).from(orders).where(eq(orders.id, o.id));
    expect(row!.centreId).toBe(hk);
    const d = await detail(seller, o.id);
    expect(d.logistics.centre).toMatchObject({ id: hk, name: HK.name, address: HK.address, contact: '陈先生', phone: HK.phone });
    expect(d.logistics.inbound).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF5550001' });
    const del = await operator.api.delete(`/admin/content/centres/${hk}`);
    expect(del.status).toBe(409);
    expect(del.body.msg).toBe(AdminContentMsg.centreInUse(1));
    expect(adminCentreListReply.parse((await operator.api.get('/admin/content/centres')).body).data.find((c) => c.id === hk)!.usage).toBe(1);
  });

  it("the buyer's delivery choice: only the buyer, after payment until the platform ships, validated; the seller side sees the method only", async () => {
    const { order: unpaid } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: seller.user.id, amount: 10_000 });
    const early = await buyer.api.post('/order/delivery', { orderId: unpaid.id, ...EXPRESS });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(MoneyMsg.deliveryNotPaid);
    const o = await orderAt('paid');
    expect((await detail(buyer, o.id)).canSetDelivery).toBe(true);
    expect((await detail(seller, o.id)).canSetDelivery).toBe(false);
    for (const p of [seller, fb, stranger, operator]) {
      const r = await p.api.post('/order/delivery', { orderId: o.id, ...EXPRESS });
      expect(r.status).toBe(403);
    }
    // Validation: express needs an address; control characters, a bad phone, an unknown method → 400.
    const noAddress = await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS, address: '' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.msg).toContain(MoneyMsg.receiverAddress);
    expect((await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS, receiverName: '王\u0007强' })).body.msg).toContain(InputMsg.controlChars);
    expect((await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS, receiverPhone: '138-abc' })).body.msg).toContain(MoneyMsg.receiverPhone);
    expect((await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS, method: 'drone' })).body.msg).toContain(MoneyMsg.deliveryMethod);
    const saved = await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.msg).toBe(MoneyMsg.deliverySaved);
    expect(saved.body.data).toEqual({ ...EXPRESS, methodText: '快递寄送' });
    expect((await detail(buyer, o.id)).logistics.delivery).toEqual({ ...EXPRESS, methodText: '快递寄送' });
    // The seller side learns how, not where.
    expect((await detail(seller, o.id)).logistics.delivery).toEqual({ method: 'express', methodText: '快递寄送', receiverName: '', receiverPhone: '', address: '' });
    // Changing it to 自提 clears the address.
    const pickup = await buyer.api.post('/order/delivery', { orderId: o.id, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000', address: '忽略的地址内容' });
    expect(pickup.body.data).toMatchObject({ method: 'pickup', methodText: '买家自提', address: '' });
    expect((await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.action, 'setDelivery')))).length).toBe(2);
  });

  it('deliver: only the inspector who passed it or an operator, only after 验货通过, per the buyer\'s choice, held by a dispute; confirm receipt only after it', async () => {
    const shipped = await orderAt('shipped');
    await buyer.api.post('/order/delivery', { orderId: shipped.id, ...EXPRESS });
    // Before the inspection: 409, and no receipt either.
    expect((await operator.api.post('/order/deliver', { orderId: shipped.id, method: 'express', carrier: '顺丰速运', trackingNo: 'SF7770001' })).status).toBe(409);
    const o = await orderAt('passed');
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingDelivery);
    const d0 = await detail(buyer, o.id);
    expect(d0).toMatchObject({ statusText: '待平台发货', canConfirmReceipt: false, canSetDelivery: true, canDeliver: false, autoConfirmAt: null, nextStep: { who: '平台' } });
    expect((await detail(inspector, o.id)).canDeliver).toBe(true);
    expect((await detail(operator, o.id)).canDeliver).toBe(true);
    const early = await money(buyer, '/order/confirmReceipt', { orderId: o.id });
    expect(early.status).toBe(409);
    // Not the platform → 403: the parties, a follower, another inspector.
    for (const p of [buyer, seller, fb, inspector2]) {
      const r = await p.api.post('/order/deliver', { orderId: o.id, method: 'pickup' });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(MoneyMsg.notDeliverer);
    }
    // No choice yet → 409; then a choice of express: pickup refused, express needs carrier and tracking number.
    expect((await inspector.api.post('/order/deliver', { orderId: o.id, method: 'pickup' })).body.msg).toBe(MoneyMsg.deliveryNotChosen);
    await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS });
    expect((await inspector.api.post('/order/deliver', { orderId: o.id, method: 'pickup' })).body.msg).toBe(MoneyMsg.deliveryMismatch('快递寄送'));
    expect((await inspector.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '顺丰速运' })).body.msg).toContain(MoneyMsg.trackingNo);
    expect((await inspector.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '顺丰\u0000', trackingNo: 'SF7770002' })).status).toBe(400);
    // An open dispute holds it.
    const opened = await buyer.api.post('/order/dispute', { orderId: o.id, reason: '外包装破损，先核实' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((await detail(operator, o.id)).canDeliver).toBe(false);
    const held = await operator.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '顺丰速运', trackingNo: 'SF7770003' });
    expect(held.status).toBe(409);
    expect(held.body.msg).toBe(DisputeMsg.held);
    await db().update(orders).set({ openDisputeId: null }).where(eq(orders.id, o.id));

    // Two at once (the inspector and an operator): one ships, the other gets 409; nothing is written twice.
    const auditsBefore = await audits('order.deliver');
    clock.advance(3_600_000);
    const both = await Promise.all([
      inspector.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '顺丰速运', trackingNo: 'SF7770004' }),
      operator.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '京东物流', trackingNo: 'JD7770005' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!;
    expect(winner.body).toMatchObject({ msg: MoneyMsg.deliverOk, data: { status: OrderStatus.AwaitingReceipt, statusText: '待收货' } });
    expect((await db().select().from(orderEvents).where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.action, 'deliver')))).length).toBe(1);
    // An operator's delivery is an operator action (audited); the inspector's is his own work.
    expect(await audits('order.deliver')).toBe(auditsBefore + (both[1]!.status === 200 ? 1 : 0));
    // The choice is locked now; the buyer confirms receipt.
    const late = await buyer.api.post('/order/delivery', { orderId: o.id, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(MoneyMsg.deliveryLocked);
    const d1 = await detail(buyer, o.id);
    expect(d1).toMatchObject({ canConfirmReceipt: true, canSetDelivery: false, canDeliver: false });
    expect((await money(buyer, '/order/confirmReceipt', { orderId: o.id })).status).toBe(200);
  });

  it('an operator marks 买家自提 (audited); the timeline on the detail shows both legs and the receipt', async () => {
    const o = await orderAt('passed', sz);
    await buyer.api.post('/order/delivery', { orderId: o.id, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000' });
    const before = await audits('order.deliver');
    const r = await operator.api.post('/order/deliver', { orderId: o.id, method: 'pickup' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe(MoneyMsg.pickupOk);
    expect(await audits('order.deliver')).toBe(before + 1);
    expect((await money(buyer, '/order/confirmReceipt', { orderId: o.id })).status).toBe(200);
    const d = await detail(buyer, o.id);
    expect(d.logistics).toMatchObject({
      centre: { id: sz, name: SZ.name, address: SZ.address, hours: SZ.hours },
      inbound: { carrier: '顺丰速运', trackingNo: `SF${o.id}0001` },
      inspection: { result: 'pass', resultText: '验货通过' },
      delivery: { method: 'pickup', methodText: '买家自提', receiverName: '王强' },
      outbound: { method: 'pickup', methodText: '买家自提', carrier: '', trackingNo: '', byName: '运营甲' },
      received: { auto: false },
    });
    expect(d.logistics.outbound!.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(d.history.map((h) => h.actionText)).toEqual(expect.arrayContaining(['买方选择收货方式', '平台发货']));
  });

  it('auto-confirm counts AUTO_CONFIRM_DAYS from the delivery, not from the inspection', async () => {
    const o = await orderAt('passed');
    await buyer.api.post('/order/delivery', { orderId: o.id, ...EXPRESS });
    const ctx = appContext(t.app);
    // Eight days at the centre: nothing is confirmed (the goods never left).
    clock.advance(8 * 86_400_000);
    await autoConfirmDue(ctx);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingDelivery);
    const deliveredAt = clock.now();
    expect((await inspector.api.post('/order/deliver', { orderId: o.id, method: 'express', carrier: '顺丰速运', trackingNo: 'SF8880001' })).status).toBe(200);
    const d = await detail(buyer, o.id);
    const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(d.autoConfirmAt).toBe(china(deliveredAt + 7 * 86_400_000));
    clock.advance(6 * 86_400_000);
    await autoConfirmDue(ctx);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.AwaitingReceipt);
    clock.advance(2 * 86_400_000);
    expect(await autoConfirmDue(ctx)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(db(), o.id)).toBe(OrderStatus.Completed);
    expect((await detail(buyer, o.id)).logistics.received).toMatchObject({ auto: true });
  });
});
