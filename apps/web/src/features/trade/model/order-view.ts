import { formatPrice, formatQuantity } from '@mts/shared/format';
import type { DisputeInfo, OrderDetail, OrderEvent, OrderRow } from '@mts/shared/schemas';
import { DisputeStatus, ORDER_NEXT_STEP, ORDER_STATUS_TEXT, ORDER_TABS, orderMachine, OrderStatus, TransferStatus, type OrderStatusCode, type OrderTab } from '@mts/shared/status';

/**
 * How an order reads on both devices (issue 10, trade-flow section 3): status text and tone, what happens next and
 * who acts, money, the caller's side, the list tabs. The phone and desktop pages only render this.
 */

/** The status text: the server's, else the machine's label. */
export const orderStatusText = (order: { status: number; statusText?: string }) => order.statusText || ORDER_STATUS_TEXT[order.status] || '未知状态';

/** `final`: the order is finished (no move leads out of its status): the text is its outcome, not a 下一步 (issue 22). */
export type NextStep = { who: string; text: string; final?: boolean };

/** A status no move of the order machine leaves (已完成, 已关闭): a finished order has no next step. */
export const isFinishedOrderStatus = (status: number) =>
  status in orderMachine.labels && !Object.values(orderMachine.moves).some((move) => move.to !== undefined && (move.from as readonly number[]).includes(status));

/**
 * What happens next and who acts: the detail's own nextStep, else ORDER_NEXT_STEP of the status. A finished order
 * has none: only a closed one's reason, as its outcome (final).
 */
export function orderNextStep(order: { status: number; nextStep?: NextStep; closeReason?: string }): NextStep {
  if (isFinishedOrderStatus(order.status)) {
    return { who: '', text: order.status === OrderStatus.Closed && order.closeReason ? `订单已关闭：${order.closeReason}` : '', final: true };
  }
  return order.nextStep?.text ? order.nextStep : (ORDER_NEXT_STEP[order.status as OrderStatusCode] ?? { who: '', text: '' });
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

/** 型号, 品名, 品牌, 批号, 成色: the goods rows of an order (its lot from the contract) or an intention order. */
export const goodsRows = (goods: { goodsModel: string; goodsName: string; brandName: string }, lot: { dateCode: string; condition: string }): [string, string][] => [
  ['型号', goods.goodsModel],
  ['品名', goods.goodsName],
  ['品牌', goods.brandName],
  ['批号', lot.dateCode],
  ['成色', lot.condition],
];

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

/** The pages an order's money actions open (phone paths; the desktop adds /pc). */
export const orderPayPath = (orderId: number) => `/pay?mode=order&orderId=${orderId}`;
export const externalPayInfoPath = (orderId: number) => `/externalPayInfo?orderId=${orderId}`;
export const externalPayPath = (orderId: number) => `/externalPay?orderId=${orderId}`;
/** Another engineer's pages (issue 11): rating an order, the inspector's report. Shown once the app has them. */
export const evaluatePath = (orderId: number) => `/myxg/myEvaluate?orderId=${orderId}`;
export const inspectPath = (orderId: number) => `/myxg/myYanHuoDetail?id=${orderId}`;

/**
 * 去支付 on a list row: the buyer's own order awaiting payment (a row has no flags; the pay page asks the order and
 * shows only what its flags allow).
 */
export const rowPayPath = (row: Pick<OrderRow, 'id' | 'status' | 'myRole'>) =>
  row.status === OrderStatus.AwaitingPayment && row.myRole === 'buyer' ? orderPayPath(row.id) : null;

/**
 * What an order's page offers. A `path` opens a page (shown only when the app has it); without one the page acts in
 * place: 发货 opens the shipping form, 确认收货 a confirm dialog.
 */
export type OrderActionKey = 'preOrder' | 'viewTransfer' | 'transfer' | 'pay' | 'ship' | 'confirmReceipt' | 'rate' | 'inspect' | 'dispute';
export type OrderAction = { key: OrderActionKey; label: string; path?: string; primary?: boolean };

type ActionFlags = Pick<
  OrderDetail,
  | 'id'
  | 'preOrderId'
  | 'canPay'
  | 'canPayWallet'
  | 'canRecordTransfer'
  | 'canShip'
  | 'canConfirmReceipt'
  | 'canRateOrder'
  | 'canRateStaff'
  | 'canRateNegotiator'
  | 'canGrabInspection'
  | 'canInspect'
> & { payment: Pick<OrderDetail['payment'], 'transfers'> } & Partial<Pick<OrderDetail, 'canDispute'>>;

/** A recorded bank transfer waiting for an operator. */
export const hasPendingTransfer = (o: { payment: Pick<OrderDetail['payment'], 'transfers'> }) => o.payment.transfers.some((t) => t.status === TransferStatus.Pending);

/**
 * The one place that decides an order's buttons, from the server's flags (issue 11):
 * - the buyer (canPayWallet): 去支付 → /pay (wallet, or the way to a bank transfer), and 银行转账 → /externalPayInfo
 *   while he may record one (canRecordTransfer), else 查看转账 while one waits for the platform;
 * - the buyer-side business follower (canPay without canPayWallet: he cannot spend the buyer's money): 去支付 →
 *   /externalPay, where he records the buyer's transfer (spec section 4), or 查看转账 while one waits;
 * - canShip → 发货 (the seller or his side's follower); canConfirmReceipt → 确认收货 (the buyer);
 * - canRateOrder / canRateStaff / canRateNegotiator → 去评价; canGrabInspection / canInspect → 去验货.
 * - canDispute → 发起纠纷 (issue 12: the buyer or the seller on a paid, unfinished order without an open dispute), last.
 * 查看意向单 comes first whenever the order has one.
 */
export function orderActions(o: ActionFlags): OrderAction[] {
  const actions: OrderAction[] = [];
  if (o.preOrderId) actions.push({ key: 'preOrder', label: '查看意向单', path: `/preOrderDetail/${o.preOrderId}` });
  const viewTransfer: OrderAction = { key: 'viewTransfer', label: '查看转账', path: externalPayInfoPath(o.id) };
  if (o.canPayWallet) {
    if (o.canRecordTransfer) actions.push({ key: 'transfer', label: '银行转账', path: externalPayInfoPath(o.id) });
    else if (hasPendingTransfer(o)) actions.push(viewTransfer);
    actions.push({ key: 'pay', label: '去支付', path: orderPayPath(o.id), primary: true });
  } else if (o.canPay) {
    if (o.canRecordTransfer) actions.push({ key: 'pay', label: '去支付', path: externalPayPath(o.id), primary: true });
    else actions.push(viewTransfer);
  }
  if (o.canShip) actions.push({ key: 'ship', label: '发货', primary: true });
  if (o.canConfirmReceipt) actions.push({ key: 'confirmReceipt', label: '确认收货', primary: true });
  if (o.canGrabInspection || o.canInspect) actions.push({ key: 'inspect', label: '去验货', path: inspectPath(o.id), primary: true });
  if (o.canRateOrder || o.canRateStaff || o.canRateNegotiator) actions.push({ key: 'rate', label: '去评价', path: evaluatePath(o.id), primary: true });
  if (o.canDispute) actions.push({ key: 'dispute', label: '发起纠纷' });
  return actions;
}

/** The actions this app can show: in-place ones always, links only to pages it has (`isAvailable` takes the phone path). */
export const availableOrderActions = (actions: OrderAction[], isAvailable: (path: string) => boolean) =>
  actions.filter((a) => !a.path || isAvailable(a.path));

/** The detail page of an order: the phone path (the desktop adds /pc). */
export const orderDetailPath = (id: number) => `/myxg/myDetails?id=${id}&source=order`;

/** The goods under its part number: the name, with the brand first unless the name already starts with it. */
export const goodsSubtitle = (o: { brandName: string; goodsName: string }) =>
  o.brandName && !o.goodsName.startsWith(o.brandName) ? [o.brandName, o.goodsName].filter(Boolean).join(' · ') : o.goodsName;

/** A history entry's move, or '' when the status did not change (a follower taking his side). */
export const historyChange = (e: Pick<OrderEvent, 'fromText' | 'toText' | 'fromStatus' | 'toStatus'>) => (e.fromStatus === e.toStatus ? '' : historyMove(e));

const OPENER_TEXT: Record<DisputeInfo['openerRole'], string> = { buyer: '买方', seller: '卖方', operator: '平台' };

/** The order's dispute block (issue 12): its state, who opened it and why, and the platform's decision once made. */
export function disputeView(d: DisputeInfo) {
  const open = d.status === DisputeStatus.Open;
  const decision = d.status === DisputeStatus.Released ? '货款已放给卖方，订单完成' : d.status === DisputeStatus.Refunded ? '货款已退回买方，订单关闭' : '';
  return {
    open,
    statusText: d.statusText,
    rows: [
      ['纠纷状态', d.statusText],
      ['发起方', `${OPENER_TEXT[d.openerRole]} ${d.openerName}`.trim()],
      ['纠纷原因', d.reason],
      ['发起时间', d.createTime],
      ...(open ? [] : [['处理结果', decision], ['处理说明', d.decisionNote], ['处理人', d.decidedByName], ['处理时间', d.decideTime ?? '']]),
    ].filter(([, v]) => v) as [string, string][],
    hint: open ? '平台正在处理该纠纷，处理完成前订单的发货、收货、取消和退款暂停。' : '',
  };
}
