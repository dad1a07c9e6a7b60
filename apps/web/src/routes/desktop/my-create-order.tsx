import { Button, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable } from '@/components/desktop/paged-table';
import { formatDate, formatPrice, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { OrderRow } from '@mts/shared/schemas';
import { ORDER_NEXT_STEP, ORDER_TABS, orderMachine, type OrderStatusCode } from '@mts/shared/status';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { useOrders } from '@/features/trade/api/get-orders';
import { useOrderListQuery } from '@/features/trade/model/order-pages';
import { isFinishedOrderStatus } from '@/features/trade/model/order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/staff.css';

const PAGE_SIZE = 10;

/** /pc/sw/myCreateOrder (user centre): the orders whose contract this business follower drew up, by the order tabs. */
export function MyCreateOrderPage() {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const { filter: tab, page, setFilter, setPage } = useOrderListQuery();
  useDocumentTitle('我生成的订单');
  const list = useOrders('created', { orderStatus: tab, pageNum: page, pageSize: PAGE_SIZE });

  const columns: ColumnsType<OrderRow> = [
    {
      title: '订单号 / 合同号',
      key: 'no',
      width: 210,
      render: (_, o) => (
        <div>
          <div>{o.orderNo}</div>
          <small className="pc-staff-muted">{o.contractNo}</small>
        </div>
      ),
    },
    { title: '型号', key: 'model', render: (_, o) => <strong>{o.goodsModel || o.goodsName}</strong> },
    { title: '卖方 / 买方', key: 'parties', width: 180, render: (_, o) => `${o.sellerName || '—'} / ${o.buyerName || '—'}` },
    { title: '数量 × 单价', key: 'qty', width: 190, render: (_, o) => `${formatQuantity(o.quantity)} × ${formatPrice(o.price, o.priceUnit)}` },
    { title: '金额', key: 'amount', width: 150, align: 'right', render: (_, o) => <b className="pc-pool-price">{formatPrice(o.amount, o.priceUnit)}</b> },
    {
      title: '状态 / 下一步',
      key: 'status',
      width: 260,
      render: (_, o) => {
        const next = ORDER_NEXT_STEP[o.status as OrderStatusCode];
        return (
          <div data-testid="created-order-status">
            <StatusBadge machine={orderMachine} status={o.status} text={o.statusText} />
            {next?.who && !isFinishedOrderStatus(o.status) ? <small className="pc-staff-muted">{next.who}</small> : null}
          </div>
        );
      },
    },
    { title: '生成时间', dataIndex: 'createTime', width: 160, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
    {
      title: '操作',
      key: 'open',
      width: 80,
      render: (_, o) =>
        isAvailable(`/pc${orderDetailPath(o.id)}`) ? (
          <Button type="link" size="small" onClick={() => navigate(`/pc${orderDetailPath(o.id)}`)}>
            查看
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="pc-card" data-testid="my-create-order">
      <h2 className="pc-page-card-title">我生成的订单</h2>
      <p className="pc-page-card-sub">作为买方商务起草合同的订单；卖方商务确认后进入待付款。</p>
      <Tabs
        activeKey={String(tab)}
        onChange={setFilter}
        items={ORDER_TABS.map((t) => ({ key: String(t.orderStatus), label: t.title }))}
      />
      <QueryTable<OrderRow>
        query={list}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        emptyText={Msg.empty}
        rowProps={(o) => ({ 'data-testid': 'created-order', 'data-id': o.id })}
        onPage={setPage}
      />
    </section>
  );
}
