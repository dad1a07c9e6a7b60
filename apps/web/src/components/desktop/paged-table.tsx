import type { HTMLAttributes } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

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

/**
 * The desktop's server-paged table (orders, intention orders, inspections): the rows of one page, the list's empty
 * text, 共 n 条 and the pager (hidden on a single page); `rowProps` gives each row its test id and handlers.
 */
export function PagedTable<T extends { id: number }>({
  rows,
  total,
  page,
  pageSize,
  loading,
  emptyText,
  onPage,
  columns,
  rowProps,
}: PagedRows<T> & { columns: ColumnsType<T>; rowProps: (row: T) => Record<string, unknown> }) {
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText }}
      onRow={(row) => rowProps(row) as HTMLAttributes<HTMLElement>}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: onPage }}
    />
  );
}
