import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inspectionBody, inspectionGrabBody, inspectionList, inspectionListQuery, inspectionReply, inspectionRowReply } from '@mts/shared/schemas';
import { MoneyMsg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { fileInspection, grabInspection, inspectionList as list } from './service.ts';

const tags = ['inspection'];

/** Inspection (验货, issue 11). Rules in service.ts. */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };
  app.get('/mtsGoods/myYanHuoGoodsList', { ...auth, schema: { tags, summary: '验货列表（0 待领取 1 我的待验货 2 我已验货；仅验货员）', querystring: inspectionListQuery, response: { 200: inspectionList } } }, async (req) =>
    pageReply(await list(req.ctx, req.query)),
  );
  app.post('/mtsGoods/yanhuoGrab', { ...auth, schema: { tags, summary: '领取验货（运营可指派 inspectorId）', body: inspectionGrabBody, response: { 200: inspectionRowReply } } }, async (req) => ({
    ...ok(await grabInspection(req.ctx, req.body)),
    msg: MoneyMsg.grabOk,
  }));
  app.post('/mtsGoods/yanhuo', { ...auth, schema: { tags, summary: '提交验货报告（通过 → 待收货；不通过 → 退款中）', body: inspectionBody, response: { 200: inspectionReply } } }, async (req) => {
    const report = await fileInspection(req.ctx, req.body);
    return { ...ok(report), msg: report.result === 'pass' ? MoneyMsg.inspectPassOk : MoneyMsg.inspectFailOk };
  });
};
