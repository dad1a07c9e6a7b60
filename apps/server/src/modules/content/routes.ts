import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerListReply,
  bannerQuery,
  categoryTreeReply,
  dictReply,
  dictTypeParam,
  inspectionCentreListReply,
  newsDetailReply,
  newsIdParam,
  newsListQuery,
  newsListReply,
  recCategoryReply,
} from '@mts/shared/schemas';
import { CACHED_ROUTE, CacheKeys, sendJson } from '../../lib/cache.ts';
import { ok, pageReply } from '../../lib/envelope.ts';
import * as content from './service.ts';

/**
 * Content read on every page view is served as cached JSON text (lib/cache.ts replyJson): the key starts with the
 * content's prefix, so the service that writes it drops the text along with the rows.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/banner/list', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '广告位/布局导航', querystring: bannerQuery, response: { 200: bannerListReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.banner}reply:${JSON.stringify(req.query)}`, bannerListReply, async () => ok(await content.listBanners(req.ctx, req.query)))),
  );

  app.get('/nav/list', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '快捷入口', querystring: bannerQuery, response: { 200: bannerListReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.nav}reply:${JSON.stringify(req.query)}`, bannerListReply, async () => ok(await content.listNavItems(req.ctx, req.query)))),
  );

  app.get('/recCategory/list', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '推荐分类', response: { 200: recCategoryReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.recCategory}reply`, recCategoryReply, async () => ok(await content.listRecCategories(req.ctx)))),
  );

  app.get('/category/tree', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '分类树', response: { 200: categoryTreeReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.category}reply:tree`, categoryTreeReply, async () => ok(await content.categoryTree(req.ctx)))),
  );

  app.get('/dict/getByType/:type', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '字典', params: dictTypeParam, response: { 200: dictReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.dict}${req.params.type}:reply`, dictReply, async () => ok(await content.dictByType(req.ctx, req.params.type)))),
  );

  app.get('/inspection/centres', { ...CACHED_ROUTE, schema: { tags: ['content'], summary: '验货中心（显示中的，按排序：名称、地址、联系人、电话、营业时间）', response: { 200: inspectionCentreListReply } } }, async (req, reply) =>
    sendJson(reply, await req.ctx.cache.replyJson(`${CacheKeys.centre}reply`, inspectionCentreListReply, async () => ok(await content.listCentres(req.ctx)))),
  );

  app.get('/news/list', { schema: { tags: ['content'], summary: '行业资讯', querystring: newsListQuery, response: { 200: newsListReply } } }, async (req) =>
    pageReply(await content.listNews(req.ctx, req.query)),
  );

  app.get('/news/:id', { schema: { tags: ['content'], summary: '资讯详情', params: newsIdParam, response: { 200: newsDetailReply } } }, async (req) =>
    ok(await content.newsDetail(req.ctx, req.params.id)),
  );
};
