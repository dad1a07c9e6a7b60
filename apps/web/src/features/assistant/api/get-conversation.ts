import { queryOptions } from '@tanstack/react-query';
import type { AiConversationDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { assistantKeys } from './keys';

/** GET /ai/conversations/:id: one of my conversations with all its messages (404 when not mine or deleted). */
export const getConversation = (id: number) => getData<AiConversationDetail>(`/ai/conversations/${id}`);

/** Always read afresh when opened: the conversation may have grown on another device. */
export const conversationOptions = (id: number) => queryOptions({ queryKey: assistantKeys.conversation(id), queryFn: () => getConversation(id), staleTime: 0 });
