import { z } from 'zod';
import { AssistantMsg } from '../messages';
import { bodyIdField, envelope, idField, pagedRows, pageQuery, textField } from './common';

/**
 * The AI assistant (issue 13; docs/api.md, "AI assistant"). POST /ai/chat replies with server-sent events:
 * one `start` {conversationId, messageId}, `chunk` {text} events in order, then one `done` (aiDone) or `error` {msg}.
 */
export const aiChatBody = z.object({
  question: textField({ min: 1, max: 500, message: AssistantMsg.question, multiline: true }),
  /** The conversation to continue (the caller's own); absent starts a new one, named after the question. */
  conversationId: bodyIdField(AssistantMsg.conversationMissing).optional(),
});
export type AiChatBody = z.infer<typeof aiChatBody>;

/** A listing the answer used: the card shown under it, linking to `path` (/prodetail/{id}). */
export const aiCitation = z.object({
  id: z.number().int(),
  partNumber: z.string(),
  brand: z.string(),
  /** The brand's English name, for English answers (answers stored before it was cited have none). */
  brandEn: z.string().optional(),
  /** Cents per piece; null = 面议. */
  price: z.number().int().nullable(),
  /** 0 ¥, 10 $. */
  priceUnit: z.number().int(),
  priceText: z.string(),
  quantity: z.number().int(),
  dateCode: z.string(),
  condition: z.string(),
  /** 交货地 (深圳, 香港 …); answers stored before it was cited have none. */
  deliveryPlace: z.string().optional(),
  path: z.string(),
});
export type AiCitation = z.infer<typeof aiCitation>;

/** draft_demand: the publish form's prefill (a 求购 lead); the assistant never publishes. */
export const aiDraft = z.object({
  form: z.record(z.string(), z.unknown()),
  missing: z.array(z.string()),
  path: z.string(),
});
export type AiDraft = z.infer<typeof aiDraft>;

export const aiIntent = z.enum(['price_stock', 'find_goods', 'decode', 'compare', 'my_orders', 'draft_demand', 'unknown']);
export type AiIntent = z.infer<typeof aiIntent>;

/** Which engine wrote the answer: the embedded default, or the configured model (AI_BASE_URL). */
export const aiEngine = z.enum(['default', 'model']);

/** The `start` event: the conversation (new or continued) and the answer's message id. */
export const aiStart = z.object({ conversationId: z.number().int(), messageId: z.number().int() });
export type AiStart = z.infer<typeof aiStart>;

/** The `done` event. `note` explains a fallback (the model failed; the default engine answered). */
export const aiDone = z.object({
  intent: aiIntent,
  citations: z.array(aiCitation),
  draft: aiDraft.optional(),
  suggestions: z.array(z.string()).optional(),
  conversationId: z.number().int(),
  messageId: z.number().int(),
  engine: aiEngine,
  note: z.string().optional(),
});
export type AiDone = z.infer<typeof aiDone>;

/** One conversation in the history list (newest activity first). */
export const aiConversation = z.object({
  id: z.number().int(),
  title: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AiConversation = z.infer<typeof aiConversation>;

export const aiConversationQuery = pageQuery;
export const aiConversationList = pagedRows(aiConversation);

/** One turn of a conversation. `status`: done, stopped (the user stopped the stream), failed. */
export const aiMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  intent: aiIntent.nullable(),
  citations: z.array(aiCitation),
  draft: aiDraft.nullable(),
  suggestions: z.array(z.string()).nullable(),
  status: z.enum(['done', 'stopped', 'failed']),
  engine: aiEngine.nullable(),
  note: z.string().nullable(),
  createTime: z.string(),
});
export type AiMessage = z.infer<typeof aiMessage>;

export const aiConversationParam = z.object({ id: idField(AssistantMsg.conversationMissing) });
export const aiConversationDetail = envelope(z.object({ conversation: aiConversation, messages: z.array(aiMessage) }));
export type AiConversationDetail = z.infer<typeof aiConversationDetail>['data'];
