import { FollowStatus } from '@mts/shared/status';
import { useMyFollows } from '../api/get-my-follows';
import { useNewestPreOrder } from '../api/get-pre-order-pool';

const count = (q: { data?: { total: number } }) => (q.data ? String(q.data.total) : '--');

/** The business follower's home figures (both apps): intention orders in the pool, his items 跟进中 and 待付款; '--' while loading. */
export function useSwCounts() {
  const pool = useNewestPreOrder();
  const following = useMyFollows({ pageNum: 1, pageSize: 1, status: FollowStatus.Pending });
  const awaitingPayment = useMyFollows({ pageNum: 1, pageSize: 1, status: FollowStatus.AwaitingPayment });
  return { pool: count(pool), pending: count(following), awaitingPayment: count(awaitingPayment) };
}
