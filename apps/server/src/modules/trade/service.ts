import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BusinessType, FollowIdentity, FollowModel, FollowType, GoodsType } from '@mts/shared/constants';
import { TradeMsg } from '@mts/shared/messages';
import type {
  CartAddBody,
  CartChangeNumBody,
  CartLine,
  DeliveryTerms,
  PreOrderCreateBody,
  PreOrderDetail,
  PreOrderEditBody,
  PreOrderFromCartBody,
  PreOrderQuoteBody,
  PreOrderRow,
} from '@mts/shared/schemas';
import { AccountStatus, canMove, FollowStatus, followMachine, GoodsStatus, OrderStatus, PreOrderStatus, preOrderMachine, statusLabel } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { maskMobile } from '@mts/shared/validate';
import { cartItems, clues, followItems, goods, orders, preOrderRevisions, preOrders, users, type PreOrderChange } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { moveFollowItem, tradeItemModel } from '../../lib/follow-items.ts';
import { cartLines, chinaDate, myPreOrderPage, preOrderRows, revisionsOf, userNames } from './queries.ts';

const nowDate = (ctx: ServiceContext) => new Date(ctx.clock.now());
/** The largest amount (price × quantity, cents) we accept: far above any trade, below 2^53. */
const MAX_AMOUNT = 1e15;

type GoodsRow = typeof goods.$inferSelect;

async function readGoods(ctx: ServiceContext, id: number): Promise<GoodsRow> {
  const [g] = await ctx.db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!g) throw new AppError(404, TradeMsg.goodsNotFound);
  return g;
}

/** A 货源 goods the caller may buy `quantity` of (buy now, cart checkout): on shelf, not his, priced, MOQ ≤ q ≤ stock. */
function checkBuyable(g: GoodsRow, me: number, quantity: number | null, opts: { moq: boolean }): void {
  if (g.type !== GoodsType.Supply) throw new AppError(409, TradeMsg.notSupply);
  if (g.ownerId === me) throw new AppError(403, TradeMsg.ownGoods);
  if (g.status !== GoodsStatus.OnShelf) throw new AppError(409, TradeMsg.goodsOffShelf);
  if (g.priceMin === null) throw new AppError(409, TradeMsg.negotiable);
  if (quantity === null) return;
  if (quantity > g.quantity) throw new AppError(400, TradeMsg.overStock(g.quantity));
  if (opts.moq && quantity < g.moq) throw new AppError(400, TradeMsg.belowMoq(g.moq));
}

// ---------------------------------------------------------------------------------------------- cart

/** GET /cart/list: the caller's lines, newest first. */
export async function listCart(ctx: ServiceContext): Promise<{ list: CartLine[] }> {
  const me = userOf(ctx);
  return { list: await cartLines(ctx, me.id) };
}

async function lineOf(ctx: ServiceContext, userId: number, goodsId: number): Promise<CartLine> {
  const [line] = await cartLines(ctx, userId, goodsId);
  return line!;
}

/**
 * POST /cart/add: on-shelf priced 货源 goods, not the caller's; merged with his line of the same goods (one UPSERT on
 * the (user, goods) unique index), the sum within the available quantity, all in one transaction. The MOQ is not
 * enforced in the cart (the stepper starts at 1); checkout enforces it.
 */
export async function addToCart(ctx: ServiceContext, input: CartAddBody): Promise<CartLine> {
  const me = userOf(ctx);
  return inTx(ctx, async (tx) => {
    const g = await readGoods(tx, input.goodsId);
    checkBuyable(g, me.id, input.goodsNum, { moq: false });
    const [row] = await tx.db
      .insert(cartItems)
      .values({ userId: me.id, goodsId: g.id, goodsNum: input.goodsNum, isChecked: true, createdAt: nowDate(tx) })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.goodsId], set: { goodsNum: sql`${cartItems.goodsNum} + ${input.goodsNum}`, isChecked: true } })
      .returning();
    if (row!.goodsNum > g.quantity) throw new AppError(400, TradeMsg.overStock(g.quantity));
    return lineOf(tx, me.id, g.id);
  });
}

/** POST /cart/changeNum: the stepper sets the count of the caller's line (1 … available). */
export async function changeCartNum(ctx: ServiceContext, input: CartChangeNumBody): Promise<CartLine> {
  const me = userOf(ctx);
  return inTx(ctx, async (tx) => {
    const g = await readGoods(tx, input.goodsId);
    if (input.goodsNum > g.quantity) throw new AppError(400, TradeMsg.overStock(g.quantity));
    const [row] = await tx.db
      .update(cartItems)
      .set({ goodsNum: input.goodsNum })
      .where(and(eq(cartItems.userId, me.id), eq(cartItems.goodsId, input.goodsId)))
      .returning({ id: cartItems.id });
    if (!row) throw new AppError(404, TradeMsg.cartLineNotFound);
    return lineOf(tx, me.id, g.id);
  });
}

/** The caller's lines with these ids, all of them or 404 (someone else's line is as unknown as a missing one). */
async function ownLines(ctx: ServiceContext, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)))
    .for('update');
  if (rows.length !== unique.length) throw new AppError(404, TradeMsg.cartLineNotFound);
  return rows;
}

/** POST /cart/delete {ids}: only when every id is one of the caller's lines; then all of them. */
export async function deleteCartLines(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const me = userOf(ctx);
  return inTx(ctx, async (tx) => {
    const rows = await ownLines(tx, me.id, ids);
    await tx.db.delete(cartItems).where(inArray(cartItems.id, rows.map((r) => r.id)));
    return { deleted: rows.length };
  });
}

// ---------------------------------------------------------------------------------------------- creation

interface NewPreOrder extends DeliveryTerms {
  goods: GoodsRow;
  buyerId: number;
  sellerId: number;
  initiatorId: number;
  quantity: number;
  price: number;
  priceUnit: number;
  dateCode?: string;
  condition?: string;
}

function amountOf(price: number | null, quantity: number): number | null {
  if (price === null) return null;
  const amount = price * quantity;
  if (amount > MAX_AMOUNT) throw new AppError(400, TradeMsg.amountTooLarge);
  return amount;
}

function checkDeliveryDate(ctx: ServiceContext, date: string | undefined): void {
  if (date && date < chinaDate(nowDate(ctx))) throw new AppError(400, TradeMsg.deliveryDatePast);
}

/**
 * The goods' negotiator: the one who published them from their lead, while he still is an active negotiator. Null for
 * goods without a lead (stock-list goods), a lead without a negotiator, or one whose negotiator left the role or was
 * disabled: their intention orders go to the negotiators' pool instead of waiting on nobody.
 */
async function goodsNegotiator(ctx: ServiceContext, clueId: number | null): Promise<number | null> {
  if (clueId === null) return null;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(clues)
    .innerJoin(users, eq(users.id, clues.negotiatorId))
    .where(and(eq(clues.id, clueId), eq(users.businessType, BusinessType.Negotiator), eq(users.status, AccountStatus.Active)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes one intention order 待确认 and, when the goods have a negotiator (goodsNegotiator), his trade follow item
 * (type 30, model 1 for 货源, 2 for 求购); without one the order waits in the negotiators' pool (negotiator_id null,
 * dispatch's leadPool) until one takes it. The order number is YX + the China date + the row id padded to 6 digits:
 * unique by construction, readable, and needs no retry (the id is drawn first).
 */
async function insertPreOrder(ctx: ServiceContext, o: NewPreOrder): Promise<number> {
  const now = nowDate(ctx);
  const negotiatorId = await goodsNegotiator(ctx, o.goods.clueId);
  const next = (await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('pre_orders', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  const id = Number(next.rows[0]!.id);
  const orderNo = `YX${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
  await ctx.db.insert(preOrders).values({
    id,
    orderNo,
    goodsId: o.goods.id,
    buyerId: o.buyerId,
    sellerId: o.sellerId,
    initiatorId: o.initiatorId,
    negotiatorId,
    quantity: o.quantity,
    priceUnit: o.priceUnit,
    price: o.price,
    amount: amountOf(o.price, o.quantity),
    status: PreOrderStatus.AwaitingConfirm,
    remark: o.remark,
    deliveryPlace: o.deliveryPlace,
    deliveryDate: o.deliveryDate,
    taxIncluded: o.taxIncluded,
    contactName: o.contactName,
    contactMobile: o.contactMobile,
    dateCode: o.dateCode ?? o.goods.dateCode,
    condition: o.condition ?? o.goods.condition,
    createdAt: now,
    updatedAt: now,
  });
  let followId: number | null = null;
  if (negotiatorId !== null) {
    const [item] = await ctx.db
      .insert(followItems)
      .values({
        userId: negotiatorId,
        type: FollowType.Trade,
        identity: FollowIdentity.Negotiator,
        model: tradeItemModel(o.goods.type),
        status: FollowStatus.Pending,
        preOrderId: id,
        goodsId: o.goods.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: followItems.id });
    followId = item!.id;
  }
  ctx.events.publish({ type: 'preOrder.create', id, userId: o.initiatorId, negotiatorId, followId, buyerId: o.buyerId, sellerId: o.sellerId, goodsId: o.goods.id });
  return id;
}

async function rowOf(ctx: ServiceContext, id: number): Promise<PreOrderRow> {
  const [row] = await preOrderRows(ctx, userOf(ctx).id, [id]);
  return row!;
}

/** POST /preOrder/create: buy now (buyer = caller, seller = the goods' owner, the goods' price). */
export async function createPreOrder(ctx: ServiceContext, input: PreOrderCreateBody): Promise<PreOrderRow> {
  const me = userOf(ctx);
  checkDeliveryDate(ctx, input.deliveryDate);
  return inTx(ctx, async (tx) => {
    const g = await readGoods(tx, input.goodsId);
    checkBuyable(g, me.id, input.quantity, { moq: true });
    const id = await insertPreOrder(tx, {
      ...input,
      goods: g,
      buyerId: me.id,
      sellerId: g.ownerId!,
      initiatorId: me.id,
      price: g.priceMin!,
      priceUnit: g.priceUnit,
    });
    return rowOf(tx, id);
  });
}

/**
 * The 报价 rules and write, for POST /preOrder/quote and an accepted RFQ quote (modules/rfq): a quote on an on-shelf
 * 求购 goods by `sellerId` (buyer = the goods' owner, initiator = the seller) → the id of the intention order 待确认.
 * Runs on ctx.db: inside the caller's transaction when there is one.
 */
export async function quoteOnDemand(ctx: ServiceContext, sellerId: number, input: PreOrderQuoteBody): Promise<number> {
  checkDeliveryDate(ctx, input.deliveryDate);
  const g = await readGoods(ctx, input.goodsId);
  if (g.type !== GoodsType.Demand) throw new AppError(409, TradeMsg.notDemand);
  if (g.ownerId === sellerId) throw new AppError(403, TradeMsg.ownDemand);
  if (g.status !== GoodsStatus.OnShelf) throw new AppError(409, TradeMsg.goodsOffShelf);
  if (input.quantity > g.quantity) throw new AppError(400, TradeMsg.overDemand(g.quantity));
  return insertPreOrder(ctx, { ...input, goods: g, buyerId: g.ownerId!, sellerId, initiatorId: sellerId });
}

/**
 * POST /preOrder/quote: 我要报价 on an on-shelf 求购 goods (seller = caller, buyer = the goods' owner). An RFQ's 求购
 * (goods.source 2) takes its quotes through POST /rfq/quote, where the buyer compares them: refused here.
 */
export async function quotePreOrder(ctx: ServiceContext, input: PreOrderQuoteBody): Promise<PreOrderRow> {
  const me = userOf(ctx);
  return inTx(ctx, async (tx) => {
    const [g] = await tx.db.select({ source: goods.source }).from(goods).where(eq(goods.id, input.goodsId)).limit(1);
    if (g?.source === GoodsSource.Rfq) throw new AppError(409, TradeMsg.rfqGoods);
    return rowOf(tx, await quoteOnDemand(tx, me.id, input));
  });
}

/**
 * POST /preOrder/fromCart: one intention order per line (a line is one goods), each under the buy-now rules with
 * the line's count, in ONE transaction: any refused line refuses them all (its part number named) and nothing is
 * written; on success the lines leave the cart.
 */
export async function preOrdersFromCart(ctx: ServiceContext, input: PreOrderFromCartBody): Promise<{ list: PreOrderRow[] }> {
  const me = userOf(ctx);
  checkDeliveryDate(ctx, input.deliveryDate);
  return inTx(ctx, async (tx) => {
    const lines = await ownLines(tx, me.id, input.cartIds);
    const [profile] = await tx.db.select({ mobile: users.mobile, realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, me.id));
    const ids: number[] = [];
    for (const line of [...lines].sort((a, b) => a.id - b.id)) {
      const g = await readGoods(tx, line.goodsId);
      try {
        checkBuyable(g, me.id, line.goodsNum, { moq: true });
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, TradeMsg.cartLine(g.goodsModel, err.message));
        throw err;
      }
      ids.push(
        await insertPreOrder(tx, {
          goods: g,
          buyerId: me.id,
          sellerId: g.ownerId!,
          initiatorId: me.id,
          quantity: line.goodsNum,
          price: g.priceMin!,
          priceUnit: g.priceUnit,
          deliveryPlace: input.deliveryPlace ?? g.deliveryPlace,
          deliveryDate: input.deliveryDate ?? '',
          taxIncluded: input.taxIncluded ?? g.taxIncluded,
          contactName: input.contactName ?? (profile?.realName || profile?.nickName || ''),
          contactMobile: input.contactMobile ?? profile?.mobile ?? '',
          remark: input.remark ?? '',
        }),
      );
    }
    await tx.db.delete(cartItems).where(inArray(cartItems.id, lines.map((l) => l.id)));
    return { list: await preOrderRows(tx, me.id, ids) };
  });
}

// ---------------------------------------------------------------------------------------------- moves

type PreOrderRowDb = typeof preOrders.$inferSelect;

/** Why a move on an intention order was refused, by its current status. */
const preOrderRefusals: Refusals = {
  notFound: TradeMsg.preOrderNotFound,
  notOwner: TradeMsg.notInitiator,
  wrongStatus: (status) => TradeMsg.wrongStatus(statusLabel(preOrderMachine, status)),
};
const followRefusals: Refusals = { notFound: TradeMsg.preOrderNotFound, wrongStatus: (status) => TradeMsg.wrongStatus(statusLabel(followMachine, status)) };

async function readPreOrder(ctx: ServiceContext, id: number): Promise<PreOrderRowDb> {
  const [row] = await ctx.db.select().from(preOrders).where(eq(preOrders.id, id)).limit(1);
  if (!row) throw new AppError(404, TradeMsg.preOrderNotFound);
  return row;
}

/** The caller's trade follow item (negotiator) for this order, the latest; null when he has none. */
async function negotiatorItem(ctx: ServiceContext, preOrderId: number, userId: number) {
  const [item] = await ctx.db
    .select()
    .from(followItems)
    .where(
      and(
        eq(followItems.preOrderId, preOrderId),
        eq(followItems.userId, userId),
        eq(followItems.type, FollowType.Trade),
        eq(followItems.identity, FollowIdentity.Negotiator),
      ),
    )
    .orderBy(desc(followItems.id))
    .limit(1);
  return item ?? null;
}

/** The negotiator of this order holding its item: 404 unknown order, 403 anyone else. */
async function requireNegotiator(ctx: ServiceContext, id: number) {
  const me = userOf(ctx);
  const pre = await readPreOrder(ctx, id);
  const item = me.businessType === BusinessType.Negotiator && pre.negotiatorId === me.id ? await negotiatorItem(ctx, id, me.id) : null;
  if (!item) throw new AppError(403, TradeMsg.notNegotiator);
  return { me, pre, item };
}

const statusOf = (row: { id: number; status: number }) => ({ id: row.id, status: row.status, statusText: statusLabel(preOrderMachine, row.status) });

/**
 * POST /preOrder/confirm: the negotiator confirms (10 → 20, his item 已完成) in one transaction; the pre-order is
 * moved first (the row every competing move locks first too), so of two confirms, or a confirm and a reject or a
 * cancel from 10, exactly one wins. preOrder.confirm announces it to the business followers.
 */
export async function confirmPreOrder(ctx: ServiceContext, id: number) {
  return inTx(ctx, async (tx) => {
    const { me, item } = await requireNegotiator(tx, id);
    const now = nowDate(tx);
    const row = await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id,
      move: 'confirm',
      actor: 'negotiator',
      where: eq(preOrders.negotiatorId, me.id),
      set: { updatedAt: now },
      refusals: preOrderRefusals,
    });
    await moveFollowItem(tx, { id: item.id, move: 'confirmPreOrder', actor: 'negotiator', owned: true, set: { updatedAt: now } }, followRefusals);
    return statusOf(row);
  });
}

/** POST /preOrder/reject {id, reason}: the negotiator rejects (10 → 90, his item 已关闭), the reason kept on both. */
export async function rejectPreOrder(ctx: ServiceContext, input: { id: number; reason: string }) {
  return inTx(ctx, async (tx) => {
    const { me, item } = await requireNegotiator(tx, input.id);
    const now = nowDate(tx);
    const row = await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id: input.id,
      move: 'reject',
      actor: 'negotiator',
      where: eq(preOrders.negotiatorId, me.id),
      set: { closeReason: input.reason, updatedAt: now },
      refusals: preOrderRefusals,
    });
    await moveFollowItem(tx, { id: item.id, move: 'rejectPreOrder', actor: 'negotiator', owned: true, set: { closeReason: input.reason, updatedAt: now } }, followRefusals);
    return statusOf(row);
  });
}

/**
 * POST /preOrder/cancel {id, reason, fromStatus?}: the initiator cancels (10 or 20 → 90; fromStatus narrows it to
 * the status his page showed). The negotiator's item, if still pending, closes with it (actor system).
 */
export async function cancelPreOrder(ctx: ServiceContext, input: { id: number; reason: string; fromStatus?: number }) {
  userOf(ctx);
  return inTx(ctx, async (tx) => {
    const now = nowDate(tx);
    let row: PreOrderRowDb;
    try {
      row = await transition(tx, {
        machine: preOrderMachine,
        table: preOrders,
        id: input.id,
        move: 'cancel',
        actor: 'owner',
        owner: preOrders.initiatorId,
        where: input.fromStatus === undefined ? undefined : eq(preOrders.status, input.fromStatus),
        set: { closeReason: input.reason, updatedAt: now },
        refusals: preOrderRefusals,
      });
    } catch (err) {
      // From a status the move allows, but not the one the page showed: it changed under him.
      if (err instanceof AppError && err.code === 409 && input.fromStatus !== undefined) {
        const cur = await readPreOrder(tx, input.id);
        if (cur.status === PreOrderStatus.AwaitingConfirm || cur.status === PreOrderStatus.Confirmed) {
          throw new AppError(409, TradeMsg.statusChanged(statusLabel(preOrderMachine, cur.status)));
        }
      }
      throw err;
    }
    const pending = await tx.db
      .select({ id: followItems.id })
      .from(followItems)
      .where(and(eq(followItems.preOrderId, input.id), eq(followItems.type, FollowType.Trade), eq(followItems.status, FollowStatus.Pending)));
    for (const item of pending) {
      await moveFollowItem(tx, { id: item.id, move: 'preOrderCancelled', actor: 'system', set: { closeReason: input.reason, updatedAt: now } }, followRefusals);
    }
    return statusOf(row);
  });
}

const EDIT_FIELDS = ['price', 'quantity', 'deliveryPlace', 'deliveryDate', 'remark'] as const;

/**
 * POST /preOrder/edit: the negotiator of a quote (his item model 2) changes price, quantity, delivery or remark
 * while 待确认 (status kept). One transaction: the row read FOR UPDATE (so each revision's old value is the one
 * replaced), the conditional UPDATE through the machine's edit move, the amount recomputed, one revision with every
 * changed field old → new. A body that changes nothing is 400.
 */
export async function editPreOrder(ctx: ServiceContext, input: PreOrderEditBody): Promise<PreOrderRow> {
  checkDeliveryDate(ctx, input.deliveryDate);
  return inTx(ctx, async (tx) => {
    const { me, item } = await requireNegotiator(tx, input.id);
    if (item.model !== FollowModel.Buyer) throw new AppError(409, TradeMsg.notEditable);
    const [pre] = await tx.db.select().from(preOrders).where(eq(preOrders.id, input.id)).for('update');
    const changes: PreOrderChange[] = [];
    for (const field of EDIT_FIELDS) {
      const to = input[field];
      if (to !== undefined && to !== pre![field]) changes.push({ field, from: pre![field], to });
    }
    if (!changes.length) {
      if (pre!.status !== PreOrderStatus.AwaitingConfirm) throw new AppError(409, TradeMsg.wrongStatus(statusLabel(preOrderMachine, pre!.status)));
      throw new AppError(400, TradeMsg.nothingChanged);
    }
    const price = input.price ?? pre!.price;
    const quantity = input.quantity ?? pre!.quantity;
    const now = nowDate(tx);
    await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id: input.id,
      move: 'edit',
      actor: 'negotiator',
      where: eq(preOrders.negotiatorId, me.id),
      set: {
        ...Object.fromEntries(changes.map((c) => [c.field, c.to])),
        amount: amountOf(price, quantity),
        updatedAt: now,
      },
      refusals: preOrderRefusals,
    });
    await tx.db.insert(preOrderRevisions).values({ preOrderId: input.id, userId: me.id, changes, note: input.note, createdAt: now });
    return rowOf(tx, input.id);
  });
}

// ---------------------------------------------------------------------------------------------- reads

/** GET /preOrder/myPreOrderList: the caller's intention orders as buyer or seller (role narrows), newest first. */
export async function myPreOrderList(ctx: ServiceContext, q: { pageNum: number; pageSize: number; role?: 'buyer' | 'seller'; status?: number }) {
  const me = userOf(ctx);
  return myPreOrderPage(ctx, me.id, { pageNum: Number(q.pageNum), pageSize: Number(q.pageSize), role: q.role, status: q.status === undefined ? undefined : Number(q.status) });
}

/**
 * GET /preOrder/detail?id: readable by its buyer, seller, negotiator, business follower and operators (403 anyone
 * else, 404 unknown). Mobiles are unmasked to the staff following it and operators (the initiator sees his own
 * contact as he wrote it); revisions newest first; the caller's moves as flags.
 */
export async function preOrderDetail(ctx: ServiceContext, id: number): Promise<PreOrderDetail> {
  const me = userOf(ctx);
  const pre = await readPreOrder(ctx, id);
  const staff = pre.negotiatorId === me.id || pre.followerId === me.id;
  const party = pre.buyerId === me.id || pre.sellerId === me.id;
  if (!staff && !party && !me.isOperator) throw new AppError(403, TradeMsg.preOrderForbidden);
  const [[row], revisions, names, g, myItem, order] = await Promise.all([
    preOrderRows(ctx, me.id, [id]),
    revisionsOf(ctx, id),
    userNames(ctx, [pre.buyerId, pre.sellerId, pre.negotiatorId, pre.followerId]),
    pre.goodsId === null ? Promise.resolve(null) : readGoods(ctx, pre.goodsId).catch(() => null),
    staff
      ? ctx.db
          .select()
          .from(followItems)
          .where(and(eq(followItems.preOrderId, id), eq(followItems.userId, me.id), eq(followItems.type, FollowType.Trade)))
          .orderBy(desc(followItems.id))
          .limit(1)
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    pre.status === PreOrderStatus.Ordered
      ? ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.preOrderId, id), ne(orders.status, OrderStatus.Closed)))
          .orderBy(desc(orders.id))
          .limit(1)
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  const unmask = staff || me.isOperator;
  const mobileOf = (m: string) => (unmask ? m : maskMobile(m));
  const who = (uid: number | null) => {
    const u = uid === null ? undefined : names.get(uid);
    return { name: u?.name ?? '', mobile: u ? mobileOf(u.mobile) : '' };
  };
  // The buttons: what the machine allows the caller's actor from this status, and he is the one it belongs to.
  const holdsItem = pre.negotiatorId === me.id && myItem !== null && myItem.identity === FollowIdentity.Negotiator && myItem.status === FollowStatus.Pending;
  const negotiatorMay = (move: 'confirm' | 'edit' | 'reject') => holdsItem && canMove(preOrderMachine, move, pre.status, 'negotiator');
  return {
    ...row!,
    moq: g?.moq ?? 1,
    buyer: who(pre.buyerId),
    seller: who(pre.sellerId),
    negotiatorName: who(pre.negotiatorId).name,
    followerName: who(pre.followerId).name,
    contactName: pre.contactName,
    contactMobile: unmask || pre.initiatorId === me.id ? pre.contactMobile : maskMobile(pre.contactMobile),
    revisions,
    followId: myItem?.id ?? null,
    orderId: order?.id ?? null,
    model: g?.type === GoodsType.Demand ? FollowModel.Buyer : FollowModel.Seller,
    canConfirm: negotiatorMay('confirm'),
    canEdit: negotiatorMay('edit') && myItem!.model === FollowModel.Buyer,
    canReject: negotiatorMay('reject'),
    canCancel: pre.initiatorId === me.id && canMove(preOrderMachine, 'cancel', pre.status, 'owner'),
  };
}
