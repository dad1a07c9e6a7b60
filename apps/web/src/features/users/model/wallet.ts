import { Limits, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance } from '@mts/shared/schemas';
import { accountMoney, moneyFigures, rewardFigures, UNKNOWN_FIGURE, type MoneyFigures } from '@/lib/balance';

/** The ¥ figures, points and coins, and the $ figures when that account holds money. */
export type WalletFigures = MoneyFigures & { points: string; coins: string; dollar: MoneyFigures | null };

/**
 * The user centre's wallet figures (both apps), read as the wallet page reads them (lib/balance): ¥ with two
 * decimals, points (jf) and coins (jb); the $ account too once it holds money (a trader paid in dollars sees it
 * without opening the wallet). Logged out, the spec's defaults (¥0.00, 1000 points and coins); logged in, the
 * balance, or `--` for every figure while it loads or when it failed (the pages show a loading state meanwhile).
 */
export function walletFigures(balance: UserBalance | undefined, loggedIn = true): WalletFigures {
  if (balance) {
    const dollar = accountMoney(balance, PriceUnit.Dollar);
    return {
      ...moneyFigures(accountMoney(balance, PriceUnit.Yuan), PriceUnit.Yuan),
      ...rewardFigures(balance),
      dollar: dollar.totalBalance !== 0 ? moneyFigures(dollar, PriceUnit.Dollar) : null,
    };
  }
  if (loggedIn) return { total: UNKNOWN_FIGURE, withdrawable: UNKNOWN_FIGURE, frozen: UNKNOWN_FIGURE, ...rewardFigures(undefined), dollar: null };
  const zero = formatPrice(0);
  return { total: zero, withdrawable: zero, frozen: zero, points: String(Limits.defaultPoints), coins: String(Limits.defaultCoins), dollar: null };
}
