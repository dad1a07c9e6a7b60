import { and, desc, eq, inArray } from 'drizzle-orm';
import { BusinessType, FollowIdentity, FollowModel, FollowType, PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { OrderMsg } from '@mts/shared/messages';
import type { OrderDetail } from '@mts/shared/schemas';
import { canMove, FollowStatus, ORDER_NEXT_STEP, OrderStatus, type OrderStatusCode, orderMachine, TransferStatus } from '@mts/shared/status';
import { followItems, orderRatings, orders, orderTransfers, users } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { holdsOn } from '../../lib/transition.ts';
import { contractDocument } from '../contract/document.ts';
import { latestDispute } from '../dispute/queries.ts';
import { reportsOf } from '../inspection/service.ts';
import { type OrderDbRow, orderHistory, personName, readOrder, toOrderRows } from '../order/queries.ts';
import { transfersOf } from '../payment/service.ts';
import { openTargets, ratingsOfOrder } from '../rating/service.ts';
import { orderActions } from './actions.ts';
import { logisticsOf } from './logistics.ts';

/**
 * The order detail's read model (GET /order/detail): it sits above order, payment, dispute, inspection and rating,
 * reads each, and is imported by none of them, so those modules never import each other to build the page.
 */

type FollowRow = typeof followItems.$inferSelect;

/** The caller's own trade item for the order: the one naming it, else (buyer side) his model 2 item of its intention order. */
async function myItemFor(ctx: ServiceContext, me: number, o: OrderDbRow): Promise<FollowRow | null> {
  if (o.preOrderId === null) return null;
  const items = await ctx.db
    .select()
    .from(followItems)
    .where(and(eq(followItems.userId, me), eq(followItems.preOrderId, o.preOrderId), eq(followItems.type, FollowType.Trade), eq(followItems.identity, FollowIdentity.BusinessFollower)))
    .orderBy(desc(followItems.id));
  return items.find((i) => i.orderId === o.id) ?? (o.buyerFollowerId === me ? (items.find((i) => i.model === FollowModel.Buyer) ?? null) : null);
}

/** The money block (issue 11): payment, transfers, shipment, inspection, ratings, the auto-confirm time. */
async function moneyBlock(ctx: ServiceContext, o: OrderDbRow, held: boolean, showReceiver: boolean) {
  const [transfers, reports, ratings, inspector] = await Promise.all([
    ctx.db.select({ id: orderTransfers.id }).from(orderTransfers).where(eq(orderTransfers.orderId, o.id)).limit(1).then((r) => (r.length ? transfersOf(ctx, [o.id]) : [])),
    reportsOf(ctx, [o.id]),
    ratingsOfOrder(ctx, o.id),
    o.inspectorId === null ? Promise.resolve([]) : ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, o.inspectorId)),
  ]);
  const amount = Number(o.amount);
  const block = {
    payment: {
      method: (o.payMethod as 'wallet' | 'transfer' | null) ?? null,
      paidAt: o.paidAt ? formatChinaTime(o.paidAt) : null,
      account: { ...PLATFORM_ESCROW_ACCOUNT },
      reference: o.orderNo,
      transfers,
      fee: o.fee === null ? null : Number(o.fee),
      sellerReceived: o.fee === null ? null : amount - Number(o.fee),
      settledAt: o.completedAt ? formatChinaTime(o.completedAt) : null,
      refundedAt: o.refundedAt ? formatChinaTime(o.refundedAt) : null,
    },
    shipment: o.shippedAt ? { carrier: o.carrier, trackingNo: o.trackingNo, shippedAt: formatChinaTime(o.shippedAt) } : null,
    inspectorName: personName(inspector[0]),
    inspection: reports.get(o.id) ?? null,
    ratings,
    // The sweep's date (AUTO_CONFIRM_DAYS after the platform's delivery), while the sweep may still take the order.
    autoConfirmAt:
      !held && canMove(orderMachine, 'autoConfirm', o.status, 'system') && o.deliveredAt
        ? formatChinaTime(new Date(o.deliveredAt.getTime() + ctx.config.money.autoConfirmDays * 86_400_000))
        : null,
    logistics: await logisticsOf(ctx, o, reports.get(o.id) ?? null, showReceiver),
  };
  return { block, pendingTransfer: transfers.some((t) => t.status === TransferStatus.Pending) };
}

/**
 * GET /order/detail?id: its buyer, seller, both business followers, its negotiator and operators (anyone else 403,
 * unknown 404). The contract document (contract/document.ts) shows both parties unmasked to them, the staff and
 * operators; masked to inspectors. History newest
 * first; the caller's buttons as flags (orderActions, from the order machine and the holds).
 */
export async function orderDetail(ctx: ServiceContext, id: number): Promise<OrderDetail> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, id);
  const staff = o.buyerFollowerId === me.id || o.sellerFollowerId === me.id || o.negotiatorId === me.id;
  const isBuyer = o.buyerId === me.id;
  const isSeller = o.sellerId === me.id;
  const isInspector = me.businessType === BusinessType.Inspector;
  // Inspectors (issue 11) read the orders they hold or may grab, and the ones they inspected.
  const inspector = isInspector && (o.inspectorId === me.id || (o.status === OrderStatus.AwaitingInspection && o.inspectorId === null));
  if (!staff && !isBuyer && !isSeller && !me.isOperator && !inspector) throw new AppError(403, OrderMsg.orderForbidden);
  const staffIds = [o.buyerFollowerId, o.sellerFollowerId, o.negotiatorId].filter((x): x is number => x !== null);
  const holds = holdsOn(orders, o);
  const [[row], history, staffRows, item, money, myRatings, dispute] = await Promise.all([
    toOrderRows(ctx, me.id, [o]),
    orderHistory(ctx, id),
    staffIds.length
      ? ctx.db.select({ id: users.id, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, staffIds))
      : Promise.resolve([]),
    myItemFor(ctx, me.id, o),
    // The receiver's name, phone and address: for whoever handles the delivery, not the seller side.
    moneyBlock(ctx, o, holds.length > 0, isBuyer || o.buyerFollowerId === me.id || me.isOperator || inspector),
    ctx.db.select().from(orderRatings).where(eq(orderRatings.orderId, o.id)),
    latestDispute(ctx, o.id),
  ]);
  const staffById = new Map(staffRows.map((u) => [u.id, personName(u)]));
  const nameOf = (uid: number | null) => (uid === null ? '' : (staffById.get(uid) ?? ''));
  // The contract itself shows both parties in full to the parties and the people working the order (issue 22).
  const contract = contractDocument(o.contract, { unmask: staff || me.isOperator || isBuyer || isSeller });
  const holdsSellerItem =
    o.sellerFollowerId === me.id && item !== null && item.model === FollowModel.Seller && item.orderId === o.id && item.status === FollowStatus.Pending;
  return {
    ...row!,
    contract,
    buyerFollowerName: nameOf(o.buyerFollowerId),
    sellerFollowerName: nameOf(o.sellerFollowerId),
    negotiatorName: nameOf(o.negotiatorId),
    closeReason: o.closeReason,
    nextStep: ORDER_NEXT_STEP[o.status as OrderStatusCode] ?? { who: '', text: '' },
    history,
    followId: item?.id ?? null,
    followModel: item?.model ?? null,
    ...money.block,
    dispute,
    ...orderActions(
      o,
      { me: me.id, isBuyer, isSeller, isOperator: me.isOperator, isInspector },
      { holdsSellerItem, pendingTransfer: money.pendingTransfer, rateTargets: openTargets(o, me.id, myRatings), holds },
    ),
  };
}
