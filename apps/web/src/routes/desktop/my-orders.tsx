import { Alert, Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { ORDER_TABS } from '@mts/shared/status';
import { useOrders } from '@/features/trade/api/get-orders';
import { OrderTable } from '@/features/trade/components/desktop/order-table';
import { orderTabFromQuery } from '@/features/trade/model/order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/lib/document-title';

type Kind = 'buy' | 'sale' | 'all';
const TITLE: Record<Kind, string> = { buy: '购买订单', sale: '销售订单', all: '全部订单' };
const EMPTY: Record<Kind, string> = { buy: '暂无购买订单', sale: '暂无销售订单', all: '暂无订单' };
const DETAIL: Record<Kind, (id: number) => string> = {
  buy: (id) => `/pc/myxg/myBuyOrderDetail?id=${id}`,
  sale: (id) => `/pc/myxg/mySaleOrderDetail?id=${id}`,
  all: (id) => `/pc/myxg/myDetails?id=${id}&source=order`,
};
const PAGE_SIZE = Limits.goodsPageSize;

/** An order table with the tabs 待付款 … 全部 (?orderStatus=) and pages (?page=). */
function OrdersPage({ kind }: { kind: Kind }) {
  const [params, setParams] = useSearchParams();
  const navigate = useAppNavigate();
  const tab = orderTabFromQuery(params.get('orderStatus'));
  const page = positiveInt(params.get('page')) ?? 1;
  useDocumentTitle(TITLE[kind]);
  const list = useOrders(kind, { orderStatus: tab, pageNum: page, pageSize: PAGE_SIZE });

  return (
    <section className="pc-card" data-testid={`orders-${kind}`}>
      <h2 className="pc-page-card-title">{TITLE[kind]}</h2>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setParams({ orderStatus: key })}
        items={ORDER_TABS.map((t) => ({ key: String(t.orderStatus), label: t.title }))}
        data-testid="order-tabs"
      />
      {list.isError && !list.data ? (
        <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => list.refetch()}>重新加载</Button>} />
      ) : (
        <OrderTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={list.isFetching}
          emptyText={EMPTY[kind]}
          onPage={(p) => setParams({ orderStatus: String(tab), ...(p > 1 ? { page: String(p) } : {}) })}
          onOpen={(o) => navigate(DETAIL[kind](o.id))}
          onOpenPath={(path) => navigate(`/pc${path}`)}
        />
      )}
    </section>
  );
}

/** /pc/myxg/myBuyOrderList?orderStatus=: orders where I am the buyer. */
export const BuyOrdersPage = () => <OrdersPage kind="buy" />;
/** /pc/myxg/mySaleOrderList?orderStatus=: orders where I am the seller. */
export const SaleOrdersPage = () => <OrdersPage kind="sale" />;
/** /pc/myorder: my orders on either side. */
export const AllOrdersPage = () => <OrdersPage kind="all" />;
