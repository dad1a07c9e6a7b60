import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/users/{id}: role, real-name state, counts, wallets, latest orders, the latest application. */
export const getAdminUser = (id: number) => getData<AdminUserDetail>(`/admin/users/${id}`);
export const useAdminUser = (id: number | null) =>
  useQuery({ queryKey: adminKeys.user(id ?? 0), queryFn: () => getAdminUser(id!), enabled: !!id, staleTime: 0 });
