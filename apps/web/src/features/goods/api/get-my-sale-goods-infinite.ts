import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getMySaleGoods, type MySaleGoodsParams } from './get-my-sale-goods';

/**
 * GET /goods/mySaleGoodsList page by page for the phone's infinite list. The key sits under
 * ['my-sale-goods'] so a shelf change refreshes it with the paged table.
 */
export const mySaleGoodsInfiniteQueryOptions = (params: Omit<MySaleGoodsParams, 'pageNum'>, delayMs = 0) =>
  infiniteQueryOptions({
    queryKey: ['my-sale-goods', 'infinite', params],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return getMySaleGoods({ ...params, pageNum: pageParam });
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return loaded < last.total && last.rows.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 0,
  });

export const useMySaleGoodsInfinite = (params: Omit<MySaleGoodsParams, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(mySaleGoodsInfiniteQueryOptions(params, delayMs));
