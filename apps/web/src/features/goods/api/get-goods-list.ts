import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { GoodsSearchQuery, GoodsPage } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { goodsKeys } from './keys';

/** /goods/list: data.records and data.total; keyword search with the trade filters (condition, price unit, date code). */
export const getGoodsList = (params: GoodsSearchQuery) => getData<GoodsPage>('/goods/list', params);

export const goodsListQueryOptions = (params: GoodsSearchQuery) => queryOptions({ queryKey: goodsKeys.list(params), queryFn: () => getGoodsList(params) });

/** Pages of a goods list for infinite scrolling; `delayMs` is the spec's 300 ms list load delay. */
export const goodsInfiniteQueryOptions = (params: Omit<GoodsSearchQuery, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: goodsKeys.pages(params),
    fetchPage: ({ pageNum, pageSize }) => getGoodsList({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.goodsPageSize),
    delayMs,
  });

export const useGoodsList = (params: GoodsSearchQuery) => useQuery(goodsListQueryOptions(params));
export const useGoodsInfinite = (params: Omit<GoodsSearchQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(goodsInfiniteQueryOptions(params, delayMs));
