import { formatPrice, formatQuantity } from '@mts/shared/format';
import type { OrderDetail, OrderEvent, OrderRow } from '@mts/shared/schemas';
import { ORDER_NEXT_STEP, ORDER_STATUS_TEXT, ORDER_TABS, OrderStatus, type OrderStatusCode, type OrderTab } from '@mts/shared/status';

/**
 * How an order reads on both devices (issue 10, trade-flow section 3): status text and tone, what happens next and
 * who acts, money, the caller's side, the list tabs. The phone and desktop pages only render this.
 */

/** A status colour both devices map to their own: waiting on someone, in progress, done, ended. */
export type Tone = 'warning' | 'processing' | 'success' | 'danger' | 'default';

export function orderStatusTone(status: number): Tone {
  switch (status) {
    case OrderStatus.AwaitingContract:
    case OrderStatus.AwaitingPayment:
      return 'warning';
    case OrderStatus.AwaitingShipment:
    case OrderStatus.AwaitingInspection:
    case OrderStatus.AwaitingReceipt:
      return 'processing';
    case OrderStatus.Completed:
      return 'success';
    case OrderStatus.Refunding:
      return 'danger';
    default:
      return 'default';
  }
}

/** The status text: the server's, else the machine's label. */
export const orderStatusText = (order: { status: number; statusText?: string }) => order.statusText || ORDER_STATUS_TEXT[order.status] || '未知状态';

export type NextStep = { who: string; text: string };

/** What happens next and who acts: the detail's own nextStep, else ORDER_NEXT_STEP of the status; a closed order gives its reason. */
export function orderNextStep(order: { status: number; nextStep?: NextStep; closeReason?: string }): NextStep {
  const step = order.nextStep?.text ? order.nextStep : (ORDER_NEXT_STEP[order.status as OrderStatusCode] ?? { who: '', text: '' });
  if (order.status === OrderStatus.Closed && order.closeReason) return { who: '', text: `订单已关闭：${order.closeReason}` };
  return step;
}

/** One line: `下一步：… （由 买方 操作）`, or the text alone when nobody acts. */
export const nextStepLine = (step: NextStep) => (step.who ? `${step.text}（由${step.who}操作）` : step.text);

/** 我是买家 / 我是卖家 / 我是跟单人员: the caller's side of an order or intention order. */
export const sideLabel = (myRole: 'buyer' | 'seller' | 'staff') => (myRole === 'buyer' ? '我是买家' : myRole === 'seller' ? '我是卖家' : '我是跟单人员');

/** The unit price with its unit, or 面议 when the order has none (an intention order on a 面议 goods). */
export const unitPriceText = (price: number | null, priceUnit: number) => (price === null ? '面议' : `${formatPrice(price, priceUnit)}/pcs`);

/** Money of a row: unit price, quantity and the amount (price × quantity). */
export function moneyText(order: Pick<OrderRow, 'quantity' | 'priceUnit'> & { price: number | null; amount: number | null }) {
  return {
    price: unitPriceText(order.price, order.priceUnit),
    quantity: `${formatQuantity(order.quantity)} pcs`,
    amount: order.amount === null ? '—' : formatPrice(order.amount, order.priceUnit),
  };
}

export const DEFAULT_ORDER_TAB: OrderTab = 4;

/** The tab of ?orderStatus= (0 待付款 … 4 全部); anything else is 全部. */
export function orderTabFromQuery(value: string | null | undefined): OrderTab {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && ORDER_TABS.some((t) => t.orderStatus === n) ? (n as OrderTab) : DEFAULT_ORDER_TAB;
}

/** Whether an order shows under a tab (the server filters; this keeps a list's realtime view honest). */
export const inOrderTab = (status: number, tab: OrderTab) => {
  const statuses = ORDER_TABS.find((t) => t.orderStatus === tab)?.statuses as readonly number[] | undefined;
  return !statuses || statuses.includes(status);
};

/** A history entry's move: `待确认合同 → 待付款`, or only the new status for the first. */
export const historyMove = (e: Pick<OrderEvent, 'fromText' | 'toText' | 'fromStatus'>) => (e.fromStatus === null || !e.fromText ? e.toText : `${e.fromText} → ${e.toText}`);

/** The history oldest first (a timeline reads down). */
export const historyOldestFirst = (history: readonly OrderEvent[]) =>
  [...history].sort((a, b) => (a.createTime === b.createTime ? a.id - b.id : a.createTime < b.createTime ? -1 : 1));

/** 去支付 only when the server allows it (canPay), to the payment page of this order. */
export const payPath = (order: Pick<OrderDetail, 'id' | 'canPay'>) => (order.canPay ? `/pay?mode=order&orderId=${order.id}` : null);

/** The detail page of an order: the phone path (the desktop adds /pc). */
export const orderDetailPath = (id: number) => `/myxg/myDetails?id=${id}&source=order`;

/** The goods under its part number: the name, with the brand first unless the name already starts with it. */
export const goodsSubtitle = (o: { brandName: string; goodsName: string }) =>
  o.brandName && !o.goodsName.startsWith(o.brandName) ? [o.brandName, o.goodsName].filter(Boolean).join(' · ') : o.goodsName;

/** A history entry's move, or '' when the status did not change (a follower taking his side). */
export const historyChange = (e: Pick<OrderEvent, 'fromText' | 'toText' | 'fromStatus' | 'toStatus'>) => (e.fromStatus === e.toStatus ? '' : historyMove(e));
