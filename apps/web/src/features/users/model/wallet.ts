import { Limits, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance } from '@mts/shared/schemas';

/** One currency's money figures. */
export type MoneyFigures = { total: string; withdrawable: string; frozen: string };
/** The ¥ figures (the spec's flat fields), points and coins, and the $ figures when that account holds money. */
export type WalletFigures = MoneyFigures & { points: string; coins: string; dollar: MoneyFigures | null };

/** While a balance is loading or has failed to load: no figure is made up. */
const UNKNOWN = '--';

/**
 * The user centre's wallet figures (both apps): money in cents as ¥ with two decimals, points (jf) and coins (jb);
 * the $ account too once it holds money (a trader paid in dollars sees it without opening the wallet). Logged out,
 * the spec's defaults (¥0.00, 1000 points and coins); logged in, the balance, or `--` for every figure while it
 * loads or when it failed (the pages show a loading state meanwhile).
 */
export function walletFigures(balance: UserBalance | undefined, loggedIn = true): WalletFigures {
  if (balance) {
    const dollar = balance.accounts.find((a) => a.priceUnit === PriceUnit.Dollar);
    return {
      total: formatPrice(balance.totalBalance),
      withdrawable: formatPrice(balance.withdrawableBalance),
      frozen: formatPrice(balance.frozenBalance),
      points: String(balance.jf),
      coins: String(balance.jb),
      dollar:
        dollar && dollar.totalBalance !== 0
          ? {
              total: formatPrice(dollar.totalBalance, PriceUnit.Dollar),
              withdrawable: formatPrice(dollar.withdrawableBalance, PriceUnit.Dollar),
              frozen: formatPrice(dollar.frozenBalance, PriceUnit.Dollar),
            }
          : null,
    };
  }
  if (loggedIn) return { total: UNKNOWN, withdrawable: UNKNOWN, frozen: UNKNOWN, points: UNKNOWN, coins: UNKNOWN, dollar: null };
  const zero = formatPrice(0);
  return { total: zero, withdrawable: zero, frozen: zero, points: String(Limits.defaultPoints), coins: String(Limits.defaultCoins), dollar: null };
}
