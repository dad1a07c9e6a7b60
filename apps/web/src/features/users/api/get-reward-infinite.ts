import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import { useSession } from '@/lib/session';
import { getRewardList } from './get-reward-list';

const PAGE_SIZE = 20;

/** The points and coins history page by page (wallet page); `delayMs` is the spec's list load delay. */
export const rewardInfiniteQueryOptions = (token: string, delayMs = 0) =>
  infiniteQueryOptions({
    queryKey: ['reward-infinite', token],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return getRewardList(pageParam, PAGE_SIZE);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
    enabled: token.length > 0,
  });

export function useRewardInfinite() {
  const token = useSession((s) => s.user?.token ?? '');
  return useInfiniteQuery(rewardInfiniteQueryOptions(token, Limits.listLoadDelayMs));
}
