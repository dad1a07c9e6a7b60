import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictEntry } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { contentKeys } from './keys';

/** Dictionary entries by type, e.g. hot_search (hot words), goods_condition. */
export const getDict = (type: string) => getData<DictEntry[]>(`/dict/getByType/${encodeURIComponent(type)}`);

export const dictQueryOptions = (type: string) =>
  queryOptions({ queryKey: contentKeys.dict(type), queryFn: () => getDict(type), staleTime: 10 * 60_000 });

export const useDict = (type: string) => useQuery(dictQueryOptions(type));
