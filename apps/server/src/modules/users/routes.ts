import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMsg } from '@mts/shared/messages';
import { authnBody, authnReply, rewardListQuery, rewardListReply, userBalanceReply, userBaseInfoQuery, userBaseInfoReply, userInfoReply } from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { myRewardList, myUserInfo, userBalance, userBaseInfo, verifyRealName } from './service.ts';

/** The user centre: every route reads only the caller's rows (the user comes from the session, never from the request). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };

  app.get('/user/getUserInfo', { ...auth, schema: { tags: ['user'], summary: '当前用户信息', response: { 200: userInfoReply } } }, async (req) =>
    ok({ userInfo: await myUserInfo(req.ctx) }),
  );

  app.get('/user/getUserBalance', { ...auth, schema: { tags: ['user'], summary: '钱包余额、积分与金币（金额单位：分）', response: { 200: userBalanceReply } } }, async (req) =>
    ok(await userBalance(req.ctx)),
  );

  app.get('/user/getMyRewardList', { ...auth, schema: { tags: ['user'], summary: '积分与金币明细', querystring: rewardListQuery, response: { 200: rewardListReply } } }, async (req) =>
    pageReply(await myRewardList(req.ctx, req.query)),
  );

  // Whether a mobile is registered, and its role, is not public: logged-in callers only, 30 look-ups a minute
  // per user (shared across instances through Redis), so the registry cannot be enumerated.
  const lookupLimit = {
    rateLimit: {
      max: app.config.rateLimit.userLookupPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: { ctx: { user: { id: number } | null } }) => `lookup:u${req.ctx.user?.id}`,
    },
  };
  app.get(
    '/user/getUserBaseInfo',
    { ...auth, config: lookupLimit, schema: { tags: ['user'], summary: '用户公开信息（手机号脱敏；需登录，每人每分钟 30 次）', querystring: userBaseInfoQuery, response: { 200: userBaseInfoReply } } },
    async (req) => ok(await userBaseInfo(req.ctx, req.query.mobile)),
  );

  app.post('/user/authn', { ...auth, schema: { tags: ['user'], summary: '实名认证（GB 11643 校验）', body: authnBody, response: { 200: authnReply } } }, async (req) => {
    const data = await verifyRealName(req.ctx, req.body);
    return { code: 200, msg: AuthMsg.realNameOk, data };
  });
};
