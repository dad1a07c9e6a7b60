import { defineMachine } from './machine.ts';

/**
 * Intention order (意向单 / pre-order) status: pre_orders.status (trade-flow section 2). Created 待确认 by a buyer
 * (buy now, cart) or a seller (a quote on a 求购 goods); the negotiator who published the goods confirms, edits
 * or rejects it (goods without one: the negotiator who takes it from the pool); its initiator may cancel it until a
 * business follower grabs it.
 */
export const PreOrderStatus = { AwaitingConfirm: 10, Confirmed: 20, Following: 30, Ordered: 40, Cancelled: 90 } as const;
type PreOrderStatusCode = (typeof PreOrderStatus)[keyof typeof PreOrderStatus];

type PreOrderMoveName = 'confirm' | 'edit' | 'reject' | 'cancel' | 'take' | 'grab' | 'release' | 'order' | 'contractReturned';

export const preOrderMachine = defineMachine<PreOrderStatusCode, PreOrderMoveName>({
  entity: 'preOrder',
  initial: [PreOrderStatus.AwaitingConfirm],
  labels: { 10: '待确认', 20: '已确认', 30: '跟单中', 40: '已成单', 90: '已取消' },
  tones: { 10: 'warning', 20: 'processing', 30: 'processing', 40: 'success', 90: 'default' },
  moves: {
    confirm: { from: [PreOrderStatus.AwaitingConfirm], to: PreOrderStatus.Confirmed, by: ['negotiator'], label: '确认' },
    /** Price, quantity, delivery and remark (model 2, a quote on a 求购 goods); each change kept as a revision. */
    edit: { from: [PreOrderStatus.AwaitingConfirm], by: ['negotiator'], label: '修改' },
    reject: { from: [PreOrderStatus.AwaitingConfirm], to: PreOrderStatus.Cancelled, by: ['negotiator'], label: '拒绝' },
    /**
     * A negotiator grabs an intention order on goods without a negotiator from his pool: negotiator_id set (with
     * `negotiator_id IS NULL` in the UPDATE: one winner), status kept; then he confirms, edits or rejects it.
     */
    take: { from: [PreOrderStatus.AwaitingConfirm], by: ['negotiator'], label: '抢单' },
    /** The initiator (pre_orders.initiator_id), until a business follower grabs it. */
    cancel: { from: [PreOrderStatus.AwaitingConfirm, PreOrderStatus.Confirmed], to: PreOrderStatus.Cancelled, by: ['owner'], label: '取消' },
    grab: { from: [PreOrderStatus.Confirmed], to: PreOrderStatus.Following, by: ['businessFollower'], label: '抢单' },
    release: { from: [PreOrderStatus.Following], to: PreOrderStatus.Confirmed, by: ['operator', 'system'], label: '退回待跟单' },
    /** The buyer-side business follower (follower_id) generates the trade contract: an order 待确认合同 is created. */
    order: { from: [PreOrderStatus.Following], to: PreOrderStatus.Ordered, by: ['businessFollower'], label: '生成合同' },
    /** The seller side returned the contract (order 已关闭): back to 跟单中, the buyer side may draw it again. */
    contractReturned: { from: [PreOrderStatus.Ordered], to: PreOrderStatus.Following, by: ['system'], label: '合同退回' },
  },
});

/** Labels for the pre-order status (我的意向单). */
export const PRE_ORDER_STATUS_TEXT: Readonly<Record<number, string>> = preOrderMachine.labels;
