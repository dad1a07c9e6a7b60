import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PagedTable, type PagedRows } from '@/components/desktop/paged-table';
import { formatDate } from '@mts/shared/format';
import type { PreOrderRow } from '@mts/shared/schemas';
import { sideLabel } from '../../model/order-view';
import { goodsMoneyColumns } from './trade-columns';
import { preOrderStatusText } from '../../model/pre-order-view';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import './orders.css';

type PreOrderTableProps = PagedRows<PreOrderRow> & {
  onOpen: (order: PreOrderRow) => void;
};

/** Intention orders in a table: number, goods, quantity, price, amount, my side, status, time, 详情. */
export function PreOrderTable({ onOpen, ...paged }: PreOrderTableProps) {
  const columns: ColumnsType<PreOrderRow> = [
    { title: '意向单号', dataIndex: 'orderNo', width: 180 },
    ...goodsMoneyColumns<PreOrderRow>([110, 120, 140]),
    { title: '我的身份', key: 'side', width: 100, render: (_, o) => sideLabel(o.myRole) },
    { title: '状态', key: 'status', width: 90, render: (_, o) => <StatusBadge machine={preOrderMachine} status={o.status} text={preOrderStatusText(o)} /> },
    { title: '提交时间', dataIndex: 'createTime', width: 100, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, o) => (
        <Button type="link" size="small" onClick={() => onOpen(o)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <PagedTable<PreOrderRow>
      {...paged}
      columns={columns}
      rowProps={(o) => ({ 'data-testid': 'pre-order-row', 'data-status': o.status })}
    />
  );
}
