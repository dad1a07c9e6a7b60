import { Alert, Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { useMyPreOrders } from '@/features/trade/api/get-pre-orders';
import { PreOrderTable } from '@/features/trade/components/desktop/pre-order-table';
import { PRE_ORDER_FILTERS, preOrderFilterFromQuery } from '@/features/trade/model/pre-order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/lib/document-title';

const PAGE_SIZE = Limits.goodsPageSize;

/** Intention orders, one side (`role`) or both, with the status tabs (?status=) and pages (?page=). */
function PreOrdersPage({ role, title }: { role?: 'buyer'; title: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useAppNavigate();
  const status = preOrderFilterFromQuery(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  useDocumentTitle(title);
  const list = useMyPreOrders({ role, status: status as never, pageNum: page, pageSize: PAGE_SIZE });

  return (
    <section className="pc-card" data-testid={role ? 'pre-orders-buyer' : 'pre-orders'}>
      <h2 className="pc-page-card-title">{title}</h2>
      <Tabs
        activeKey={String(status ?? 'all')}
        onChange={(key) => setParams(key === 'all' ? {} : { status: key })}
        items={PRE_ORDER_FILTERS.map((f) => ({ key: String(f.value ?? 'all'), label: f.title }))}
        data-testid="pre-order-filters"
      />
      {list.isError && !list.data ? (
        <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => list.refetch()}>重新加载</Button>} />
      ) : (
        <PreOrderTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={list.isFetching}
          emptyText="暂无意向单"
          onPage={(p) => setParams({ ...(status ? { status: String(status) } : {}), ...(p > 1 ? { page: String(p) } : {}) })}
          onOpen={(o) => navigate(`/pc/preOrderDetail/${o.id}`)}
        />
      )}
    </section>
  );
}

/** /pc/myxg/myOrderIntention: my intention orders, both sides. */
export const IntentionsPage = () => <PreOrdersPage title="我的意向单" />;
/** /pc/myxg/myPreOrderList: 我是买家. */
export const BuyerPreOrdersPage = () => <PreOrdersPage role="buyer" title="我是买家" />;
