import { defineMachine } from './machine.ts';

/**
 * Follow item (跟单) status: follow_items.status. The spec names only 1 (pending); the others are ours
 * (docs/state-machines.md). A lead's item (type 10) ends 已完成 when its goods are published, 已关闭 when the
 * negotiator closes the lead as 无效, 已退回 when the lead went back to the pool (not followed up in time, or an
 * operator released it). Trade items (type 30) of the negotiator end 已完成 when he confirms the intention order, 已关闭 when it is rejected or cancelled.
 */
export const FollowStatus = { Pending: 1, Done: 2, Closed: 3, Released: 4, AwaitingPayment: 5 } as const;
export type FollowStatusCode = (typeof FollowStatus)[keyof typeof FollowStatus];

export const followMachine = defineMachine({
  entity: 'follow',
  initial: [FollowStatus.Pending],
  labels: { 1: '跟进中', 2: '已完成', 3: '已关闭', 4: '已退回', 5: '待付款' },
  tones: { 1: 'processing', 2: 'success', 3: 'default', 4: 'warning', 5: 'warning' },
  moves: {
    /** A follow record (跟进记录) sets followed_at; the status stays. */
    note: { from: [FollowStatus.Pending], by: ['negotiator', 'businessFollower'], label: '添加跟进记录' },
    publishGoods: { from: [FollowStatus.Pending], to: FollowStatus.Done, by: ['negotiator'], label: '发布商品' },
    close: { from: [FollowStatus.Pending], to: FollowStatus.Closed, by: ['negotiator'], label: '无效' },
    release: { from: [FollowStatus.Pending], to: FollowStatus.Released, by: ['operator', 'system'], label: '退回线索池' },
    /** Trade items (type 30): the negotiator confirms the intention order (已完成) … */
    confirmPreOrder: { from: [FollowStatus.Pending], to: FollowStatus.Done, by: ['negotiator'], label: '确认意向单' },
    /** … or rejects it (已关闭); its initiator cancelling it closes the item too (actor system). */
    rejectPreOrder: { from: [FollowStatus.Pending], to: FollowStatus.Closed, by: ['negotiator'], label: '拒绝意向单' },
    preOrderCancelled: { from: [FollowStatus.Pending], to: FollowStatus.Closed, by: ['system'], label: '意向单已取消' },
    /**
     * Business followers' trade items (type 30, identity 20). The seller side (model 1, orderId > 0) confirms the
     * contract (已完成) or returns it (已关闭); the buyer side's item (model 2) then waits for the buyer's payment
     * (5 待付款: the spec's 去支付). Payment ends it (the money issue).
     */
    confirmContract: { from: [FollowStatus.Pending], to: FollowStatus.Done, by: ['businessFollower'], label: '确认合同' },
    rejectContract: { from: [FollowStatus.Pending], to: FollowStatus.Closed, by: ['businessFollower'], label: '退回合同' },
    contractConfirmed: { from: [FollowStatus.Pending], to: FollowStatus.AwaitingPayment, by: ['system'], label: '合同已确认，待付款' },
    /** The buyer paid (wallet, or a confirmed bank transfer): the buyer side's item 待付款 → 已完成 (issue 11). */
    orderPaid: { from: [FollowStatus.AwaitingPayment], to: FollowStatus.Done, by: ['system'], label: '买方已付款' },
  },
});

/** Status tabs of /follow (status undefined = 全部). */
export const FOLLOW_STATUS_TABS = [
  { key: 'all', title: '全部', status: undefined },
  { key: 'pending', title: '跟进中', status: FollowStatus.Pending },
  { key: 'done', title: '已完成', status: FollowStatus.Done },
  { key: 'closed', title: '已关闭', status: FollowStatus.Closed },
  { key: 'released', title: '已退回', status: FollowStatus.Released },
  { key: 'awaitingPayment', title: '待付款', status: FollowStatus.AwaitingPayment },
] as const;
