import type { PreOrderRow } from '@mts/shared/schemas';
import { sideLabel } from '../../model/order-view';
import { preOrderStatusText } from '../../model/pre-order-view';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import { TradeCard } from './trade-card';

/** One intention order in a phone list: number, status, part number, goods, quantity × price = amount, my side, time. */
export function PreOrderCard({ order, onOpen }: { order: PreOrderRow; onOpen: (id: number) => void }) {
  return (
    <TradeCard
      order={order}
      testId="pre-order-card"
      no={`意向单号 ${order.orderNo}`}
      badge={<StatusBadge machine={preOrderMachine} status={order.status} text={preOrderStatusText(order)} testId="pre-order-card-status" />}
      side={sideLabel(order.myRole)}
      onOpen={onOpen}
    />
  );
}
