import { DELIVERY_METHOD_TEXT, type DeliveryMethodCode } from '@mts/shared/constants';
import { formatDate } from '@mts/shared/format';
import { MoneyMsg } from '@mts/shared/messages';
import { deliverBody, orderDeliveryBody, type DeliverBody, type InspectionCentre, type OrderDeliveryBody, type OrderDetail } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { byField } from './money-forms';

/**
 * Logistics on both apps (issue 22): the inspection centres in the ship dialog, the order's timeline (seller →
 * centre → buyer → receipt) from the server's read model, the buyer's delivery choice and the platform's 平台发货
 * form. The phone and desktop components only render these.
 */

const time = (v: string | null | undefined) => (v ? formatDate(v, 'yyyy-MM-dd HH:mm') : '');

/** A centre as the ship dialog and the pickup step show it: its name, then address, contact and hours lines. */
export const centreLines = (c: InspectionCentre): string[] => [c.address, `联系人：${c.contact}  ${c.phone}`, `营业时间：${c.hours}`];

/** The ship dialog's note: where the goods go (the centres below), or, with none configured, the bare instruction. */
export const shipNote = (centres: readonly InspectionCentre[]) =>
  centres.length ? '请选择验货中心，将货物发往该中心的地址，填写物流信息后订单进入待验货。' : '请将货物发往平台验货中心，填写物流信息后订单进入待验货。';

export type StepState = 'done' | 'current' | 'todo' | 'failed';
export type TimelineStep = { key: 'inbound' | 'inspection' | 'outbound' | 'received'; title: string; state: StepState; time: string; lines: string[] };

const PAID_STATUSES: readonly number[] = [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Completed];

/**
 * 物流进度: both legs and what closes them, in order; the first step not done is `current` while the order is under
 * way. Null before payment (nothing moves yet) and for an order that ended without shipping.
 */
export function logisticsTimeline(o: Pick<OrderDetail, 'status' | 'logistics' | 'autoConfirmAt'>): TimelineStep[] | null {
  const l = o.logistics;
  if (!PAID_STATUSES.includes(o.status) && !l.inbound) return null;
  const centre = l.centre;
  const steps: TimelineStep[] = [
    {
      key: 'inbound',
      title: l.inbound ? `卖方已发货至${centre?.name ?? '验货中心'}` : '等待卖方发货至验货中心',
      state: l.inbound ? 'done' : 'todo',
      time: time(l.inbound?.shippedAt),
      lines: l.inbound ? [...(centre ? [centre.address] : []), `${l.inbound.carrier} ${l.inbound.trackingNo}`] : [],
    },
    {
      key: 'inspection',
      title: l.inspection ? (l.inspection.result === 'pass' ? '平台验货通过' : '平台验货不通过') : '平台验货',
      state: l.inspection ? (l.inspection.result === 'pass' ? 'done' : 'failed') : 'todo',
      time: time(l.inspection?.at),
      lines: l.inspection ? [] : ['货物到达验货中心后由平台验货员验货'],
    },
    outboundStep(o),
    {
      key: 'received',
      title: l.received ? (l.received.auto ? '系统自动确认收货' : '买方已确认收货') : '买方确认收货',
      state: l.received ? 'done' : 'todo',
      time: time(l.received?.at),
      lines: !l.received && o.autoConfirmAt ? [`${time(o.autoConfirmAt)} 前未确认的，系统将自动确认收货`] : [],
    },
  ];
  const underWay = o.status !== OrderStatus.Completed && !steps.some((s) => s.state === 'failed');
  const next = steps.find((s) => s.state === 'todo');
  if (underWay && next) next.state = 'current';
  return steps;
}

function outboundStep(o: Pick<OrderDetail, 'logistics'>): TimelineStep {
  const { outbound, delivery, centre } = o.logistics;
  const receiver = (d: { receiverName: string; receiverPhone: string }) => (d.receiverName ? [`收货人：${d.receiverName}  ${d.receiverPhone}`] : []);
  if (outbound) {
    const lines =
      outbound.method === 'express'
        ? [`${outbound.carrier} ${outbound.trackingNo}`, ...(delivery ? receiver(delivery) : []), ...(delivery?.address ? [delivery.address] : [])]
        : [...(centre ? [`${centre.name}：${centre.address}`] : []), ...(delivery ? receiver(delivery) : [])];
    return { key: 'outbound', title: outbound.method === 'express' ? '平台已快递发货给买方' : '买家已在验货中心自提', state: 'done', time: time(outbound.deliveredAt), lines };
  }
  const lines = delivery
    ? [`买方选择：${delivery.methodText}`, ...receiver(delivery), ...(delivery.method === 'express' && delivery.address ? [delivery.address] : []), ...(delivery.method === 'pickup' && centre ? [`${centre.name}：${centre.address}`] : [])]
    : ['买方尚未选择收货方式（快递寄送或买家自提）'];
  return { key: 'outbound', title: '平台发货给买方', state: 'todo', time: '', lines };
}

/* ---------- 收货方式 (the buyer) ---------- */

export type DeliveryValues = { method: DeliveryMethodCode; receiverName: string; receiverPhone: string; address: string };
export type DeliveryField = keyof DeliveryValues;
export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

export const DELIVERY_OPTIONS = (['express', 'pickup'] as const).map((value) => ({ value, label: DELIVERY_METHOD_TEXT[value] }));

/** The form as the buyer left it last (the server's choice), else 快递寄送 with empty fields. */
export const deliveryValues = (d: OrderDetail['logistics']['delivery']): DeliveryValues =>
  d ? { method: d.method, receiverName: d.receiverName, receiverPhone: d.receiverPhone, address: d.address } : { method: 'express', receiverName: '', receiverPhone: '', address: '' };

export const deliveryRequest = (orderId: number, v: DeliveryValues): OrderDeliveryBody => ({
  orderId,
  method: v.method,
  receiverName: v.receiverName.trim(),
  receiverPhone: v.receiverPhone.trim(),
  ...(v.method === 'express' ? { address: v.address.trim() } : {}),
});

export function deliveryErrors(orderId: number, v: DeliveryValues): DeliveryErrors {
  const r = orderDeliveryBody.safeParse(deliveryRequest(orderId, v));
  return r.success ? {} : byField<DeliveryField>(r.error.issues, ['method', 'receiverName', 'receiverPhone', 'address']);
}

/* ---------- 平台发货 (the inspector or an operator) ---------- */

export type DeliverValues = { carrier: string; trackingNo: string };
export type DeliverErrors = Partial<Record<keyof DeliverValues | 'method', string>>;

/** What the platform does, by the buyer's choice: ship to his address, or hand over at the centre; null before he chose. */
export function deliverPlan(o: Pick<OrderDetail, 'logistics'>): { method: DeliveryMethodCode; lines: string[] } | null {
  const d = o.logistics.delivery;
  if (!d) return null;
  const c = o.logistics.centre;
  const who = d.receiverName ? `${d.receiverName}  ${d.receiverPhone}` : '';
  return d.method === 'express'
    ? { method: 'express', lines: [`快递寄送给买方：${who}`, d.address].filter(Boolean) }
    : { method: 'pickup', lines: [`买家自提：${who}`, ...(c ? [`${c.name}：${c.address}`] : [])].filter(Boolean) };
}

export const deliverRequest = (orderId: number, method: DeliveryMethodCode, v: DeliverValues): DeliverBody =>
  method === 'express' ? { orderId, method, carrier: v.carrier.trim(), trackingNo: v.trackingNo.trim() } : { orderId, method };

export function deliverErrors(orderId: number, method: DeliveryMethodCode | null, v: DeliverValues): DeliverErrors {
  if (!method) return { method: MoneyMsg.deliveryNotChosen };
  const r = deliverBody.safeParse(deliverRequest(orderId, method, v));
  return r.success ? {} : byField(r.error.issues, ['carrier', 'trackingNo'] as const);
}
