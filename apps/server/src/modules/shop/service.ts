import { count, desc, eq, type SQL } from 'drizzle-orm';
import { type AssignableBusinessType, BusinessType } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import type { ShopApplication, ShopApplyBody } from '@mts/shared/schemas';
import { ShopApplyStatus, shopApplyMachine, type ShopApplyMove, shopStatusOf } from '@mts/shared/status';
import { shopApplications, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { applicantOf, reviewTimesOf } from '../../lib/applications.ts';
import { transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { paged } from '../../lib/paged.ts';

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
  ...applicantOf(r),
  region: r.region,
  experience: r.experience,
  contactName: r.contactName,
  contactMobile: r.contactMobile,
  status: r.status,
  assignedBusinessType: r.assignedBusinessType,
  rejectReason: r.rejectReason,
  ...reviewTimesOf(r),
});

const applications = (ctx: ServiceContext, where: SQL | undefined) =>
  ctx.db.select(row).from(shopApplications).innerJoin(users, eq(users.id, shopApplications.userId)).where(where).orderBy(desc(shopApplications.id));

/** The newest application matching `where`, or undefined. */
async function firstApplication(ctx: ServiceContext, where: SQL): Promise<ShopApplication | undefined> {
  const [r] = await applications(ctx, where).limit(1);
  return r && toApplication(r);
}

/**
 * The only writer of users.shop_status: derived (shopStatusOf) from the user's role and his latest application, so
 * it cannot drift from either. Returns the value written.
 */
export async function syncShopStatus(ctx: ServiceContext, userId: number): Promise<number | null> {
  const [[u], [latest]] = await Promise.all([
    ctx.db.select({ businessType: users.businessType }).from(users).where(eq(users.id, userId)),
    ctx.db.select({ status: shopApplications.status }).from(shopApplications).where(eq(shopApplications.userId, userId)).orderBy(desc(shopApplications.id)).limit(1),
  ]);
  const shopStatus = shopStatusOf(u !== undefined && u.businessType !== BusinessType.Ordinary, latest?.status ?? null);
  await ctx.db.update(users).set({ shopStatus }).where(eq(users.id, userId));
  return shopStatus;
}

/** POST /shop/apply: only an ordinary user (businessType 0) without an open application. */
export async function applyForShop(ctx: ServiceContext, input: ShopApplyBody): Promise<ShopApplication> {
  const user = userOf(ctx);
  const [u] = await ctx.db.select({ businessType: users.businessType, shopStatus: users.shopStatus }).from(users).where(eq(users.id, user.id));
  if (!u || u.businessType !== BusinessType.Ordinary) throw badRequest(AuthMsg.applyNotAllowed);
  if (u.shopStatus === ShopApplyStatus.UnderReview) throw badRequest(AuthMsg.applyPending);
  try {
    const id = await inTx(ctx, async (tx) => {
      const [a] = await tx.db
        .insert(shopApplications)
        .values({ ...input, userId: user.id, status: ShopApplyStatus.UnderReview, createdAt: new Date(tx.clock.now()) })
        .returning({ id: shopApplications.id });
      await syncShopStatus(tx, user.id);
      return a!.id;
    });
    return (await firstApplication(ctx, eq(shopApplications.id, id)))!;
  } catch (err) {
    // The partial unique index: one open application per user, even for two submits at once.
    if (isUniqueViolation(err)) throw badRequest(AuthMsg.applyPending);
    throw err;
  }
}

/** The caller's latest application, or null. */
export async function myApplication(ctx: ServiceContext): Promise<ShopApplication | null> {
  return (await firstApplication(ctx, eq(shopApplications.userId, userOf(ctx).id))) ?? null;
}

export async function listApplications(ctx: ServiceContext, query: { pageNum: number; pageSize: number; status?: number }) {
  const where = query.status === undefined ? undefined : eq(shopApplications.status, query.status);
  return paged(query, applications(ctx, where), ctx.db.select({ n: count() }).from(shopApplications).where(where), (rows) => rows.map(toApplication));
}

/**
 * The operator's review, one transaction: the application moves (race-safe: a second review of the same
 * application gets 409 该申请已处理) and the applicant's user row follows: his role on approval, then shopStatus
 * (syncShopStatus: 1 approved, null after a rejection so he may apply again, 1 still when an operator made him staff).
 */
async function review(
  ctx: ServiceContext,
  input: { id: number; move: ShopApplyMove; application: Partial<typeof shopApplications.$inferInsert>; user: { businessType?: AssignableBusinessType } },
) {
  await inTx(ctx, async (tx) => {
    const a = await transition(tx, {
      machine: shopApplyMachine,
      table: shopApplications,
      id: input.id,
      move: input.move,
      actor: 'operator',
      set: { ...input.application, reviewerId: userOf(tx).id, reviewedAt: new Date(tx.clock.now()) },
      refusals: { notFound: AuthMsg.applyNotFound, wrongStatus: AuthMsg.applyNotPending },
    });
    const [before] = await tx.db.select({ businessType: users.businessType, shopStatus: users.shopStatus }).from(users).where(eq(users.id, a.userId));
    if (input.user.businessType !== undefined) await tx.db.update(users).set({ businessType: input.user.businessType }).where(eq(users.id, a.userId));
    const shopStatus = await syncShopStatus(tx, a.userId);
    await audit(tx, {
      action: input.move === 'approve' ? 'shopApply.approve' : 'shopApply.reject',
      entityType: 'shopApplication',
      entityId: a.id,
      before: { status: ShopApplyStatus.UnderReview, userId: a.userId, businessType: before?.businessType ?? null, shopStatus: before?.shopStatus ?? null },
      after: { status: a.status, userId: a.userId, ...input.user, shopStatus },
      reason: a.rejectReason ?? '',
    });
  });
  return (await firstApplication(ctx, eq(shopApplications.id, input.id)))!;
}

/** Approve: the user becomes a negotiator (10), or business follower (20) / inspector (40) when the operator says so. */
export const approveApplication = (ctx: ServiceContext, input: { id: number; businessType: AssignableBusinessType }) =>
  review(ctx, {
    id: input.id,
    move: 'approve',
    application: { assignedBusinessType: input.businessType },
    user: { businessType: input.businessType },
  });

/** Reject: the reason is kept and shopStatus cleared (unless he is staff meanwhile), so the user may apply again. */
export const rejectApplication = (ctx: ServiceContext, input: { id: number; reason: string }) =>
  review(ctx, { id: input.id, move: 'reject', application: { rejectReason: input.reason }, user: {} });
