import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddBody,
  cartChangeNumBody,
  cartDeleteBody,
  cartDeleteReply,
  cartLineReply,
  cartListReply,
  myPreOrderList as myPreOrderListReply,
  myPreOrderListQuery,
  preOrderCancelBody,
  preOrderCreateBody,
  preOrderDetailQuery,
  preOrderDetailReply,
  preOrderEditBody,
  preOrderFromCartBody,
  preOrderIdBody,
  preOrderListReply,
  preOrderQuoteBody,
  preOrderRejectBody,
  preOrderReply,
  preOrderStatusReply,
} from '@mts/shared/schemas';
import { TradeMsg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  addToCart,
  cancelPreOrder,
  changeCartNum,
  confirmPreOrder,
  createPreOrder,
  deleteCartLines,
  editPreOrder,
  listCart,
  myPreOrderList,
  preOrderDetail,
  preOrdersFromCart,
  quotePreOrder,
  rejectPreOrder,
} from './service.ts';

const withMsg = <T>(msg: string, data: T) => ({ ...ok(data), msg });
const cart = ['cart'];
const tags = ['trade'];

/** Trade, part 1 (trade-flow sections 2 and 5): the cart and intention orders. Rules in service.ts. */
export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart/list', { preHandler: requireUser(), schema: { tags: cart, summary: '购物车：本人的商品行，最新在前', response: { 200: cartListReply } } }, async (req) =>
    ok(await listCart(req.ctx)),
  );

  app.post(
    '/cart/add',
    { preHandler: requireUser(), schema: { tags: cart, summary: '加入购物车（上架的货源，非本人；同一商品合并数量）', body: cartAddBody, response: { 200: cartLineReply } } },
    async (req) => withMsg(TradeMsg.addCartOk, await addToCart(req.ctx, req.body)),
  );

  app.post(
    '/cart/changeNum',
    { preHandler: requireUser(), schema: { tags: cart, summary: '修改数量（1 … 可售数量）', body: cartChangeNumBody, response: { 200: cartLineReply } } },
    async (req) => withMsg(TradeMsg.changeNumOk, await changeCartNum(req.ctx, req.body)),
  );

  app.post(
    '/cart/delete',
    { preHandler: requireUser(), schema: { tags: cart, summary: '删除选中的商品行（仅本人的）', body: cartDeleteBody, response: { 200: cartDeleteReply } } },
    async (req) => withMsg(TradeMsg.deleteCartOk, await deleteCartLines(req.ctx, req.body.ids)),
  );

  app.post(
    '/preOrder/create',
    { preHandler: requireUser(), schema: { tags, summary: '立即购买：货源生成意向单（待确认）', body: preOrderCreateBody, response: { 200: preOrderReply } } },
    async (req) => withMsg(TradeMsg.createOk, await createPreOrder(req.ctx, req.body)),
  );

  app.post(
    '/preOrder/quote',
    { preHandler: requireUser(), schema: { tags, summary: '我要报价：求购生成意向单（待确认，本人为卖方）', body: preOrderQuoteBody, response: { 200: preOrderReply } } },
    async (req) => withMsg(TradeMsg.quoteOk, await quotePreOrder(req.ctx, req.body)),
  );

  app.post(
    '/preOrder/fromCart',
    { preHandler: requireUser(), schema: { tags, summary: '购物车结算：每个商品一张意向单，全部成功或全部不生成', body: preOrderFromCartBody, response: { 200: preOrderListReply } } },
    async (req) => withMsg(TradeMsg.createOk, await preOrdersFromCart(req.ctx, req.body)),
  );

  app.post(
    '/preOrder/confirm',
    { preHandler: requireUser(), schema: { tags, summary: '谈判人确认意向单（待确认 → 已确认）', body: preOrderIdBody, response: { 200: preOrderStatusReply } } },
    async (req) => withMsg(TradeMsg.confirmOk, await confirmPreOrder(req.ctx, req.body.id)),
  );

  app.post(
    '/preOrder/edit',
    { preHandler: requireUser(), schema: { tags, summary: '谈判人修改报价意向单（model 2，待确认；每次修改留痕）', body: preOrderEditBody, response: { 200: preOrderReply } } },
    async (req) => withMsg(TradeMsg.editOk, await editPreOrder(req.ctx, req.body)),
  );

  app.post(
    '/preOrder/reject',
    { preHandler: requireUser(), schema: { tags, summary: '谈判人拒绝意向单（待确认 → 已取消）', body: preOrderRejectBody, response: { 200: preOrderStatusReply } } },
    async (req) => withMsg(TradeMsg.rejectOk, await rejectPreOrder(req.ctx, req.body)),
  );

  app.post(
    '/preOrder/cancel',
    { preHandler: requireUser(), schema: { tags, summary: '提交人取消意向单（待确认、已确认 → 已取消）', body: preOrderCancelBody, response: { 200: preOrderStatusReply } } },
    async (req) => withMsg(TradeMsg.cancelOk, await cancelPreOrder(req.ctx, req.body)),
  );

  app.get(
    '/preOrder/myPreOrderList',
    { preHandler: requireUser(), schema: { tags, summary: '我的意向单（买方或卖方）', querystring: myPreOrderListQuery, response: { 200: myPreOrderListReply } } },
    async (req) => pageReply(await myPreOrderList(req.ctx, req.query)),
  );

  app.get(
    '/preOrder/detail',
    { preHandler: requireUser(), schema: { tags, summary: '意向单详情（买卖双方、跟进的谈判人与商务、运营）', querystring: preOrderDetailQuery, response: { 200: preOrderDetailReply } } },
    async (req) => ok(await preOrderDetail(req.ctx, req.query.id)),
  );
};
