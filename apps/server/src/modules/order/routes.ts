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
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { confirmContract, contractParties, generateContract, myBuyOrderList, myCreateOrder, myOrderList, mySaleOrderList, rejectContract } from './service.ts';

const withMsg = <T>(msg: string, data: T) => ({ ...ok(data), msg });
const tags = ['order'];

/** Trade, part 2 (trade-flow section 3): trade contracts and orders. Rules in service.ts. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/generateContract',
    { preHandler: requireUser(), schema: { tags, summary: '买方商务生成合同（意向单跟单中 → 已成单，订单待确认合同）', body: generateContractBody, response: { 200: generateContractReply } } },
    async (req) => withMsg(OrderMsg.generateOk, await generateContract(req.ctx, req.body)),
  );

  app.get(
    '/order/contractParties',
    { preHandler: requireUser(), schema: { tags, summary: '生成合同前预览签约主体（已认证企业，否则实名；仅买方商务）', querystring: contractPartiesQuery, response: { 200: contractPartiesReply } } },
    async (req) => ok(await contractParties(req.ctx, req.query.followId)),
  );

  app.post(
    '/order/confirmContract',
    { preHandler: requireUser(), schema: { tags, summary: '卖方商务确认合同（待确认合同 → 待付款，合同冻结）', body: confirmContractBody, response: { 200: orderStatusReply } } },
    async (req) => withMsg(OrderMsg.confirmOk, await confirmContract(req.ctx, req.body)),
  );

  app.post(
    '/order/rejectContract',
    { preHandler: requireUser(), schema: { tags, summary: '卖方商务退回合同（→ 已关闭，意向单回到跟单中）', body: rejectContractBody, response: { 200: orderStatusReply } } },
    async (req) => withMsg(OrderMsg.rejectOk, await rejectContract(req.ctx, req.body)),
  );

  app.get(
    '/order/myBuyOrderList',
    { preHandler: requireUser(), schema: { tags, summary: '我买到的订单（orderStatus 0 待付款 1 待发货 2 待验货/待收货 3 已完成 4 全部）', querystring: orderListQuery, response: { 200: orderList } } },
    async (req) => pageReply(await myBuyOrderList(req.ctx, req.query)),
  );

  app.get(
    '/order/mySaleOrderList',
    { preHandler: requireUser(), schema: { tags, summary: '我卖出的订单（同上的状态标签）', querystring: orderListQuery, response: { 200: orderList } } },
    async (req) => pageReply(await mySaleOrderList(req.ctx, req.query)),
  );

  app.get(
    '/order/myOrderList',
    { preHandler: requireUser(), schema: { tags, summary: '我的订单（买方或卖方，/myorder）', querystring: orderListQuery, response: { 200: orderList } } },
    async (req) => pageReply(await myOrderList(req.ctx, req.query)),
  );

  app.get(
    '/order/myCreateOrder',
    { preHandler: requireUser(), schema: { tags, summary: '我生成的订单（买方商务；仅商务）', querystring: orderListQuery, response: { 200: orderList } } },
    async (req) => pageReply(await myCreateOrder(req.ctx, req.query)),
  );
};
