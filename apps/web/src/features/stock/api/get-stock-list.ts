import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { StockLimits } from '@mts/shared/stock';
import type { StockGoodsRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { stockKeys, type StockListParams } from './keys';

/** GET /stock/list → the caller's stock-list goods {rows, total} (keyword: part number or brand; status 0 on, 1 off shelf). */
export const getStockList = (params: StockListParams) => getRows<StockGoodsRow>('/stock/list', params);

/** One page (the desktop table). */
export const stockListQueryOptions = (params: StockListParams) =>
  queryOptions({ queryKey: stockKeys.listPage(params), queryFn: () => getStockList(params), placeholderData: keepPreviousData });

/** Page after page (the phone's list); `delayMs` is the spec's list load delay. */
export const stockListInfiniteOptions = (params: Omit<StockListParams, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: stockKeys.listPages(params),
    fetchPage: ({ pageNum, pageSize }) => getStockList({ ...params, pageNum, pageSize }),
    pageSize: params.pageSize ?? StockLimits.pageSize,
    delayMs,
    staleTime: 0,
  });

export const useStockListPage = (params: StockListParams, enabled = true) => useQuery({ ...stockListQueryOptions(params), enabled });
export const useStockListPages = (params: Omit<StockListParams, 'pageNum'>, { delayMs, enabled = true }: { delayMs?: number; enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...stockListInfiniteOptions(params, delayMs), enabled });
