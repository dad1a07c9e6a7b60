import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppConfig, checkProductionConfig, loadConfig } from './config.ts';
import type { Clock } from './lib/clock.ts';
import { type DbHandle, openDb } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerDb } from './plugins/db.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInfra } from './plugins/infra.ts';
import type { Providers } from './providers/index.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerWeb } from './plugins/web.ts';
import { clueRoutes } from './modules/clue/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { goodsRoutes } from './modules/goods/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { backfillSearchText } from './modules/search/indexer.ts';
import { uploadRoutes } from './modules/upload/routes.ts';

// Validation messages in Chinese (the zh-CN locale of zod 4), e.g. 无效输入：期望 数字，实际接收 NaN.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  /** An open database. Without one, the app opens `config.databaseUrl`, migrates, and closes it on app.close(). */
  db?: DbHandle;
  /** true/false, or pino options. Default false. */
  logger?: boolean | FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
  /** Extra routes under the API base (tests use it to add a failing route). */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
  /** Where "now" comes from (tests move a ManualClock instead of sleeping). */
  clock?: Clock;
  /** Replace identity providers (SMS, WeChat, QR, real-name), e.g. with fakes in tests. */
  providers?: Partial<Providers>;
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'];

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? { level: process.env.LOG_LEVEL || 'info' } : logger;
  return { ...base, redact: { paths: REDACT, censor: '[redacted]' } };
}

/** Builds the API server, ready to listen or to inject into. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config);
  // Before anything opens: production without a real SMS provider (or the ID hash key) must not start.
  checkProductionConfig(config);
  let handle = opts.db;
  const ownsHandle = !handle;
  if (!handle) {
    handle = await openDb(config.databaseUrl);
    try {
      const h = handle;
      await h.exclusive(async () => {
        await h.migrate();
        if (config.seedIfEmpty) await seedIfEmpty(h.db);
      });
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  const app = Fastify({
    logger: loggerOptions(opts.logger),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerDb(app, handle, ownsHandle);
  registerErrorHandler(app);
  await registerInfra(app, config, { clock: opts.clock, providers: opts.providers });
  registerAuth(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSwagger(app, config.apiBase);
  // Search text for rows written without it (seed, imports, rows older than the column).
  await backfillSearchText({ db: handle.db, cache: app.cache });

  await registerCompression(app);
  await app.register(systemRoutes);
  await app.register(
    async (api) => {
      await api.register(contentRoutes);
      await api.register(goodsRoutes);
      await api.register(clueRoutes);
      await api.register(uploadRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(shopRoutes);
      await api.register(devRoutes);
      if (opts.extraApiRoutes) await opts.extraApiRoutes(api);
    },
    { prefix: config.apiBase },
  );
  await registerWeb(app, config);

  await app.ready();
  return app;
}
