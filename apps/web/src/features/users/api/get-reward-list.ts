import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { useSession } from '@/lib/session';

export const getRewardList = (pageNum: number, pageSize: number) => getRows<RewardItem>('/user/getMyRewardList', { pageNum, pageSize });

export const rewardListQueryOptions = (token: string, pageNum = 1, pageSize = 20) =>
  queryOptions({ queryKey: ['reward-list', token, pageNum, pageSize], queryFn: () => getRewardList(pageNum, pageSize), enabled: token.length > 0 });

export function useRewardList(pageNum?: number, pageSize?: number) {
  const token = useSession((s) => s.user?.token ?? '');
  return useQuery(rewardListQueryOptions(token, pageNum, pageSize));
}
