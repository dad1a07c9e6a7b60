import { eq } from 'drizzle-orm';
import { DELIVERY_METHOD_TEXT, type DeliveryMethodCode } from '@mts/shared/constants';
import type { InspectionReport, OrderLogistics } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { inspectionCentres, orderEvents, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { centreColumns } from '../content/service.ts';
import { deliveryOf } from '../logistics/service.ts';
import { type OrderDbRow, personName } from '../order/queries.ts';

/**
 * The order detail's logistics (issue 22): seller → inspection centre → buyer, each leg as it happened; the web's
 * timeline (features/trade/model/logistics.ts) only renders it. The buyer's receiver details go to whoever handles
 * the delivery (the buyer, his business follower, the inspector, operators), not to the seller side.
 */
export async function logisticsOf(ctx: ServiceContext, o: OrderDbRow, report: InspectionReport | null, showReceiver: boolean): Promise<OrderLogistics> {
  const [centre, deliverer, receipt] = await Promise.all([
    o.centreId === null ? Promise.resolve([]) : ctx.db.select(centreColumns).from(inspectionCentres).where(eq(inspectionCentres.id, o.centreId)),
    o.delivererId === null ? Promise.resolve([]) : ctx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, o.delivererId)),
    o.status === OrderStatus.Completed && o.deliveredAt
      ? ctx.db.select({ action: orderEvents.action }).from(orderEvents).where(eq(orderEvents.orderId, o.id)).then((rows) => rows.map((r) => r.action))
      : Promise.resolve([] as string[]),
  ]);
  const method = o.deliveryMethod as DeliveryMethodCode | null;
  return {
    centre: centre[0] ?? null,
    inbound: o.shippedAt ? { carrier: o.carrier, trackingNo: o.trackingNo, shippedAt: formatChinaTime(o.shippedAt) } : null,
    inspection: report ? { result: report.result, resultText: report.resultText, at: report.createTime } : null,
    delivery: deliveryOf(o, showReceiver),
    outbound:
      o.deliveredAt && method
        ? { method, methodText: DELIVERY_METHOD_TEXT[method] ?? method, carrier: o.deliveryCarrier, trackingNo: o.deliveryTrackingNo, deliveredAt: formatChinaTime(o.deliveredAt), byName: personName(deliverer[0]) }
        : null,
    // Received once the order completed after a delivery (a dispute decided for the seller settles without a receipt).
    received:
      o.completedAt && receipt.some((a) => a === 'confirmReceipt' || a === 'autoConfirm')
        ? { at: formatChinaTime(o.completedAt), auto: receipt.includes('autoConfirm') }
        : null,
  };
}
