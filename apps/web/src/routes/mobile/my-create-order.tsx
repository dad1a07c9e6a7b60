import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { formatDate, formatPrice, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { OrderRow } from '@mts/shared/schemas';
import { ORDER_NEXT_STEP, ORDER_TABS, orderMachine, type OrderStatusCode } from '@mts/shared/status';
import { PagedList } from '@/components/mobile/paged-list';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { useOrdersInfinite } from '@/features/trade/api/get-orders';
import { useOrderListQuery } from '@/features/trade/model/order-pages';
import { StatusBadge } from '@/components/mobile/status-badge';
import { loadedRows } from '@/lib/infinite';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useBack } from '@/components/mobile/navigation';
import styles from './sw-home.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

function OrderCard({ order, onOpen }: { order: OrderRow; onOpen?: () => void }) {
  const next = ORDER_NEXT_STEP[order.status as OrderStatusCode];
  return (
    <button type="button" className={styles.card} onClick={onOpen} disabled={!onOpen} data-testid="created-order" data-id={order.id}>
      <div className={styles.cardHead}>
        <span>{order.orderNo}</span>
        <StatusBadge machine={orderMachine} status={order.status} text={order.statusText} />
      </div>
      <div className={styles.cardModel}>{order.goodsModel || order.goodsName}</div>
      <div className={styles.cardMeta}>
        意向单 {order.preOrderNo} · 卖方 {order.sellerName || '—'} · 买方 {order.buyerName || '—'}
      </div>
      <div className={styles.cardFoot}>
        <span className={styles.cardMeta}>
          {formatQuantity(order.quantity)} pcs × {formatPrice(order.price, order.priceUnit)}
        </span>
        <span className={styles.cardAmount}>{formatPrice(order.amount, order.priceUnit)}</span>
      </div>
      {next?.text && <div className={styles.cardNext}>{next.who ? `${next.who}：${next.text}` : next.text}</div>}
      <div className={`${styles.cardHead} ${styles.cardFootNote}`}>
        <span>合同 {order.contractNo}</span>
        <span>{formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}</span>
      </div>
    </button>
  );
}

function CreatedList({ orderStatus }: { orderStatus: number }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const query = useOrdersInfinite('created', { orderStatus: orderStatus as 0 | 1 | 2 | 3 | 4, pageSize: 10 }, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);
  return (
    <PagedList query={query} rowCount={rows.length} empty={<ErrorBlock status="empty" title={Msg.empty} description="抢到买方商务单并生成合同后，订单会出现在这里" className={styles.empty} data-testid="created-empty" />}>
      <div className={styles.list} data-testid="created-list">
        {rows.map((o) => {
          const path = orderDetailPath(o.id);
          return <OrderCard key={o.id} order={o} onOpen={isAvailable(path) ? () => navigate(path) : undefined} />;
        })}
      </div>
    </PagedList>
  );
}

/** /sw/myCreateOrder: the orders whose contract this business follower drew up, by the order tabs (?orderStatus=). */
export function Component() {
  const back = useBack();
  const { filter: tab, setFilter } = useOrderListQuery({ replace: true });
  return (
    <div className={styles.page} data-testid="my-create-order">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          我生成的订单
        </NavBar>
        <Tabs activeKey={String(tab)} onChange={setFilter}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={String(t.orderStatus)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <CreatedList key={tab} orderStatus={tab} />
    </div>
  );
}
