import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BannerPosition, BannerType, BannerWhich, ContentStatus } from '@mts/shared/constants';
import { detectDevice, type Device } from '@mts/shared/device';
import { Msg } from '@mts/shared/messages';
import type { AppConfig } from '../config.ts';
import { appContext } from '../lib/context.ts';
import { listBanners } from '../modules/content/service.ts';
import { KEY_RE } from '../modules/upload/storage.ts';
import { sendError } from './errors.ts';
import { desktopHomeShell, devicePage, hintLinks, injectHints, injectShell, injectSite, pageAssets, phoneHomeShell, phoneMarketShell, type ViteManifest } from './web-hints.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Demo images have stable names but are not content-hashed: cache for 30 days. */
const STATIC_CACHE = 'public, max-age=2592000';

/**
 * Serves the demo images under /static, uploaded images under /uploads (immutable: keys are content hashes),
 * the web app's build (when it exists) with long-cached
 * /assets, and the history fallback: any other page GET (HTML or any type accepted) gets index.html.
 * Everything else that matches nothing gets the 404 envelope.
 *
 * The build ships each asset with .br and .gz siblings (apps/web/vite.config.ts): they are served as they
 * are to clients that accept them (`preCompressed`, with `Vary: Accept-Encoding`). The page itself carries
 * <link> hints for the requesting device (modulepreload of its first chunks, the phone home's first banner),
 * so the browser fetches them in parallel instead of discovering them one chunk after another.
 */
export async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (existsSync(config.staticDir)) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/static/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', STATIC_CACHE),
    });
  }

  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = KEY_RE.test(key) ? await app.uploads.get(key) : null;
    if (!file) return sendError(reply, 404, Msg.notFound);
    return reply
      .header('cache-control', LONG_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${key.replace(/\W/g, '')}"`)
      .type(file.contentType)
      .send(file.data);
  });

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      decorateReply: false,
      // "/" goes to the fallback below, which adds the device's hints.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(config.webDist, filePath);
        reply.header('cache-control', rel.startsWith(`assets${path.sep}`) ? LONG_CACHE : 'no-cache');
      },
    });
  }

  const reserved = [config.apiBase, '/docs', '/healthz', '/readyz', '/metrics', '/ping', '/static', '/uploads', '/assets'];
  const isReserved = (url: string) => reserved.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  // A page request: a browser (text/html) or a client that takes anything (*/* or no Accept, e.g. curl),
  // for a path without a file extension (a missing /favicon.png stays a 404).
  const wantsPage = (accept: string | undefined, url: string) => {
    const a = accept ?? '*/*';
    const pathname = url.split('?')[0]!;
    return (a.includes('text/html') || a.includes('*/*')) && !/\.[a-z0-9]+$/i.test(pathname);
  };

  // The build does not change while the process runs: read the page and the manifest once.
  // The site's configured name in its title and application-name meta (the web's page titles read it).
  const html = hasWeb ? injectSite(readFileSync(indexHtml, 'utf8'), config.site) : '';
  const manifestFile = path.join(config.webDist, '.vite', 'manifest.json');
  const manifest: ViteManifest = hasWeb && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const hintsByPage = new Map<string, string>();
  const assetLinks = (device: Device, page: string) => {
    const key = `${device} ${page}`;
    let links = hintsByPage.get(key);
    if (links === undefined) {
      links = hintLinks(pageAssets(manifest, device, page), null);
      if (hintsByPage.size < 100) hintsByPage.set(key, links);
    }
    return links;
  };
  const PHONE_HOME = new Set(['/', '/home']);
  const PHONE_CAROUSEL = { which: BannerWhich.Mobile, type: BannerType.Carousel, position: BannerPosition.Home, status: ContentStatus.Shown };
  const PC_LAYOUT = { which: BannerWhich.PC, position: BannerPosition.Layout, status: ContentStatus.Shown };
  /**
   * The first banner of a list the page asks for anyway (content cache): the phone home's first carousel banner
   * (its largest paint), the desktop header's logo.
   */
  const firstBanner = async (query: Parameters<typeof listBanners>[1], type?: number): Promise<{ src: string; title: string } | null> => {
    try {
      const first = (await listBanners(appContext(app), query)).find((b) => type === undefined || b.type === type);
      const src = first ? first.image || first.imgUrl : '';
      return first && src ? { src, title: first.title } : null;
    } catch (err) {
      app.log.warn({ err }, 'banner for the first paint skipped');
      return null;
    }
  };

  // "/" is the page too (the static plugin above does not serve the bare index.html).
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && wantsPage(request.headers.accept, request.url);
    if (hasWeb && wantsHtml && !isReserved(request.url)) {
      const device = detectDevice(request.headers['user-agent'] ?? '');
      const page = devicePage(device, request.url.split('?')[0]!);
      const phoneHome = device === 'mobile' && PHONE_HOME.has(page);
      const desktopHome = device === 'desktop' && page === '/pc/home';
      const banner = phoneHome ? await firstBanner(PHONE_CAROUSEL) : null;
      const links = [hintLinks({ scripts: [], styles: [] }, banner?.src ?? null), assetLinks(device, page)].filter(Boolean).join('\n    ');
      // The two home pages (and the phone's 行情) paint their top from the page itself, before any script.
      const body = phoneHome
        ? injectShell(html, phoneHomeShell(banner, config.site.brand))
        : device === 'mobile' && page === '/market'
          ? injectShell(html, phoneMarketShell())
        : desktopHome
          ? injectShell(html, desktopHomeShell(await firstBanner(PC_LAYOUT, BannerType.Logo)))
          : html;
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The page differs by device (its hints) and by encoding.
        .header('vary', 'accept-encoding, user-agent')
        .compress(injectHints(body, links));
    }
    return sendError(reply, 404, Msg.notFound);
  });
}
