import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goodsDetailQuery,
  goodsDetailReply,
  goodsListReply,
  goodsSearchQuery,
  idParam,
  mySaleGoodsQuery,
  mySaleGoodsReply,
  recGoodsQuery,
  recGoodsReply,
  shelfBody,
  shelfReply,
  suggestQuery,
  suggestReply,
  typeSearchQuery,
  typeSearchReply,
} from '@mts/shared/schemas';
import { PublishMsg } from '@mts/shared/messages';
import { GoodsStatus } from '@mts/shared/status';
import { ok, pageReply } from '../../lib/envelope.ts';
import { sendJson } from '../../lib/cache.ts';
import { requireUser } from '../../plugins/auth.ts';
import { suggest } from '../search/suggest.ts';
import * as goods from './service.ts';
import { hotListKey, invalidateListsOnWrites, isHotList } from './cache.ts';

export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateListsOnWrites(app);

  app.get(
    '/goods/list',
    { schema: { tags: ['goods'], summary: '商品列表与搜索（型号/品牌/分类/品名）', querystring: goodsSearchQuery, response: { 200: goodsListReply } } },
    async (req, reply) => {
      // Hot lists (no keyword, first pages) are kept as their JSON text until a goods or lead write.
      if (isHotList(req.query))
        return sendJson(reply, await req.ctx.cache.replyJson(hotListKey(req.query), goodsListReply, async () => ok(await goods.listGoods(req.ctx, req.query))));
      return ok(await goods.listGoods(req.ctx, req.query));
    },
  );

  app.get('/goods/detail', { schema: { tags: ['goods'], summary: '商品详情', querystring: goodsDetailQuery, response: { 200: goodsDetailReply } } }, async (req) =>
    ok(await goods.goodsDetail(req.ctx, req.query.goodsId)),
  );

  app.get('/goods/type/search', { schema: { tags: ['goods'], summary: '分类与品牌联想', querystring: typeSearchQuery, response: { 200: typeSearchReply } } }, async (req) =>
    ok(await goods.typeSearch(req.ctx, req.query.keyword)),
  );

  app.get('/goods/suggest', { schema: { tags: ['goods'], summary: '型号与品牌联想', querystring: suggestQuery, response: { 200: suggestReply } } }, async (req) =>
    ok(await suggest(req.ctx, req.query.keyword)),
  );

  app.get(
    '/goods/mySaleGoodsList',
    { preHandler: requireUser(), schema: { tags: ['goods'], summary: '我是货主：我的线索发布的商品', querystring: mySaleGoodsQuery, response: { 200: mySaleGoodsReply } } },
    async (req) => pageReply(await goods.mySaleGoods(req.ctx, req.query)),
  );

  app.post(
    '/goods/:id/shelf',
    { preHandler: requireUser(), schema: { tags: ['goods'], summary: '上架/下架（仅本人）', params: idParam, body: shelfBody, response: { 200: shelfReply } } },
    async (req) => {
      const data = await goods.setShelf(req.ctx, { id: req.params.id, status: req.body.status });
      return { ...ok(data), msg: data.status === GoodsStatus.OnShelf ? PublishMsg.shelfOn : PublishMsg.shelfOff };
    },
  );

  app.get('/recGoods/list', { schema: { tags: ['goods'], summary: '推荐商品', querystring: recGoodsQuery, response: { 200: recGoodsReply } } }, async (req) =>
    pageReply(await goods.listRecGoods(req.ctx, req.query)),
  );
};
