import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BomLimits } from '@mts/shared/bom';
import type { RfqRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { rfqKeys, type RfqListParams } from './keys';

/** GET /rfq/list?role=buyer|seller&status → 我发起的 or 我收到的 {rows, total}, newest first. */
export const getRfqList = (params: RfqListParams) => getRows<RfqRow>('/rfq/list', params);

export const rfqListQueryOptions = (params: RfqListParams) =>
  queryOptions({ queryKey: rfqKeys.listPage(params), queryFn: () => getRfqList(params), placeholderData: keepPreviousData, staleTime: 0 });

export const rfqListInfiniteOptions = (params: Omit<RfqListParams, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: rfqKeys.listPages(params),
    fetchPage: ({ pageNum, pageSize }) => getRfqList({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? BomLimits.pageSize),
    delayMs,
    staleTime: 0,
  });

export const useRfqListPage = (params: RfqListParams, enabled = true) => useQuery({ ...rfqListQueryOptions(params), enabled });
export const useRfqListPages = (params: Omit<RfqListParams, 'pageNum'>, { delayMs, enabled = true }: { delayMs?: number; enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...rfqListInfiniteOptions(params, delayMs), enabled });
