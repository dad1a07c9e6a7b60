import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MoneyLimits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { PAY_FACTOR_KEYS } from '@mts/shared/schemas';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';

const KEY_RE = new RegExp(`^[A-Za-z0-9_-]{${MoneyLimits.idempotencyKeyMin},${MoneyLimits.idempotencyKeyMax}}$`);

/** The key of a money call: the Idempotency-Key header, else the body's idempotencyKey; 400 when missing or malformed. */
export function idempotencyKeyOf(header: unknown, body: { idempotencyKey?: string | undefined }): string {
  const key = typeof header === 'string' && header !== '' ? header : body.idempotencyKey;
  if (typeof key !== 'string' || !KEY_RE.test(key)) throw new AppError(400, MoneyMsg.idempotencyKey);
  return key;
}

export interface Reply<T> {
  msg: string;
  data: T;
}

/**
 * What a key stands for: the path and the body without the key itself and without the second factor (支付密码 or
 * SMS code): a retry that no longer carries the factor is the same request.
 */
function requestHashOf(path: string, body: object): string {
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const k of ['idempotencyKey', ...PAY_FACTOR_KEYS]) delete rest[k];
  return createHash('sha256').update(`${path}\n${JSON.stringify(rest)}`).digest('hex');
}

/**
 * The stored reply of a completed call with this key, or null (no such key yet, or still in flight); 409 when the
 * key was used for another request. Read before asking for a second factor: a retry is not asked again.
 */
export async function completedReply<T>(ctx: ServiceContext, key: string, path: string, body: object): Promise<Reply<T> | null> {
  const me = userOf(ctx);
  const [row] = await ctx.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, me.id), eq(idempotencyKeys.key, key))).limit(1);
  if (!row) return null;
  if (row.requestHash !== requestHashOf(path, body)) throw new AppError(409, MoneyMsg.idempotencyConflict);
  return (row.reply as Reply<T> | null) ?? null;
}

/**
 * Runs a money call once per (caller, key), in ONE transaction with its key: the key row is inserted first
 * (INSERT … ON CONFLICT DO NOTHING: a concurrent twin waits for the first to commit, then sees its row), the work
 * runs, the reply is stored with the key. A retry with the same path and body gets the stored reply and moves
 * nothing; another path or body with the key → 409. A failed call rolls its key back with everything else.
 */
export async function idempotent<T>(ctx: ServiceContext, key: string, path: string, body: object, fn: (tx: ServiceContext) => Promise<Reply<T>>): Promise<Reply<T>> {
  const me = userOf(ctx);
  const requestHash = requestHashOf(path, body);
  return inTx(ctx, async (tx) => {
    const inserted = await tx.db
      .insert(idempotencyKeys)
      .values({ userId: me.id, key, requestHash, createdAt: new Date(tx.clock.now()) })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!inserted.length) {
      const [row] = await tx.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, me.id), eq(idempotencyKeys.key, key))).limit(1);
      if (!row) throw new AppError(409, MoneyMsg.idempotencyBusy);
      if (row.requestHash !== requestHash) throw new AppError(409, MoneyMsg.idempotencyConflict);
      if (!row.reply) throw new AppError(409, MoneyMsg.idempotencyBusy);
      return row.reply as Reply<T>;
    }
    const reply = await fn(tx);
    await tx.db.update(idempotencyKeys).set({ reply: reply as { msg: string; data: unknown } }).where(eq(idempotencyKeys.id, inserted[0]!.id));
    return reply;
  });
}
