import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxReply } from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';

/** Development only (never registered when NODE_ENV=production): what phones would have received. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.outbox;
  if (!outbox) return;
  app.get('/dev/outbox', { schema: { tags: ['dev'], summary: '开发发件箱（短信验证码、图形验证码答案、通知短信，最新在前）', response: { 200: outboxReply } } }, async () =>
    ok({ sms: outbox.sms, captcha: outbox.captcha, notices: outbox.notices }),
  );
};
