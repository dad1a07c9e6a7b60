import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, ExternalPayBody, TransferRecord } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';

/**
 * POST /order/externalPay {orderId, amount, payerName, paidAt, receiptUrl, idempotencyKey}: the buyer or his side's
 * business follower records the bank transfer he made (待确认). Nothing moves until an operator confirms it.
 */
export async function recordTransfer(body: ExternalPayBody & { idempotencyKey: string }) {
  const res = await http.post<Envelope<TransferRecord>>('/order/externalPay', body);
  return res.data.data;
}

export function useRecordTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordTransfer, onSettled: () => invalidateMoney(client) });
}
