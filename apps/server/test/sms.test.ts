import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthLimits, CAPTCHA_REQUIRED_CODE, TOO_MANY_CODE } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { captchaReply } from '@mts/shared/schemas';
import { ManualClock } from '../src/lib/clock.ts';
import { drawCaptcha } from '../src/modules/auth/captcha-image.ts';
import { buildTestApp, call, cleanupRedisPrefix, cleanupTestDatabases, DRIVERS, nextIp, STORES, storeConfig, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const MIN = 60_000;
const HOUR = 60 * MIN;
// SMS rules live in the store, not the database: one driver is enough, every store is tried.
const cases = STORES.map((store) => [DRIVERS[0]!, store] as const);

describe.each(cases)('SMS codes and captcha on %s with the %s store', (driver, store) => {
  let t: TestApp;
  // 10:00 China time, so an hour or two later is still the same day.
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 2, 0, 0));
  const config = storeConfig(store, 'sms');
  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, config });
  });
  afterAll(async () => {
    await t.close();
    await cleanupRedisPrefix(config.redisPrefix);
  });

  const send = (mobile: string, ip = nextIp(), extra: Record<string, string> = {}) => call(t.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile, ...extra }, ip });
  const login = (mobile: string, smsCode: string) => call(t.app, 'POST', '/login', { body: { mobile, smsCode } });
  const outbox = async () => (await call(t.app, 'GET', '/dev/outbox')).body.data as { sms: { mobile: string; code: string }[]; captcha: { key: string; answer: string }[] };
  const lastCode = async (mobile: string) => (await outbox()).sms.find((s) => s.mobile === mobile)!.code;
  const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

  it('validates the mobile with the spec text', async () => {
    for (const mobile of ['12345678901', '1381234567', '23812345678', 'abc']) {
      expect((await send(mobile)).body).toMatchObject({ code: 400, msg: Msg.badMobile });
    }
    expect((await login('13812345678', '12a4')).body.msg).toBe(Msg.badSmsCode);
  });

  it('allows one send per mobile per 60 s (clock-driven, no sleeping)', async () => {
    const mobile = '13500000001';
    expect((await send(mobile)).status).toBe(200);
    clock.advance(59_999);
    expect(await send(mobile)).toMatchObject({ status: TOO_MANY_CODE, body: { code: TOO_MANY_CODE, msg: AuthMsg.smsCooldown, data: null } });
    clock.advance(1);
    expect((await send(mobile)).status).toBe(200);
  });

  it('codes are single use', async () => {
    const mobile = '13500000002';
    await send(mobile);
    const code = await lastCode(mobile);
    expect((await login(mobile, code)).body.code).toBe(200);
    expect((await login(mobile, code)).body).toMatchObject({ code: 400, msg: Msg.badSmsCode });
  });

  it('codes expire after 5 minutes', async () => {
    const mobile = '13500000003';
    await send(mobile);
    const code = await lastCode(mobile);
    clock.advance(AuthLimits.smsCodeTtlS * 1000);
    expect((await login(mobile, code)).body).toMatchObject({ code: 400, msg: Msg.badSmsCode });
  });

  it('a wrong code counts a try; the fifth wrong try kills the code', async () => {
    const mobile = '13500000004';
    await send(mobile);
    const code = await lastCode(mobile);
    for (let i = 1; i < AuthLimits.smsMaxTries; i++) expect((await login(mobile, wrong(code))).body).toMatchObject({ code: 400, msg: Msg.badSmsCode });
    expect((await login(mobile, wrong(code))).body.msg).toBe(AuthMsg.codeLocked);
    expect((await login(mobile, code)).body).toMatchObject({ code: 400, msg: Msg.badSmsCode });
    // A new code starts with fresh tries.
    clock.advance(MIN);
    await send(mobile);
    const fresh = await lastCode(mobile);
    expect((await login(mobile, wrong(fresh))).body.msg).toBe(Msg.badSmsCode);
    expect((await login(mobile, fresh)).body.code).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    const mobile = '13500000005';
    await send(mobile);
    const old = await lastCode(mobile);
    clock.advance(MIN);
    await send(mobile);
    const now = await lastCode(mobile);
    if (old !== now) expect((await login(mobile, old)).body.msg).toBe(Msg.badSmsCode);
    expect((await login(mobile, now)).body.code).toBe(200);
  });

  it('asks for the image captcha once a mobile looks abusive, refuses a wrong one and accepts a right one', async () => {
    const mobile = '13500000006';
    for (let i = 0; i < 3; i++) {
      expect((await send(mobile)).status).toBe(200);
      clock.advance(MIN);
    }
    expect(await send(mobile)).toMatchObject({ status: CAPTCHA_REQUIRED_CODE, body: { code: CAPTCHA_REQUIRED_CODE, msg: AuthMsg.captchaRequired } });

    const cap = await call(t.app, 'GET', '/captcha/image');
    const { key, base64 } = captchaReply.parse(cap.body).data;
    expect(base64).toMatch(/^data:image\/png;base64,/);
    const answer = (await outbox()).captcha.find((c) => c.key === key)!.answer;
    expect(answer).toMatch(/^\d{4}$/);
    expect((await send(mobile, nextIp(), { captchaKey: key, captchaCode: wrong(answer) })).body).toMatchObject({ code: CAPTCHA_REQUIRED_CODE, msg: AuthMsg.captchaWrong });
    // Single use: even the right answer fails once the key was tried.
    expect((await send(mobile, nextIp(), { captchaKey: key, captchaCode: answer })).body.msg).toBe(AuthMsg.captchaWrong);

    const c2 = captchaReply.parse((await call(t.app, 'GET', '/captcha/image')).body).data;
    const a2 = (await outbox()).captcha.find((c) => c.key === c2.key)!.answer;
    expect((await send(mobile, nextIp(), { captchaKey: c2.key, captchaCode: a2 })).body).toMatchObject({ code: 200, msg: Msg.smsSent });

    // Captcha answers expire after 2 minutes.
    clock.advance(MIN);
    const c3 = captchaReply.parse((await call(t.app, 'GET', '/captcha/image')).body).data;
    const a3 = (await outbox()).captcha.find((c) => c.key === c3.key)!.answer;
    clock.advance(AuthLimits.captchaTtlS * 1000);
    expect((await send(mobile, nextIp(), { captchaKey: c3.key, captchaCode: a3 })).body.msg).toBe(AuthMsg.captchaWrong);
  });

  it('caps sends per mobile per day', async () => {
    const mobile = '13500000007';
    clock.advance(2 * HOUR); // a fresh hour
    let sent = 0;
    for (let i = 0; i < AuthLimits.smsDailyPerMobile; i++) {
      // Fresh hour each time so only the daily cap (and not the captcha rule) is tested.
      const r = await send(mobile);
      expect(r.body.code, `send ${i + 1}`).toBe(200);
      sent++;
      clock.advance(HOUR / 12 + 1);
      if (i % 2 === 1) clock.advance(HOUR);
    }
    expect(sent).toBe(AuthLimits.smsDailyPerMobile);
    const capped = await send(mobile);
    // The cap may land after midnight China time; then it is a new day and the send is allowed.
    if (new Date(clock.now() + 8 * HOUR).getUTCDate() === new Date(Date.UTC(2026, 5, 1, 2) + 8 * HOUR).getUTCDate()) {
      expect(capped.body).toMatchObject({ code: TOO_MANY_CODE, msg: AuthMsg.smsDailyCap });
    }
  });

  it('caps sends per IP per hour, asking for the captcha near the cap', async () => {
    clock.advance(HOUR);
    const ip = '192.0.2.77';
    let captchaAsked = false;
    for (let i = 0; i < AuthLimits.smsHourlyPerIp; i++) {
      let r = await send(`1370000${String(1000 + i)}`, ip);
      if (r.body.code === CAPTCHA_REQUIRED_CODE) {
        captchaAsked = true;
        const c = captchaReply.parse((await call(t.app, 'GET', '/captcha/image')).body).data;
        const a = (await outbox()).captcha.find((x) => x.key === c.key)!.answer;
        r = await send(`1370000${String(1000 + i)}`, ip, { captchaKey: c.key, captchaCode: a });
      }
      expect(r.body.code, `send ${i + 1}`).toBe(200);
    }
    expect(captchaAsked).toBe(true);
    expect((await send('13711112222', ip)).body).toMatchObject({ code: TOO_MANY_CODE, msg: Msg.tooManyRequests });
    // Another IP is not affected.
    expect((await send('13711112222')).body.code).toBe(200);
  });
});

describe('HTTP rate limits on login and captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { redisUrl: null, rateLimit: { loginPerMinute: 3, captchaPerMinute: 2, uploadPerMinute: 30, userLookupPerMinute: 30, aiChatPerMinute: 20 } } });
  });
  afterAll(() => t.close());

  it('answers 429 请求过于频繁，请稍后再试 in the envelope', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 2; i++) expect((await call(t.app, 'GET', '/captcha/image', { ip })).status).toBe(200);
    expect(await call(t.app, 'GET', '/captcha/image', { ip })).toMatchObject({ status: 429, body: { code: 429, msg: Msg.tooManyRequests, data: null } });
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', '/login', { ip, body: { mobile: '13812345678', smsCode: '1234' } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/login', { ip, body: { mobile: '13812345678', smsCode: '1234' } })).body).toMatchObject({ code: 429, msg: Msg.tooManyRequests });
  });
});

describe('captcha image', () => {
  it('is a PNG data URL whose bytes hold no answer text or SVG, and two draws of one answer differ', async () => {
    const t = await buildTestApp({ config: { redisUrl: null } });
    try {
      const { key, base64 } = captchaReply.parse((await call(t.app, 'GET', '/captcha/image')).body).data;
      expect(base64).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const bytes = Buffer.from(base64.slice(base64.indexOf(',') + 1), 'base64');
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const answer = (await call(t.app, 'GET', '/dev/outbox')).body.data.captcha.find((c: { key: string }) => c.key === key).answer as string;
      const latin1 = bytes.toString('latin1');
      expect(latin1).not.toContain(answer);
      expect(latin1).not.toMatch(/<svg|<text/i);
    } finally {
      await t.close();
    }
    const a = await drawCaptcha('4821');
    const b = await drawCaptcha('4821');
    expect(a).not.toBe(b);
  });
});
