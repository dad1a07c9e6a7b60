import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ESCROW_ACCOUNT, PriceUnit } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { depositReply, statementReply, userBalanceReply, withdrawalReply } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { orders, walletAccounts, walletLedger } from '../src/db/schema/index.ts';
import { call, type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { type UserRow, userAs } from './factories.ts';
import { balanceOf, checkLedger, createOrder, fund, key, UPLOAD, withFactor, withPayPassword } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;
type Party = { user: UserRow; api: ApiClient };

describe.each(DRIVERS)('wallet ledger on %s', (driver) => {
  let t: TestApp;
  let alice: Party;
  let bob: Party;
  let operator: Party;
  let unverified: Party;
  const db = () => t.handle.db;
  /** A money POST with the key in the header. */
  const money = (p: Party, path: string, body: object, k = key()) => call(t.app, 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': k } });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    alice = await userAs(t.app, 'verified', { realName: '王小明' });
    bob = await userAs(t.app, 'verified', { realName: '李小红' });
    operator = await userAs(t.app, 'operator');
    unverified = await userAs(t.app, 'ordinary');
    await withPayPassword(db(), alice.user.id, bob.user.id, unverified.user.id);
  });
  afterAll(() => t.close());

  it('the seeded ledger balances: every currency sums to zero, balances equal their entries', async () => {
    const check = await checkLedger(db());
    expect(check.sums.every((s) => s.sum === 0)).toBe(true);
    expect(check.negative).toBe(0);
    expect(check.mismatched).toBe(0);
  });

  it('deposit: request shows the escrow account and a unique reference; an operator confirms; clearing → available', async () => {
    const r = await money(alice, '/wallet/deposit', { amount: 100_000, slipUrl: UPLOAD(3) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = depositReply.parse(r.body).data;
    expect(d.account).toEqual(PLATFORM_ESCROW_ACCOUNT);
    expect(d.reference).toMatch(/^CZ\d{8}\d{6}$/);
    expect(d.statusText).toBe('待到账');
    const r2 = await money(alice, '/wallet/deposit', { amount: 100_000, slipUrl: UPLOAD(3) });
    expect(depositReply.parse(r2.body).data.reference).not.toBe(d.reference);
    // Nothing moved yet.
    expect(await balanceOf(db(), alice.user.id)).toEqual({ available: 0, frozen: 0 });
    // Only operators confirm; nothing changes for the others.
    const refused = await money(alice, '/wallet/deposit/confirm', { depositId: d.id, amount: 100_000 });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(CHINESE);
    // The amount must match.
    const wrong = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 99_999 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe('到账金额与申报金额 ¥1,000.00 不一致');
    const published: { type: string; id: number; ownerId?: unknown }[] = [];
    const off = t.app.events.subscribe((e) => void published.push(e));
    const ok = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 100_000 });
    off();
    expect(ok.status).toBe(200);
    // After commit, for the realtime push to the owner (wallet.changed).
    expect(published.filter((e) => e.type.startsWith('wallet.'))).toEqual([expect.objectContaining({ type: 'wallet.depositConfirm', id: d.id, ownerId: alice.user.id })]);
    expect(ok.body.data.statusText).toBe('已到账');
    expect(await balanceOf(db(), alice.user.id)).toEqual({ available: 100_000, frozen: 0 });
    // Its entries: clearing −, alice +, one movement.
    const rows = await db().select().from(walletLedger).where(eq(walletLedger.kind, 'deposit'));
    const mine = rows.filter((r) => r.memo.includes(d.reference));
    expect(mine).toHaveLength(2);
    expect(mine.map((r) => r.availableDelta).sort((a, b) => a - b)).toEqual([-100_000, 100_000]);
    expect(new Set(mine.map((r) => r.movementId)).size).toBe(1);
    // Confirming twice (another key) → 409.
    const again = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 100_000 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MoneyMsg.wrongRequestStatus('已到账'));
  });

  it('idempotency: the same key twice moves once and returns the first reply; same key, other body → 409; no key → 400', async () => {
    const r = await money(bob, '/wallet/deposit', { amount: 50_000, slipUrl: UPLOAD(3) });
    const d = depositReply.parse(r.body).data;
    const k = key();
    const first = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 50_000 }, k);
    const second = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 50_000 }, k);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(db(), bob.user.id)).toEqual({ available: 50_000, frozen: 0 });
    const other = await money(operator, '/wallet/deposit/confirm', { depositId: d.id, amount: 50_001 }, k);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe(MoneyMsg.idempotencyConflict);
    // The key in the body works as well; a missing or malformed key is refused.
    const body = await call(t.app, 'POST', '/wallet/deposit', { body: { amount: 10_000, slipUrl: UPLOAD(3), idempotencyKey: 'body-key-0001' }, headers: bob.api.login!.headers });
    const body2 = await call(t.app, 'POST', '/wallet/deposit', { body: { amount: 10_000, slipUrl: UPLOAD(3), idempotencyKey: 'body-key-0001' }, headers: bob.api.login!.headers });
    expect(body.status).toBe(200);
    expect(body2.body.data.id).toBe(body.body.data.id);
    const none = await bob.api.post('/wallet/deposit', { amount: 10_000, slipUrl: UPLOAD(3) });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(MoneyMsg.idempotencyKey);
    const bad = await money(bob, '/wallet/deposit', { amount: 10_000, slipUrl: UPLOAD(3) }, 'short');
    expect(bad.status).toBe(400);
    // Keys are per caller: the same key by another user is his own.
    const theirs = await money(alice, '/wallet/deposit', { amount: 10_000, slipUrl: UPLOAD(3) }, k);
    expect(theirs.status).toBe(200);
  });

  it('idempotency under concurrency: the same payment fired 5 times at once with one key charges once', async () => {
    const u = await userAs(t.app, 'verified');
    await withPayPassword(db(), u.user.id);
    await fund(db(), u.user.id, 10_000);
    const { order } = await createOrder(db(), { buyerId: u.user.id, sellerId: bob.user.id, amount: 6_000 });
    const k = key();
    const replies = await Promise.all(Array.from({ length: 5 }, () => money(u, '/order/pay', withFactor({ orderId: order.id }), k)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await balanceOf(db(), u.user.id)).toEqual({ available: 4_000, frozen: 6_000 });
    const pays = await db().select().from(walletLedger).where(eq(walletLedger.orderId, order.id));
    expect(pays).toHaveLength(1);
  });

  it('withdraw: verified name, available → frozen; more than available → 409; pay → clearing; refuse → back', async () => {
    await fund(db(), bob.user.id, 200_000);
    const before = await balanceOf(db(), bob.user.id);
    const tooMuch = await money(bob, '/wallet/withdraw', withFactor({ amount: before.available + 1, bankName: '招商银行', accountNo: '6225880012345678' }));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.msg).toBe(MoneyMsg.withdrawTooMuch);
    expect(await balanceOf(db(), bob.user.id)).toEqual(before);
    const notVerified = await money(unverified, '/wallet/withdraw', withFactor({ amount: 1, bankName: '招商银行', accountNo: '6225880012345678' }));
    expect(notVerified.status).toBe(403);
    expect(notVerified.body.msg).toBe(MoneyMsg.needRealName);
    const badInput = await money(bob, '/wallet/withdraw', withFactor({ amount: 100, bankName: '招商\u0000银行', accountNo: '6225880012345678' }));
    expect(badInput.status).toBe(400);

    const w1 = withdrawalReply.parse((await money(bob, '/wallet/withdraw', withFactor({ amount: 30_000, bankName: '招商银行', accountNo: '6225880012345678' }))).body).data;
    expect(w1).toMatchObject({ amount: 30_000, accountName: '李小红', statusText: '待打款', accountNo: '************5678' });
    expect(await balanceOf(db(), bob.user.id)).toEqual({ available: before.available - 30_000, frozen: 30_000 });
    // Only operators pay or refuse.
    expect((await money(bob, '/wallet/withdraw/pay', { withdrawalId: w1.id })).status).toBe(403);
    const published: { type: string; id: number; ownerId?: unknown }[] = [];
    const off = t.app.events.subscribe((e) => void published.push(e));
    const paid = await money(operator, '/wallet/withdraw/pay', { withdrawalId: w1.id });
    expect(paid.status).toBe(200);
    expect(paid.body.data.statusText).toBe('已打款');
    expect(await balanceOf(db(), bob.user.id)).toEqual({ available: before.available - 30_000, frozen: 0 });
    expect((await money(operator, '/wallet/withdraw/refuse', { withdrawalId: w1.id, reason: '账户有误' })).status).toBe(409);

    const w2 = withdrawalReply.parse((await money(bob, '/wallet/withdraw', withFactor({ amount: 20_000, bankName: '招商银行', accountNo: '6225880012345678' }))).body).data;
    const refused = await money(operator, '/wallet/withdraw/refuse', { withdrawalId: w2.id, reason: '收款账户与实名不符' });
    expect(refused.body.data).toMatchObject({ statusText: '已拒绝', reason: '收款账户与实名不符' });
    off();
    expect(published.filter((e) => e.type.startsWith('wallet.'))).toEqual([
      expect.objectContaining({ type: 'wallet.withdrawalPay', id: w1.id, ownerId: bob.user.id }),
      expect.objectContaining({ type: 'wallet.withdrawalRefuse', id: w2.id, ownerId: bob.user.id }),
    ]);
    expect(await balanceOf(db(), bob.user.id)).toEqual({ available: before.available - 30_000, frozen: 0 });

    // The statement: each movement of mine, newest first, filterable by kind.
    const st = statementReply.parse((await bob.api.get('/wallet/statement', { pageSize: 50 })).body);
    expect(st.rows.slice(0, 4).map((r) => r.kind)).toEqual(['withdrawRefused', 'withdraw', 'withdrawPaid', 'withdraw']);
    expect(st.rows[0]).toMatchObject({ availableDelta: 20_000, frozenDelta: -20_000, kindText: '提现退回' });
    const only = statementReply.parse((await bob.api.get('/wallet/statement', { kind: 'withdraw' })).body);
    expect(only.total).toBe(2);
    expect((await bob.api.get('/wallet/statement', { kind: 'nope' })).status).toBe(400);
    const check = await checkLedger(db());
    expect(check.sums.every((s) => s.sum === 0)).toBe(true);
    expect(check.mismatched).toBe(0);
  });

  it('getUserBalance: total = available + frozen per currency; the flat fields are ¥', async () => {
    const u = await userAs(t.app, 'verified');
    await withPayPassword(db(), u.user.id);
    await fund(db(), u.user.id, 80_000);
    await fund(db(), u.user.id, 5_000, PriceUnit.Dollar);
    const { order } = await createOrder(db(), { buyerId: u.user.id, sellerId: bob.user.id, amount: 30_000 });
    expect((await money(u, '/order/pay', withFactor({ orderId: order.id }))).status).toBe(200);
    const b = userBalanceReply.parse((await u.api.get('/user/getUserBalance')).body).data;
    expect(b).toMatchObject({ totalBalance: 80_000, withdrawableBalance: 50_000, frozenBalance: 30_000, jf: 1000, jb: 1000 });
    expect(b.accounts).toEqual([
      { priceUnit: 0, symbol: '¥', totalBalance: 80_000, withdrawableBalance: 50_000, frozenBalance: 30_000 },
      { priceUnit: 10, symbol: '$', totalBalance: 5_000, withdrawableBalance: 5_000, frozenBalance: 0 },
    ]);
    // The statement links the payment to its order.
    const st = statementReply.parse((await u.api.get('/wallet/statement', { kind: 'pay' })).body);
    expect(st.rows[0]).toMatchObject({ orderId: order.id, orderNo: order.orderNo, availableDelta: -30_000, frozenDelta: 30_000 });
    // Another user's statement is never mine.
    const other = statementReply.parse((await alice.api.get('/wallet/statement', { kind: 'pay' })).body);
    expect(other.rows.some((r) => r.orderId === order.id)).toBe(false);
  });

  it('500 concurrent payments, refunds and withdrawals over 50 accounts keep every currency at zero and no balance negative', async () => {
    const users: Party[] = [];
    for (let i = 0; i < 50; i++) users.push(await userAs(t.app, 'verified', { realName: `并发${i}` }));
    await withPayPassword(db(), ...users.map((u) => u.user.id));
    for (const [i, u] of users.entries()) await fund(db(), u.user.id, 10_000 + (i % 5) * 1000, i % 2 ? PriceUnit.Yuan : PriceUnit.Dollar);
    // Payable orders (some beyond the balance) and paid orders 退款中 to refund.
    const ops: (() => Promise<{ status: number }>)[] = [];
    for (let i = 0; i < 500; i++) {
      const u = users[i % 50]!;
      const unit = (i % 50) % 2 ? PriceUnit.Yuan : PriceUnit.Dollar;
      const kind = i % 3;
      if (kind === 0) {
        const { order } = await createOrder(db(), { buyerId: u.user.id, sellerId: users[(i + 1) % 50]!.user.id, amount: 1_000 + (i % 7) * 900, priceUnit: unit });
        const k = key();
        ops.push(() => money(u, '/order/pay', withFactor({ orderId: order.id }), k));
        // A retry of some with the same key: never a second charge.
        if (i % 10 === 0) ops.push(() => money(u, '/order/pay', withFactor({ orderId: order.id }), k));
      } else if (kind === 1) {
        const amount = 1_000 + (i % 4) * 100;
        const { order } = await createOrder(db(), { buyerId: u.user.id, sellerId: users[(i + 2) % 50]!.user.id, amount, priceUnit: unit, status: OrderStatus.AwaitingPayment });
        // Paid (directly through the ledger path of the API) then failed inspection: 退款中, refund concurrently.
        const paid = await money(u, '/order/pay', withFactor({ orderId: order.id }));
        if (paid.status === 200) {
          await db().update(orders).set({ status: OrderStatus.Refunding }).where(eq(orders.id, order.id));
          ops.push(() => money(operator, '/order/refund', { orderId: order.id }));
        }
      } else {
        ops.push(() => money(u, '/wallet/withdraw', withFactor({ priceUnit: unit, amount: 700 + (i % 9) * 300, bankName: '建设银行', accountNo: '6217000012345678' })));
      }
    }
    const results: number[] = [];
    for (let i = 0; i < ops.length; i += 100) {
      const batch = await Promise.all(ops.slice(i, i + 100).map((op) => op()));
      results.push(...batch.map((r) => r.status));
    }
    // Each call either moved money (200) or was refused cleanly (409: balance, status); never a 500.
    expect(results.every((s) => s === 200 || s === 409)).toBe(true);
    expect(results.filter((s) => s === 200).length).toBeGreaterThan(100);
    const check = await checkLedger(db());
    expect(check.sums.length).toBeGreaterThan(0);
    expect(check.sums.every((s) => s.sum === 0)).toBe(true);
    expect(check.negative).toBe(0);
    expect(check.mismatched).toBe(0);
    // No account of the 50 below zero, and an account's frozen never exceeds what was frozen for it.
    const accts = await db().select().from(walletAccounts).where(eq(walletAccounts.kind, 'user'));
    expect(accts.every((a) => a.availableBalance >= 0 && a.frozenBalance >= 0)).toBe(true);
  }, 240_000);
});
