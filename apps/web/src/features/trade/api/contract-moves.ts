import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, GenerateContractInput } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateTrade } from './keys';

type StatusReply = { id: number; status: number; statusText: string };
export type GeneratedContract = { orderId: number; orderNo: string; contractNo: string; status: number; statusText: string };

/** POST /order/generateContract: the buyer-side business follower (model 2 item) → an order 待确认合同 with its number. */
export async function generateContract(body: GenerateContractInput) {
  const res = await http.post<Envelope<GeneratedContract>>('/order/generateContract', body);
  return res.data.data;
}

/** POST /order/confirmContract {orderId, followId}: the seller-side business follower (model 1, orderId > 0) → 待付款, contract frozen. */
export async function confirmContract(body: { orderId: number; followId: number }) {
  const res = await http.post<Envelope<StatusReply>>('/order/confirmContract', body);
  return res.data.data;
}

/** POST /order/rejectContract {orderId, followId, reason}: the seller side returns the draft → 已关闭; the buyer side may draw it again. */
export async function rejectContract(body: { orderId: number; followId: number; reason: string }) {
  const res = await http.post<Envelope<StatusReply>>('/order/rejectContract', body);
  return res.data.data;
}

const useContractMove = <TBody, TResult>(fn: (body: TBody) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateTrade(client) });
};

export const useGenerateContract = () => useContractMove(generateContract);
export const useConfirmContract = () => useContractMove(confirmContract);
export const useRejectContract = () => useContractMove(rejectContract);
