import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsListItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';

export type RecGoodsParams = { pageNum?: number; pageSize?: number; which?: 1 | 2; position?: string; goodsType?: 1 | 2 };

export const getRecGoods = (params: RecGoodsParams) => getRows<GoodsListItem>('/recGoods/list', { status: 0, ...params });

export const recGoodsQueryOptions = (params: RecGoodsParams) =>
  queryOptions({ queryKey: ['rec-goods', params], queryFn: () => getRecGoods(params) });

export const useRecGoods = (params: RecGoodsParams) => useQuery(recGoodsQueryOptions(params));
