import type { Envelope, ShopApplication } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/shopApply/{id}/reject {reason}: the applicant may apply again (audited). */
export async function rejectApplication({ id, reason }: { id: number; reason: string }) {
  const res = await http.post<Envelope<ShopApplication>>(`/admin/shopApply/${id}/reject`, { reason });
  return res.data.data;
}
export const useRejectApplication = () => useAdminAction(rejectApplication);
