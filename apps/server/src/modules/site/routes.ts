import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigReply } from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';

/** Browsers and proxies may keep the site's name and contacts for 5 minutes (they change with a redeploy only). */
const SITE_CACHE = 'public, max-age=300';

/**
 * GET /site/config (public): the site's name, brand, ICP record and service contacts, from the server's env
 * (config.site). The web's footer, agreements and page titles read it, so the brand is one name everywhere.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site/config', { schema: { tags: ['system'], summary: '站点配置（名称、品牌、备案号、客服）', response: { 200: siteConfigReply } } }, async (_req, reply) => {
    reply.header('cache-control', SITE_CACHE);
    return ok(app.config.site);
  });
};
