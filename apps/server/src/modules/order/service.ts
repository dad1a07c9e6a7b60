import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { BusinessType, CONTRACT_PAYMENT_CLAUSE, CONTRACT_PLATFORM_NAME, FollowIdentity, FollowModel, FollowType } from '@mts/shared/constants';
import { DispatchMsg, OrderMsg, TradeMsg } from '@mts/shared/messages';
import type { Contract, GenerateContractBody, OrderRow } from '@mts/shared/schemas';
import { FollowStatus, OrderStatus, orderMachine, PreOrderStatus, preOrderMachine, statusLabel } from '@mts/shared/status';
import { brands, followItems, goods, orders, preOrders, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { moveFollowItem } from '../../lib/follow-items.ts';
import { chinaDate } from '../trade/queries.ts';
import { partiesOf } from '../contract/parties.ts';
import { partyView } from '../contract/document.ts';
import { logEvent, orderPage, personName, sideOf } from './queries.ts';

const nowDate = (ctx: ServiceContext) => new Date(ctx.clock.now());
/** The largest amount (price × quantity, cents) a contract may carry: far above any trade, below 2^53. */
const MAX_AMOUNT = 1e15;

type FollowRow = typeof followItems.$inferSelect;

const orderRefusals: Refusals = { notFound: OrderMsg.orderNotFound, wrongStatus: (status) => OrderMsg.wrongStatus(statusLabel(orderMachine, status)) };
const preOrderRefusals: Refusals = {
  notFound: TradeMsg.preOrderNotFound,
  wrongStatus: (status) => (status === PreOrderStatus.Ordered ? TradeMsg.wrongStatus(statusLabel(preOrderMachine, status)) : OrderMsg.preOrderNotFollowing),
};
const followRefusals: Refusals = { notFound: OrderMsg.followNotFound, notOwner: DispatchMsg.followNotYours, wrongStatus: DispatchMsg.followNotPending };

const statusOf = (row: { id: number; status: number }) => ({ id: row.id, status: row.status, statusText: statusLabel(orderMachine, row.status) });

async function readItem(ctx: ServiceContext, id: number): Promise<FollowRow> {
  const [row] = await ctx.db.select().from(followItems).where(eq(followItems.id, id)).limit(1);
  if (!row) throw new AppError(404, OrderMsg.followNotFound);
  return row;
}

const isFollowerTradeItem = (item: FollowRow, me: AuthUser, model: number) =>
  item.userId === me.id && item.type === FollowType.Trade && item.identity === FollowIdentity.BusinessFollower && item.model === model;

async function staffName(ctx: ServiceContext, userId: number): Promise<string> {
  const [u] = await ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, userId));
  return personName(u);
}

/** Order and contract numbers: DD / HT + the China date + the row id padded to 6 digits (unique by construction). */
export const orderNumbers = (id: number, at: Date) => {
  const day = chinaDate(at).replaceAll('-', '');
  const n = String(id).padStart(6, '0');
  return { orderNo: `DD${day}${n}`, contractNo: `HT${day}${n}` };
};

/**
 * POST /order/generateContract: the business follower holding the buyer side (his model 2 trade item `followId`,
 * its intention order 跟单中) draws the contract. One transaction: the intention order 30 → 40 through the machine
 * (conditional on him being its follower: of two generations one wins, the other 409), the order 待确认合同 with its
 * numbers and the frozen contract (goods and currency from the intention order, the parties as verified now:
 * contract/parties.ts, 409 when one has neither a verified company nor a verified real name; amount computed here), his
 * item pointing at it, the first history row. The seller side's slot then appears in the pool (order.generate).
 */
export async function generateContract(ctx: ServiceContext, input: GenerateContractBody) {
  const me = userOf(ctx);
  if (me.businessType !== BusinessType.BusinessFollower) throw new AppError(403, OrderMsg.notBuyerSide);
  if (input.deliveryDate < chinaDate(nowDate(ctx))) throw new AppError(400, TradeMsg.deliveryDatePast);
  const amount = input.price * input.quantity;
  if (amount > MAX_AMOUNT) throw new AppError(400, TradeMsg.amountTooLarge);
  return inTx(ctx, async (tx) => {
    const item = await readItem(tx, input.followId);
    if (!isFollowerTradeItem(item, me, FollowModel.Buyer) || item.preOrderId === null) throw new AppError(403, OrderMsg.notBuyerSide);
    if (item.status !== FollowStatus.Pending) throw new AppError(409, DispatchMsg.followNotPending);
    const now = nowDate(tx);
    const pre = await transition(tx, {
      machine: preOrderMachine,
      table: preOrders,
      id: item.preOrderId,
      move: 'order',
      actor: 'businessFollower',
      where: eq(preOrders.followerId, me.id),
      set: { updatedAt: now },
      refusals: preOrderRefusals,
    });
    const [[g], parties, myName] = await Promise.all([
      pre.goodsId === null
        ? Promise.resolve([])
        : tx.db
            .select({ goodsName: goods.goodsName, goodsModel: goods.goodsModel, brandName: brands.name, brandText: goods.brandText })
            .from(goods)
            .leftJoin(brands, eq(brands.id, goods.brandId))
            .where(eq(goods.id, pre.goodsId)),
      partiesOf(tx, [pre.buyerId, pre.sellerId].filter((x): x is number => x !== null)),
      staffName(tx, me.id),
    ]);
    // The parties as verified now (issue 22), frozen into the contract: a later approval does not rewrite it.
    const buyer = pre.buyerId === null ? null : (parties.get(pre.buyerId) ?? null);
    const seller = pre.sellerId === null ? null : (parties.get(pre.sellerId) ?? null);
    if (!buyer) throw new AppError(409, OrderMsg.partyUnverified('买方'));
    if (!seller) throw new AppError(409, OrderMsg.partyUnverified('卖方'));
    const next = (await tx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
    const id = Number(next.rows[0]!.id);
    const { orderNo, contractNo } = orderNumbers(id, now);
    const feeBps = tx.config.platformFeeBps;
    const contract: Contract = {
      contractNo,
      buyer,
      seller,
      platformName: CONTRACT_PLATFORM_NAME,
      goodsName: g?.goodsName ?? '',
      goodsModel: g?.goodsModel ?? '',
      brandName: g ? (g.brandName ?? g.brandText) : '',
      dateCode: input.dateCode,
      condition: input.condition,
      quantity: input.quantity,
      priceUnit: pre.priceUnit,
      price: input.price,
      amount,
      taxIncluded: input.taxIncluded,
      deliveryPlace: input.deliveryPlace,
      deliveryDate: input.deliveryDate,
      paymentClause: CONTRACT_PAYMENT_CLAUSE,
      inspectionClause: input.inspectionClause,
      feeBps,
      remark: input.remark,
      generatedBy: myName,
      generatedAt: formatChinaTime(now),
      confirmedBy: null,
      confirmedAt: null,
    };
    await tx.db.insert(orders).values({
      id,
      orderNo,
      contractNo,
      preOrderId: pre.id,
      goodsId: pre.goodsId,
      buyerId: pre.buyerId,
      sellerId: pre.sellerId,
      quantity: input.quantity,
      priceUnit: pre.priceUnit,
      price: input.price,
      amount,
      status: OrderStatus.AwaitingContract,
      contract,
      buyerFollowerId: me.id,
      negotiatorId: pre.negotiatorId,
      feeBps,
      createdAt: now,
      updatedAt: now,
    });
    await tx.db
      .update(followItems)
      .set({ orderId: id, updatedAt: now })
      .where(and(eq(followItems.id, item.id), eq(followItems.status, FollowStatus.Pending)));
    await logEvent(tx, { orderId: id, userId: me.id, action: 'generate', fromStatus: null, toStatus: OrderStatus.AwaitingContract, at: now });
    tx.events.publish({
      type: 'order.generate',
      id,
      userId: me.id,
      status: OrderStatus.AwaitingContract,
      preOrderId: pre.id,
      buyerId: pre.buyerId,
      sellerId: pre.sellerId,
      buyerFollowerId: me.id,
      goodsId: pre.goodsId,
    });
    return { orderId: id, orderNo, contractNo, status: OrderStatus.AwaitingContract, statusText: statusLabel(orderMachine, OrderStatus.AwaitingContract) };
  });
}

/**
 * GET /order/contractParties?followId: the parties the buyer-side follower's contract would name now (read-only on
 * the generate-contract pages), unmasked (he works the deal); problem: why it cannot be drawn yet, else null.
 */
export async function contractParties(ctx: ServiceContext, followId: number) {
  const me = userOf(ctx);
  const item = await readItem(ctx, followId);
  if (me.businessType !== BusinessType.BusinessFollower || !isFollowerTradeItem(item, me, FollowModel.Buyer) || item.preOrderId === null) {
    throw new AppError(403, OrderMsg.notBuyerSide);
  }
  const [pre] = await ctx.db.select({ buyerId: preOrders.buyerId, sellerId: preOrders.sellerId }).from(preOrders).where(eq(preOrders.id, item.preOrderId));
  if (!pre) throw new AppError(404, TradeMsg.preOrderNotFound);
  const parties = await partiesOf(ctx, [pre.buyerId, pre.sellerId].filter((x): x is number => x !== null));
  const buyer = pre.buyerId === null ? null : (parties.get(pre.buyerId) ?? null);
  const seller = pre.sellerId === null ? null : (parties.get(pre.sellerId) ?? null);
  const shown = (p: typeof buyer) => (p ? partyView(p, true) : null);
  return {
    buyer: shown(buyer),
    seller: shown(seller),
    problem: !buyer ? OrderMsg.partyUnverified('买方') : !seller ? OrderMsg.partyUnverified('卖方') : null,
  };
}

/**
 * The seller side of a drawn contract (POST /bizOppor/followUp {id: intentionOrderId, identity: 20} when the
 * intention order is 已成单): one conditional UPDATE takes the order's seller slot (status 1, seller_follower_id
 * null, not the buyer side's follower): exactly one winner; then his model 1 item with the orderId. Runs inside the
 * grab's transaction.
 */
export async function takeSellerSide(ctx: ServiceContext, me: AuthUser, preOrderId: number) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.preOrderId, preOrderId), eq(orders.status, OrderStatus.AwaitingContract)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!order) throw new AppError(409, DispatchMsg.preOrderTaken);
  if (order.buyerFollowerId === me.id) throw new AppError(403, OrderMsg.sameFollower);
  const now = nowDate(ctx);
  const [won] = await ctx.db
    .update(orders)
    .set({ sellerFollowerId: me.id, updatedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, OrderStatus.AwaitingContract),
        isNull(orders.sellerFollowerId),
        or(isNull(orders.buyerFollowerId), ne(orders.buyerFollowerId, me.id)),
      ),
    )
    .returning();
  if (!won) throw new AppError(409, DispatchMsg.preOrderTaken);
  const [item] = await ctx.db
    .insert(followItems)
    .values({
      userId: me.id,
      type: FollowType.Trade,
      identity: FollowIdentity.BusinessFollower,
      model: FollowModel.Seller,
      status: FollowStatus.Pending,
      preOrderId,
      orderId: order.id,
      goodsId: order.goodsId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: followItems.id });
  await logEvent(ctx, { orderId: order.id, userId: me.id, action: 'takeSellerSide', fromStatus: won.status, toStatus: won.status, at: now });
  ctx.events.publish({ type: 'order.takeSellerSide', id: order.id, userId: me.id, preOrderId, status: won.status, row: won });
  return { followId: item!.id, id: preOrderId, identity: FollowIdentity.BusinessFollower };
}

/** The seller-side follower's item for the order: his model 1 trade item with this orderId, else 403. */
async function sellerItem(ctx: ServiceContext, me: AuthUser, input: { orderId: number; followId: number }): Promise<FollowRow> {
  const item = await readItem(ctx, input.followId);
  if (!isFollowerTradeItem(item, me, FollowModel.Seller) || item.orderId !== input.orderId) throw new AppError(403, OrderMsg.notSellerSide);
  return item;
}

/** The buyer side's pending items of an order (normally one). */
const buyerItemsOf = (ctx: ServiceContext, orderId: number) =>
  ctx.db
    .select({ id: followItems.id, userId: followItems.userId })
    .from(followItems)
    .where(
      and(
        eq(followItems.orderId, orderId),
        eq(followItems.type, FollowType.Trade),
        eq(followItems.identity, FollowIdentity.BusinessFollower),
        eq(followItems.model, FollowModel.Buyer),
        eq(followItems.status, FollowStatus.Pending),
      ),
    );

/**
 * POST /order/confirmContract {orderId, followId}: the seller-side follower confirms: order 1 → 5 (conditional on
 * him holding the slot: of two confirms, or a confirm and a return, one wins, the other 409), the contract's
 * confirmedBy/At written once, his item 已完成, the buyer side's item 待付款 (去支付), one history row.
 */
export async function confirmContract(ctx: ServiceContext, input: { orderId: number; followId: number }) {
  const me = userOf(ctx);
  if (me.businessType !== BusinessType.BusinessFollower) throw new AppError(403, OrderMsg.notSellerSide);
  return inTx(ctx, async (tx) => {
    const item = await sellerItem(tx, me, input);
    const now = nowDate(tx);
    const name = await staffName(tx, me.id);
    const confirmed = JSON.stringify({ confirmedBy: name, confirmedAt: formatChinaTime(now) });
    const order = await transition(tx, {
      machine: orderMachine,
      table: orders,
      id: input.orderId,
      move: 'confirmContract',
      actor: 'businessFollower',
      where: eq(orders.sellerFollowerId, me.id),
      set: { confirmedAt: now, updatedAt: now, contract: sql`${orders.contract} || ${confirmed}::jsonb` },
      refusals: orderRefusals,
    });
    await moveFollowItem(tx, { id: item.id, move: 'confirmContract', actor: 'businessFollower', owned: true, set: { updatedAt: now } }, followRefusals);
    for (const b of await buyerItemsOf(tx, order.id)) {
      await moveFollowItem(tx, { id: b.id, move: 'contractConfirmed', actor: 'system', set: { updatedAt: now } }, followRefusals);
    }
    await logEvent(tx, { orderId: order.id, userId: me.id, action: 'confirmContract', fromStatus: OrderStatus.AwaitingContract, toStatus: order.status, at: now });
    return statusOf(order);
  });
}

/**
 * POST /order/rejectContract {orderId, followId, reason}: the seller-side follower returns the draft: order 1 → 90
 * with the reason, his item 已关闭, the intention order 40 → 30 and the buyer side's item loses the orderId (still
 * 跟进中: he may draw the contract again), one history row.
 */
export async function rejectContract(ctx: ServiceContext, input: { orderId: number; followId: number; reason: string }) {
  const me = userOf(ctx);
  if (me.businessType !== BusinessType.BusinessFollower) throw new AppError(403, OrderMsg.notSellerSide);
  return inTx(ctx, async (tx) => {
    const item = await sellerItem(tx, me, input);
    const now = nowDate(tx);
    const order = await transition(tx, {
      machine: orderMachine,
      table: orders,
      id: input.orderId,
      move: 'rejectContract',
      actor: 'businessFollower',
      where: eq(orders.sellerFollowerId, me.id),
      set: { closeReason: input.reason, updatedAt: now },
      refusals: orderRefusals,
    });
    await moveFollowItem(tx, { id: item.id, move: 'rejectContract', actor: 'businessFollower', owned: true, set: { closeReason: input.reason, updatedAt: now } }, followRefusals);
    if (order.preOrderId !== null) {
      await transition(tx, { machine: preOrderMachine, table: preOrders, id: order.preOrderId, move: 'contractReturned', actor: 'system', set: { updatedAt: now }, refusals: preOrderRefusals });
    }
    for (const b of await buyerItemsOf(tx, order.id)) {
      await tx.db.update(followItems).set({ orderId: null, updatedAt: now }).where(eq(followItems.id, b.id));
      tx.events.publish({ type: 'follow.contractReturned', id: b.id, userId: me.id, holderId: b.userId, status: FollowStatus.Pending });
    }
    await logEvent(tx, { orderId: order.id, userId: me.id, action: 'rejectContract', fromStatus: OrderStatus.AwaitingContract, toStatus: order.status, note: input.reason, at: now });
    return statusOf(order);
  });
}

// ---------------------------------------------------------------------------------------------- reads

type ListQuery = { pageNum: number; pageSize: number; orderStatus: number };
const listOf = (q: ListQuery): ListQuery => ({ pageNum: Number(q.pageNum), pageSize: Number(q.pageSize), orderStatus: Number(q.orderStatus) });

/** GET /order/myBuyOrderList: the caller's orders as buyer, by tab, newest first. */
export async function myBuyOrderList(ctx: ServiceContext, q: ListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const me = userOf(ctx);
  return orderPage(ctx, me.id, sideOf.buyer(me.id), listOf(q));
}

/** GET /order/mySaleOrderList: as seller. */
export async function mySaleOrderList(ctx: ServiceContext, q: ListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const me = userOf(ctx);
  return orderPage(ctx, me.id, sideOf.seller(me.id), listOf(q));
}

/** GET /order/myOrderList: either side (/myorder). */
export async function myOrderList(ctx: ServiceContext, q: ListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const me = userOf(ctx);
  return orderPage(ctx, me.id, sideOf.either(me.id), listOf(q));
}

/** GET /order/myCreateOrder: the orders whose contract the caller drew (buyer-side follower); business followers only. */
export async function myCreateOrder(ctx: ServiceContext, q: ListQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const me = userOf(ctx);
  if (me.businessType !== BusinessType.BusinessFollower) throw new AppError(403, OrderMsg.followerOnly);
  return orderPage(ctx, me.id, sideOf.buyerFollower(me.id), listOf(q));
}


