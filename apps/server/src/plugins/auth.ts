import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../lib/errors.ts';

export type Platform = 'H5' | 'PC';

export interface AuthUser {
  id: number;
  mobile: string;
  businessType: number;
}

export interface AuthContext {
  /** The bearer token as sent (without `Bearer `), or null. Never log it. */
  token: string | null;
  platform: Platform;
  /** Filled by the session lookup (identity module); null when anonymous. */
  user: AuthUser | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** Reads `Authorization` and `platform` into `request.auth` on every request. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers.authorization?.trim() ?? '';
    const token = raw.replace(/^Bearer\s+/i, '') || null;
    const platform: Platform = String(request.headers.platform ?? '').toUpperCase() === 'PC' ? 'PC' : 'H5';
    request.auth = { token, platform, user: null };
  });
}

/** preHandler for routes that need a logged-in user: 401 `身份验证失败，请重新登录` otherwise. */
export function requireUser(): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.auth?.user) throw unauthorized();
  };
}
