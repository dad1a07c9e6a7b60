import { eq } from 'drizzle-orm';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import type { OrderDetail } from '@mts/shared/schemas';
import { canMove, OrderStatus, orderMachine } from '@mts/shared/status';
import { orderTransfers, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { reportsOf } from '../inspection/service.ts';
import { type OrderDbRow, personName } from '../order/queries.ts';
import { openTargets, ratingsOfOrder } from '../rating/service.ts';
import { orderRatings } from '../../db/schema/index.ts';
import { transfersOf } from './service.ts';

type MoneyBlock = Pick<
  OrderDetail,
  | 'payment'
  | 'shipment'
  | 'inspectorName'
  | 'inspection'
  | 'ratings'
  | 'autoConfirmAt'
  | 'canPayWallet'
  | 'canRecordTransfer'
  | 'canConfirmTransfer'
  | 'canShip'
  | 'canGrabInspection'
  | 'canInspect'
  | 'canConfirmReceipt'
  | 'canCancel'
  | 'canRefund'
  | 'canRateOrder'
  | 'canRateStaff'
  | 'canRateNegotiator'
>;

/** The order detail's money block (issue 11) and the caller's buttons. */
export async function orderMoneyBlock(
  ctx: ServiceContext,
  o: OrderDbRow,
  who: { me: number; isBuyer: boolean; isSeller: boolean; isOperator: boolean; isInspector: boolean },
): Promise<MoneyBlock> {
  const [transfers, reports, ratings, inspector, myRatings] = await Promise.all([
    ctx.db.select({ id: orderTransfers.id }).from(orderTransfers).where(eq(orderTransfers.orderId, o.id)).limit(1).then((r) => (r.length ? transfersOf(ctx, [o.id]) : [])),
    reportsOf(ctx, [o.id]),
    ratingsOfOrder(ctx, o.id),
    o.inspectorId === null ? Promise.resolve([]) : ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, o.inspectorId)),
    ctx.db.select().from(orderRatings).where(eq(orderRatings.orderId, o.id)),
  ]);
  const s = o.status;
  const pending = transfers.some((t) => t.status === 10);
  const amount = Number(o.amount);
  const targets = openTargets(o, who.me, myRatings);
  const sellerSide = who.isSeller || o.sellerFollowerId === who.me;
  const unheld = o.inspectorId === null || o.inspectorId === who.me;
  // A dispute under way holds shipping, receipt, auto-confirm, cancel and refund (issue 12).
  const free = o.openDisputeId === null;
  return {
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
    autoConfirmAt:
      free && s === OrderStatus.AwaitingReceipt && o.inspectedAt ? formatChinaTime(new Date(o.inspectedAt.getTime() + ctx.config.money.autoConfirmDays * 86_400_000)) : null,
    canPayWallet: who.isBuyer && s === OrderStatus.AwaitingPayment,
    canRecordTransfer: (who.isBuyer || o.buyerFollowerId === who.me) && s === OrderStatus.AwaitingPayment && !pending,
    canConfirmTransfer: who.isOperator && s === OrderStatus.AwaitingPayment && pending,
    canShip: free && sellerSide && s === OrderStatus.AwaitingShipment,
    canGrabInspection: who.isInspector && s === OrderStatus.AwaitingInspection && o.inspectorId === null,
    canInspect: who.isInspector && s === OrderStatus.AwaitingInspection && unheld,
    canConfirmReceipt: free && who.isBuyer && s === OrderStatus.AwaitingReceipt,
    canCancel: free && who.isOperator && canMove(orderMachine, 'cancel', s, 'operator'),
    canRefund: free && who.isOperator && canMove(orderMachine, 'refund', s, 'operator'),
    canRateOrder: targets.includes('order'),
    canRateStaff: targets.includes('staff'),
    canRateNegotiator: targets.includes('negotiator'),
  };
}
