import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { requireUser } from '../src/plugins/auth.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('app plumbing on %s', (driver) => {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      logger: { level: 'info', stream },
      extraApiRoutes: (api) => {
        api.get('/test/boom', async () => {
          throw new Error('kaboom: secret internals');
        });
        api.get('/test/me', { preHandler: requireUser() }, async (req) => ({ code: 200, msg: 'ok', data: req.ctx.user }));
        api.get('/test/auth', async (req) => ({ code: 200, msg: 'ok', data: { token: req.ctx.client.token, platform: req.ctx.client.platform, user: req.ctx.user } }));
      },
    });
  });
  afterAll(() => t.close());

  it('GET /healthz answers while the process serves; /readyz checks the database', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: 'ok', data: { alive: true } });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ code: 200, data: { ready: true, db: 'up' } });
    expect((await t.app.inject('/ping')).json()).toEqual({ code: 200, msg: 'ok', data: 'pong' });
  });

  it('unknown API paths get the 404 envelope', async () => {
    const res = await t.app.inject(`${API_BASE}/no/such/thing`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    expect((await t.app.inject({ method: 'POST', url: `${API_BASE}/goods/list` })).json().code).toBe(404);
  });

  it('unexpected failures become 500 服务器错误, logged with the request id, no stack in the reply', async () => {
    const res = await t.app.inject(`${API_BASE}/test/boom`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器错误', data: null });
    expect(res.body).not.toContain('kaboom');
    const reqId = res.headers['x-request-id'];
    const line = logs.find((l) => l.includes('kaboom'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).reqId).toBe(reqId);
  });

  it('reads token and platform headers; requireUser replies 401; tokens are never logged', async () => {
    const auth = await t.app.inject({ url: `${API_BASE}/test/auth`, headers: { authorization: 'Bearer tok-123-secret', platform: 'PC' } });
    expect(auth.json().data).toEqual({ token: 'tok-123-secret', platform: 'PC', user: null });
    const anon = await t.app.inject(`${API_BASE}/test/auth`);
    expect(anon.json().data).toEqual({ token: null, platform: 'H5', user: null });
    const me = await t.app.inject({ url: `${API_BASE}/test/me`, headers: { authorization: 'tok-123-secret' } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 401, msg: '身份验证失败，请重新登录', data: null });
    expect(logs.join('')).not.toContain('tok-123-secret');
  });

  it('serves demo images with long cache headers and the OpenAPI document', async () => {
    const img = await t.app.inject('/static/demo/default.svg');
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    const missing = await t.app.inject({ url: '/static/demo/nope.svg', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    const doc = await t.app.inject('/docs/json');
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining([`${API_BASE}/goods/list`, `${API_BASE}/banner/list`]));
  });

  it('without a web build, page requests get the 404 envelope', async () => {
    const res = await t.app.inject({ url: '/pc/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('web build with history fallback', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mts-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MTS</title><div id="root"></div>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes that accept html', async () => {
    for (const url of ['/', '/pc/home', '/prodetail/12?x=1', '/myxg/myBuyOrderList']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the app to clients that accept anything (curl), but not for missing files', async () => {
    const page = await t.app.inject({ url: '/home', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await t.app.inject({ url: '/favicon.png', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing-abc.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('serves hashed assets with an immutable cache', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never falls back for API, docs, health or static paths, or non-html requests', async () => {
    const api = await t.app.inject({ url: `${API_BASE}/nope`, headers: { accept: 'text/html' } });
    expect(api.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    expect((await t.app.inject({ url: '/static/nope.png', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/pc/home', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${API_BASE}/banner/list`, headers: { accept: 'text/html' } })).json().code).toBe(200);
  });
});
