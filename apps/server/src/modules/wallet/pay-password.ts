import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { MoneyLimits } from '@mts/shared/constants';
import { PayFactorMsg } from '@mts/shared/messages';
import type { PayFactor, PayPasswordStatus } from '@mts/shared/schemas';
import { maskMobile } from '@mts/shared/validate';
import { payPasswords } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { consumeCode } from '../auth/codes.ts';
import { sendSmsCode } from '../auth/service.ts';

/**
 * The 支付密码 (issue 22): the second factor of 余额支付 and 提现 (rules in @mts/shared/schemas pay-password.ts).
 * Stored as a salted scrypt hash (node:crypto; the digits are never stored or logged). Wrong tries count in the
 * row itself, in one conditional UPDATE … RETURNING, so concurrent wrong tries cannot both see "4 left"; the fifth
 * in a row locks it for 30 minutes (the right password is refused while locked). Before a 支付密码 is set, the
 * factor is an SMS code of purpose 'pay' sent to the account's mobile; setting or resetting one takes such a code.
 */

const MAX_TRIES = MoneyLimits.payPasswordMaxTries;
const LOCK_MS = MoneyLimits.payPasswordLockMinutes * 60_000;
/** scrypt cost: 2^14 × 8 × 1, 32-byte key (about 16 MB and a few tens of ms per check). */
const SCRYPT = { N: 16_384, r: 8, p: 1, keyLen: 32 } as const;

type Row = typeof payPasswords.$inferSelect;

const scryptAsync = (password: string, salt: Buffer, keyLen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keyLen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))));

/** scrypt$N$r$p$salt$key (base64). */
export async function hashPayPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLen, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

const lockedAt = (row: Pick<Row, 'lockedUntil'>, now: number) => row.lockedUntil !== null && row.lockedUntil.getTime() > now;
const minutesLeft = (until: Date, now: number) => Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
const lockedError = (minutes: number) => new AppError(423, PayFactorMsg.locked(minutes));
/** Not locked at `now` (a lock that ran out counts as none). */
const unlocked = (now: Date) => or(isNull(payPasswords.lockedUntil), lte(payPasswords.lockedUntil, now));

async function rowOf(ctx: ServiceContext, userId: number): Promise<Row | undefined> {
  const [row] = await ctx.db.select().from(payPasswords).where(eq(payPasswords.userId, userId)).limit(1);
  return row;
}

/** The caller's mobile, where 'pay' codes go; 400 without one (a WeChat user who has not bound a mobile). */
function accountMobile(ctx: ServiceContext): string {
  const mobile = userOf(ctx).mobile;
  if (!mobile) throw badRequest(PayFactorMsg.noMobile);
  return mobile;
}

/**
 * Checks the 支付密码 of a set row. Right → the wrong-try count starts again (unless a concurrent try locked it
 * meanwhile: then locked). Wrong → one UPDATE counts it, locking at the fifth; 400 with the tries left, or 423.
 */
async function checkPassword(ctx: ServiceContext, row: Row, password: string): Promise<void> {
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs);
  if (lockedAt(row, nowMs)) throw lockedError(minutesLeft(row.lockedUntil!, nowMs));
  const where = and(eq(payPasswords.userId, row.userId), unlocked(now));
  if (await matches(password, row.passwordHash)) {
    const [ok] = await ctx.db.update(payPasswords).set({ failedTries: 0, lockedUntil: null }).where(where).returning({ userId: payPasswords.userId });
    if (!ok) throw lockedError(MoneyLimits.payPasswordLockMinutes);
    return;
  }
  const lockUntil = new Date(nowMs + LOCK_MS).toISOString();
  const [counted] = await ctx.db
    .update(payPasswords)
    .set({
      failedTries: sql`case when ${payPasswords.failedTries} + 1 >= ${MAX_TRIES} then 0 else ${payPasswords.failedTries} + 1 end`,
      lockedUntil: sql`case when ${payPasswords.failedTries} + 1 >= ${MAX_TRIES} then ${lockUntil}::timestamptz else null end`,
      updatedAt: now,
    })
    .where(where)
    .returning({ failedTries: payPasswords.failedTries, lockedUntil: payPasswords.lockedUntil });
  if (!counted || counted.lockedUntil) throw lockedError(MoneyLimits.payPasswordLockMinutes);
  throw badRequest(PayFactorMsg.wrongPassword(MAX_TRIES - counted.failedTries));
}

/**
 * The second factor of a money call (POST /order/pay, /wallet/withdraw), checked by req.moneyCall before the call
 * runs and outside its transaction (a wrong try must stay counted when the call is refused): the 支付密码 when one
 * is set, else an SMS code of purpose 'pay' to the account's mobile.
 */
export async function verifyPayFactor(ctx: ServiceContext, factor: PayFactor): Promise<void> {
  const me = userOf(ctx);
  const row = await rowOf(ctx, me.id);
  if (row) {
    if (!factor.payPassword) throw badRequest(PayFactorMsg.passwordRequired);
    await checkPassword(ctx, row, factor.payPassword);
    return;
  }
  if (!factor.smsCode) throw badRequest(PayFactorMsg.smsRequired);
  await consumeCode(ctx.store, accountMobile(ctx), factor.smsCode, ctx.clock.now(), 'pay');
}

/** GET /wallet/payPassword. */
export async function payPasswordStatus(ctx: ServiceContext): Promise<PayPasswordStatus> {
  const me = userOf(ctx);
  const row = await rowOf(ctx, me.id);
  const now = ctx.clock.now();
  const locked = !!row && lockedAt(row, now);
  return {
    isSet: !!row,
    locked,
    lockedMinutes: locked ? minutesLeft(row.lockedUntil!, now) : null,
    triesLeft: row && !locked ? MAX_TRIES - row.failedTries : locked ? 0 : MAX_TRIES,
    mobile: me.mobile ? maskMobile(me.mobile) : '',
  };
}

/** POST /wallet/payPassword/sendCode: a 'pay' code to the caller's own mobile (the login code's limits). */
export async function sendPayCode(ctx: ServiceContext, input: { captchaKey?: string | undefined; captchaCode?: string | undefined }): Promise<void> {
  await sendSmsCode(ctx, { mobile: accountMobile(ctx), captchaKey: input.captchaKey, captchaCode: input.captchaCode }, 'pay');
}

/** POST /wallet/payPassword: set, or reset a forgotten or locked one; the 'pay' SMS code proves the phone. */
export async function setPayPassword(ctx: ServiceContext, input: { password: string; smsCode: string }): Promise<{ msg: string; data: PayPasswordStatus }> {
  const me = userOf(ctx);
  await consumeCode(ctx.store, accountMobile(ctx), input.smsCode, ctx.clock.now(), 'pay');
  const existed = !!(await rowOf(ctx, me.id));
  const passwordHash = await hashPayPassword(input.password);
  const now = new Date(ctx.clock.now());
  await ctx.db
    .insert(payPasswords)
    .values({ userId: me.id, passwordHash, failedTries: 0, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({ target: payPasswords.userId, set: { passwordHash, failedTries: 0, lockedUntil: null, updatedAt: now } });
  return { msg: existed ? PayFactorMsg.resetOk : PayFactorMsg.setOk, data: await payPasswordStatus(ctx) };
}

/** POST /wallet/payPassword/change: the old one (a wrong one counts as a wrong try), then the new one. */
export async function changePayPassword(ctx: ServiceContext, input: { oldPassword: string; password: string }): Promise<{ msg: string; data: PayPasswordStatus }> {
  const me = userOf(ctx);
  const row = await rowOf(ctx, me.id);
  if (!row) throw badRequest(PayFactorMsg.notSet);
  if (input.oldPassword === input.password) throw badRequest(PayFactorMsg.samePassword);
  await checkPassword(ctx, row, input.oldPassword);
  const passwordHash = await hashPayPassword(input.password);
  await ctx.db.update(payPasswords).set({ passwordHash, failedTries: 0, lockedUntil: null, updatedAt: new Date(ctx.clock.now()) }).where(eq(payPasswords.userId, me.id));
  return { msg: PayFactorMsg.changeOk, data: await payPasswordStatus(ctx) };
}
