import type { ReactNode } from 'react';
import { formatDate } from '@mts/shared/format';
import { goodsSubtitle, moneyText } from '../../model/order-view';
import styles from './orders.module.css';

type CardOrder = Parameters<typeof goodsSubtitle>[0] & Parameters<typeof moneyText>[0] & { id: number; goodsModel: string; goodsName: string; createTime: string };

type TradeCardProps = {
  order: CardOrder;
  testId: string;
  /** The number line (订单号 …, 意向单号 …) and the status badge. */
  no: string;
  badge: ReactNode;
  amountTestId?: string;
  /** My side (and the other party). */
  side: ReactNode;
  onOpen: (id: number) => void;
};

/** An order or intention order in a phone list: number, status, part number, goods, price × quantity = amount, my side, time. */
export function TradeCard({ order, testId, no, badge, amountTestId, side, onOpen }: TradeCardProps) {
  const money = moneyText(order);
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(order.id)} data-testid={testId}>
      <div className={styles.head}>
        <span className={styles.no}>{no}</span>
        {badge}
      </div>
      <div className={styles.model}>{order.goodsModel || order.goodsName}</div>
      <div className={styles.meta}>{goodsSubtitle(order)}</div>
      <div className={styles.money}>
        <span>
          {money.price} × {money.quantity}
        </span>
        <span className={styles.amount} data-testid={amountTestId}>
          {money.amount}
        </span>
      </div>
      <div className={styles.foot}>
        <span className={styles.side}>{side}</span>
        <span>{formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}</span>
      </div>
    </button>
  );
}
