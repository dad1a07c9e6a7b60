import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RfqMsg } from '@mts/shared/messages';
import {
  rfqAcceptBody,
  rfqAcceptReply,
  rfqCloseBody,
  rfqCloseReply,
  rfqCreateBody,
  rfqCreateReply,
  rfqDetailQuery,
  rfqDetailReply,
  rfqListQuery,
  rfqListReply,
  rfqQuoteBody,
  rfqQuoteReply,
} from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';
import { userPage, userPost } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptQuote, closeRfq, createRfqs, listRfqs, quoteRfq, rfqDetail } from './service.ts';

/** 询价 (RFQ, issue 24): create and fan out, the buyer's and the seller's lists, the detail, quotes, accept, close. */
export const rfqRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rfq'];
  userPost(app, '/rfq/create', { tags, summary: '发起询价（BOM 的行或型号列表；每行一个询价，推送给有该型号货源的商家，并作为求购发布）' }, { body: rfqCreateBody, reply: rfqCreateReply }, RfqMsg.createOk, createRfqs);
  userPage(app, '/rfq/list', { tags, summary: '我的询价（buyer 我发出的，seller 我收到的）' }, { query: rfqListQuery, reply: rfqListReply }, listRfqs);
  app.get('/rfq/detail', { preHandler: requireUser(), schema: { tags, summary: '询价详情（买方看全部报价，卖方只看自己的）', querystring: rfqDetailQuery, response: { 200: rfqDetailReply } } }, async (req) =>
    ok(await rfqDetail(req.ctx, req.query.id)),
  );
  userPost(app, '/rfq/quote', { tags, summary: '报价（每个询价一份，截止前可修改）' }, { body: rfqQuoteBody, reply: rfqQuoteReply }, RfqMsg.quoteOk, quoteRfq);
  userPost(app, '/rfq/accept', { tags, summary: '采纳报价（生成意向单，其余报价未采纳）' }, { body: rfqAcceptBody, reply: rfqAcceptReply }, RfqMsg.acceptOk, (ctx, b) => acceptQuote(ctx, b.quoteId));
  userPost(app, '/rfq/close', { tags, summary: '关闭询价' }, { body: rfqCloseBody, reply: rfqCloseReply }, RfqMsg.closeOk, (ctx, b) => closeRfq(ctx, b.id));
};
