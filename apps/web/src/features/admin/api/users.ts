import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserRow, Envelope } from '@mts/shared/schemas';
import { getData, getRows, http } from '@/lib/http';
import { adminKeys, invalidateAdmin } from './keys';

type ListParams = { keyword?: string; businessType?: number; status?: number; pageNum: number; pageSize: number };

/** GET /admin/users: by mobile prefix (digits) or name (contains), newest first. */
export const getAdminUsers = (params: ListParams) => getRows<AdminUserRow>('/admin/users', params);
export const useAdminUsers = (params: ListParams) =>
  useQuery({ queryKey: adminKeys.users(params), queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData, staleTime: 0 });

/** GET /admin/users/{id}: role, real-name state, counts, wallets, latest orders, the latest application. */
export const getAdminUser = (id: number) => getData<AdminUserDetail>(`/admin/users/${id}`);
export const useAdminUser = (id: number | null) =>
  useQuery({ queryKey: adminKeys.user(id ?? 0), queryFn: () => getAdminUser(id!), enabled: !!id, staleTime: 0 });

type Write = { id: number; reason: string };

/** POST /admin/users/{id}/role {businessType, reason}: his sessions end (he logs in again). */
export async function setUserRole({ id, businessType, reason }: Write & { businessType: number }) {
  const res = await http.post<Envelope<AdminUserRow>>(`/admin/users/${id}/role`, { businessType, reason });
  return res.data;
}
/** POST /admin/users/{id}/disable|enable {reason}. */
export async function setUserEnabled({ id, reason, enabled }: Write & { enabled: boolean }) {
  const res = await http.post<Envelope<AdminUserRow>>(`/admin/users/${id}/${enabled ? 'enable' : 'disable'}`, { reason });
  return res.data;
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSettled: () => invalidateAdmin(client) });
}
export function useSetUserEnabled() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserEnabled, onSettled: () => invalidateAdmin(client) });
}
