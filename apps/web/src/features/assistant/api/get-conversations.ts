import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiConversation } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { assistantKeys } from './keys';

/** How many of my latest conversations the history lists (newest activity first). */
export const HISTORY_SIZE = 50;

/** GET /ai/conversations?pageNum=1&pageSize=50: my conversations, newest activity first. */
export const getConversations = () => getRows<AiConversation>('/ai/conversations', { pageNum: 1, pageSize: HISTORY_SIZE });

export const conversationsOptions = () => queryOptions({ queryKey: assistantKeys.conversations(), queryFn: getConversations });

export const useConversations = (enabled = true) => useQuery({ ...conversationsOptions(), enabled });
