import { FollowType, Limits } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';
import { useMyFollows } from '../api/get-my-follows';
import { heldLeadItem } from '../model/held-lead';

/**
 * The caller's pending follow item for lead `clueId` (/source/publishGoods?id={clueId} gives the lead, not the
 * item): read from his pending lead items, which the open-lead cap (20 by default) keeps within one page of the
 * largest size. `item` is null while loading or when he does not hold that lead (anymore).
 */
export function useHeldLead(clueId: number, enabled = true) {
  const query = useMyFollows(
    { dataType: FollowType.Clue, status: FollowStatus.Pending, pageNum: 1, pageSize: Limits.maxPageSize },
    enabled && clueId > 0,
  );
  return { item: heldLeadItem(query.data?.rows, clueId), isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
