import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** One page of a paged list as the API answers it ({rows, total}; /goods/list says records). */
type PageOf<T> = { total: number } & ({ rows: T[] } | { records: T[] });

/** The rows of one page, whichever name the reply gives them. */
export const pageRows = <T,>(page: PageOf<T>): T[] => ('rows' in page ? page.rows : page.records);

/** Every loaded row of an infinite list, in order. */
export const loadedRows = <T,>(data: { pages: PageOf<T>[] } | undefined): T[] => data?.pages.flatMap((p) => pageRows(p)) ?? [];

/**
 * The next page number, or undefined when every row is loaded (or a page came back empty, so a total that
 * changed under the list cannot make it ask forever).
 */
export function nextPageNum<T>(last: PageOf<T>, pages: PageOf<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + pageRows(p).length, 0);
  return loaded < last.total && pageRows(last).length > 0 ? pages.length + 1 : undefined;
}

type PagedOptions<TPage, TKey extends QueryKey> = {
  queryKey: TKey;
  /** Loads page `pageNum` (from 1) of `pageSize` rows. */
  fetchPage: (page: { pageNum: number; pageSize: number }) => Promise<TPage>;
  pageSize: number;
  /** The spec's list load delay (300 ms) before each page; 0 in tests and prefetches. */
  delayMs?: number;
  enabled?: boolean;
  staleTime?: number;
};

/** The infinite-query options of every paged list on both apps: pages from 1, next page from rows and total. */
export function pagedInfiniteOptions<TPage extends PageOf<unknown>, TKey extends QueryKey>(options: PagedOptions<TPage, TKey>) {
  const { queryKey, fetchPage, pageSize, delayMs = 0, ...rest } = options;
  return infiniteQueryOptions<TPage, Error, InfiniteData<TPage, number>, TKey, number>({
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return fetchPage({ pageNum: pageParam, pageSize });
    },
    getNextPageParam: (last, pages) => nextPageNum(last, pages),
    ...rest,
  });
}
