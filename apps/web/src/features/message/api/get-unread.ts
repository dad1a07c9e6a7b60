import { queryOptions } from '@tanstack/react-query';
import type { UnreadCounts } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { messageKeys } from './keys';

/** GET /message/unread → {total, byTab: {trade, money, system}}: the badge and the inbox tabs. */
export const getUnread = () => getData<UnreadCounts>('/message/unread');

export const unreadQueryOptions = () => queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnread, staleTime: 60_000 });
