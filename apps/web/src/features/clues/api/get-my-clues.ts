import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ClueRecord, MyClueListQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';

/** GET /clue/myClueList?type=1|2: the caller's leads, newest first ({rows, total}). */
export const getMyClues = (params: MyClueListQuery) => getRows<ClueRecord>('/clue/myClueList', params);

export const myCluesInfiniteQueryOptions = (params: Omit<MyClueListQuery, 'pageNum'>, delayMs = 0) =>
  infiniteQueryOptions({
    queryKey: ['my-clues', params],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return getMyClues({ ...params, pageNum: pageParam });
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 0,
  });

export const useMyCluesInfinite = (params: Omit<MyClueListQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(myCluesInfiniteQueryOptions(params, delayMs));
