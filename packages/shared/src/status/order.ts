import { defineMachine } from './machine.ts';

/**
 * Trade order status: orders.status (trade-flow section 3). A business follower on the buyer side (follow item
 * model 2) generates the trade contract from an intention order in 跟单中: the order starts 待确认合同. A second
 * business follower takes the seller side (model 1, orderId > 0) and confirms it (待付款, contract frozen) or
 * returns it with a reason (已关闭; the intention order goes back to 跟单中 so the buyer side can draw it again).
 * Payment, shipping, inspection, settlement and refunds are the money issue's moves; their codes and labels are
 * fixed here so every list can show them.
 */
export const OrderStatus = {
  AwaitingContract: 1,
  AwaitingPayment: 5,
  AwaitingShipment: 20,
  AwaitingInspection: 30,
  /** Inspection passed: the goods wait at the inspection centre until the platform ships them to the buyer (or he collects them). */
  AwaitingDelivery: 35,
  AwaitingReceipt: 40,
  Completed: 50,
  Refunding: 60,
  Closed: 90,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

type OrderMoveName =
  | 'confirmContract'
  | 'rejectContract'
  | 'pay'
  | 'confirmTransfer'
  | 'ship'
  | 'grabInspection'
  | 'inspectPass'
  | 'inspectFail'
  | 'deliver'
  | 'confirmReceipt'
  | 'autoConfirm'
  | 'cancel'
  | 'refund'
  | 'disputeRelease'
  | 'disputeRefund';

/** The moves an open dispute holds (heldBy): the operator's decision settles the order instead (issue 12). */
export const orderMachine = defineMachine<OrderStatusCode, OrderMoveName>({
  entity: 'order',
  initial: [OrderStatus.AwaitingContract],
  labels: { 1: '待确认合同', 5: '待付款', 20: '待发货', 30: '待验货', 35: '待平台发货', 40: '待收货', 50: '已完成', 60: '退款中', 90: '已关闭' },
  tones: { 1: 'warning', 5: 'warning', 20: 'processing', 30: 'processing', 35: 'processing', 40: 'processing', 50: 'success', 60: 'danger', 90: 'default' },
  moves: {
    /** The seller-side business follower (model 1 item with this orderId): the contract is frozen. */
    confirmContract: { from: [OrderStatus.AwaitingContract], to: OrderStatus.AwaitingPayment, by: ['businessFollower'], label: '确认合同' },
    /** The seller-side business follower returns the draft with a reason; the buyer side may draw it again. */
    rejectContract: { from: [OrderStatus.AwaitingContract], to: OrderStatus.Closed, by: ['businessFollower'], label: '退回合同' },
    /** Money issue (11). The buyer pays from his wallet: available → frozen against the order (POST /order/pay). */
    pay: { from: [OrderStatus.AwaitingPayment], to: OrderStatus.AwaitingShipment, by: ['owner'], label: '余额支付' },
    /** An operator confirms the recorded bank transfer (POST /order/externalPay/confirm): clearing → buyer frozen. */
    confirmTransfer: { from: [OrderStatus.AwaitingPayment], to: OrderStatus.AwaitingShipment, by: ['operator'], label: '确认对公转账' },
    /** The seller (or the seller-side business follower) ships to an inspection centre (centreId) with carrier and tracking number. */
    ship: { from: [OrderStatus.AwaitingShipment], to: OrderStatus.AwaitingInspection, by: ['owner', 'businessFollower'], label: '发货', heldBy: ['dispute'] },
    /** An inspector takes a 待验货 order nobody holds (POST /mtsGoods/yanhuoGrab); the status stays. */
    grabInspection: { from: [OrderStatus.AwaitingInspection], by: ['inspector', 'operator'], label: '领取验货' },
    /** The inspector's report (POST /mtsGoods/yanhuo), once: pass → 待平台发货 (the goods wait at the centre) … */
    inspectPass: { from: [OrderStatus.AwaitingInspection], to: OrderStatus.AwaitingDelivery, by: ['inspector'], label: '验货通过' },
    /** … fail → 退款中 (an operator then refunds). */
    inspectFail: { from: [OrderStatus.AwaitingInspection], to: OrderStatus.Refunding, by: ['inspector'], label: '验货不通过' },
    /**
     * The platform's leg (POST /order/deliver): the inspector who passed it, or an operator, ships from the centre to
     * the buyer's delivery address (carrier, tracking number) or hands it over at the centre (买家自提); deliveredAt
     * starts the receipt clock.
     */
    deliver: { from: [OrderStatus.AwaitingDelivery], to: OrderStatus.AwaitingReceipt, by: ['inspector', 'operator'], label: '平台发货', heldBy: ['dispute'] },
    /** The buyer confirms receipt: the frozen money goes to the seller less the fee (POST /order/confirmReceipt). */
    confirmReceipt: { from: [OrderStatus.AwaitingReceipt], to: OrderStatus.Completed, by: ['owner'], label: '确认收货', heldBy: ['dispute'] },
    /** The sweep confirms it AUTO_CONFIRM_DAYS after the platform's delivery (deliveredAt); same settlement. */
    autoConfirm: { from: [OrderStatus.AwaitingReceipt], to: OrderStatus.Completed, by: ['system'], label: '自动确认收货', heldBy: ['dispute'] },
    /** Cancellation agreed by both parties, recorded by an operator on a paid, unshipped order (POST /order/cancel). */
    cancel: { from: [OrderStatus.AwaitingShipment], to: OrderStatus.Refunding, by: ['operator'], label: '协商取消', heldBy: ['dispute'] },
    /** An operator refunds (POST /order/refund): buyer frozen → buyer available, the order 已关闭. */
    refund: { from: [OrderStatus.Refunding], to: OrderStatus.Closed, by: ['operator'], label: '退款', heldBy: ['dispute'] },
    /** Issue 12: an operator decides a dispute for the seller: settled as a confirmed receipt (less the fee). */
    disputeRelease: {
      from: [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Refunding],
      to: OrderStatus.Completed,
      by: ['operator'],
      label: '纠纷放款',
    },
    /** … or for the buyer: buyer frozen → buyer available, the order 已关闭. */
    disputeRefund: {
      from: [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Refunding],
      to: OrderStatus.Closed,
      by: ['operator'],
      label: '纠纷退款',
    },
  },
});
export type OrderMove = keyof typeof orderMachine.moves;

/** Labels for the order status. */
export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = orderMachine.labels;

/**
 * What happens next at each status and who acts: every order page shows it (issue 10: "every status shows what
 * happens next and who acts").
 */
export const ORDER_NEXT_STEP: Readonly<Record<OrderStatusCode, { who: string; text: string }>> = {
  1: { who: '卖方商务', text: '卖方商务核对合同条款后确认合同，确认后合同不可更改' },
  5: { who: '买方', text: '买方将货款支付至平台担保账户（余额支付或对公转账）' },
  20: { who: '卖方', text: '平台已收到货款并冻结，等待卖方发货至验货点' },
  30: { who: '验货员', text: '货物已发往平台验货中心，等待平台验货员验货' },
  35: { who: '平台', text: '验货通过，等待平台从验货中心发货给买方（快递寄送或买家自提）' },
  40: { who: '买方', text: '平台已发货，等待买方确认收货' },
  50: { who: '平台', text: '交易已完成，货款已结算给卖方' },
  60: { who: '平台', text: '验货未通过或协商取消，货款将退回买方' },
  90: { who: '', text: '订单已关闭' },
};

/**
 * /myxg/myBuyOrderList?orderStatus= (and the sale list) tabs: 0 待付款, 1 待发货, 2 待验货/待收货 (待平台发货
 * too: the goods are with the platform), 3 已完成, 4 全部.
 * `statuses` undefined = every status (待确认合同, 退款中 and 已关闭 show under 全部).
 */
export const ORDER_TABS = [
  { orderStatus: 0, title: '待付款', statuses: [OrderStatus.AwaitingPayment] },
  { orderStatus: 1, title: '待发货', statuses: [OrderStatus.AwaitingShipment] },
  { orderStatus: 2, title: '待验货/待收货', statuses: [OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt] },
  { orderStatus: 3, title: '已完成', statuses: [OrderStatus.Completed] },
  { orderStatus: 4, title: '全部', statuses: undefined },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['orderStatus'];
