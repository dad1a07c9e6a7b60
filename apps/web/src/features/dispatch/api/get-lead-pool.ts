import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { PendingLead, PoolQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { dispatchKeys } from './keys';

/** GET /bizOppor/tprPendingFollowList?pageNum&pageSize → leads awaiting dispatch {rows, total}, newest first (negotiators only). */
export const getLeadPool = (params: PoolQuery) => getRows<PendingLead>('/bizOppor/tprPendingFollowList', params);

/** The pool page after page (the phone's list, the desktop's 加载更多); `delayMs` is the spec's list load delay. */
export const leadPoolInfiniteOptions = (params: Omit<PoolQuery, 'pageNum'> = {}, { delayMs = 0, enabled = true } = {}) =>
  pagedInfiniteOptions({
    queryKey: dispatchKeys.leadPoolPages(params),
    fetchPage: ({ pageNum, pageSize }) => getLeadPool({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.followPageSize),
    delayMs,
    enabled,
    staleTime: 0,
  });

export const useLeadPool = (params?: Omit<PoolQuery, 'pageNum'>, options?: { delayMs?: number; enabled?: boolean }) =>
  useInfiniteQuery(leadPoolInfiniteOptions(params, options));

/** The newest grabbable lead and the pool's size (the desktop panel 新的抢单信息, the home prompt). */
export const useNewestLead = (enabled = true) =>
  useQuery({
    queryKey: [...dispatchKeys.leadPool(), 'newest'] as const,
    queryFn: () => getLeadPool({ pageNum: 1, pageSize: 1 }),
    enabled,
    staleTime: 0,
  });
