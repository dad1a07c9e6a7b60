import { z } from 'zod';
import { AssistantMsg } from '../messages';
import { textField } from './common';

/** POST /ai/chat: one question; the reply is a server-sent event stream (docs/api.md, "AI assistant"). */
export const aiChatBody = z.object({
  question: textField({ min: 1, max: 500, message: AssistantMsg.question, multiline: true }),
});
export type AiChatBody = z.infer<typeof aiChatBody>;
