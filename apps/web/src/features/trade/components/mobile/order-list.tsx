import { Limits } from '@mts/shared/constants';
import type { OrderTab } from '@mts/shared/status';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useOrdersInfinite } from '../../api/get-orders';
import type { OrderListKind } from '../../api/keys';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

const EMPTY_HINT: Record<OrderListKind, string> = {
  buy: '买到的货源生成合同后，订单会显示在这里',
  sale: '卖出的货源生成合同后，订单会显示在这里',
  all: '您买入或卖出的订单会显示在这里',
  created: '您生成的合同会显示在这里',
};

/** My orders of one list and tab, page by page; each card opens the order (and the buyer's unpaid ones offer 去支付). */
export function OrderList({ kind, tab, onOpen, onOpenPath }: { kind: OrderListKind; tab: OrderTab; onOpen: (id: number) => void; onOpenPath?: (path: string) => void }) {
  const query = useOrdersInfinite(kind, { orderStatus: tab, pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  return (
    <PagedRows query={query} className={styles.list} testId="order-list" empty={<EmptyBlock className={styles.empty} testId="order-list-empty" description={EMPTY_HINT[kind]} />}>
      {(order) => <OrderCard key={order.id} order={order} onOpen={onOpen} onOpenPath={onOpenPath} />}
    </PagedRows>
  );
}
