import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/client.ts';
import { appContext } from '../lib/context.ts';
import { type MoneyFigures, moneyFigures } from '../modules/admin/health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance (plugins/metrics.ts); other plugins count into them. */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** A background job ended (plugins/jobs.ts). */
  jobEnded(queue: string, outcome: 'completed' | 'failed' | 'handed_back'): void;
  /** The money figures, cached MONEY_TTL_MS (the ledger check reads the whole ledger). */
  money(): Promise<MoneyFigures>;
  /** Redis PING round trip in seconds, or null (not configured or not answering within 1 s). */
  redisRoundTrip(): Promise<number | null>;
  /** Counts since start and the event-loop delay p99 in seconds (the console's health panel). */
  snapshot(): Promise<{ requests: number; errors5xx: number; smsSent: number; smsFailed: number; eventLoopLagP99: number }>;
}

const MONEY_TTL_MS = 30_000;
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const isLoopback = (ip: string | undefined) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/** METRICS_TOKEN as a bearer token; without one, loopback callers that did not come through a proxy. */
function allowed(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const want = Buffer.from(token);
    return given.length === want.length && timingSafeEqual(given, want);
  }
  return isLoopback(request.socket.remoteAddress) && !request.headers['x-forwarded-for'];
}

/**
 * GET /metrics (Prometheus text, prom-client; issue 27): HTTP requests, errors and latency per route, the Node
 * process (event-loop lag, heap, RSS), the database pool and statement time, the Redis round trip, websockets, the
 * job queues, SMS sends, and the money figures (escrow per currency, withdrawals waiting and the oldest one's age,
 * the ledger check 0/1). A registry per app (tests build many). Protected: METRICS_TOKEN (docs/production.md).
 * Also the slow-query log: a statement over SLOW_QUERY_MS is logged by name with its time, never its parameters.
 */
export function registerMetrics(app: FastifyInstance, handle: DbHandle): void {
  const { metricsToken, slowQueryMs } = app.config.ops;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({ name: 'mts_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const errors = new Counter({ name: 'mts_http_request_errors_total', help: 'HTTP requests answered with a 5xx, by method and route pattern', labelNames: ['method', 'route'], registers: [registry] });
  const latency = new Histogram({ name: 'mts_http_request_duration_seconds', help: 'HTTP request time, by method and route pattern', labelNames: ['method', 'route'], buckets: HTTP_BUCKETS, registers: [registry] });
  new Gauge({ name: 'mts_http_inflight_requests', help: 'Requests received and not yet answered', registers: [registry], collect() { this.set(app.lifecycle.inflight); } });
  new Gauge({ name: 'mts_draining', help: '1 while the instance drains after SIGTERM', registers: [registry], collect() { this.set(app.lifecycle.draining ? 1 : 0); } });

  // Database: statement time by name, slow statements, the pool.
  const queryTime = new Histogram({ name: 'mts_db_query_duration_seconds', help: 'Database statement time, by statement name (verb and first table)', labelNames: ['statement'], buckets: DB_BUCKETS, registers: [registry] });
  const slow = new Counter({ name: 'mts_db_slow_queries_total', help: `Statements slower than SLOW_QUERY_MS`, labelNames: ['statement'], registers: [registry] });
  const stopObserving = handle.queries.add((statement, seconds) => {
    queryTime.observe({ statement }, seconds);
    if (seconds * 1000 >= slowQueryMs) {
      slow.inc({ statement });
      app.log.warn({ statement, ms: Math.round(seconds * 10_000) / 10, thresholdMs: slowQueryMs }, 'slow query');
    }
  });
  app.addHook('onClose', async () => void stopObserving());
  new Gauge({
    name: 'mts_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients, max)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = handle.poolStats();
      for (const [state, v] of Object.entries(s)) this.set({ state }, v);
    },
  });

  // Redis.
  const redisRoundTrip = async (): Promise<number | null> => {
    const redis = app.redis;
    if (!redis || redis.status !== 'ready') return null;
    const t0 = performance.now();
    const pong = await Promise.race([redis.ping().catch(() => null), new Promise<null>((r) => setTimeout(() => r(null), 1000).unref())]);
    return pong === 'PONG' ? (performance.now() - t0) / 1000 : null;
  };
  new Gauge({
    name: 'mts_redis_roundtrip_seconds',
    help: 'Redis PING round trip at scrape time (absent without REDIS_URL; -1 when Redis does not answer)',
    registers: [registry],
    async collect() {
      if (!app.redis) return;
      this.set((await redisRoundTrip()) ?? -1);
    },
  });
  new Gauge({ name: 'mts_redis_up', help: '1 when Redis answers (absent without REDIS_URL)', registers: [registry], collect() { if (app.redis) this.set(app.redis.status === 'ready' ? 1 : 0); } });

  // Websockets.
  new Gauge({ name: 'mts_websocket_connections', help: 'Authenticated realtime websockets on this instance', registers: [registry], collect() { this.set(app.hasDecorator('realtime') ? app.realtime.all.size : 0); } });

  // Jobs.
  const jobs = new Counter({ name: 'mts_jobs_total', help: 'Background jobs ended on this instance, by queue and outcome (completed, failed, handed_back)', labelNames: ['queue', 'outcome'], registers: [registry] });
  const jobFailures = new Counter({ name: 'mts_job_failures_total', help: 'Background jobs that failed on this instance, by queue', labelNames: ['queue'], registers: [registry] });

  // SMS.
  const smsSends = new Counter({ name: 'mts_sms_sends_total', help: 'SMS codes handed to the provider', registers: [registry] });
  const smsFailures = new Counter({ name: 'mts_sms_failures_total', help: 'SMS codes the provider refused or failed to take', registers: [registry] });
  app.addHook('onReady', async () => {
    const sms = app.providers.sms;
    const send = sms.sendCode.bind(sms);
    sms.sendCode = async (mobile, code) => {
      try {
        await send(mobile, code);
        smsSends.inc();
      } catch (err) {
        smsFailures.inc();
        throw err;
      }
    };
  });

  // Money and queues, from the database (cached).
  let cached: { at: number; value: Promise<MoneyFigures> } | null = null;
  const money = (): Promise<MoneyFigures> => {
    const now = Date.now();
    if (!cached || now - cached.at > MONEY_TTL_MS) {
      const value = moneyFigures(appContext(app));
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
  const fromMoney = (name: string, help: string, labelNames: string[], fill: (g: Gauge, m: MoneyFigures) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const m = await money().catch((err: unknown) => {
          app.log.warn({ err }, 'metrics: money figures failed');
          return null;
        });
        if (m) fill(this, m);
      },
    });
  fromMoney('mts_escrow_amount_cents', 'Orders in escrow, sum per currency in cents (分)', ['currency'], (g, m) => m.escrow.forEach((e) => g.set({ currency: e.currency }, e.amount)));
  fromMoney('mts_withdrawals_waiting', 'Withdrawals waiting to be paid (待打款), per currency', ['currency'], (g, m) => m.withdrawals.forEach((w) => g.set({ currency: w.currency }, w.count)));
  fromMoney('mts_withdrawals_waiting_amount_cents', 'Amount of the withdrawals waiting, per currency in cents', ['currency'], (g, m) => m.withdrawals.forEach((w) => g.set({ currency: w.currency }, w.amount)));
  fromMoney('mts_withdrawal_oldest_age_seconds', 'Age of the oldest withdrawal waiting (0 when none)', [], (g, m) => g.set(m.oldestWithdrawalSeconds));
  fromMoney('mts_ledger_check_ok', 'The ledger invariant: 1 green, 0 red', [], (g, m) => g.set(m.ledgerOk ? 1 : 0));
  fromMoney('mts_job_queue_depth', 'Background jobs waiting, per queue', ['queue'], (g, m) => m.jobQueues.forEach((q) => g.set({ queue: q.queue }, q.waiting)));
  fromMoney('mts_job_queue_failed', 'Background jobs in the failed state, per queue', ['queue'], (g, m) => m.jobQueues.forEach((q) => g.set({ queue: q.queue }, q.failed)));

  app.decorate('metrics', {
    registry,
    jobEnded(queue, outcome) {
      jobs.inc({ queue, outcome });
      if (outcome === 'failed') jobFailures.inc({ queue });
    },
    money,
    redisRoundTrip,
    async snapshot() {
      const total = async (m: { get(): Promise<{ values: { value: number }[] }> } | undefined) => (m ? (await m.get()).values.reduce((sum, v) => sum + v.value, 0) : 0);
      return {
        requests: await total(requests),
        errors5xx: await total(errors),
        smsSent: await total(smsSends),
        smsFailed: await total(smsFailures),
        // prom-client sets every event-loop gauge in the collect of nodejs_eventloop_lag_seconds: run it first.
        eventLoopLagP99: await (registry.getSingleMetric('nodejs_eventloop_lag_seconds') as unknown as { get(): Promise<unknown> } | undefined)
          ?.get()
          .then(() => total(registry.getSingleMetric('nodejs_eventloop_lag_p99_seconds') as never)) ?? 0,
      };
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    const status = reply.statusCode;
    requests.inc({ method, route, status });
    if (status >= 500) errors.inc({ method, route });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request, metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 401, msg: '需要监控令牌（METRICS_TOKEN）', data: null });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
