import type { FastifyInstance } from 'fastify';
import type { Db, DbHandle } from '../db/client.ts';
import { ContentCache } from '../lib/cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDriver: DbHandle['driver'];
    cache: ContentCache;
  }
}

/** Makes the database and the content cache available to routes; closes the database if the app opened it. */
export function registerDb(app: FastifyInstance, handle: DbHandle, ownsHandle: boolean): void {
  app.decorate('db', handle.db);
  app.decorate('dbDriver', handle.driver);
  app.decorate('cache', new ContentCache());
  if (ownsHandle) app.addHook('onClose', async () => handle.close());
}
