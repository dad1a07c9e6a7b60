import { setImmediate as nextTick } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiChatBody } from '@mts/shared/schemas';
import { requireUser } from '../../plugins/auth.ts';
import { answer } from './engine.ts';

/** One server-sent event. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The answer's lines cut after each clause (，。；), so the text arrives as it would be written; every line ends with \n. */
export function chunksOf(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const parts = line.match(/[^，。；]+[，。；]?|[，。；]/g) ?? [line];
    parts[parts.length - 1] += '\n';
    out.push(...parts);
  }
  return out;
}

/**
 * POST /ai/chat (issue 13): the default engine's answer as server-sent events: `chunk` events `{text}` in order,
 * then one `done` event `{intent, citations, draft?, suggestions?}`. Login required; rate-limited per user per minute.
 * Validation, 401 and 429 are ordinary JSON envelopes (nothing is streamed before the answer is ready).
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const chatLimit = {
    rateLimit: {
      max: app.config.rateLimit.aiChatPerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: { ctx: { user: { id: number } | null } }) => `ai${req.ctx.user?.id}`,
    },
  };

  app.post(
    '/ai/chat',
    {
      preHandler: requireUser(),
      config: chatLimit,
      schema: { tags: ['assistant'], summary: 'AI 助手：按平台货源与本人订单回答（text/event-stream）', body: aiChatBody, produces: ['text/event-stream'] },
    },
    async (req, reply) => {
      const started = performance.now();
      const result = await answer(req.ctx, req.body.question);
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
      let gone = false;
      raw.on('close', () => (gone = true));
      let chunks = 0;
      for (const text of chunksOf(result.lines)) {
        if (gone) break;
        raw.write(sse('chunk', { text }));
        chunks++;
        await nextTick();
      }
      if (!gone) raw.write(sse('done', { intent: result.intent, citations: result.citations, draft: result.draft, suggestions: result.suggestions }));
      raw.end();
      req.log.info({ intent: result.intent, chunks, citations: result.citations.length, ms: Math.round(performance.now() - started), aborted: gone }, 'ai chat');
    },
  );
};
