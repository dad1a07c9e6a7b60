import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { BusinessType, ShopApplyStatus } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { ShopApplication, ShopApplyBody } from '@mts/shared/schemas';
import type { Db } from '../../db/client.ts';
import { shopApplications, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';

type Status = (typeof ShopApplyStatus)[keyof typeof ShopApplyStatus];

/**
 * Application transitions: under review → approved | rejected; nothing leaves approved or rejected
 * (a rejected user applies again with a new application). The user's shopStatus mirrors it:
 * 0 under review, 1 approved, null after a rejection.
 */
const TRANSITIONS: Record<Status, readonly Status[]> = {
  [ShopApplyStatus.UnderReview]: [ShopApplyStatus.Approved, ShopApplyStatus.Rejected],
  [ShopApplyStatus.Approved]: [],
  [ShopApplyStatus.Rejected]: [],
};

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const row = {
  id: shopApplications.id,
  userId: shopApplications.userId,
  mobile: users.mobile,
  companyName: shopApplications.companyName,
  region: shopApplications.region,
  experience: shopApplications.experience,
  contactName: shopApplications.contactName,
  contactMobile: shopApplications.contactMobile,
  status: shopApplications.status,
  assignedBusinessType: shopApplications.assignedBusinessType,
  rejectReason: shopApplications.rejectReason,
  createdAt: shopApplications.createdAt,
  reviewedAt: shopApplications.reviewedAt,
};
interface Row {
  id: number;
  userId: number;
  mobile: string | null;
  companyName: string;
  region: string;
  experience: string;
  contactName: string;
  contactMobile: string;
  status: number;
  assignedBusinessType: number | null;
  rejectReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

const toApplication = (r: Row): ShopApplication => ({
  id: r.id,
  userId: r.userId,
  mobile: r.mobile ?? '',
  companyName: r.companyName,
  region: r.region,
  experience: r.experience,
  contactName: r.contactName,
  contactMobile: r.contactMobile,
  status: r.status,
  assignedBusinessType: r.assignedBusinessType,
  rejectReason: r.rejectReason,
  createTime: formatChinaTime(r.createdAt),
  reviewTime: r.reviewedAt ? formatChinaTime(r.reviewedAt) : null,
});

async function selectApplications(db: Db, where: SQL | undefined, page?: { pageNum: number; pageSize: number }) {
  const q = db.select(row).from(shopApplications).innerJoin(users, eq(users.id, shopApplications.userId)).where(where).orderBy(desc(shopApplications.id));
  const rows = page ? await q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await q.limit(1);
  return rows.map(toApplication);
}

/** POST /shop/apply: only an ordinary user (businessType 0) without an open application. */
export async function applyForShop(db: Db, user: AuthUser, input: ShopApplyBody, now: number): Promise<ShopApplication> {
  const [u] = await db.select({ businessType: users.businessType, shopStatus: users.shopStatus }).from(users).where(eq(users.id, user.id));
  if (!u || u.businessType !== BusinessType.Ordinary) throw badRequest(AuthMsg.applyNotAllowed);
  if (u.shopStatus === ShopApplyStatus.UnderReview) throw badRequest(AuthMsg.applyPending);
  try {
    const id = await db.transaction(async (tx) => {
      const [a] = await tx
        .insert(shopApplications)
        .values({ ...input, userId: user.id, status: ShopApplyStatus.UnderReview, createdAt: new Date(now) })
        .returning({ id: shopApplications.id });
      await tx.update(users).set({ shopStatus: ShopApplyStatus.UnderReview }).where(eq(users.id, user.id));
      return a!.id;
    });
    return (await selectApplications(db, eq(shopApplications.id, id)))[0]!;
  } catch (err) {
    // The partial unique index: one open application per user, even for two submits at once.
    if (isUniqueViolation(err)) throw badRequest(AuthMsg.applyPending);
    throw err;
  }
}

/** The caller's latest application, or null. */
export async function myApplication(db: Db, user: AuthUser): Promise<ShopApplication | null> {
  return (await selectApplications(db, eq(shopApplications.userId, user.id)))[0] ?? null;
}

export async function listApplications(db: Db, query: { pageNum: number; pageSize: number; status?: number }) {
  const where = query.status === undefined ? undefined : eq(shopApplications.status, query.status);
  const [rows, [n]] = await Promise.all([selectApplications(db, where, query), db.select({ n: count() }).from(shopApplications).where(where)]);
  return { rows, total: n!.n };
}

async function review(db: Db, operator: AuthUser, id: number, to: Status, now: number, apply: (userId: number) => { user: Partial<typeof users.$inferInsert>; app: Partial<typeof shopApplications.$inferInsert> }) {
  return db.transaction(async (tx) => {
    const [a] = await tx.select({ status: shopApplications.status, userId: shopApplications.userId }).from(shopApplications).where(eq(shopApplications.id, id)).for('update');
    if (!a) throw notFound(AuthMsg.applyNotFound);
    if (!TRANSITIONS[a.status as Status]?.includes(to)) throw new AppError(409, AuthMsg.applyNotPending);
    const change = apply(a.userId);
    await tx
      .update(shopApplications)
      .set({ ...change.app, status: to, reviewerId: operator.id, reviewedAt: new Date(now) })
      .where(and(eq(shopApplications.id, id), eq(shopApplications.status, a.status)));
    await tx.update(users).set(change.user).where(eq(users.id, a.userId));
  });
}

/** Approve: the user becomes a negotiator (10), or business follower (20) / inspector (40) when the operator says so. */
export async function approveApplication(db: Db, operator: AuthUser, id: number, businessType: 10 | 20 | 40, now: number) {
  await review(db, operator, id, ShopApplyStatus.Approved, now, () => ({
    user: { businessType, shopStatus: ShopApplyStatus.Approved },
    app: { assignedBusinessType: businessType },
  }));
  return (await selectApplications(db, eq(shopApplications.id, id)))[0]!;
}

/** Reject: the reason is kept and shopStatus cleared, so the user may apply again. */
export async function rejectApplication(db: Db, operator: AuthUser, id: number, reason: string, now: number) {
  await review(db, operator, id, ShopApplyStatus.Rejected, now, () => ({ user: { shopStatus: null }, app: { rejectReason: reason } }));
  return (await selectApplications(db, eq(shopApplications.id, id)))[0]!;
}
