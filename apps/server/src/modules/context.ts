import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ContentCache } from '../lib/cache.ts';
import type { AuthContext } from '../plugins/auth.ts';

/** What every service function receives first: the database, the content cache and who is asking. */
export interface ServiceContext {
  db: Db;
  cache: ContentCache;
  auth?: AuthContext;
}

export const ctxOf = (request: FastifyRequest): ServiceContext => ({ db: request.server.db, cache: request.server.cache, auth: request.auth });

/** What the identity services receive: see modules/auth/service.ts. */
export const identityCtxOf = (request: FastifyRequest) => {
  const app = request.server;
  return { db: app.db, store: app.store, clock: app.clock, providers: app.providers, outbox: app.outbox, config: app.config, log: request.log };
};
