import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DispatchLimits, MoneyLimits } from '@mts/shared/constants';
import { type AppConfig, checkProductionConfig, loadConfig } from './config.ts';
import type { Clock } from './lib/clock.ts';
import { type DbHandle, openDb } from './db/client.ts';
import { acquireLock, pgliteFolder } from './db/process-lock.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerDb } from './plugins/db.ts';
import { registerBackupEndpoint } from './backup/endpoint.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerInfra } from './plugins/infra.ts';
import { registerMoneyCall } from './plugins/money-call.ts';
import { registerScheduler } from './plugins/scheduler.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerLifecycle, requestId } from './plugins/lifecycle.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRealtime } from './plugins/realtime.ts';
import type { Providers } from './providers/index.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerWeb } from './plugins/web.ts';
import { clueRoutes } from './modules/clue/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { goodsRoutes } from './modules/goods/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { dispatchRoutes } from './modules/dispatch/routes.ts';
import { tradeRoutes } from './modules/trade/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { orderDetailRoutes } from './modules/order-detail/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { autoConfirmSweep } from './modules/payment/service.ts';
import { inspectionRoutes } from './modules/inspection/routes.ts';
import { logisticsRoutes } from './modules/logistics/routes.ts';
import { ratingRoutes } from './modules/rating/routes.ts';
import { releaseSweep } from './modules/dispatch/service.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { disputeRoutes } from './modules/dispute/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminContentRoutes } from './modules/admin/content-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { backfillSearchText } from './modules/search/indexer.ts';
import { uploadRoutes } from './modules/upload/routes.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { bomRoutes } from './modules/bom/routes.ts';
import { STOCK_SWEEP_MS, stockSweep } from './modules/stock/sweep.ts';
import { rfqRoutes } from './modules/rfq/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { registerMarket } from './modules/market/updater.ts';
import { RFQ_SWEEP_MS, rfqSweep } from './modules/rfq/service.ts';
import { messageRoutes } from './modules/message/routes.ts';
import { registerMessages } from './modules/message/plugin.ts';

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

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count is given as a function: Fastify 5.12 reads a plain number
 * as "trust nothing" (a count cannot tell a proxy from a client that connects directly), so a count is only for
 * instances reachable through the proxy alone (docs/production.md); an address list is checked per hop.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds the API server, ready to listen or to inject into. */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.config);
  // Before anything opens: production without a real SMS provider (or the ID hash key) must not start.
  checkProductionConfig(config, { opensDb: !opts.db });
  let handle = opts.db;
  const ownsHandle = !handle;
  if (!handle) {
    // A PGlite folder is this process's alone: a lock file with our pid tells the CLIs to keep out.
    const folder = pgliteFolder(config.databaseUrl);
    const release = folder ? acquireLock(folder) : () => undefined;
    try {
      handle = await openDb(config.databaseUrl);
    } catch (err) {
      release();
      throw err;
    }
    const closeDb = handle.close;
    handle.close = async () => {
      await closeDb();
      release();
    };
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
    // The request id: the proxy's X-Request-Id when well-formed, else a UUID (plugins/lifecycle.ts); one JSON line per
    // request is logged there instead of Fastify's two.
    requestIdHeader: false,
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustProxyOption(config.trustProxy),
    // A longer path parameter is refused with 414 (frameworkErrors); node refuses a request line plus headers
    // over 16 KB (maxHeaderSize) with 431 (clientErrorHandler). Both in the envelope.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerDb(app, handle, ownsHandle);
  registerLifecycle(app);
  // `npm run backup` on PGlite asks the running server for its snapshot (backup/endpoint.ts; token in the data folder).
  registerBackupEndpoint(app, handle, config, ownsHandle);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  await registerInfra(app, config, { clock: opts.clock, providers: opts.providers });
  registerMetrics(app, handle);
  registerAuth(app);
  registerMoneyCall(app);
  // The sweeps run on the job runner (once per period across instances) unless SWEEPS_ON_RUNNER=false.
  registerScheduler(app, { onRunner: config.jobs.sweepsOnRunner });
  // After the database: its onClose (stop the runner) runs before the database closes.
  registerJobs(app, handle, { pollingSeconds: config.jobs.pollingSeconds, graceMs: config.ops.jobGraceMs });
  await registerSwagger(app, config.apiBase);
  // Search text for rows written without it (seed, imports, rows older than the column).
  await backfillSearchText({ db: handle.db, cache: app.cache });

  await registerRealtime(app, config);
  // The message outbox (inTx), its delivery workers and sweeps (issue 26).
  registerMessages(app);
  // 行情 rollups after domain events (issue 25), and their catch-up sweep.
  registerMarket(app, { sweep: config.market.sweep, demo: config.seedIfEmpty });
  await registerCompression(app);
  await app.register(systemRoutes);
  await app.register(
    async (api) => {
      await api.register(siteRoutes);
      await api.register(contentRoutes);
      await api.register(goodsRoutes);
      await api.register(clueRoutes);
      await api.register(uploadRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(shopRoutes);
      await api.register(companyRoutes);
      await api.register(dispatchRoutes);
      await api.register(tradeRoutes);
      await api.register(orderRoutes);
      await api.register(orderDetailRoutes);
      await api.register(walletRoutes);
      await api.register(paymentRoutes);
      await api.register(disputeRoutes);
      await api.register(inspectionRoutes);
      await api.register(logisticsRoutes);
      await api.register(ratingRoutes);
      await api.register(adminRoutes);
      await api.register(adminContentRoutes);
      await api.register(assistantRoutes);
      await api.register(stockRoutes);
      await api.register(bomRoutes);
      await api.register(rfqRoutes);
      await api.register(messageRoutes);
      await api.register(marketRoutes);
      await api.register(devRoutes);
      if (opts.extraApiRoutes) await opts.extraApiRoutes(api);
    },
    { prefix: config.apiBase },
  );
  await registerWeb(app, config);
  // Pending leads nobody followed up go back to the pool (each instance sweeps; conditional updates, see docs).
  if (config.dispatch.sweep) app.schedule('dispatch release sweep', DispatchLimits.sweepIntervalMs, releaseSweep);
  // Orders 待收货 past AUTO_CONFIRM_DAYS confirm themselves (same pattern).
  if (config.money.sweep) app.schedule('money auto-confirm sweep', MoneyLimits.sweepIntervalMs, autoConfirmSweep);
  // Stock imports whose job died fail; expired uploads and old reports go (issue 23).
  if (config.stock.sweep) app.schedule('stock sweep', STOCK_SWEEP_MS, stockSweep);
  // RFQs past their 报价截止 close themselves (issue 24; conditional, race-safe with accept).
  if (config.rfq.sweep) app.schedule('rfq deadline sweep', RFQ_SWEEP_MS, rfqSweep);

  await app.ready();
  return app;
}
