import { useQuery } from '@tanstack/react-query';
import type { AdminCentreCreateBody, AdminCentreRow, AdminCentreUpdateBody, Envelope } from '@mts/shared/schemas';
import { getData, http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './keys';

/** GET /admin/content/centres: every inspection centre (shown and hidden) by sort, with the orders shipped to it. */
export const useAdminCentres = () => useQuery({ queryKey: adminKeys.contentRows('centres', {}), queryFn: () => getData<AdminCentreRow[]>('/admin/content/centres'), staleTime: 0 });

/** POST /admin/content/centres (new) or PUT …/{id} (the fields to change). */
export const saveCentre = ({ id, body }: { id?: number; body: AdminCentreCreateBody | AdminCentreUpdateBody }) =>
  (id ? http.put<Envelope<AdminCentreRow>>(`/admin/content/centres/${id}`, body) : http.post<Envelope<AdminCentreRow>>('/admin/content/centres', body)).then((r) => r.data);
export const useSaveCentre = () => useAdminAction(saveCentre);
