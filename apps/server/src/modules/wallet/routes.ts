import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositList,
  adminQueueQuery,
  adminWithdrawalList,
  depositBody,
  depositConfirmBody,
  depositList,
  depositReply,
  pageQuery,
  statementQuery,
  statementReply,
  withdrawalList,
  withdrawalReply,
  withdrawBody,
  withdrawPayBody,
  withdrawRefuseBody,
} from '@mts/shared/schemas';
import { pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  adminDeposits,
  adminWithdrawals,
  confirmDeposit,
  myDeposits,
  myWithdrawals,
  payWithdrawal,
  refuseWithdrawal,
  requestDeposit,
  requestWithdrawal,
  statement,
} from './service.ts';

const tags = ['wallet'];

/** The wallet (issue 11): statement, deposits and withdrawals; operators confirm, pay, refuse. Rules in service.ts. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };

  app.get('/wallet/statement', { ...auth, schema: { tags, summary: '资金明细（分页，按类型筛选，关联订单）', querystring: statementQuery, response: { 200: statementReply } } }, async (req) =>
    pageReply(await statement(req.ctx, req.query)),
  );
  app.post('/wallet/deposit', { ...auth, schema: { tags, summary: '充值申请（对公转账：平台账户与唯一附言）', body: depositBody, response: { 200: depositReply } } }, async (req) =>
    req.moneyCall((tx) => requestDeposit(tx, req.body)),
  );
  app.post('/wallet/deposit/confirm', { ...auth, schema: { tags, summary: '运营确认充值到账（平台清算 → 用户可用）', body: depositConfirmBody, response: { 200: depositReply } } }, async (req) =>
    req.moneyCall((tx) => confirmDeposit(tx, req.body)),
  );
  app.post('/wallet/withdraw', { ...auth, schema: { tags, summary: '提现申请（实名账户；可用 → 冻结）', body: withdrawBody, response: { 200: withdrawalReply } } }, async (req) =>
    req.moneyCall((tx) => requestWithdrawal(tx, req.body)),
  );
  app.post('/wallet/withdraw/pay', { ...auth, schema: { tags, summary: '运营确认提现打款（冻结 → 平台清算）', body: withdrawPayBody, response: { 200: withdrawalReply } } }, async (req) =>
    req.moneyCall((tx) => payWithdrawal(tx, req.body)),
  );
  app.post('/wallet/withdraw/refuse', { ...auth, schema: { tags, summary: '运营拒绝提现（冻结 → 可用）', body: withdrawRefuseBody, response: { 200: withdrawalReply } } }, async (req) =>
    req.moneyCall((tx) => refuseWithdrawal(tx, req.body)),
  );
  app.get('/wallet/deposits', { ...auth, schema: { tags, summary: '我的充值记录', querystring: pageQuery, response: { 200: depositList } } }, async (req) =>
    pageReply(await myDeposits(req.ctx, req.query)),
  );
  app.get('/wallet/withdrawals', { ...auth, schema: { tags, summary: '我的提现记录', querystring: pageQuery, response: { 200: withdrawalList } } }, async (req) =>
    pageReply(await myWithdrawals(req.ctx, req.query)),
  );
  app.get('/wallet/admin/deposits', { ...auth, schema: { tags, summary: '运营：充值待确认', querystring: adminQueueQuery, response: { 200: adminDepositList } } }, async (req) =>
    pageReply(await adminDeposits(req.ctx, req.query)),
  );
  app.get('/wallet/admin/withdrawals', { ...auth, schema: { tags, summary: '运营：提现待打款', querystring: adminQueueQuery, response: { 200: adminWithdrawalList } } }, async (req) =>
    pageReply(await adminWithdrawals(req.ctx, req.query)),
  );
};
