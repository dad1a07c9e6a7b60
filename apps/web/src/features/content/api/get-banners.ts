import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerItem, BannerQuery } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { contentKeys } from './keys';

export const getBanners = (params: BannerQuery) => getData<BannerItem[]>('/banner/list', { status: 0, ...params });

export const bannersQueryOptions = (params: BannerQuery) =>
  queryOptions({ queryKey: contentKeys.banners(params), queryFn: () => getBanners(params), staleTime: 5 * 60_000 });

export const useBanners = (params: BannerQuery) => useQuery(bannersQueryOptions(params));
