import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestResult } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { goodsKeys } from './keys';

/** GET /goods/suggest?keyword: part numbers by prefix (separators ignored) and brands (中文/English/aliases). */
export const getSuggest = (keyword: string) => getData<SuggestResult>('/goods/suggest', { keyword: keyword.trim().slice(0, 40) });

export const suggestQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: goodsKeys.suggest(keyword.trim().slice(0, 40)),
    queryFn: () => getSuggest(keyword),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

export const useSuggest = (keyword: string) => useQuery(suggestQueryOptions(keyword));
