import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Msg } from '@mts/shared/messages';
import type { AppConfig } from '../config.ts';
import { KEY_RE } from '../modules/upload/storage.ts';
import { sendError } from './errors.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Demo images have stable names but are not content-hashed: cache for 30 days. */
const STATIC_CACHE = 'public, max-age=2592000';

/**
 * Serves the demo images under /static, uploaded images under /uploads (immutable: keys are content hashes),
 * the web app's build (when it exists) with long-cached
 * /assets, and the history fallback: any other page GET (HTML or any type accepted) gets index.html.
 * Everything else that matches nothing gets the 404 envelope.
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
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(config.webDist, filePath);
        reply.header('cache-control', rel.startsWith(`assets${path.sep}`) ? LONG_CACHE : 'no-cache');
      },
    });
  }

  const reserved = [config.apiBase, '/docs', '/healthz', '/ping', '/static', '/uploads', '/assets'];
  const isReserved = (url: string) => reserved.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  // A page request: a browser (text/html) or a client that takes anything (*/* or no Accept, e.g. curl),
  // for a path without a file extension (a missing /favicon.png stays a 404).
  const wantsPage = (accept: string | undefined, url: string) => {
    const a = accept ?? '*/*';
    const pathname = url.split('?')[0]!;
    return (a.includes('text/html') || a.includes('*/*')) && !/\.[a-z0-9]+$/i.test(pathname);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && wantsPage(request.headers.accept, request.url);
    if (hasWeb && wantsHtml && !isReserved(request.url)) {
      const html = await readFile(indexHtml);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return sendError(reply, 404, Msg.notFound);
  });
}
