import type { AdminUserRow, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/users/{id}/disable|enable {reason}: disabling ends his sessions at once. */
export async function setUserEnabled({ id, reason, enabled }: { id: number; reason: string; enabled: boolean }) {
  const res = await http.post<Envelope<AdminUserRow>>(`/admin/users/${id}/${enabled ? 'enable' : 'disable'}`, { reason });
  return res.data;
}
export const useSetUserEnabled = () => useAdminAction(setUserEnabled);
