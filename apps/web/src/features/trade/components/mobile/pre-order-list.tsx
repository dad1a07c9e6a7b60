import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useMyPreOrdersInfinite } from '../../api/get-pre-orders';
import { PreOrderCard } from './pre-order-card';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type PreOrderListProps = { role?: 'buyer' | 'seller'; status?: number; onOpen: (id: number) => void };

/** My intention orders (both sides, or one `role`), of one status or all, page by page; each card opens it. */
export function PreOrderList({ role, status, onOpen }: PreOrderListProps) {
  const query = useMyPreOrdersInfinite({ role, status: status as never, pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <div className={styles.empty} data-testid="pre-order-list-empty">
          <ErrorBlock
            status="empty"
            title={Msg.empty}
            description={role === 'buyer' ? '在货源详情页点击立即购买或加入购物车下单后，意向单会显示在这里' : '您提交或收到的意向单会显示在这里'}
          />
        </div>
      }
    >
      <div className={styles.list} data-testid="pre-order-list">
        {rows.map((order) => (
          <PreOrderCard key={order.id} order={order} onOpen={onOpen} />
        ))}
      </div>
    </PagedList>
  );
}
