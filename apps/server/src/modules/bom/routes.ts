import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BomLimits } from '@mts/shared/bom';
import { BomMsg, Msg } from '@mts/shared/messages';
import {
  bomChooseBody,
  bomCreateBody,
  bomDetailReply,
  bomIdBody,
  bomIdQuery,
  bomLineReply,
  bomLinesBody,
  bomListQuery,
  bomListReply,
  bomOffersQuery,
  bomOffersReply,
  bomToCartReply,
  bomToPreOrdersReply,
  envelope,
} from '@mts/shared/schemas';
import { StockLimits } from '@mts/shared/stock';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { userPage, userPost } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../stock/routes.ts';
import { writeBomSheet } from './export.ts';
import { bomDetail, bomToCart, bomToPreOrders, chooseOffer, createBom, deleteBom, exportRows, lineOffers, listBoms, rematchBom, uploadBom } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** BOM配单 (issue 24): give a list (paste or file), see it matched, choose offers, act on it, keep it. */
export const bomRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: StockLimits.maxFileBytes, files: 1, fields: 4, parts: 6 } });
  const tags = ['bom'];
  userPost(app, '/bom/create', { tags, summary: `粘贴型号清单创建BOM（每行“型号 数量”，≤${BomLimits.maxLines} 行）并匹配` }, { body: bomCreateBody, reply: bomDetailReply }, Msg.ok, createBom);
  app.post(
    '/bom/upload',
    {
      preHandler: requireUser(),
      bodyLimit: StockLimits.maxFileBytes + 1024 * 1024,
      schema: { tags, summary: '上传BOM文件（.xlsx/.xls/.csv；可先传 name 字段）并匹配', consumes: ['multipart/form-data'], response: { 200: bomDetailReply } },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(BomMsg.fileMissing);
      return ok(await uploadBom(req.ctx, () => req.file()));
    },
  );
  userPage(app, '/bom/list', { tags, summary: '我的BOM' }, { query: bomListQuery, reply: bomListReply }, listBoms);
  app.get('/bom/detail', { preHandler: requireUser(), schema: { tags, summary: 'BOM匹配结果（按当前货架）', querystring: bomIdQuery, response: { 200: bomDetailReply } } }, async (req) =>
    ok(await bomDetail(req.ctx, req.query.id)),
  );
  app.get('/bom/offers', { preHandler: requireUser(), schema: { tags, summary: '一行的全部报价（最优在前）', querystring: bomOffersQuery, response: { 200: bomOffersReply } } }, async (req) => ({
    code: 200,
    msg: Msg.ok,
    rows: await lineOffers(req.ctx, req.query.lineId),
  }));
  userPost(app, '/bom/choose', { tags, summary: '为一行选择报价' }, { body: bomChooseBody, reply: bomLineReply }, Msg.ok, chooseOffer);
  userPost(app, '/bom/rematch', { tags, summary: '重新匹配（显示价格、库存变化）' }, { body: bomIdBody, reply: bomDetailReply }, Msg.ok, (ctx, b) => rematchBom(ctx, b.id));
  userPost(app, '/bom/toCart', { tags, summary: '所选行加入购物车' }, { body: bomLinesBody, reply: bomToCartReply }, Msg.ok, bomToCart);
  userPost(app, '/bom/toPreOrders', { tags, summary: '所选行生成意向单（每个商品一个）' }, { body: bomLinesBody, reply: bomToPreOrdersReply }, Msg.ok, bomToPreOrders);
  userPost(app, '/bom/delete', { tags, summary: '删除BOM' }, { body: bomIdBody, reply: envelope(z.object({ id: z.number().int() })) }, BomMsg.deleteOk, (ctx, b) => deleteBom(ctx, b.id));
  app.get('/bom/export', { preHandler: requireUser(), schema: { tags, summary: '导出BOM匹配结果 .xlsx（含所选报价）', querystring: bomIdQuery } }, async (req, reply) => {
    const { name, lines } = await exportRows(req.ctx, req.query.id);
    const bytes = await writeBomSheet(lines);
    return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(`${name}.xlsx`)).header('cache-control', 'no-store').send(bytes);
  });
};
