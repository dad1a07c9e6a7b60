import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMsg } from '@mts/shared/messages';
import {
  adminInspectionListQuery,
  adminLeadListQuery,
  adminLeadListReply,
  adminLeadReply,
  adminOrderListQuery,
  adminPreOrderListQuery,
  adminPreOrderListReply,
  adminOrderListReply,
  adminReasonBody,
  adminReassignBody,
  adminRoleBody,
  adminUserDetailReply,
  adminUserListQuery,
  adminUserListReply,
  auditListQuery,
  auditListReply,
  dashboardReply,
  envelope,
  idParam,
  adminUserRow,
  inspectionList,
  ledgerExportQuery,
  ledgerOverviewReply,
  ordersPerDayQuery,
  ordersPerDayReply,
  opsHealthReply,
} from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireOperator } from '../../plugins/auth.ts';
import { listAudit } from '../audit/service.ts';
import { adminInspectionList } from '../inspection/service.ts';
import { dashboard, exportLedger, ledgerOverview, ordersPerDay } from './money.ts';
import { opsHealthOf } from './health.ts';
import { listLeads, listOrders, listPreOrders, listUsers, reassignLead, releaseLead, setAccountStatus, setRole, userDetail } from './service.ts';

const tags = ['admin'];
const adminUserReply = envelope(adminUserRow);

/**
 * The operator console's API (issue 12, server half): audit log, people, dashboard, leads and orders, the platform
 * ledger and its export. Operators only: 401 logged out, 403 `无权限访问` for anyone else, before any work.
 * Rules in service.ts (people, trade) and money.ts (figures, ledger); the audit helper in modules/audit.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const op = { preHandler: requireOperator() };

  app.get('/admin/audit', { ...op, schema: { tags, summary: '操作日志（只读：筛选操作人、操作、对象、日期、关键词）', querystring: auditListQuery, response: { 200: auditListReply } } }, async (req) =>
    pageReply(await listAudit(req.ctx, req.query)),
  );

  app.get('/admin/users', { ...op, schema: { tags, summary: '用户列表（手机号或姓名搜索，按角色筛选）', querystring: adminUserListQuery, response: { 200: adminUserListReply } } }, async (req) =>
    pageReply(await listUsers(req.ctx, req.query)),
  );
  app.get('/admin/users/:id', { ...op, schema: { tags, summary: '用户详情（角色、实名、商品、订单、钱包）', params: idParam, response: { 200: adminUserDetailReply } } }, async (req) =>
    ok(await userDetail(req.ctx, req.params.id)),
  );
  app.post('/admin/users/:id/role', { ...op, schema: { tags, summary: '设置角色（0/10/20/40，运营权限），需填写原因', params: idParam, body: adminRoleBody, response: { 200: adminUserReply } } }, async (req) => ({
    ...ok(await setRole(req.ctx, { ...req.body, id: req.params.id })),
    msg: AdminMsg.roleOk,
  }));
  app.post('/admin/users/:id/disable', { ...op, schema: { tags, summary: '停用账号（登录状态立即失效）', params: idParam, body: adminReasonBody, response: { 200: adminUserReply } } }, async (req) => ({
    ...ok(await setAccountStatus(req.ctx, { id: req.params.id, move: 'disable', reason: req.body.reason })),
    msg: AdminMsg.disableOk,
  }));
  app.post('/admin/users/:id/enable', { ...op, schema: { tags, summary: '启用账号', params: idParam, body: adminReasonBody, response: { 200: adminUserReply } } }, async (req) => ({
    ...ok(await setAccountStatus(req.ctx, { id: req.params.id, move: 'enable', reason: req.body.reason })),
    msg: AdminMsg.enableOk,
  }));

  app.get('/admin/health', { ...op, schema: { tags, summary: '系统健康（就绪、实例、资金校验、任务队列、短信）', response: { 200: opsHealthReply } } }, async (req) => ok(await opsHealthOf(app, req.ctx)));
  app.get('/admin/dashboard', { ...op, schema: { tags, summary: '运营看板（今日、本月、担保资金、待办队列）', response: { 200: dashboardReply } } }, async (req) => ok(await dashboard(req.ctx)));
  app.get('/admin/dashboard/ordersPerDay', { ...op, schema: { tags, summary: '每日订单（按币种的笔数与金额，中国时区）', querystring: ordersPerDayQuery, response: { 200: ordersPerDayReply } } }, async (req) =>
    ok(await ordersPerDay(req.ctx, req.query.days)),
  );

  app.get('/admin/leads', { ...op, schema: { tags, summary: '线索（按状态、谈判人、时长）', querystring: adminLeadListQuery, response: { 200: adminLeadListReply } } }, async (req) =>
    pageReply(await listLeads(req.ctx, req.query)),
  );
  app.post('/admin/leads/:id/release', { ...op, schema: { tags, summary: '退回线索池（已派单 → 待派单）', params: idParam, body: adminReasonBody, response: { 200: adminLeadReply } } }, async (req) => ({
    ...ok(await releaseLead(req.ctx, { id: req.params.id, reason: req.body.reason })),
    msg: AdminMsg.leadReleased,
  }));
  app.post('/admin/leads/:id/reassign', { ...op, schema: { tags, summary: '改派线索给另一谈判人', params: idParam, body: adminReassignBody, response: { 200: adminLeadReply } } }, async (req) => ({
    ...ok(await reassignLead(req.ctx, { id: req.params.id, negotiatorId: req.body.negotiatorId, reason: req.body.reason })),
    msg: AdminMsg.leadReassigned,
  }));
  app.get('/admin/orders', { ...op, schema: { tags, summary: '订单（按状态，按订单号/合同号/买卖方搜索；历史见 /order/detail）', querystring: adminOrderListQuery, response: { 200: adminOrderListReply } } }, async (req) =>
    pageReply(await listOrders(req.ctx, req.query)),
  );

  app.get('/admin/preOrders', { ...op, schema: { tags, summary: '意向单（按状态，按单号/买卖方搜索；修改记录见 /preOrder/detail）', querystring: adminPreOrderListQuery, response: { 200: adminPreOrderListReply } } }, async (req) =>
    pageReply(await listPreOrders(req.ctx, req.query)),
  );

  app.get('/admin/inspections', { ...op, schema: { tags, summary: '验货（0 待指派，1 验货中，2 已验货含报告；可按验货员）', querystring: adminInspectionListQuery, response: { 200: inspectionList } } }, async (req) =>
    pageReply(await adminInspectionList(req.ctx, req.query)),
  );

  app.get('/admin/ledger', { ...op, schema: { tags, summary: '平台账户与账本校验（每币种分录合计为零）', response: { 200: ledgerOverviewReply } } }, async (req) => ok(await ledgerOverview(req.ctx)));
  app.get('/admin/ledger/export.csv', { ...op, schema: { tags, summary: '导出资金流水 CSV（UTF-8 BOM；错误仍为信封）', querystring: ledgerExportQuery } }, async (req, reply) => {
    const { filename, csv } = await exportLedger(req.ctx, req.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
