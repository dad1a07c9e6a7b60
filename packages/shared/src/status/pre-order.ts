import { defineMachine } from './machine.ts';

/**
 * Intention order (意向单 / pre-order) status: pre_orders.status (trade-flow section 2). The dispatch issue uses
 * only the business followers' grab (已确认 → 跟单中); the trade issue creates pre-orders and adds the other moves.
 */
export const PreOrderStatus = { AwaitingConfirm: 10, Confirmed: 20, Following: 30, Ordered: 40, Cancelled: 90 } as const;
export type PreOrderStatusCode = (typeof PreOrderStatus)[keyof typeof PreOrderStatus];

export const preOrderMachine = defineMachine<PreOrderStatusCode, 'grab' | 'release'>({
  entity: 'preOrder',
  labels: { 10: '待确认', 20: '已确认', 30: '跟单中', 40: '已成单', 90: '已取消' },
  moves: {
    grab: { from: [PreOrderStatus.Confirmed], to: PreOrderStatus.Following, by: ['businessFollower'], label: '抢单' },
    release: { from: [PreOrderStatus.Following], to: PreOrderStatus.Confirmed, by: ['operator', 'system'], label: '退回待跟单' },
  },
});
export type PreOrderMove = keyof typeof preOrderMachine.moves;
