import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DisputeMsg } from '@mts/shared/messages';
import { decideDisputeBody, decideDisputeReply, disputeListQuery, disputeListReply, disputeReply, idParam, openDisputeBody } from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireOperator, requireUser } from '../../plugins/auth.ts';
import { decideDispute, listDisputes, openDispute } from './service.ts';

/** Order disputes (issue 12): a party or an operator opens one; operators list and decide them. Rules in service.ts. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/dispute',
    { preHandler: requireUser(), schema: { tags: ['order'], summary: '发起订单纠纷（买方、卖方或运营）', body: openDisputeBody, response: { 200: disputeReply } } },
    async (req) => ({ ...ok(await openDispute(req.ctx, req.body)), msg: DisputeMsg.openOk }),
  );
  const op = { preHandler: requireOperator() };
  app.get('/admin/disputes', { ...op, schema: { tags: ['admin'], summary: '订单纠纷列表（运营）', querystring: disputeListQuery, response: { 200: disputeListReply } } }, async (req) =>
    pageReply(await listDisputes(req.ctx, req.query)),
  );
  app.post(
    '/admin/disputes/:id/decide',
    { ...op, schema: { tags: ['admin'], summary: '处理纠纷：放款给卖方或退款给买方（运营，幂等）', params: idParam, body: decideDisputeBody, response: { 200: decideDisputeReply } } },
    async (req) => req.moneyCall((tx) => decideDispute(tx, { id: req.params.id, decision: req.body.decision, note: req.body.note })),
  );
};
