import Button from 'antd-mobile/es/components/button';
import { formatDate } from '@mts/shared/format';
import type { OrderRow } from '@mts/shared/schemas';
import { goodsSubtitle, moneyText, orderStatusText, rowPayPath, sideLabel } from '../../model/order-view';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './orders.module.css';

type OrderCardProps = {
  order: OrderRow;
  onOpen: (id: number) => void;
  /** Opens a site path: 去支付 on the buyer's order awaiting payment. */
  onOpenPath?: (path: string) => void;
};

/**
 * One order in a phone list: number, status, part number, goods, quantity × price = amount, my side, time; the
 * buyer's order awaiting payment adds 去支付.
 */
export function OrderCard({ order, onOpen, onOpenPath }: OrderCardProps) {
  const pay = onOpenPath ? rowPayPath(order) : null;
  const card = <OrderCardBody order={order} onOpen={onOpen} />;
  if (!pay) return card;
  return (
    <div className={styles.cardWithPay}>
      {card}
      <div className={styles.cardPay}>
        <Button size="small" color="primary" shape="rounded" onClick={() => onOpenPath?.(pay)} data-testid="order-card-pay">
          去支付
        </Button>
      </div>
    </div>
  );
}

function OrderCardBody({ order, onOpen }: Pick<OrderCardProps, 'order' | 'onOpen'>) {
  const money = moneyText(order);
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(order.id)} data-testid="order-card">
      <div className={styles.head}>
        <span className={styles.no}>订单号 {order.orderNo}</span>
        <StatusBadge machine={orderMachine} status={order.status} text={orderStatusText(order)} testId="order-card-status" />
      </div>
      <div className={styles.model}>{order.goodsModel || order.goodsName}</div>
      <div className={styles.meta}>{goodsSubtitle(order)}</div>
      <div className={styles.money}>
        <span>
          {money.price} × {money.quantity}
        </span>
        <span className={styles.amount} data-testid="order-card-amount">
          {money.amount}
        </span>
      </div>
      <div className={styles.foot}>
        <span className={styles.side}>
          {sideLabel(order.myRole)} · {order.myRole === 'buyer' ? `卖方 ${order.sellerName}` : `买方 ${order.buyerName}`}
        </span>
        <span>{formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}</span>
      </div>
    </button>
  );
}
