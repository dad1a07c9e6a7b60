import { PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance } from '@mts/shared/schemas';

/** A figure nobody knows yet (loading) or could not load: never a made-up number. */
export const UNKNOWN_FIGURE = '--';

/** One currency's money in cents: total = available + frozen, withdrawable = available. */
export type AccountMoney = { totalBalance: number; withdrawableBalance: number; frozenBalance: number };
/** The same, formatted with the currency's symbol (¥1,234.56). */
export type MoneyFigures = { total: string; withdrawable: string; frozen: string };

/**
 * The one reading of GET /user/getUserBalance for a currency, for the wallet page and the user centre alike: the
 * currency's entry in `accounts`; for ¥ without one, the spec's flat fields (they are the ¥ account); else 0.
 */
export function accountMoney(balance: UserBalance, priceUnit: number): AccountMoney {
  const account = balance.accounts.find((a) => a.priceUnit === priceUnit);
  if (account) return account;
  if (priceUnit === PriceUnit.Yuan) return balance;
  return { totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0 };
}

export function moneyFigures(money: AccountMoney, priceUnit: number): MoneyFigures {
  return {
    total: formatPrice(money.totalBalance, priceUnit),
    withdrawable: formatPrice(money.withdrawableBalance, priceUnit),
    frozen: formatPrice(money.frozenBalance, priceUnit),
  };
}

/** Points (积分, jf) and coins (金币, jb) as plain whole numbers, or `--` until known. */
export function rewardFigures(balance: UserBalance | undefined): { points: string; coins: string } {
  if (!balance) return { points: UNKNOWN_FIGURE, coins: UNKNOWN_FIGURE };
  return { points: String(balance.jf), coins: String(balance.jb) };
}
