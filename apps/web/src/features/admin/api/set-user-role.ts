import type { AdminUserRow, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/users/{id}/role {businessType, reason}: his sessions end (he logs in again). Reply msg: 角色已更新… */
export async function setUserRole({ id, businessType, reason }: { id: number; businessType: number; reason: string }) {
  const res = await http.post<Envelope<AdminUserRow>>(`/admin/users/${id}/role`, { businessType, reason });
  return res.data;
}
export const useSetUserRole = () => useAdminAction(setUserRole);
