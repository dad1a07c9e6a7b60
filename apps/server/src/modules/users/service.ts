import { createHmac } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { PriceUnit, USER_TYPE_LABEL } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { LoginResult, RewardItem, UserBalance, UserInfo } from '@mts/shared/schemas';
import { maskMobile } from '@mts/shared/validate';
import type { Db } from '../../db/client.ts';
import { rewardLedger, users, walletAccounts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { RealNameVerifier } from '../../providers/realname.ts';
import { openingRewards } from './rewards.ts';

/** Shown until the user picks an avatar. */
export const DEFAULT_AVATAR = '/static/demo/avatar/0.svg';

type UserRow = typeof users.$inferSelect;

export function toUserInfo(u: UserRow): UserInfo {
  return {
    userId: u.id,
    businessType: u.businessType,
    shopStatus: u.shopStatus,
    mobile: u.mobile ?? '',
    avatar: u.avatar || DEFAULT_AVATAR,
    userType: USER_TYPE_LABEL[u.businessType] ?? USER_TYPE_LABEL[0]!,
    nick_name: u.nickName,
    goodlevel: u.goodLevel,
    authnStatus: u.authnStatus,
  };
}

export const loginResultOf = (u: UserRow, token: string): LoginResult => ({ ...toUserInfo(u), token });

export async function userById(db: Db, id: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw notFound(AuthMsg.userNotFound);
  return u;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Finds the user with this mobile or WeChat openid, registering one on first login: businessType 0,
 * nick name 用户<last 4 digits>, a yuan wallet with 0 money, and the opening 1000 points and coins.
 */
export async function findOrRegister(db: Db, who: { mobile: string } | { wxOpenid: string }, now: number): Promise<UserRow> {
  const where = 'mobile' in who ? eq(users.mobile, who.mobile) : eq(users.wxOpenid, who.wxOpenid);
  const [found] = await db.select().from(users).where(where).limit(1);
  if (found) return found;
  const nickName = 'mobile' in who ? `用户${who.mobile.slice(-4)}` : `微信用户${who.wxOpenid.slice(-4)}`;
  try {
    return await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ ...who, nickName, avatar: DEFAULT_AVATAR, businessType: 0, createdAt: new Date(now) })
        .returning();
      await tx.insert(walletAccounts).values({ userId: u!.id, priceUnit: PriceUnit.Yuan });
      await tx.insert(rewardLedger).values(openingRewards(u!.id, new Date(now)));
      return u!;
    });
  } catch (err) {
    // Two first logins of the same mobile at once: the other one registered it.
    if (!isUniqueViolation(err)) throw err;
    const [again] = await db.select().from(users).where(where).limit(1);
    if (!again) throw err;
    return again;
  }
}

export async function userBalance(db: Db, user: AuthUser): Promise<UserBalance> {
  const [u] = await db.select({ points: users.points, coins: users.coins }).from(users).where(eq(users.id, user.id));
  const [acct] = await db
    .select({ available: walletAccounts.availableBalance, frozen: walletAccounts.frozenBalance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, user.id), eq(walletAccounts.priceUnit, PriceUnit.Yuan)));
  const available = acct?.available ?? 0;
  const frozen = acct?.frozen ?? 0;
  return { totalBalance: available + frozen, withdrawableBalance: available, frozenBalance: frozen, jf: u?.points ?? 0, jb: u?.coins ?? 0 };
}

export async function myRewardList(db: Db, user: AuthUser, page: { pageNum: number; pageSize: number }): Promise<{ rows: RewardItem[]; total: number }> {
  const where = eq(rewardLedger.userId, user.id);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(rewardLedger)
      .where(where)
      .orderBy(desc(rewardLedger.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(rewardLedger).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, kind: r.kind as 'jf' | 'jb', amount: r.amount, balanceAfter: r.balanceAfter, reason: r.reason, createTime: formatChinaTime(r.createdAt) })),
    total: n!.n,
  };
}

/** Public card of a user found by mobile: no real name, no ID, mobile masked. */
export async function userBaseInfo(db: Db, mobile: string) {
  const [u] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  if (!u) throw notFound(AuthMsg.userNotFound);
  const info = toUserInfo(u);
  return {
    userId: info.userId,
    nick_name: info.nick_name,
    avatar: info.avatar,
    mobile: maskMobile(info.mobile),
    userType: info.userType,
    businessType: info.businessType,
    goodlevel: info.goodlevel,
  };
}

// ---- Real-name verification ----

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643-1999: the 18th character is the ISO 7064 MOD 11-2 check of the first 17 digits. */
export function idChecksumOk(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** The birth date (digits 7–14) is a real date, not in the future, and the holder is 16 to 100 years old. */
export function idBirthDateOk(id: string, now: number): boolean {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  const today = new Date(now + 8 * 3_600_000);
  if (birth.getTime() > today.getTime()) return false;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age >= 16 && age <= 100;
}

export const maskIdNumber = (id: string) => `${id.slice(0, 3)}${'*'.repeat(11)}${id.slice(14)}`;
const maskName = (name: string) => (name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`);

export async function verifyRealName(
  deps: { db: Db; verifier: RealNameVerifier; idHashKey: string; now: number },
  user: AuthUser,
  input: { realName: string; idNumber: string },
) {
  const u = await userById(deps.db, user.id);
  if (u.authnStatus === 1) throw badRequest(AuthMsg.alreadyVerified);
  if (!idChecksumOk(input.idNumber) || !idBirthDateOk(input.idNumber, deps.now)) throw badRequest(AuthMsg.badIdNumber);
  // A keyed hash: a leaked table does not give the numbers back, and the same ID can still be matched.
  const idHash = createHmac('sha256', deps.idHashKey).update(input.idNumber).digest('hex');
  const [holder] = await deps.db.select({ id: users.id }).from(users).where(eq(users.idNumberHash, idHash)).limit(1);
  if (holder && holder.id !== user.id) throw badRequest(AuthMsg.idNumberTaken);
  if (!(await deps.verifier.verify(input.realName, input.idNumber))) throw badRequest(AuthMsg.realNameMismatch);
  const masked = maskIdNumber(input.idNumber);
  try {
    await deps.db.update(users).set({ authnStatus: 1, realName: input.realName, idNumberHash: idHash, idNumberMasked: masked }).where(eq(users.id, user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(AuthMsg.idNumberTaken);
    throw err;
  }
  return { authnStatus: 1, realName: maskName(input.realName), idNumberMasked: masked };
}

