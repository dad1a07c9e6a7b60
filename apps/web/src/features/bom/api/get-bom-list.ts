import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BomLimits } from '@mts/shared/bom';
import type { BomRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { bomKeys, type BomListParams } from './keys';

/** GET /bom/list → 我的BOM {rows, total}, newest first. */
export const getBomList = (params: BomListParams) => getRows<BomRow>('/bom/list', params);

/** One page (the desktop table). */
export const bomListQueryOptions = (params: BomListParams) =>
  queryOptions({ queryKey: bomKeys.listPage(params), queryFn: () => getBomList(params), placeholderData: keepPreviousData });

/** Page after page (the phone's list); `delayMs` is the spec's list load delay. */
export const bomListInfiniteOptions = (params: Omit<BomListParams, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: bomKeys.listPages(params),
    fetchPage: ({ pageNum, pageSize }) => getBomList({ ...params, pageNum, pageSize }),
    pageSize: params.pageSize ?? BomLimits.pageSize,
    delayMs,
    staleTime: 0,
  });

export const useBomListPage = (params: BomListParams, enabled = true) => useQuery({ ...bomListQueryOptions(params), enabled });
export const useBomListPages = (params: Omit<BomListParams, 'pageNum'>, { delayMs, enabled = true }: { delayMs?: number; enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...bomListInfiniteOptions(params, delayMs), enabled });
