import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmContractBody,
  contractPartiesQuery,
  contractPartiesReply,
  generateContractBody,
  generateContractReply,
  orderList,
  orderListQuery,
  orderStatusReply,
  rejectContractBody,
} from '@mts/shared/schemas';
import { OrderMsg } from '@mts/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { userPage, userPost } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { confirmContract, contractParties, generateContract, myBuyOrderList, myCreateOrder, myOrderList, mySaleOrderList, rejectContract } from './service.ts';

const tags = ['order'];

/** Trade, part 2 (trade-flow section 3): trade contracts and orders. Rules in service.ts. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  userPost(app, '/order/generateContract', { tags, summary: '买方商务生成合同（意向单跟单中 → 已成单，订单待确认合同）' }, { body: generateContractBody, reply: generateContractReply }, OrderMsg.generateOk, generateContract);

  app.get(
    '/order/contractParties',
    { preHandler: requireUser(), schema: { tags, summary: '生成合同前预览签约主体（已认证企业，否则实名；仅买方商务）', querystring: contractPartiesQuery, response: { 200: contractPartiesReply } } },
    async (req) => ok(await contractParties(req.ctx, req.query.followId)),
  );

  userPost(app, '/order/confirmContract', { tags, summary: '卖方商务确认合同（待确认合同 → 待付款，合同冻结）' }, { body: confirmContractBody, reply: orderStatusReply }, OrderMsg.confirmOk, confirmContract);

  userPost(app, '/order/rejectContract', { tags, summary: '卖方商务退回合同（→ 已关闭，意向单回到跟单中）' }, { body: rejectContractBody, reply: orderStatusReply }, OrderMsg.rejectOk, rejectContract);

  userPage(app, '/order/myBuyOrderList', { tags, summary: '我买到的订单（orderStatus 0 待付款 1 待发货 2 待验货/待收货 3 已完成 4 全部）' }, { query: orderListQuery, reply: orderList }, myBuyOrderList);

  userPage(app, '/order/mySaleOrderList', { tags, summary: '我卖出的订单（同上的状态标签）' }, { query: orderListQuery, reply: orderList }, mySaleOrderList);

  userPage(app, '/order/myOrderList', { tags, summary: '我的订单（买方或卖方，/myorder）' }, { query: orderListQuery, reply: orderList }, myOrderList);

  userPage(app, '/order/myCreateOrder', { tags, summary: '我生成的订单（买方商务；仅商务）' }, { query: orderListQuery, reply: orderList }, myCreateOrder);
};
