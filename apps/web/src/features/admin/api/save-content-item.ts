import type { AdminBannerCreateBody, AdminBannerUpdateBody, BannerItem, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import type { ContentKind } from '../model/content';
import { useAdminAction } from '../hooks/use-admin-action';

type Save = { kind: ContentKind } & ({ id: number; body: AdminBannerUpdateBody } | { id?: undefined; body: AdminBannerCreateBody });

/** POST /admin/content/{kind} (new, in a slot) or PUT /admin/content/{kind}/{id} (the fields; the slot stays). */
export const saveContentItem = ({ kind, id, body }: Save) =>
  (id ? http.put<Envelope<BannerItem>>(`/admin/content/${kind}/${id}`, body) : http.post<Envelope<BannerItem>>(`/admin/content/${kind}`, body)).then((r) => r.data);
export const useSaveContentItem = () => useAdminAction(saveContentItem);
