import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeInfo, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';

/**
 * POST /order/dispute {orderId, reason}: the buyer or the seller asks the platform to decide a paid, unfinished
 * order (纠纷); ship, receipt, cancel and refund are held until an operator decides. Not a money move (no key): one
 * open dispute per order, the server refuses a second.
 */
export async function openDispute(body: { orderId: number; reason: string }) {
  const res = await http.post<Envelope<DisputeInfo>>('/order/dispute', body);
  return res.data;
}

export function useOpenDispute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: openDispute, onSettled: () => invalidateMoney(client) });
}
