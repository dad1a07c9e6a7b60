import type { FastifyBaseLogger } from 'fastify';
import { AuthMsg } from '@mts/shared/messages';
import type { LoginResult, WxmpStatus } from '@mts/shared/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { KvStore } from '../../lib/store.ts';
import type { AuthUser, Platform } from '../../plugins/auth.ts';
import type { Providers } from '../../plugins/infra.ts';
import type { DevOutbox } from '../../providers/sms.ts';
import { findOrRegister, loginResultOf, userById } from '../users/service.ts';
import { CAPTCHA_REQUIRED_CODE } from '@mts/shared/constants';
import { checkCaptcha, createCaptcha } from './captcha.ts';
import { checkSend, consumeCode, dropCode, issueCode } from './codes.ts';
import { collectTicket, confirmTicket, createTicket, markScanned, stateOf } from './qr.ts';
import { createSession, revokeSession } from './sessions.ts';
import { formatChinaTime } from '../../lib/time.ts';

/** What the identity services need: database, shared store, clock, providers. */
export interface IdentityContext {
  db: Db;
  store: KvStore;
  clock: Clock;
  providers: Providers;
  outbox: DevOutbox | null;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export async function newCaptcha(ctx: IdentityContext) {
  const c = await createCaptcha(ctx.store, ctx.clock.now());
  ctx.outbox?.addCaptcha(c.key, c.answer);
  return { key: c.key, base64: c.base64 };
}

/** POST /sms/getMobileVerificationCode: cooldown, caps, the captcha when abusive, then the code goes out. */
export async function sendSmsCode(ctx: IdentityContext, input: { mobile: string; captchaKey?: string; captchaCode?: string }, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const { captchaRequired } = await checkSend(ctx.store, input.mobile, ip, now, ctx.config.smsLimits);
  if (captchaRequired) {
    if (!input.captchaKey || !input.captchaCode) throw new AppError(CAPTCHA_REQUIRED_CODE, AuthMsg.captchaRequired);
    if (!(await checkCaptcha(ctx.store, input.captchaKey, input.captchaCode, now))) throw new AppError(CAPTCHA_REQUIRED_CODE, AuthMsg.captchaWrong);
  }
  const code = await issueCode(ctx.store, input.mobile, ip, now);
  try {
    await ctx.providers.sms.sendCode(input.mobile, code);
  } catch (err) {
    ctx.log.error({ err, provider: ctx.providers.sms.name }, 'SMS delivery failed');
    await dropCode(ctx.store, input.mobile);
    throw new AppError(500, AuthMsg.smsSendFailed);
  }
}

async function openSession(ctx: IdentityContext, userId: number, platform: Platform, via: 'sms' | 'qr' | 'wx'): Promise<LoginResult> {
  const u = await userById(ctx.db, userId);
  if (u.status !== 0) throw new AppError(403, AuthMsg.accountDisabled);
  const token = await createSession(ctx.db, { userId, platform, via }, ctx.clock.now());
  return loginResultOf(u, token);
}

/** POST /login: a right code logs in, registering the mobile on first login. */
export async function loginBySms(ctx: IdentityContext, input: { mobile: string; smsCode: string }, platform: Platform): Promise<LoginResult> {
  const now = ctx.clock.now();
  await consumeCode(ctx.store, input.mobile, input.smsCode, now);
  const u = await findOrRegister(ctx.db, { mobile: input.mobile }, now);
  return openSession(ctx, u.id, platform, 'sms');
}

export async function logout(ctx: IdentityContext, token: string | null): Promise<void> {
  if (token) await revokeSession(ctx.db, token);
}

/** POST /wxLogin: a mini-program code through the WeChat provider; first login registers a user without mobile. */
export async function loginByWx(ctx: IdentityContext, jsCode: string, platform: Platform): Promise<LoginResult> {
  if (!ctx.providers.wx) throw badRequest(AuthMsg.wxUnavailable);
  const session = await ctx.providers.wx.code2Session(jsCode).catch((err: unknown) => {
    ctx.log.warn({ err }, 'WeChat code2session failed');
    return null;
  });
  if (!session) throw badRequest(AuthMsg.wxLoginFailed);
  const u = await findOrRegister(ctx.db, { wxOpenid: session.openid }, ctx.clock.now());
  return openSession(ctx, u.id, platform, 'wx');
}

/** POST /user/bindMobile: an SMS code proves the mobile; a mobile of another account is refused. */
export async function bindMobile(ctx: IdentityContext, user: AuthUser, input: { mobile: string; code: string }): Promise<void> {
  await consumeCode(ctx.store, input.mobile, input.code, ctx.clock.now());
  const [other] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.mobile, input.mobile), ne(users.id, user.id))).limit(1);
  if (other) throw badRequest(AuthMsg.mobileTaken);
  try {
    await ctx.db.update(users).set({ mobile: input.mobile }).where(eq(users.id, user.id));
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw badRequest(AuthMsg.mobileTaken);
    throw err;
  }
}

// ---- QR login ----

export async function createQr(ctx: IdentityContext, uuid: string, platform: Platform, origin: string) {
  const ticket = await createTicket(ctx.store, uuid, platform, ctx.clock.now());
  const url = await ctx.providers.qr.qrUrl(ticket, ctx.config.publicOrigin ?? origin);
  return { url, ticket };
}

export async function qrStatus(ctx: IdentityContext, uuid: string, ticket: string): Promise<WxmpStatus> {
  const r = await collectTicket(ctx.store, ticket, uuid, ctx.clock.now());
  if (r.state !== 'confirmed') return { status: r.state };
  const result = await openSession(ctx, r.userId!, r.platform === 'H5' ? 'H5' : 'PC', 'qr');
  return { status: 'confirmed', token: result.token, userInfo: result };
}

export async function qrInfo(ctx: IdentityContext, ticket: string) {
  const now = ctx.clock.now();
  const rec = await markScanned(ctx.store, ticket, now);
  return { status: stateOf(rec, now), platform: rec.platform, createdAt: formatChinaTime(new Date(rec.createdAt)) };
}

export async function qrConfirm(ctx: IdentityContext, user: AuthUser, ticket: string): Promise<void> {
  await confirmTicket(ctx.store, ticket, user.id, ctx.clock.now());
}

