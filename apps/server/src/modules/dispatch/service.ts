import { and, asc, count, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import { BlockType, BusinessType, FollowIdentity, FollowModel, FollowType, GoodsType } from '@mts/shared/constants';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import type { BlockBody, ClueForm, FollowDetail, FollowNote } from '@mts/shared/schemas';
import { type Actor, ClueStatus, FollowStatus, followMachine, GoodsStatus, leadMachine, PreOrderStatus, preOrderMachine, statusLabel } from '@mts/shared/status';
import { clues, dispatchBlocks, followItems, followNotes, goods, preOrders, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { moveFollowItem, tradeItemModel } from '../../lib/follow-items.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { recordQuery, toRecord } from '../clue/queries.ts';
import { formColumns } from '../clue/service.ts';
import { takeSellerSide } from '../order/service.ts';
import { listingVector, loadCatalog } from '../search/indexer.ts';
import { followItemPage, leadPool, preOrderPool, toFollowItems, type FollowRow } from './queries.ts';
import { personName } from '../../lib/names.ts';

const HOUR_MS = 3_600_000;

/** The caller, who must hold this business role (403 with the role's message otherwise; 401 logged out). */
function requireRole(ctx: ServiceContext, businessType: number, msg: string): AuthUser {
  const me = userOf(ctx);
  if (me.businessType !== businessType) throw new AppError(403, msg);
  return me;
}

/** The caller, who must be staff: a negotiator or a business follower (403 staffOnly). */
function requireStaff(ctx: ServiceContext): AuthUser {
  const me = userOf(ctx);
  if (me.businessType !== BusinessType.Negotiator && me.businessType !== BusinessType.BusinessFollower) throw new AppError(403, DispatchMsg.staffOnly);
  return me;
}

/** A validated page (the route's poolQuery / myFollowListQuery). */
type Page = { pageNum: number; pageSize: number };
const pageOf = (q: Page): Page => ({ pageNum: Number(q.pageNum), pageSize: Number(q.pageSize) });
const nowDate = (ctx: ServiceContext) => new Date(ctx.clock.now());

/** GET /bizOppor/tprPendingFollowList: the negotiators' pool. */
export async function pendingLeads(ctx: ServiceContext, q: Page) {
  const me = requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly);
  return leadPool(ctx, me.id, pageOf(q));
}

/** GET /bizOppor/swPendingFollowList: the business followers' pool. */
export async function pendingPreOrders(ctx: ServiceContext, q: Page) {
  const me = requireRole(ctx, BusinessType.BusinessFollower, DispatchMsg.followerOnly);
  return preOrderPool(ctx, me.id, pageOf(q));
}

async function isBlocked(ctx: ServiceContext, userId: number, blockType: number, targetId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: dispatchBlocks.id })
    .from(dispatchBlocks)
    .where(and(eq(dispatchBlocks.userId, userId), eq(dispatchBlocks.blockType, blockType), eq(dispatchBlocks.targetId, targetId)))
    .limit(1);
  return Boolean(row);
}

/** Why a negotiator's move on a lead was refused, by the lead's current status. */
const leadStatusRefusal = (status: number): string =>
  status === ClueStatus.Withdrawn ? DispatchMsg.leadWithdrawn : status === ClueStatus.Invalid ? DispatchMsg.leadClosed : DispatchMsg.leadTaken;
const grabRefusals: Refusals = { notFound: Msg.clueNotFound, wrongStatus: leadStatusRefusal };
const preOrderRefusals: Refusals = {
  notFound: DispatchMsg.preOrderNotFound,
  wrongStatus: (status) =>
    status === PreOrderStatus.AwaitingConfirm ? DispatchMsg.preOrderNotConfirmed : status === PreOrderStatus.Cancelled ? DispatchMsg.preOrderNotFound : DispatchMsg.preOrderTaken,
};
const followRefusals: Refusals = { notFound: DispatchMsg.followNotFound, notOwner: DispatchMsg.followNotYours, wrongStatus: DispatchMsg.followNotPending };

/** One lead given to one negotiator: by his own grab (待派单 → 已派单) or an operator's reassignment (admin/service.ts). */
export interface LeadAssignment {
  leadId: number;
  negotiatorId: number;
  move: 'grab' | 'reassign';
  actor: 'negotiator' | 'operator';
  /** More conditions of the lead's UPDATE (a reassignment: still the old negotiator's). */
  where?: SQL;
  refusals: Refusals;
  /** 409 when he already holds the cap of open leads. */
  atCap: (cap: number) => string;
}

/**
 * The lead-assignment step, inside the caller's transaction: the negotiator's users row is locked (FOR UPDATE) so
 * that his grabs and an operator's reassignments count his open leads one after the other (the cap holds under
 * concurrency), the lead moves with one conditional UPDATE through transition(), and his pending follow item
 * (type 10, identity 10, model by the lead's type) is written. Returns the new item's id.
 */
export async function assignLead(tx: ServiceContext, a: LeadAssignment): Promise<{ followId: number; model: number }> {
  const cap = tx.config.dispatch.maxOpenLeads;
  await tx.db.select({ id: users.id }).from(users).where(eq(users.id, a.negotiatorId)).for('update');
  const [open] = await tx.db
    .select({ n: count() })
    .from(followItems)
    .where(and(eq(followItems.userId, a.negotiatorId), eq(followItems.type, FollowType.Clue), eq(followItems.status, FollowStatus.Pending)));
  if (open!.n >= cap) throw new AppError(409, a.atCap(cap));
  const now = nowDate(tx);
  const lead = await transition(tx, {
    machine: leadMachine,
    table: clues,
    id: a.leadId,
    move: a.move,
    actor: a.actor,
    ...(a.where ? { where: a.where } : {}),
    set: { negotiatorId: a.negotiatorId, updatedAt: now },
    refusals: a.refusals,
  });
  const model = lead.type === GoodsType.Supply ? FollowModel.Seller : FollowModel.Buyer;
  const [item] = await tx.db
    .insert(followItems)
    .values({
      userId: a.negotiatorId,
      type: FollowType.Clue,
      identity: FollowIdentity.Negotiator,
      model,
      status: FollowStatus.Pending,
      clueId: a.leadId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: followItems.id });
  return { followId: item!.id, model };
}

/**
 * A negotiator grabs a lead awaiting dispatch: one transaction over assignLead. The lead moves 0 → 10 with one
 * conditional UPDATE (exactly one winner, and an owner's edit or withdrawal, conditional on status 0 too, cannot
 * both win). A lead he blocked is 404 for him.
 */
async function grabLead(ctx: ServiceContext, id: number) {
  const me = requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly);
  try {
    return await inTx(ctx, async (tx) => {
      if (await isBlocked(tx, me.id, BlockType.Lead, id)) throw new AppError(404, Msg.clueNotFound);
      const { followId, model } = await assignLead(tx, { leadId: id, negotiatorId: me.id, move: 'grab', actor: 'negotiator', refusals: grabRefusals, atCap: DispatchMsg.openLeadCap });
      return { followId, id, identity: FollowIdentity.Negotiator, type: FollowType.Clue, model };
    });
  } catch (err) {
    // The partial unique index (one open item per lead) behind the conditional UPDATE.
    if (isUniqueViolation(err)) throw new AppError(409, DispatchMsg.leadTaken);
    throw err;
  }
}

/**
 * A business follower grabs a row of his pool, keyed by the intention order's id: a confirmed one (20 → 30, the
 * buyer side: a trade item type 30, identity 20, model 2, to generate the contract), or one 已成单 whose contract
 * awaits its seller side (the order's seller slot: a model 1 item with the orderId, to confirm it; order/service.ts).
 */
async function grabPreOrder(ctx: ServiceContext, id: number) {
  const me = requireRole(ctx, BusinessType.BusinessFollower, DispatchMsg.followerOnly);
  return inTx(ctx, async (tx) => {
    if (await isBlocked(tx, me.id, BlockType.PreOrder, id)) throw new AppError(404, DispatchMsg.preOrderNotFound);
    const [current] = await tx.db.select({ status: preOrders.status }).from(preOrders).where(eq(preOrders.id, id)).limit(1);
    if (current?.status === PreOrderStatus.Ordered) return takeSellerSide(tx, me, id);
    const now = nowDate(tx);
    const pre = await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id,
      move: 'grab',
      actor: 'businessFollower',
      set: { followerId: me.id, updatedAt: now },
      refusals: preOrderRefusals,
    });
    const [item] = await tx.db
      .insert(followItems)
      .values({
        userId: me.id,
        type: FollowType.Trade,
        identity: FollowIdentity.BusinessFollower,
        model: FollowModel.Buyer,
        status: FollowStatus.Pending,
        preOrderId: id,
        goodsId: pre.goodsId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: followItems.id });
    return { followId: item!.id, id, identity: FollowIdentity.BusinessFollower, type: FollowType.Trade, model: FollowModel.Buyer };
  });
}

/** Why a negotiator's take of an intention order from his pool was refused, by its current status. */
const takeRefusals: Refusals = {
  notFound: DispatchMsg.preOrderNotFound,
  // Still 待确认 but no longer without a negotiator: another one took it first. Cancelled by its initiator, or
  // already confirmed (by whoever took it) or further on: no longer in the pool either way.
  wrongStatus: (status) => (status === PreOrderStatus.Cancelled ? DispatchMsg.preOrderCancelled : DispatchMsg.preOrderTaken),
};

/**
 * A negotiator takes an intention order on goods without a negotiator from his pool: one transaction in which the
 * pre-order gets him as its negotiator with one conditional UPDATE (the machine's `take`: `… WHERE id = ? AND status =
 * 待确认 AND negotiator_id IS NULL`: exactly one winner, and a cancel by its initiator, which moves the same row,
 * cannot also win) and his trade item is written exactly as insertPreOrder writes it for goods with a negotiator
 * (type 30, identity 10, model 1 for a 货源 goods → confirm, 2 for a 求购 → edit). He then confirms, edits or rejects
 * it like any other intention order (trade/service.ts). One he blocked is 404 for him; one he is a party to, 403.
 * His cap of open leads is not consulted: it counts lead items only.
 */
async function takePoolPreOrder(ctx: ServiceContext, id: number) {
  const me = requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly);
  return inTx(ctx, async (tx) => {
    const [current] = await tx.db.select({ buyerId: preOrders.buyerId, sellerId: preOrders.sellerId }).from(preOrders).where(eq(preOrders.id, id)).limit(1);
    if (!current || (await isBlocked(tx, me.id, BlockType.PreOrder, id))) throw new AppError(404, DispatchMsg.preOrderNotFound);
    if (current.buyerId === me.id || current.sellerId === me.id) throw new AppError(403, DispatchMsg.ownDeal);
    const now = nowDate(tx);
    const pre = await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id,
      move: 'take',
      actor: 'negotiator',
      where: isNull(preOrders.negotiatorId),
      set: { negotiatorId: me.id, updatedAt: now },
      refusals: takeRefusals,
    });
    const [g] = pre.goodsId === null ? [] : await tx.db.select({ type: goods.type }).from(goods).where(eq(goods.id, pre.goodsId)).limit(1);
    const model = tradeItemModel(g?.type);
    const [item] = await tx.db
      .insert(followItems)
      .values({
        userId: me.id,
        type: FollowType.Trade,
        identity: FollowIdentity.Negotiator,
        model,
        status: FollowStatus.Pending,
        preOrderId: id,
        goodsId: pre.goodsId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: followItems.id });
    return { followId: item!.id, id, identity: FollowIdentity.Negotiator, type: FollowType.Trade, model };
  });
}

/**
 * POST /bizOppor/followUp {id, identity, type}: identity 10 is a negotiator's grab, of a lead (type 10) or of an
 * intention order from his pool (type 30); identity 20 a business follower's grab of a row of his pool.
 */
export async function followUp(ctx: ServiceContext, input: { id: number; identity: number; type?: number }) {
  if (input.identity === FollowIdentity.BusinessFollower) return grabPreOrder(ctx, input.id);
  return input.type === FollowType.Trade ? takePoolPreOrder(ctx, input.id) : grabLead(ctx, input.id);
}

/**
 * POST /bizOppor/blockBizOpporMsg: hides a lead (10, negotiators) or an intention order (20: business followers, and
 * negotiators for the intention orders of their pool) from the caller's pool, idempotently.
 */
export async function blockTarget(ctx: ServiceContext, input: BlockBody) {
  const lead = input.blockType === BlockType.Lead;
  const me = lead ? requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly) : requireStaff(ctx);
  const table = lead ? clues : preOrders;
  const [target] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, input.bizMsgId)).limit(1);
  if (!target) throw new AppError(404, lead ? Msg.clueNotFound : DispatchMsg.preOrderNotFound);
  await ctx.db
    .insert(dispatchBlocks)
    .values({ userId: me.id, blockType: input.blockType, targetId: input.bizMsgId, createdAt: nowDate(ctx) })
    .onConflictDoNothing();
  ctx.events.publish({ type: lead ? 'lead.block' : 'preOrder.block', id: input.bizMsgId, userId: me.id });
  return null;
}

/** GET /follow/myFollowList: the caller's follow items (staff only). */
export async function myFollowList(ctx: ServiceContext, q: Page & { dataType?: number; status?: number }) {
  const me = requireStaff(ctx);
  return followItemPage(ctx, me.id, {
    ...pageOf(q),
    type: q.dataType === undefined ? undefined : Number(q.dataType),
    status: q.status === undefined ? undefined : Number(q.status),
  });
}

async function readItem(ctx: ServiceContext, id: number): Promise<FollowRow> {
  const [row] = await ctx.db.select().from(followItems).where(eq(followItems.id, id)).limit(1);
  if (!row) throw new AppError(404, DispatchMsg.followNotFound);
  return row;
}

/** The holder's actor in the follow machine. */
const holderActor = (row: FollowRow): Actor => (row.identity === FollowIdentity.BusinessFollower ? 'businessFollower' : 'negotiator');

/** GET /follow/{id}: readable by its holder or an operator; the lead in full, the follow record newest first. */
export async function followDetail(ctx: ServiceContext, id: number): Promise<FollowDetail> {
  const me = userOf(ctx);
  const row = await readItem(ctx, id);
  const holder = row.userId === me.id;
  if (!holder && !me.isOperator) throw new AppError(403, DispatchMsg.followNotYours);
  const [[item], clueRows, notes] = await Promise.all([
    toFollowItems(ctx, [row]),
    row.clueId === null ? Promise.resolve([]) : recordQuery(ctx).where(eq(clues.id, row.clueId)).limit(1),
    ctx.db
      .select({ id: followNotes.id, content: followNotes.content, createdAt: followNotes.createdAt, realName: users.realName, nickName: users.nickName })
      .from(followNotes)
      .leftJoin(users, eq(users.id, followNotes.userId))
      .where(eq(followNotes.followId, id))
      .orderBy(desc(followNotes.createdAt), desc(followNotes.id)),
  ]);
  // The contact is the holder's to call while he holds the lead (and an operator's); not after it went back.
  const showContact = me.isOperator || (holder && row.status !== FollowStatus.Released);
  const pending = holder && row.status === FollowStatus.Pending;
  const leadItem = row.type === FollowType.Clue;
  return {
    ...item!,
    clue: clueRows[0] ? toRecord(clueRows[0], me.id, { showContact }) : null,
    notes: notes.map((n) => ({ id: n.id, content: n.content, createTime: formatChinaTime(n.createdAt), userName: personName(n) })),
    closeReason: row.closeReason,
    canPublishGoods: pending && leadItem,
    canClose: pending && leadItem,
    canNote: pending,
  };
}

/**
 * POST /follow/{id}/notes: the holder notes a contact. One transaction: the item's followed_at (a conditional
 * UPDATE on status 1 and the holder, so a concurrent release or close wins or loses cleanly) and the note.
 */
export async function addNote(ctx: ServiceContext, input: { id: number; content: string }): Promise<FollowNote> {
  const me = requireStaff(ctx);
  return inTx(ctx, async (tx) => {
    const row = await readItem(tx, input.id);
    const now = nowDate(tx);
    await moveFollowItem(tx, { id: input.id, move: 'note', actor: holderActor(row), owned: true, set: { followedAt: now, updatedAt: now } }, followRefusals);
    const [note] = await tx.db.insert(followNotes).values({ followId: input.id, userId: me.id, content: input.content, createdAt: now }).returning();
    const [u] = await tx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, me.id));
    return { id: note!.id, content: note!.content, createTime: formatChinaTime(note!.createdAt), userName: personName(u) };
  });
}

/** A lead item of the caller's, for close and publishGoods: 404, 403 someone else's, 409 not a lead item. */
function checkLeadItem(row: FollowRow, me: AuthUser): asserts row is FollowRow & { clueId: number } {
  if (row.userId !== me.id) throw new AppError(403, DispatchMsg.followNotYours);
  if (row.type !== FollowType.Clue || row.clueId === null) throw new AppError(409, DispatchMsg.notALeadItem);
}

/** POST /follow/{id}/close {reason}: the holder closes the lead as 无效 (item 已关闭, lead 80) in one transaction. */
export async function closeFollow(ctx: ServiceContext, input: { id: number; reason: string }) {
  const me = requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly);
  return inTx(ctx, async (tx) => {
    const row = await readItem(tx, input.id);
    checkLeadItem(row, me);
    const now = nowDate(tx);
    const item = await moveFollowItem(tx, { id: input.id, move: 'close', actor: 'negotiator', owned: true, set: { closeReason: input.reason, updatedAt: now } }, followRefusals);
    await transition(tx, {
      machine: leadMachine,
      table: clues,
      id: row.clueId,
      move: 'close',
      actor: 'negotiator',
      where: eq(clues.negotiatorId, me.id),
      set: { updatedAt: now },
      refusals: grabRefusals,
    });
    return { id: item.id, status: item.status, statusText: statusLabel(followMachine, item.status) };
  });
}

/**
 * POST /follow/publishGoods {clueId, form}: the negotiator holding the lead publishes his verified form as goods
 * on the shelf owned by the lead's owner. One transaction: the form checked like a publish (formColumns), the
 * item 1 → 2 and the lead 10 → 20 (both conditional), the goods row with its search text. Without images in
 * the form the lead's images are kept (a seeded lead's /static images cannot be sent back as uploads).
 */
export async function publishGoods(ctx: ServiceContext, input: { clueId: number; form: ClueForm }) {
  const me = requireRole(ctx, BusinessType.Negotiator, DispatchMsg.negotiatorOnly);
  return inTx(ctx, async (tx) => {
    const [lead] = await tx.db.select().from(clues).where(eq(clues.id, input.clueId)).limit(1);
    if (!lead) throw new AppError(404, Msg.clueNotFound);
    const [row] = await tx.db
      .select()
      .from(followItems)
      .where(and(eq(followItems.clueId, input.clueId), eq(followItems.type, FollowType.Clue), eq(followItems.userId, me.id)))
      .orderBy(desc(followItems.id))
      .limit(1);
    if (!row) throw new AppError(403, DispatchMsg.followNotYours);
    if (row.status !== FollowStatus.Pending) throw new AppError(409, DispatchMsg.followNotPending);
    const { searchText: _clueVector, ...cols } = await formColumns(tx, input.form);
    const now = nowDate(tx);
    await moveFollowItem(tx, { id: row.id, move: 'publishGoods', actor: 'negotiator', owned: true, set: { followedAt: row.followedAt ?? now, updatedAt: now } }, followRefusals);
    await transition(tx, {
      machine: leadMachine,
      table: clues,
      id: input.clueId,
      move: 'publishGoods',
      actor: 'negotiator',
      where: eq(clues.negotiatorId, me.id),
      set: { updatedAt: now },
      refusals: grabRefusals,
    });
    const catalog = await loadCatalog(tx);
    const brandName = cols.brandId === null ? cols.brandText : (catalog.brands.get(cols.brandId)?.name ?? cols.brandText);
    const deputyTitle =
      cols.type === GoodsType.Supply
        ? `${cols.goodsModel} ${cols.dateCode} ${cols.condition} ${cols.deliveryPlace}${cols.stockType}`
        : `求购 ${cols.goodsModel} ${cols.dateCode} ${cols.condition} ${cols.deliveryPlace}交货`;
    const specs = [
      { label: '品牌', value: brandName },
      ...(cols.package ? [{ label: '封装', value: cols.package }] : []),
      { label: '批号', value: cols.dateCode },
      { label: '成色', value: cols.condition },
    ];
    const [created] = await tx.db
      .insert(goods)
      .values({
        ...cols,
        images: cols.images.length ? cols.images : lead.images,
        deputyTitle,
        specs,
        searchText: listingVector(catalog, { ...cols, deputyTitle }),
        status: GoodsStatus.OnShelf,
        ownerId: lead.ownerId,
        clueId: lead.id,
      })
      .returning({ id: goods.id });
    // The done item points at its goods: lists then show what went on the shelf, not the lead as written.
    await tx.db.update(followItems).set({ goodsId: created!.id }).where(eq(followItems.id, row.id));
    tx.events.publish({ type: 'goods.publish', id: created!.id, userId: me.id, clueId: lead.id, ownerId: lead.ownerId });
    return { goodsId: created!.id, clueId: lead.id, followId: row.id };
  });
}

/**
 * The release sweep: pending lead items never followed up (followed_at null) and older than the timeout go back:
 * item 已退回 (4), lead 0 without its negotiator, each lead in its own small transaction through transition()
 * with actor `system`. Every UPDATE is conditional (status, followed_at, created_at, negotiator), so several
 * instances sweeping at once release each lead once and a note written meanwhile keeps the lead. Returns the
 * number released.
 */
export async function releaseStaleLeads(ctx: ServiceContext, opts: { batch?: number } = {}): Promise<number> {
  const now = nowDate(ctx);
  const cutoff = new Date(now.getTime() - ctx.config.dispatch.followTimeoutHours * HOUR_MS);
  const staleWhere = and(
    eq(followItems.type, FollowType.Clue),
    eq(followItems.status, FollowStatus.Pending),
    isNull(followItems.followedAt),
    lt(followItems.createdAt, cutoff),
  );
  const stale = await ctx.db
    .select({ id: followItems.id, clueId: followItems.clueId, userId: followItems.userId })
    .from(followItems)
    .where(staleWhere)
    .orderBy(asc(followItems.createdAt))
    .limit(opts.batch ?? 500);
  let released = 0;
  for (const s of stale) {
    try {
      await inTx(ctx, async (tx) => {
        await moveFollowItem(tx, { id: s.id, move: 'release', actor: 'system', where: and(isNull(followItems.followedAt), lt(followItems.createdAt, cutoff)), set: { updatedAt: now } }, followRefusals);
        if (s.clueId === null) return;
        try {
          await transition(tx, {
            machine: leadMachine,
            table: clues,
            id: s.clueId,
            move: 'release',
            actor: 'system',
            where: eq(clues.negotiatorId, s.userId),
            set: { negotiatorId: null, updatedAt: now },
            refusals: grabRefusals,
          });
        } catch (err) {
          // The lead is no longer this negotiator's grabbed lead: the item is released alone (never retried forever).
          if (!(err instanceof AppError)) throw err;
          ctx.log.warn({ followId: s.id, clueId: s.clueId, reason: err.message }, 'dispatch release: lead not in 已派单 for its holder');
        }
      });
      released++;
    } catch (err) {
      // Another instance released it, or a note arrived: nothing to do.
      if (err instanceof AppError) continue;
      throw err;
    }
  }
  return released;
}

/** The release sweep as a job of plugins/scheduler.ts (every DispatchLimits.sweepIntervalMs when config.dispatch.sweep). */
export async function releaseSweep(ctx: ServiceContext): Promise<void> {
  const n = await releaseStaleLeads(ctx);
  if (n) ctx.log.info({ released: n }, 'dispatch: leads returned to the pool');
}
