import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, AuthLimits, SITE_DEFAULTS, DEFAULT_PLATFORM_FEE_BPS, DispatchLimits, Limits, MoneyLimits, PublishLimits } from '@mts/shared/constants';
import { RealtimeLimits } from '@mts/shared/realtime';
import type { SiteConfig } from '@mts/shared/schemas';

/** The monorepo root, whatever the working directory (npm -w from the root, or inside apps/server). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');
/** Demo images and other files served under /static. */
export const STATIC_DIR = path.join(SERVER_ROOT, 'static');

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…`, `memory://`, or a PGlite data folder. */
  databaseUrl: string;
  redisUrl: string | null;
  apiBase: string;
  /** The web app's Vite build; served with history fallback when it exists. */
  webDist: string;
  staticDir: string;
  /** Seed demo data when the database is empty: SEED_DEMO (default on in development, off in production unless SEED_DEMO=true). */
  seedIfEmpty: boolean;
  /** DATA_DIR or DATABASE_URL was set (production refuses PGlite in the default ./data folder of the checkout). */
  databaseExplicit: boolean;
  /**
   * Fastify `trustProxy` from TRUST_PROXY: false (unset: X-Forwarded-For is ignored, request.ip is the peer),
   * a hop count (`1`: one proxy, nginx, in front), or the addresses/CIDRs of trusted proxies.
   */
  trustProxy: false | number | string[];
  /** NODE_ENV === 'production': no outbox, no dev providers, a real SMS provider required. */
  production: boolean;
  /** Origin put in QR login links (PUBLIC_ORIGIN); null = the request's own origin. */
  publicOrigin: string | null;
  /** Prefix of every Redis key and channel of this deployment (REDIS_PREFIX). */
  redisPrefix: string;
  /** Key of the HMAC that stores resident ID numbers as hashes (ID_HASH_KEY; required in production). */
  idHashKey: string;
  sms: SmsConfig;
  wx: WxConfig;
  /** HTTP-layer rate limits: requests per minute per IP (login, captcha) or per user (uploads, user look-ups). */
  rateLimit: { loginPerMinute: number; captchaPerMinute: number; uploadPerMinute: number; userLookupPerMinute: number; aiChatPerMinute: number };
  /** SMS send rules: the spec's in production; SMS_COOLDOWN_S, SMS_DAILY_PER_MOBILE, SMS_HOURLY_PER_IP may relax them elsewhere (browser tests). */
  smsLimits: SmsLimits;
  dispatch: DispatchConfig;
  /** Money (issue 11): orders 待收货 confirm themselves AUTO_CONFIRM_DAYS (default 7) after the inspection passed, by a sweep (MONEY_SWEEP; default on, off when NODE_ENV=test). */
  money: { autoConfirmDays: number; sweep: boolean };
  /** Background jobs (plugins/jobs.ts): seconds between an idle worker's polls (JOBS_POLL_S, default 2, at least 0.5); a job queued on this instance is fetched at once. */
  jobs: { pollingSeconds: number; sweepsOnRunner: boolean };
  /** Stock lists (issue 23): the sweep of expired uploads, stalled imports and old reports (STOCK_SWEEP; default on, off when NODE_ENV=test). */
  stock: { sweep: boolean };
  /** 询价 (issue 24): the sweep that closes RFQs past their deadline (RFQ_SWEEP; default on, off when NODE_ENV=test). */
  rfq: { sweep: boolean };
  /**
   * 消息中心 (issue 26): delivery through the job runner (NOTIFY_JOBS; default on, off when NODE_ENV=test: delivered
   * in process after the commit), and the sweeps of due SMS/WeChat sends and staff waiting (NOTIFY_SWEEP; default
   * on, off when NODE_ENV=test).
   */
  notify: { jobs: boolean; sweep: boolean };
  /** 行情 (issue 25): the rollups' catch-up sweep (MARKET_SWEEP=false turns it off; off in tests). */
  market: { sweep: boolean };
  /** The platform fee in basis points (100 = 1 %) written into each new contract (PLATFORM_FEE_BPS, default DEFAULT_PLATFORM_FEE_BPS). */
  platformFeeBps: number;
  /** Websocket timings (plugins/realtime.ts): the wait for the auth message and the heartbeat interval. */
  realtime: { authTimeoutMs: number; heartbeatMs: number };
  /** The assistant's OpenAI-compatible model (issue 13; modules/assistant/model.ts). On when baseUrl and model are set (aiModelOn). */
  ai: AiConfig;
  /**
   * The site's name, brand, ICP record and service contacts (SITE_NAME, SITE_BRAND, ICP_RECORD, SERVICE_PHONE,
   * SERVICE_EMAIL; defaults SITE_DEFAULTS): GET /site/config serves them, the page shell prints them.
   */
  site: SiteConfig;
  /** Operations (issue 27; plugins/metrics.ts, plugins/lifecycle.ts, server.ts). */
  ops: OpsConfig;
}

export interface OpsConfig {
  /** METRICS_TOKEN: /metrics wants `Authorization: Bearer <token>` (401 without). Unset: loopback callers only, not through a proxy. */
  metricsToken: string | null;
  /** SLOW_QUERY_MS (default 200): a statement slower than this is logged by name (`slow query`), never its parameters. */
  slowQueryMs: number;
  /** DRAIN_DELAY_MS (default 1000; 0 when NODE_ENV=test): after SIGTERM, readiness red and `Connection: close` this long before the listener closes. */
  drainDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS (default 20000): in-flight requests get this long after SIGTERM; then their connections are cut. */
  shutdownTimeoutMs: number;
  /** JOB_GRACE_MS (default 15000; 0 when NODE_ENV=test): running jobs get this long to finish on stop; then they are told to stop and handed back to the queue. */
  jobGraceMs: number;
}

/** An OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS). The key is never logged. */
export interface AiConfig {
  /** `https://api.example.com/v1` (…/chat/completions is appended); null = no model, the default engine answers. */
  baseUrl: string | null;
  /** Sent as `Authorization: Bearer …`; null = no header (a local server). */
  apiKey: string | null;
  model: string | null;
  /** No first byte within this many ms, or a stall of the stream this long: the default engine answers (AI_TIMEOUT_MS, default 10000). */
  timeoutMs: number;
  /**
   * A pause between the default engine's chunks, in ms (AI_PACE_MS, default 0: the answer is written as fast as it
   * is composed). Set it for a typing effect in a demo, or where a browser test must see the answer grow step by step.
   */
  paceMs: number;
}

/** The model path is on: AI_BASE_URL and AI_MODEL are both set. */
export const aiModelOn = (ai: AiConfig): ai is AiConfig & { baseUrl: string; model: string } => Boolean(ai.baseUrl && ai.model);

/** Dispatch rules (modules/dispatch): the open-lead cap, the follow-up timeout and the release sweep. */
export interface DispatchConfig {
  /** Open (跟进中) leads one negotiator may hold (DISPATCH_MAX_OPEN_LEADS, default 20). */
  maxOpenLeads: number;
  /** Hours a grabbed lead may wait for its first follow record before it goes back to the pool (DISPATCH_FOLLOW_TIMEOUT_HOURS, default 48). */
  followTimeoutHours: number;
  /** Run the release sweep every DispatchLimits.sweepIntervalMs (DISPATCH_SWEEP; default on, off when NODE_ENV=test). */
  sweep: boolean;
}

export type SmsConfig =
  | { provider: 'dev' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };

export interface WxConfig {
  /** Mini-program credentials for wxLogin (code2session); null = dev provider outside production. */
  miniProgram: { appId: string; secret: string; endpoint: string } | null;
  /** Official-account credentials for QR login; null = the built-in scanner (our mobile site). */
  officialAccount: { appId: string; secret: string; endpoint: string } | null;
}

/** The send rules; the spec's values except where a non-production config relaxes them (loadConfig). */
export interface SmsLimits {
  cooldownMs: number;
  dailyPerMobile: number;
  hourlyPerIp: number;
  /** Sends of one mobile within the clock hour after which the captcha is required. */
  captchaAfterMobileSends: number;
  /** Sends from one IP within the clock hour after which the captcha is required (near the cap). */
  captchaAfterIpSends: number;
}

export const smsLimits = (cooldownS: number = AuthLimits.smsCooldownS, dailyPerMobile: number = AuthLimits.smsDailyPerMobile, hourlyPerIp: number = AuthLimits.smsHourlyPerIp): SmsLimits => ({
  cooldownMs: cooldownS * 1000,
  dailyPerMobile,
  hourlyPerIp,
  captchaAfterMobileSends: 3,
  captchaAfterIpSends: Math.max(1, hourlyPerIp - 5),
});
export const SPEC_SMS_LIMITS = smsLimits();

const num = (v: string | undefined) => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return n;
}
function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  const n = positiveNumber(raw, fallback, name);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number, got ${raw}`);
  return n;
}

const DEV_ID_HASH_KEY = 'mts-dev-id-hash-key';

function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || (env.ALIYUN_SMS_ACCESS_KEY_ID ? 'aliyun' : 'dev');
  if (provider === 'dev') return { provider: 'dev' };
  if (provider !== 'aliyun') throw new Error(`SMS_PROVIDER must be dev or aliyun, got ${provider}`);
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new Error(`SMS_PROVIDER=aliyun needs ${name}`);
    return v;
  };
  return {
    provider: 'aliyun',
    accessKeyId: need('ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: need('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: need('ALIYUN_SMS_SIGN_NAME'),
    templateCode: need('ALIYUN_SMS_TEMPLATE_CODE'),
    endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com/',
  };
}

function wxConfig(env: NodeJS.ProcessEnv): WxConfig {
  return {
    miniProgram:
      env.WX_APPID && env.WX_SECRET
        ? { appId: env.WX_APPID, secret: env.WX_SECRET, endpoint: env.WX_API_ENDPOINT || 'https://api.weixin.qq.com' }
        : null,
    officialAccount:
      env.WX_MP_APPID && env.WX_MP_SECRET
        ? { appId: env.WX_MP_APPID, secret: env.WX_MP_SECRET, endpoint: env.WX_API_ENDPOINT || 'https://api.weixin.qq.com' }
        : null,
  };
}

/**
 * TRUST_PROXY: unset/empty/`false` trusts nothing; a whole number is the count of proxies in front (`1` behind
 * one nginx); otherwise a comma-separated list of proxy IPs or CIDRs (`127.0.0.1,10.0.0.0/8`). `true` (trust
 * every hop, so any client could choose its IP) is refused.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const entry of list) {
    const [ip, bits, ...rest] = entry.split('/');
    const family = isIP(ip ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || rest.length) {
      throw new Error(`TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy IPs/CIDRs (e.g. 127.0.0.1,10.0.0.0/8), got ${raw}`);
    }
  }
  return list;
}

/** PLATFORM_FEE_BPS: an integer 0 … 10000 basis points. */
function feeBps(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PLATFORM_FEE_BPS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new Error(`PLATFORM_FEE_BPS must be an integer 0–10000 (basis points, 100 = 1 %), got ${raw}`);
  return n;
}

/** AI_BASE_URL: an http(s) URL without the trailing slash (…/chat/completions is appended); unset = no model. */
function aiBaseUrl(raw: string | undefined): string | null {
  const v = (raw ?? '').trim().replace(/\/+$/, '');
  if (!v) return null;
  if (!/^https?:\/\/[^/]/.test(v)) throw new Error(`AI_BASE_URL must be an http(s) URL such as https://api.example.com/v1, got ${v}`);
  return v;
}

const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fromRoot(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const apiBase = (env.API_BASE || API_BASE).replace(/\/+$/, '');
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'pglite'),
    redisUrl: env.REDIS_URL || null,
    apiBase,
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    staticDir: STATIC_DIR,
    // The demo seed makes known accounts (an operator among them): never in production unless asked for by name.
    seedIfEmpty: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    databaseExplicit: Boolean(env.DATA_DIR || env.DATABASE_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, '') : null,
    redisPrefix: env.REDIS_PREFIX || 'mts:',
    idHashKey: env.ID_HASH_KEY || DEV_ID_HASH_KEY,
    sms: smsConfig(env),
    wx: wxConfig(env),
    smsLimits: env.NODE_ENV === 'production' ? SPEC_SMS_LIMITS : smsLimits(num(env.SMS_COOLDOWN_S), num(env.SMS_DAILY_PER_MOBILE), num(env.SMS_HOURLY_PER_IP)),
    dispatch: {
      maxOpenLeads: positiveInt(env.DISPATCH_MAX_OPEN_LEADS, DispatchLimits.maxOpenLeads, 'DISPATCH_MAX_OPEN_LEADS'),
      followTimeoutHours: positiveNumber(env.DISPATCH_FOLLOW_TIMEOUT_HOURS, DispatchLimits.followTimeoutHours, 'DISPATCH_FOLLOW_TIMEOUT_HOURS'),
      sweep: env.DISPATCH_SWEEP ? env.DISPATCH_SWEEP !== 'false' : env.NODE_ENV !== 'test',
    },
    platformFeeBps: feeBps(env.PLATFORM_FEE_BPS),
    jobs: { pollingSeconds: Math.max(0.5, positiveNumber(env.JOBS_POLL_S, 2, 'JOBS_POLL_S')), sweepsOnRunner: env.SWEEPS_ON_RUNNER !== 'false' },
    stock: { sweep: env.STOCK_SWEEP ? env.STOCK_SWEEP !== 'false' : env.NODE_ENV !== 'test' },
    rfq: { sweep: env.RFQ_SWEEP ? env.RFQ_SWEEP !== 'false' : env.NODE_ENV !== 'test' },
    notify: {
      jobs: env.NOTIFY_JOBS ? env.NOTIFY_JOBS !== 'false' : env.NODE_ENV !== 'test',
      sweep: env.NOTIFY_SWEEP ? env.NOTIFY_SWEEP !== 'false' : env.NODE_ENV !== 'test',
    },
    market: { sweep: env.MARKET_SWEEP ? env.MARKET_SWEEP !== 'false' : env.NODE_ENV !== 'test' },
    money: {
      autoConfirmDays: positiveNumber(env.AUTO_CONFIRM_DAYS, MoneyLimits.autoConfirmDays, 'AUTO_CONFIRM_DAYS'),
      sweep: env.MONEY_SWEEP ? env.MONEY_SWEEP !== 'false' : env.NODE_ENV !== 'test',
    },
    rateLimit: {
      loginPerMinute: Number(env.LOGIN_RATE_PER_MIN || 30),
      captchaPerMinute: Number(env.CAPTCHA_RATE_PER_MIN || 30),
      uploadPerMinute: Number(env.UPLOAD_RATE_PER_MIN || PublishLimits.uploadsPerMinute),
      userLookupPerMinute: Number(env.USER_LOOKUP_RATE_PER_MIN || 30),
      /** POST /ai/chat per user (issue 13). */
      aiChatPerMinute: Number(env.AI_CHAT_RATE_PER_MIN || 20),
    },
    realtime: { authTimeoutMs: RealtimeLimits.authTimeoutMs, heartbeatMs: RealtimeLimits.heartbeatMs },
    ai: {
      baseUrl: aiBaseUrl(env.AI_BASE_URL),
      apiKey: env.AI_API_KEY || null,
      model: env.AI_MODEL || null,
      timeoutMs: positiveInt(env.AI_TIMEOUT_MS, Limits.chatTimeoutMs, 'AI_TIMEOUT_MS'),
      paceMs: env.AI_PACE_MS && env.AI_PACE_MS !== '0' ? positiveInt(env.AI_PACE_MS, 0, 'AI_PACE_MS') : 0,
    },
    site: siteConfigOf(env),
    ops: {
      metricsToken: env.METRICS_TOKEN || null,
      slowQueryMs: positiveNumber(env.SLOW_QUERY_MS, 200, 'SLOW_QUERY_MS'),
      drainDelayMs: env.DRAIN_DELAY_MS === '0' ? 0 : positiveInt(env.DRAIN_DELAY_MS, env.NODE_ENV === 'test' ? 0 : 1000, 'DRAIN_DELAY_MS'),
      shutdownTimeoutMs: positiveInt(env.SHUTDOWN_TIMEOUT_MS, 20_000, 'SHUTDOWN_TIMEOUT_MS'),
      jobGraceMs: env.JOB_GRACE_MS === '0' ? 0 : positiveInt(env.JOB_GRACE_MS, env.NODE_ENV === 'test' ? 0 : 15_000, 'JOB_GRACE_MS'),
    },
    ...overrides,
  };
}

/** The site's name and contacts from env, each falling back to SITE_DEFAULTS (ICP_RECORD may be set empty: no line). */
export function siteConfigOf(env: NodeJS.ProcessEnv): SiteConfig {
  const text = (v: string | undefined, fallback: string) => (v === undefined ? fallback : v.trim());
  return {
    siteName: env.SITE_NAME?.trim() || SITE_DEFAULTS.siteName,
    brand: env.SITE_BRAND?.trim() || SITE_DEFAULTS.brand,
    icpRecord: text(env.ICP_RECORD, SITE_DEFAULTS.icpRecord),
    servicePhone: text(env.SERVICE_PHONE, SITE_DEFAULTS.servicePhone),
    serviceEmail: text(env.SERVICE_EMAIL, SITE_DEFAULTS.serviceEmail),
  };
}

/**
 * Refuses configurations that must not run in production (development settings left on). `opensDb`: the app
 * opens config.databaseUrl itself (false when a test hands it an open database).
 */
export function checkProductionConfig(config: AppConfig, { opensDb = true }: { opensDb?: boolean } = {}): void {
  if (!config.production) return;
  if (config.sms.provider === 'dev') throw new Error('Production needs a real SMS provider: set SMS_PROVIDER=aliyun and ALIYUN_SMS_* (see README).');
  if (config.idHashKey === DEV_ID_HASH_KEY) throw new Error('Production needs ID_HASH_KEY (a long random secret for hashing resident ID numbers).');
  if (!opensDb) return;
  const pglite = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (pglite && (config.databaseUrl === 'memory://' || config.databaseUrl === '')) throw new Error('Production cannot run on an in-memory database: set DATABASE_URL=postgres://… (see docs/production.md).');
  if (pglite && !config.databaseExplicit) {
    throw new Error('Production needs DATABASE_URL=postgres://… (several instances, see docs/production.md), or for a single instance on PGlite an explicit DATA_DIR on persistent storage.');
  }
}
