import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDetailQuery, orderDetailReply } from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { orderDetail } from './service.ts';

/** The order detail, read across order, payment, dispute, inspection and rating (service.ts). */
export const orderDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/detail',
    { preHandler: requireUser(), schema: { tags: ['order'], summary: '订单详情（买卖双方、双方商务、谈判人、运营）', querystring: orderDetailQuery, response: { 200: orderDetailReply } } },
    async (req) => ok(await orderDetail(req.ctx, req.query.id)),
  );
};
