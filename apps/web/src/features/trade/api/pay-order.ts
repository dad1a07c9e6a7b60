import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, PayFactor } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';

export type OrderStatusReply = { id: number; status: number; statusText: string };

/**
 * POST /order/pay {orderId, payPassword | smsCode, idempotencyKey}: the buyer pays from his wallet with the second
 * factor (his 支付密码, or an SMS code before one is set); the order's amount (never the client's)
 * moves from his available to his frozen balance, held in escrow, and the order goes 待付款 → 待发货. The same key
 * returns the first reply and charges nothing again.
 */
export async function payOrder(body: { orderId: number; idempotencyKey: string } & PayFactor) {
  const res = await http.post<Envelope<OrderStatusReply>>('/order/pay', body);
  return res.data.data;
}

/** The order, the lists, the staff's items and the balances reload after it, paid or refused. */
export function usePayOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: payOrder, onSettled: () => invalidateMoney(client) });
}
