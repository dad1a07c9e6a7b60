import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Msg } from '@mts/shared/messages';
import { buildApp } from '../src/app.ts';
import { loadConfig, type SmsConfig } from '../src/config.ts';
import { AliyunSmsProvider } from '../src/providers/sms.ts';
import { buildTestApp, call, cleanupRedisPrefix, cleanupTestDatabases, nextIp, openTestDb, storeConfig, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

/**
 * Aliyun's RPC signature (version 1.0, HMAC-SHA1) re-implemented here from the documentation, not
 * imported from the provider: RFC 3986 encoding (only A-Z a-z 0-9 - _ . ~ unescaped, space as %20),
 * parameters sorted by name, StringToSign = GET&%2F&encode(canonical query), key = secret + '&'.
 */
function rfc3986(s: string): string {
  return [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}
function expectedSignature(params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`GET&${rfc3986('/')}&${rfc3986(canonical)}`).digest('base64');
}

const SECRET = 'testsecret';
const ALIYUN = (endpoint: string): Extract<SmsConfig, { provider: 'aliyun' }> => ({
  provider: 'aliyun',
  accessKeyId: 'testid',
  accessKeySecret: SECRET,
  signName: '阿里云短信测试',
  templateCode: 'SMS_154950909',
  endpoint,
});

describe('Aliyun SMS provider against a local fake dysmsapi', () => {
  let server: Server;
  let endpoint: string;
  const received: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams;
      received.push(q);
      const ok = req.method === 'GET' && q.get('Signature') === expectedSignature(q, SECRET) && q.get('Action') === 'SendSms';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ok ? { Code: 'OK', Message: 'OK', RequestId: 'r1', BizId: 'b1' } : { Code: 'SignatureDoesNotMatch', Message: 'bad signature', RequestId: 'r2' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // Seed the file's database template here, under the hook timeout.
    await (await openTestDb('pglite')).close();
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends a correctly signed SendSms request', async () => {
    const provider = new AliyunSmsProvider(ALIYUN(endpoint), () => Date.UTC(2026, 5, 1, 2, 0, 0));
    await provider.sendCode('13812345678', '0427');
    const q = received.at(-1)!;
    expect(Object.fromEntries(q)).toMatchObject({
      AccessKeyId: 'testid',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13812345678',
      SignName: '阿里云短信测试',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_154950909',
      TemplateParam: '{"code":"0427"}',
      Timestamp: '2026-06-01T02:00:00Z',
      Version: '2017-05-25',
    });
    expect(q.get('SignatureNonce')).toBeTruthy();
  });

  it('fails loudly when the service refuses (wrong secret)', async () => {
    const provider = new AliyunSmsProvider({ ...ALIYUN(endpoint), accessKeySecret: 'wrong' });
    await expect(provider.sendCode('13812345678', '1234')).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('in production: no outbox route, codes go through the real provider, no dev WeChat login', async () => {
    const handle = await openTestDb('pglite');
    const app = await buildApp({ db: handle, config: { production: true, sms: ALIYUN(endpoint), idHashKey: 'k'.repeat(32), webDist: '/nonexistent', redisUrl: null } });
    try {
      expect((await call(app, 'GET', '/dev/outbox')).body).toMatchObject({ code: 404 });
      const before = received.length;
      const sent = await call(app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile: '13812345678' }, ip: nextIp() });
      expect(sent.body).toMatchObject({ code: 200, msg: Msg.smsSent });
      expect(received.length).toBe(before + 1);
      expect((await call(app, 'POST', '/wxLogin', { body: { jsCode: 'dev:alice' } })).body.code).toBe(400);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('a failed delivery is reported and leaves no usable code', async () => {
    const handle = await openTestDb('pglite');
    const app = await buildApp({ db: handle, config: { sms: { ...ALIYUN(endpoint), accessKeySecret: 'wrong' }, webDist: '/nonexistent', redisUrl: null } });
    try {
      const sent = await call(app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile: '13812345678' }, ip: nextIp() });
      expect(sent.body.code).toBe(500);
      expect((await call(app, 'GET', '/dev/outbox')).body.data.sms).toHaveLength(0);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('production start', () => {
  it('keeps the spec SMS limits in production whatever the relaxing variables say', () => {
    const relax = { SMS_COOLDOWN_S: '0', SMS_HOURLY_PER_IP: '1000', SMS_DAILY_PER_MOBILE: '1000' };
    expect(loadConfig({ ...relax, NODE_ENV: 'production' }).smsLimits).toMatchObject({ cooldownMs: 60_000, hourlyPerIp: 20, dailyPerMobile: 10 });
    expect(loadConfig({ ...relax, NODE_ENV: 'test' }).smsLimits).toMatchObject({ cooldownMs: 0, hourlyPerIp: 1000, dailyPerMobile: 1000 });
    expect(loadConfig({}).smsLimits).toMatchObject({ cooldownMs: 60_000, hourlyPerIp: 20, dailyPerMobile: 10, captchaAfterMobileSends: 3, captchaAfterIpSends: 15 });
  });

  it('refuses to start without a real SMS provider or the ID hash key', async () => {
    await expect(buildApp({ config: { production: true, sms: { provider: 'dev' }, databaseUrl: 'memory://' } })).rejects.toThrow(/SMS provider/);
    await expect(buildApp({ config: { production: true, sms: ALIYUN('http://127.0.0.1:9/'), databaseUrl: 'memory://' } })).rejects.toThrow(/ID_HASH_KEY/);
  });
});

describe('dev log line', () => {
  it('logs the code with the mobile masked, and never the token', async () => {
    const lines: string[] = [];
    const stream = { write: (l: string) => lines.push(l) };
    const t = await buildTestApp({ logger: { level: 'info', stream }, config: { redisUrl: null } });
    try {
      await call(t.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile: '13812345678' }, ip: nextIp() });
      const code = (await call(t.app, 'GET', '/dev/outbox')).body.data.sms[0].code as string;
      expect(lines.some((l) => l.includes(`SMS code for 138****5678: ${code}`))).toBe(true);
      const login = await call(t.app, 'POST', '/login', { body: { mobile: '13812345678', smsCode: code } });
      const token = login.body.data.token as string;
      await call(t.app, 'GET', '/user/getUserInfo', { headers: { authorization: token } });
      expect(lines.some((l) => l.includes(token))).toBe(false);
      expect(lines.some((l) => l.includes('13812345678'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const config = storeConfig('redis', 'providers');
  beforeAll(async () => {
    a = await buildTestApp({ config });
    b = await buildTestApp({ config });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await cleanupRedisPrefix(config.redisPrefix);
  });

  it('share SMS codes, cooldowns and QR tickets', async () => {
    const mobile = '13812340001';
    await call(a.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile }, ip: nextIp() });
    expect((await call(b.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile }, ip: nextIp() })).body.code).toBe(429);
    const code = (await call(a.app, 'GET', '/dev/outbox')).body.data.sms[0].code as string;
    const login = await call(b.app, 'POST', '/login', { body: { mobile, smsCode: code } });
    expect(login.body.code).toBe(200);
    const { ticket } = JSON.parse((await call(a.app, 'POST', '/getWxmpCode', { body: { uuid: 'shared-uuid-1' } })).body.msg) as { ticket: string };
    expect((await call(b.app, 'GET', `/qrLogin/info?ticket=${ticket}`)).body.data.status).toBe('scanned');
  });

  it('fan out content-cache invalidation', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await b.app.cache.get('banner:test', load)).toBe(1);
    expect(await b.app.cache.get('banner:test', load)).toBe(1);
    a.app.cache.invalidate('banner:');
    await expect.poll(async () => b.app.cache.get('banner:test', load), { timeout: 2000, interval: 20 }).toBe(2);
  });
});

