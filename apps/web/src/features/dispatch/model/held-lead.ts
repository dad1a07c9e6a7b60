import { FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';

type Item = { type: number; status: number; clueId: number | null };

/**
 * The caller's pending lead item for lead `clueId` among his follow items, if any: /source/publishGoods?id={clueId}
 * is open to the negotiator holding that lead while it is being followed up (the server checks the same).
 */
export function heldLeadItem<T extends Item>(items: readonly T[], clueId: number): T | undefined {
  return items.find((i) => i.type === FollowType.Clue && i.clueId === clueId && i.status === FollowStatus.Pending);
}
