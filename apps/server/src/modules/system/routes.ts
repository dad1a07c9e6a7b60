import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply, pingReply } from '@mts/shared/schemas';
import { pingDb } from '../../db/client.ts';

/** Liveness routes outside the API base. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['system'], summary: '健康检查（含数据库）', response: { 200: healthReply, 500: healthReply } } }, async (req, reply) => {
    try {
      await pingDb(app.db);
      return { code: 200, msg: 'ok', data: { db: 'up' as const } };
    } catch (err) {
      req.log.error({ err }, 'health check: database down');
      return reply.code(500).send({ code: 500, msg: '数据库不可用', data: { db: 'down' as const } });
    }
  });

  app.get('/ping', { schema: { tags: ['system'], summary: '基准路由（不访问数据库）', response: { 200: pingReply } } }, async () => ({ code: 200, msg: 'ok', data: 'pong' as const }));
};
