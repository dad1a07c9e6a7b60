import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, ShipBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';
import type { OrderStatusReply } from './pay-order';

/** POST /order/ship {orderId, carrier, trackingNo}: the seller or his side's business follower, 待发货 → 待验货. */
export async function shipOrder(body: ShipBody) {
  const res = await http.post<Envelope<OrderStatusReply>>('/order/ship', body);
  return res.data.data;
}

export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: shipOrder, onSettled: () => invalidateMoney(client) });
}
