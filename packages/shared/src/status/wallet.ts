import { defineMachine } from './machine.ts';

/**
 * Wallet requests (issue 11, trade-flow section 4). A deposit (充值 by bank transfer) waits 待到账 until an
 * operator confirms the arrival (clearing → the user's available balance) or rejects it with a reason (nothing
 * moves; 已驳回). A withdrawal (提现) freezes the amount
 * when requested (available → frozen) and waits 待打款 until an operator pays it (frozen → clearing) or refuses it
 * (frozen → available). A recorded bank transfer for an order (对公转账) waits 待确认 until an operator confirms it
 * (clearing → the buyer's frozen balance, the order 待发货) or rejects it (nothing moves).
 */
export const DepositStatus = { Pending: 10, Confirmed: 20, Rejected: 30 } as const;
export const depositMachine = defineMachine({
  entity: 'deposit',
  initial: [DepositStatus.Pending],
  labels: { 10: '待到账', 20: '已到账', 30: '已驳回' },
  tones: { 10: 'warning', 20: 'success', 30: 'danger' },
  moves: {
    confirm: { from: [DepositStatus.Pending], to: DepositStatus.Confirmed, by: ['operator'], label: '确认到账' },
    /** No matching transfer arrived (or the slip does not match): nothing moves; the user sees the reason. */
    reject: { from: [DepositStatus.Pending], to: DepositStatus.Rejected, by: ['operator'], label: '驳回' },
  },
});

export const WithdrawalStatus = { Pending: 10, Paid: 20, Refused: 30 } as const;
export const withdrawalMachine = defineMachine({
  entity: 'withdrawal',
  initial: [WithdrawalStatus.Pending],
  labels: { 10: '待打款', 20: '已打款', 30: '已拒绝' },
  tones: { 10: 'warning', 20: 'success', 30: 'danger' },
  moves: {
    pay: { from: [WithdrawalStatus.Pending], to: WithdrawalStatus.Paid, by: ['operator'], label: '确认打款' },
    refuse: { from: [WithdrawalStatus.Pending], to: WithdrawalStatus.Refused, by: ['operator'], label: '拒绝提现' },
  },
});

export const TransferStatus = { Pending: 10, Confirmed: 20, Rejected: 30 } as const;
export const transferMachine = defineMachine({
  entity: 'transfer',
  initial: [TransferStatus.Pending],
  labels: { 10: '待确认', 20: '已确认', 30: '已驳回' },
  tones: { 10: 'warning', 20: 'success', 30: 'danger' },
  moves: {
    confirm: { from: [TransferStatus.Pending], to: TransferStatus.Confirmed, by: ['operator'], label: '确认收款' },
    reject: { from: [TransferStatus.Pending], to: TransferStatus.Rejected, by: ['operator'], label: '驳回' },
  },
});
