import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMsg, CompanyMsg } from '@mts/shared/messages';
import { clueRecordReply, companyVerificationReply, companyVerifyBody, companyVerifyListReply, goodsDetailReply, goodsListReply, myClueListReply } from '@mts/shared/schemas';
import { CompanyVerifyStatus, OrderStatus } from '@mts/shared/status';
import { creditCodeCheckChar, isCreditCode } from '@mts/shared/validate';
import { auditLog, companyVerifications, goods, orderRatings, users } from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_MOBILE } from '../src/db/seed/index.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';
import { createGoods, createLead, userAs } from './factories.ts';
import { createOrder, UPLOAD } from './money-factories.ts';

afterAll(cleanupTestDatabases);

/** Valid codes: the commonly cited example and codes completed with the check character. */
const VALID = ['91350100M000100Y43', '91110000802100433B'];
/** A valid code for a 17-character prefix. */
const withCheck = (first17: string) => first17 + creditCodeCheckChar(first17)!;
let codeSeq = 0;
/** A fresh valid code per call (distinct organisation codes). */
const freshCode = () => withCheck(`9144030${String(process.pid % 10)}MA${String(++codeSeq).padStart(7, '0')}`);

describe('GB 32100-2015 check character', () => {
  it('accepts real-format valid codes', () => {
    for (const c of VALID) expect(isCreditCode(c), c).toBe(true);
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    // A check value of 31 is written 0; every generated code checks.
    for (let i = 0; i < 200; i++) expect(isCreditCode(freshCode())).toBe(true);
  });

  it('refuses a wrong check character, a wrong length, letters outside the set, lower case and a non-digit division', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false); // check character off by one
    expect(isCreditCode('91350100M000100Y4')).toBe(false); // 17 characters
    expect(isCreditCode('91350100M000100Y433')).toBe(false); // 19
    expect(isCreditCode('91350100M000100I43')).toBe(false); // I is not in the set
    expect(isCreditCode('91350100O000100Y43')).toBe(false); // O
    expect(isCreditCode('91350100M000100Y4Z')).toBe(false); // Z
    expect(isCreditCode('91350100m000100y43')).toBe(false); // lower case (the schema upper-cases first)
    expect(isCreditCode('913501A0M000100Y43')).toBe(false); // positions 3–8 are digits
    expect(isCreditCode('')).toBe(false);
    // Swapping two characters changes the check.
    expect(isCreditCode('91351000M000100Y43')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Y')).toBeNull();
  });

  it('the body schema upper-cases the code and names the field', () => {
    const body = { companyName: '厦门测试科技有限公司', creditCode: '91350100m000100y43', legalRepresentative: '张三', licenceImage: UPLOAD(1) };
    expect(companyVerifyBody.parse(body).creditCode).toBe('91350100M000100Y43');
    expect(companyVerifyBody.safeParse({ ...body, creditCode: '91350100M000100Y44' }).success).toBe(false);
    expect(companyVerifyBody.safeParse({ ...body, licenceImage: 'https://evil.example/x.png' }).success).toBe(false);
  });
});

describe.each(DRIVERS)('company verification on %s', (driver) => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof userAs>>;
  const db = () => t.handle.db;
  const body = (over: Record<string, unknown> = {}) => ({
    companyName: '深圳市测试存储科技有限公司',
    creditCode: freshCode(),
    legalRepresentative: '李四',
    licenceImage: UPLOAD(7),
    ...over,
  });
  const audits = async (action: string) => (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    op = await userAs(t.app, 'operator');
  });
  afterAll(() => t.close());

  it('submit → my state → queue → approve; one pending per user; reject → resubmit; audited', async () => {
    const u = await userAs(t.app, 'verified');
    expect((await u.api.get('/company/verify/my')).body.data).toBeNull();
    const b = body();
    const res = await u.api.post('/company/verify', b);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(CompanyMsg.submitOk);
    const a = companyVerificationReply.parse(res.body).data;
    expect(a).toMatchObject({ userId: u.user.id, creditCode: b.creditCode, status: CompanyVerifyStatus.UnderReview, statusText: '审核中', reason: null });

    // One pending application per user.
    const again = await u.api.post('/company/verify', body());
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(CompanyMsg.pending);

    // The queue (status filter, paged).
    const q = companyVerifyListReply.parse((await op.api.get('/admin/companyVerify', { status: 0, pageSize: 50 })).body);
    expect(q.rows.some((r) => r.id === a.id)).toBe(true);
    expect(q.rows.every((r) => r.status === 0)).toBe(true);

    // Reject with a reason; the user sees it and submits again.
    const rej = await op.api.post(`/admin/companyVerify/${a.id}/reject`, { reason: '营业执照不清晰' });
    expect(rej.status).toBe(200);
    expect(rej.body.data).toMatchObject({ status: CompanyVerifyStatus.Rejected, reason: '营业执照不清晰' });
    expect((await u.api.get('/company/verify/my')).body.data).toMatchObject({ id: a.id, status: 2, statusText: '已驳回', reason: '营业执照不清晰' });
    // Reviewing it again: 409.
    const twice = await op.api.post(`/admin/companyVerify/${a.id}/approve`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(CompanyMsg.wrongStatus('已驳回'));

    const re = await u.api.post('/company/verify', body({ companyName: '深圳市测试存储科技有限公司二' }));
    expect(re.status).toBe(200);
    const before = await audits('companyVerify.approve');
    const ok = await op.api.post(`/admin/companyVerify/${re.body.data.id}/approve`);
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe(CompanyMsg.approveOk);
    expect(ok.body.data).toMatchObject({ status: CompanyVerifyStatus.Approved, statusText: '已认证' });
    expect(await audits('companyVerify.approve')).toBe(before + 1);
    expect(await audits('companyVerify.reject')).toBeGreaterThanOrEqual(1);
    const [row] = await db().select({ v: users.verifiedCompany }).from(users).where(eq(users.id, u.user.id));
    expect(row!.v).toBe('深圳市测试存储科技有限公司二');
    // Verified: no new application until an operator revokes.
    const more = await u.api.post('/company/verify', body());
    expect(more.status).toBe(409);
    expect(more.body.msg).toBe(CompanyMsg.alreadyVerified);
  });

  it('refusals: 401 logged out, 403 for non-operators, bad input 400, a verified code taken by another account 409; nothing written', async () => {
    const anon = await injectAs(t.app);
    const u = await userAs(t.app, 'verified');
    const other = await userAs(t.app, 'verified');
    const neg = await userAs(t.app, 'negotiator');
    expect((await anon.post('/company/verify', body())).status).toBe(401);
    expect((await anon.get('/company/verify/my')).status).toBe(401);
    const mine = (await u.api.post('/company/verify', body())).body.data;
    const n = (await db().select({ n: count() }).from(auditLog))[0]!.n;
    for (const who of [u.api, other.api, neg.api]) {
      for (const [method, path, b] of [
        ['GET', '/admin/companyVerify', undefined],
        ['POST', `/admin/companyVerify/${mine.id}/approve`, undefined],
        ['POST', `/admin/companyVerify/${mine.id}/reject`, { reason: '测试原因' }],
        ['POST', `/admin/companyVerify/${mine.id}/revoke`, { reason: '测试原因' }],
      ] as const) {
        const res = method === 'GET' ? await who.get(path) : await who.post(path, b);
        expect(res.status, path).toBe(403);
        expect(res.body.msg).toBe(AuthMsg.forbidden);
      }
    }
    for (const path of ['/admin/companyVerify', `/admin/companyVerify/${mine.id}/approve`]) {
      const res = path.endsWith('approve') ? await anon.post(path) : await anon.get(path);
      expect(res.status).toBe(401);
    }
    // Another user's application is not his: his own state is his own (null), and he cannot act on it.
    expect((await other.api.get('/company/verify/my')).body.data).toBeNull();
    expect((await db().select().from(companyVerifications).where(eq(companyVerifications.id, mine.id)))[0]!.status).toBe(0);
    expect((await db().select({ n: count() }).from(auditLog))[0]!.n).toBe(n);

    // Bad input: wrong check character, not our upload, control characters.
    for (const bad of [{ creditCode: '91350100M000100Y44' }, { licenceImage: 'http://x.example/a.png' }, { companyName: '公司\u0000名' }, { legalRepresentative: '' }]) {
      const res = await other.api.post('/company/verify', body(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    // 404 and a bad id.
    expect((await op.api.post('/admin/companyVerify/999999/approve')).status).toBe(404);
    expect((await op.api.post('/admin/companyVerify/0/approve')).status).toBe(400);
    expect((await op.api.post(`/admin/companyVerify/${mine.id}/reject`, { reason: 'x' })).status).toBe(400);

    // A credit code verified for one account is refused for another (at submit; and at approval for a race).
    const code = freshCode();
    const first = (await other.api.post('/company/verify', body({ creditCode: code }))).body.data;
    const third = await userAs(t.app, 'verified');
    const raced = (await third.api.post('/company/verify', body({ creditCode: code }))).body.data;
    expect((await op.api.post(`/admin/companyVerify/${first.id}/approve`)).status).toBe(200);
    const lost = await op.api.post(`/admin/companyVerify/${raced.id}/approve`);
    expect(lost.status).toBe(409);
    expect(lost.body.msg).toBe(CompanyMsg.codeTaken);
    const fourth = await userAs(t.app, 'verified');
    const taken = await fourth.api.post('/company/verify', body({ creditCode: code }));
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(CompanyMsg.codeTaken);
  });

  it('the seed: 王强 verified (his goods carry the block), 刘洋 waiting in the demo operator queue', async () => {
    const demo = await injectAs(t.app, DEMO_OPERATOR_MOBILE);
    const q = companyVerifyListReply.parse((await demo.get('/admin/companyVerify', { status: 0 })).body);
    expect(q.rows.some((r) => r.companyName === '深圳宏芯电子有限公司' && isCreditCode(r.creditCode))).toBe(true);
    const [wang] = await db().select({ id: users.id }).from(users).where(eq(users.mobile, '13800000000'));
    const [g] = await db().select({ id: goods.id }).from(goods).where(and(eq(goods.ownerId, wang!.id), eq(goods.status, 0))).limit(1);
    const d = goodsDetailReply.parse((await (await injectAs(t.app)).get('/goods/detail', { goodsId: g!.id })).body).data;
    expect(d.company).toMatchObject({ verified: true, name: '深圳市华强芯城贸易有限公司' });
  });

  it('two concurrent reviews of one application: one wins', async () => {
    const u = await userAs(t.app, 'verified');
    const a = (await u.api.post('/company/verify', body())).body.data;
    const rs = await Promise.all([op.api.post(`/admin/companyVerify/${a.id}/approve`), op.api.post(`/admin/companyVerify/${a.id}/reject`, { reason: '重复审核' })]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('the company block on goods list (cached), detail, recommended and lead records after approval; gone after revoke', async () => {
    const u = await userAs(t.app, 'verified');
    const buyer = await userAs(t.app, 'verified');
    const g = await createGoods(db(), u.user.id, { goodsModel: 'CMPNY-TEST-1' });
    const lead = await createLead(db(), u.user.id);
    // One completed order as seller, rated 4 and 5 by buyers; an open one that does not count.
    const { order: o1 } = await createOrder(db(), { buyerId: buyer.user.id, sellerId: u.user.id, status: OrderStatus.Completed });
    const { order: o2 } = await createOrder(db(), { buyerId: u.user.id, sellerId: buyer.user.id, status: OrderStatus.Completed });
    await createOrder(db(), { buyerId: buyer.user.id, sellerId: u.user.id, status: OrderStatus.AwaitingShipment });
    await db().insert(orderRatings).values([
      { orderId: o1.id, raterId: buyer.user.id, raterRole: 'buyer', target: 'order', rateeId: u.user.id, stars: 4, tags: [] },
      { orderId: o2.id, raterId: buyer.user.id, raterRole: 'seller', target: 'order', rateeId: u.user.id, stars: 5, tags: [] },
    ]);
    const anon = await injectAs(t.app);
    const listed = async () => goodsListReply.parse((await anon.get('/goods/list', { pageNum: 1, pageSize: 20 })).body).data.records.find((r) => r.id === g.id);

    // Not verified: no block anywhere (and the list is now cached).
    expect((await listed())!.company).toBeUndefined();
    expect(goodsDetailReply.parse((await anon.get('/goods/detail', { goodsId: g.id })).body).data.company).toBeUndefined();
    expect(clueRecordReply.parse((await anon.get(`/clue/${lead.id}`)).body).data.company).toBeUndefined();

    const a = (await u.api.post('/company/verify', body({ companyName: '上海认证存储有限公司' }))).body.data;
    // Pending: still none.
    expect((await listed())!.company).toBeUndefined();
    await op.api.post(`/admin/companyVerify/${a.id}/approve`);

    const expected = { verified: true, name: '上海认证存储有限公司', yearsOnPlatform: 0, completedOrders: 2, rating: 4.5 };
    // The cached list was dropped by the approval.
    expect((await listed())!.company).toEqual(expected);
    const detail = goodsDetailReply.parse((await anon.get('/goods/detail', { goodsId: g.id })).body).data;
    expect(detail.company).toEqual(expected);
    // Only the public fields: no credit code or legal representative anywhere in the public replies.
    const text = JSON.stringify((await anon.get('/goods/detail', { goodsId: g.id })).body) + JSON.stringify((await anon.get('/goods/list', { pageSize: 20 })).body);
    expect(text).not.toContain(a.creditCode);
    expect(text).not.toContain('李四');
    expect(clueRecordReply.parse((await anon.get(`/clue/${lead.id}`)).body).data.company).toEqual(expected);
    const mineList = myClueListReply.parse((await u.api.get('/clue/myClueList', { pageNum: 1, pageSize: 10 })).body);
    expect(mineList.rows.find((r) => r.id === lead.id)!.company).toEqual(expected);
    // Other owners' cards stay without a block.
    const others = goodsListReply.parse((await anon.get('/goods/list', { pageSize: 20 })).body).data.records.filter((r) => r.id !== g.id);
    expect(others.every((r) => r.company === undefined || r.company.name !== expected.name)).toBe(true);

    // Years on the platform come from the account's age.
    await db().update(users).set({ createdAt: new Date(t.app.clock.now() - 3.2 * 365.25 * 86400_000) }).where(eq(users.id, u.user.id));
    expect(goodsDetailReply.parse((await anon.get('/goods/detail', { goodsId: g.id })).body).data.company!.yearsOnPlatform).toBe(3);

    // Revoked: the block is gone from the cached list, the detail and the lead.
    const rv = await op.api.post(`/admin/companyVerify/${a.id}/revoke`, { reason: '营业执照已注销' });
    expect(rv.status).toBe(200);
    expect(rv.body.data).toMatchObject({ status: CompanyVerifyStatus.Revoked, statusText: '已撤销', reason: '营业执照已注销' });
    expect(await audits('companyVerify.revoke')).toBeGreaterThanOrEqual(1);
    expect((await listed())!.company).toBeUndefined();
    expect(goodsDetailReply.parse((await anon.get('/goods/detail', { goodsId: g.id })).body).data.company).toBeUndefined();
    expect(clueRecordReply.parse((await anon.get(`/clue/${lead.id}`)).body).data.company).toBeUndefined();
    // A revoked application cannot be revoked again; the user may submit anew.
    expect((await op.api.post(`/admin/companyVerify/${a.id}/revoke`, { reason: '再次撤销' })).status).toBe(409);
    expect((await u.api.post('/company/verify', body())).status).toBe(200);
  });
});
