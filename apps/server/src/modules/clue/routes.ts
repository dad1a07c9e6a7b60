import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clueDetailReply, clueIdParam } from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';
import { ctxOf } from '../context.ts';
import { clueDetail } from './service.ts';

export const clueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/clue/:id', { schema: { tags: ['clue'], summary: '线索详情', params: clueIdParam, response: { 200: clueDetailReply } } }, async (req) =>
    ok(await clueDetail(ctxOf(req), req.params.id)),
  );
};
