import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluateList, evaluateQuery, rateBody, ratingReply, staffRatingList, staffRatingQuery } from '@mts/shared/schemas';
import { MoneyMsg, Msg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { myEvaluate, myStaffRatings, rateOrder } from './service.ts';

const tags = ['rating'];

/** Ratings (issue 11). Rules in service.ts. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };
  app.post('/order/rate', { ...auth, schema: { tags, summary: '评价订单或商务（已完成，买卖双方各一次）', body: rateBody, response: { 200: ratingReply } } }, async (req) => ({
    ...ok(await rateOrder(req.ctx, req.body)),
    msg: MoneyMsg.rateOk,
  }));
  app.get('/order/myEvaluate', { ...auth, schema: { tags, summary: '我的评价（0 待评价 1 已评价）', querystring: evaluateQuery, response: { 200: evaluateList } } }, async (req) =>
    pageReply(await myEvaluate(req.ctx, req.query)),
  );
  app.get('/follow/myFollowOrderList', { ...auth, schema: { tags, summary: '我收到的评价（谈判人、商务）与好评等级', querystring: staffRatingQuery, response: { 200: staffRatingList } } }, async (req) => ({
    code: 200,
    msg: Msg.ok,
    ...(await myStaffRatings(req.ctx, req.query)),
  }));
};
