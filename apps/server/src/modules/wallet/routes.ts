import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositList,
  adminQueueQuery,
  adminWithdrawalList,
  depositBody,
  depositConfirmBody,
  depositList,
  depositRejectBody,
  depositReply,
  messageReply,
  payPasswordChangeBody,
  payPasswordSetBody,
  payPasswordStatusReply,
  pageQuery,
  statementQuery,
  statementReply,
  withdrawalList,
  withdrawalReply,
  withdrawBody,
  withdrawPayBody,
  withdrawRefuseBody,
} from '@mts/shared/schemas';
import { z } from 'zod';
import { Msg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  adminDeposits,
  adminWithdrawals,
  confirmDeposit,
  myDeposits,
  myWithdrawals,
  payWithdrawal,
  refuseWithdrawal,
  rejectDeposit,
  requestDeposit,
  requestWithdrawal,
  statement,
} from './service.ts';
import { changePayPassword, payPasswordStatus, sendPayCode, setPayPassword } from './pay-password.ts';

const sendCodeBody = z.object({ captchaKey: z.string().max(64).optional(), captchaCode: z.string().max(8).optional() });

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
  app.post('/wallet/deposit/reject', { ...auth, schema: { tags, summary: '运营驳回充值申请（附原因，不动账）', body: depositRejectBody, response: { 200: depositReply } } }, async (req) =>
    req.moneyCall((tx) => rejectDeposit(tx, req.body)),
  );
  app.post('/wallet/withdraw', { ...auth, schema: { tags, summary: '提现申请（实名账户；支付密码或短信验证码；可用 → 冻结）', body: withdrawBody, response: { 200: withdrawalReply } } }, async (req) =>
    req.moneyCall((tx) => requestWithdrawal(tx, req.body), { factor: true }),
  );
  app.get('/wallet/payPassword', { ...auth, schema: { tags, summary: '支付密码状态（是否设置、是否锁定）', response: { 200: payPasswordStatusReply } } }, async (req) =>
    ok(await payPasswordStatus(req.ctx)),
  );
  app.post('/wallet/payPassword/sendCode', { ...auth, schema: { tags, summary: '向本账号手机发送支付验证码', body: sendCodeBody, response: { 200: messageReply } } }, async (req) => {
    await sendPayCode(req.ctx, req.body);
    return { code: 200, msg: Msg.smsSent, data: null };
  });
  app.post('/wallet/payPassword', { ...auth, schema: { tags, summary: '设置或重置支付密码（短信验证码）', body: payPasswordSetBody, response: { 200: payPasswordStatusReply } } }, async (req) => ({
    code: 200,
    ...(await setPayPassword(req.ctx, req.body)),
  }));
  app.post('/wallet/payPassword/change', { ...auth, schema: { tags, summary: '修改支付密码（原密码）', body: payPasswordChangeBody, response: { 200: payPasswordStatusReply } } }, async (req) => ({
    code: 200,
    ...(await changePayPassword(req.ctx, req.body)),
  }));
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
