import type { ReactNode } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { Msg } from '@mts/shared/messages';
import { loadedRows } from '@/lib/infinite';
import { InfiniteListFooter } from './infinite-list-footer';
import styles from './paged-list.module.css';

type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
  hasNextPage: boolean;
};

type PagedListProps = {
  /** The list's infinite query. */
  query: PagedQuery;
  /** How many rows are loaded (0 shows `empty`). */
  rowCount: number;
  /** The empty state (暂无数据 with the list's own hint or button). */
  empty: ReactNode;
  /** The loaded rows. */
  children: ReactNode;
};

/**
 * The states every phone list loaded page by page goes through (spec section 8): loading, 获取数据失败，请重新加载
 * (tap to retry) when the first page fails, the list's own empty state, then the rows with 加载中 / 没有更多了 below.
 */
export function PagedList({ query, rowCount, empty, children }: PagedListProps) {
  if (query.isPending)
    return (
      <div className={styles.loadingBlock}>
        <DotLoading color="primary" />
      </div>
    );
  if (query.isError && !query.data)
    return (
      <button type="button" className={styles.statusLine} onClick={() => void query.refetch()}>
        {Msg.listLoadFailed}
      </button>
    );
  if (rowCount === 0) return empty;
  return (
    <>
      {children}
      <InfiniteListFooter
        fetchNextPage={query.fetchNextPage}
        hasNextPage={query.hasNextPage}
        classNames={{ failed: styles.statusLine, loading: styles.muted, finished: styles.muted }}
      />
    </>
  );
}

type PagedRowsProps<R> = {
  /** The list's infinite query, its pages in the API's {rows, total} shape. */
  query: PagedQuery & { data: Parameters<typeof loadedRows<R>>[0] };
  empty: ReactNode;
  /** The rows' container: its class and test id. */
  className: string;
  testId: string;
  /** One loaded row (with its key). */
  children: (row: R) => ReactNode;
};

/** A PagedList over every loaded row of its query, in one container: what each phone list of cards renders. */
export function PagedRows<R>({ query, empty, className, testId, children }: PagedRowsProps<R>) {
  const rows = loadedRows<R>(query.data);
  return (
    <PagedList query={query} rowCount={rows.length} empty={empty}>
      <div className={className} data-testid={testId}>
        {rows.map(children)}
      </div>
    </PagedList>
  );
}
