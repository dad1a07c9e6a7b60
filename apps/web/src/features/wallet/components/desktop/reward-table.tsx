import { Segmented, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { REWARD_PAGE_SIZE, useRewardPage } from '../../api/get-reward-list';
import { REWARD_FILTERS, rewardRowView, type RewardKind, type RewardRowView } from '../../model/rewards';
import { orderDetailPath } from '../../model/statement';
import './wallet.css';
import { ListLoadError } from '@/components/desktop/list-load-error';

/** 积分与金币明细: points and coins earned, filtered by kind, paged by the server; each linked to its order. */
export function RewardTable({ kind, onKind }: { kind: RewardKind | undefined; onKind: (kind: RewardKind | undefined) => void }) {
  const [page, setPage] = useState(1);
  const query = useRewardPage(kind, page);
  const rows = (query.data?.rows ?? []).map(rewardRowView);
  const columns: ColumnsType<RewardRowView> = [
    { title: '时间', dataIndex: 'time', width: 150 },
    { title: '类型', key: 'kind', width: 80, render: (_, r) => <Tag color={r.kind === 'jf' ? 'blue' : 'gold'}>{r.kindLabel}</Tag> },
    { title: '说明', dataIndex: 'reason' },
    { title: '变动', key: 'change', width: 130, align: 'right', render: (_, r) => <span className={r.direction === 'in' ? 'pc-wallet-in' : 'pc-wallet-out'}>{r.change}</span> },
    { title: '变动后余额', dataIndex: 'balanceAfter', width: 110, align: 'right' },
    {
      title: '关联订单',
      key: 'order',
      width: 190,
      render: (_, r) =>
        r.orderId !== null ? (
          <Link to={orderDetailPath(r.orderId, 'desktop')} data-testid="reward-order">
            {r.orderNo}
          </Link>
        ) : (
          <span className="pc-wallet-muted">—</span>
        ),
    },
  ];
  return (
    <div data-testid="reward-pane">
      <div className="pc-wallet-filters">
        <Segmented<RewardKind | ''>
          value={kind ?? ''}
          options={REWARD_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(v) => {
            setPage(1);
            onKind(v || undefined);
          }}
          data-testid="reward-filter"
        />
      </div>
      {query.isError && !query.data ? (
        <ListLoadError onRetry={query.refetch} />
      ) : (
        <Table<RewardRowView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          locale={{ emptyText: '暂无积分金币明细' }}
          data-testid="reward-list"
          onRow={() => ({ 'data-testid': 'reward-item' }) as HTMLAttributes<HTMLElement>}
          pagination={{ current: page, pageSize: REWARD_PAGE_SIZE, total: query.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条`, onChange: setPage }}
        />
      )}
    </div>
  );
}
