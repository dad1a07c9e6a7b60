import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, SITE_DEFAULTS } from '@mts/shared/constants';
import { siteConfigReply } from '@mts/shared/schemas';
import { loadConfig, STATIC_DIR } from '../src/config.ts';
import { buildTestApp, cleanupTestDatabases, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const SITE = { siteName: '芯通 存储交易', brand: '芯通', icpRecord: '沪ICP备12345678号-2', servicePhone: '400-000-0000', serviceEmail: 'help@example.cn' };

describe('site configuration: one source for the name, brand, ICP record and contacts', () => {
  it('reads SITE_NAME, SITE_BRAND, ICP_RECORD, SERVICE_PHONE, SERVICE_EMAIL with the shared defaults', () => {
    expect(loadConfig({}).site).toEqual(SITE_DEFAULTS);
    expect(
      loadConfig({ SITE_NAME: ' 芯通 存储交易 ', SITE_BRAND: '芯通', ICP_RECORD: '沪ICP备12345678号-2', SERVICE_PHONE: '400-000-0000', SERVICE_EMAIL: 'help@example.cn' }).site,
    ).toEqual(SITE);
    // an empty name falls back; an empty ICP record is kept (no filing line)
    expect(loadConfig({ SITE_NAME: '', ICP_RECORD: '' }).site).toMatchObject({ siteName: SITE_DEFAULTS.siteName, icpRecord: '' });
  });

  it('the demo logo names the one brand (MTS), not 芯易通', () => {
    const logo = readFileSync(path.join(STATIC_DIR, 'demo', 'logo.svg'), 'utf8');
    expect(logo).toContain(`>${SITE_DEFAULTS.brand}</text>`);
    expect(logo).not.toContain('芯易通');
  });

  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mts-site-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html><head><title>MTS 存储交易平台</title></head><body><div id="root"></div></body></html>');
    t = await buildTestApp({ config: { webDist: dist, site: SITE } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('GET /site/config serves the configured values, public and cached', async () => {
    const res = await t.app.inject(`${API_BASE}/site/config`);
    expect(res.statusCode).toBe(200);
    expect(siteConfigReply.parse(res.json())).toEqual({ code: 200, msg: '操作成功', data: SITE });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('the page carries the configured name (title, application-name) and the phone home shell its brand', async () => {
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'user-agent': IPHONE } });
    expect(home.body).toContain('<title>芯通 存储交易</title>');
    expect(home.body).toContain('<meta name="application-name" content="芯通 存储交易">');
    expect(home.body).toContain('<meta name="mts-brand" content="芯通">');
    const shell = home.body.slice(home.body.indexOf('<div id="mts-shell"'));
    expect(shell).toContain('font-style:italic">芯通</span>');
    expect(shell).not.toContain('>MTS<');
    const other = await t.app.inject({ url: '/search', headers: { accept: 'text/html', 'user-agent': IPHONE } });
    expect(other.body).toContain('<title>芯通 存储交易</title>');
  });
});
