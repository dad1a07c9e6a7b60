import type { AdminNewsCreateBody, AdminNewsRow, AdminNewsUpdateBody, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

type Save = { id: number; body: AdminNewsUpdateBody } | { id?: undefined; body: AdminNewsCreateBody };

/** POST /admin/content/news (published now) or PUT /admin/content/news/{id}. */
export const saveNews = ({ id, body }: Save) =>
  (id ? http.put<Envelope<AdminNewsRow>>(`/admin/content/news/${id}`, body) : http.post<Envelope<AdminNewsRow>>('/admin/content/news', body)).then((r) => r.data);
export const useSaveNews = () => useAdminAction(saveNews);
