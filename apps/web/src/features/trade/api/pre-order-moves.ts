import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, PreOrderEditBody, PreOrderRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateTrade } from './keys';

type StatusReply = { id: number; status: number; statusText: string };

/** POST /preOrder/confirm {id}: the negotiator holding its item (待确认 → 已确认). */
export async function confirmPreOrder(id: number) {
  const res = await http.post<Envelope<StatusReply>>('/preOrder/confirm', { id });
  return res.data.data;
}

/** POST /preOrder/edit {id, …changes, note}: the negotiator of a quote (model 2) while 待确认; each change kept as a revision. */
export async function editPreOrder(body: Partial<PreOrderEditBody> & { id: number }) {
  const res = await http.post<Envelope<PreOrderRow>>('/preOrder/edit', body);
  return res.data.data;
}

/** POST /preOrder/reject {id, reason}: the negotiator (待确认 → 已取消). */
export async function rejectPreOrder(body: { id: number; reason: string }) {
  const res = await http.post<Envelope<StatusReply>>('/preOrder/reject', body);
  return res.data.data;
}

/** POST /preOrder/cancel {id, reason, fromStatus}: its initiator (待确认 or 已确认 → 已取消), only from the status his page showed. */
export async function cancelPreOrder(body: { id: number; reason: string; fromStatus?: 10 | 20 }) {
  const res = await http.post<Envelope<StatusReply>>('/preOrder/cancel', body);
  return res.data.data;
}

/** Every move reloads the trade lists and details, and the staff's follow items and pools; a refusal (409) too. */
const useTradeMove = <TBody, TResult>(fn: (body: TBody) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateTrade(client) });
};

export const useConfirmPreOrder = () => useTradeMove(confirmPreOrder);
export const useEditPreOrder = () => useTradeMove(editPreOrder);
export const useRejectPreOrder = () => useTradeMove(rejectPreOrder);
export const useCancelPreOrder = () => useTradeMove(cancelPreOrder);
