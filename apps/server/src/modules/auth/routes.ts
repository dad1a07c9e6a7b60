import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthMsg, Msg } from '@mts/shared/messages';
import {
  bindMobileBody,
  captchaReply,
  loginBody,
  loginReply,
  messageReply,
  qrInfoReply,
  qrTicketBody,
  qrTicketQuery,
  smsCodeBody,
  wxLoginBody,
  wxmpCodeBody,
  wxmpStatusBody,
  wxmpStatusReply,
} from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bindMobile, createQr, loginBySms, loginByWx, logout, newCaptcha, qrConfirm, qrInfo, qrStatus, sendSmsCode } from './service.ts';

const message = (msg: string) => ({ code: 200, msg, data: null });
const wxmpCodeReply = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

/** SMS, QR and WeChat login, logout, bind mobile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginPerMinute, captchaPerMinute } = app.config.rateLimit;
  const loginLimit = { rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } };
  const captchaLimit = { rateLimit: { max: captchaPerMinute, timeWindow: '1 minute' } };

  app.get('/captcha/image', { config: captchaLimit, schema: { tags: ['auth'], summary: '图形验证码（2 分钟、一次有效）', response: { 200: captchaReply } } }, async (req) =>
    ok(await newCaptcha(req.ctx)),
  );

  app.post(
    '/sms/getMobileVerificationCode',
    { config: captchaLimit, schema: { tags: ['auth'], summary: '发送短信验证码（60 秒冷却，日/小时上限，可疑时需图形验证码 428）', body: smsCodeBody, response: { 200: messageReply } } },
    async (req) => {
      await sendSmsCode(req.ctx, req.body);
      return message(Msg.smsSent);
    },
  );

  app.post('/login', { config: loginLimit, schema: { tags: ['auth'], summary: '短信验证码登录（首次登录即注册）', body: loginBody, response: { 200: loginReply } } }, async (req) =>
    ok(await loginBySms(req.ctx, req.body)),
  );

  app.post('/logout', { schema: { tags: ['auth'], summary: '退出登录（令牌立即失效）', response: { 200: messageReply } } }, async (req) => {
    await logout(req.ctx);
    return message(Msg.ok);
  });

  app.post('/wxLogin', { config: loginLimit, schema: { tags: ['auth'], summary: '小程序登录（jsCode 换取会话）', body: wxLoginBody, response: { 200: loginReply } } }, async (req) =>
    ok(await loginByWx(req.ctx, req.body.jsCode)),
  );

  app.post(
    '/getWxmpCode',
    { config: captchaLimit, schema: { tags: ['auth'], summary: '桌面扫码登录：创建票据（msg 为 {url, ticket} 的 JSON）', body: wxmpCodeBody, response: { 200: wxmpCodeReply } } },
    async (req) => {
      const qr = await createQr(req.ctx, req.body.uuid);
      return { code: 200, msg: JSON.stringify(qr), data: null };
    },
  );

  app.post(
    '/selectWxmpLoginStatus',
    { schema: { tags: ['auth'], summary: '桌面扫码登录：轮询状态（确认后一次性返回 token）', body: wxmpStatusBody, response: { 200: wxmpStatusReply } } },
    async (req) => ok(await qrStatus(req.ctx, req.body)),
  );

  app.get('/qrLogin/info', { schema: { tags: ['auth'], summary: '手机端打开扫码链接（标记已扫描）', querystring: qrTicketQuery, response: { 200: qrInfoReply } } }, async (req) =>
    ok(await qrInfo(req.ctx, req.query.ticket)),
  );

  app.post(
    '/qrLogin/confirm',
    { preHandler: requireUser(), schema: { tags: ['auth'], summary: '手机端确认桌面登录（需登录）', body: qrTicketBody, response: { 200: messageReply } } },
    async (req) => {
      await qrConfirm(req.ctx, req.body.ticket);
      return message(AuthMsg.qrConfirmed);
    },
  );

  app.post('/user/bindMobile', { preHandler: requireUser(), schema: { tags: ['auth'], summary: '绑定手机号', body: bindMobileBody, response: { 200: messageReply } } }, async (req) => {
    await bindMobile(req.ctx, req.body);
    return message(Msg.bindOk);
  });
};
