import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { REQUEST_PAGE_SIZE } from '../../api/get-deposits';
import { depositMachine, withdrawalMachine } from '@mts/shared/status';
import { ListLoadError } from '@/components/desktop/list-load-error';
import { StatusBadge } from '@/components/desktop/status-badge';

/** A request row as the tables show it: deposits and withdrawals alike. */
type RequestRow = { id: number; time: string; amount: string; status: number; statusText: string };

type PageQuery<R> = {
  data: { rows: R[]; total: number } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type RequestTableProps<R, V extends RequestRow> = {
  /** The page query of the list (it holds the page number, from 1). */
  usePage: (page: number) => PageQuery<R>;
  toView: (row: R) => V;
  /** The columns between 金额 and 状态 (the reference, the payee). */
  middle: ColumnsType<V>;
  /** The 说明 column's cell. */
  note: (row: V) => ReactNode;
  /** deposit / withdrawal: the test ids `${kind}-list`, `${kind}-row` and `${kind}-status`. */
  kind: 'deposit' | 'withdrawal';
  emptyText: string;
  amountWidth: number;
  expandable?: TableProps<V>['expandable'];
};

/**
 * My deposits or withdrawals on the desktop wallet: 申请时间, 金额, the request's own columns, 状态 (the machine's
 * badge) and 说明, five a page, newest first; a failed load says so with 重新加载.
 */
export function RequestTable<R, V extends RequestRow>({ usePage, toView, middle, note, kind, emptyText, amountWidth, expandable }: RequestTableProps<R, V>) {
  const [page, setPage] = useState(1);
  const query = usePage(page);
  const rows = (query.data?.rows ?? []).map(toView);
  const columns: ColumnsType<V> = [
    { title: '申请时间', dataIndex: 'time', width: 150 },
    { title: '金额', key: 'amount', width: amountWidth, align: 'right', render: (_, r) => <strong>{r.amount}</strong> },
    ...middle,
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, r) => (
        <StatusBadge machine={kind === 'deposit' ? depositMachine : withdrawalMachine} status={r.status} text={r.statusText} testId={`${kind}-status`} />
      ),
    },
    { title: '说明', key: 'note', render: (_, r) => note(r) },
  ];
  if (query.isError && !query.data) return <ListLoadError onRetry={query.refetch} />;
  return (
    <Table<V>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={query.isFetching}
      locale={{ emptyText }}
      data-testid={`${kind}-list`}
      onRow={() => ({ 'data-testid': `${kind}-row` }) as HTMLAttributes<HTMLElement>}
      expandable={expandable}
      pagination={{ current: page, pageSize: REQUEST_PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPage }}
    />
  );
}
