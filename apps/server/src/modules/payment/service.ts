import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { FollowModel, MoneyLimits, PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import type { ExternalPayInfo, TransferRecord } from '@mts/shared/schemas';
import { FollowStatus, OrderStatus, orderMachine, statusLabel, transferMachine, TransferStatus } from '@mts/shared/status';
import { followItems, orders, orderTransfers, rewardLedger, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { notHeld, type Refusals, transition } from '../../lib/transition.ts';
import { moveFollowItem } from '../../lib/follow-items.ts';
import { audit } from '../audit/service.ts';
import { shipCentre } from '../logistics/service.ts';
import { logEvent, type OrderDbRow, personName, readOrder } from '../order/queries.ts';
import { uploadKeyOf } from '../upload/storage.ts';
import type { Reply } from '../wallet/idempotency.ts';
import { feeOf, Moves, post } from '../wallet/ledger.ts';
import { paged } from '../../lib/paged.ts';

/**
 * Money moves of an order (issue 11, trade-flow section 3): pay from the wallet, record and confirm a bank transfer,
 * ship, confirm receipt (settlement), the auto-confirm sweep, cancel by agreement, refund. Each move is one
 * transaction (the caller's idempotent() wraps the money ones): the order's status through transition(), the
 * ledger movement, the follow item, the history row; events after commit.
 */

const now = (ctx: ServiceContext) => new Date(ctx.clock.now());
const statusOf = (row: { id: number; status: number }) => ({ id: row.id, status: row.status, statusText: statusLabel(orderMachine, row.status) });

/** Refusals of order moves: a paid order asked to pay again says so. */
const orderRefusals = (paidMsg?: string): Refusals => ({
  notFound: OrderMsg.orderNotFound,
  wrongStatus: (s) =>
    paidMsg && [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Completed].includes(s as 20) ? paidMsg : OrderMsg.wrongStatus(statusLabel(orderMachine, s)),
});
const transferRefusals: Refusals = { notFound: MoneyMsg.transferNotFound, wrongStatus: (s) => MoneyMsg.wrongRequestStatus(statusLabel(transferMachine, s)) };


/** The buyer side's follow items of a paid order (model 2, 待付款) → 已完成. */
async function closeBuyerItems(ctx: ServiceContext, orderId: number): Promise<void> {
  const items = await ctx.db
    .select({ id: followItems.id })
    .from(followItems)
    .where(and(eq(followItems.orderId, orderId), eq(followItems.model, FollowModel.Buyer), eq(followItems.status, FollowStatus.AwaitingPayment)));
  for (const it of items) {
    await moveFollowItem(ctx, { id: it.id, move: 'orderPaid', actor: 'system', set: { updatedAt: now(ctx) } }, { notFound: OrderMsg.followNotFound, wrongStatus: OrderMsg.followNotFound });
  }
}

/** POST /order/pay: the buyer pays from his wallet (available → frozen); 待付款 → 待发货. */
export async function payOrder(ctx: ServiceContext, input: { orderId: number }): Promise<Reply<ReturnType<typeof statusOf>>> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  if (o.buyerId !== me.id) throw new AppError(403, MoneyMsg.notBuyer);
  const at = now(ctx);
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: o.id,
    move: 'pay',
    actor: 'owner',
    owner: orders.buyerId,
    set: { payMethod: 'wallet', paidAt: at, updatedAt: at },
    refusals: orderRefusals(MoneyMsg.alreadyPaid),
  });
  // The amount is the order's, never the client's.
  await post(ctx, Moves.pay(me.id, row.priceUnit, Number(row.amount), row.id, `订单 ${row.orderNo} 余额支付`));
  await closeBuyerItems(ctx, row.id);
  await logEvent(ctx, { orderId: row.id, userId: me.id, action: 'pay', fromStatus: OrderStatus.AwaitingPayment, toStatus: row.status, note: `余额支付 ${formatPrice(Number(row.amount), row.priceUnit)}`, at });
  return { msg: MoneyMsg.payOk, data: statusOf(row) };
}

const canSeePayInfo = (ctx: ServiceContext, o: OrderDbRow) => {
  const me = userOf(ctx);
  return o.buyerId === me.id || o.buyerFollowerId === me.id || me.isOperator;
};

export async function transfersOf(ctx: ServiceContext, orderIds: number[]): Promise<TransferRecord[]> {
  if (!orderIds.length) return [];
  const rows = await ctx.db
    .select({ t: orderTransfers, realName: users.realName, nickName: users.nickName })
    .from(orderTransfers)
    .leftJoin(users, eq(users.id, orderTransfers.userId))
    .where(inArray(orderTransfers.orderId, orderIds))
    .orderBy(sql`${orderTransfers.id} desc`);
  return rows.map((r) => toTransfer(r.t, personName(r)));
}

const toTransfer = (t: typeof orderTransfers.$inferSelect, recordedBy: string): TransferRecord => ({
  id: t.id,
  orderId: t.orderId,
  amount: Number(t.amount),
  payerName: t.payerName,
  paidAt: t.paidAt,
  receiptUrl: t.receiptUrl,
  status: t.status,
  statusText: statusLabel(transferMachine, t.status),
  recordedBy,
  reason: t.reason,
  createTime: formatChinaTime(t.createdAt),
});

/** GET /order/externalPayInfo?orderId: the escrow account, the order's amount and reference, the recorded transfers. */
export async function externalPayInfo(ctx: ServiceContext, orderId: number): Promise<ExternalPayInfo> {
  const o = await readOrder(ctx, orderId);
  if (!canSeePayInfo(ctx, o)) throw new AppError(403, OrderMsg.orderForbidden);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusText: statusLabel(orderMachine, o.status),
    priceUnit: o.priceUnit,
    amount: Number(o.amount),
    reference: o.orderNo,
    account: { ...PLATFORM_ESCROW_ACCOUNT },
    transfers: await transfersOf(ctx, [o.id]),
  };
}

/** POST /order/externalPay: the buyer or the buyer-side follower records a bank transfer (待确认); nothing moves. */
export async function recordTransfer(
  ctx: ServiceContext,
  input: { orderId: number; amount: number; payerName: string; paidAt: string; receiptUrl: string },
): Promise<Reply<TransferRecord>> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  if (o.buyerId !== me.id && o.buyerFollowerId !== me.id) throw new AppError(403, MoneyMsg.notBuyerSide);
  if (uploadKeyOf(input.receiptUrl) === null) throw new AppError(400, MoneyMsg.receiptUrl);
  if (o.status !== OrderStatus.AwaitingPayment) {
    throw new AppError(409, o.status > OrderStatus.AwaitingPayment && o.status < OrderStatus.Refunding ? MoneyMsg.alreadyPaid : OrderMsg.wrongStatus(statusLabel(orderMachine, o.status)));
  }
  const at = now(ctx);
  try {
    // A savepoint: a unique violation (one pending record per order) must not abort the surrounding transaction.
    const [t] = await ctx.db.transaction((sp) =>
      sp
        .insert(orderTransfers)
        .values({ orderId: o.id, userId: me.id, amount: input.amount, payerName: input.payerName, paidAt: input.paidAt, receiptUrl: input.receiptUrl, createdAt: at, updatedAt: at })
        .returning(),
    );
    await logEvent(ctx, { orderId: o.id, userId: me.id, action: 'recordTransfer', fromStatus: o.status, toStatus: o.status, note: `${input.payerName} ${formatPrice(input.amount, o.priceUnit)}`, at });
    const [u] = await ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, me.id));
    ctx.events.publish({ type: 'order.recordTransfer', id: o.id, userId: me.id, status: o.status, row: o });
    return { msg: MoneyMsg.transferRecorded, data: toTransfer(t!, personName(u)) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MoneyMsg.transferPending);
    throw err;
  }
}

/** POST /order/externalPay/confirm (operators): the amount arrived; clearing → buyer frozen; 待付款 → 待发货. */
export async function confirmTransfer(ctx: ServiceContext, input: { transferId: number; amount: number }): Promise<Reply<TransferRecord>> {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  const [cur] = await ctx.db.select().from(orderTransfers).where(eq(orderTransfers.id, input.transferId)).limit(1);
  if (!cur) throw new AppError(404, MoneyMsg.transferNotFound);
  const o = await readOrder(ctx, cur.orderId);
  if (input.amount !== Number(o.amount)) throw new AppError(409, MoneyMsg.amountMismatch(formatPrice(Number(o.amount), o.priceUnit)));
  const at = now(ctx);
  const t = await transition(ctx, {
    machine: transferMachine,
    table: orderTransfers,
    id: cur.id,
    move: 'confirm',
    actor: 'operator',
    set: { operatorId: me.id, amount: input.amount, updatedAt: at },
    refusals: transferRefusals,
  });
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: o.id,
    move: 'confirmTransfer',
    actor: 'operator',
    set: { payMethod: 'transfer', paidAt: at, updatedAt: at },
    refusals: orderRefusals(MoneyMsg.alreadyPaid),
  });
  await post(ctx, Moves.transfer(row.buyerId!, row.priceUnit, Number(row.amount), row.id, `订单 ${row.orderNo} 对公转账（${cur.payerName}）`));
  await closeBuyerItems(ctx, row.id);
  await logEvent(ctx, { orderId: row.id, userId: me.id, action: 'confirmTransfer', fromStatus: OrderStatus.AwaitingPayment, toStatus: row.status, note: `到账 ${formatPrice(input.amount, row.priceUnit)}`, at });
  await audit(ctx, {
    action: 'transfer.confirm',
    entityType: 'transfer',
    entityId: t.id,
    before: { status: cur.status, orderId: row.id, orderNo: row.orderNo, orderStatus: OrderStatus.AwaitingPayment, amount: Number(cur.amount), payerName: cur.payerName },
    after: { status: t.status, orderStatus: row.status, arrived: input.amount, priceUnit: row.priceUnit },
  });
  const [u] = await ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, t.userId));
  return { msg: MoneyMsg.transferConfirmed, data: toTransfer(t, personName(u)) };
}

/** POST /order/externalPay/reject (operators): 已驳回 with a reason; nothing moves. */
export async function rejectTransfer(ctx: ServiceContext, input: { transferId: number; reason: string }): Promise<Reply<TransferRecord>> {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  const at = now(ctx);
  const t = await transition(ctx, {
    machine: transferMachine,
    table: orderTransfers,
    id: input.transferId,
    move: 'reject',
    actor: 'operator',
    set: { operatorId: me.id, reason: input.reason, updatedAt: at },
    refusals: transferRefusals,
  });
  const o = await readOrder(ctx, t.orderId);
  await logEvent(ctx, { orderId: o.id, userId: me.id, action: 'rejectTransfer', fromStatus: o.status, toStatus: o.status, note: input.reason, at });
  await audit(ctx, {
    action: 'transfer.reject',
    entityType: 'transfer',
    entityId: t.id,
    before: { status: TransferStatus.Pending, orderId: o.id, orderNo: o.orderNo, amount: Number(t.amount), payerName: t.payerName },
    after: { status: t.status },
    reason: input.reason,
  });
  ctx.events.publish({ type: 'order.rejectTransfer', id: o.id, userId: me.id, status: o.status, row: o });
  const [u] = await ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, t.userId));
  return { msg: MoneyMsg.transferRejected, data: toTransfer(t, personName(u)) };
}

/** POST /order/ship: the seller or the seller-side business follower, to an inspection centre; 待发货 → 待验货. */
export async function shipOrder(ctx: ServiceContext, input: { orderId: number; centreId?: number | undefined; carrier: string; trackingNo: string }) {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  const isSeller = o.sellerId === me.id;
  if (!isSeller && o.sellerFollowerId !== me.id) throw new AppError(403, MoneyMsg.notSeller);
  const at = now(ctx);
  return inTx(ctx, async (tx) => {
    const centreId = await shipCentre(tx, input.centreId);
    const row = await transition(tx, {
      machine: orderMachine,
      table: orders,
      id: o.id,
      move: 'ship',
      actor: isSeller ? 'owner' : 'businessFollower',
      ...(isSeller ? { owner: orders.sellerId } : { where: eq(orders.sellerFollowerId, me.id) }),
      set: { centreId, carrier: input.carrier, trackingNo: input.trackingNo, shippedAt: at, updatedAt: at },
      refusals: orderRefusals(),
    });
    await logEvent(tx, { orderId: row.id, userId: me.id, action: 'ship', fromStatus: OrderStatus.AwaitingShipment, toStatus: row.status, note: `${input.carrier} ${input.trackingNo}`, at });
    return statusOf(row);
  });
}

/** Points and coins for a completed order, to buyer and seller (in id order: the users rows are locked in a fixed order). */
async function reward(ctx: ServiceContext, o: OrderDbRow, at: Date): Promise<void> {
  const points = Math.min(MoneyLimits.maxPointsPerOrder, Math.max(1, Math.floor(Number(o.amount) / MoneyLimits.pointsPerCents)));
  const coins = MoneyLimits.coinsPerOrder;
  const ids = [...new Set([o.buyerId, o.sellerId].filter((x): x is number => x !== null))].sort((a, b) => a - b);
  for (const uid of ids) {
    const [u] = await ctx.db
      .update(users)
      .set({ points: sql`${users.points} + ${points}`, coins: sql`${users.coins} + ${coins}` })
      .where(eq(users.id, uid))
      .returning({ points: users.points, coins: users.coins });
    if (!u) continue;
    await ctx.db.insert(rewardLedger).values([
      { userId: uid, kind: 'jf', amount: points, balanceAfter: u.points, reason: `订单 ${o.orderNo} 完成奖励积分`, orderId: o.id, createdAt: at },
      { userId: uid, kind: 'jb', amount: coins, balanceAfter: u.coins, reason: `订单 ${o.orderNo} 完成奖励金币`, orderId: o.id, createdAt: at },
    ]);
  }
}

/** Settlement of an order just moved to 已完成: release less the fee, rewards, history. */
export async function settle(
  ctx: ServiceContext,
  row: OrderDbRow,
  userId: number | null,
  action: 'confirmReceipt' | 'autoConfirm' | 'disputeRelease',
  at: Date,
  fromStatus: number = OrderStatus.AwaitingReceipt,
): Promise<void> {
  const amount = Number(row.amount);
  const fee = feeOf(amount, row.feeBps);
  await post(ctx, Moves.release(row.buyerId!, row.sellerId!, row.priceUnit, amount, fee, row.id, `订单 ${row.orderNo} 结算（服务费 ${formatPrice(fee, row.priceUnit)}）`));
  await ctx.db.update(orders).set({ fee, completedAt: at }).where(eq(orders.id, row.id));
  await reward(ctx, row, at);
  await logEvent(ctx, { orderId: row.id, userId, action, fromStatus, toStatus: row.status, note: `卖方实收 ${formatPrice(amount - fee, row.priceUnit)}，平台服务费 ${formatPrice(fee, row.priceUnit)}`, at });
}

/** POST /order/confirmReceipt: the buyer; 待收货 → 已完成 with settlement. */
export async function confirmReceipt(ctx: ServiceContext, input: { orderId: number }): Promise<Reply<ReturnType<typeof statusOf>>> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  if (o.buyerId !== me.id) throw new AppError(403, MoneyMsg.notReceiver);
  if ([OrderStatus.AwaitingContract, OrderStatus.AwaitingPayment].includes(o.status as 1)) throw new AppError(409, MoneyMsg.notPaid);
  const at = now(ctx);
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: o.id,
    move: 'confirmReceipt',
    actor: 'owner',
    owner: orders.buyerId,
    set: { updatedAt: at },
    refusals: orderRefusals(),
  });
  await settle(ctx, row, me.id, 'confirmReceipt', at);
  return { msg: MoneyMsg.receiveOk, data: statusOf(row) };
}

/**
 * The auto-confirm sweep: orders 待收货 the platform delivered (deliveredAt) more than autoConfirmDays ago are
 * confirmed by the system, each in its own transaction (conditional: a buyer confirming meanwhile wins, the sweep skips it).
 */
export async function autoConfirmDue(ctx: ServiceContext, opts: { batch?: number } = {}): Promise<number> {
  const days = ctx.config.money.autoConfirmDays;
  const cutoff = new Date(ctx.clock.now() - days * 86_400_000);
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.AwaitingReceipt), notHeld(orderMachine, 'autoConfirm', orders), or(lt(orders.deliveredAt, cutoff), and(isNull(orders.deliveredAt), lt(orders.updatedAt, cutoff)))))
    .orderBy(asc(orders.id))
    .limit(opts.batch ?? 100);
  let done = 0;
  for (const d of due) {
    try {
      await inTx({ ...ctx, user: null }, async (tx) => {
        const at = now(tx);
        const row = await transition(tx, { machine: orderMachine, table: orders, id: d.id, move: 'autoConfirm', actor: 'system', set: { updatedAt: at }, refusals: orderRefusals() });
        await settle(tx, row, null, 'autoConfirm', at);
      });
      done++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return done;
}

/** POST /order/cancel (operators): a cancellation both parties agreed on a paid, unshipped order; 待发货 → 退款中. */
export async function cancelOrder(ctx: ServiceContext, input: { orderId: number; reason: string }): Promise<Reply<ReturnType<typeof statusOf>>> {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  const at = now(ctx);
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: input.orderId,
    move: 'cancel',
    actor: 'operator',
    set: { closeReason: input.reason, updatedAt: at },
    refusals: orderRefusals(),
  });
  await logEvent(ctx, { orderId: row.id, userId: me.id, action: 'cancel', fromStatus: OrderStatus.AwaitingShipment, toStatus: row.status, note: input.reason, at });
  await audit(ctx, {
    action: 'order.cancel',
    entityType: 'order',
    entityId: row.id,
    before: { status: OrderStatus.AwaitingShipment, orderNo: row.orderNo },
    after: { status: row.status },
    reason: input.reason,
  });
  return { msg: MoneyMsg.cancelOk, data: statusOf(row) };
}

/** POST /order/refund (operators): 退款中 → 已关闭; buyer frozen → buyer available. A completed order → 409. */
export async function refundOrder(ctx: ServiceContext, input: { orderId: number }): Promise<Reply<ReturnType<typeof statusOf>>> {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  const o = await readOrder(ctx, input.orderId);
  if (o.status === OrderStatus.Completed) throw new AppError(409, MoneyMsg.notRefundable);
  if ([OrderStatus.AwaitingContract, OrderStatus.AwaitingPayment].includes(o.status as 1) || (o.status === OrderStatus.Closed && !o.paidAt)) throw new AppError(409, MoneyMsg.notPaid);
  const at = now(ctx);
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: o.id,
    move: 'refund',
    actor: 'operator',
    set: { refundedAt: at, updatedAt: at },
    refusals: orderRefusals(),
  });
  await post(ctx, Moves.refund(row.buyerId!, row.priceUnit, Number(row.amount), row.id, `订单 ${row.orderNo} 退款`));
  await logEvent(ctx, { orderId: row.id, userId: me.id, action: 'refund', fromStatus: OrderStatus.Refunding, toStatus: row.status, note: `退款 ${formatPrice(Number(row.amount), row.priceUnit)}`, at });
  await audit(ctx, {
    action: 'order.refund',
    entityType: 'order',
    entityId: row.id,
    before: { status: OrderStatus.Refunding, orderNo: row.orderNo, buyerId: row.buyerId },
    after: { status: row.status, refunded: Number(row.amount), priceUnit: row.priceUnit },
  });
  return { msg: MoneyMsg.refundOk, data: statusOf(row) };
}

/** The auto-confirm sweep as a job of plugins/scheduler.ts (every MoneyLimits.sweepIntervalMs when config.money.sweep). */
export async function autoConfirmSweep(ctx: ServiceContext): Promise<void> {
  const n = await autoConfirmDue(ctx);
  if (n) ctx.log.info({ confirmed: n }, 'money: orders confirmed automatically');
}

/** GET /order/admin/transfers (operators): recorded transfers by status (default 待确认), with their order. */
export async function adminTransfers(ctx: ServiceContext, q: { pageNum: number; pageSize: number; status?: number | undefined }) {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  const where = eq(orderTransfers.status, q.status ?? 10);
  return paged(
    q,
    ctx.db
      .select({ t: orderTransfers, orderNo: orders.orderNo, orderAmount: orders.amount, priceUnit: orders.priceUnit, realName: users.realName, nickName: users.nickName })
      .from(orderTransfers)
      .innerJoin(orders, eq(orders.id, orderTransfers.orderId))
      .leftJoin(users, eq(users.id, orderTransfers.userId))
      .where(where)
      .orderBy(asc(orderTransfers.id)),
    ctx.db.select({ n: count() }).from(orderTransfers).where(where),
    (rows) => rows.map((r) => ({ ...toTransfer(r.t, personName(r)), orderNo: r.orderNo, orderAmount: Number(r.orderAmount), priceUnit: r.priceUnit })),
  );
}
