import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerItem, BannerQuery } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { contentKeys } from './keys';

/** Shortcut icons and nav grids (/nav/list). */
export const getNavs = (params: BannerQuery) => getData<BannerItem[]>('/nav/list', { status: 0, ...params });

export const navsQueryOptions = (params: BannerQuery) =>
  queryOptions({ queryKey: contentKeys.navs(params), queryFn: () => getNavs(params), staleTime: 5 * 60_000 });

export const useNavs = (params: BannerQuery) => useQuery(navsQueryOptions(params));
