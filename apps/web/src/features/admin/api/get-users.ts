import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type UserListParams = { keyword?: string; businessType?: number; status?: number; pageNum: number; pageSize: number };

/** GET /admin/users: by mobile prefix (digits) or name (contains), role and state; newest first. */
export const getAdminUsers = (params: UserListParams) => getRows<AdminUserRow>('/admin/users', params);
export const useAdminUsers = (params: UserListParams) =>
  useQuery({ queryKey: adminKeys.users(params), queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData, staleTime: 0 });

/** Active staff of one role (negotiators to reassign a lead to, inspectors to assign an order to): the first 100. */
export const useStaff = (businessType: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.staff(businessType),
    queryFn: () => getAdminUsers({ businessType, status: 0, pageNum: 1, pageSize: 100 }),
    enabled,
    staleTime: 60_000,
  });
