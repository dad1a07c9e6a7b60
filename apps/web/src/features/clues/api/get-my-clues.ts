import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { ClueRecord, MyClueListQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { clueKeys } from './keys';

/** GET /clue/myClueList?pageNum&pageSize&type=1|2[&keyword] → the caller's leads {rows, total}, newest first. */
export const getMyClues = (params: MyClueListQuery) => getRows<ClueRecord>('/clue/myClueList', params);

/** One page (the desktop table), keeping the previous page on screen while the next loads. */
export const myCluesQueryOptions = (params: MyClueListQuery) =>
  queryOptions({ queryKey: clueKeys.minePage(params), queryFn: () => getMyClues(params), placeholderData: keepPreviousData });

/** Page after page (the phone's list); `delayMs` is the spec's list load delay. */
export const myCluesInfiniteQueryOptions = (params: Omit<MyClueListQuery, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: clueKeys.minePages(params),
    fetchPage: ({ pageNum, pageSize }) => getMyClues({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.goodsPageSize),
    delayMs,
    staleTime: 0,
  });

export const useMyClues = (params: MyClueListQuery) => useQuery(myCluesQueryOptions(params));
export const useMyCluesInfinite = (params: Omit<MyClueListQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(myCluesInfiniteQueryOptions(params, delayMs));
