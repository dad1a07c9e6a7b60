import { FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';

type Item = { id: number; type: number; status: number; clueId: number | null };

/**
 * The caller's follow item that holds lead `clueId` and may still publish its goods (a pending lead item), or
 * null: the lead is someone else's, back in the pool, or its item has ended.
 */
export function heldLeadItem<T extends Item>(items: readonly T[] | undefined, clueId: number): T | null {
  if (!clueId) return null;
  return items?.find((i) => i.clueId === clueId && i.type === FollowType.Clue && i.status === FollowStatus.Pending) ?? null;
}
