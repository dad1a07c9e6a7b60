import { http } from '@/lib/http';
import type { ContentResource } from '../model/content';
import { useAdminAction } from '../hooks/use-admin-action';

/** DELETE /admin/content/{kind}/{id} (a hard delete; hiding is the reversible action). */
export const deleteContentItem = ({ kind, id }: { kind: ContentResource; id: number }) => http.delete(`/admin/content/${kind}/${id}`);
export const useDeleteContentItem = () => useAdminAction(deleteContentItem);
