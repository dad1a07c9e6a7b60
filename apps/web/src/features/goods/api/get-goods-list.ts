import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GoodsSearchQuery, GoodsPage } from '@mts/shared/schemas';
import { getData } from '@/lib/http';

/** /goods/list: data.records and data.total; keyword search with the trade filters (condition, price unit, date code). */
export const getGoodsList = (params: GoodsSearchQuery) => getData<GoodsPage>('/goods/list', params);

export const goodsListQueryOptions = (params: GoodsSearchQuery) =>
  queryOptions({ queryKey: ['goods-list', params], queryFn: () => getGoodsList(params) });

/** Pages of a goods list for infinite scrolling; `delayMs` is the spec's 300 ms list load delay. */
export const goodsInfiniteQueryOptions = (params: Omit<GoodsSearchQuery, 'pageNum'>, delayMs = 0) =>
  infiniteQueryOptions({
    queryKey: ['goods-infinite', params],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return getGoodsList({ ...params, pageNum: pageParam });
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.records.length, 0);
      return loaded < last.total && last.records.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useGoodsList = (params: GoodsSearchQuery) => useQuery(goodsListQueryOptions(params));
export const useGoodsInfinite = (params: Omit<GoodsSearchQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(goodsInfiniteQueryOptions(params, delayMs));
