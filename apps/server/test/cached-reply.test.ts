/**
 * Cached replies (lib/cache.ts sendJson) go out as @fastify/compress would send them, compressed once per
 * cache entry instead of once per request, with the security headers and the request id of every reply.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { CachedJson } from '../src/lib/cache.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `${API_BASE}${url}`, headers });
const NAV = '/nav/list?status=0&which=2&position=HOME';
const HOT_LIST = '/goods/list?pageNum=1&pageSize=20';

describe('a cached reply', () => {
  it('is compressed with brotli or gzip as the client accepts, and decodes to the plain reply', async () => {
    for (const url of [NAV, HOT_LIST]) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThanOrEqual(1024);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe('accept-encoding');
      expect(br.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
      expect(gunzipSync((await get(url, { 'accept-encoding': '*' })).rawPayload).toString(), url).toBe(plain.body);
    }
  });

  it('goes out plain when small, for identity, or with x-no-compression', async () => {
    const small = await get('/dict/getByType/hot_search', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
    expect((await get(NAV, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await get(NAV, { 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined();
  });

  it('carries the security headers and the request id', async () => {
    const res = await get(NAV, { 'accept-encoding': 'br', 'x-request-id': 'req-cached-1' });
    expect(res.headers['x-request-id']).toBe('req-cached-1');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('is compressed once per encoding, not per request', () => {
    const json = new CachedJson(JSON.stringify({ code: 200, msg: '操作成功', data: 'x'.repeat(2000) }));
    expect(json.encoded('br')).toBe(json.encoded('br'));
    expect(json.encoded('gzip')).toBe(json.encoded('gzip'));
    expect(brotliDecompressSync(json.encoded('br')).toString()).toBe(json.text);
  });
});
