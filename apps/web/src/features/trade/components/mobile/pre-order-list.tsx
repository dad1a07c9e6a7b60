import { Limits } from '@mts/shared/constants';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useMyPreOrdersInfinite } from '../../api/get-pre-orders';
import { PreOrderCard } from './pre-order-card';
import styles from './orders.module.css';

type PreOrderListProps = { role?: 'buyer' | 'seller'; status?: number; onOpen: (id: number) => void };

/** My intention orders (both sides, or one `role`), of one status or all, page by page; each card opens it. */
export function PreOrderList({ role, status, onOpen }: PreOrderListProps) {
  const query = useMyPreOrdersInfinite({ role, status: status as never, pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  const hint = role === 'buyer' ? '在货源详情页点击立即购买或加入购物车下单后，意向单会显示在这里' : '您提交或收到的意向单会显示在这里';
  return (
    <PagedRows query={query} className={styles.list} testId="pre-order-list" empty={<EmptyBlock className={styles.empty} testId="pre-order-list-empty" description={hint} />}>
      {(order) => <PreOrderCard key={order.id} order={order} onOpen={onOpen} />}
    </PagedRows>
  );
}
