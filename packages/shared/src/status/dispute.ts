import { defineMachine } from './machine.ts';
import { OrderStatus } from './order.ts';

/**
 * Order disputes (order_disputes.status, issue 12). Opened 处理中 by the buyer, the seller or an operator on a paid
 * order that is not finished; an operator decides it: 已放款 (released to the seller less the fee, the order 已完成)
 * or 已退款 (refunded to the buyer, the order 已关闭). Both decisions are final.
 */
export const DisputeStatus = { Open: 10, Released: 20, Refunded: 30 } as const;
type DisputeStatusCode = (typeof DisputeStatus)[keyof typeof DisputeStatus];

export const disputeMachine = defineMachine<DisputeStatusCode, 'release' | 'refund'>({
  entity: 'dispute',
  initial: [DisputeStatus.Open],
  labels: { 10: '处理中', 20: '已放款', 30: '已退款' },
  tones: { 10: 'processing', 20: 'success', 30: 'warning' },
  moves: {
    release: { from: [DisputeStatus.Open], to: DisputeStatus.Released, by: ['operator'], label: '放款给卖方' },
    refund: { from: [DisputeStatus.Open], to: DisputeStatus.Refunded, by: ['operator'], label: '退款给买方' },
  },
});

/**
 * Where a dispute may be opened: paid and not finished (trade-flow: the money is frozen in escrow) — 待发货, 待验货,
 * 待收货, 退款中. Before payment there is no money to dispute; 已完成 and 已关闭 are settled.
 */
export const DISPUTABLE_ORDER_STATUSES = [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Refunding] as const;

