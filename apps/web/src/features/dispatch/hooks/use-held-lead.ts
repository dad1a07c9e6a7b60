import { FollowType, Limits } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';
import { useMyFollows } from '../api/get-my-follows';
import { heldLeadItem } from '../model/held-lead';

/**
 * Whether the caller holds lead `clueId` (/source/publishGoods?id=): his pending lead items fit in one page (a
 * negotiator holds at most the open-lead cap, 20 by default, well under the largest page). Returns the query
 * and the holding item (null while loading or when he does not hold it).
 */
export function useHeldLead(clueId: number, enabled = true) {
  const query = useMyFollows({ dataType: FollowType.Clue, status: FollowStatus.Pending, pageSize: Limits.maxPageSize }, enabled && clueId > 0);
  return { query, item: heldLeadItem(query.data?.rows, clueId) };
}
