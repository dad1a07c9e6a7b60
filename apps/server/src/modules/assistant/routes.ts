import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssistantMsg } from '@mts/shared/messages';
import { aiChatBody, aiConversationDetail, aiConversationList, aiConversationParam, aiConversationQuery } from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { aiModelOn } from '../../config.ts';
import { closeTurn, conversationDetail, deleteConversation, listConversations, openTurn } from './conversations.ts';
import { modelEngine } from './model.ts';
import { type ChatEvent, defaultEngine } from './stream.ts';
import { setImmediate as nextTick } from 'node:timers/promises';

export { chunksOf } from './stream.ts';

const tags = ['assistant'];

/** One server-sent event. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The assistant (issue 13). POST /ai/chat streams server-sent events: `start` {conversationId, messageId}, `chunk`
 * {text} in order, then one `done` {intent, citations, draft?, suggestions?, conversationId, messageId, engine, note?}
 * or one `error` {msg}. Login required; rate-limited per user per minute. Validation, 401, 404 (not the caller's
 * conversation) and 429 are ordinary JSON envelopes: the stream opens only once the turn is recorded.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: requireUser() };
  const chatLimit = {
    rateLimit: {
      max: app.config.rateLimit.aiChatPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: { ctx: { user: { id: number } | null } }) => `ai${req.ctx.user?.id}`,
    },
  };
  // The configured model (AI_BASE_URL + AI_MODEL) when there is one; it falls back to the default engine by itself.
  const engine = aiModelOn(app.config.ai) ? modelEngine(app.config.ai) : defaultEngine;

  app.post(
    '/ai/chat',
    { ...auth, config: chatLimit, schema: { tags, summary: 'AI 助手：按平台货源与本人订单回答（text/event-stream）', body: aiChatBody, produces: ['text/event-stream'] } },
    async (req, reply) => {
      const started = performance.now();
      const turn = await openTurn(req.ctx, req.body);
      // Written on the socket as it goes: no compression or buffering (a proxy is told so too).
      reply.hijack();
      const raw = reply.raw;
      // The headers set so far (security headers) go out with the stream, and the request id the onSend hook adds elsewhere.
      for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) raw.setHeader(k, v as string | number | string[]);
      raw.writeHead(200, {
        'x-request-id': req.id,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const abort = new AbortController();
      raw.on('close', () => abort.abort());
      const ids = { conversationId: turn.conversationId, messageId: turn.messageId };
      raw.write(sse('start', ids));
      let text = '';
      let chunks = 0;
      let end: Extract<ChatEvent, { type: 'end' }> | undefined;
      let failed = false;
      try {
        for await (const event of engine(req.ctx, { question: req.body.question, history: turn.history, signal: abort.signal })) {
          if (abort.signal.aborted) break;
          if (event.type === 'end') {
            end = event;
            break;
          }
          text += event.text;
          raw.write(sse('chunk', { text: event.text }));
          chunks++;
          await nextTick();
        }
      } catch (err) {
        failed = true;
        req.log.error({ err }, 'ai chat engine failed');
      }
      const stopped = abort.signal.aborted;
      const status = stopped ? 'stopped' : failed || !end ? 'failed' : 'done';
      if (!stopped) {
        if (status === 'done' && end) {
          const { type: _type, ...data } = end;
          raw.write(sse('done', { ...data, ...ids }));
        } else raw.write(sse('error', { msg: AssistantMsg.failed }));
      }
      raw.end();
      await closeTurn(req.ctx, { messageId: turn.messageId, text, status, end: status === 'done' ? end : undefined }).catch((err) =>
        req.log.error({ err }, 'ai chat: answer not recorded'),
      );
      req.log.info(
        { intent: end?.intent, engine: end?.engine, fallback: !!end?.note, chunks, citations: end?.citations.length ?? 0, ms: Math.round(performance.now() - started), status },
        'ai chat',
      );
    },
  );

  app.get('/ai/conversations', { ...auth, schema: { tags, summary: 'AI 助手：我的对话（最近在前）', querystring: aiConversationQuery, response: { 200: aiConversationList } } }, async (req) =>
    pageReply(await listConversations(req.ctx, req.query)),
  );
  app.get('/ai/conversations/:id', { ...auth, schema: { tags, summary: 'AI 助手：一个对话的全部消息（仅本人）', params: aiConversationParam, response: { 200: aiConversationDetail } } }, async (req) =>
    ok(await conversationDetail(req.ctx, req.params.id)),
  );
  app.delete('/ai/conversations/:id', { ...auth, schema: { tags, summary: 'AI 助手：删除对话（仅本人）', params: aiConversationParam } }, async (req) => {
    await deleteConversation(req.ctx, req.params.id);
    return { ...ok(null), msg: AssistantMsg.deleted };
  });
};
