import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementCreateInput, AnnouncementRow, Envelope } from '@mts/shared/schemas';
import { getRows, http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './keys';

type Paging = { pageNum: number; pageSize: number };

/** GET /admin/announcement/list: 系统公告, newest first, with the fan-out's progress (delivered / recipients). */
export const getAnnouncements = (params: Paging) => getRows<AnnouncementRow>('/admin/announcement/list', params);
export const useAnnouncements = (params: Paging) =>
  useQuery({ queryKey: [...adminKeys.all, 'announcements', params], queryFn: () => getAnnouncements(params), placeholderData: keepPreviousData, staleTime: 0 });

/** POST /admin/announcement/create {title, body, audience, important}: published to everyone or one role. */
export const createAnnouncement = async (body: AnnouncementCreateInput) => (await http.post<Envelope<AnnouncementRow>>('/admin/announcement/create', body)).data;
export const useCreateAnnouncement = () => useAdminAction(createAnnouncement);
