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
import { ok } from '../../lib/envelope.ts';
import { userPage, userPost } from '../../lib/routes.ts';
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

const cart = ['cart'];
const tags = ['trade'];

/** Trade, part 1 (trade-flow sections 2 and 5): the cart and intention orders. Rules in service.ts. */
export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cart/list', { preHandler: requireUser(), schema: { tags: cart, summary: '购物车：本人的商品行，最新在前', response: { 200: cartListReply } } }, async (req) =>
    ok(await listCart(req.ctx)),
  );

  userPost(app, '/cart/add', { tags: cart, summary: '加入购物车（上架的货源，非本人；同一商品合并数量）' }, { body: cartAddBody, reply: cartLineReply }, TradeMsg.addCartOk, addToCart);
  userPost(app, '/cart/changeNum', { tags: cart, summary: '修改数量（1 … 可售数量）' }, { body: cartChangeNumBody, reply: cartLineReply }, TradeMsg.changeNumOk, changeCartNum);
  userPost(app, '/cart/delete', { tags: cart, summary: '删除选中的商品行（仅本人的）' }, { body: cartDeleteBody, reply: cartDeleteReply }, TradeMsg.deleteCartOk, (ctx, b) => deleteCartLines(ctx, b.ids));
  userPost(app, '/preOrder/create', { tags, summary: '立即购买：货源生成意向单（待确认）' }, { body: preOrderCreateBody, reply: preOrderReply }, TradeMsg.createOk, createPreOrder);
  userPost(app, '/preOrder/quote', { tags, summary: '我要报价：求购生成意向单（待确认，本人为卖方）' }, { body: preOrderQuoteBody, reply: preOrderReply }, TradeMsg.quoteOk, quotePreOrder);
  userPost(app, '/preOrder/fromCart', { tags, summary: '购物车结算：每个商品一张意向单，全部成功或全部不生成' }, { body: preOrderFromCartBody, reply: preOrderListReply }, TradeMsg.createOk, preOrdersFromCart);
  userPost(app, '/preOrder/confirm', { tags, summary: '谈判人确认意向单（待确认 → 已确认）' }, { body: preOrderIdBody, reply: preOrderStatusReply }, TradeMsg.confirmOk, (ctx, b) => confirmPreOrder(ctx, b.id));
  userPost(app, '/preOrder/edit', { tags, summary: '谈判人修改报价意向单（model 2，待确认；每次修改留痕）' }, { body: preOrderEditBody, reply: preOrderReply }, TradeMsg.editOk, editPreOrder);
  userPost(app, '/preOrder/reject', { tags, summary: '谈判人拒绝意向单（待确认 → 已取消）' }, { body: preOrderRejectBody, reply: preOrderStatusReply }, TradeMsg.rejectOk, rejectPreOrder);
  userPost(app, '/preOrder/cancel', { tags, summary: '提交人取消意向单（待确认、已确认 → 已取消）' }, { body: preOrderCancelBody, reply: preOrderStatusReply }, TradeMsg.cancelOk, cancelPreOrder);

  userPage(app, '/preOrder/myPreOrderList', { tags, summary: '我的意向单（买方或卖方）' }, { query: myPreOrderListQuery, reply: myPreOrderListReply }, myPreOrderList);

  app.get(
    '/preOrder/detail',
    { preHandler: requireUser(), schema: { tags, summary: '意向单详情（买卖双方、跟进的谈判人与商务、运营）', querystring: preOrderDetailQuery, response: { 200: preOrderDetailReply } } },
    async (req) => ok(await preOrderDetail(req.ctx, req.query.id)),
  );
};
