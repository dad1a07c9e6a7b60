import { createHmac } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { BusinessType, PRICE_UNIT_SYMBOL, PriceUnit, USER_TYPE_LABEL } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { AuthnBody, LoginResult, RewardItem, UserBalance, UserInfo } from '@mts/shared/schemas';
import { AuthnStatus, isVerified } from '@mts/shared/status';
import { maskMobile } from '@mts/shared/validate';
import { orders, rewardLedger, users, walletAccounts } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { openingRewards } from './rewards.ts';
import { paged } from '../../lib/paged.ts';

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
    isOperator: u.isOperator,
    contactName: isVerified(u) && u.realName ? u.realName : u.nickName,
  };
}

export const loginResultOf = (u: UserRow, token: string): LoginResult => ({ ...toUserInfo(u), token });

export async function userById(ctx: Pick<ServiceContext, 'db'>, id: number): Promise<UserRow> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw notFound(AuthMsg.userNotFound);
  return u;
}

/**
 * Finds the user with this mobile or WeChat openid, registering one on first login: businessType 0,
 * nick name 用户<last 4 digits>, a yuan wallet with 0 money, and the opening 1000 points and coins.
 */
export async function findOrRegister(ctx: Pick<ServiceContext, 'db' | 'clock'>, who: { mobile: string } | { wxOpenid: string }): Promise<UserRow> {
  const where = 'mobile' in who ? eq(users.mobile, who.mobile) : eq(users.wxOpenid, who.wxOpenid);
  const [found] = await ctx.db.select().from(users).where(where).limit(1);
  if (found) return found;
  const nickName = 'mobile' in who ? `用户${who.mobile.slice(-4)}` : `微信用户${who.wxOpenid.slice(-4)}`;
  const now = new Date(ctx.clock.now());
  try {
    return await ctx.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ ...who, nickName, avatar: DEFAULT_AVATAR, businessType: BusinessType.Ordinary, createdAt: now })
        .returning();
      await tx.insert(walletAccounts).values({ userId: u!.id, priceUnit: PriceUnit.Yuan });
      await tx.insert(rewardLedger).values(openingRewards(u!.id, now));
      return u!;
    });
  } catch (err) {
    // Two first logins of the same mobile at once: the other one registered it.
    if (!isUniqueViolation(err)) throw err;
    const [again] = await ctx.db.select().from(users).where(where).limit(1);
    if (!again) throw err;
    return again;
  }
}

/** GET /user/getUserInfo: the caller's own details. */
export async function myUserInfo(ctx: ServiceContext): Promise<UserInfo> {
  const u = await userById(ctx, userOf(ctx).id);
  // The name a withdrawal is paid to, shown back to its owner masked (as /user/authn does).
  return isVerified(u) && u.realName ? { ...toUserInfo(u), realName: maskName(u.realName) } : toUserInfo(u);
}

export async function userBalance(ctx: ServiceContext): Promise<UserBalance> {
  const user = userOf(ctx);
  const [u] = await ctx.db.select({ points: users.points, coins: users.coins }).from(users).where(eq(users.id, user.id));
  const rows = await ctx.db
    .select({ priceUnit: walletAccounts.priceUnit, available: walletAccounts.availableBalance, frozen: walletAccounts.frozenBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, user.id));
  const accounts = [PriceUnit.Yuan, PriceUnit.Dollar].map((unit) => {
    const a = rows.find((r) => r.priceUnit === unit);
    const available = a?.available ?? 0;
    const frozen = a?.frozen ?? 0;
    return { priceUnit: unit, symbol: PRICE_UNIT_SYMBOL[unit]!, totalBalance: available + frozen, withdrawableBalance: available, frozenBalance: frozen };
  });
  const yuan = accounts[0]!;
  return { totalBalance: yuan.totalBalance, withdrawableBalance: yuan.withdrawableBalance, frozenBalance: yuan.frozenBalance, jf: u?.points ?? 0, jb: u?.coins ?? 0, accounts };
}

export async function myRewardList(ctx: ServiceContext, page: { pageNum: number; pageSize: number; kind?: 'jf' | 'jb' | undefined }): Promise<{ rows: RewardItem[]; total: number }> {
  const mine = eq(rewardLedger.userId, userOf(ctx).id);
  const where = page.kind ? and(mine, eq(rewardLedger.kind, page.kind))! : mine;
  const { rows, total } = await paged(
    page,
    ctx.db
      .select({ r: rewardLedger, orderNo: orders.orderNo })
      .from(rewardLedger)
      .leftJoin(orders, eq(orders.id, rewardLedger.orderId))
      .where(where)
      .orderBy(desc(rewardLedger.id)),
    ctx.db.select({ n: count() }).from(rewardLedger).where(where),
  );
  return {
    rows: rows.map(({ r, orderNo }) => ({
      id: r.id,
      kind: r.kind as 'jf' | 'jb',
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      orderId: r.orderId,
      orderNo: orderNo ?? '',
      createTime: formatChinaTime(r.createdAt),
    })),
    total,
  };
}

/** Public card of a user found by mobile: no real name, no ID, mobile masked. */
export async function userBaseInfo(ctx: ServiceContext, mobile: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
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

/** POST /user/authn: the caller's real name and resident ID, checked (GB 11643, the verifier) and stored as a keyed hash. */
export async function verifyRealName(ctx: ServiceContext, input: AuthnBody) {
  const user = userOf(ctx);
  const u = await userById(ctx, user.id);
  if (isVerified(u)) throw badRequest(AuthMsg.alreadyVerified);
  if (!idChecksumOk(input.idNumber) || !idBirthDateOk(input.idNumber, ctx.clock.now())) throw badRequest(AuthMsg.badIdNumber);
  // A keyed hash: a leaked table does not give the numbers back, and the same ID can still be matched.
  const idHash = createHmac('sha256', ctx.config.idHashKey).update(input.idNumber).digest('hex');
  const [holder] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.idNumberHash, idHash)).limit(1);
  if (holder && holder.id !== user.id) throw badRequest(AuthMsg.idNumberTaken);
  if (!(await ctx.providers.realName.verify(input.realName, input.idNumber))) throw badRequest(AuthMsg.realNameMismatch);
  const masked = maskIdNumber(input.idNumber);
  try {
    await ctx.db
      .update(users)
      .set({ authnStatus: AuthnStatus.Verified, realName: input.realName, idNumberHash: idHash, idNumberMasked: masked })
      .where(eq(users.id, user.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(AuthMsg.idNumberTaken);
    throw err;
  }
  return { authnStatus: AuthnStatus.Verified, realName: maskName(input.realName), idNumberMasked: masked };
}
