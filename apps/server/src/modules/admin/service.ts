import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AdminLimits, BusinessType, FollowType, PRICE_UNIT_SYMBOL, PriceUnit, USER_TYPE_LABEL } from '@mts/shared/constants';
import { AdminMsg, AuthMsg, Msg } from '@mts/shared/messages';
import type { AdminLeadRow, AdminOrderRow, PreOrderRow, AdminRoleBody, AdminUserDetail, AdminUserRow } from '@mts/shared/schemas';
import {
  accountMachine,
  AccountStatus,
  type AccountMove,
  ClueStatus,
  FollowStatus,
  followMachine,
  leadMachine,
  statusLabel,
} from '@mts/shared/status';
import { brands, clues, followItems, goods, orders, preOrders, sessions, shopApplications, users, walletAccounts } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { transition } from '../../lib/transition.ts';
import { moveFollowItem } from '../../lib/follow-items.ts';
import { audit } from '../audit/service.ts';
import { syncShopStatus } from '../shop/service.ts';
import { toOrderRows } from '../order/queries.ts';
import { preOrderRows } from '../trade/queries.ts';
import { assignLead } from '../dispatch/service.ts';
import { SESSIONS_ENDED_EVENT } from '../realtime/map.ts';
import { escapeLike } from '../../lib/like.ts';
import { paged } from '../../lib/paged.ts';

/**
 * The operator console's people and trade actions (issue 12). Reads are plain queries; every write is one inTx with
 * its audit row (modules/audit), status changes through transition() (accountMachine, leadMachine, followMachine),
 * events after commit. The routes are operator-only (requireOperator()).
 */

type Page = { pageNum: number; pageSize: number };
const now = (ctx: ServiceContext) => new Date(ctx.clock.now());
const MINUTE_MS = 60_000;

// ---- People ----

type UserDb = typeof users.$inferSelect;

const toUserRow = (u: UserDb): AdminUserRow => ({
  id: u.id,
  mobile: u.mobile ?? '',
  nickName: u.nickName,
  realName: u.realName,
  companyName: u.companyName,
  businessType: u.businessType,
  businessTypeText: USER_TYPE_LABEL[u.businessType] ?? '',
  isOperator: u.isOperator,
  authnStatus: u.authnStatus,
  shopStatus: u.shopStatus,
  status: u.status,
  statusText: statusLabel(accountMachine, u.status),
  createTime: formatChinaTime(u.createdAt),
});

/** A keyword of digits matches mobiles by prefix; anything else a nick, real or company name by contains. */
function userKeyword(keyword: string): SQL {
  if (/^\d{1,11}$/.test(keyword)) return like(users.mobile, `${keyword}%`);
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(users.nickName, pattern), ilike(users.realName, pattern), ilike(users.companyName, pattern))!;
}

/** GET /admin/users: newest first. */
export async function listUsers(ctx: ServiceContext, q: Page & { keyword?: string | undefined; businessType?: number | undefined; isOperator?: boolean | undefined; status?: number | undefined }) {
  const conds: SQL[] = [];
  if (q.keyword) conds.push(userKeyword(q.keyword));
  if (q.businessType !== undefined) conds.push(eq(users.businessType, Number(q.businessType)));
  if (q.isOperator !== undefined) conds.push(eq(users.isOperator, q.isOperator));
  if (q.status !== undefined) conds.push(eq(users.status, Number(q.status)));
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    ctx.db.select({ n: count() }).from(users).where(where),
  );
  return { rows: rows.map(toUserRow), total };
}

async function readUser(ctx: ServiceContext, id: number): Promise<UserDb> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw new AppError(404, AuthMsg.userNotFound);
  return u;
}

/** GET /admin/users/{id}: the profile, his counts, wallets (¥ and $), latest orders and application. */
export async function userDetail(ctx: ServiceContext, id: number): Promise<AdminUserDetail> {
  const u = await readUser(ctx, id);
  const n = (rows: { n: number }[]) => rows[0]!.n;
  const [leads, goodsN, pre, asBuyer, asSeller, live, wallets, latest, apps] = await Promise.all([
    ctx.db.select({ n: count() }).from(clues).where(eq(clues.ownerId, id)),
    ctx.db.select({ n: count() }).from(goods).where(eq(goods.ownerId, id)),
    ctx.db.select({ n: count() }).from(preOrders).where(or(eq(preOrders.buyerId, id), eq(preOrders.sellerId, id))),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.buyerId, id)),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.sellerId, id)),
    ctx.db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, id), gte(sessions.expiresAt, now(ctx)))),
    ctx.db.select().from(walletAccounts).where(eq(walletAccounts.userId, id)),
    ctx.db
      .select()
      .from(orders)
      .where(or(eq(orders.buyerId, id), eq(orders.sellerId, id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(AdminLimits.latestOrders),
    ctx.db.select().from(shopApplications).where(eq(shopApplications.userId, id)).orderBy(desc(shopApplications.id)).limit(1),
  ]);
  const app = apps[0];
  return {
    ...toUserRow(u),
    goodLevel: u.goodLevel,
    points: u.points,
    coins: u.coins,
    idNumberMasked: u.idNumberMasked ?? '',
    counts: { leads: n(leads), goods: n(goodsN), preOrders: n(pre), ordersAsBuyer: n(asBuyer), ordersAsSeller: n(asSeller), sessions: n(live) },
    wallets: [PriceUnit.Yuan, PriceUnit.Dollar].map((unit) => {
      const w = wallets.find((a) => a.priceUnit === unit);
      return { priceUnit: unit, symbol: PRICE_UNIT_SYMBOL[unit] ?? '', available: Number(w?.availableBalance ?? 0), frozen: Number(w?.frozenBalance ?? 0) };
    }),
    latestOrders: await toOrderRows(ctx, userOf(ctx).id, latest),
    application: app
      ? {
          id: app.id,
          userId: app.userId,
          mobile: u.mobile ?? '',
          companyName: app.companyName,
          region: app.region,
          experience: app.experience,
          contactName: app.contactName,
          contactMobile: app.contactMobile,
          status: app.status,
          assignedBusinessType: app.assignedBusinessType,
          rejectReason: app.rejectReason,
          createTime: formatChinaTime(app.createdAt),
          reviewTime: app.reviewedAt ? formatChinaTime(app.reviewedAt) : null,
        }
      : null,
  };
}

/** Ends every session of a user inside the caller's transaction; his sockets close after the commit (realtime). */
async function endSessions(tx: ServiceContext, userId: number): Promise<number> {
  const gone = await tx.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  tx.events.publish({ type: SESSIONS_ENDED_EVENT, id: userId, userId: userOf(tx).id });
  return gone.length;
}

/**
 * Locks every operator row (a handful, in id order, before any other user row) so that two operators removing each
 * other's flag, or disabling each other, run one after the other without a lock cycle.
 */
const lockOperators = (tx: ServiceContext) =>
  tx.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.isOperator, true)).orderBy(asc(users.id)).for('update');

/** Refuses (409) when no active operator but the target would remain. */
function keepAnOperator(ops: { id: number; status: number }[], targetId: number): void {
  if (!ops.some((o) => o.id !== targetId && o.status === AccountStatus.Active)) throw new AppError(409, AdminMsg.lastOperator);
}

/**
 * POST /admin/users/{id}/role: the business role (0, 10, 20, 40) and/or the operator flag, with a reason. The user's
 * sessions end (he logs in again and every page reads the new role; his sockets reconnect into the new audience).
 * shopStatus follows the role (syncShopStatus): 1 for staff, null for an ordinary user (0 while an application is under review).
 */
export async function setRole(ctx: ServiceContext, input: AdminRoleBody & { id: number }): Promise<AdminUserRow> {
  const row = await inTx(ctx, async (tx) => {
    const ops = input.isOperator === false ? await lockOperators(tx) : [];
    const [u] = await tx.db.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!u) throw new AppError(404, AuthMsg.userNotFound);
    const businessType = input.businessType ?? u.businessType;
    const isOperator = input.isOperator ?? u.isOperator;
    if (businessType === u.businessType && isOperator === u.isOperator) throw badRequest(AdminMsg.noChange);
    if (u.isOperator && !isOperator) keepAnOperator(ops, u.id);
    await tx.db.update(users).set({ businessType, isOperator }).where(eq(users.id, u.id));
    const shopStatus = businessType === u.businessType ? u.shopStatus : await syncShopStatus(tx, u.id);
    const [updated] = await tx.db.select().from(users).where(eq(users.id, u.id));
    const ended = await endSessions(tx, u.id);
    await audit(tx, {
      action: 'user.role',
      entityType: 'user',
      entityId: u.id,
      before: { businessType: u.businessType, isOperator: u.isOperator, shopStatus: u.shopStatus },
      after: { businessType, isOperator, shopStatus, sessionsEnded: ended },
      reason: input.reason,
    });
    return updated!;
  });
  return toUserRow(row);
}

/** POST /admin/users/{id}/disable | enable: the account machine; disabling ends his sessions at once. */
export async function setAccountStatus(ctx: ServiceContext, input: { id: number; move: AccountMove; reason: string }): Promise<AdminUserRow> {
  const me = userOf(ctx);
  if (input.move === 'disable' && input.id === me.id) throw new AppError(409, AdminMsg.cannotDisableSelf);
  const row = await inTx(ctx, async (tx) => {
    const before = await readUser(tx, input.id);
    if (input.move === 'disable' && before.isOperator) keepAnOperator(await lockOperators(tx), before.id);
    const u = await transition(tx, {
      machine: accountMachine,
      table: users,
      id: input.id,
      move: input.move,
      actor: 'operator',
      refusals: { notFound: AuthMsg.userNotFound, wrongStatus: input.move === 'disable' ? AdminMsg.alreadyDisabled : AdminMsg.notDisabled },
    });
    const ended = input.move === 'disable' ? await endSessions(tx, u.id) : 0;
    await audit(tx, {
      action: input.move === 'disable' ? 'user.disable' : 'user.enable',
      entityType: 'user',
      entityId: u.id,
      before: { status: before.status },
      after: { status: u.status, ...(input.move === 'disable' ? { sessionsEnded: ended } : {}) },
      reason: input.reason,
    });
    return u;
  });
  return toUserRow(row);
}

// ---- Trade: leads ----

const owner = alias(users, 'owner');
const negotiator = alias(users, 'negotiator');

const leadSelect = {
  id: clues.id,
  type: clues.type,
  goodsModel: clues.goodsModel,
  goodsName: clues.goodsName,
  brandName: brands.name,
  brandText: clues.brandText,
  status: clues.status,
  ownerId: clues.ownerId,
  ownerNick: owner.nickName,
  ownerReal: owner.realName,
  ownerCompany: owner.companyName,
  ownerMobile: owner.mobile,
  negotiatorId: clues.negotiatorId,
  negotiatorReal: negotiator.realName,
  negotiatorNick: negotiator.nickName,
  followId: followItems.id,
  grabbedAt: followItems.createdAt,
  followedAt: followItems.followedAt,
  createdAt: clues.createdAt,
};

/** The lead list's FROM: its owner, negotiator, brand and pending lead item (one per lead: a partial unique index). */
const leadFrom = (ctx: ServiceContext) =>
  ctx.db
    .select(leadSelect)
    .from(clues)
    .leftJoin(owner, eq(owner.id, clues.ownerId))
    .leftJoin(negotiator, eq(negotiator.id, clues.negotiatorId))
    .leftJoin(brands, eq(brands.id, clues.brandId))
    .leftJoin(followItems, and(eq(followItems.clueId, clues.id), eq(followItems.type, FollowType.Clue), eq(followItems.status, FollowStatus.Pending)));

type LeadDbRow = Awaited<ReturnType<ReturnType<typeof leadFrom>['where']>>[number];

const toLeadRow = (ctx: ServiceContext, r: LeadDbRow): AdminLeadRow => {
  const at = ctx.clock.now();
  return {
    id: r.id,
    type: r.type,
    goodsModel: r.goodsModel,
    goodsName: r.goodsName,
    brand: r.brandName ?? r.brandText,
    status: r.status,
    statusText: statusLabel(leadMachine, r.status),
    ownerId: r.ownerId ?? 0,
    ownerName: r.ownerCompany || r.ownerReal || r.ownerNick || '',
    ownerMobile: r.ownerMobile ?? '',
    negotiatorId: r.negotiatorId,
    negotiatorName: r.negotiatorReal || r.negotiatorNick || '',
    followId: r.followId,
    grabTime: r.grabbedAt ? formatChinaTime(r.grabbedAt) : null,
    followTime: r.followedAt ? formatChinaTime(r.followedAt) : null,
    createTime: formatChinaTime(r.createdAt),
    ageMinutes: Math.max(0, Math.floor((at - r.createdAt.getTime()) / MINUTE_MS)),
    heldMinutes: r.grabbedAt ? Math.max(0, Math.floor((at - r.grabbedAt.getTime()) / MINUTE_MS)) : null,
  };
};

/** GET /admin/leads: by status, negotiator, age of the current stage (since the grab when grabbed), keyword. */
export async function listLeads(
  ctx: ServiceContext,
  q: Page & { status?: number | undefined; negotiatorId?: number | undefined; minAgeHours?: number | undefined; keyword?: string | undefined; sort: 'oldest' | 'newest' },
): Promise<{ rows: AdminLeadRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.status !== undefined) conds.push(eq(clues.status, Number(q.status)));
  if (q.negotiatorId !== undefined) conds.push(eq(clues.negotiatorId, q.negotiatorId));
  if (q.minAgeHours !== undefined) {
    const cutoff = new Date(ctx.clock.now() - q.minAgeHours * 3_600_000);
    conds.push(sql`coalesce(${followItems.createdAt}, ${clues.createdAt}) <= ${cutoff}`);
  }
  if (q.keyword) {
    const pattern = `%${escapeLike(q.keyword)}%`;
    conds.push(or(ilike(clues.goodsModel, pattern), ilike(clues.goodsName, pattern), ilike(owner.nickName, pattern), ilike(owner.realName, pattern), like(owner.mobile, pattern))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const order = q.sort === 'newest' ? [desc(clues.createdAt), desc(clues.id)] : [asc(clues.createdAt), asc(clues.id)];
  return paged(
    q,
    leadFrom(ctx)
      .where(where)
      .orderBy(...order),
    ctx.db
      .select({ n: count() })
      .from(clues)
      .leftJoin(owner, eq(owner.id, clues.ownerId))
      .leftJoin(followItems, and(eq(followItems.clueId, clues.id), eq(followItems.type, FollowType.Clue), eq(followItems.status, FollowStatus.Pending)))
      .where(where),
    (rows) => rows.map((r) => toLeadRow(ctx, r)),
  );
}

async function leadRow(ctx: ServiceContext, id: number): Promise<AdminLeadRow> {
  const [r] = await leadFrom(ctx).where(eq(clues.id, id)).limit(1);
  if (!r) throw new AppError(404, Msg.clueNotFound);
  return toLeadRow(ctx, r);
}

/** The grabbed lead and its pending item, read inside the transaction: 404 / 409 when not 已派单. */
async function grabbedLead(tx: ServiceContext, id: number) {
  const [lead] = await tx.db.select({ id: clues.id, status: clues.status, type: clues.type, negotiatorId: clues.negotiatorId }).from(clues).where(eq(clues.id, id)).limit(1);
  if (!lead) throw new AppError(404, Msg.clueNotFound);
  if (lead.status !== ClueStatus.Grabbed) throw new AppError(409, AdminMsg.leadNotGrabbed(statusLabel(leadMachine, lead.status)));
  const [item] = await tx.db
    .select({ id: followItems.id, userId: followItems.userId })
    .from(followItems)
    .where(and(eq(followItems.clueId, id), eq(followItems.type, FollowType.Clue), eq(followItems.status, FollowStatus.Pending)))
    .limit(1);
  return { lead, item: item ?? null };
}

const leadRefusals = { notFound: Msg.clueNotFound, wrongStatus: (s: number) => AdminMsg.leadNotGrabbed(statusLabel(leadMachine, s)) };
const itemRefusals = { notFound: Msg.clueNotFound, wrongStatus: (s: number) => AdminMsg.leadNotGrabbed(statusLabel(followMachine, s)) };

/** The holder's pending item → 已退回 (actor operator). */
async function releaseItem(tx: ServiceContext, itemId: number) {
  await moveFollowItem(tx, { id: itemId, move: 'release', actor: 'operator', set: { updatedAt: now(tx) } }, itemRefusals);
}

/**
 * POST /admin/leads/{id}/release: a stuck 已派单 lead back to the pool, like the timeout sweep but by an operator:
 * the holder's item 跟进中 → 已退回, the lead 已派单 → 待派单 without a negotiator (both conditional, in one
 * transaction). Events lead.release / follow.release: negotiators get lead.new, the owner lead.status, the former
 * holder follow.changed.
 */
export async function releaseLead(ctx: ServiceContext, input: { id: number; reason: string }): Promise<AdminLeadRow> {
  await inTx(ctx, async (tx) => {
    const { lead, item } = await grabbedLead(tx, input.id);
    if (item) await releaseItem(tx, item.id);
    const moved = await transition(tx, {
      machine: leadMachine,
      table: clues,
      id: lead.id,
      move: 'release',
      actor: 'operator',
      where: lead.negotiatorId === null ? isNull(clues.negotiatorId) : eq(clues.negotiatorId, lead.negotiatorId),
      set: { negotiatorId: null, updatedAt: now(tx) },
      refusals: leadRefusals,
    });
    await audit(tx, {
      action: 'lead.release',
      entityType: 'lead',
      entityId: lead.id,
      before: { status: lead.status, negotiatorId: lead.negotiatorId, followId: item?.id ?? null },
      after: { status: moved.status, negotiatorId: null, followStatus: item ? FollowStatus.Released : null },
      reason: input.reason,
    });
  });
  return leadRow(ctx, input.id);
}

/**
 * POST /admin/leads/{id}/reassign: a 已派单 lead to another negotiator (active, businessType 10, under his open-lead
 * cap): the holder's item → 已退回, the lead keeps 已派单 with the new negotiator (leadMachine.reassign, conditional on
 * the old one), a new pending item for him. Both negotiators get follow.changed.
 */
export async function reassignLead(ctx: ServiceContext, input: { id: number; negotiatorId: number; reason: string }): Promise<AdminLeadRow> {
  const [target] = await ctx.db.select({ id: users.id, businessType: users.businessType, status: users.status }).from(users).where(eq(users.id, input.negotiatorId)).limit(1);
  if (!target || target.businessType !== BusinessType.Negotiator || target.status !== AccountStatus.Active) throw badRequest(AdminMsg.notNegotiator);
  await inTx(ctx, async (tx) => {
    const { lead, item } = await grabbedLead(tx, input.id);
    if (lead.negotiatorId === target.id) throw new AppError(409, AdminMsg.sameNegotiator);
    // The holder's item goes first: one open item per lead (a partial unique index).
    if (item) await releaseItem(tx, item.id);
    const { followId } = await assignLead(tx, {
      leadId: lead.id,
      negotiatorId: target.id,
      move: 'reassign',
      actor: 'operator',
      where: lead.negotiatorId === null ? isNull(clues.negotiatorId) : eq(clues.negotiatorId, lead.negotiatorId),
      refusals: leadRefusals,
      atCap: AdminMsg.negotiatorAtCap,
    });
    await audit(tx, {
      action: 'lead.reassign',
      entityType: 'lead',
      entityId: lead.id,
      before: { status: lead.status, negotiatorId: lead.negotiatorId, followId: item?.id ?? null },
      after: { status: lead.status, negotiatorId: target.id, followId },
      reason: input.reason,
    });
    tx.events.publish({
      type: 'lead.reassigned',
      id: lead.id,
      userId: userOf(tx).id,
      holderId: item?.userId ?? lead.negotiatorId,
      followId: item?.id ?? null,
      newHolderId: target.id,
      newFollowId: followId,
    });
  });
  return leadRow(ctx, input.id);
}

// ---- Trade: orders ----

/** GET /admin/orders: by status; keyword = an order or contract number (prefix) or a party's name or mobile. */
export async function listOrders(ctx: ServiceContext, q: Page & { status?: number | undefined; keyword?: string | undefined }): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.status !== undefined) conds.push(eq(orders.status, Number(q.status)));
  if (q.keyword) {
    const prefix = `${escapeLike(q.keyword.toUpperCase())}%`;
    const parties = ctx.db.select({ id: users.id }).from(users).where(userKeyword(q.keyword));
    conds.push(or(like(orders.orderNo, prefix), like(orders.contractNo, prefix), inArray(orders.buyerId, parties), inArray(orders.sellerId, parties))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    ctx.db.select({ n: count() }).from(orders).where(where),
  );
  const base = await toOrderRows(ctx, userOf(ctx).id, rows);
  const ids = [...new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]).filter((x): x is number => x !== null))];
  const mobiles = new Map(
    ids.length ? (await ctx.db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.mobile ?? '']) : [],
  );
  return {
    rows: rows.map((r, i) => ({
      ...base[i]!,
      buyerId: r.buyerId,
      sellerId: r.sellerId,
      buyerMobile: r.buyerId === null ? '' : (mobiles.get(r.buyerId) ?? ''),
      sellerMobile: r.sellerId === null ? '' : (mobiles.get(r.sellerId) ?? ''),
      payMethod: r.payMethod,
      paidAt: r.paidAt ? formatChinaTime(r.paidAt) : null,
    })),
    total,
  };
}

// ---- Trade: intention orders ----

/** GET /admin/preOrders: by status; keyword = an intention order's number (prefix) or a party's name or mobile. */
export async function listPreOrders(ctx: ServiceContext, q: Page & { status?: number | undefined; keyword?: string | undefined }): Promise<{ rows: PreOrderRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.status !== undefined) conds.push(eq(preOrders.status, Number(q.status)));
  if (q.keyword) {
    const parties = ctx.db.select({ id: users.id }).from(users).where(userKeyword(q.keyword));
    conds.push(or(like(preOrders.orderNo, `${escapeLike(q.keyword.toUpperCase())}%`), inArray(preOrders.buyerId, parties), inArray(preOrders.sellerId, parties))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const { rows: ids, total } = await paged(
    q,
    ctx.db.select({ id: preOrders.id }).from(preOrders).where(where).orderBy(desc(preOrders.createdAt), desc(preOrders.id)),
    ctx.db.select({ n: count() }).from(preOrders).where(where),
  );
  return { rows: await preOrderRows(ctx, userOf(ctx).id, ids.map((r) => r.id)), total };
}
