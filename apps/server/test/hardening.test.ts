/**
 * Issue 8 hardening: out-of-range ids, control characters, framework errors in the envelope, security headers
 * and the client address behind a proxy. Every refusal is Chinese, in the envelope, and never a 500.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, TOO_MANY_CODE } from '@mts/shared/constants';
import { InputMsg, Msg } from '@mts/shared/messages';
import { isUploadUrl, MAX_ID } from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import { checkProductionConfig, loadConfig, parseTrustProxy } from '../src/config.ts';
import { goods, users } from '../src/db/schema/index.ts';
import { categoryId, createUser, validClue } from './factories.ts';
import { type ApiClient, buildTestApp, call, cleanupTestDatabases, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const TOO_BIG = String(MAX_ID + 1);

describe('ids, text and framework errors', () => {
  let t: TestApp;
  let owner: ApiClient;
  let operator: ApiClient;
  let anon: ApiClient;
  let ddr4: number;
  const form = (over: Record<string, unknown> = {}) => ({ ...validClue({ categoryId: ddr4 }), ...over });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await injectAs(t.app, (await createUser(t.handle.db, 'verified')).mobile);
    operator = await injectAs(t.app, (await createUser(t.handle.db, 'operator')).mobile);
    anon = await injectAs(t.app);
    ddr4 = await categoryId(t.handle.db);
  });
  afterAll(() => t.close());

  const refusedId = (field: string) => ({ status: 400, body: { code: 400, msg: `参数 ${field} 无效：${InputMsg.badId}`, data: null } });

  it('refuses ids beyond int4 (≥ 2^31) in paths, queries and bodies with 400 编号无效 naming the field', async () => {
    expect(await anon.get(`/clue/${TOO_BIG}`)).toMatchObject(refusedId('id'));
    expect(await anon.get(`/news/${TOO_BIG}`)).toMatchObject(refusedId('id'));
    expect(await anon.get('/goods/detail', { goodsId: TOO_BIG })).toMatchObject(refusedId('goodsId'));
    expect(await anon.get('/goods/list', { categoryId: TOO_BIG })).toMatchObject(refusedId('categoryId'));
    expect(await owner.post(`/goods/${TOO_BIG}/shelf`, { status: 1 })).toMatchObject(refusedId('id'));
    expect(await owner.post(`/clue/${TOO_BIG}/withdraw`)).toMatchObject(refusedId('id'));
    expect(await owner.put(`/clue/${TOO_BIG}`, form())).toMatchObject(refusedId('id'));
    expect(await operator.post(`/admin/shopApply/${TOO_BIG}/approve`, {})).toMatchObject(refusedId('id'));
    expect(await operator.post(`/admin/shopApply/${TOO_BIG}/reject`, { reason: '资料不全' })).toMatchObject(refusedId('id'));
    expect((await owner.post('/clue/publish', form({ categoryId: MAX_ID + 1 }))).status).toBe(400);
    expect((await anon.get('/goods/list', { pageNum: '1e300' })).status).toBe(400);
    // The largest id is valid and simply names no row.
    expect((await anon.get(`/clue/${MAX_ID}`)).status).toBe(404);
    expect((await anon.get('/goods/detail', { goodsId: MAX_ID })).status).toBe(404);
  });

  it('refuses control characters in any text field with 不能包含控制字符 naming the field; multi-line text keeps newlines', async () => {
    const refused = (field: string) => ({ status: 400, body: { code: 400, msg: `参数 ${field} 无效：${InputMsg.controlChars}`, data: null } });
    expect(await owner.post('/clue/publish', form({ goodsName: 'DDR4\u0000颗粒' }))).toMatchObject(refused('goodsName'));
    expect(await owner.post('/clue/publish', form({ dateCode: '24+\u0000' }))).toMatchObject({ status: 400 });
    expect(await owner.post('/clue/publish', form({ deliveryPlace: '深圳\u001b[31m' }))).toMatchObject(refused('deliveryPlace'));
    expect(await owner.post('/clue/publish', form({ remark: '第一行\u0000' }))).toMatchObject(refused('remark'));
    expect(await owner.post('/clue/publish', form({ goodsName: 'DDR4\n颗粒' }))).toMatchObject(refused('goodsName'));
    expect((await owner.post('/clue/publish', form({ remark: '第一行\n第二行\r\n\t缩进' }))).status).toBe(200);

    const apply = { companyName: '深圳\u0000存储', region: '深圳', experience: '十年存储芯片贸易经验，熟悉原厂渠道', contactName: '王先生', contactMobile: '13800138000' };
    expect(await owner.post('/shop/apply', apply)).toMatchObject(refused('companyName'));
    expect(await operator.post('/admin/shopApply/1/reject', { reason: '资料\u0000不全' })).toMatchObject(refused('reason'));
    expect(await anon.get('/banner/list', { pageId: 'home\u0000' })).toMatchObject(refused('pageId'));

    for (const p of ['/goods/list', '/goods/suggest', '/goods/type/search']) {
      expect(await anon.get(p, { keyword: 'DDR4\u0000' }), p).toMatchObject(refused('keyword'));
    }
    expect(await owner.get('/clue/myClueList', { keyword: '\u0000' })).toMatchObject(refused('keyword'));
    expect(await anon.get('/user/getUserBaseInfo', { mobile: '1380013800\u0000' })).not.toMatchObject({ status: 500 });
  });

  it('lists off-shelf goods (status=1) to their owner only; detail shows them to no one', async () => {
    const [off] = await t.handle.db
      .select({ id: goods.id, ownerId: goods.ownerId, mobile: users.mobile })
      .from(goods)
      .innerJoin(users, eq(users.id, goods.ownerId))
      .where(eq(goods.status, GoodsStatus.OffShelf))
      .limit(1);
    const ownerApi = await injectAs(t.app, off!.mobile!);
    const mine = await ownerApi.get('/goods/list', { status: 1, pageSize: 100 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.records.map((r: { id: number }) => r.id)).toContain(off!.id);
    const ownOff = await t.handle.db.select({ id: goods.id }).from(goods).where(and(eq(goods.status, GoodsStatus.OffShelf), eq(goods.ownerId, off!.ownerId!)));
    expect(mine.body.data.total).toBe(ownOff.length);
    expect((await anon.get('/goods/list', { status: 1 })).body.data).toMatchObject({ records: [], total: 0 });
    expect((await owner.get('/goods/list', { status: 1 })).body.data).toMatchObject({ records: [], total: 0 });
    expect((await ownerApi.get('/goods/detail', { goodsId: off!.id })).status).toBe(404);
    expect((await ownerApi.get('/goods/mySaleGoodsList', { pageSize: 100 })).body.rows.map((r: { id: number }) => r.id)).toContain(off!.id);
  });

  it('accepts only our own upload URLs as images: no https, no traversal, no /static, no query', async () => {
    const good = '/uploads/2026/0123456789abcdef0123456789abcdef.webp';
    expect(isUploadUrl(good)).toBe(true);
    expect(isUploadUrl('/uploads/2026/0123456789abcdef0123456789abcdef_t.webp')).toBe(true);
    for (const bad of [
      'https://evil.example/a.webp',
      '//evil.example/uploads/2026/0123456789abcdef0123456789abcdef.webp',
      '/uploads/../etc/passwd',
      '/uploads/2026/../../0123456789abcdef0123456789abcdef.webp',
      '/uploads/%2e%2e/0123456789abcdef0123456789abcdef.webp',
      '/uploads/2026/0123456789abcdef0123456789abcdef.svg',
      '/uploads/2026/0123456789abcdef0123456789abcdef.webp?x=1',
      '/static/demo/goods/a.svg',
      'javascript:alert(1)',
    ]) {
      expect(isUploadUrl(bad), bad).toBe(false);
      expect(await owner.post('/clue/publish', form({ images: [bad] })), bad).toMatchObject({ status: 400, body: { code: 400, data: null } });
    }
    const res = await owner.post('/clue/publish', form({ images: [good] }));
    expect(res.status).toBe(200);
    expect((await owner.get(`/clue/${res.body.data.id}`)).body.data.images).toEqual([good]);
  });

  it('answers framework errors in the envelope with Chinese text: bad JSON 400, 413, 415, 414, 404', async () => {
    const raw = (opts: { url?: string; method?: 'GET' | 'POST'; payload?: string | Buffer; headers?: Record<string, string> }) =>
      t.app.inject({ method: opts.method ?? 'POST', url: opts.url ?? `${API_BASE}/login`, payload: opts.payload, headers: opts.headers });

    const badJson = await raw({ payload: '{"mobile": ', headers: { 'content-type': 'application/json' } });
    expect({ status: badJson.statusCode, body: badJson.json() }).toEqual({ status: 400, body: { code: 400, msg: InputMsg.badJson, data: null } });

    const tooLarge = await raw({ payload: JSON.stringify({ mobile: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } });
    expect({ status: tooLarge.statusCode, body: tooLarge.json() }).toEqual({ status: 413, body: { code: 413, msg: InputMsg.bodyTooLarge, data: null } });

    const xml = await raw({ payload: '<mobile/>', headers: { 'content-type': 'application/xml' } });
    expect({ status: xml.statusCode, body: xml.json() }).toEqual({ status: 415, body: { code: 415, msg: InputMsg.unsupportedMediaType, data: null } });

    const longParam = await raw({ method: 'GET', url: `${API_BASE}/clue/${'1'.repeat(101)}` });
    expect({ status: longParam.statusCode, body: longParam.json() }).toEqual({ status: 414, body: { code: 414, msg: InputMsg.urlTooLong, data: null } });
    expect(longParam.headers['x-content-type-options']).toBe('nosniff');

    const unknown = await raw({ method: 'GET', url: `${API_BASE}/no/such/route` });
    expect(unknown.json()).toEqual({ code: 404, msg: Msg.notFound, data: null });
  });
});

describe('over the wire: 431 for a URL or headers over 16 KB', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 3451 });
    port = 3451;
  });
  afterAll(() => t.close());

  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: pathAndQuery, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers a 17 KB URL and 17 KB of headers with the 431 envelope', async () => {
    for (const r of [await get(`${API_BASE}/goods/list?keyword=${'a'.repeat(17_000)}`), await get('/ping', { 'x-filler': 'b'.repeat(17_000) })]) {
      expect(r.status).toBe(431);
      expect(r.headers['content-type']).toMatch(/application\/json/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(r.body)).toEqual({ code: 431, msg: InputMsg.headersTooLarge, data: null });
    }
    // The server still answers afterwards.
    expect((await get('/ping')).status).toBe(200);
  });
});

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mts-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
    t = await buildTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const directives = (csp: unknown) =>
    Object.fromEntries(
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values.join(' ')]),
    );

  it('sets CSP, X-Frame-Options, nosniff and Referrer-Policy on API replies, errors and pages; no HSTS in development', async () => {
    const replies = [
      await t.app.inject({ url: `${API_BASE}/banner/list` }),
      await t.app.inject({ url: `${API_BASE}/clue/abc` }),
      await t.app.inject({ url: `${API_BASE}/no/such/route` }),
      await t.app.inject({ url: '/pc/home', headers: { accept: 'text/html' } }),
      await t.app.inject({ url: '/', headers: { accept: 'text/html' } }),
    ];
    for (const r of replies) {
      expect(r.headers['x-frame-options'], r.raw.req.url).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['strict-transport-security']).toBeUndefined();
      expect(directives(r.headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
      });
    }
    expect(replies[3]!.headers['content-type']).toMatch(/text\/html/);
  });

  it('gives the Swagger UI its own CSP (swagger-ui-static), still no framing from elsewhere', async () => {
    const r = await t.app.inject({ url: '/docs/' });
    expect(r.statusCode).toBe(200);
    const csp = directives(r.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['img-src']).toContain('validator.swagger.io');
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS in production', async () => {
    const prod = await buildTestApp({
      config: {
        production: true,
        idHashKey: 'k'.repeat(32),
        redisUrl: null,
        sms: { provider: 'aliyun', accessKeyId: 'id', accessKeySecret: 'secret', signName: 'MTS', templateCode: 'SMS_1', endpoint: 'http://127.0.0.1:9/' },
      },
    });
    try {
      const r = await prod.app.inject({ url: `${API_BASE}/banner/list` });
      expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(directives(r.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  // Two sends per IP per hour, no captcha, no cooldown: the third send from one address is refused.
  const smsLimits = { cooldownMs: 0, dailyPerMobile: 100, hourlyPerIp: 2, captchaAfterMobileSends: 100, captchaAfterIpSends: 100 };
  let mobile = 13_900_000_000;
  const send = (t: TestApp, forwardedFor: string) =>
    call(t.app, 'POST', '/sms/getMobileVerificationCode', { body: { mobile: String(++mobile) }, ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('with TRUST_PROXY=1 each forwarded client has its own SMS limit, and a spoofed leading hop changes nothing', async () => {
    const t = await buildTestApp({ config: { redisUrl: null, smsLimits, trustProxy: 1 } });
    try {
      expect((await send(t, '203.0.113.1')).body.code).toBe(200);
      // nginx appends the real peer: the client's own X-Forwarded-For entries come first and are not believed.
      expect((await send(t, '198.51.100.99, 203.0.113.1')).body.code).toBe(200);
      expect((await send(t, '203.0.113.1')).body).toMatchObject({ code: TOO_MANY_CODE, msg: Msg.tooManyRequests });
      expect((await send(t, '203.0.113.2')).body.code).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY X-Forwarded-For is ignored: a client cannot spoof its way past the cap', async () => {
    const t = await buildTestApp({ config: { redisUrl: null, smsLimits, trustProxy: false } });
    try {
      expect((await send(t, '203.0.113.1')).body.code).toBe(200);
      expect((await send(t, '203.0.113.2')).body.code).toBe(200);
      expect((await send(t, '203.0.113.3')).body).toMatchObject({ code: TOO_MANY_CODE });
    } finally {
      await t.close();
    }
  });
});

describe('configuration', () => {
  it('reads TRUST_PROXY as nothing, a hop count, or a list of proxy addresses; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['true', 'nginx', '10.0.0.0/33', '1.2.3']) expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  const PROD = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: 'MTS',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    ID_HASH_KEY: 'k'.repeat(32),
    DATABASE_URL: 'postgres://mts@db:5432/mts',
  };
  const check = (env: Record<string, string | undefined>) => () => checkProductionConfig(loadConfig(env as NodeJS.ProcessEnv));

  it('production starts with its required variables; development keeps the demo defaults', () => {
    expect(check(PROD)).not.toThrow();
    expect(loadConfig(PROD)).toMatchObject({ production: true, seedIfEmpty: false });
    expect(loadConfig({ ...PROD, SEED_DEMO: 'true' }).seedIfEmpty).toBe(true);
    expect(loadConfig({}).seedIfEmpty).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedIfEmpty).toBe(false);
    expect(check({})).not.toThrow();
  });

  it('production refuses development settings', () => {
    expect(check({ ...PROD, SMS_PROVIDER: 'dev' })).toThrow(/SMS provider/);
    expect(check({ ...PROD, ID_HASH_KEY: undefined })).toThrow(/ID_HASH_KEY/);
    // PGlite in the checkout's ./data folder: lost on redeploy, and one process only.
    expect(check({ ...PROD, DATABASE_URL: undefined })).toThrow(/DATABASE_URL/);
    expect(check({ ...PROD, DATABASE_URL: 'memory://' })).toThrow(/in-memory/);
    // A single instance on PGlite with a data folder named on purpose is allowed.
    expect(check({ ...PROD, DATABASE_URL: undefined, DATA_DIR: '/var/lib/mts' })).not.toThrow();
    expect(() => loadConfig({ ...PROD, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
