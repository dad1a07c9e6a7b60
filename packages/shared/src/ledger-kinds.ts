/** Ledger movement kinds (re-exported by ./constants): a module of its own, so the bundler keeps it with the money pages. */
/** Ledger movement kinds (wallet_ledger.kind) with the statement's Chinese labels. */
export const LEDGER_KINDS = {
  deposit: '充值',
  pay: '订单付款（余额）',
  transfer: '订单付款（对公转账）',
  release: '订单结算',
  fee: '平台服务费',
  refund: '订单退款',
  withdraw: '提现申请',
  withdrawPaid: '提现到账',
  withdrawRefused: '提现退回',
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;
export const LEDGER_KIND_KEYS = /* @__PURE__ */ Object.keys(LEDGER_KINDS) as LedgerKind[];

