import type { AdminLeadRow, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/leads/{id}/release {reason}: a 已派单 lead back to the pool. Reply msg: 线索已退回线索池. */
export const releaseLead = ({ id, reason }: { id: number; reason: string }) => http.post<Envelope<AdminLeadRow>>(`/admin/leads/${id}/release`, { reason }).then((r) => r.data);
export const useReleaseLead = () => useAdminAction(releaseLead);
