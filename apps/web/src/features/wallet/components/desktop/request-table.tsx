import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useState, type HTMLAttributes } from 'react';
import { REQUEST_PAGE_SIZE, useDepositPage } from '../../api/get-deposits';
import { useWithdrawalPage } from '../../api/get-withdrawals';
import { depositView, withdrawalView, type DepositView, type WithdrawalView } from '../../model/requests';
import { depositMachine, withdrawalMachine } from '@mts/shared/status';
import { ListLoadError } from '@/components/desktop/list-load-error';
import { StatusBadge } from '@/components/desktop/status-badge';

type Views = { deposit: DepositView; withdrawal: WithdrawalView };
type Kind = keyof Views;

/** Where each list comes from and how it reads: the page query, the row's view, the empty text, the amount's width. */
const KINDS = {
  deposit: { usePage: useDepositPage, toView: depositView, emptyText: '暂无充值记录', amountWidth: 160, machine: depositMachine },
  withdrawal: { usePage: useWithdrawalPage, toView: withdrawalView, emptyText: '暂无提现记录', amountWidth: 150, machine: withdrawalMachine },
} as const;

type RequestTableProps<K extends Kind> = {
  /** deposit / withdrawal: the list, and the test ids `${kind}-list`, `${kind}-row`, `${kind}-status` and `${kind}-note`. */
  kind: K;
  /** The columns between 金额 and 状态 (the reference, the slip, the payee). */
  middle: ColumnsType<Views[K]>;
  expandable?: TableProps<Views[K]>['expandable'];
};

/**
 * My deposits or withdrawals on the desktop wallet: 申请时间, 金额, the request's own columns, 状态 (the machine's
 * badge) and 说明, five a page, newest first; a failed load says so with 重新加载.
 */
export function RequestTable<K extends Kind>({ kind, middle, expandable }: RequestTableProps<K>) {
  type V = Views[K];
  const { usePage, toView, emptyText, amountWidth, machine } = KINDS[kind];
  const [page, setPage] = useState(1);
  const query = usePage(page);
  const rows = ((query.data?.rows ?? []) as Parameters<typeof toView>[0][]).map((r) => (toView as (row: typeof r) => V)(r));
  const columns: ColumnsType<V> = [
    { title: '申请时间', dataIndex: 'time', width: 150 },
    { title: '金额', key: 'amount', width: amountWidth, align: 'right', render: (_, r) => <strong>{r.amount}</strong> },
    ...middle,
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, r) => (
        <StatusBadge machine={machine} status={r.status} text={r.statusText} testId={`${kind}-status`} />
      ),
    },
    {
      title: '说明',
      key: 'note',
      render: (_, r) => (
        <span className={r.tone === 'refused' ? 'pc-wallet-refused' : undefined} data-testid={`${kind}-note`}>
          {r.note}
        </span>
      ),
    },
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
