import { useInfiniteQuery } from '@tanstack/react-query';
import type { AiConversation } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { assistantKeys } from './keys';

/** How many conversations one page of the history holds (the phone loads more as it scrolls, the desktop on 加载更多). */
export const HISTORY_PAGE_SIZE = 20;

/** GET /ai/conversations?pageNum&pageSize: my conversations, newest activity first. */
export const getConversations = (page: { pageNum: number; pageSize: number }) => getRows<AiConversation>('/ai/conversations', page);

export const conversationsOptions = (enabled = true) =>
  pagedInfiniteOptions({
    queryKey: assistantKeys.conversations(),
    fetchPage: getConversations,
    pageSize: HISTORY_PAGE_SIZE,
    enabled,
  });

export const useConversations = (enabled = true) => useInfiniteQuery(conversationsOptions(enabled));
