import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListLoadError } from './list-load-error';

/** A page of a server-paged list, as the desktop list pages hand it to their table. */
export type PagedRows<T> = {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage: (page: number) => void;
};

type TableProps<T> = {
  columns: ColumnsType<T>;
  /** Each row's test id and handlers. */
  rowProps?: (row: T) => Record<string, unknown>;
  /** The row's key field (default id). */
  rowKey?: Extract<keyof T, string>;
};

/**
 * The desktop's server-paged table (orders, intention orders, inspections, my listings): the rows of one page, the
 * list's empty text, 共 n 条 and the pager (hidden on a single page).
 */
export function PagedTable<T extends object>({ rows, total, page, pageSize, loading, emptyText, onPage, columns, rowProps, rowKey }: PagedRows<T> & TableProps<T>) {
  return (
    <Table<T>
      rowKey={rowKey ?? 'id'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText }}
      onRow={rowProps ? (row) => rowProps(row) as HTMLAttributes<HTMLElement> : undefined}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: onPage }}
    />
  );
}

/** A list query of one page, as the API hooks return it. */
type PageQuery<T> = { data?: { rows: T[]; total: number }; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** A PagedTable over a page query: 获取数据失败 with 重新加载 when it fails, else its rows. */
export function QueryTable<T extends object>({ query, ...props }: { query: PageQuery<T>; page: number; pageSize: number; emptyText: string; onPage: (page: number) => void } & TableProps<T>) {
  if (query.isError) return <ListLoadError onRetry={query.refetch} />;
  return <PagedTable<T> rows={query.data?.rows ?? []} total={query.data?.total ?? 0} loading={query.isFetching} {...props} />;
}
