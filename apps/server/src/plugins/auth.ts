import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AuthMsg } from '@mts/shared/messages';
import { AppError, unauthorized } from '../lib/errors.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';

export type Platform = 'H5' | 'PC';

export interface AuthUser {
  id: number;
  /** '' for a WeChat user without a bound mobile. */
  mobile: string;
  businessType: number;
  isOperator: boolean;
  sessionId: number;
}

export interface AuthContext {
  /** The bearer token as sent (without `Bearer `), or null. Never log it. */
  token: string | null;
  platform: Platform;
  /** The session's user; null when anonymous or the token is unknown, expired or revoked. */
  user: AuthUser | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** Reads `Authorization` and `platform` into `request.auth` on every request, and looks the session up. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers.authorization?.trim() ?? '';
    const token = raw.replace(/^Bearer\s+/i, '') || null;
    const platform: Platform = String(request.headers.platform ?? '').toUpperCase() === 'PC' ? 'PC' : 'H5';
    request.auth = { token, platform, user: null };
    if (token) request.auth.user = await findSessionUser(app.db, token, app.clock.now());
  });
}

/** preHandler for routes that need a logged-in user: 401 `身份验证失败，请重新登录` otherwise. */
export function requireUser(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth?.user) throw unauthorized();
  };
}

/** preHandler for operator-only routes: 401 when anonymous, 403 `无权限访问` for everyone but operators. */
export function requireOperator(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth?.user) throw unauthorized();
    if (!request.auth.user.isOperator) throw new AppError(403, AuthMsg.forbidden);
  };
}

/** The logged-in user of a route guarded by requireUser(). */
export function userOf(request: { auth: AuthContext }): AuthUser {
  if (!request.auth?.user) throw unauthorized();
  return request.auth.user;
}
