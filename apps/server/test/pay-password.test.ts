/**
 * Issue 22, items 1 and 4: the second factor of money leaving a wallet (支付密码, or a 'pay' SMS code before one is
 * set) and the deposit queue's slip, reject and wrong-amount message.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyLimits } from '@mts/shared/constants';
import { MoneyMsg, Msg, PayFactorMsg } from '@mts/shared/messages';
import { depositList, depositReply, payPasswordStatusReply } from '@mts/shared/schemas';
import { auditLog, payPasswords, users, walletLedger } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { call, type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { type UserRow, userAs } from './factories.ts';
import { balanceOf, createOrder, fund, key, UPLOAD } from './money-factories.ts';

afterAll(cleanupTestDatabases);

type Party = { user: UserRow; api: ApiClient };
const WITHDRAW = { amount: 1_000, bankName: '招商银行', accountNo: '6225880012345678' };

describe.each(DRIVERS)('pay password and deposit review on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-24T02:00:00Z'));
  let seller: Party;
  let operator: Party;
  const db = () => t.handle.db;
  const money = (p: Party, path: string, body: object, k = key()) => call(t.app, 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': k } });
  /** A 'pay' code to the party's own mobile, read from the dev outbox (past the 60 s cooldown first). */
  const payCode = async (p: Party): Promise<string> => {
    clock.advance(61_000);
    const sent = await p.api.post('/wallet/payPassword/sendCode', {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.msg).toBe(Msg.smsSent);
    return t.app.outbox!.sms.find((s) => s.mobile === p.user.mobile)!.code;
  };
  const setPassword = async (p: Party, password: string) => {
    const r = await p.api.post('/wallet/payPassword', { password, smsCode: await payCode(p) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  };
  const status = async (p: Party) => payPasswordStatusReply.parse((await p.api.get('/wallet/payPassword')).body).data;
  /** A verified buyer with ¥1,000.00 and an order of ¥100.00 to pay. */
  const buyerWithOrder = async () => {
    const p = await userAs(t.app, 'verified', { realName: '付款人' });
    await fund(db(), p.user.id, 100_000);
    const { order } = await createOrder(db(), { buyerId: p.user.id, sellerId: seller.user.id, amount: 10_000 });
    return { p, order };
  };
  const payMoves = async (orderId: number) => (await db().select().from(walletLedger).where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 'pay')))).length;

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock });
    seller = await userAs(t.app, 'verified');
    operator = await userAs(t.app, 'operator');
  });
  afterAll(() => t.close());

  it('余额支付 asks for a factor: without one → 400 and nothing moves; a login code does not pass; a pay SMS code does', async () => {
    const { p, order } = await buyerWithOrder();
    expect(await status(p)).toMatchObject({ isSet: false, locked: false, triesLeft: MoneyLimits.payPasswordMaxTries });
    const bare = await money(p, '/order/pay', { orderId: order.id });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe(PayFactorMsg.smsRequired);
    // A 支付密码 sent while none is set is not a factor.
    expect((await money(p, '/order/pay', { orderId: order.id, payPassword: '123456' })).body.msg).toBe(PayFactorMsg.smsRequired);
    // A login code to the same mobile is not a pay code.
    clock.advance(61_000);
    expect((await call(t.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile: p.user.mobile }, ip: '10.9.9.9' })).status).toBe(200);
    const loginCode = t.app.outbox!.sms.find((s) => s.mobile === p.user.mobile)!.code;
    const wrongKind = await money(p, '/order/pay', { orderId: order.id, smsCode: loginCode });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.msg).toBe(Msg.badSmsCode);
    expect(await balanceOf(db(), p.user.id)).toEqual({ available: 100_000, frozen: 0 });
    expect(await payMoves(order.id)).toBe(0);

    const code = await payCode(p);
    const paid = await money(p, '/order/pay', { orderId: order.id, smsCode: code });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.msg).toBe(MoneyMsg.payOk);
    expect(await balanceOf(db(), p.user.id)).toEqual({ available: 90_000, frozen: 10_000 });
    // The code was single-use.
    const { order: second } = await createOrder(db(), { buyerId: p.user.id, sellerId: seller.user.id, amount: 10_000 });
    expect((await money(p, '/order/pay', { orderId: second.id, smsCode: code })).body.msg).toBe(Msg.badSmsCode);
  });

  it('set a 支付密码 by SMS; then only it passes, hashed, wrong tries count down and the fifth locks it for 30 minutes', async () => {
    const { p, order } = await buyerWithOrder();
    const badFormat = await p.api.post('/wallet/payPassword', { password: '12345', smsCode: '1234' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.msg).toContain(PayFactorMsg.passwordFormat);
    const set = await setPassword(p, '147258');
    expect(set.body.msg).toBe(PayFactorMsg.setOk);
    expect(payPasswordStatusReply.parse(set.body).data).toMatchObject({ isSet: true, locked: false, triesLeft: 5 });
    const [row] = await db().select().from(payPasswords).where(eq(payPasswords.userId, p.user.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('147258');

    expect((await money(p, '/order/pay', { orderId: order.id })).body.msg).toBe(PayFactorMsg.passwordRequired);
    expect((await money(p, '/order/pay', { orderId: order.id, smsCode: await payCode(p) })).body.msg).toBe(PayFactorMsg.passwordRequired);
    for (const left of [4, 3, 2, 1]) {
      const r = await money(p, '/order/pay', { orderId: order.id, payPassword: '000000' });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(`支付密码错误，还可尝试${left}次`);
    }
    const fifth = await money(p, '/order/pay', { orderId: order.id, payPassword: '000000' });
    expect(fifth.status).toBe(423);
    expect(fifth.body.msg).toBe('支付密码已锁定，请30分钟后再试');
    // Locked: the right password is refused too, and nothing moved.
    const right = await money(p, '/order/pay', { orderId: order.id, payPassword: '147258' });
    expect(right.status).toBe(423);
    expect(await payMoves(order.id)).toBe(0);
    expect(await status(p)).toMatchObject({ locked: true, lockedMinutes: 30, triesLeft: 0 });
    clock.advance(20 * 60_000);
    expect((await money(p, '/order/pay', { orderId: order.id, payPassword: '147258' })).body.msg).toBe('支付密码已锁定，请10分钟后再试');
    clock.advance(10 * 60_000);
    // The lock ran out: five tries again, and the right one pays.
    expect((await money(p, '/order/pay', { orderId: order.id, payPassword: '000000' })).body.msg).toBe('支付密码错误，还可尝试4次');
    const ok = await money(p, '/order/pay', { orderId: order.id, payPassword: '147258' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await status(p)).toMatchObject({ locked: false, triesLeft: 5 });
  });

  it('concurrent wrong tries are each counted once (one UPDATE … RETURNING): exactly one locks', async () => {
    const { p, order } = await buyerWithOrder();
    await setPassword(p, '369258');
    const replies = await Promise.all(Array.from({ length: 5 }, () => money(p, '/order/pay', { orderId: order.id, payPassword: '111111' })));
    expect(replies.map((r) => r.body.msg).sort()).toEqual(['支付密码已锁定，请30分钟后再试', '支付密码错误，还可尝试1次', '支付密码错误，还可尝试2次', '支付密码错误，还可尝试3次', '支付密码错误，还可尝试4次'].sort());
    expect((await status(p)).locked).toBe(true);
  });

  it('reset by SMS clears the lock; change needs the old one (a wrong old one counts)', async () => {
    const { p, order } = await buyerWithOrder();
    await setPassword(p, '246802');
    for (let i = 0; i < 5; i++) await money(p, '/order/pay', { orderId: order.id, payPassword: '999999' });
    expect((await status(p)).locked).toBe(true);
    const badCode = await p.api.post('/wallet/payPassword', { password: '135791', smsCode: '0000' });
    expect(badCode.status).toBe(400);
    const reset = await setPassword(p, '135791');
    expect(reset.body.msg).toBe(PayFactorMsg.resetOk);
    expect(await status(p)).toMatchObject({ isSet: true, locked: false, triesLeft: 5 });

    const wrongOld = await p.api.post('/wallet/payPassword/change', { oldPassword: '246802', password: '864200' });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.msg).toBe('支付密码错误，还可尝试4次');
    expect((await p.api.post('/wallet/payPassword/change', { oldPassword: '135791', password: '135791' })).body.msg).toBe(PayFactorMsg.samePassword);
    const changed = await p.api.post('/wallet/payPassword/change', { oldPassword: '135791', password: '864200' });
    expect(changed.status).toBe(200);
    expect(changed.body.msg).toBe(PayFactorMsg.changeOk);
    expect((await money(p, '/order/pay', { orderId: order.id, payPassword: '135791' })).status).toBe(400);
    expect((await money(p, '/order/pay', { orderId: order.id, payPassword: '864200' })).status).toBe(200);
    // Change without one set → 400.
    const fresh = await userAs(t.app, 'verified');
    expect((await fresh.api.post('/wallet/payPassword/change', { oldPassword: '123456', password: '654321' })).body.msg).toBe(PayFactorMsg.notSet);
  });

  it('a retried idempotent call is not asked again: the stored reply, even without the factor or while locked', async () => {
    const { p, order } = await buyerWithOrder();
    await setPassword(p, '975310');
    const k = key();
    const first = await money(p, '/order/pay', { orderId: order.id, payPassword: '975310' }, k);
    expect(first.status).toBe(200);
    const retry = await money(p, '/order/pay', { orderId: order.id }, k);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    for (let i = 0; i < 5; i++) await money(p, '/order/pay', { orderId: order.id, payPassword: '000000' });
    expect((await status(p)).locked).toBe(true);
    const lockedRetry = await money(p, '/order/pay', { orderId: order.id, payPassword: '000000' }, k);
    expect(lockedRetry.body).toEqual(first.body);
    expect(await payMoves(order.id)).toBe(1);
    // The key still stands for its request: another order with it → 409.
    const { order: other } = await createOrder(db(), { buyerId: p.user.id, sellerId: seller.user.id, amount: 10_000 });
    expect((await money(p, '/order/pay', { orderId: other.id, payPassword: '975310' }, k)).status).toBe(409);
  });

  it('提现 asks the same: none → 400, SMS before a password, the password after, the retry not again', async () => {
    const { p } = await buyerWithOrder();
    const bare = await money(p, '/wallet/withdraw', WITHDRAW);
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe(PayFactorMsg.smsRequired);
    expect(await balanceOf(db(), p.user.id)).toEqual({ available: 100_000, frozen: 0 });
    const bySms = await money(p, '/wallet/withdraw', { ...WITHDRAW, smsCode: await payCode(p) });
    expect(bySms.status, JSON.stringify(bySms.body)).toBe(200);
    await setPassword(p, '112233');
    expect((await money(p, '/wallet/withdraw', WITHDRAW)).body.msg).toBe(PayFactorMsg.passwordRequired);
    expect((await money(p, '/wallet/withdraw', { ...WITHDRAW, payPassword: '332211' })).body.msg).toBe('支付密码错误，还可尝试4次');
    const k = key();
    const ok = await money(p, '/wallet/withdraw', { ...WITHDRAW, payPassword: '112233' }, k);
    expect(ok.status).toBe(200);
    const again = await money(p, '/wallet/withdraw', WITHDRAW, k);
    expect(again.body).toEqual(ok.body);
    expect(await balanceOf(db(), p.user.id)).toEqual({ available: 98_000, frozen: 2_000 });
  });

  it('a user without a mobile cannot get a pay code', async () => {
    const p = await userAs(t.app, 'verified');
    await db().update(users).set({ mobile: null }).where(eq(users.id, p.user.id));
    const r = await p.api.post('/wallet/payPassword/sendCode', {});
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(PayFactorMsg.noMobile);
  });

  it('deposits: declared with a slip; the wrong amount names the declared one; an operator rejects with a reason, audited, the user sees it', async () => {
    const p = await userAs(t.app, 'verified', { realName: '充值人' });
    const noSlip = await money(p, '/wallet/deposit', { amount: 1_000_000 });
    expect(noSlip.status).toBe(400);
    expect(noSlip.body.msg).toContain(MoneyMsg.depositSlip);
    const notOurs = await money(p, '/wallet/deposit', { amount: 1_000_000, slipUrl: 'https://evil.example/x.png' });
    expect(notOurs.status).toBe(400);
    const d = depositReply.parse((await money(p, '/wallet/deposit', { amount: 1_000_000, slipUrl: UPLOAD(5) })).body).data;
    expect(d).toMatchObject({ slipUrl: UPLOAD(5), reason: '', statusText: '待到账' });
    // The operator's queue shows the slip.
    const queue = (await operator.api.get('/wallet/admin/deposits')).body;
    expect(queue.rows.find((r: { id: number }) => r.id === d.id)).toMatchObject({ slipUrl: UPLOAD(5) });

    const wrong = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 999_999 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe('到账金额与申报金额 ¥10,000.00 不一致');

    // Only operators reject, with a reason of 2–200 characters.
    for (const who of [p, seller]) {
      const r = await money(who, '/wallet/deposit/reject', { depositId: d.id, reason: '未查到该笔转账' });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe(MoneyMsg.operatorOnly);
    }
    expect((await money(operator, '/wallet/deposit/reject', { depositId: d.id })).status).toBe(400);
    expect((await money(operator, '/wallet/deposit/reject', { depositId: d.id, reason: '无' })).status).toBe(400);
    expect((await money(operator, '/wallet/deposit/reject', { depositId: 99_999_999, reason: '未查到该笔转账' })).status).toBe(404);
    const rejected = await money(operator, '/wallet/deposit/reject', { depositId: d.id, reason: '未查到该笔转账' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.msg).toBe(MoneyMsg.depositRejected);
    expect(rejected.body.data).toMatchObject({ status: 30, statusText: '已驳回', reason: '未查到该笔转账' });
    // Through the machine: a rejected deposit is neither confirmed nor rejected again; nothing moved.
    expect((await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 1_000_000 })).body.msg).toBe('该记录已驳回，不能再操作');
    expect((await money(operator, '/wallet/deposit/reject', { depositId: d.id, reason: '再次驳回' })).status).toBe(409);
    expect(await balanceOf(db(), p.user.id)).toEqual({ available: 0, frozen: 0 });

    const [a] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'deposit.reject'), eq(auditLog.entityId, d.id)));
    expect(a).toMatchObject({ operatorId: operator.user.id, entityType: 'deposit', reason: '未查到该笔转账' });
    expect(a!.before).toMatchObject({ status: 10, amount: 1_000_000, userId: p.user.id });
    expect(a!.after).toMatchObject({ status: 30 });

    const mine = depositList.parse((await p.api.get('/wallet/deposits')).body);
    expect(mine.rows[0]).toMatchObject({ id: d.id, statusText: '已驳回', reason: '未查到该笔转账' });
    const rejectedQueue = (await operator.api.get('/wallet/admin/deposits', { status: 30 })).body;
    expect(rejectedQueue.rows.map((r: { id: number }) => r.id)).toContain(d.id);
  });
});
