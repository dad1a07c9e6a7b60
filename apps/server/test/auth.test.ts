import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthLimits } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { loginReply, outboxReply, userBalanceReply, userInfoReply, wxmpStatusReply } from '@mts/shared/schemas';
import { ManualClock } from '../src/lib/clock.ts';
import {
  buildTestApp,
  call,
  cleanupRedisPrefix,
  cleanupTestDatabases,
  DRIVERS,
  loginAs,
  nextIp,
  STORES,
  storeConfig,
  type TestApp,
} from './helper.ts';

afterAll(cleanupTestDatabases);

const DAY = 86_400_000;
const cases = DRIVERS.flatMap((driver) => STORES.map((store) => [driver, store] as const));

describe.each(cases)('login and sessions on %s with the %s store', (driver, store) => {
  let t: TestApp;
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 2, 0, 0));
  const config = storeConfig(store, 'auth');
  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, config });
  });
  afterAll(async () => {
    await t.close();
    await cleanupRedisPrefix(config.redisPrefix);
  });
  const post = (path: string, body?: unknown, headers?: Record<string, string>, ip?: string) => call(t.app, 'POST', path, { body, headers, ip });
  const get = (path: string, headers?: Record<string, string>) => call(t.app, 'GET', path, { headers });

  it('sends a 4-digit code to the outbox and logs in, registering a new mobile', async () => {
    const mobile = '13912345678';
    const sent = await post('/sms/getMobileVerificationCode', { mobile }, undefined, nextIp());
    expect(sent).toMatchObject({ status: 200, body: { code: 200, msg: Msg.smsSent } });
    const outbox = outboxReply.parse((await get('/dev/outbox')).body).data;
    expect(outbox.sms[0]).toMatchObject({ mobile, code: expect.stringMatching(/^\d{4}$/) });
    const res = await post('/login', { mobile, smsCode: outbox.sms[0]!.code }, { platform: 'H5' });
    expect(res.status).toBe(200);
    const data = loginReply.parse(res.body).data;
    expect(data).toMatchObject({ mobile, businessType: 0, shopStatus: null, userType: '普通用户', nick_name: '用户5678', goodlevel: 1, authnStatus: 0 });
    expect(data.avatar).toMatch(/^\/static\//);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await get('/user/getUserInfo', { authorization: data.token });
    expect(userInfoReply.parse(info.body).data.userInfo).toMatchObject({ userId: data.userId, mobile, businessType: 0 });
    expect(info.body.data.userInfo).not.toHaveProperty('token');
    // Bearer prefix works too.
    expect((await get('/user/getUserInfo', { authorization: `Bearer ${data.token}` })).status).toBe(200);

    const balance = userBalanceReply.parse((await get('/user/getUserBalance', { authorization: data.token })).body).data;
    expect(balance).toMatchObject({ totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0, jf: 1000, jb: 1000 });
    // Issue 11: both currencies listed, empty.
    expect(balance.accounts.map((a) => a.totalBalance)).toEqual([0, 0]);
    const rewards = await get('/user/getMyRewardList?pageNum=1&pageSize=10', { authorization: data.token });
    expect(rewards.body.total).toBe(2);
    expect(rewards.body.rows.map((r: { kind: string; amount: number }) => [r.kind, r.amount]).sort()).toEqual([
      ['jb', 1000],
      ['jf', 1000],
    ]);
  });

  it('logs an existing user in without registering again', async () => {
    const a = await loginAs(t.app, '13800000010');
    expect(a.body.data).toMatchObject({ businessType: 10, userType: '谈判人', nick_name: '李娜', shopStatus: 1 });
    clock.advance(AuthLimits.smsCooldownS * 1000);
    const b = await loginAs(t.app, '13800000010');
    expect(b.userId).toBe(a.userId);
    expect(b.token).not.toBe(a.token);
  });

  it('answers 401 身份验证失败，请重新登录 without a token, with a bad one, after logout and after expiry', async () => {
    for (const path of ['/user/getUserInfo', '/user/getUserBalance', '/user/getMyRewardList']) {
      expect(await get(path)).toMatchObject({ status: 401, body: { code: 401, msg: Msg.unauthorized, data: null } });
      expect((await get(path, { authorization: 'not-a-token' })).status).toBe(401);
      expect((await get(path, { authorization: 'A'.repeat(43) })).status).toBe(401);
    }
    const s = await loginAs(t.app, '13700000001');
    expect((await get('/user/getUserInfo', s.headers)).status).toBe(200);
    expect((await post('/logout', undefined, s.headers)).body).toMatchObject({ code: 200 });
    expect((await get('/user/getUserInfo', s.headers)).status).toBe(401);

    const e = await loginAs(t.app, '13700000002');
    clock.advance(AuthLimits.sessionTtlDays * DAY + 1000);
    expect((await get('/user/getUserInfo', e.headers)).body).toMatchObject({ code: 401, msg: Msg.unauthorized });
  });

  it('renews a session when less than half its life is left, once', async () => {
    const s = await loginAs(t.app, '13700000003');
    const { sessions } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const { hashToken } = await import('../src/modules/auth/sessions.ts');
    const expiry = async () => (await t.app.db.select({ e: sessions.expiresAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(s.token))))[0]!.e.getTime();
    const first = await expiry();
    clock.advance(10 * DAY);
    await get('/user/getUserInfo', s.headers);
    expect(await expiry()).toBe(first); // more than half left: no write
    clock.advance(10 * DAY);
    await get('/user/getUserInfo', s.headers);
    const renewed = await expiry();
    expect(renewed).toBe(clock.now() + AuthLimits.sessionTtlDays * DAY);
    clock.advance(20 * DAY); // past the first expiry, still alive thanks to the renewal
    expect((await get('/user/getUserInfo', s.headers)).status).toBe(200);
  });

  it('logs the desktop in by QR: waiting → scanned → confirmed, the token handed out once to its uuid', async () => {
    const uuid = 'desk-uuid-0001';
    const created = await post('/getWxmpCode', { uuid }, { platform: 'PC' });
    expect(created.body.code).toBe(200);
    const { url, ticket } = JSON.parse(created.body.msg) as { url: string; ticket: string };
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/qrLogin\?ticket=/);
    expect(url.endsWith(`ticket=${ticket}`)).toBe(true);
    const status = async (u = uuid) => post('/selectWxmpLoginStatus', { uuid: u, ticket });
    expect(wxmpStatusReply.parse((await status()).body).data).toEqual({ status: 'waiting' });

    const info = await get(`/qrLogin/info?ticket=${ticket}`);
    expect(info.body.data).toMatchObject({ status: 'scanned', platform: 'PC' });
    expect((await status()).body.data).toEqual({ status: 'scanned' });
    expect(await status('someone-else-uuid')).toMatchObject({ status: 400, body: { msg: AuthMsg.qrInvalid } });

    expect((await post('/qrLogin/confirm', { ticket })).status).toBe(401);
    const phone = await loginAs(t.app, '13800000000');
    expect((await post('/qrLogin/confirm', { ticket }, phone.headers)).body).toMatchObject({ code: 200, msg: AuthMsg.qrConfirmed });
    expect((await status('someone-else-uuid')).status).toBe(400);
    const done = wxmpStatusReply.parse((await status()).body).data;
    expect(done.status).toBe('confirmed');
    expect(done.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.token).not.toBe(phone.token);
    expect(done.userInfo).toMatchObject({ userId: phone.userId, mobile: '13800000000' });
    // Spent: no second token.
    expect((await status()).body.data).toEqual({ status: 'expired' });
    expect((await post('/qrLogin/confirm', { ticket }, phone.headers)).status).toBe(400);
    const desk = await get('/user/getUserInfo', { authorization: done.token!, platform: 'PC' });
    expect(desk.body.data.userInfo.userId).toBe(phone.userId);
  });

  it('expires a QR ticket after 300000 ms', async () => {
    const uuid = 'desk-uuid-0002';
    const { ticket } = JSON.parse((await post('/getWxmpCode', { uuid })).body.msg) as { ticket: string };
    clock.advance(AuthLimits.qrTicketTtlMs - 1);
    expect((await post('/selectWxmpLoginStatus', { uuid, ticket })).body.data.status).toBe('waiting');
    clock.advance(1);
    expect((await post('/selectWxmpLoginStatus', { uuid, ticket })).body.data.status).toBe('expired');
    expect((await get(`/qrLogin/info?ticket=${ticket}`)).body.data.status).toBe('expired');
    const phone = await loginAs(t.app, '13800000001');
    expect((await post('/qrLogin/confirm', { ticket }, phone.headers)).body).toMatchObject({ code: 400, msg: AuthMsg.qrInvalid });
    expect((await get('/qrLogin/info?ticket=unknown-ticket-123')).body).toMatchObject({ code: 400, msg: AuthMsg.qrInvalid });
  });

  it('logs in with WeChat through the dev provider and binds a mobile', async () => {
    const wx = await post('/wxLogin', { jsCode: 'dev:alice' });
    expect(wx.body.code).toBe(200);
    expect(wx.body.data).toMatchObject({ mobile: '', businessType: 0 });
    const again = await post('/wxLogin', { jsCode: 'dev:alice' });
    expect(again.body.data.userId).toBe(wx.body.data.userId);
    expect((await post('/wxLogin', { jsCode: 'garbage' })).body).toMatchObject({ code: 400, msg: AuthMsg.wxLoginFailed });

    const headers = { authorization: wx.body.data.token as string };
    const mobile = '13600000001';
    await post('/sms/getMobileVerificationCode', { mobile }, undefined, nextIp());
    const code = (await get('/dev/outbox')).body.data.sms[0].code as string;
    expect((await post('/user/bindMobile', { mobile, code: code === '0000' ? '0001' : '0000' }, headers)).body.msg).toBe(Msg.badSmsCode);
    expect((await post('/user/bindMobile', { mobile, code }, headers)).body).toMatchObject({ code: 200, msg: Msg.bindOk });
    expect((await get('/user/getUserInfo', headers)).body.data.userInfo.mobile).toBe(mobile);

    // A mobile that belongs to another account is refused.
    const bob = await post('/wxLogin', { jsCode: 'dev:bob' });
    clock.advance(AuthLimits.smsCooldownS * 1000);
    await post('/sms/getMobileVerificationCode', { mobile: '13800000000' }, undefined, nextIp());
    const code2 = (await get('/dev/outbox')).body.data.sms[0].code as string;
    expect((await post('/user/bindMobile', { mobile: '13800000000', code: code2 }, { authorization: bob.body.data.token })).body.msg).toBe(AuthMsg.mobileTaken);
  });

  it('shows a card by mobile, masked, to logged-in users only, 30 look-ups a minute per user', async () => {
    expect(await get('/user/getUserBaseInfo?mobile=13800000010')).toMatchObject({ status: 401, body: { code: 401, msg: Msg.unauthorized, data: null } });
    const [a, b] = [await loginAs(t.app, '13955500001', { ip: nextIp() }), await loginAs(t.app, '13955500002', { ip: nextIp() })];
    const res = await get('/user/getUserBaseInfo?mobile=13800000010', a.headers);
    expect(res.body.data).toEqual({ userId: expect.any(Number), nick_name: '李娜', avatar: expect.any(String), mobile: '138****0010', userType: '谈判人', businessType: 10, goodlevel: 4 });
    expect((await get('/user/getUserBaseInfo?mobile=13811112222', a.headers)).status).toBe(404);
    expect((await get('/user/getUserBaseInfo?mobile=123', a.headers)).body.msg).toMatch(/请输入正确的手机号/);
    // Two look-ups so far (the malformed one is refused by validation, before the limit counts it).
    for (let i = 2; i < 30; i++) expect((await get(`/user/getUserBaseInfo?mobile=139000${String(i).padStart(5, '0')}`, a.headers)).status).not.toBe(429);
    expect(await get('/user/getUserBaseInfo?mobile=13800000010', a.headers)).toMatchObject({ status: 429, body: { code: 429, msg: Msg.tooManyRequests, data: null } });
    expect((await get('/user/getUserBaseInfo?mobile=13800000010', b.headers)).status).toBe(200);
  });
});
