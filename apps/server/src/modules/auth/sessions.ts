import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { AuthLimits } from '@mts/shared/constants';
import { AccountStatus } from '@mts/shared/status';
import { sessions, users } from '../../db/schema/index.ts';
import type { AuthUser, Platform } from '../../lib/auth-types.ts';
import type { ServiceContext } from '../../lib/context.ts';

const SESSION_TTL_MS = AuthLimits.sessionTtlDays * 86_400_000;
/** Renew when less than half the lifetime is left: at most one write per session per 15 days, not one per request. */
const RENEW_BELOW_MS = SESSION_TTL_MS / 2;
/** crypto.randomBytes(32) as base64url. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type SessionCtx = Pick<ServiceContext, 'db' | 'clock'>;

/** Opens a session: a 256-bit opaque token, of which only the SHA-256 hash is stored. */
export async function createSession(ctx: SessionCtx, input: { userId: number; platform: Platform; via: 'sms' | 'qr' | 'wx' }): Promise<string> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    platform: input.platform,
    via: input.via,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

/** The user behind a live token, or null (unknown, expired or revoked). Renews the expiry when it runs low. */
export async function findSessionUser(ctx: SessionCtx, token: string): Promise<AuthUser | null> {
  if (!TOKEN_RE.test(token)) return null;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      mobile: users.mobile,
      businessType: users.businessType,
      isOperator: users.isOperator,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  if (!row || row.status !== AccountStatus.Active) return null;
  if (row.expiresAt.getTime() - now < RENEW_BELOW_MS) {
    // Conditional, so concurrent requests renew once.
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(now + SESSION_TTL_MS) })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.expiresAt, new Date(now + RENEW_BELOW_MS))));
  }
  return { id: row.id, mobile: row.mobile ?? '', businessType: row.businessType, isOperator: row.isOperator, sessionId: row.sessionId };
}

/** Logout: the token stops working at once. */
export async function revokeSession(ctx: SessionCtx, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
