import type { AiChatBody } from '@mts/shared/schemas';
import { streamChat } from '@/lib/chat-client';

/**
 * POST /ai/chat through the chat client: the answer's server-sent events as they arrive (start, chunk…, done or
 * error). Stopping is aborting `signal`. The one seam the pages' tests replace with a fake stream.
 */
export const askAssistant = (body: AiChatBody, signal: AbortSignal) => streamChat(body, { signal });
