import { Tabs } from 'antd';
import { Limits } from '@mts/shared/constants';
import { useMyPreOrders } from '@/features/trade/api/get-pre-orders';
import { PreOrderTable } from '@/features/trade/components/desktop/pre-order-table';
import { usePreOrderListQuery } from '@/features/trade/model/order-pages';
import { PRE_ORDER_FILTERS, preOrderDetailPath } from '@/features/trade/model/pre-order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { ListLoadError } from '@/components/desktop/list-load-error';

const PAGE_SIZE = Limits.goodsPageSize;

/** Intention orders, one side (`role`) or both, with the status tabs (?status=) and pages (?page=). */
function PreOrdersPage({ role, title }: { role?: 'buyer'; title: string }) {
  const navigate = useAppNavigate();
  const { filter: status, page, setFilter, setPage } = usePreOrderListQuery();
  useDocumentTitle(title);
  const list = useMyPreOrders({ role, status: status as never, pageNum: page, pageSize: PAGE_SIZE });

  return (
    <section className="pc-card" data-testid={role ? 'pre-orders-buyer' : 'pre-orders'}>
      <h2 className="pc-page-card-title">{title}</h2>
      <Tabs
        activeKey={String(status ?? 'all')}
        onChange={(key) => setFilter(key === 'all' ? undefined : key)}
        items={PRE_ORDER_FILTERS.map((f) => ({ key: String(f.value ?? 'all'), label: f.title }))}
        data-testid="pre-order-filters"
      />
      {list.isError && !list.data ? (
        <ListLoadError onRetry={list.refetch} />
      ) : (
        <PreOrderTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={list.isFetching}
          emptyText="暂无意向单"
          onPage={setPage}
          onOpen={(o) => navigate(`/pc${preOrderDetailPath(o.id)}`)}
        />
      )}
    </section>
  );
}

/** /pc/myxg/myOrderIntention: my intention orders, both sides. */
export const IntentionsPage = () => <PreOrdersPage title="我的意向单" />;
/** /pc/myxg/myPreOrderList: 我是买家. */
export const BuyerPreOrdersPage = () => <PreOrdersPage role="buyer" title="我是买家" />;
