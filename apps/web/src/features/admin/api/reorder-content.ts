import { http } from '@/lib/http';
import type { ContentKind } from '../model/content';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /admin/content/{kind}/reorder {ids}: every id of one slot in the new order. */
export const reorderContent = ({ kind, ids }: { kind: ContentKind | 'recGoods' | 'centres'; ids: number[] }) => http.post(`/admin/content/${kind}/reorder`, { ids });
export const useReorderContent = () => useAdminAction(reorderContent);
