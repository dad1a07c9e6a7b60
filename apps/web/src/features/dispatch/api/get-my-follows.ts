import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { FollowItem, MyFollowListQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { dispatchKeys } from './keys';

/** GET /follow/myFollowList?dataType&pageSize=10&pageNum&status → the caller's follow items {rows, total}, newest first. */
export const getMyFollows = (params: MyFollowListQuery) => getRows<FollowItem>('/follow/myFollowList', params);

/** One page (the desktop table), the previous page kept on screen while the next loads. */
export const myFollowsQueryOptions = (params: MyFollowListQuery, enabled = true) =>
  queryOptions({ queryKey: dispatchKeys.followPage(params), queryFn: () => getMyFollows(params), placeholderData: keepPreviousData, enabled });

export const myFollowsInfiniteOptions = (params: Omit<MyFollowListQuery, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: dispatchKeys.followPages(params),
    fetchPage: ({ pageNum, pageSize }) => getMyFollows({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.followPageSize),
    delayMs,
    staleTime: 0,
  });

export const useMyFollows = (params: MyFollowListQuery, enabled?: boolean) => useQuery(myFollowsQueryOptions(params, enabled));
export const useMyFollowsInfinite = (params: Omit<MyFollowListQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(myFollowsInfiniteOptions(params, delayMs));
