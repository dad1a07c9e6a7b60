import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goodsDetailQuery, goodsDetailReply, goodsListQuery, goodsListReply, recGoodsQuery, recGoodsReply, typeSearchQuery, typeSearchReply } from '@mts/shared/schemas';
import { ok, paged } from '../../lib/envelope.ts';
import { ctxOf } from '../context.ts';
import * as goods from './service.ts';

export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/goods/list', { schema: { tags: ['goods'], summary: '商品列表（货源/求购）', querystring: goodsListQuery, response: { 200: goodsListReply } } }, async (req) =>
    ok(await goods.listGoods(ctxOf(req), req.query)),
  );

  app.get('/goods/detail', { schema: { tags: ['goods'], summary: '商品详情', querystring: goodsDetailQuery, response: { 200: goodsDetailReply } } }, async (req) =>
    ok(await goods.goodsDetail(ctxOf(req), req.query.goodsId)),
  );

  app.get('/goods/type/search', { schema: { tags: ['goods'], summary: '分类与品牌联想', querystring: typeSearchQuery, response: { 200: typeSearchReply } } }, async (req) =>
    ok(await goods.typeSearch(ctxOf(req), req.query.keyword)),
  );

  app.get('/recGoods/list', { schema: { tags: ['goods'], summary: '推荐商品', querystring: recGoodsQuery, response: { 200: recGoodsReply } } }, async (req) =>
    paged(await goods.listRecGoods(ctxOf(req), req.query)),
  );
};
