import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply, pingReply, type Readiness, readinessReply } from '@mts/shared/schemas';
import { MIGRATIONS_DIR, pingDb } from '../../db/client.ts';

const CHECK_TIMEOUT_MS = 2000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/** The number of migrations this build carries (drizzle-kit's journal). */
const journalSize = (() => {
  let n: number | null = null;
  return () => (n ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);
})();

/** The readiness of this instance (GET /readyz; the console's health panel shows the same). */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const reasons: string[] = [];
  const draining = app.lifecycle.draining;
  if (draining) reasons.push('draining');
  const [db, migrations, redis] = await Promise.all([
    within(pingDb(app.db), CHECK_TIMEOUT_MS).then(
      () => 'up' as const,
      () => 'down' as const,
    ),
    within(app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`), CHECK_TIMEOUT_MS).then(
      (r) => (Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n) >= journalSize() ? ('done' as const) : ('pending' as const)),
      () => 'pending' as const,
    ),
    app.redis
      ? app.metrics.redisRoundTrip().then((rt) => (rt === null ? ('down' as const) : ('up' as const)))
      : Promise.resolve('off' as const),
  ]);
  if (db === 'down') reasons.push('database unreachable');
  if (db === 'up' && migrations === 'pending') reasons.push('migrations pending');
  if (redis === 'down') reasons.push('redis unreachable');
  return { ready: reasons.length === 0, db, redis, migrations, draining, reasons };
}

/** Liveness and readiness (outside the API base), and the benchmarks' baseline route. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const started = Date.now();
  app.get('/healthz', { schema: { tags: ['system'], summary: '存活检查（进程在服务即 200，不访问数据库）', response: { 200: healthReply } } }, async () => ({
    code: 200,
    msg: 'ok',
    data: { alive: true as const, uptimeS: Math.round((Date.now() - started) / 1000) },
  }));

  app.get('/readyz', { schema: { tags: ['system'], summary: '就绪检查（数据库、Redis、迁移、未在停机）', response: { 200: readinessReply, 503: readinessReply } } }, async (req, reply) => {
    const data = await readiness(app);
    if (data.ready) return { code: 200, msg: 'ok', data };
    req.log.warn({ reasons: data.reasons }, 'not ready');
    return reply.code(503).send({ code: 503, msg: `未就绪：${data.reasons.join('、')}`, data });
  });

  app.get('/ping', { schema: { tags: ['system'], summary: '基准路由（不访问数据库）', response: { 200: pingReply } } }, async () => ({ code: 200, msg: 'ok', data: 'pong' as const }));
};
