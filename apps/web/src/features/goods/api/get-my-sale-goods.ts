import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MySaleGoodsItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';

export type MySaleGoodsParams = { pageNum?: number; pageSize?: number; type?: 1 | 2 };

/** GET /goods/mySaleGoodsList → goods published from the caller's leads {rows, total}. */
export const getMySaleGoods = (params: MySaleGoodsParams) => getRows<MySaleGoodsItem>('/goods/mySaleGoodsList', params);

export const mySaleGoodsQueryOptions = (params: MySaleGoodsParams) =>
  queryOptions({ queryKey: ['my-sale-goods', params], queryFn: () => getMySaleGoods(params), placeholderData: keepPreviousData });

export const useMySaleGoods = (params: MySaleGoodsParams) => useQuery(mySaleGoodsQueryOptions(params));
