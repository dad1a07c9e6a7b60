import { TradeMsg } from '@mts/shared/messages';
import { preOrderCancelBody } from '@mts/shared/schemas';
import { formatPieces, formatPrice } from '@mts/shared/format';
import type { PreOrderDetail, PreOrderRevision } from '@mts/shared/schemas';
import { PRE_ORDER_STATUS_TEXT, PreOrderStatus } from '@mts/shared/status';
import type { NextStep } from './order-view';

/** How an intention order (意向单) reads on both devices: next step and who acts, revisions (the status badge reads preOrderMachine). */

/**
 * The next step per status (trade-flow section 2), like ORDER_NEXT_STEP for orders: one table for the traders' and
 * the staff's pages.
 */
export const PRE_ORDER_NEXT_STEP: Readonly<Record<number, NextStep>> = {
  [PreOrderStatus.AwaitingConfirm]: { who: '谈判人', text: '等待谈判人确认意向单（核对价格、数量与交货条款）' },
  [PreOrderStatus.Confirmed]: { who: '商务', text: '谈判人已确认，已进入商务接单池，等待商务接单' },
  [PreOrderStatus.Following]: { who: '买方商务', text: '商务跟单中，等待买方商务起草合同' },
  [PreOrderStatus.Ordered]: { who: '卖方商务', text: '已生成订单，合同待卖方商务确认；请在订单中查看合同与付款' },
  [PreOrderStatus.Cancelled]: { who: '', text: '意向单已取消' },
};

/** What happens next; a cancelled one gives its reason. */
export function preOrderNextStep(order: { status: number; closeReason?: string }): NextStep {
  if (order.status === PreOrderStatus.Cancelled && order.closeReason) return { who: '', text: `意向单已取消：${order.closeReason}` };
  return PRE_ORDER_NEXT_STEP[order.status] ?? { who: '', text: '' };
}

export const preOrderStatusText = (order: { status: number; statusText?: string }) => order.statusText || PRE_ORDER_STATUS_TEXT[order.status] || '未知状态';

/** The status filter of 我的意向单: 全部 (undefined) and each status. */
export const PRE_ORDER_FILTERS: readonly { value: number | undefined; title: string }[] = [
  { value: undefined, title: '全部' },
  ...Object.values(PreOrderStatus).map((s) => ({ value: s as number, title: PRE_ORDER_STATUS_TEXT[s]! })),
];

/** ?status= of 我的意向单: a known status, else all. */
export function preOrderFilterFromQuery(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return value && (Object.values(PreOrderStatus) as number[]).includes(n) ? n : undefined;
}

type Change = PreOrderRevision['changes'][number];

/** A revised value as it reads: price in money, quantity in 片, empty as 空. */
export function revisionValueText(change: Pick<Change, 'field'>, value: Change['from'], priceUnit: number) {
  if (value === null || value === '') return '空';
  if (change.field === 'price' && typeof value === 'number') return formatPrice(value, priceUnit);
  if (change.field === 'quantity' && typeof value === 'number') return `${formatPieces(value)}`;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/** One changed field: `单价：¥13.20 → ¥12.80`. */
export const revisionChangeText = (change: Change, priceUnit: number) =>
  `${change.label || change.field}：${revisionValueText(change, change.from, priceUnit)} → ${revisionValueText(change, change.to, priceUnit)}`;

/** A status the cancel may start from (the status the page showed), or undefined when the page shows another. */
export const cancelFromStatus = (status: number): 10 | 20 | undefined =>
  status === PreOrderStatus.AwaitingConfirm || status === PreOrderStatus.Confirmed ? status : undefined;

/** 查看订单 of an ordered intention order: the detail carries no order id, so the link goes to 全部订单. */
export const preOrderOrderPath = (order: Pick<PreOrderDetail, 'status'> & { orderId?: number | null }) =>
  order.status !== PreOrderStatus.Ordered ? null : order.orderId ? `/myxg/myDetails?id=${order.orderId}&source=order` : '/myorder';

export const preOrderDetailPath = (id: number) => `/preOrderDetail/${id}`;

/** The cancel reason by the shared schema (2–200 characters): the message, or '' when valid. */
export function cancelReasonError(reason: string) {
  const result = preOrderCancelBody.shape.reason.safeParse(reason);
  return result.success ? '' : (result.error.issues[0]?.message ?? TradeMsg.reason);
}
