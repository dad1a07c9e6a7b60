import type { AdminBrandCreateBody, AdminBrandUpdateBody, AdminCategoryCreateBody, AdminCategoryUpdateBody, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

type Save =
  | { kind: 'categories'; id?: number; body: AdminCategoryCreateBody | AdminCategoryUpdateBody }
  | { kind: 'brands'; id?: number; body: AdminBrandCreateBody | AdminBrandUpdateBody };

/** POST /admin/content/categories | brands (new) or PUT …/{id} (the fields to change). */
export const saveCatalogueItem = ({ kind, id, body }: Save) =>
  (id ? http.put<Envelope<unknown>>(`/admin/content/${kind}/${id}`, body) : http.post<Envelope<unknown>>(`/admin/content/${kind}`, body)).then((r) => r.data);
export const useSaveCatalogueItem = () => useAdminAction(saveCatalogueItem);
