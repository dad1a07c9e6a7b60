import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerListReply,
  bannerQuery,
  categoryTreeReply,
  dictReply,
  dictTypeParam,
  newsDetailReply,
  newsIdParam,
  newsListQuery,
  newsListReply,
  recCategoryReply,
} from '@mts/shared/schemas';
import { ok, paged } from '../../lib/envelope.ts';
import * as content from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/banner/list', { schema: { tags: ['content'], summary: '广告位/布局导航', querystring: bannerQuery, response: { 200: bannerListReply } } }, async (req) =>
    ok(await content.listBanners(req.ctx, req.query)),
  );

  app.get('/nav/list', { schema: { tags: ['content'], summary: '快捷入口', querystring: bannerQuery, response: { 200: bannerListReply } } }, async (req) =>
    ok(await content.listNavItems(req.ctx, req.query)),
  );

  app.get('/recCategory/list', { schema: { tags: ['content'], summary: '推荐分类', response: { 200: recCategoryReply } } }, async (req) =>
    ok(await content.listRecCategories(req.ctx)),
  );

  app.get('/category/tree', { schema: { tags: ['content'], summary: '分类树', response: { 200: categoryTreeReply } } }, async (req) =>
    ok(await content.categoryTree(req.ctx)),
  );

  app.get('/dict/getByType/:type', { schema: { tags: ['content'], summary: '字典', params: dictTypeParam, response: { 200: dictReply } } }, async (req) =>
    ok(await content.dictByType(req.ctx, req.params.type)),
  );

  app.get('/news/list', { schema: { tags: ['content'], summary: '行业资讯', querystring: newsListQuery, response: { 200: newsListReply } } }, async (req) =>
    paged(await content.listNews(req.ctx, req.query)),
  );

  app.get('/news/:id', { schema: { tags: ['content'], summary: '资讯详情', params: newsIdParam, response: { 200: newsDetailReply } } }, async (req) =>
    ok(await content.newsDetail(req.ctx, req.params.id)),
  );
};
