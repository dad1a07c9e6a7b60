import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { MySaleGoodsItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { goodsKeys } from './keys';

export type MySaleGoodsParams = { pageNum?: number; pageSize?: number; type?: 1 | 2 };

/** GET /goods/mySaleGoodsList → goods published from the caller's leads {rows, total}. */
export const getMySaleGoods = (params: MySaleGoodsParams) => getRows<MySaleGoodsItem>('/goods/mySaleGoodsList', params);

/** One page (the desktop table). */
export const mySaleGoodsQueryOptions = (params: MySaleGoodsParams) =>
  queryOptions({ queryKey: goodsKeys.minePage(params), queryFn: () => getMySaleGoods(params), placeholderData: keepPreviousData });

/** Page after page (the phone's list); `delayMs` is the spec's list load delay. */
export const mySaleGoodsInfiniteQueryOptions = (params: Omit<MySaleGoodsParams, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: goodsKeys.minePages(params),
    fetchPage: ({ pageNum, pageSize }) => getMySaleGoods({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? Limits.goodsPageSize),
    delayMs,
    staleTime: 0,
  });

export const useMySaleGoods = (params: MySaleGoodsParams) => useQuery(mySaleGoodsQueryOptions(params));
export const useMySaleGoodsInfinite = (params: Omit<MySaleGoodsParams, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(mySaleGoodsInfiniteQueryOptions(params, delayMs));
