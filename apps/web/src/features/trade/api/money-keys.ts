import type { QueryClient } from '@tanstack/react-query';
import { invalidateTrade, tradeKeys } from './keys';

/**
 * Query keys and invalidation of the money pages (issue 11), apart from keys.ts: that module is part of the phone
 * home's first chunk (the live updates use it), which must not grow; these are loaded with the money pages only.
 */

/** GET /order/externalPayInfo: under the order's key, so whatever reloads the order (a push, a move) reloads it too. */
export const externalPayInfoKey = (orderId: number) => [...tradeKeys.order(orderId), 'externalPayInfo'] as const;

/**
 * The balances a money move changes: the users domain's `userKeys.balance()` (the user centre's wallet block, the pay
 * page) and everything under the wallet's root key (the wallet page's accounts and statement). Spelled out here: a
 * feature does not import another.
 */
const BALANCE_KEYS = [['users', 'balance'], ['wallet']] as const;

export const invalidateBalances = (client: QueryClient) => Promise.all(BALANCE_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));

/** After a money move (pay, transfer, ship, confirm receipt): the trade queries, the staff's items and the balances. */
export const invalidateMoney = (client: QueryClient) => Promise.all([invalidateTrade(client), invalidateBalances(client)]);
