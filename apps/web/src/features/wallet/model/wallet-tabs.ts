/** The wallet page's sections, one tab each on both apps (?tab= keeps the open one across a reload). */
export const WALLET_TABS = [
  { key: 'statement', title: '资金明细' },
  { key: 'deposit', title: '充值' },
  { key: 'withdraw', title: '提现' },
  { key: 'rewards', title: '积分金币' },
] as const;
export type WalletTab = (typeof WALLET_TABS)[number]['key'];

export const walletTabFromQuery = (value: string | null): WalletTab => WALLET_TABS.find((t) => t.key === value)?.key ?? 'statement';
