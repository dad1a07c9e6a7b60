import { Button, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { STATEMENT_PAGE_SIZE, useStatementPage } from '../../api/get-statement';
import { isCurrency } from '../../model/accounts';
import { CURRENCY_OPTIONS, KIND_OPTIONS, orderDetailPath, statementRowView, type StatementFilter, type StatementRowView } from '../../model/statement';
import type { LedgerKind } from '@mts/shared/constants';
import './wallet.css';
import { ListLoadError } from '@/components/desktop/list-load-error';

type Props = { filter: StatementFilter; page: number; onFilter: (filter: StatementFilter) => void; onPage: (page: number) => void };

const deltaCell = (row: StatementRowView, label: '可用' | '冻结') => {
  const d = row.deltas.find((x) => x.label === label);
  return d ? <span className={d.direction === 'in' ? 'pc-wallet-in' : 'pc-wallet-out'}>{d.text}</span> : <span className="pc-wallet-muted">—</span>;
};

/** 资金明细: my ledger rows, newest first, filtered by kind and currency, paged by the server. */
export function StatementTable({ filter, page, onFilter, onPage }: Props) {
  const query = useStatementPage(filter, page);
  const rows = (query.data?.rows ?? []).map(statementRowView);
  const columns: ColumnsType<StatementRowView> = [
    { title: '时间', dataIndex: 'time', width: 150 },
    {
      title: '类型',
      key: 'kind',
      width: 200,
      render: (_, r) => (
        <span className="pc-wallet-kind">
          {r.kindText}
          <span className="pc-wallet-unit">{r.currency}</span>
        </span>
      ),
    },
    { title: '可用变动', key: 'available', width: 130, align: 'right', render: (_, r) => deltaCell(r, '可用') },
    { title: '冻结变动', key: 'frozen', width: 130, align: 'right', render: (_, r) => deltaCell(r, '冻结') },
    { title: '可用余额', dataIndex: 'availableAfter', width: 130, align: 'right' },
    { title: '冻结余额', dataIndex: 'frozenAfter', width: 120, align: 'right' },
    {
      title: '关联订单',
      key: 'order',
      width: 170,
      render: (_, r) =>
        r.orderId !== null ? (
          <Link to={orderDetailPath(r.orderId, 'desktop')} data-testid="statement-order">
            {r.orderNo}
          </Link>
        ) : (
          <span className="pc-wallet-muted">—</span>
        ),
    },
    { title: '备注', dataIndex: 'memo', ellipsis: true },
  ];
  const filtered = Boolean(filter.kind) || filter.priceUnit !== undefined;
  return (
    <div data-testid="statement">
      <div className="pc-wallet-filters">
        <Select<LedgerKind | ''>
          value={filter.kind ?? ''}
          options={KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(kind) => onFilter({ ...filter, kind: kind || undefined })}
          style={{ width: 180 }}
          aria-label="明细类型"
          data-testid="statement-kind-filter"
        />
        <Select<number | ''>
          value={filter.priceUnit ?? ''}
          options={CURRENCY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(unit) => onFilter({ ...filter, priceUnit: isCurrency(unit) ? unit : undefined })}
          style={{ width: 140 }}
          aria-label="币种"
          data-testid="statement-unit-filter"
        />
        {filtered ? (
          <Button type="link" onClick={() => onFilter({})}>
            清除筛选
          </Button>
        ) : null}
      </div>
      {query.isError && !query.data ? (
        <ListLoadError onRetry={query.refetch} />
      ) : (
        <Table<StatementRowView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          locale={{ emptyText: filtered ? '没有符合条件的明细' : '暂无资金明细' }}
          onRow={(r) => ({ 'data-testid': 'statement-row', 'data-kind': r.kind }) as HTMLAttributes<HTMLElement>}
          pagination={{ current: page, pageSize: STATEMENT_PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: onPage }}
        />
      )}
    </div>
  );
}
