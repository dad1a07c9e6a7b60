import { StorageKeys } from '@mts/shared/constants';
import { poolRoleOf, type PoolRole } from './pool';

/**
 * 您有新订单! (spec section 2, home): a logged-in negotiator or business follower with grabbable items in his pool
 * and no hasTip flag in session storage sees it once per session; showing it sets the flag, logout clears it.
 */
export const newOrderTip = {
  seen: () => sessionStorage.getItem(StorageKeys.hasTip) !== null,
  markSeen: () => sessionStorage.setItem(StorageKeys.hasTip, '1'),
};

/** Whether to prompt: a staff role, a non-empty pool, not yet prompted in this session. */
export function shouldPromptNewOrders(businessType: number | null | undefined, poolTotal: number | undefined, seen: boolean): boolean {
  return !!poolRoleOf(businessType) && (poolTotal ?? 0) > 0 && !seen;
}

/**
 * The line under 您有新订单! saying what is new (issue 22), from the pool's size the prompt already asked for:
 * 3 条新线索待抢单 for a negotiator, 2 个意向单待跟进 for a business follower.
 */
export function newOrderLine(kind: PoolRole['kind'], total: number): string {
  return kind === 'lead' ? `${total} 条新线索待抢单` : `${total} 个意向单待跟进`;
}
