import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { PendingPreOrder, PoolQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { dispatchKeys } from './keys';

/** GET /bizOppor/swPendingFollowList?pageNum&pageSize → confirmed intention orders awaiting a business follower (商务 only). */
export const getPreOrderPool = (params: PoolQuery) => getRows<PendingPreOrder>('/bizOppor/swPendingFollowList', params);

export const preOrderPoolInfiniteOptions = (params: Omit<PoolQuery, 'pageNum'> = {}, { delayMs = 0, enabled = true } = {}) =>
  pagedInfiniteOptions({
    queryKey: dispatchKeys.preOrderPoolPages(params),
    fetchPage: ({ pageNum, pageSize }) => getPreOrderPool({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.followPageSize),
    delayMs,
    enabled,
    staleTime: 0,
  });

export const usePreOrderPool = (params?: Omit<PoolQuery, 'pageNum'>, options?: { delayMs?: number; enabled?: boolean }) =>
  useInfiniteQuery(preOrderPoolInfiniteOptions(params, options));

/** The newest grabbable intention order and the pool's size. */
export const useNewestPreOrder = (enabled = true) =>
  useQuery({
    queryKey: [...dispatchKeys.preOrderPool(), 'newest'] as const,
    queryFn: () => getPreOrderPool({ pageNum: 1, pageSize: 1 }),
    enabled,
    staleTime: 0,
  });
