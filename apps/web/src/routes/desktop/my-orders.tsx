import { Tabs } from 'antd';
import { Limits } from '@mts/shared/constants';
import { ORDER_TABS } from '@mts/shared/status';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { useOrders } from '@/features/trade/api/get-orders';
import { OrderTable } from '@/features/trade/components/desktop/order-table';
import { ORDER_LIST_EMPTY, ORDER_LIST_TITLE, orderListDetailPath, useOrderListQuery, type OrderPageKind } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { ListLoadError } from '@/components/desktop/list-load-error';

const PAGE_SIZE = Limits.goodsPageSize;

/** An order table with the tabs 待付款 … 全部 (?orderStatus=) and pages (?page=). */
function OrdersPage({ kind }: { kind: OrderPageKind }) {
  const navigate = useAppNavigate();
  const { filter: tab, page, setFilter, setPage } = useOrderListQuery();
  useDocumentTitle(ORDER_LIST_TITLE[kind]);
  const list = useOrders(kind, { orderStatus: tab, pageNum: page, pageSize: PAGE_SIZE });

  return (
    <section className="pc-card" data-testid={`orders-${kind}`}>
      <h2 className="pc-page-card-title">{ORDER_LIST_TITLE[kind]}</h2>
      <Tabs activeKey={String(tab)} onChange={setFilter} items={ORDER_TABS.map((t) => ({ key: String(t.orderStatus), label: t.title }))} data-testid="order-tabs" />
      {list.isError && !list.data ? (
        <ListLoadError onRetry={list.refetch} />
      ) : (
        <OrderTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={list.isFetching}
          emptyText={ORDER_LIST_EMPTY[kind]}
          onPage={setPage}
          onOpen={(o) => navigate(`/pc${orderListDetailPath(kind, o.id)}`)}
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
