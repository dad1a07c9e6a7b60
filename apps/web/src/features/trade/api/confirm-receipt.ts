import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';
import type { OrderStatusReply } from './pay-order';

/**
 * POST /order/confirmReceipt {orderId, idempotencyKey}: the buyer confirms receipt, 待收货 → 已完成; the escrow is
 * settled to the seller less the platform fee.
 */
export async function confirmReceipt(body: { orderId: number; idempotencyKey: string }) {
  const res = await http.post<Envelope<OrderStatusReply>>('/order/confirmReceipt', body);
  return res.data.data;
}

export function useConfirmReceipt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmReceipt, onSettled: () => invalidateMoney(client) });
}
