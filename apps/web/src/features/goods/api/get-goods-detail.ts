import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { goodsKeys } from './keys';

export const getGoodsDetail = (goodsId: number) => getData<GoodsDetail>('/goods/detail', { goodsId });

export const goodsDetailQueryOptions = (goodsId: number) =>
  queryOptions({ queryKey: goodsKeys.detail(goodsId), queryFn: () => getGoodsDetail(goodsId), enabled: goodsId > 0 });

export const useGoodsDetail = (goodsId: number) => useQuery(goodsDetailQueryOptions(goodsId));
