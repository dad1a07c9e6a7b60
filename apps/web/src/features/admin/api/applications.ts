import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, ShopApplication } from '@mts/shared/schemas';
import { getRows, http } from '@/lib/http';
import { adminKeys, invalidateAdmin } from './keys';

type ListParams = { status?: number; pageNum: number; pageSize: number };

/** GET /admin/shopApply/list?status: negotiator applications (0 审核中, 1 已通过, 2 已驳回). */
export const getApplications = (params: ListParams) => getRows<ShopApplication>('/admin/shopApply/list', params);
export const useApplications = (params: ListParams) =>
  useQuery({ queryKey: adminKeys.applications(params), queryFn: () => getApplications(params), placeholderData: keepPreviousData, staleTime: 0 });

/** POST /admin/shopApply/{id}/approve {businessType}: the applicant becomes 10, 20 or 40. */
export async function approveApplication({ id, businessType }: { id: number; businessType: number }) {
  const res = await http.post<Envelope<ShopApplication>>(`/admin/shopApply/${id}/approve`, { businessType });
  return res.data.data;
}

/** POST /admin/shopApply/{id}/reject {reason}: the applicant may apply again. */
export async function rejectApplication({ id, reason }: { id: number; reason: string }) {
  const res = await http.post<Envelope<ShopApplication>>(`/admin/shopApply/${id}/reject`, { reason });
  return res.data.data;
}

export function useApproveApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveApplication, onSettled: () => invalidateAdmin(client) });
}
export function useRejectApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectApplication, onSettled: () => invalidateAdmin(client) });
}
