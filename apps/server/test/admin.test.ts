import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminLimits, BusinessType, PriceUnit } from '@mts/shared/constants';
import { AdminMsg, AuthMsg, InputMsg } from '@mts/shared/messages';
import {
  adminLeadListReply,
  adminLeadReply,
  adminOrderListReply,
  adminPreOrderListReply,
  adminUserDetailReply,
  adminUserListReply,
  auditListReply,
  dashboardReply,
  inspectionList,
  ledgerOverviewReply,
  orderDetailReply,
  ordersPerDayReply,
} from '@mts/shared/schemas';
import { AccountStatus, ClueStatus, FollowStatus, OrderStatus, ShopApplyStatus } from '@mts/shared/status';
import { auditLog, clues, followItems, orders, orderTransfers, sessions, shopApplications, users, walletAccounts, walletDeposits, walletWithdrawals } from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_MOBILE } from '../src/db/seed/index.ts';
import { csvField } from '../src/modules/admin/money.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { mapDomainEvent } from '../src/modules/realtime/map.ts';
import { buildApp } from '../src/app.ts';
import { pgHandle } from '../src/db/postgres.ts';
import { type ApiClient, buildTestApp, call, cleanupRedisPrefix, cleanupTestDatabases, DRIVERS, injectAs, storeConfig, type TestApp, testDatabaseUrl } from './helper.ts';
import { createGoods, createLead, createUser, type UserRow, userAs } from './factories.ts';
import { createOrder, fund, key, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';
import { connectAs, openWs } from './ws-client.ts';

afterAll(cleanupTestDatabases);

type Party = { user: UserRow; api: ApiClient };
const FORBIDDEN = AuthMsg.forbidden;

/** Every console route with a harmless valid input: the refusals are checked against each. */
const CONSOLE_ROUTES: { method: 'GET' | 'POST'; path: string; body?: object }[] = [
  { method: 'GET', path: '/admin/audit' },
  { method: 'GET', path: '/admin/users' },
  { method: 'GET', path: '/admin/users/1' },
  { method: 'POST', path: '/admin/users/1/role', body: { businessType: 10, reason: '测试原因' } },
  { method: 'POST', path: '/admin/users/1/disable', body: { reason: '测试原因' } },
  { method: 'POST', path: '/admin/users/1/enable', body: { reason: '测试原因' } },
  { method: 'GET', path: '/admin/dashboard' },
  { method: 'GET', path: '/admin/dashboard/ordersPerDay' },
  { method: 'GET', path: '/admin/leads' },
  { method: 'POST', path: '/admin/leads/1/release', body: { reason: '测试原因' } },
  { method: 'POST', path: '/admin/leads/1/reassign', body: { negotiatorId: 1, reason: '测试原因' } },
  { method: 'GET', path: '/admin/orders' },
  { method: 'GET', path: '/admin/preOrders' },
  { method: 'GET', path: '/admin/inspections' },
  { method: 'GET', path: '/admin/ledger' },
  { method: 'GET', path: '/admin/ledger/export.csv?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', path: '/admin/shopApply/list' },
  { method: 'POST', path: '/admin/shopApply/1/approve', body: { businessType: 10 } },
  { method: 'POST', path: '/admin/shopApply/1/reject', body: { reason: '测试原因' } },
];

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
};

describe.each(DRIVERS)('the operator console on %s', (driver) => {
  let t: TestApp;
  let op: Party;
  let ordinary: Party;
  let negotiator: Party;
  const db = () => t.handle.db;
  const auditRows = async (action?: string) => (action ? db().select().from(auditLog).where(eq(auditLog.action, action)) : db().select().from(auditLog));
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
  /** A new session for a user (a second login, without the SMS cooldown in the way). */
  const relogin = async (userId: number) => {
    const token = await createSession({ db: db(), clock: t.app.clock }, { userId, platform: 'H5', via: 'sms' });
    return injectAs(t.app, { token, userId, headers: { authorization: token, platform: 'H5' }, body: null });
  };
  /** A money POST (idempotency key in the header). */
  const money = (p: Party, path: string, body: object, k = key()) => call(t.app, 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': k } });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    op = await userAs(t.app, 'operator', { realName: '运营甲' });
    ordinary = await userAs(t.app, 'verified');
    negotiator = await userAs(t.app, 'negotiator');
  });
  afterAll(() => t.close());

  it('every console route: 401 logged out, 403 无权限访问 for a trader and a negotiator; nothing written', async () => {
    const before = await auditCount();
    const anon = await injectAs(t.app);
    for (const r of CONSOLE_ROUTES) {
      for (const [who, status] of [
        [anon, 401],
        [ordinary.api, 403],
        [negotiator.api, 403],
      ] as const) {
        const res = r.method === 'GET' ? await who.get(r.path) : await who.post(r.path, r.body);
        expect(res.status, `${who.login ? 'user' : 'anon'} ${r.method} ${r.path}`).toBe(status);
        expect(res.body.data).toBeNull();
        if (status === 403) expect(res.body.msg).toBe(FORBIDDEN);
      }
    }
    expect(await auditCount()).toBe(before);
    // Nothing changed: user 1 is still active with his role.
    const [u1] = await db().select().from(users).where(eq(users.id, 1));
    expect(u1!.status).toBe(AccountStatus.Active);
  });

  it('the seeded demo operator finds work waiting in every queue', async () => {
    const demo = await injectAs(t.app, DEMO_OPERATOR_MOBILE);
    const d = dashboardReply.parse((await demo.get('/admin/dashboard')).body).data;
    expect(d.queues.applications).toBeGreaterThanOrEqual(1);
    expect(d.queues.deposits).toBeGreaterThanOrEqual(1);
    expect(d.queues.transfers).toBeGreaterThanOrEqual(1);
    expect(d.queues.withdrawals).toBeGreaterThanOrEqual(1);
    expect(d.queues.inspectionsUnheld).toBeGreaterThanOrEqual(1);
    expect(d.queues.leads).toBeGreaterThanOrEqual(1);
    expect(d.queues.oldestLeadMinutes).not.toBeNull();
    // The queues the existing operator lists show.
    expect((await demo.get('/wallet/admin/deposits')).body.total).toBeGreaterThanOrEqual(1);
    expect((await demo.get('/wallet/admin/withdrawals')).body.total).toBeGreaterThanOrEqual(1);
    expect((await demo.get('/order/admin/transfers')).body.total).toBeGreaterThanOrEqual(1);
    expect((await demo.get('/admin/shopApply/list', { status: 0 })).body.total).toBeGreaterThanOrEqual(1);
  });

  it('application review: approve chooses the role (20), reject keeps the reason; one audit row each, none when refused', async () => {
    const a = await userAs(t.app, 'verified');
    const b = await userAs(t.app, 'verified');
    const form = { companyName: '深圳测试电子', region: '广东深圳', experience: '做内存颗粒现货贸易多年，熟悉渠道。', contactName: '张三', contactMobile: '13912345678' };
    const ida = (await a.api.post('/shop/apply', form)).body.data.id as number;
    const idb = (await b.api.post('/shop/apply', form)).body.data.id as number;
    expect((await ordinary.api.post(`/admin/shopApply/${ida}/approve`, { businessType: 20 })).status).toBe(403);
    expect(await auditRows('shopApply.approve')).toHaveLength(0);
    const ok = await op.api.post(`/admin/shopApply/${ida}/approve`, { businessType: 20 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.assignedBusinessType).toBe(20);
    const rej = await op.api.post(`/admin/shopApply/${idb}/reject`, { reason: '经验描述不足' });
    expect(rej.status).toBe(200);
    const [approved] = await auditRows('shopApply.approve');
    expect(approved).toMatchObject({ operatorId: op.user.id, operatorName: '运营甲', entityType: 'shopApplication', entityId: ida });
    expect(approved!.before).toMatchObject({ status: 0, businessType: 0 });
    expect(approved!.after).toMatchObject({ status: 1, businessType: 20, shopStatus: 1 });
    expect(approved!.requestId).not.toBe('');
    const [rejected] = await auditRows('shopApply.reject');
    expect(rejected).toMatchObject({ entityId: idb, reason: '经验描述不足' });
    // A second review is 409 and writes nothing more.
    expect((await op.api.post(`/admin/shopApply/${ida}/reject`, { reason: '重复审核' })).status).toBe(409);
    expect(await auditRows('shopApply.reject')).toHaveLength(1);
  });

  it('money actions write one audit row each (deposit, withdrawal, transfer, cancel, refund); an idempotent retry writes none', async () => {
    const buyer = await userAs(t.app, 'verified', { realName: '钱买家' });
    await withPayPassword(t.handle.db, buyer.user.id);
    const seller = await userAs(t.app, 'verified');
    // Deposit confirm, then the same key again: one row.
    const dep = (await money(buyer, '/wallet/deposit', { amount: 500_000, slipUrl: UPLOAD(3) })).body.data;
    expect((await money(buyer, '/wallet/deposit/confirm', { depositId: dep.id, amount: 500_000 })).status).toBe(403);
    const k = key();
    expect((await money(op, '/wallet/deposit/confirm', { depositId: dep.id, amount: 500_000 }, k)).status).toBe(200);
    expect((await money(op, '/wallet/deposit/confirm', { depositId: dep.id, amount: 500_000 }, k)).status).toBe(200);
    const deps = (await auditRows('deposit.confirm')).filter((r) => r.entityId === dep.id);
    expect(deps).toHaveLength(1);
    expect(deps[0]!.before).toMatchObject({ status: 10, amount: 500_000 });
    expect(deps[0]!.after).toMatchObject({ status: 20 });
    // Withdrawals: pay one, refuse one.
    const w1 = (await money(buyer, '/wallet/withdraw', withFactor({ amount: 10_000, bankName: '招商银行', accountNo: '62258802123456' }))).body.data;
    const w2 = (await money(buyer, '/wallet/withdraw', withFactor({ amount: 20_000, bankName: '招商银行', accountNo: '62258802123456' }))).body.data;
    expect((await money(op, '/wallet/withdraw/pay', { withdrawalId: w1.id })).status).toBe(200);
    expect((await money(op, '/wallet/withdraw/refuse', { withdrawalId: w2.id, reason: '户名不符' })).status).toBe(200);
    expect((await auditRows('withdrawal.pay')).filter((r) => r.entityId === w1.id)).toHaveLength(1);
    const [refused] = (await auditRows('withdrawal.refuse')).filter((r) => r.entityId === w2.id);
    expect(refused!.reason).toBe('户名不符');
    // A bank transfer: rejected once, then recorded again and confirmed.
    const { order } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: seller.user.id, amount: 300_000 });
    const record = () => money(buyer, '/order/externalPay', { orderId: order.id, amount: order.amount, payerName: '钱买家', paidAt: '2026-11-24 10:00', receiptUrl: '/uploads/2026/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' });
    const tr1 = (await record()).body.data;
    expect((await money(op, '/order/externalPay/reject', { transferId: tr1.id, reason: '凭证不清晰' })).status).toBe(200);
    const tr2 = (await record()).body.data;
    expect((await money(op, '/order/externalPay/confirm', { transferId: tr2.id, amount: 1 })).status).toBe(409);
    expect((await money(op, '/order/externalPay/confirm', { transferId: tr2.id, amount: order.amount })).status).toBe(200);
    const [confirmed] = (await auditRows('transfer.confirm')).filter((r) => r.entityId === tr2.id);
    expect(confirmed!.after).toMatchObject({ status: 20, orderStatus: OrderStatus.AwaitingShipment });
    expect((await auditRows('transfer.confirm')).filter((r) => r.entityId === tr2.id)).toHaveLength(1);
    expect((await auditRows('transfer.reject')).filter((r) => r.entityId === tr1.id)).toHaveLength(1);
    // Cancel then refund the now paid order.
    expect((await money(op, '/order/cancel', { orderId: order.id, reason: '双方协商取消' })).status).toBe(200);
    expect((await money(op, '/order/refund', { orderId: order.id })).status).toBe(200);
    expect((await auditRows('order.cancel')).filter((r) => r.entityId === order.id)).toHaveLength(1);
    const [refund] = (await auditRows('order.refund')).filter((r) => r.entityId === order.id);
    expect(refund!.after).toMatchObject({ status: OrderStatus.Closed, refunded: order.amount });
  });

  it('assigning an inspection is audited; an inspector grabbing for himself is not an operator action', async () => {
    const inspector = await userAs(t.app, 'inspector');
    const { order } = await createOrder(db(), { buyerId: ordinary.user.id, sellerId: negotiator.user.id, status: OrderStatus.AwaitingInspection });
    const r = await op.api.post('/mtsGoods/yanhuoGrab', { orderId: order.id, inspectorId: inspector.user.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [row] = (await auditRows('inspection.assign')).filter((x) => x.entityId === order.id);
    expect(row!.after).toMatchObject({ inspectorId: inspector.user.id });
    // The console's inspection list: the assigned one is held (tab 1), not in the unheld queue (tab 0).
    const held = inspectionList.parse((await op.api.get('/admin/inspections', { tab: 1, inspectorId: inspector.user.id })).body);
    expect(held.rows.map((r) => r.id)).toEqual([order.id]);
    expect(held.rows[0]!.inspectorName).not.toBe('');
    const unheld = inspectionList.parse((await op.api.get('/admin/inspections', { tab: 0, pageSize: 100 })).body);
    expect(unheld.rows.every((r) => r.status === OrderStatus.AwaitingInspection && r.inspectorId === null)).toBe(true);
    expect(unheld.rows.map((r) => r.id)).not.toContain(order.id);
    // Tab 2: the seeded reports (pass and fail).
    const done = inspectionList.parse((await op.api.get('/admin/inspections', { tab: 2 })).body);
    expect(done.rows.length).toBeGreaterThanOrEqual(3);
    expect(done.rows.every((r) => r.report !== null)).toBe(true);
    expect(new Set(done.rows.map((r) => r.report!.result))).toEqual(new Set(['pass', 'fail']));
    const { order: other } = await createOrder(db(), { buyerId: ordinary.user.id, sellerId: negotiator.user.id, status: OrderStatus.AwaitingInspection });
    expect((await inspector.api.post('/mtsGoods/yanhuoGrab', { orderId: other.id })).status).toBe(200);
    expect((await auditRows('inspection.assign')).filter((x) => x.entityId === other.id)).toHaveLength(0);
  });

  it('people: search by mobile or name, filter by role; the profile counts his listings, orders and wallets', async () => {
    const trader = await userAs(t.app, 'verified', { realName: '林小满', companyName: '' });
    await createLead(db(), trader.user.id);
    await createGoods(db(), trader.user.id);
    await createGoods(db(), trader.user.id);
    await createOrder(db(), { buyerId: trader.user.id, sellerId: negotiator.user.id });
    await fund(db(), trader.user.id, 12_345, PriceUnit.Dollar);
    const byMobile = adminUserListReply.parse((await op.api.get('/admin/users', { keyword: trader.user.mobile!.slice(0, 9) })).body);
    expect(byMobile.rows.map((u) => u.id)).toContain(trader.user.id);
    const byName = adminUserListReply.parse((await op.api.get('/admin/users', { keyword: '小满' })).body);
    expect(byName.rows.map((u) => u.id)).toEqual([trader.user.id]);
    expect(byName.rows[0]!.mobile).toBe(trader.user.mobile);
    const negs = adminUserListReply.parse((await op.api.get('/admin/users', { businessType: 10, pageSize: 100 })).body);
    expect(negs.rows.every((u) => u.businessType === 10)).toBe(true);
    expect(negs.rows.map((u) => u.id)).toContain(negotiator.user.id);
    const ops = adminUserListReply.parse((await op.api.get('/admin/users', { isOperator: 'true' })).body);
    expect(ops.rows.every((u) => u.isOperator)).toBe(true);
    const detail = adminUserDetailReply.parse((await op.api.get(`/admin/users/${trader.user.id}`)).body).data;
    expect(detail.counts).toMatchObject({ leads: 1, goods: 2, ordersAsBuyer: 1, ordersAsSeller: 0 });
    expect(detail.counts.sessions).toBeGreaterThanOrEqual(1);
    expect(detail.wallets).toEqual([
      { priceUnit: 0, symbol: '¥', available: 0, frozen: 0 },
      { priceUnit: 10, symbol: '$', available: 12_345, frozen: 0 },
    ]);
    expect(detail.latestOrders).toHaveLength(1);
    expect(detail.authnStatus).toBe(1);
    expect((await op.api.get('/admin/users/999999')).status).toBe(404);
    // Bad input: an id out of range, a control character, a role outside 0/10/20/40.
    expect((await op.api.get('/admin/users/2147483648')).body.msg).toContain(InputMsg.badId);
    expect((await op.api.get('/admin/users', { keyword: 'a\u0001b' })).body.msg).toContain(InputMsg.controlChars);
    const bad = await op.api.post(`/admin/users/${trader.user.id}/role`, { businessType: 30, reason: '测试' });
    expect(bad.status).toBe(400);
    expect((await op.api.post(`/admin/users/${trader.user.id}/role`, { reason: '测试' })).status).toBe(400);
    expect((await op.api.post(`/admin/users/${trader.user.id}/disable`, { reason: '\u001b[31m' })).body.msg).toContain(InputMsg.controlChars);
  });

  it('role change: the new role, shopStatus follows, his sessions end at once, one audit row', async () => {
    const target = await userAs(t.app, 'verified');
    expect((await target.api.get('/user/getUserInfo')).status).toBe(200);
    const r = await op.api.post(`/admin/users/${target.user.id}/role`, { businessType: BusinessType.Inspector, reason: '新招验货员' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe(AdminMsg.roleOk);
    expect(r.body.data).toMatchObject({ businessType: 40, shopStatus: ShopApplyStatus.Approved });
    // The old token is dead.
    expect((await target.api.get('/user/getUserInfo')).status).toBe(401);
    expect((await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, target.user.id)))[0]!.n).toBe(0);
    const [row] = (await auditRows('user.role')).filter((x) => x.entityId === target.user.id);
    expect(row).toMatchObject({ reason: '新招验货员' });
    expect(row!.before).toMatchObject({ businessType: 0, isOperator: false });
    expect(row!.after).toMatchObject({ businessType: 40, sessionsEnded: 1 });
    // Logging in again gives the new role; setting the same role again changes nothing (400).
    const again = await relogin(target.user.id);
    expect((await again.get('/user/getUserInfo')).body.data.userInfo.businessType).toBe(40);
    expect((await op.api.post(`/admin/users/${target.user.id}/role`, { businessType: 40, reason: '再次设置' })).body.msg).toBe(AdminMsg.noChange);
    // Back to ordinary: shopStatus cleared.
    const back = await op.api.post(`/admin/users/${target.user.id}/role`, { businessType: 0, reason: '调岗' });
    expect(back.body.data).toMatchObject({ businessType: 0, shopStatus: null });
  });

  it('shopStatus is derived from the role and the latest application: made staff while applying, a later rejection keeps it 1', async () => {
    const applicant = await userAs(t.app, 'verified');
    const app = await applicant.api.post('/shop/apply', { companyName: '深圳市测试电子有限公司', region: '广东深圳', experience: '做内存现货贸易五年，熟悉三星和海力士渠道。', contactName: '测试', contactMobile: '13300000009' });
    expect(app.body.data).toMatchObject({ status: ShopApplyStatus.UnderReview });
    const shopStatus = async () => (await db().select({ s: users.shopStatus }).from(users).where(eq(users.id, applicant.user.id)))[0]!.s;
    expect(await shopStatus()).toBe(ShopApplyStatus.UnderReview);
    const made = await op.api.post(`/admin/users/${applicant.user.id}/role`, { businessType: BusinessType.Negotiator, reason: '直接任命' });
    expect(made.body.data).toMatchObject({ businessType: BusinessType.Negotiator, shopStatus: ShopApplyStatus.Approved });
    // The application still under review is rejected afterwards: he stays staff, so shopStatus stays 1 (not null).
    expect((await op.api.post(`/admin/shopApply/${app.body.data.id}/reject`, { reason: '已直接任命' })).status).toBe(200);
    expect(await shopStatus()).toBe(ShopApplyStatus.Approved);
    const back = await op.api.post(`/admin/users/${applicant.user.id}/role`, { businessType: BusinessType.Ordinary, reason: '调岗' });
    expect(back.body.data).toMatchObject({ businessType: 0, shopStatus: null });
  });

  it('operators: the flag is granted and removed with a reason; the last active operator cannot be removed', async () => {
    const second = await userAs(t.app, 'verified');
    expect((await op.api.post(`/admin/users/${second.user.id}/role`, { isOperator: true, reason: '新增运营' })).body.data.isOperator).toBe(true);
    const secondApi = await relogin(second.user.id);
    expect((await secondApi.get('/admin/dashboard')).status).toBe(200);
    expect((await op.api.post(`/admin/users/${second.user.id}/role`, { isOperator: false, reason: '调离' })).body.data.isOperator).toBe(false);
    expect((await secondApi.get('/admin/dashboard')).status).toBe(401);
    // Make `op` the only active operator: every other operator disabled for the moment.
    const others = (await db().select({ id: users.id }).from(users).where(and(eq(users.isOperator, true), eq(users.status, AccountStatus.Active)))).map((u) => u.id).filter((id) => id !== op.user.id);
    if (others.length) await db().update(users).set({ status: AccountStatus.Disabled }).where(inArray(users.id, others));
    try {
      const before = await auditCount();
      const last = await op.api.post(`/admin/users/${op.user.id}/role`, { isOperator: false, reason: '自己退出' });
      expect(last.status).toBe(409);
      expect(last.body.msg).toBe(AdminMsg.lastOperator);
      expect(await auditCount()).toBe(before);
      expect((await db().select({ f: users.isOperator }).from(users).where(eq(users.id, op.user.id)))[0]!.f).toBe(true);
    } finally {
      if (others.length) await db().update(users).set({ status: AccountStatus.Active }).where(inArray(users.id, others));
    }
  });

  it('two last operators removing each other at once: one wins, the other gets 409, never a deadlock', async () => {
    const a = await userAs(t.app, 'operator');
    const b = await userAs(t.app, 'operator');
    const others = (await db().select({ id: users.id }).from(users).where(and(eq(users.isOperator, true), eq(users.status, AccountStatus.Active))))
      .map((u) => u.id)
      .filter((id) => id !== a.user.id && id !== b.user.id);
    await db().update(users).set({ status: AccountStatus.Disabled }).where(inArray(users.id, others));
    try {
      const [ra, rb] = await Promise.all([
        a.api.post(`/admin/users/${b.user.id}/role`, { isOperator: false, reason: '互相移除' }),
        b.api.post(`/admin/users/${a.user.id}/role`, { isOperator: false, reason: '互相移除' }),
      ]);
      // The loser is either refused by the rule (409) or, his session ended by the winner first, logged out (401).
      expect([ra.status, rb.status].filter((x) => x === 200)).toHaveLength(1);
      expect([ra.status, rb.status].every((x) => [200, 401, 409].includes(x))).toBe(true);
      const flags = await db().select({ f: users.isOperator }).from(users).where(inArray(users.id, [a.user.id, b.user.id]));
      expect(flags.filter((x) => x.f)).toHaveLength(1);
    } finally {
      await db().update(users).set({ status: AccountStatus.Active }).where(inArray(users.id, others));
    }
  });

  it('disable ends his sessions at once, enable lets him log in again; never one\'s own account; wrong states 409', async () => {
    const target = await userAs(t.app, 'verified');
    const self = await op.api.post(`/admin/users/${op.user.id}/disable`, { reason: '测试自己' });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe(AdminMsg.cannotDisableSelf);
    expect((await op.api.post(`/admin/users/${target.user.id}/enable`, { reason: '未停用' })).body.msg).toBe(AdminMsg.notDisabled);
    const r = await op.api.post(`/admin/users/${target.user.id}/disable`, { reason: '疑似刷单' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe(AdminMsg.disableOk);
    expect(r.body.data.status).toBe(AccountStatus.Disabled);
    expect((await target.api.get('/user/getUserInfo')).status).toBe(401);
    expect((await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, target.user.id)))[0]!.n).toBe(0);
    expect((await op.api.post(`/admin/users/${target.user.id}/disable`, { reason: '再次停用' })).body.msg).toBe(AdminMsg.alreadyDisabled);
    const en = await op.api.post(`/admin/users/${target.user.id}/enable`, { reason: '申诉通过' });
    expect(en.status).toBe(200);
    expect((await (await relogin(target.user.id)).get('/user/getUserInfo')).status).toBe(200);
    const rows = (await db().select().from(auditLog).where(eq(auditLog.entityId, target.user.id))).filter((x) => x.entityType === 'user');
    expect(rows.map((x) => x.action)).toEqual(['user.disable', 'user.enable']);
    expect(rows[0]!.reason).toBe('疑似刷单');
  });

  it('dashboard figures equal the counts of what the factories made today (deltas), escrow and queues equal the data', async () => {
    const before = dashboardReply.parse((await op.api.get('/admin/dashboard')).body).data;
    const u1 = await createUser(db(), 'verified');
    const u2 = await createUser(db(), 'ordinary');
    await createLead(db(), u1.id);
    await createLead(db(), u1.id);
    await createLead(db(), u2.id);
    await createGoods(db(), u1.id);
    await createOrder(db(), { buyerId: u1.id, sellerId: u2.id, amount: 100_000, priceUnit: PriceUnit.Yuan });
    await createOrder(db(), { buyerId: u1.id, sellerId: u2.id, amount: 250_000, priceUnit: PriceUnit.Dollar });
    await createOrder(db(), { buyerId: u1.id, sellerId: u2.id, amount: 50_000, priceUnit: PriceUnit.Dollar, status: OrderStatus.AwaitingShipment });
    const after = dashboardReply.parse((await op.api.get('/admin/dashboard')).body).data;
    for (const period of ['today', 'month'] as const) {
      expect(after[period].newUsers - before[period].newUsers).toBe(2);
      expect(after[period].leads - before[period].leads).toBe(3);
      expect(after[period].goods - before[period].goods).toBe(1);
      expect(after[period].orders - before[period].orders).toBe(3);
      expect(after[period].orderValue[0]!.amount - before[period].orderValue[0]!.amount).toBe(100_000);
      expect(after[period].orderValue[1]!.amount - before[period].orderValue[1]!.amount).toBe(300_000);
    }
    expect(after.escrow[1]!.amount - before.escrow[1]!.amount).toBe(50_000);
    expect(after.queues.leads - before.queues.leads).toBe(3);
    // Absolute figures against direct counts.
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
    expect(after.queues.leads).toBe(await n(db().select({ n: count() }).from(clues).where(eq(clues.status, ClueStatus.AwaitingDispatch))));
    expect(after.queues.transfers).toBe(await n(db().select({ n: count() }).from(orderTransfers).where(eq(orderTransfers.status, 10))));
    expect(after.queues.deposits).toBe(await n(db().select({ n: count() }).from(walletDeposits).where(eq(walletDeposits.status, 10))));
    expect(after.queues.withdrawals).toBe(await n(db().select({ n: count() }).from(walletWithdrawals).where(eq(walletWithdrawals.status, 10))));
    expect(after.queues.applications).toBe(await n(db().select({ n: count() }).from(shopApplications).where(eq(shopApplications.status, 0))));
    expect(after.queues.inspections).toBe(await n(db().select({ n: count() }).from(orders).where(eq(orders.status, OrderStatus.AwaitingInspection))));
    const escrow = (await db().execute(sql`select price_unit as u, coalesce(sum(amount), 0)::bigint as s from orders where status in (20, 30, 40, 60) group by price_unit`)) as unknown as {
      rows: { u: number; s: string }[];
    };
    for (const e of after.escrow) expect(e.amount).toBe(Number(escrow.rows.find((r) => Number(r.u) === e.priceUnit)?.s ?? 0));
    expect(after.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.month.month).toBe(after.today.date.slice(0, 7));
  });

  it('orders per day: China-time days, oldest first, gaps 0, count and amount per currency', async () => {
    const u1 = await createUser(db(), 'verified');
    const u2 = await createUser(db(), 'verified');
    const dayMs = 86_400_000;
    const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
    const todayStart = Date.parse(`${chinaDay(Date.now())}T00:00:00+08:00`);
    // Two days ago at 00:30 China time (16:30 UTC the day before: a UTC-day grouping would put it a day earlier).
    const twoDaysAgo = new Date(todayStart - 2 * dayMs + 30 * 60_000);
    const before = ordersPerDayReply.parse((await op.api.get('/admin/dashboard/ordersPerDay', { days: 5 })).body).data;
    const a = await createOrder(db(), { buyerId: u1.id, sellerId: u2.id, amount: 70_000, priceUnit: PriceUnit.Yuan });
    const b = await createOrder(db(), { buyerId: u1.id, sellerId: u2.id, amount: 90_000, priceUnit: PriceUnit.Dollar });
    await db().update(orders).set({ createdAt: twoDaysAgo }).where(inArray(orders.id, [a.order.id, b.order.id]));
    const after = ordersPerDayReply.parse((await op.api.get('/admin/dashboard/ordersPerDay', { days: 5 })).body).data;
    expect(after).toHaveLength(5);
    expect(after.map((d) => d.date)).toEqual([4, 3, 2, 1, 0].map((k) => chinaDay(todayStart - k * dayMs)));
    const day = (rows: typeof after, date: string) => rows.find((r) => r.date === date)!;
    const d2 = chinaDay(twoDaysAgo.getTime());
    expect(day(after, d2).count - day(before, d2).count).toBe(2);
    expect(day(after, d2).byCurrency[0]!.amount - day(before, d2).byCurrency[0]!.amount).toBe(70_000);
    expect(day(after, d2).byCurrency[1]!.amount - day(before, d2).byCurrency[1]!.amount).toBe(90_000);
    expect(day(after, d2).byCurrency[1]!.count - day(before, d2).byCurrency[1]!.count).toBe(1);
    for (const d of after) {
      expect(d.byCurrency.map((c) => c.priceUnit)).toEqual([0, 10]);
      expect(d.count).toBe(d.byCurrency[0]!.count + d.byCurrency[1]!.count);
    }
    expect((await op.api.get('/admin/dashboard/ordersPerDay')).body.data).toHaveLength(AdminLimits.defaultChartDays);
    expect((await op.api.get('/admin/dashboard/ordersPerDay', { days: 91 })).status).toBe(400);
  });

  it('leads: filter by status, negotiator and age; release a stuck lead to the pool (machines, audit)', async () => {
    const owner = await createUser(db(), 'verified');
    const lead = await createLead(db(), owner.id);
    const grab = await negotiator.api.post('/bizOppor/followUp', { id: lead.id });
    expect(grab.status, JSON.stringify(grab.body)).toBe(200);
    const followId = grab.body.data.followId as number;
    const mine = adminLeadListReply.parse((await op.api.get('/admin/leads', { status: 10, negotiatorId: negotiator.user.id })).body);
    const row = mine.rows.find((r) => r.id === lead.id)!;
    expect(row).toMatchObject({ status: 10, statusText: '已派单', negotiatorId: negotiator.user.id, followId, ownerId: owner.id });
    expect(row.heldMinutes).not.toBeNull();
    // Held for 3 hours: found with minAgeHours 2, not with 4.
    await db().update(followItems).set({ createdAt: new Date(Date.now() - 3 * 3600_000) }).where(eq(followItems.id, followId));
    const ids = async (h: number) => adminLeadListReply.parse((await op.api.get('/admin/leads', { status: 10, minAgeHours: h, pageSize: 100 })).body).rows.map((r) => r.id);
    expect(await ids(2)).toContain(lead.id);
    expect(await ids(4)).not.toContain(lead.id);
    // A lead waiting for dispatch cannot be released.
    const waiting = await createLead(db(), owner.id);
    const no = await op.api.post(`/admin/leads/${waiting.id}/release`, { reason: '测试' });
    expect(no.status).toBe(409);
    expect(no.body.msg).toBe(AdminMsg.leadNotGrabbed('待派单'));
    expect((await op.api.post('/admin/leads/99999999/release', { reason: '测试' })).status).toBe(404);
    // Release.
    const events: string[] = [];
    const off = t.app.events.subscribe((e) => void events.push(e.type));
    const r = await op.api.post(`/admin/leads/${lead.id}/release`, { reason: '谈判人联系不上货主' });
    off();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(adminLeadReply.parse(r.body).data).toMatchObject({ status: 0, negotiatorId: null, followId: null });
    expect((await db().select().from(followItems).where(eq(followItems.id, followId)))[0]!.status).toBe(FollowStatus.Released);
    expect(events).toEqual(expect.arrayContaining(['follow.release', 'lead.release']));
    const [a] = (await auditRows('lead.release')).filter((x) => x.entityId === lead.id);
    expect(a!.before).toMatchObject({ status: 10, negotiatorId: negotiator.user.id, followId });
    expect(a!.after).toMatchObject({ status: 0, negotiatorId: null });
    // Back in the negotiators' pool; a second release is 409.
    const pool = await negotiator.api.get('/bizOppor/tprPendingFollowList', { pageSize: 100 });
    expect(pool.body.rows.map((x: { id: number }) => x.id)).toContain(lead.id);
    expect((await op.api.post(`/admin/leads/${lead.id}/release`, { reason: '再次退回' })).status).toBe(409);
  });

  it('leads: reassign to another negotiator (new item, old one 已退回); refused for a non-negotiator or the same one', async () => {
    const owner = await createUser(db(), 'verified');
    const other = await userAs(t.app, 'negotiator');
    const lead = await createLead(db(), owner.id);
    const followId = (await negotiator.api.post('/bizOppor/followUp', { id: lead.id })).body.data.followId as number;
    expect((await op.api.post(`/admin/leads/${lead.id}/reassign`, { negotiatorId: ordinary.user.id, reason: '改派' })).body.msg).toBe(AdminMsg.notNegotiator);
    expect((await op.api.post(`/admin/leads/${lead.id}/reassign`, { negotiatorId: negotiator.user.id, reason: '改派' })).body.msg).toBe(AdminMsg.sameNegotiator);
    expect((await op.api.post(`/admin/leads/${lead.id}/reassign`, { negotiatorId: 2147483648, reason: '改派' })).status).toBe(400);
    const r = await op.api.post(`/admin/leads/${lead.id}/reassign`, { negotiatorId: other.user.id, reason: '原谈判人休假' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = adminLeadReply.parse(r.body).data;
    expect(row).toMatchObject({ status: 10, negotiatorId: other.user.id });
    expect(row.followId).not.toBe(followId);
    expect((await db().select().from(followItems).where(eq(followItems.id, followId)))[0]!.status).toBe(FollowStatus.Released);
    // The new holder sees it in his follow list and may note it.
    const list = await other.api.get('/follow/myFollowList', { dataType: 10, status: 1 });
    expect(list.body.rows.map((x: { id: number }) => x.id)).toContain(row.followId);
    const [a] = (await auditRows('lead.reassign')).filter((x) => x.entityId === lead.id);
    expect(a!.after).toMatchObject({ negotiatorId: other.user.id, followId: row.followId });
    expect(a!.reason).toBe('原谈判人休假');
  });

  it('orders: status filter, search by order no and by party; an operator reads the full history in /order/detail', async () => {
    const buyer = await createUser(db(), 'verified', { realName: '搜索买家' });
    const seller = await createUser(db(), 'verified');
    const { order } = await createOrder(db(), { buyerId: buyer.id, sellerId: seller.id, status: OrderStatus.AwaitingShipment });
    const byStatus = adminOrderListReply.parse((await op.api.get('/admin/orders', { status: 20, pageSize: 100 })).body);
    expect(byStatus.rows.every((o) => o.status === 20)).toBe(true);
    expect(byStatus.rows.map((o) => o.id)).toContain(order.id);
    const byNo = adminOrderListReply.parse((await op.api.get('/admin/orders', { keyword: order.orderNo })).body);
    expect(byNo.rows.map((o) => o.id)).toEqual([order.id]);
    expect(byNo.rows[0]).toMatchObject({ buyerId: buyer.id, buyerMobile: buyer.mobile, sellerId: seller.id });
    const byMobile = adminOrderListReply.parse((await op.api.get('/admin/orders', { keyword: buyer.mobile })).body);
    expect(byMobile.rows.map((o) => o.id)).toEqual([order.id]);
    const byName = adminOrderListReply.parse((await op.api.get('/admin/orders', { keyword: '搜索买家' })).body);
    expect(byName.rows.map((o) => o.id)).toEqual([order.id]);
    // A seeded order's history, read by an operator.
    const seeded = adminOrderListReply.parse((await op.api.get('/admin/orders', { status: 50 })).body).rows[0]!;
    const detail = orderDetailReply.parse((await op.api.get('/order/detail', { id: seeded.id })).body).data;
    expect(detail.history.length).toBeGreaterThanOrEqual(3);
  });

  it('intention orders: status filter, search by number and by party; an operator reads each one with its revisions', async () => {
    const all = adminPreOrderListReply.parse((await op.api.get('/admin/preOrders', { pageSize: 100 })).body);
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows.every((r) => r.myRole === 'staff')).toBe(true);
    const confirmed = adminPreOrderListReply.parse((await op.api.get('/admin/preOrders', { status: 20, pageSize: 100 })).body);
    expect(confirmed.rows.length).toBeGreaterThan(0);
    expect(confirmed.rows.every((r) => r.status === 20)).toBe(true);
    const one = all.rows[0]!;
    const byNo = adminPreOrderListReply.parse((await op.api.get('/admin/preOrders', { keyword: one.orderNo })).body);
    expect(byNo.rows.map((r) => r.id)).toEqual([one.id]);
    // 王强 (13800000000) buys in the seed: his mobile finds his intention orders, and only ones he is a party to.
    const wang = adminPreOrderListReply.parse((await op.api.get('/admin/preOrders', { keyword: '13800000000', pageSize: 100 })).body);
    expect(wang.rows.length).toBeGreaterThan(0);
    expect(wang.rows.every((r) => r.buyerName === '深圳市华强芯城贸易有限公司' || r.sellerName === '深圳市华强芯城贸易有限公司')).toBe(true);
    expect((await op.api.get('/admin/preOrders', { status: 11 })).status).toBe(400);
    const detail = await op.api.get('/preOrder/detail', { id: one.id });
    expect(detail.status).toBe(200);
    expect(Array.isArray(detail.body.data.revisions)).toBe(true);
  });

  it('the ledger: green on a clean ledger, red when one row is corrupted directly; the platform accounts per currency', async () => {
    const clean = ledgerOverviewReply.parse((await op.api.get('/admin/ledger')).body).data;
    expect(clean.check).toMatchObject({ ok: true, negative: 0, mismatched: 0 });
    expect(clean.currencies.map((c) => c.priceUnit)).toEqual([0, 10]);
    for (const c of clean.currencies) {
      expect(c.entriesSum).toBe(0);
      // Every cent is somewhere: the clearing account mirrors what users and fees hold.
      expect(c.clearing + c.fees + c.usersAvailable + c.usersFrozen).toBe(0);
      expect(c.usersFrozen).toBe(c.escrowOrders + c.withdrawalsPending);
    }
    // Corrupt one balance row directly: the balance no longer equals its entries.
    const [acct] = await db().select().from(walletAccounts).where(eq(walletAccounts.userId, ordinary.user.id)).limit(1);
    const acctId = acct?.id ?? (await db().select().from(walletAccounts).limit(1))[0]!.id;
    await db().execute(sql`update wallet_accounts set available_balance = available_balance + 1 where id = ${acctId}`);
    try {
      const red = ledgerOverviewReply.parse((await op.api.get('/admin/ledger')).body).data;
      expect(red.check.ok).toBe(false);
      expect(red.check.mismatched).toBe(1);
    } finally {
      await db().execute(sql`update wallet_accounts set available_balance = available_balance - 1 where id = ${acctId}`);
    }
    // An unbalanced entry: the currency no longer sums to zero.
    await db().execute(sql`insert into wallet_ledger (account_id, price_unit, kind, available_delta) values (${acctId}, 0, 'deposit', 5)`);
    const red2 = ledgerOverviewReply.parse((await op.api.get('/admin/ledger')).body).data;
    expect(red2.check.ok).toBe(false);
    expect(red2.currencies[0]!.entriesSum).toBe(5);
    await db().execute(sql`delete from wallet_ledger where account_id = ${acctId} and available_delta = 5 and movement_id is null`);
    expect(ledgerOverviewReply.parse((await op.api.get('/admin/ledger')).body).data.check.ok).toBe(true);
  });

  it('the statement CSV: BOM, header, today\'s rows of one currency, amounts in yuan; range refusals in the envelope; audited', async () => {
    const who = await userAs(t.app, 'verified', { realName: '导出,测试"人' });
    await fund(db(), who.user.id, 123_456, PriceUnit.Dollar);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: 'GET', url: `/dev-api/api/mts-api/admin/ledger/export.csv?from=${today}&to=${today}&priceUnit=10`, headers: op.api.login!.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ledger-${today.replaceAll('-', '')}-${today.replaceAll('-', '')}-USD.csv"`);
    expect(res.body.startsWith('\uFEFF流水号,时间,币种,账户,用户ID,用户,类型,可用变动,冻结变动,可用余额,冻结余额,订单号,摘要\r\n')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines.slice(1).every((l) => l.split(',')[2] === '$')).toBe(true);
    const mine = lines.find((l) => l.includes('"导出,测试""人"'))!;
    expect(mine).toContain(',充值,1234.56,0.00,1234.56,0.00,,测试充值');
    expect(lines.some((l) => l.includes('平台清算账户') && l.includes('-1234.56'))).toBe(true);
    // Refusals keep the envelope.
    const bad = await op.api.get('/admin/ledger/export.csv', { from: '2026-02-01', to: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain(AdminMsg.dateRange);
    const wide = await op.api.get('/admin/ledger/export.csv', { from: '2024-01-01', to: '2026-01-01' });
    expect(wide.body.msg).toBe(AdminMsg.exportRange(AdminLimits.maxExportDays));
    expect((await op.api.get('/admin/ledger/export.csv', { from: '2026-02-30', to: '2026-03-01' })).body.msg).toContain(AdminMsg.date);
    const [a] = (await auditRows('ledger.export')).slice(-1);
    expect(a!.after).toMatchObject({ from: today, to: today, priceUnit: 10 });
    // Fields that would start a formula are defused; numbers are kept.
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12.00')).toBe('-12.00');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('the audit log: filters, newest first; no update or delete path, and the table refuses both', async () => {
    const all = auditListReply.parse((await op.api.get('/admin/audit', { pageSize: 100 })).body);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const times = all.rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const roles = auditListReply.parse((await op.api.get('/admin/audit', { action: 'user.role' })).body);
    expect(roles.rows.length).toBeGreaterThan(0);
    expect(roles.rows.every((r) => r.action === 'user.role' && r.actionText === '设置角色')).toBe(true);
    const mineOnly = auditListReply.parse((await op.api.get('/admin/audit', { operatorId: op.user.id, pageSize: 100 })).body);
    expect(mineOnly.rows.every((r) => r.operatorId === op.user.id)).toBe(true);
    const one = all.rows.find((r) => r.entityId !== null)!;
    const byEntity = auditListReply.parse((await op.api.get('/admin/audit', { entityType: one.entityType, entityId: one.entityId! })).body);
    expect(byEntity.rows.every((r) => r.entityType === one.entityType && r.entityId === one.entityId)).toBe(true);
    const kw = auditListReply.parse((await op.api.get('/admin/audit', { keyword: '疑似刷单' })).body);
    expect(kw.rows.map((r) => r.action)).toEqual(['user.disable']);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(auditListReply.parse((await op.api.get('/admin/audit', { from: today, to: today })).body).total).toBe(all.total);
    expect(auditListReply.parse((await op.api.get('/admin/audit', { from: '2020-01-01', to: '2020-01-02' })).body).total).toBe(0);
    expect((await op.api.get('/admin/audit', { action: 'user.delete' })).status).toBe(400);
    // No path edits or removes a row.
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const path of ['/admin/audit', `/admin/audit/${one.id}`]) {
        const r = await t.app.inject({ method, url: `/dev-api/api/mts-api${path}`, headers: op.api.login!.headers, payload: {} });
        expect(r.statusCode, `${method} ${path}`).toBe(404);
      }
    }
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes.match(/audit.*\((?:[^)]*)\)/g)?.every((line) => !/PUT|PATCH|DELETE|POST/.test(line)) ?? true).toBe(true);
    // The database refuses UPDATE and DELETE on the table.
    await expect(db().execute(sql`update audit_log set reason = 'x' where id = ${one.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${one.id}`)).rejects.toThrow();
    expect((await db().select().from(auditLog).where(eq(auditLog.id, one.id)))[0]!.reason).toBe(one.reason);
  });
});

describe('the operator console and realtime', () => {
  it('a reassigned lead tells the former holder (已退回) and the new one (跟进中)', async () => {
    const lookups = { leadOwner: async () => null, releasedFollow: async () => null };
    const pushes = await mapDomainEvent({ type: 'lead.reassigned', id: 5, userId: 1, holderId: 7, followId: 70, newHolderId: 8, newFollowId: 80 }, lookups);
    expect(pushes).toEqual([
      { event: { type: 'follow.changed', id: 70, status: FollowStatus.Released }, audience: { kind: 'user', userId: 7 } },
      { event: { type: 'follow.changed', id: 80, status: FollowStatus.Pending }, audience: { kind: 'user', userId: 8 } },
    ]);
  });

  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { redisUrl: null, realtime: { authTimeoutMs: 1000, heartbeatMs: 60_000 } } });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('a released lead is pushed as the sweep pushes it: lead.new to negotiators, follow.changed to the former holder, lead.status to the owner', async () => {
    const op = await userAs(t.app, 'operator');
    const holder = await userAs(t.app, 'negotiator');
    const other = await userAs(t.app, 'negotiator');
    const owner = await userAs(t.app, 'verified');
    const lead = await createLead(t.handle.db, owner.user.id);
    const followId = (await holder.api.post('/bizOppor/followUp', { id: lead.id })).body.data.followId as number;
    const [sh, so, sw] = await Promise.all([connectAs(base, holder.api.login!.token), connectAs(base, other.api.login!.token), connectAs(base, owner.api.login!.token)]);
    expect((await op.api.post(`/admin/leads/${lead.id}/release`, { reason: '联系不上' })).status).toBe(200);
    expect(await so.next((m) => m.type === 'lead.new' && m.id === lead.id)).toEqual({ type: 'lead.new', id: lead.id });
    expect(await sh.next((m) => m.type === 'follow.changed')).toEqual({ type: 'follow.changed', id: followId, status: FollowStatus.Released });
    expect(await sw.next((m) => m.type === 'lead.status')).toEqual({ type: 'lead.status', id: lead.id, status: ClueStatus.AwaitingDispatch });
    await Promise.all([sh.close(), so.close(), sw.close()]);
  });

  it('disabling an account or changing its role closes its open sockets (4401) and the token no longer connects', async () => {
    const op = await userAs(t.app, 'operator');
    const a = await userAs(t.app, 'negotiator');
    const b = await userAs(t.app, 'negotiator');
    const sa = await connectAs(base, a.api.login!.token);
    const sa2 = await connectAs(base, a.api.login!.token);
    const sb = await connectAs(base, b.api.login!.token);
    expect((await op.api.post(`/admin/users/${a.user.id}/disable`, { reason: '停用测试' })).status).toBe(200);
    expect(await sa.closed).toBe(4401);
    expect(await sa2.closed).toBe(4401);
    expect((await op.api.post(`/admin/users/${b.user.id}/role`, { businessType: 20, reason: '转为商务' })).status).toBe(200);
    expect(await sb.closed).toBe(4401);
    const retry = await openWs(base);
    retry.send({ type: 'auth', token: a.api.login!.token });
    expect(await retry.closed).toBe(4401);
    expect(t.app.realtime.size).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('the operator console across two instances over Redis', () => {
  it('disabling an account through A closes its socket on B', async () => {
    const redis = storeConfig('redis', 'admin');
    const url = await testDatabaseUrl();
    const handles = [pgHandle(url, 4), pgHandle(url, 4)];
    const apps: FastifyInstance[] = [];
    try {
      for (const h of handles) apps.push(await buildApp({ db: h, config: { webDist: '/nonexistent-web-dist', ...redis } }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const baseB = await listen(b);
      const op = await injectAs(a, (await createUser(a.db, 'operator')).mobile);
      const target = await createUser(a.db, 'negotiator');
      const login = await injectAs(a, target.mobile);
      const onB = await connectAs(baseB, login.login!.token);
      expect((await op.post(`/admin/users/${target.id}/disable`, { reason: '跨实例停用' })).status).toBe(200);
      expect(await onB.closed).toBe(4401);
    } finally {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await cleanupRedisPrefix(redis.redisPrefix);
    }
  }, 60_000);
});
