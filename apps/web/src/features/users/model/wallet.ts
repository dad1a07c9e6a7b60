import { Limits } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance } from '@mts/shared/schemas';

export type WalletFigures = { total: string; withdrawable: string; frozen: string; points: string; coins: string };

/** While a balance is loading or has failed to load: no figure is made up. */
const UNKNOWN = '--';

/**
 * The wallet's figures as both apps show them: money in cents as ¥ with two decimals, points (jf) and coins (jb).
 * Logged out, the spec's defaults (¥0.00, 1000 points and coins); logged in, the balance, or `--` for every
 * figure while it loads or when it failed.
 */
export function walletFigures(balance: UserBalance | undefined, loggedIn = true): WalletFigures {
  if (balance)
    return {
      total: formatPrice(balance.totalBalance),
      withdrawable: formatPrice(balance.withdrawableBalance),
      frozen: formatPrice(balance.frozenBalance),
      points: String(balance.jf),
      coins: String(balance.jb),
    };
  if (loggedIn) return { total: UNKNOWN, withdrawable: UNKNOWN, frozen: UNKNOWN, points: UNKNOWN, coins: UNKNOWN };
  const zero = formatPrice(0);
  return { total: zero, withdrawable: zero, frozen: zero, points: String(Limits.defaultPoints), coins: String(Limits.defaultCoins) };
}
