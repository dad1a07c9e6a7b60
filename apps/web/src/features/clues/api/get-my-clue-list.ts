import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClueRecord, MyClueListQuery } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';

/** GET /clue/myClueList?pageNum&pageSize&type → the caller's leads {rows, total}, newest first. */
export const getMyClueList = (params: MyClueListQuery) => getRows<ClueRecord>('/clue/myClueList', params);

export const myClueListQueryOptions = (params: MyClueListQuery) =>
  queryOptions({ queryKey: ['my-clue-list', params], queryFn: () => getMyClueList(params), placeholderData: keepPreviousData });

export const useMyClueList = (params: MyClueListQuery) => useQuery(myClueListQueryOptions(params));
