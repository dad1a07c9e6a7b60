import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeSearchResult } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { goodsKeys } from './keys';

/** Categories and brands matching what the user types (/goods/type/search). */
export const searchTypes = (keyword: string) => getData<TypeSearchResult>('/goods/type/search', { keyword });

export const typeSearchQueryOptions = (keyword: string) =>
  queryOptions({ queryKey: goodsKeys.typeSearch(keyword), queryFn: () => searchTypes(keyword), enabled: keyword.trim().length > 0 });

export const useTypeSearch = (keyword: string) => useQuery(typeSearchQueryOptions(keyword));
