import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { requireUser } from '../plugins/auth.ts';
import type { ServiceContext } from './context.ts';
import { ok, pageReply } from './envelope.ts';
import type { Page } from './paged.ts';

/** The app a route plugin receives (Zod type provider). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The success envelope with the action's own message (e.g. 加入成功) instead of the plain one. */
export const withMsg = <T>(msg: string, data: T) => ({ ...ok(data), msg });

/** The OpenAPI description of a route: its tags and summary. */
export interface RouteDoc {
  tags: string[];
  summary: string;
}

/**
 * POST `path` for a signed-in caller: the body checked by `body` (400 in Chinese otherwise), `run`'s result in the
 * envelope with `msg`, answered by the `reply` schema.
 */
export function userPost<B extends ZodType>(
  app: ZodApp,
  path: string,
  doc: RouteDoc,
  schemas: { body: B; reply: ZodType },
  msg: string,
  run: (ctx: ServiceContext, body: z.output<B>) => Promise<unknown>,
): void {
  app.post(path, { preHandler: requireUser(), schema: { ...doc, body: schemas.body, response: { 200: schemas.reply } } }, async (req) =>
    withMsg(msg, await run(req.ctx, req.body as z.output<B>)),
  );
}

/** GET `path` for a signed-in caller: a page of a list, the query checked by `query`, in the list envelope. */
export function userPage<Q extends ZodType>(
  app: ZodApp,
  path: string,
  doc: RouteDoc,
  schemas: { query: Q; reply: ZodType },
  run: (ctx: ServiceContext, query: z.output<Q>) => Promise<Page<unknown>>,
): void {
  app.get(path, { preHandler: requireUser(), schema: { ...doc, querystring: schemas.query, response: { 200: schemas.reply } } }, async (req) =>
    pageReply(await run(req.ctx, req.query as z.output<Q>)),
  );
}
