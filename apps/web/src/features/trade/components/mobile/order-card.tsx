import Button from 'antd-mobile/es/components/button';
import type { OrderRow } from '@mts/shared/schemas';
import { orderStatusText, rowPayPath, sideLabel } from '../../model/order-view';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import { TradeCard } from './trade-card';
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
  return (
    <TradeCard
      order={order}
      testId="order-card"
      no={`订单号 ${order.orderNo}`}
      badge={<StatusBadge machine={orderMachine} status={order.status} text={orderStatusText(order)} testId="order-card-status" />}
      amountTestId="order-card-amount"
      side={`${sideLabel(order.myRole)} · ${order.myRole === 'buyer' ? `卖方 ${order.sellerName}` : `买方 ${order.buyerName}`}`}
      onOpen={onOpen}
    />
  );
}
