import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Envelope, NotifySendRow } from '@mts/shared/schemas';
import { getRows, http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './keys';

export type NotifyParams = { status?: number; pageNum: number; pageSize: number };

/** GET /admin/notify/list?status=: 通知发送 (SMS and WeChat sends), failures and retries first when no status is given. */
export const getNotifySends = (params: NotifyParams) => getRows<NotifySendRow>('/admin/notify/list', params);
export const useNotifySends = (params: NotifyParams) =>
  useQuery({ queryKey: [...adminKeys.all, 'notify', params], queryFn: () => getNotifySends(params), placeholderData: keepPreviousData, staleTime: 0 });

/** POST /admin/notify/retry {id}: a failed send queued again. */
export const retryNotifySend = async (id: number) => (await http.post<Envelope<NotifySendRow>>('/admin/notify/retry', { id })).data;
export const useRetryNotifySend = () => useAdminAction(retryNotifySend);
