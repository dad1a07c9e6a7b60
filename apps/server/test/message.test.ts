import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageMsg } from '@mts/shared/messages';
import { NOTICE_KIND_MAP, NotifySendStatus } from '@mts/shared/notice';
import { messageListReply, messageSettingsReply, messageUnreadReply } from '@mts/shared/schemas';
import { ClueStatus, OrderStatus } from '@mts/shared/status';
import { clues, messages, messageUnread, notifySends, orders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { appContext, inTx } from '../src/lib/context.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { attemptSend, backoffMs, notifySweep } from '../src/modules/message/deliver.ts';
import { type MessageLookups, mapMessages } from '../src/modules/message/map.ts';
import { inQuietHours, quietUntil } from '../src/modules/message/quiet.ts';
import { mapDomainEvent } from '../src/modules/realtime/map.ts';
import { staffWaitingSweep } from '../src/modules/message/service.ts';
import { DevSmsProvider, type SmsProvider } from '../src/providers/sms.ts';
import type { FastifyInstance } from 'fastify';

const codesTo = (app: FastifyInstance, sms: FakeSms) => (sms.codes = new DevSmsProvider(app.log, app.outbox!, () => app.clock.now()));
import { OfficialAccountNoticeProvider, type WxNoticeProvider } from '../src/providers/wechat.ts';
import { createLead, userAs } from './factories.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';
import { createOrder, fund, key, withFactor, withPayPassword } from './money-factories.ts';
import { orderMoneyApi, type OrderParties, orderParties } from './trade-parties.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;
/** 2026-11-24 10:00 in China (02:00Z): outside quiet hours. */
const DAY = Date.parse('2026-11-24T02:00:00Z');

/** A fake SMS provider: fails while `failing` > 0 (500-like), records every call and delivers each key once. */
class FakeSms implements SmsProvider {
  readonly name = 'fake';
  failing = 0;
  calls: { mobile: string; template: string; key: string }[] = [];
  delivered = new Map<string, number>();
  /** Login codes go to the app's dev outbox (set once the app is built). */
  codes: SmsProvider | null = null;
  async sendCode(mobile: string, code: string) {
    await this.codes?.sendCode(mobile, code);
  }
  async sendNotice(mobile: string, template: string, _params: Record<string, string>, key: string) {
    this.calls.push({ mobile, template, key });
    if (this.failing > 0) {
      this.failing--;
      throw new Error('HTTP 500 provider unavailable');
    }
    // Idempotency at the provider (Aliyun's OutId): a repeated key is not delivered again.
    this.delivered.set(key, (this.delivered.get(key) ?? 0) + 1);
  }
  deliveredTo(mobile: string) {
    return this.calls.filter((c) => c.mobile === mobile);
  }
}

class FakeWx implements WxNoticeProvider {
  readonly name = 'fake';
  sent: { openid: string; key: string }[] = [];
  async sendTemplate(openid: string, _t: string, _d: Record<string, string>, _l: string, key: string) {
    this.sent.push({ openid, key });
  }
}

/** Waits (polling, no timed assertion) until `probe` holds. */
async function until(probe: () => Promise<boolean> | boolean, tries = 200) {
  for (let i = 0; i < tries; i++) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
}

// ---------------------------------------------------------------------------------------------------------------

describe('message mapping: one message per event kind, the right audience, none to the actor', () => {
  const look: MessageLookups = {
    goodsModel: async () => 'K4A8G165WC',
    partyName: async () => '王强',
    rfqModel: async () => 'STM32F103',
    walletAmount: async () => '¥1,000.00',
  };
  const row = { buyerId: 1, sellerId: 2, buyerFollowerId: 3, sellerFollowerId: 4, inspectorId: 5, goodsId: 9, status: 20 };
  const cases: [DomainEvent, Record<number, string>][] = [
    [{ type: 'order.generate', id: 7, userId: 3, buyerId: 1, sellerId: 2, buyerFollowerId: 3, goodsId: 9 }, { 2: 'contractToConfirm' }],
    [{ type: 'order.confirmContract', id: 7, userId: 4, row }, { 1: 'orderToPay' }],
    [{ type: 'order.rejectContract', id: 7, userId: 4, row }, { 3: 'contractReturned' }],
    [{ type: 'order.pay', id: 7, userId: 1, row }, { 2: 'orderPaid', 4: 'orderPaid' }],
    [{ type: 'order.confirmTransfer', id: 7, userId: 99, row }, { 1: 'transferConfirmed', 2: 'orderPaid', 4: 'orderPaid' }],
    [{ type: 'order.rejectTransfer', id: 7, userId: 99, row }, { 1: 'transferRejected' }],
    [{ type: 'order.ship', id: 7, userId: 2, row }, { 1: 'orderShipped' }],
    [{ type: 'order.inspectPass', id: 7, userId: 5, row }, { 1: 'inspectionResult', 2: 'inspectionResult' }],
    [{ type: 'order.inspectFail', id: 7, userId: 5, row }, { 1: 'inspectionResult', 2: 'inspectionResult' }],
    [{ type: 'order.deliver', id: 7, userId: 5, row }, { 1: 'orderDelivered' }],
    [{ type: 'order.confirmReceipt', id: 7, userId: 1, row }, { 2: 'settled' }],
    [{ type: 'order.autoConfirm', id: 7, userId: null, row }, { 1: 'orderCompleted', 2: 'settled' }],
    [{ type: 'order.cancel', id: 7, userId: 99, row }, { 1: 'orderCancelled', 2: 'orderCancelled' }],
    [{ type: 'order.refund', id: 7, userId: 99, row }, { 1: 'refunded', 2: 'orderCancelled' }],
    [{ type: 'order.dispute', id: 7, userId: 1, row }, { 2: 'orderDispute' }],
    [{ type: 'order.disputeRelease', id: 7, userId: 99, row }, { 1: 'orderDispute', 2: 'settled' }],
    [{ type: 'order.disputeRefund', id: 7, userId: 99, row }, { 1: 'refunded', 2: 'orderDispute' }],
    [{ type: 'preOrder.create', id: 8, userId: 1, negotiatorId: 6, buyerId: 1, sellerId: 2, goodsId: 9 }, { 6: 'preOrderNew', 2: 'preOrderNew' }],
    [{ type: 'rfq.create', id: 11, userId: 1, recipientIds: [2, 12, 1] }, { 2: 'rfqNew', 12: 'rfqNew' }],
    [{ type: 'rfqQuote.submit', id: 13, userId: 2, rfqId: 11, buyerId: 1 }, { 1: 'rfqQuote' }],
    [{ type: 'rfqQuote.accept', id: 13, userId: 1, row: { rfqId: 11, sellerId: 2 } }, { 2: 'quoteResult' }],
    [{ type: 'rfqQuote.decline', id: 13, userId: null, row: { rfqId: 11, sellerId: 2 } }, { 2: 'quoteResult' }],
    [{ type: 'wallet.depositConfirm', id: 14, userId: 99, ownerId: 1 }, { 1: 'depositConfirmed' }],
    [{ type: 'wallet.depositReject', id: 14, userId: 99, ownerId: 1 }, { 1: 'depositRejected' }],
    [{ type: 'wallet.withdrawalPay', id: 15, userId: 99, ownerId: 1 }, { 1: 'withdrawalPaid' }],
    [{ type: 'wallet.withdrawalRefuse', id: 15, userId: 99, ownerId: 1 }, { 1: 'withdrawalRefused' }],
    [{ type: 'market.alertFired', id: 16, userId: null, targetUserId: 1, model: 'K4A8G165WC', goodsId: 9 }, { 1: 'priceAlert' }],
    [{ type: 'staff.waiting', id: 17, userId: null, what: 'lead', model: 'X', userIds: [6, 16] }, { 6: 'staffWaiting', 16: 'staffWaiting' }],
    // Events that concern nobody's inbox.
    [{ type: 'lead.grab', id: 1, userId: 6 }, {}],
    [{ type: 'order.grabInspection', id: 7, userId: 5, row }, {}],
  ];

  it.each(cases)('%o', async (event, expected) => {
    const drafts = await mapMessages(event, look);
    expect(Object.fromEntries(drafts.map((d) => [d.userId, d.kind]))).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [Number(k), v])));
    for (const d of drafts) {
      expect(d.userId).not.toBe(event.userId);
      expect(d.text).toMatch(CHINESE);
      expect(d.tab).toBe(NOTICE_KIND_MAP[d.kind]!.tab);
      expect(d.link.startsWith('/')).toBe(true);
    }
  });

  it('the sentences name the payer and the order links open the order of each side', async () => {
    const [seller] = await mapMessages({ type: 'order.pay', id: 7, userId: 1, row }, look);
    expect(seller).toMatchObject({ text: '王强 已付款，请发货', link: '/myxg/mySaleOrderDetail?id=7', refType: 'saleOrder', refId: 7 });
    const [buyer] = await mapMessages({ type: 'order.deliver', id: 7, userId: 5, row }, look);
    expect(buyer).toMatchObject({ text: expect.stringContaining('请确认收货'), link: '/myxg/myBuyOrderDetail?id=7' });
  });
});

describe('realtime: message events become pushes to their user only', () => {
  const lookups = { leadOwner: async () => null, releasedFollow: async () => null };
  const unread = { total: 3, byTab: { trade: 2, money: 1, system: 0 } };
  it('message.push → message.new with the counts; an announcement batch → each user his message and counts; read elsewhere → message.read', async () => {
    expect(await mapDomainEvent({ type: 'message.push', id: 5, userId: null, recipientId: 9, kind: 'orderPaid', tab: 10, text: 't', link: '/l', unread }, lookups)).toEqual([
      { event: { type: 'message.new', id: 5, kind: 'orderPaid', tab: 10, text: 't', link: '/l', unread }, audience: { kind: 'user', userId: 9 } },
    ]);
    const recipients = [
      { userId: 1, messageId: 11, unread },
      { userId: 2, messageId: 12, unread },
    ];
    expect(await mapDomainEvent({ type: 'message.announce', id: 2, userId: null, recipients, text: '系统公告：x', link: '/messages?tab=30', tab: 30 }, lookups)).toEqual([
      { event: { type: 'message.new', id: 11, kind: 'announcement', tab: 30, text: '系统公告：x', link: '/messages?tab=30', unread }, audience: { kind: 'user', userId: 1 } },
      { event: { type: 'message.new', id: 12, kind: 'announcement', tab: 30, text: '系统公告：x', link: '/messages?tab=30', unread }, audience: { kind: 'user', userId: 2 } },
    ]);
    expect(await mapDomainEvent({ type: 'message.readPush', id: 9, userId: null, recipientId: 9, unread }, lookups)).toEqual([{ event: { type: 'message.read', unread }, audience: { kind: 'user', userId: 9 } }]);
    expect(await mapDomainEvent({ type: 'message.push', id: 5, userId: null, kind: 'orderPaid', tab: 10 }, lookups)).toEqual([]);
  });
});

describe('quiet hours (China time)', () => {
  it('22:00–08:00 is quiet and held until 08:00; an empty window never is', () => {
    const at = (h: number, m = 0) => Date.UTC(2026, 10, 24, h - 8, m); // China h:m on 2026-11-24
    expect(inQuietHours(at(21, 59), '22:00', '08:00')).toBe(false);
    expect(inQuietHours(at(22), '22:00', '08:00')).toBe(true);
    expect(inQuietHours(at(3), '22:00', '08:00')).toBe(true);
    expect(inQuietHours(at(8), '22:00', '08:00')).toBe(false);
    expect(quietUntil(at(23, 30), '22:00', '08:00')).toBe(at(32)); // next day 08:00
    expect(quietUntil(at(7, 15), '22:00', '08:00')).toBe(at(8));
    expect(quietUntil(at(12), '22:00', '08:00')).toBe(at(12));
    expect(inQuietHours(at(23), '00:00', '00:00')).toBe(false);
    expect(inQuietHours(at(13), '12:00', '14:00')).toBe(true);
  });
});

describe.each(DRIVERS)('message centre on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(DAY);
  const sms = new FakeSms();
  const wx = new FakeWx();
  let people: OrderParties;
  const db = () => t.handle.db;
  const { money } = orderMoneyApi(() => t.app);
  const ctx = () => appContext(t.app);
  const newOrder = () =>
    createOrder(db(), { buyerId: people.buyer.user.id, sellerId: people.seller.user.id, buyerFollowerId: people.fa.user.id, sellerFollowerId: people.fb.user.id, amount: 200_000, feeBps: 50 });
  const inbox = async (p: { api: OrderParties['buyer']['api'] }, query: Record<string, string | number> = {}) => messageListReply.parse((await p.api.get('/message/list', query)).body);
  const unread = async (p: { api: OrderParties['buyer']['api'] }) => messageUnreadReply.parse((await p.api.get('/message/unread')).body).data;
  /** Waits until every send written so far was attempted (delivery runs after the commit, in process here). */
  const drain = () => until(async () => (await db().select({ id: notifySends.id }).from(notifySends).where(eq(notifySends.status, NotifySendStatus.Pending))).length === 0);
  const sendsOf = (userId: number) => db().select().from(notifySends).where(eq(notifySends.userId, userId)).orderBy(notifySends.id);

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, providers: { sms, wxNotice: wx } });
    codesTo(t.app, sms);
    people = await orderParties(t.app);
    await withPayPassword(db(), people.buyer.user.id);
    await fund(db(), people.buyer.user.id, 10_000_000);
  });
  afterAll(() => t.close());

  it('a payment writes the seller\'s message in its transaction, none to the buyer; realtime push, counts, SMS', async () => {
    const pushes: DomainEvent[] = [];
    const off = t.app.events.subscribe((e) => void (e.type === 'message.push' && pushes.push(e)));
    const { order } = await newOrder();
    const before = await unread(people.seller);
    const paid = await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const list = await inbox(people.seller, { tab: 10 });
    expect(list.rows[0]).toMatchObject({ kind: 'orderPaid', text: '买方公司 已付款，请发货', link: `/myxg/mySaleOrderDetail?id=${order.id}`, read: false });
    expect((await unread(people.seller)).byTab.trade).toBe(before.byTab.trade + 1);
    // The buyer (the actor) gets nothing about his own payment.
    expect((await inbox(people.buyer)).rows.filter((r) => r.refId === order.id && r.kind === 'orderPaid')).toEqual([]);
    await until(() => pushes.some((e) => e.recipientId === people.seller.user.id));
    const push = pushes.find((e) => e.recipientId === people.seller.user.id)!;
    expect(push).toMatchObject({ kind: 'orderPaid', tab: 10, unread: { byTab: { trade: before.byTab.trade + 1 } } });
    // One SMS to the seller with the kind's template.
    await until(async () => (await sendsOf(people.seller.user.id)).some((s) => s.status === NotifySendStatus.Sent));
    expect(sms.deliveredTo(people.seller.user.mobile!).map((c) => c.template)).toContain(NOTICE_KIND_MAP.orderPaid!.smsTemplate);
    off();
  });

  it('the outbox under rollback: a refused or failed change writes no message', async () => {
    const count = async () => Number(((await db().execute(sql`select count(*)::int as n from messages`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const n0 = await count();
    const { order } = await newOrder();
    // Someone else "pays": 403, nothing written.
    const refused = await money(people.stranger, '/order/pay', withFactor({ orderId: order.id }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // A transaction that publishes an event and then throws: rolled back with its messages.
    await expect(
      inTx(ctx(), async (tx) => {
        tx.events.publish({ type: 'order.confirmContract', id: order.id, userId: people.fb.user.id, row: { ...order, status: OrderStatus.AwaitingPayment } });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await drain();
    expect(await count()).toBe(n0);
    // The same, committed: the message exists when the call returns (written in the transaction, not after).
    await inTx(ctx(), async (tx) => {
      tx.events.publish({ type: 'order.confirmContract', id: order.id, userId: people.fb.user.id, row: { ...order, status: OrderStatus.AwaitingPayment } });
    });
    expect(await count()).toBe(n0 + 1);
  });

  it('read: my own only (another user\'s id → 404 in Chinese), returns the link, counts drop once', async () => {
    const [mine] = (await inbox(people.seller)).rows.filter((r) => !r.read);
    expect(mine).toBeTruthy();
    const other = await people.buyer.api.post('/message/read', { id: mine!.id });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe(MessageMsg.notFound);
    const before = await unread(people.seller);
    const r = await people.seller.api.post('/message/read', { id: mine!.id });
    expect(r.body).toMatchObject({ code: 200, data: { id: mine!.id, link: mine!.link, unread: { total: before.total - 1 } } });
    const again = await people.seller.api.post('/message/read', { id: mine!.id });
    expect(again.body.data.unread.total).toBe(before.total - 1);
    // Nobody reads another inbox: the list is always the caller's.
    expect((await inbox(people.buyer)).rows.some((row) => row.id === mine!.id)).toBe(false);
    // Logged out: 401.
    expect((await (await injectAs(t.app)).get('/message/list')).status).toBe(401);
  });

  it('bad input: a tab that does not exist, an id that is not one, unknown kinds in the settings — Chinese 400s', async () => {
    const tab = await people.seller.api.get('/message/list', { tab: 99 });
    expect(tab.status).toBe(400);
    expect(tab.body.msg).toContain(MessageMsg.tab);
    expect((await people.seller.api.get('/message/list', { tab: 'abc' })).status).toBe(400);
    for (const id of ['1', -1, 0, 1e12, null]) {
      const r = await people.seller.api.post('/message/read', { id });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(CHINESE);
    }
    const unknown = await people.seller.api.post('/message/settings', { kinds: { hack: { sms: true, wechat: true } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain(MessageMsg.unknownKind('hack'));
    const proto = await people.seller.api.post('/message/settings', { kinds: { __proto__: { sms: true, wechat: true }, constructor: { sms: true, wechat: true } } });
    expect(proto.status).toBe(400);
    const notAllowed = await people.seller.api.post('/message/settings', { kinds: { announcement: { sms: true, wechat: false } } });
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.msg).toMatch(CHINESE);
    const quiet = await people.seller.api.post('/message/settings', { quietStart: '25:00' });
    expect(quiet.status).toBe(400);
    expect(quiet.body.msg).toContain(MessageMsg.quietHours);
    expect((await people.seller.api.post('/message/readAll', { tab: 5 })).status).toBe(400);
  });

  it('settings: defaults on where allowed; switching SMS off for a kind stops its SMS, not the message', async () => {
    const s0 = messageSettingsReply.parse((await people.seller.api.get('/message/settings')).body).data;
    expect(s0.kinds.orderPaid).toEqual({ sms: true, wechat: true });
    expect(s0.kinds.announcement).toEqual({ sms: false, wechat: false });
    expect(s0).toMatchObject({ quietStart: '22:00', quietEnd: '08:00', smsBound: true, wechatBound: false });
    const saved = await people.seller.api.post('/message/settings', { kinds: { orderPaid: { sms: false, wechat: false } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.kinds.orderPaid).toEqual({ sms: false, wechat: false });
    expect(saved.body.data.kinds.orderToPay).toEqual({ sms: true, wechat: true });
    const { order } = await newOrder();
    const sendsBefore = (await sendsOf(people.seller.user.id)).length;
    expect((await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }))).status).toBe(200);
    await drain();
    expect((await inbox(people.seller)).rows[0]).toMatchObject({ kind: 'orderPaid', refId: order.id });
    expect((await sendsOf(people.seller.user.id)).length).toBe(sendsBefore);
    await people.seller.api.post('/message/settings', { kinds: { orderPaid: { sms: true, wechat: true } } });
  });

  it('quiet hours with a fake clock: held until 08:00 China time, then sent by the sweep', async () => {
    const { order } = await newOrder();
    clock.set(Date.parse('2026-11-24T15:30:00Z')); // 23:30 in China
    try {
      await inTx(ctx(), async (tx) => tx.events.publish({ type: 'order.confirmContract', id: order.id, userId: people.fb.user.id, row: { ...order } }));
      await drain();
      const [held] = (await sendsOf(people.buyer.user.id)).filter((s) => s.refId === order.id);
      expect(held).toMatchObject({ status: NotifySendStatus.Held, nextAt: new Date('2026-11-25T00:00:00Z') });
      const calls = sms.calls.length;
      clock.set(Date.parse('2026-11-24T23:59:00Z'));
      await notifySweep(ctx());
      expect(sms.calls.length).toBe(calls);
      clock.set(Date.parse('2026-11-25T00:00:00Z'));
      await notifySweep(ctx());
      expect((await db().select().from(notifySends).where(eq(notifySends.id, held!.id)))[0]!.status).toBe(NotifySendStatus.Sent);
      expect(sms.calls.length).toBe(calls + 1);
    } finally {
      clock.set(DAY + 3 * 3600_000);
    }
  });

  it('at most one SMS per order per hour per person (fake clock)', async () => {
    const { order } = await newOrder();
    const publish = (type: string) => inTx(ctx(), async (tx) => tx.events.publish({ type, id: order.id, userId: people.inspector.user.id, row: { ...order } }));
    await publish('order.inspectPass');
    clock.advance(10 * 60_000);
    await publish('order.deliver');
    await drain();
    let sends = (await sendsOf(people.buyer.user.id)).filter((s) => s.refId === order.id && s.channel === 'sms');
    expect(sends.map((s) => s.status)).toEqual([NotifySendStatus.Sent, NotifySendStatus.Skipped]);
    // Both messages are in the inbox all the same.
    expect((await inbox(people.buyer)).rows.filter((r) => r.refId === order.id).length).toBe(2);
    clock.advance(61 * 60_000);
    await publish('order.autoConfirm');
    await drain();
    sends = (await sendsOf(people.buyer.user.id)).filter((s) => s.refId === order.id && s.channel === 'sms');
    expect(sends.length).toBe(2); // orderCompleted has no SMS; the cap window has passed but nothing else was sent
    await inTx(ctx(), async (tx) => tx.events.publish({ type: 'order.rejectTransfer', id: order.id, userId: people.operator.user.id, row: { ...order } }));
    await drain();
    sends = (await sendsOf(people.buyer.user.id)).filter((s) => s.refId === order.id && s.channel === 'sms');
    expect(sends.map((s) => s.status)).toEqual([NotifySendStatus.Sent, NotifySendStatus.Skipped, NotifySendStatus.Sent]);
  });

  it('a provider outage never fails the action; retries with backoff, then 失败 for the console; the key is never delivered twice', async () => {
    const { order } = await newOrder();
    sms.failing = 100;
    const paid = await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }));
    expect(paid.status).toBe(200);
    await drain();
    const [send] = (await sendsOf(people.seller.user.id)).filter((s) => s.refId === order.id && s.channel === 'sms');
    expect(send).toMatchObject({ status: NotifySendStatus.Retrying, attempts: 1, lastError: expect.stringContaining('500') });
    expect(send!.nextAt.getTime()).toBe(clock.now() + backoffMs(1));
    // Not due yet: the sweep leaves it.
    await notifySweep(ctx());
    expect((await db().select().from(notifySends).where(eq(notifySends.id, send!.id)))[0]!.attempts).toBe(1);
    for (let i = 2; i <= 5; i++) {
      clock.advance(backoffMs(i - 1));
      await notifySweep(ctx());
    }
    const failed = (await db().select().from(notifySends).where(eq(notifySends.id, send!.id)))[0]!;
    expect(failed).toMatchObject({ status: NotifySendStatus.Failed, attempts: 5 });
    // The console lists it; a trader may not.
    const list = await people.operator.api.get('/admin/notify/list');
    expect(list.body.rows.some((r: { id: number }) => r.id === send!.id)).toBe(true);
    expect(list.body.rows[0].mobile).toMatch(/\*\*\*\*/);
    expect((await people.seller.api.get('/admin/notify/list')).status).toBe(403);
    expect((await people.seller.api.post('/admin/notify/retry', { id: send!.id })).status).toBe(403);
    // The provider is back: the operator retries → sent once.
    sms.failing = 0;
    const retried = await people.operator.api.post('/admin/notify/retry', { id: send!.id });
    expect(retried.body).toMatchObject({ code: 200, data: { status: NotifySendStatus.Sent } });
    expect((await people.operator.api.post('/admin/notify/retry', { id: send!.id })).status).toBe(409);
    expect((await people.operator.api.post('/admin/notify/retry', { id: 2_000_000 })).status).toBe(404);
    // A job that runs again (a crash after the provider took it, before the row said so) sends the same key:
    // the provider delivers it once.
    await db().update(notifySends).set({ status: NotifySendStatus.Retrying, nextAt: new Date(clock.now()) }).where(eq(notifySends.id, send!.id));
    await attemptSend(ctx(), send!.id);
    expect(sms.calls.filter((c) => c.key === send!.key).length).toBeGreaterThanOrEqual(2);
    expect(sms.delivered.get(send!.key)).toBe(2); // the fake counts arrivals; a real provider drops the second (OutId)
    expect(new Set(sms.calls.filter((c) => c.key === send!.key).map((c) => c.key)).size).toBe(1);
    // Two workers racing for one due send: only one attempt is made.
    await db().update(notifySends).set({ status: NotifySendStatus.Pending, nextAt: new Date(clock.now()) }).where(eq(notifySends.id, send!.id));
    const before = sms.calls.length;
    const results = await Promise.all([attemptSend(ctx(), send!.id), attemptSend(ctx(), send!.id)]);
    expect(results.filter((r) => r !== null).length).toBe(1);
    expect(sms.calls.length).toBe(before + 1);
  });

  it('WeChat-login users get a template message too', async () => {
    const wxUser = await userAs(t.app, 'verified', { wxOpenid: `oWx${Date.now()}` });
    const o = await createOrder(db(), { buyerId: wxUser.user.id, sellerId: people.seller.user.id, amount: 10_000 });
    await inTx(ctx(), async (tx) => tx.events.publish({ type: 'order.confirmContract', id: o.order.id, userId: people.fb.user.id, row: { ...o.order } }));
    await until(() => wx.sent.some((s) => s.openid === wxUser.user.wxOpenid));
    expect(messageSettingsReply.parse((await wxUser.api.get('/message/settings')).body).data.wechatBound).toBe(true);
  });

  it('announcements: operators only; plain text (a script tag stays text); fan-out to the audience; banner until read', async () => {
    const body = { title: '系统维护通知', body: '今晚 <script>alert(1)</script> 维护', audience: 'all', important: true };
    expect((await people.seller.api.post('/admin/announcement/create', body)).status).toBe(403);
    for (const bad of [{ ...body, title: '' }, { ...body, audience: 'hackers' }, { ...body, important: 'yes' }, { ...body, body: 'x'.repeat(2001) }]) {
      const r = await people.operator.api.post('/admin/announcement/create', bad);
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(CHINESE);
    }
    const created = await people.operator.api.post('/admin/announcement/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.body).toBe(body.body);
    const id = created.body.data.id as number;
    await until(async () => (await people.operator.api.get('/admin/announcement/list')).body.rows.find((r: { id: number }) => r.id === id)?.delivered > 0);
    const row = (await people.operator.api.get('/admin/announcement/list')).body.rows.find((r: { id: number }) => r.id === id);
    expect(row.delivered).toBe(row.recipients);
    const banner = (await people.buyer.api.get('/message/banner')).body.data.list;
    expect(banner[0]).toMatchObject({ id, title: '系统维护通知', body: body.body });
    const msg = (await inbox(people.buyer, { tab: 30 })).rows.find((r) => r.kind === 'announcement')!;
    // The operator wrote it: no message to him.
    expect((await inbox(people.operator, { tab: 30 })).rows.some((r) => r.refId === id)).toBe(true); // all includes operators
    await people.buyer.api.post('/message/read', { id: msg.id });
    expect((await people.buyer.api.get('/message/banner')).body.data.list).toEqual([]);
    // A role audience reaches that role only.
    const forInspectors = await people.operator.api.post('/admin/announcement/create', { ...body, title: '验货员须知', audience: 'inspector', important: false });
    const aid = forInspectors.body.data.id as number;
    await until(async () => (await db().select().from(messages).where(eq(messages.announcementId, aid))).length > 0);
    // Not important (no banner): its body is in the inbox row, as plain text; other kinds carry none.
    const inspectorRow = (await inbox(people.inspector, { tab: 30 })).rows.find((r) => r.refId === aid);
    expect(inspectorRow).toMatchObject({ text: '系统公告：验货员须知', body: body.body });
    expect((await inbox(people.buyer, { tab: 30 })).rows.some((r) => r.refId === aid)).toBe(false);
  });

  it('1,000 concurrent 全部已读: no 500, every message read once, counters at zero', async () => {
    const u = await userAs(t.app, 'verified');
    await inTx(ctx(), async (tx) => {
      for (let i = 0; i < 30; i++) tx.events.publish({ type: 'wallet.depositConfirm', id: 1, userId: null, ownerId: u.user.id });
    });
    expect((await unread(u)).total).toBe(30);
    const replies = await Promise.all(Array.from({ length: 1000 }, (_, i) => u.api.post('/message/readAll', i % 2 ? {} : { tab: 20 })));
    expect(replies.filter((r) => r.status !== 200)).toEqual([]);
    expect(replies.reduce((s, r) => s + (r.body.data.updated as number), 0)).toBe(30);
    expect(await unread(u)).toEqual({ total: 0, byTab: { trade: 0, money: 0, system: 0 } });
    const [counter] = await db().select().from(messageUnread).where(and(eq(messageUnread.userId, u.user.id), eq(messageUnread.tab, 20)));
    expect(counter!.n).toBe(0);
    // Pages: newest first, pageSize bounded.
    const page = await inbox(u, { pageNum: 2, pageSize: 20 });
    expect(page).toMatchObject({ total: 30 });
    expect(page.rows.length).toBe(10);
    expect((await u.api.get('/message/list', { pageSize: 51 })).status).toBe(400);
  }, 180_000);

  it('staff waiting: a lead nobody took for 30 minutes → each negotiator once', async () => {
    const nego = await userAs(t.app, 'negotiator');
    const lead = await createLead(db(), people.buyer.user.id, { status: ClueStatus.AwaitingDispatch });
    await db().update(clues).set({ createdAt: new Date(clock.now() - 20 * 60_000) }).where(eq(clues.id, lead.id));
    await staffWaitingSweep(ctx());
    expect((await inbox(nego)).rows.some((r) => r.refId === lead.id)).toBe(false);
    clock.advance(11 * 60_000);
    await staffWaitingSweep(ctx());
    await staffWaitingSweep(ctx());
    const got = (await inbox(nego)).rows.filter((r) => r.kind === 'staffWaiting' && r.refId === lead.id);
    expect(got.length).toBe(1);
    await drain();
    expect((await sendsOf(nego.user.id)).some((s) => s.kind === 'staffWaiting' && s.channel === 'sms')).toBe(true);
  });
});

describe('delivery through the job runner (pg-boss)', () => {
  it('a payment\'s message reaches the seller through a job; the order itself never waits for it', async () => {
    const sms = new FakeSms();
    const t = await buildTestApp({ clock: new ManualClock(DAY), providers: { sms }, config: { notify: { jobs: true, sweep: false } } });
    codesTo(t.app, sms);
    try {
      const people = await orderParties(t.app);
      await withPayPassword(t.handle.db, people.buyer.user.id);
      await fund(t.handle.db, people.buyer.user.id, 1_000_000);
      const { order } = await createOrder(t.handle.db, { buyerId: people.buyer.user.id, sellerId: people.seller.user.id, amount: 100_000 });
      const pushes: DomainEvent[] = [];
      t.app.events.subscribe((e) => void (e.type === 'message.push' && pushes.push(e)));
      const { money } = orderMoneyApi(() => t.app);
      expect((await money(people.buyer, '/order/pay', withFactor({ orderId: order.id }), key())).status).toBe(200);
      await until(() => pushes.some((e) => e.recipientId === people.seller.user.id), 800);
      await until(async () => (await t.handle.db.select().from(notifySends).where(eq(notifySends.userId, people.seller.user.id))).some((s) => s.status === NotifySendStatus.Sent), 800);
      const jobs = (await t.handle.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'message-deliver'`)) as unknown as { rows: { n: number }[] };
      expect(jobs.rows[0]!.n).toBeGreaterThan(0);
      expect((await t.handle.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(OrderStatus.AwaitingShipment);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the dev SMS provider', () => {
  it('notices go to the dev outbox\'s own list (template, key), never among the login codes; a repeated key is dropped', async () => {
    const t = await buildTestApp({ clock: new ManualClock(DAY) });
    try {
      const buyer = await userAs(t.app, 'verified');
      const o = await createOrder(t.handle.db, { buyerId: buyer.user.id, sellerId: (await userAs(t.app, 'verified')).user.id, amount: 10_000 });
      await inTx(appContext(t.app), async (tx) => tx.events.publish({ type: 'order.confirmContract', id: o.order.id, userId: null, row: { ...o.order } }));
      await until(() => t.app.outbox!.notices.some((n) => n.mobile === buyer.user.mobile));
      const out = (await t.api('/dev/outbox')).body.data;
      expect(out.notices[0]).toMatchObject({ mobile: buyer.user.mobile, template: NOTICE_KIND_MAP.orderToPay!.smsTemplate, key: expect.stringMatching(/^sms:\d+$/) });
      expect(out.sms.some((s: { mobile: string; code: string }) => s.mobile === buyer.user.mobile && !/^\d+$/.test(s.code))).toBe(false);
      const n = t.app.outbox!.notices.length;
      await t.app.providers.sms.sendNotice(buyer.user.mobile!, 'T', {}, out.notices[0].key);
      expect(t.app.outbox!.notices.length).toBe(n);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('WeChat template adapter against a local fake of the WeChat API', () => {
  let server: Server;
  let endpoint: string;
  const got: { path: string; body: Record<string, unknown> }[] = [];
  let fail = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const url = new URL(req.url!, 'http://x');
        got.push({ path: url.pathname, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : Object.fromEntries(url.searchParams) });
        res.setHeader('content-type', 'application/json');
        if (url.pathname === '/cgi-bin/token') return res.end(JSON.stringify({ access_token: 'TOKEN', expires_in: 7200 }));
        if (fail) {
          res.statusCode = 500;
          return res.end('{}');
        }
        const okToken = url.searchParams.get('access_token') === 'TOKEN';
        res.end(JSON.stringify(okToken ? { errcode: 0, errmsg: 'ok', msgid: 1 } : { errcode: 40001, errmsg: 'invalid credential' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('fetches a token once, posts the template with the openid, link and data; a 500 throws', async () => {
    const p = new OfficialAccountNoticeProvider({ appId: 'wxapp', secret: 's', endpoint }, Date.now, 'https://mts.example');
    await p.sendTemplate('openid-1', 'TPL', { thing1: '合同待您确认' }, '/myxg/myBuyOrderDetail?id=7', 'wechat:9');
    await p.sendTemplate('openid-1', 'TPL', { thing1: '再一次' }, '/messages', 'wechat:10');
    expect(got.filter((g) => g.path === '/cgi-bin/token').length).toBe(1);
    const sent = got.filter((g) => g.path === '/cgi-bin/message/template/send');
    expect(sent[0]!.body).toMatchObject({ touser: 'openid-1', template_id: 'TPL', url: 'https://mts.example/myxg/myBuyOrderDetail?id=7', client_msg_id: 'wechat:9', data: { thing1: { value: '合同待您确认' } } });
    fail = true;
    await expect(p.sendTemplate('openid-1', 'TPL', {}, '/messages', 'wechat:11')).rejects.toThrow(/500/);
    fail = false;
  });
});
