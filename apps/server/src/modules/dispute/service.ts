import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { DisputeMsg, OrderMsg } from '@mts/shared/messages';
import type { DecideDisputeBody, DisputeInfo, DisputeRow } from '@mts/shared/schemas';
import { DISPUTABLE_ORDER_STATUSES, disputeMachine, DisputeStatus, OrderStatus, orderMachine, statusLabel } from '@mts/shared/status';
import { orderDisputes, orders, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { logEvent, partyName } from '../order/queries.ts';
import { settle } from '../payment/service.ts';
import type { Reply } from '../wallet/idempotency.ts';
import { Moves, post } from '../wallet/ledger.ts';
import { toDisputes } from './queries.ts';
import { paged } from '../../lib/paged.ts';
import { formatPrice } from '@mts/shared/format';

/**
 * Order disputes (issue 12). Opening one sets orders.open_dispute_id with a conditional UPDATE (paid, unfinished,
 * none open), which holds the order's ship / confirm receipt / auto-confirm / cancel / refund moves (their UPDATEs
 * require it null). An operator decides it in one transaction under an idempotency key: the dispute's move, the
 * order's move (disputeRelease → 已完成 with the confirm-receipt settlement, disputeRefund → 已关闭 with the refund),
 * the ledger post(), the history row and the audit row; `order.disputeRelease` / `order.disputeRefund` push
 * `order.status` to both parties and both business followers after the commit.
 */


/** POST /order/dispute: the buyer, the seller or an operator, on an order 待发货 / 待验货 / 待收货 / 退款中 without an open dispute. */
export async function openDispute(ctx: ServiceContext, input: { orderId: number; reason: string }): Promise<DisputeInfo> {
  const me = userOf(ctx);
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!o) throw new AppError(404, OrderMsg.orderNotFound);
  const role = o.buyerId === me.id ? 'buyer' : o.sellerId === me.id ? 'seller' : me.isOperator ? 'operator' : null;
  if (role === null) throw new AppError(403, DisputeMsg.notParty);
  const at = new Date(ctx.clock.now());
  try {
    const id = await inTx(ctx, async (tx) => {
      const [d] = await tx.db
        .insert(orderDisputes)
        .values({ orderId: o.id, openedBy: me.id, openerRole: role, reason: input.reason, orderStatus: o.status, status: DisputeStatus.Open, createdAt: at })
        .returning();
      // The order row decides: still disputable and no dispute open (a concurrent move or opening makes this miss).
      const [held] = await tx.db
        .update(orders)
        .set({ openDisputeId: d!.id, updatedAt: at })
        .where(and(eq(orders.id, o.id), inArray(orders.status, [...DISPUTABLE_ORDER_STATUSES]), isNull(orders.openDisputeId)))
        .returning();
      if (!held) {
        const [now] = await tx.db.select({ status: orders.status, open: orders.openDisputeId }).from(orders).where(eq(orders.id, o.id));
        throw new AppError(409, now?.open != null ? DisputeMsg.alreadyOpen : DisputeMsg.notDisputable(statusLabel(orderMachine, now?.status ?? o.status)));
      }
      await logEvent(tx, { orderId: o.id, userId: me.id, action: 'openDispute', fromStatus: held.status, toStatus: held.status, note: input.reason, at });
      if (role === 'operator') {
        await audit(tx, {
          action: 'dispute.open',
          entityType: 'dispute',
          entityId: d!.id,
          before: { orderId: o.id, orderNo: o.orderNo, orderStatus: held.status, openDisputeId: null },
          after: { status: DisputeStatus.Open, openDisputeId: d!.id },
          reason: input.reason,
        });
      }
      tx.events.publish({ type: 'order.dispute', id: o.id, userId: me.id, status: held.status, row: held });
      return d!.id;
    });
    const [row] = await ctx.db.select().from(orderDisputes).where(eq(orderDisputes.id, id));
    return (await toDisputes(ctx, [row!]))[0]!;
  } catch (err) {
    // Two openings at once: the partial unique index (one open dispute per order) lets one in.
    if (isUniqueViolation(err)) throw new AppError(409, DisputeMsg.alreadyOpen);
    throw err;
  }
}

/** GET /admin/disputes: newest first, by status (all without), with the order and its parties. */
export async function listDisputes(ctx: ServiceContext, q: { pageNum: number; pageSize: number; status?: number }): Promise<{ rows: DisputeRow[]; total: number }> {
  const where = q.status === undefined ? undefined : eq(orderDisputes.status, q.status);
  const { rows, total } = await paged(
    q,
    ctx.db
      .select({ d: orderDisputes, o: { orderNo: orders.orderNo, status: orders.status, priceUnit: orders.priceUnit, amount: orders.amount, buyerId: orders.buyerId, sellerId: orders.sellerId } })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .where(where)
      .orderBy(desc(orderDisputes.id)),
    ctx.db.select({ n: count() }).from(orderDisputes).where(where),
  );
  const infos = await toDisputes(
    ctx,
    rows.map((r) => r.d),
  );
  const partyIds = [...new Set(rows.flatMap((r) => [r.o.buyerId, r.o.sellerId]).filter((x): x is number => x !== null))];
  const parties = partyIds.length
    ? await ctx.db.select({ id: users.id, companyName: users.companyName, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, partyIds))
    : [];
  const byId = new Map(parties.map((u) => [u.id, u]));
  return {
    rows: rows.map((r, i) => ({
      ...infos[i]!,
      orderNo: r.o.orderNo,
      currentOrderStatus: r.o.status,
      currentOrderStatusText: statusLabel(orderMachine, r.o.status),
      priceUnit: r.o.priceUnit,
      amount: Number(r.o.amount),
      buyerId: r.o.buyerId,
      sellerId: r.o.sellerId,
      buyerName: partyName(r.o.buyerId === null ? undefined : byId.get(r.o.buyerId)),
      sellerName: partyName(r.o.sellerId === null ? undefined : byId.get(r.o.sellerId)),
    })),
    total,
  };
}

/**
 * POST /admin/disputes/{id}/decide (operators; run inside the route's idempotent transaction). Locks the dispute
 * first (its conditional UPDATE: of two decisions one wins, the other 409 该纠纷已放款/已退款，不能再处理), then the order
 * (conditional on this dispute being the open one), then moves the money: release = the confirm-receipt settlement
 * (buyer frozen → seller available less the fee, the fee to the platform, rewards); refund = buyer frozen → available.
 */
export async function decideDispute(ctx: ServiceContext, input: { id: number } & Pick<DecideDisputeBody, 'decision' | 'note'>) {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, DisputeMsg.notParty);
  const at = new Date(ctx.clock.now());
  const d = await transition(ctx, {
    machine: disputeMachine,
    table: orderDisputes,
    id: input.id,
    move: input.decision,
    actor: 'operator',
    set: { decisionNote: input.note, decidedBy: me.id, decidedAt: at },
    refusals: { notFound: DisputeMsg.notFound, wrongStatus: (s) => DisputeMsg.decided(statusLabel(disputeMachine, s)) },
  });
  const [before] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, d.orderId));
  const fromStatus = before?.status ?? null;
  const release = input.decision === 'release';
  const row = await transition(ctx, {
    machine: orderMachine,
    table: orders,
    id: d.orderId,
    move: release ? 'disputeRelease' : 'disputeRefund',
    actor: 'operator',
    where: eq(orders.openDisputeId, d.id),
    set: release ? { openDisputeId: null, updatedAt: at } : { openDisputeId: null, refundedAt: at, updatedAt: at },
    refusals: { notFound: OrderMsg.orderNotFound, wrongStatus: (s) => OrderMsg.wrongStatus(statusLabel(orderMachine, s)) },
  });
  const amount = Number(row.amount);
  if (release) {
    await settle(ctx, row, me.id, 'disputeRelease', at, fromStatus ?? OrderStatus.AwaitingReceipt);
  } else {
    await post(ctx, Moves.refund(row.buyerId!, row.priceUnit, amount, row.id, `订单 ${row.orderNo} 纠纷退款`));
    await logEvent(ctx, { orderId: row.id, userId: me.id, action: 'disputeRefund', fromStatus, toStatus: row.status, note: `纠纷退款 ${formatPrice(amount, row.priceUnit)}：${input.note}`, at });
  }
  const [fresh] = await ctx.db.select({ fee: orders.fee }).from(orders).where(eq(orders.id, row.id));
  await audit(ctx, {
    action: release ? 'dispute.release' : 'dispute.refund',
    entityType: 'dispute',
    entityId: d.id,
    before: { status: DisputeStatus.Open, orderId: row.id, orderNo: row.orderNo, orderStatus: fromStatus },
    after: release
      ? { status: d.status, orderStatus: row.status, sellerReceived: amount - Number(fresh?.fee ?? 0), fee: Number(fresh?.fee ?? 0), priceUnit: row.priceUnit }
      : { status: d.status, orderStatus: row.status, refunded: amount, priceUnit: row.priceUnit },
    reason: input.note,
  });
  const [info] = await toDisputes(ctx, [d]);
  const reply: Reply<DisputeInfo & { orderStatusNow: number; orderStatusText: string }> = {
    msg: release ? DisputeMsg.releaseOk : DisputeMsg.refundOk,
    data: { ...info!, orderStatusNow: row.status, orderStatusText: statusLabel(orderMachine, row.status) },
  };
  return reply;
}
