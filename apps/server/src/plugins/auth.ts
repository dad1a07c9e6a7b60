import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AuthMsg } from '@mts/shared/messages';
import type { Platform } from '../lib/auth-types.ts';
import { appContext, type ServiceContext } from '../lib/context.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's service context: built once, in the onRequest hook below. */
    ctx: ServiceContext;
  }
}

/**
 * On every request: reads `Authorization` and `platform`, builds `request.ctx` and looks the session up
 * (ctx.user). The one place a request's context is made.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  // A callback hook: an anonymous request (most page views) needs no lookup, so it costs no promise either.
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers.authorization?.trim() ?? '';
    const token = raw.replace(/^Bearer\s+/i, '') || null;
    const platform: Platform = String(request.headers.platform ?? '').toUpperCase() === 'PC' ? 'PC' : 'H5';
    const ctx = appContext(app, { token, platform, ip: request.ip, origin: `${request.protocol}://${request.host}`, requestId: String(request.id) }, request.log);
    if (!token) {
      request.ctx = ctx;
      return done();
    }
    findSessionUser(ctx, token).then((user) => {
      ctx.user = user;
      request.ctx = ctx;
      done();
    }, done);
  });
}

/** preHandler for routes that need a logged-in user: 401 `身份验证失败，请重新登录` otherwise. */
export function requireUser(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.ctx?.user) throw unauthorized();
  };
}

/** preHandler for operator-only routes: 401 when anonymous, 403 `无权限访问` for everyone but operators. */
export function requireOperator(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.ctx?.user) throw unauthorized();
    if (!request.ctx.user.isOperator) throw new AppError(403, AuthMsg.forbidden);
  };
}
