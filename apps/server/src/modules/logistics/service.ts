import { and, eq, inArray } from 'drizzle-orm';
import { BusinessType, ContentStatus, DELIVERY_METHOD_TEXT, type DeliveryMethodCode } from '@mts/shared/constants';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import type { DeliverBody, OrderDelivery, OrderDeliveryBody } from '@mts/shared/schemas';
import { OrderStatus, orderMachine, statusLabel } from '@mts/shared/status';
import { inspectionCentres, orders } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { logEvent, readOrder } from '../order/queries.ts';

/**
 * Logistics (issue 22): the inspection centre a shipment goes to, the buyer's delivery choice, and the platform's
 * leg from the centre to the buyer (move deliver: 待平台发货 → 待收货). The centres themselves are a console content
 * resource (admin/content.ts centreResource); the order detail reads both legs (order-detail/logistics.ts).
 */

const now = (ctx: ServiceContext) => new Date(ctx.clock.now());

/** Paid and not yet shipped by the platform: the buyer may still choose or change how he takes the goods. */
export const DELIVERY_OPEN_STATUSES: readonly number[] = [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery];

/**
 * The centre of a shipment (POST /order/ship): a shown centre, required while any is shown (400 otherwise). With no
 * centre configured at all the order ships without one (a fresh install; the dialog then says so).
 */
export async function shipCentre(ctx: ServiceContext, centreId: number | undefined): Promise<number | null> {
  if (centreId === undefined) {
    const [any] = await ctx.db.select({ id: inspectionCentres.id }).from(inspectionCentres).where(eq(inspectionCentres.status, ContentStatus.Shown)).limit(1);
    if (any) throw new AppError(400, MoneyMsg.centreRequired);
    return null;
  }
  const [c] = await ctx.db
    .select({ id: inspectionCentres.id })
    .from(inspectionCentres)
    .where(and(eq(inspectionCentres.id, centreId), eq(inspectionCentres.status, ContentStatus.Shown)))
    .for('share');
  if (!c) throw new AppError(400, MoneyMsg.centreNotFound);
  return c.id;
}

export const deliveryOf = (o: { deliveryMethod: string | null; receiverName: string; receiverPhone: string; receiverAddress: string }, showReceiver: boolean): OrderDelivery | null => {
  if (!o.deliveryMethod) return null;
  const method = o.deliveryMethod as DeliveryMethodCode;
  return {
    method,
    methodText: DELIVERY_METHOD_TEXT[method] ?? method,
    receiverName: showReceiver ? o.receiverName : '',
    receiverPhone: showReceiver ? o.receiverPhone : '',
    address: showReceiver ? o.receiverAddress : '',
  };
};

/**
 * POST /order/delivery: the buyer's choice, 快递寄送 to an address or 买家自提 at the centre, any time after payment
 * until the platform ships (one conditional UPDATE: a deliver committed meanwhile wins, this one gets 409).
 */
export async function setDelivery(ctx: ServiceContext, input: OrderDeliveryBody): Promise<OrderDelivery> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  if (o.buyerId !== me.id) throw new AppError(403, MoneyMsg.notBuyerDelivery);
  const address = input.method === 'express' ? (input.address ?? '') : '';
  const at = now(ctx);
  return inTx(ctx, async (tx) => {
    const [row] = await tx.db
      .update(orders)
      .set({ deliveryMethod: input.method, receiverName: input.receiverName, receiverPhone: input.receiverPhone, receiverAddress: address, updatedAt: at })
      .where(and(eq(orders.id, o.id), eq(orders.buyerId, me.id), inArray(orders.status, [...DELIVERY_OPEN_STATUSES])))
      .returning();
    if (!row) {
      const cur = await readOrder(tx, o.id);
      if ([OrderStatus.AwaitingContract, OrderStatus.AwaitingPayment].includes(cur.status as 1)) throw new AppError(409, MoneyMsg.deliveryNotPaid);
      if (cur.status === OrderStatus.AwaitingReceipt || cur.status === OrderStatus.Completed) throw new AppError(409, MoneyMsg.deliveryLocked);
      throw new AppError(409, OrderMsg.wrongStatus(statusLabel(orderMachine, cur.status)));
    }
    const d = deliveryOf(row, true)!;
    const note = input.method === 'express' ? `${d.methodText}：${row.receiverName} ${row.receiverPhone} ${row.receiverAddress}` : `${d.methodText}：${row.receiverName} ${row.receiverPhone}`;
    await logEvent(tx, { orderId: row.id, userId: me.id, action: 'setDelivery', fromStatus: row.status, toStatus: row.status, note: note.slice(0, 1000), at });
    tx.events.publish({ type: 'order.setDelivery', id: row.id, userId: me.id, status: row.status, row });
    return d;
  });
}

/**
 * POST /order/deliver: the inspector who passed the order, or an operator; 待平台发货 → 待收货 through transition()
 * (race-safe: a second deliver finds 待收货 → 409; an open dispute holds it). The method must be the buyer's choice.
 */
export async function deliverOrder(ctx: ServiceContext, input: DeliverBody) {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  const operator = me.isOperator;
  if (!operator && !(me.businessType === BusinessType.Inspector && o.inspectorId === me.id)) throw new AppError(403, MoneyMsg.notDeliverer);
  if (o.status === OrderStatus.AwaitingDelivery) {
    if (!o.deliveryMethod) throw new AppError(409, MoneyMsg.deliveryNotChosen);
    if (o.deliveryMethod !== input.method) throw new AppError(409, MoneyMsg.deliveryMismatch(DELIVERY_METHOD_TEXT[o.deliveryMethod as DeliveryMethodCode] ?? o.deliveryMethod));
  }
  const express = input.method === 'express';
  const at = now(ctx);
  return inTx(ctx, async (tx) => {
    const row = await transition(tx, {
      machine: orderMachine,
      table: orders,
      id: o.id,
      move: 'deliver',
      actor: operator ? 'operator' : 'inspector',
      // The buyer's choice as read above: a change committed meanwhile makes the UPDATE miss (409), never a wrong leg.
      where: and(eq(orders.deliveryMethod, input.method), ...(operator ? [] : [eq(orders.inspectorId, me.id)])),
      set: { deliveryCarrier: express ? input.carrier! : '', deliveryTrackingNo: express ? input.trackingNo! : '', deliveredAt: at, delivererId: me.id, updatedAt: at },
      refusals: { notFound: OrderMsg.orderNotFound, wrongStatus: (s) => OrderMsg.wrongStatus(statusLabel(orderMachine, s)) },
    });
    const note = express ? `${DELIVERY_METHOD_TEXT.express}：${input.carrier} ${input.trackingNo}` : `${DELIVERY_METHOD_TEXT.pickup}：${row.receiverName} ${row.receiverPhone}`.trim();
    await logEvent(tx, { orderId: row.id, userId: me.id, action: 'deliver', fromStatus: OrderStatus.AwaitingDelivery, toStatus: row.status, note, at });
    if (operator) {
      await audit(tx, {
        action: 'order.deliver',
        entityType: 'order',
        entityId: row.id,
        before: { status: OrderStatus.AwaitingDelivery, orderNo: row.orderNo },
        after: { status: row.status, method: input.method, carrier: row.deliveryCarrier, trackingNo: row.deliveryTrackingNo },
      });
    }
    return { id: row.id, status: row.status, statusText: statusLabel(orderMachine, row.status), method: input.method };
  });
}
