import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyMsg } from '@mts/shared/messages';
import {
  adminReasonBody,
  companyVerificationReply,
  companyVerifyBody,
  companyVerifyListQuery,
  companyVerifyListReply,
  idParam,
  myCompanyVerificationReply,
} from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireOperator, requireUser } from '../../plugins/auth.ts';
import { approveVerification, listVerifications, myVerification, rejectVerification, revokeVerification, submitVerification } from './service.ts';

/** Company verification (企业认证): the user's application and the operators' queue. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { preHandler: requireUser() };
  app.post('/company/verify', { ...user, schema: { tags: ['company'], summary: '提交企业认证', body: companyVerifyBody, response: { 200: companyVerificationReply } } }, async (req) => ({
    ...ok(await submitVerification(req.ctx, req.body)),
    msg: CompanyMsg.submitOk,
  }));
  app.get('/company/verify/my', { ...user, schema: { tags: ['company'], summary: '我的企业认证（最近一次）', response: { 200: myCompanyVerificationReply } } }, async (req) =>
    ok(await myVerification(req.ctx)),
  );

  const op = { preHandler: requireOperator() };
  app.get(
    '/admin/companyVerify',
    { ...op, schema: { tags: ['admin'], summary: '企业认证列表（运营）', querystring: companyVerifyListQuery, response: { 200: companyVerifyListReply } } },
    async (req) => pageReply(await listVerifications(req.ctx, req.query)),
  );
  app.post(
    '/admin/companyVerify/:id/approve',
    { ...op, schema: { tags: ['admin'], summary: '通过企业认证（运营）', params: idParam, response: { 200: companyVerificationReply } } },
    async (req) => ({ ...ok(await approveVerification(req.ctx, req.params.id)), msg: CompanyMsg.approveOk }),
  );
  app.post(
    '/admin/companyVerify/:id/reject',
    { ...op, schema: { tags: ['admin'], summary: '驳回企业认证（运营）', params: idParam, body: adminReasonBody, response: { 200: companyVerificationReply } } },
    async (req) => ({ ...ok(await rejectVerification(req.ctx, { id: req.params.id, reason: req.body.reason })), msg: CompanyMsg.rejectOk }),
  );
  app.post(
    '/admin/companyVerify/:id/revoke',
    { ...op, schema: { tags: ['admin'], summary: '撤销企业认证（运营）', params: idParam, body: adminReasonBody, response: { 200: companyVerificationReply } } },
    async (req) => ({ ...ok(await revokeVerification(req.ctx, { id: req.params.id, reason: req.body.reason })), msg: CompanyMsg.revokeOk }),
  );
};
