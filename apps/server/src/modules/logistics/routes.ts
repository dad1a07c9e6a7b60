import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverBody, orderDeliveryBody, orderDeliveryReply, orderStatusReply } from '@mts/shared/schemas';
import { MoneyMsg } from '@mts/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { deliverOrder, setDelivery } from './service.ts';

const tags = ['order'];

/** The buyer's delivery choice and the platform's leg from the inspection centre (issue 22). Rules in service.ts. */
export const logisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };
  app.post('/order/delivery', { ...auth, schema: { tags, summary: '买方选择收货方式（快递寄送到地址或验货中心自提；付款后、平台发货前）', body: orderDeliveryBody, response: { 200: orderDeliveryReply } } }, async (req) => ({
    ...ok(await setDelivery(req.ctx, req.body)),
    msg: MoneyMsg.deliverySaved,
  }));
  app.post('/order/deliver', { ...auth, schema: { tags, summary: '平台发货（验货员或运营；待平台发货 → 待收货：快递单号或买家自提）', body: deliverBody, response: { 200: orderStatusReply } } }, async (req) => {
    const { method, ...data } = await deliverOrder(req.ctx, req.body);
    return { ...ok(data), msg: method === 'express' ? MoneyMsg.deliverOk : MoneyMsg.pickupOk };
  });
};
