import { formatDate } from '@mts/shared/format';
import type { PreOrderRow } from '@mts/shared/schemas';
import { goodsSubtitle, moneyText, sideLabel } from '../../model/order-view';
import { preOrderStatusText } from '../../model/pre-order-view';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './orders.module.css';

/** One intention order in a phone list: number, status, part number, goods, quantity × price = amount, my side, time. */
export function PreOrderCard({ order, onOpen }: { order: PreOrderRow; onOpen: (id: number) => void }) {
  const money = moneyText(order);
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(order.id)} data-testid="pre-order-card">
      <div className={styles.head}>
        <span className={styles.no}>意向单号 {order.orderNo}</span>
        <StatusBadge machine={preOrderMachine} status={order.status} text={preOrderStatusText(order)} testId="pre-order-card-status" />
      </div>
      <div className={styles.model}>{order.goodsModel || order.goodsName}</div>
      <div className={styles.meta}>{goodsSubtitle(order)}</div>
      <div className={styles.money}>
        <span>
          {money.price} × {money.quantity}
        </span>
        <span className={styles.amount}>{money.amount}</span>
      </div>
      <div className={styles.foot}>
        <span className={styles.side}>{sideLabel(order.myRole)}</span>
        <span>{formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}</span>
      </div>
    </button>
  );
}
