import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQueueQuery,
  adminTransferList,
  cancelOrderBody,
  confirmReceiptBody,
  confirmTransferBody,
  externalPayBody,
  externalPayInfoQuery,
  externalPayInfoReply,
  orderStatusReply,
  payOrderBody,
  refundOrderBody,
  rejectTransferBody,
  shipBody,
  transferReply,
} from '@mts/shared/schemas';
import { MoneyMsg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminTransfers, cancelOrder, confirmReceipt, confirmTransfer, externalPayInfo, payOrder, recordTransfer, refundOrder, rejectTransfer, shipOrder } from './service.ts';

const tags = ['order'];

/** Paying, shipping, settling and refunding an order (issue 11). Rules in service.ts. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };
  app.post('/order/pay', { ...auth, schema: { tags, summary: '买方余额支付（支付密码或短信验证码；待付款 → 待发货，货款冻结）', body: payOrderBody, response: { 200: orderStatusReply } } }, async (req) =>
    req.moneyCall((tx) => payOrder(tx, req.body), { factor: true }),
  );
  app.get('/order/externalPayInfo', { ...auth, schema: { tags, summary: '对公转账信息（担保账户、金额、附言）', querystring: externalPayInfoQuery, response: { 200: externalPayInfoReply } } }, async (req) =>
    ok(await externalPayInfo(req.ctx, req.query.orderId)),
  );
  app.post('/order/externalPay', { ...auth, schema: { tags, summary: '登记对公转账（买方或买方商务）', body: externalPayBody, response: { 200: transferReply } } }, async (req) =>
    req.moneyCall((tx) => recordTransfer(tx, req.body)),
  );
  app.post('/order/externalPay/confirm', { ...auth, schema: { tags, summary: '运营确认转账到账（→ 待发货）', body: confirmTransferBody, response: { 200: transferReply } } }, async (req) =>
    req.moneyCall((tx) => confirmTransfer(tx, req.body)),
  );
  app.post('/order/externalPay/reject', { ...auth, schema: { tags, summary: '运营驳回转账记录', body: rejectTransferBody, response: { 200: transferReply } } }, async (req) =>
    req.moneyCall((tx) => rejectTransfer(tx, req.body)),
  );
  app.get('/order/admin/transfers', { ...auth, schema: { tags, summary: '运营：待确认的对公转账', querystring: adminQueueQuery, response: { 200: adminTransferList } } }, async (req) =>
    pageReply(await adminTransfers(req.ctx, req.query)),
  );
  app.post('/order/ship', { ...auth, schema: { tags, summary: '卖方发货（待发货 → 待验货）', body: shipBody, response: { 200: orderStatusReply } } }, async (req) => ({
    ...ok(await shipOrder(req.ctx, req.body)),
    msg: MoneyMsg.shipOk,
  }));
  app.post('/order/confirmReceipt', { ...auth, schema: { tags, summary: '买方确认收货（→ 已完成，结算给卖方）', body: confirmReceiptBody, response: { 200: orderStatusReply } } }, async (req) =>
    req.moneyCall((tx) => confirmReceipt(tx, req.body)),
  );
  app.post('/order/cancel', { ...auth, schema: { tags, summary: '运营登记协商取消（待发货 → 退款中）', body: cancelOrderBody, response: { 200: orderStatusReply } } }, async (req) =>
    req.moneyCall((tx) => cancelOrder(tx, req.body)),
  );
  app.post('/order/refund', { ...auth, schema: { tags, summary: '运营退款（退款中 → 已关闭，冻结 → 买方可用）', body: refundOrderBody, response: { 200: orderStatusReply } } }, async (req) =>
    req.moneyCall((tx) => refundOrder(tx, req.body)),
  );
};
