import { PRICE_UNIT_SYMBOL, PriceUnit } from '@mts/shared/constants';
import type { UserBalance } from '@mts/shared/schemas';
import { accountMoney, moneyFigures, rewardFigures, UNKNOWN_FIGURE } from '@/lib/balance';

/** The two currencies of a wallet, in the order the server lists them (¥ then $). */
export type Currency = (typeof PriceUnit)[keyof typeof PriceUnit];
export const CURRENCIES: readonly { priceUnit: Currency; symbol: string; name: string; title: string }[] = [
  { priceUnit: PriceUnit.Yuan, symbol: PRICE_UNIT_SYMBOL[PriceUnit.Yuan]!, name: '人民币', title: '人民币账户' },
  { priceUnit: PriceUnit.Dollar, symbol: PRICE_UNIT_SYMBOL[PriceUnit.Dollar]!, name: '美元', title: '美元账户' },
];

export const isCurrency = (n: unknown): n is Currency => n === PriceUnit.Yuan || n === PriceUnit.Dollar;
export const currencyOf = (priceUnit: number) => CURRENCIES.find((c) => c.priceUnit === priceUnit) ?? CURRENCIES[0]!;

export { rewardFigures };

export type AccountView = {
  priceUnit: Currency;
  symbol: string;
  title: string;
  /** Formatted with the currency's symbol (¥1,234.56), or `--` until the balance is known. */
  total: string;
  withdrawable: string;
  frozen: string;
  /** Cents that may be withdrawn now (null until known): the withdrawal form's 全部提现. */
  withdrawableCents: number | null;
};

/**
 * One view per currency from GET /user/getUserBalance (both always listed; lib/balance reads each currency the
 * same way as the user centre): total = available + frozen, withdrawable = available, frozen = paid orders not yet
 * settled and withdrawals not yet paid. Without a balance (loading or failed) every figure is `--`.
 */
export function accountViews(balance: UserBalance | undefined): AccountView[] {
  return CURRENCIES.map(({ priceUnit, symbol, title }) => {
    if (!balance) return { priceUnit, symbol, title, total: UNKNOWN_FIGURE, withdrawable: UNKNOWN_FIGURE, frozen: UNKNOWN_FIGURE, withdrawableCents: null };
    const money = accountMoney(balance, priceUnit);
    return { priceUnit, symbol, title, ...moneyFigures(money, priceUnit), withdrawableCents: money.withdrawableBalance };
  });
}

/** What both apps' account blocks take (the wallet page's top). */
export type WalletAccountsProps = {
  balance: UserBalance | undefined;
  /** The first load is under way: figures shimmer instead of showing a number. */
  loading: boolean;
  /** The balance could not be loaded: `--` and 重新加载. */
  failed: boolean;
  onRetry: () => void;
  /** 充值 / 提现 of one currency: the page opens that tab with the currency chosen. */
  onAction: (tab: 'deposit' | 'withdraw', priceUnit: Currency) => void;
};
