import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { buildTestApp, cleanupTestDatabases, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A build as Vite writes it: the page, hashed chunks with .br/.gz siblings, and the manifest. */
function fixtureDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'mts-web-dist-'));
  const html = `<!doctype html>\n<html><head><title>MTS</title>\n<script type="module" crossorigin src="/assets/index-e1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">\n</head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
  writeFileSync(path.join(dist, 'index.html'), html);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })))};`;
  for (const name of ['index-e1', 'runtime-r1', 'mobile-app-m1', 'guard-g1', 'tab-layout-t1', 'home-h1', 'desktop-app-d1', 'layout-l1', 'home-p1', 'search-s1']) {
    const file = path.join(dist, 'assets', `${name}.js`);
    writeFileSync(file, chunk);
    writeFileSync(`${file}.br`, brotliCompressSync(chunk));
    writeFileSync(`${file}.gz`, gzipSync(chunk));
  }
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', imports: ['_runtime-r1.js'], dynamicImports: ['src/app/mobile-app.tsx', 'src/app/desktop-app.tsx'] },
    '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
    '_guard-g1.js': { file: 'assets/guard-g1.js', imports: ['_runtime-r1.js'] },
    'src/app/mobile-app.tsx': { file: 'assets/mobile-app-m1.js', imports: ['index.html', '_guard-g1.js'], css: ['assets/mobile-app-m1.css'] },
    'src/routes/mobile/tab-layout.tsx': { file: 'assets/tab-layout-t1.js', imports: ['_guard-g1.js'] },
    'src/routes/mobile/home.tsx': { file: 'assets/home-h1.js', imports: ['src/app/mobile-app.tsx'], css: ['assets/home-h1.css'] },
    'src/routes/mobile/search.tsx': { file: 'assets/search-s1.js', imports: ['src/app/mobile-app.tsx'] },
    'src/app/desktop-app.tsx': { file: 'assets/desktop-app-d1.js', imports: ['index.html', '_guard-g1.js'] },
    'src/routes/desktop/layout.tsx': { file: 'assets/layout-l1.js', imports: ['src/app/desktop-app.tsx'] },
    'src/routes/desktop/home.tsx': { file: 'assets/home-p1.js', imports: ['src/app/desktop-app.tsx'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const modulepreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('web serving: precompressed assets, compression, page hints', () => {
  let t: TestApp;
  /** The page at `url` for `ua`, and its static shell: after the root, hidden from readers and clicks. */
  const paintedHome = async (url: string, ua: string) => {
    const { body } = await t.app.inject({ url, headers: { accept: 'text/html', 'user-agent': ua } });
    const shell = body.slice(body.indexOf('<div id="mts-shell"'), body.indexOf('</body>'));
    expect(body.indexOf('<div id="root"></div>'), url).toBeLessThan(body.indexOf('<div id="mts-shell"'));
    expect(shell, url).toContain('aria-hidden="true"');
    expect(shell, url).toContain('pointer-events:none');
    return { body, shell };
  };
  let dist: string;
  beforeAll(async () => {
    dist = fixtureDist();
    t = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the .br or .gz file of an asset to clients that accept it, long-cached, with Vary', async () => {
    const br = await t.app.inject({ url: '/assets/home-h1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^export const rows/);

    const gz = await t.app.inject({ url: '/assets/home-h1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^export const rows/);

    const plain = await t.app.inject({ url: '/assets/home-h1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toMatch(/^export const rows/);
  });

  it('compresses the page and a large API reply when accepted, and leaves them plain otherwise', async () => {
    const page = await t.app.inject({ url: '/search', headers: { accept: 'text/html', 'accept-encoding': 'br', 'user-agent': IPHONE } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const api = await t.app.inject({ url: `${API_BASE}/goods/list?pageSize=20&pageNum=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(api.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(api.rawPayload).toString()).code).toBe(200);

    // app.inject sends no accept-encoding: the JSON tests read plain bodies.
    const plain = await t.app.inject({ url: `${API_BASE}/goods/list?pageSize=20&pageNum=1` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(200);
  });

  it('hints the phone home: its first banner (preloaded first, high priority) and the mobile chunks', async () => {
    const banners = await t.api(`/banner/list?status=0&which=2&type=2&position=HOME`);
    const first = banners.body.data[0];
    for (const url of ['/', '/home', '/pc/home']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'user-agent': IPHONE } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary, url).toMatch(/user-agent/i);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head, url).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first.image || first.imgUrl}">`);
      expect(head.indexOf('as="image"')).toBeLessThan(head.indexOf('mobile-app-m1.js'));
      expect(modulepreloads(head).sort(), url).toEqual(['/assets/guard-g1.js', '/assets/home-h1.js', '/assets/mobile-app-m1.js', '/assets/runtime-r1.js', '/assets/tab-layout-t1.js']);
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-h1.css">');
      expect(head).not.toContain('desktop-app');
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script, only the entry's src
    }
  });

  it('paints the phone home from the page itself: a static shell with the first banner, only on the phone home', async () => {
    const banners = await t.api(`/banner/list?status=0&which=2&type=2&position=HOME`);
    const first = banners.body.data[0];
    for (const url of ['/', '/home']) {
      const { body, shell } = await paintedHome(url, IPHONE);
      expect(shell, url).toContain('存储芯片现货交易平台');
      expect(shell, url).toContain(`<img src="${first.image || first.imgUrl}" alt="${first.title}" width="690" height="300" fetchpriority="high"`);
      expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // still no inline script
    }
    const others = [
      { url: '/search', ua: IPHONE },
      { url: '/category', ua: IPHONE },
      { url: '/pc/clue', ua: CHROME },
      { url: '/pc', ua: CHROME },
    ];
    for (const { url, ua } of others) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'user-agent': ua } });
      expect(res.body, url).not.toContain('mts-shell');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('paints the desktop home from the page itself: header with the logo and the hero, no script', async () => {
    const layout = await t.api(`/banner/list?status=0&which=1&position=LAYOUT`);
    const logo = layout.body.data.find((b: { type: number }) => b.type === 1);
    for (const url of ['/pc/home', '/home']) {
      const { body, shell } = await paintedHome(url, CHROME);
      expect(shell, url).toContain('<h1 style="margin:0 0 14px;font-size:46px;font-weight:700;letter-spacing:3px">存储芯片现货交易平台</h1>');
      expect(shell, url).toContain(`<img src="${logo.image || logo.imgUrl}" alt="${logo.title}"`);
      expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it("paints the phone's 行情 (/market) from the page itself: nav, search, the index card's heading (issue 25)", async () => {
    const { body, shell } = await paintedHome('/market', IPHONE);
    expect(shell).toContain('>行情</div>');
    expect(shell).toContain('查行情');
    expect(shell).toContain('价格指数');
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    for (const url of ['/market/K4A8G165WC-BCTD', '/pc/market']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'user-agent': url.startsWith('/pc') ? CHROME : IPHONE } });
      expect(res.body, url).not.toContain('mts-shell');
    }
  });

  it('hints other phone pages with the app chunks only, and desktops with the desktop chunks', async () => {
    const search = await t.app.inject({ url: '/search', headers: { accept: 'text/html', 'user-agent': IPHONE } });
    expect(search.body).not.toContain('as="image"');
    expect(modulepreloads(search.body)).toEqual(expect.arrayContaining(['/assets/mobile-app-m1.js', '/assets/guard-g1.js']));
    expect(search.body).not.toContain('home-h1.js');

    for (const url of ['/pc/home', '/home']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'user-agent': CHROME } });
      expect(res.body, url).not.toContain('as="image"');
      expect(modulepreloads(res.body).sort(), url).toEqual(['/assets/desktop-app-d1.js', '/assets/guard-g1.js', '/assets/home-p1.js', '/assets/layout-l1.js', '/assets/runtime-r1.js']);
      expect(res.body).not.toContain('mobile-app');
    }
  });
});
