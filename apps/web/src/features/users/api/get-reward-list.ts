import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { RewardItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { useSession } from '@/lib/session';
import { userKeys } from './keys';

const PAGE_SIZE = 20;

/** GET /user/getMyRewardList: the points and coins history, newest first ({rows, total}). */
export const getRewardList = (pageNum: number, pageSize: number) => getRows<RewardItem>('/user/getMyRewardList', { pageNum, pageSize });

export const rewardListQueryOptions = (loggedIn: boolean, pageNum = 1, pageSize = PAGE_SIZE) =>
  queryOptions({ queryKey: userKeys.rewardPage(pageNum, pageSize), queryFn: () => getRewardList(pageNum, pageSize), enabled: loggedIn });

/** The history page by page (the phone's wallet page); `delayMs` is the spec's list load delay. */
export const rewardInfiniteQueryOptions = (loggedIn: boolean, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: userKeys.rewardPages(PAGE_SIZE),
    fetchPage: ({ pageNum, pageSize }) => getRewardList(pageNum, pageSize),
    pageSize: PAGE_SIZE,
    delayMs,
    enabled: loggedIn,
  });

export function useRewardList(pageNum?: number, pageSize?: number) {
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return useQuery(rewardListQueryOptions(loggedIn, pageNum, pageSize));
}

export function useRewardInfinite() {
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return useInfiniteQuery(rewardInfiniteQueryOptions(loggedIn, Limits.listLoadDelayMs));
}
