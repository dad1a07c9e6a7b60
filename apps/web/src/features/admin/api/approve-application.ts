import type { Envelope, ShopApplication } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/shopApply/{id}/approve {businessType}: the applicant becomes 10, 20 or 40 (audited). */
export async function approveApplication({ id, businessType }: { id: number; businessType: number }) {
  const res = await http.post<Envelope<ShopApplication>>(`/admin/shopApply/${id}/approve`, { businessType });
  return res.data.data;
}
export const useApproveApplication = () => useAdminAction(approveApplication);
