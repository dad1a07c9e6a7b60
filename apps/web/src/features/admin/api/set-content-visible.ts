import { http } from '@/lib/http';
import type { ContentResource } from '../model/content';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/content/{kind}/{id}/show | hide. */
export const setContentVisible = ({ kind, id, visible }: { kind: ContentResource; id: number; visible: boolean }) =>
  http.post(`/admin/content/${kind}/${id}/${visible ? 'show' : 'hide'}`);
export const useSetContentVisible = () => useAdminAction(setContentVisible);
