import { PRICE_UNIT_SYMBOL, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance, WalletBalance } from '@mts/shared/schemas';

/** The two currencies of a wallet, in the order the server lists them (¥ then $). */
export type Currency = (typeof PriceUnit)[keyof typeof PriceUnit];
export const CURRENCIES: readonly { priceUnit: Currency; symbol: string; name: string; title: string }[] = [
  { priceUnit: PriceUnit.Yuan, symbol: PRICE_UNIT_SYMBOL[PriceUnit.Yuan]!, name: '人民币', title: '人民币账户' },
  { priceUnit: PriceUnit.Dollar, symbol: PRICE_UNIT_SYMBOL[PriceUnit.Dollar]!, name: '美元', title: '美元账户' },
];

export const isCurrency = (n: unknown): n is Currency => n === PriceUnit.Yuan || n === PriceUnit.Dollar;
export const currencyOf = (priceUnit: number) => CURRENCIES.find((c) => c.priceUnit === priceUnit) ?? CURRENCIES[0]!;

const EMPTY: Pick<WalletBalance, 'totalBalance' | 'withdrawableBalance' | 'frozenBalance'> = { totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0 };

/** A figure nobody knows yet (loading) or could not load: never a made-up number. */
export const UNKNOWN_FIGURE = '--';

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
 * One view per currency from GET /user/getUserBalance `accounts` (both always listed; a currency the server left
 * out reads as 0): total = available + frozen, withdrawable = available, frozen = paid orders not yet settled and
 * withdrawals not yet paid. Without a balance (loading or failed) every figure is `--`.
 */
export function accountViews(balance: UserBalance | undefined): AccountView[] {
  return CURRENCIES.map(({ priceUnit, symbol, title }) => {
    if (!balance) return { priceUnit, symbol, title, total: UNKNOWN_FIGURE, withdrawable: UNKNOWN_FIGURE, frozen: UNKNOWN_FIGURE, withdrawableCents: null };
    const a = balance.accounts.find((x) => x.priceUnit === priceUnit) ?? EMPTY;
    return {
      priceUnit,
      symbol,
      title,
      total: formatPrice(a.totalBalance, priceUnit),
      withdrawable: formatPrice(a.withdrawableBalance, priceUnit),
      frozen: formatPrice(a.frozenBalance, priceUnit),
      withdrawableCents: a.withdrawableBalance,
    };
  });
}

/** Points (积分, jf) and coins (金币, jb) as plain whole numbers, as the user centre shows them, or `--` until known. */
export function rewardFigures(balance: UserBalance | undefined): { points: string; coins: string } {
  if (!balance) return { points: UNKNOWN_FIGURE, coins: UNKNOWN_FIGURE };
  return { points: String(balance.jf), coins: String(balance.jb) };
}
