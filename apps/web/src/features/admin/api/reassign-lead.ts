import type { AdminLeadRow, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/leads/{id}/reassign {negotiatorId, reason}: the lead stays 已派单 with another negotiator. Reply msg: 线索已改派. */
export const reassignLead = ({ id, negotiatorId, reason }: { id: number; negotiatorId: number; reason: string }) =>
  http.post<Envelope<AdminLeadRow>>(`/admin/leads/${id}/reassign`, { negotiatorId, reason }).then((r) => r.data);
export const useReassignLead = () => useAdminAction(reassignLead);
