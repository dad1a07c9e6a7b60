import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthLimits } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { myShopApplyReply, shopApplyListReply, shopApplyReply } from '@mts/shared/schemas';
import { createOperator } from '../src/cli/admin.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { idBirthDateOk, idChecksumOk, maskIdNumber } from '../src/modules/users/service.ts';
import { userAs } from './factories.ts';
import { buildTestApp, call, cleanupTestDatabases, DRIVERS, type LoggedIn, loginAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const VALID_ID = '11010519491231002X';
const NOW = Date.UTC(2026, 5, 1, 2, 0, 0);

/** Builds a valid ID (right check digit) around a birth date. */
function idFor(birth: string, seq = '123'): string {
  const body = `110105${birth}${seq}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

describe('GB 11643 resident ID rules', () => {
  it('checks the check digit', () => {
    expect(idChecksumOk(VALID_ID)).toBe(true);
    expect(idChecksumOk('110105194912310021')).toBe(false);
    expect(idChecksumOk('11010519491231002')).toBe(false);
  });
  it('checks the birth date: a real day, not in the future, age 16 to 100', () => {
    expect(idBirthDateOk(VALID_ID, NOW)).toBe(true);
    expect(idChecksumOk(idFor('19900230'))).toBe(true);
    expect(idBirthDateOk(idFor('19900230'), NOW)).toBe(false); // 30 February
    expect(idBirthDateOk(idFor('20300101'), NOW)).toBe(false); // future
    expect(idBirthDateOk(idFor('20120101'), NOW)).toBe(false); // 14 years old
    expect(idBirthDateOk(idFor('19200101'), NOW)).toBe(false); // 106 years old
    expect(idBirthDateOk(idFor('20100531'), NOW)).toBe(true); // 16 today (China time)
  });
  it('masks the number', () => {
    expect(maskIdNumber(VALID_ID)).toBe('110***********002X');
  });
});

describe.each(DRIVERS)('user centre, real name and applications on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let a: LoggedIn;
  let b: LoggedIn;
  let op: LoggedIn;
  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, config: { redisUrl: null } });
    a = await loginAs(t.app, '13300000001');
    b = await loginAs(t.app, '13300000002');
    await createOperator(t.app.db, '13300000009', NOW);
    op = await loginAs(t.app, '13300000009');
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown, who?: LoggedIn) => call(t.app, 'POST', path, { body, headers: who?.headers });
  const get = (path: string, who?: LoggedIn) => call(t.app, 'GET', path, { headers: who?.headers });

  it('returns only the caller’s own info, balance and rewards', async () => {
    const demo = await loginAs(t.app, '13800000000'); // the demo user with a funded wallet
    expect((await get('/user/getUserBalance', demo)).body.data.totalBalance).toBe(5_000_000);
    const mine = await get('/user/getUserBalance', a);
    expect(mine.body.data).toMatchObject({ totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0, jf: 1000, jb: 1000 });
    expect(mine.body.data.accounts.map((x: { priceUnit: number; totalBalance: number }) => [x.priceUnit, x.totalBalance])).toEqual([[0, 0], [10, 0]]);
    expect((await get('/user/getUserInfo', a)).body.data.userInfo.userId).toBe(a.userId);
    expect((await get('/user/getUserInfo', b)).body.data.userInfo.userId).toBe(b.userId);
    // A userId in the query is ignored: the session decides.
    expect((await get(`/user/getUserInfo?userId=${demo.userId}`, a)).body.data.userInfo.userId).toBe(a.userId);
    const rows = (await get('/user/getMyRewardList?pageSize=100', a)).body.rows as { id: number }[];
    const demoRows = (await get('/user/getMyRewardList?pageSize=100', demo)).body.rows as { id: number }[];
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => demoRows.some((d) => d.id === r.id))).toBe(false);
  });

  it('verifies a real name once: valid ID → authnStatus 1, masked; bad check digit, impossible date and a reused ID refused', async () => {
    const body = (idNumber: string, realName = '张三') => ({ realName, idNumber });
    expect((await post('/user/authn', body(VALID_ID))).status).toBe(401);
    expect((await post('/user/authn', body('110105194912310021'), a)).body).toMatchObject({ code: 400, msg: AuthMsg.badIdNumber });
    expect((await post('/user/authn', body(idFor('19900230')), a)).body).toMatchObject({ code: 400, msg: AuthMsg.badIdNumber });
    expect((await post('/user/authn', body('1101051949'), a)).body).toMatchObject({ code: 400, msg: AuthMsg.badIdNumber });
    expect((await post('/user/authn', body(VALID_ID, 'Zhang'), a)).body).toMatchObject({ code: 400, msg: AuthMsg.badRealName });

    const ok = await post('/user/authn', body(VALID_ID.toLowerCase()), a);
    expect(ok.body).toMatchObject({ code: 200, msg: AuthMsg.realNameOk, data: { authnStatus: 1, idNumberMasked: '110***********002X' } });
    const before = (await get('/user/getUserInfo', b)).body.data.userInfo;
    expect(before.realName).toBeUndefined();
    // unverified, the forms' contact is the nickname
    expect(before.contactName).toBe(before.nick_name);
    // Own details carry the verified name masked: the withdrawal form shows it as the account name; the forms
    // prefill the contact with the name itself (issue 22)
    expect((await get('/user/getUserInfo', a)).body.data.userInfo).toMatchObject({ authnStatus: 1, realName: '*三', contactName: '张三' });
    expect((await post('/user/authn', body(VALID_ID), a)).body.msg).toBe(AuthMsg.alreadyVerified);
    expect((await post('/user/authn', body(VALID_ID, '李四'), b)).body).toMatchObject({ code: 400, msg: AuthMsg.idNumberTaken });

    // The number itself is not stored.
    const { users } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, a.userId));
    expect(JSON.stringify(row)).not.toContain('19491231');
    expect(row!.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
  });

  const application = { companyName: '深圳市测试电子有限公司', region: '广东深圳', experience: '做内存现货贸易五年，熟悉三星和海力士渠道。', contactName: '测试', contactMobile: '13300000001' };

  it('takes one open application per ordinary user and keeps it from other users', async () => {
    expect((await post('/shop/apply', application)).status).toBe(401);
    const res = await post('/shop/apply', application, a);
    expect(res.body).toMatchObject({ code: 200, msg: AuthMsg.applyOk });
    expect(shopApplyReply.parse(res.body).data).toMatchObject({ userId: a.userId, status: ShopApplyStatus.UnderReview, rejectReason: null });
    expect((await get('/user/getUserInfo', a)).body.data.userInfo.shopStatus).toBe(0);
    expect((await post('/shop/apply', application, a)).body).toMatchObject({ code: 400, msg: AuthMsg.applyPending });
    expect(myShopApplyReply.parse((await get('/shop/apply/my', a)).body).data?.companyName).toBe(application.companyName);
    expect((await get('/shop/apply/my', b)).body.data).toBeNull();

    const negotiator = await loginAs(t.app, '13800000010');
    expect((await post('/shop/apply', application, negotiator)).body).toMatchObject({ code: 400, msg: AuthMsg.applyNotAllowed });
    expect((await post('/shop/apply', { ...application, experience: '短' }, b)).body.msg).toMatch(/10 个字/);
  });

  it('refuses operator routes to ordinary users (403) and anonymous callers (401)', async () => {
    expect((await get('/admin/shopApply/list')).status).toBe(401);
    for (const who of [a, b]) {
      expect(await get('/admin/shopApply/list', who)).toMatchObject({ status: 403, body: { code: 403, msg: AuthMsg.forbidden } });
      expect((await post('/admin/shopApply/1/approve', {}, who)).status).toBe(403);
      expect((await post('/admin/shopApply/1/reject', { reason: '资料不全' }, who)).status).toBe(403);
    }
  });

  it('lets the operator approve (businessType 10 by default, or 20/40) and reject (reason kept, shopStatus cleared, may apply again)', async () => {
    const list = shopApplyListReply.parse((await get('/admin/shopApply/list?status=0', op)).body);
    const mine = list.rows.find((r) => r.userId === a.userId)!;
    expect(mine).toBeDefined();
    expect(list.rows.every((r) => r.status === 0)).toBe(true);

    expect((await post(`/admin/shopApply/${mine.id}/approve`, { businessType: 30 }, op)).status).toBe(400);
    const approved = await post(`/admin/shopApply/${mine.id}/approve`, {}, op);
    expect(approved.body.data).toMatchObject({ status: ShopApplyStatus.Approved, assignedBusinessType: 10 });
    expect((await get('/user/getUserInfo', a)).body.data.userInfo).toMatchObject({ businessType: 10, shopStatus: 1, userType: '谈判人' });
    expect((await post(`/admin/shopApply/${mine.id}/reject`, { reason: '重复处理' }, op)).body).toMatchObject({ code: 409, msg: AuthMsg.applyNotPending });
    expect((await post('/admin/shopApply/99999/approve', {}, op)).status).toBe(404);

    const bApp = (await post('/shop/apply', { ...application, contactMobile: '13300000002' }, b)).body.data;
    const rejected = await post(`/admin/shopApply/${bApp.id}/reject`, { reason: '从业经验不足' }, op);
    expect(rejected.body.data).toMatchObject({ status: ShopApplyStatus.Rejected, rejectReason: '从业经验不足' });
    expect((await get('/user/getUserInfo', b)).body.data.userInfo).toMatchObject({ businessType: 0, shopStatus: null });
    expect((await get('/shop/apply/my', b)).body.data.rejectReason).toBe('从业经验不足');
    const again = await post('/shop/apply', { ...application, contactMobile: '13300000002' }, b);
    expect(again.body.code).toBe(200);
    const approved2 = await post(`/admin/shopApply/${again.body.data.id}/approve`, { businessType: 40 }, op);
    expect(approved2.body.data.assignedBusinessType).toBe(40);
    expect((await get('/user/getUserInfo', b)).body.data.userInfo).toMatchObject({ businessType: 40, userType: '验货员' });
  });

  it('reviews an application once when two reviews race (one wins, the other gets 409)', async () => {
    const applicant = (await userAs(t.app, 'ordinary')).api;
    const operator = (await userAs(t.app, 'operator')).api;
    const id = (await applicant.post('/shop/apply', application)).body.data.id as number;
    const [approve, reject] = await Promise.all([
      operator.post(`/admin/shopApply/${id}/approve`, { businessType: 20 }),
      operator.post(`/admin/shopApply/${id}/reject`, { reason: '资料不全' }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    expect([approve, reject].find((r) => r.status === 409)!.body.msg).toBe(AuthMsg.applyNotPending);
    const info = (await applicant.get('/user/getUserInfo')).body.data.userInfo;
    expect(info).toMatchObject(approve.status === 200 ? { businessType: 20, shopStatus: 1 } : { businessType: 0, shopStatus: null });
  });

  it('create-operator promotes an existing user and creates a missing one', async () => {
    clock.advance(AuthLimits.smsCooldownS * 1000);
    const existing = await createOperator(t.app.db, '13300000002');
    expect(existing).toEqual({ userId: b.userId, created: false });
    expect((await get('/admin/shopApply/list', b)).status).toBe(200);
    const fresh = await createOperator(t.app.db, '13300000099');
    expect(fresh.created).toBe(true);
    await expect(createOperator(t.app.db, '123')).rejects.toThrow(Msg.badMobile);
  });
});
