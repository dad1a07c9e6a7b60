import { and, eq, ne } from 'drizzle-orm';
import { CAPTCHA_REQUIRED_CODE } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { LoginResult, WxmpStatus } from '@mts/shared/schemas';
import { AccountStatus } from '@mts/shared/status';
import { users } from '../../db/schema/index.ts';
import type { Platform } from '../../lib/auth-types.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { findOrRegister, loginResultOf, userById } from '../users/service.ts';
import { checkCaptcha, createCaptcha } from './captcha.ts';
import { checkSend, type CodePurpose, consumeCode, dropCode, issueCode } from './codes.ts';
import { collectTicket, confirmTicket, createTicket, markScanned, stateOf } from './qr.ts';
import { createSession, revokeSession } from './sessions.ts';

export async function newCaptcha(ctx: ServiceContext) {
  const c = await createCaptcha(ctx.store, ctx.clock.now());
  ctx.outbox?.addCaptcha(c.key, c.answer);
  return { key: c.key, base64: c.base64 };
}

/**
 * POST /sms/getMobileVerificationCode: cooldown, caps, the captcha when abusive, then the code goes out. Other
 * purposes (the 支付密码's 'pay', modules/wallet/pay-password.ts) send through here with the same limits.
 */
export async function sendSmsCode(
  ctx: ServiceContext,
  input: { mobile: string; captchaKey?: string | undefined; captchaCode?: string | undefined },
  purpose: CodePurpose = 'login',
): Promise<void> {
  const now = ctx.clock.now();
  const ip = ctx.client.ip;
  const { captchaRequired } = await checkSend(ctx.store, input.mobile, ip, now, ctx.config.smsLimits);
  if (captchaRequired) {
    if (!input.captchaKey || !input.captchaCode) throw new AppError(CAPTCHA_REQUIRED_CODE, AuthMsg.captchaRequired);
    if (!(await checkCaptcha(ctx.store, input.captchaKey, input.captchaCode, now))) throw new AppError(CAPTCHA_REQUIRED_CODE, AuthMsg.captchaWrong);
  }
  const code = await issueCode(ctx.store, input.mobile, ip, now, purpose);
  try {
    await ctx.providers.sms.sendCode(input.mobile, code);
  } catch (err) {
    ctx.log.error({ err, provider: ctx.providers.sms.name }, 'SMS delivery failed');
    await dropCode(ctx.store, input.mobile, purpose);
    throw new AppError(500, AuthMsg.smsSendFailed);
  }
}

async function openSession(ctx: ServiceContext, input: { userId: number; platform: Platform; via: 'sms' | 'qr' | 'wx' }): Promise<LoginResult> {
  const u = await userById(ctx, input.userId);
  if (u.status !== AccountStatus.Active) throw new AppError(403, AuthMsg.accountDisabled);
  const token = await createSession(ctx, input);
  return loginResultOf(u, token);
}

/** POST /login: a right code logs in, registering the mobile on first login. */
export async function loginBySms(ctx: ServiceContext, input: { mobile: string; smsCode: string }): Promise<LoginResult> {
  await consumeCode(ctx.store, input.mobile, input.smsCode, ctx.clock.now());
  const u = await findOrRegister(ctx, { mobile: input.mobile });
  return openSession(ctx, { userId: u.id, platform: ctx.client.platform, via: 'sms' });
}

/** POST /logout: the caller's token stops working. */
export async function logout(ctx: ServiceContext): Promise<void> {
  if (ctx.client.token) await revokeSession(ctx, ctx.client.token);
}

/** POST /wxLogin: a mini-program code through the WeChat provider; first login registers a user without mobile. */
export async function loginByWx(ctx: ServiceContext, jsCode: string): Promise<LoginResult> {
  if (!ctx.providers.wx) throw badRequest(AuthMsg.wxUnavailable);
  const session = await ctx.providers.wx.code2Session(jsCode).catch((err: unknown) => {
    ctx.log.warn({ err }, 'WeChat code2session failed');
    return null;
  });
  if (!session) throw badRequest(AuthMsg.wxLoginFailed);
  const u = await findOrRegister(ctx, { wxOpenid: session.openid });
  return openSession(ctx, { userId: u.id, platform: ctx.client.platform, via: 'wx' });
}

/** POST /user/bindMobile: an SMS code proves the mobile; a mobile of another account is refused. */
export async function bindMobile(ctx: ServiceContext, input: { mobile: string; code: string }): Promise<void> {
  const user = userOf(ctx);
  await consumeCode(ctx.store, input.mobile, input.code, ctx.clock.now());
  const [other] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.mobile, input.mobile), ne(users.id, user.id))).limit(1);
  if (other) throw badRequest(AuthMsg.mobileTaken);
  try {
    await ctx.db.update(users).set({ mobile: input.mobile }).where(eq(users.id, user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(AuthMsg.mobileTaken);
    throw err;
  }
}

// ---- QR login ----

/** POST /getWxmpCode: a desktop's QR ticket and the link the phone opens. */
export async function createQr(ctx: ServiceContext, uuid: string) {
  const ticket = await createTicket(ctx.store, uuid, ctx.client.platform, ctx.clock.now());
  const url = await ctx.providers.qr.qrUrl(ticket, ctx.config.publicOrigin ?? ctx.client.origin);
  return { url, ticket };
}

/** POST /selectWxmpLoginStatus: the ticket's state; once confirmed, the creating desktop gets its token once. */
export async function qrStatus(ctx: ServiceContext, input: { uuid: string; ticket: string }): Promise<WxmpStatus> {
  const r = await collectTicket(ctx.store, input.ticket, input.uuid, ctx.clock.now());
  if (r.state !== 'confirmed') return { status: r.state };
  const result = await openSession(ctx, { userId: r.userId!, platform: r.platform === 'H5' ? 'H5' : 'PC', via: 'qr' });
  return { status: 'confirmed', token: result.token, userInfo: result };
}

export async function qrInfo(ctx: ServiceContext, ticket: string) {
  const now = ctx.clock.now();
  const rec = await markScanned(ctx.store, ticket, now);
  return { status: stateOf(rec, now), platform: rec.platform, createdAt: formatChinaTime(new Date(rec.createdAt)) };
}

export async function qrConfirm(ctx: ServiceContext, ticket: string): Promise<void> {
  await confirmTicket(ctx.store, ticket, userOf(ctx).id, ctx.clock.now());
}

