import { Table, Tag } from 'antd';
import { formatDate } from '@mts/shared/format';
import type { RewardItem } from '@mts/shared/schemas';

type Props = {
  rows: RewardItem[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
};

const KIND: Record<RewardItem['kind'], string> = { jf: '积分', jb: '金币' };

/** Points (积分) and coins (金币) history, paged by the server. */
export function RewardTable({ rows, total, pageNum, pageSize, loading, onPage }: Props) {
  return (
    <Table<RewardItem>
      rowKey="id"
      data-testid="reward-table"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: '暂无数据' }}
      pagination={{ current: pageNum, pageSize, total, showSizeChanger: false, onChange: onPage, showTotal: (t) => `共 ${t} 条` }}
      columns={[
        { title: '时间', dataIndex: 'createTime', render: (v: string) => formatDate(v) },
        { title: '类型', dataIndex: 'kind', render: (k: RewardItem['kind']) => <Tag color={k === 'jf' ? 'blue' : 'gold'}>{KIND[k]}</Tag> },
        { title: '说明', dataIndex: 'reason' },
        { title: '变动', dataIndex: 'amount', align: 'right', render: (n: number) => (n > 0 ? `+${n}` : String(n)) },
        { title: '变动后余额', dataIndex: 'balanceAfter', align: 'right' },
      ]}
    />
  );
}
