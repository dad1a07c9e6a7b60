import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMsg } from '@mts/shared/messages';
import { idParam, myShopApplyReply, shopApplyBody, shopApplyListQuery, shopApplyListReply, shopApplyReply, shopApproveBody, shopRejectBody } from '@mts/shared/schemas';
import { ok, paged } from '../../lib/envelope.ts';
import { requireOperator, requireUser, userOf } from '../../plugins/auth.ts';
import { applyForShop, approveApplication, listApplications, myApplication, rejectApplication } from './service.ts';

/** Applying to become a negotiator, and the operator's review. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/shop/apply', { preHandler: requireUser(), schema: { tags: ['shop'], summary: '申请成为谈判人', body: shopApplyBody, response: { 200: shopApplyReply } } }, async (req) => ({
    code: 200,
    msg: AuthMsg.applyOk,
    data: await applyForShop(app.db, userOf(req), req.body, app.clock.now()),
  }));

  app.get('/shop/apply/my', { preHandler: requireUser(), schema: { tags: ['shop'], summary: '我的最近一次申请', response: { 200: myShopApplyReply } } }, async (req) =>
    ok(await myApplication(app.db, userOf(req))),
  );

  const op = { preHandler: requireOperator() };
  app.get('/admin/shopApply/list', { ...op, schema: { tags: ['admin'], summary: '谈判人申请列表（运营）', querystring: shopApplyListQuery, response: { 200: shopApplyListReply } } }, async (req) =>
    paged(await listApplications(app.db, req.query)),
  );
  app.post(
    '/admin/shopApply/:id/approve',
    { ...op, schema: { tags: ['admin'], summary: '通过申请（运营）', params: idParam, body: shopApproveBody, response: { 200: shopApplyReply } } },
    async (req) => ok(await approveApplication(app.db, userOf(req), req.params.id, req.body.businessType, app.clock.now())),
  );
  app.post(
    '/admin/shopApply/:id/reject',
    { ...op, schema: { tags: ['admin'], summary: '驳回申请（运营）', params: idParam, body: shopRejectBody, response: { 200: shopApplyReply } } },
    async (req) => ok(await rejectApplication(app.db, userOf(req), req.params.id, req.body.reason, app.clock.now())),
  );
};
