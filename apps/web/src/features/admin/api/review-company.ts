import type { CompanyVerification, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

export type CompanyReview = { id: number; action: 'approve' | 'reject' | 'revoke'; reason?: string };

/** POST /admin/companyVerify/{id}/approve | reject {reason} | revoke {reason} (audited; the badge follows at once). */
export async function reviewCompany({ id, action, reason }: CompanyReview) {
  const res = await http.post<Envelope<CompanyVerification>>(`/admin/companyVerify/${id}/${action}`, action === 'approve' ? {} : { reason });
  return res.data;
}
export const useReviewCompany = () => useAdminAction(reviewCompany);
