import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PagedTable, type PagedRows } from '@/components/desktop/paged-table';
import { formatDate } from '@mts/shared/format';
import type { OrderRow } from '@mts/shared/schemas';
import { orderStatusText, rowPayPath, sideLabel } from '../../model/order-view';
import { goodsMoneyColumns } from './trade-columns';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import './orders.css';

type OrderTableProps = PagedRows<OrderRow> & {
  onOpen: (order: OrderRow) => void;
  /** Opens a site path (phone form; the page adds /pc): 去支付 on the buyer's order awaiting payment. */
  onOpenPath?: (path: string) => void;
};

/** Orders in a table: number, goods, quantity, price, amount, my side and the other party, status, time, 详情 (and 去支付 for the buyer's unpaid ones). */
export function OrderTable({ onOpen, onOpenPath, ...paged }: OrderTableProps) {
  const columns: ColumnsType<OrderRow> = [
    { title: '订单号', dataIndex: 'orderNo', width: 180 },
    ...goodsMoneyColumns<OrderRow>([100, 110, 120]),
    {
      title: '交易方',
      key: 'party',
      width: 160,
      render: (_, o) => (
        <div className="pc-trade-model">
          <span>{sideLabel(o.myRole)}</span>
          {o.myRole === 'buyer' ? `卖方 ${o.sellerName}` : o.myRole === 'seller' ? `买方 ${o.buyerName}` : `${o.buyerName} ← ${o.sellerName}`}
        </div>
      ),
    },
    { title: '状态', key: 'status', width: 96, render: (_, o) => <StatusBadge machine={orderMachine} status={o.status} text={orderStatusText(o)} /> },
    { title: '下单时间', dataIndex: 'createTime', width: 100, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, o) => {
        const pay = onOpenPath ? rowPayPath(o) : null;
        return (
          <>
            <Button type="link" size="small" onClick={() => onOpen(o)}>
              详情
            </Button>
            {pay && (
              <Button type="link" size="small" onClick={() => onOpenPath?.(pay)} data-testid="order-row-pay">
                去支付
              </Button>
            )}
          </>
        );
      },
    },
  ];
  return (
    <PagedTable<OrderRow>
      {...paged}
      columns={columns}
      rowProps={(o) => ({ 'data-testid': 'order-row', 'data-status': o.status })}
    />
  );
}
