import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictEntry } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { goodsKeys } from './keys';

/** GET /dict/getByType/hot_search: the operator's hot search words. */
export const getHotWords = () => getData<DictEntry[]>('/dict/getByType/hot_search');

export const hotWordsQueryOptions = () => queryOptions({ queryKey: goodsKeys.hotWords(), queryFn: getHotWords, staleTime: 10 * 60_000 });

export const useHotWordEntries = () => useQuery(hotWordsQueryOptions());
