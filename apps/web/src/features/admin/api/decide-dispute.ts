import type { DecideDisputeBody, DisputeInfo, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

type Decided = DisputeInfo & { orderStatusNow: number; orderStatusText: string };

/** POST /admin/disputes/{id}/decide {decision, note, idempotencyKey}: a money call, one key per dialog (a retry replays). */
export async function decideDispute({ id, ...body }: DecideDisputeBody & { id: number; idempotencyKey: string }) {
  const res = await http.post<Envelope<Decided>>(`/admin/disputes/${id}/decide`, body);
  return res.data;
}
export const useDecideDispute = () => useAdminAction(decideDispute);
