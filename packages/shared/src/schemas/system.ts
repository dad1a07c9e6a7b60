import { z } from 'zod';
import { envelope } from './common';

/** GET /healthz (liveness, issue 27): 200 as long as the process serves; it touches neither the database nor Redis. */
export const healthReply = envelope(z.object({ alive: z.literal(true), uptimeS: z.number() }));

/**
 * GET /readyz (readiness, issue 27): the database answers, Redis answers when configured, every migration is applied
 * and the instance is not draining → 200; otherwise 503 with the reasons (a load balancer stops sending traffic).
 */
export const readinessReply = envelope(
  z.object({
    ready: z.boolean(),
    db: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'off']),
    migrations: z.enum(['done', 'pending']),
    draining: z.boolean(),
    reasons: z.array(z.string()),
  }),
);
export type Readiness = z.infer<typeof readinessReply>['data'];

/** GET /ping: a route that touches nothing, the baseline for benchmarks. */
export const pingReply = envelope(z.literal('pong'));

/**
 * GET /site/config (public, cached): the one place the site's name, brand, ICP record and service contacts come from
 * (server env SITE_NAME, SITE_BRAND, ICP_RECORD, SERVICE_PHONE, SERVICE_EMAIL; defaults SITE_DEFAULTS in constants).
 * The web's footer, agreements and page titles read it; the server's static first paint prints the same values.
 */
export const siteConfig = z.object({
  /** The full name after every page title: MTS 存储交易平台. */
  siteName: z.string().min(1),
  /** The short brand on logos and in the agreements (the platform, 「本平台」): MTS. */
  brand: z.string().min(1),
  /** The ICP filing number in the footer (empty: the footer leaves the line out). */
  icpRecord: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
export const siteConfigReply = envelope(siteConfig);

/**
 * GET /admin/health (operator console, issue 27): the instance's readiness and runtime figures, the money figures
 * an operator watches, the job queues and SMS counts: the same figures /metrics exports for Prometheus.
 */
export const opsHealth = z.object({
  readiness: readinessReply.shape.data,
  instance: z.object({
    uptimeS: z.number(),
    rssMB: z.number(),
    heapMB: z.number(),
    /** Event-loop delay p99 in ms. */
    eventLoopLagMs: z.number(),
    inflight: z.number(),
    websockets: z.number(),
    /** Requests answered since this instance started, and those with a 5xx. */
    requests: z.number(),
    errors5xx: z.number(),
  }),
  money: z.object({
    ledgerOk: z.boolean(),
    escrow: z.array(z.object({ priceUnit: z.number(), amount: z.number() })),
    withdrawalsWaiting: z.number(),
    oldestWithdrawalSeconds: z.number(),
  }),
  jobs: z.array(z.object({ queue: z.string(), waiting: z.number(), failed: z.number() })),
  sms: z.object({ sent: z.number(), failed: z.number() }),
  generatedAt: z.string(),
});
export type OpsHealth = z.infer<typeof opsHealth>;
export const opsHealthReply = envelope(opsHealth);
