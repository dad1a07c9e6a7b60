import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMsg } from '@mts/shared/messages';
import { idParam, myShopApplyReply, shopApplyBody, shopApplyListQuery, shopApplyListReply, shopApplyReply, shopApproveBody, shopRejectBody } from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireOperator, requireUser } from '../../plugins/auth.ts';
import { applyForShop, approveApplication, listApplications, myApplication, rejectApplication } from './service.ts';

/** Applying to become a negotiator, and the operator's review. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/shop/apply', { preHandler: requireUser(), schema: { tags: ['shop'], summary: '申请成为谈判人', body: shopApplyBody, response: { 200: shopApplyReply } } }, async (req) => ({
    code: 200,
    msg: AuthMsg.applyOk,
    data: await applyForShop(req.ctx, req.body),
  }));

  app.get('/shop/apply/my', { preHandler: requireUser(), schema: { tags: ['shop'], summary: '我的最近一次申请', response: { 200: myShopApplyReply } } }, async (req) =>
    ok(await myApplication(req.ctx)),
  );

  const op = { preHandler: requireOperator() };
  app.get('/admin/shopApply/list', { ...op, schema: { tags: ['admin'], summary: '谈判人申请列表（运营）', querystring: shopApplyListQuery, response: { 200: shopApplyListReply } } }, async (req) =>
    pageReply(await listApplications(req.ctx, req.query)),
  );
  app.post(
    '/admin/shopApply/:id/approve',
    { ...op, schema: { tags: ['admin'], summary: '通过申请（运营）', params: idParam, body: shopApproveBody, response: { 200: shopApplyReply } } },
    async (req) => ok(await approveApplication(req.ctx, { id: req.params.id, businessType: req.body.businessType })),
  );
  app.post(
    '/admin/shopApply/:id/reject',
    { ...op, schema: { tags: ['admin'], summary: '驳回申请（运营）', params: idParam, body: shopRejectBody, response: { 200: shopApplyReply } } },
    async (req) => ok(await rejectApplication(req.ctx, { id: req.params.id, reason: req.body.reason })),
  );
};
