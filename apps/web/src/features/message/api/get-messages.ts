import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NoticeLimits } from '@mts/shared/notice';
import type { MessageRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { messageKeys, type MessageListParams } from './keys';

/** GET /message/list?tab=&pageNum=&pageSize= → my messages of the tab {rows, total}, newest first. */
export const getMessages = (params: MessageListParams) => getRows<MessageRow>('/message/list', params);

export const messagePageOptions = (params: MessageListParams) =>
  queryOptions({ queryKey: messageKeys.listPage(params), queryFn: () => getMessages(params), placeholderData: keepPreviousData, staleTime: 0 });

export const messagePagesOptions = (params: Omit<MessageListParams, 'pageNum'>) =>
  pagedInfiniteOptions({
    queryKey: messageKeys.listPages(params),
    fetchPage: ({ pageNum, pageSize }) => getMessages({ ...params, pageNum, pageSize }),
    pageSize: params.pageSize ?? NoticeLimits.pageSize,
    staleTime: 0,
  });

/** One page (the desktop's table). */
export const useMessagePage = (params: MessageListParams, enabled = true) => useQuery({ ...messagePageOptions(params), enabled });
/** Page after page (the phone's infinite list). */
export const useMessagePages = (params: Omit<MessageListParams, 'pageNum'>, enabled = true) => useInfiniteQuery({ ...messagePagesOptions(params), enabled });
