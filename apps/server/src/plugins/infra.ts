import { randomBytes } from 'node:crypto';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Msg } from '@mts/shared/messages';
import type { AppConfig } from '../config.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { type KvStore, MemoryStore, RedisStore } from '../lib/store.ts';
import { type EventBus, InProcessEventBus } from '../lib/events.ts';
import { type ImageStorage, LocalImageStorage } from '../modules/upload/storage.ts';
import type { Providers } from '../providers/index.ts';
import { ChecksumOnlyVerifier } from '../providers/realname.ts';
import { AliyunSmsProvider, DevOutbox, DevSmsProvider } from '../providers/sms.ts';
import { BuiltInQrAdapter, DevWxLoginProvider, DevWxNoticeProvider, OfficialAccountNoticeProvider, OfficialAccountQrAdapter, WeChatMiniProgramProvider } from '../providers/wechat.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    store: KvStore;
    /** The shared Redis connection, when REDIS_URL is set. */
    redis: Redis | null;
    providers: Providers;
    /** Development outbox (SMS codes, captcha answers); null in production. */
    outbox: DevOutbox | null;
    /** After-commit domain events (lib/events.ts). */
    events: EventBus & Pick<InProcessEventBus, 'subscribe'>;
    /** Uploaded images (a local folder; object storage implements the same interface). */
    uploads: ImageStorage;
  }
}

export interface InfraOptions {
  clock?: Clock;
  providers?: Partial<Providers>;
  uploads?: ImageStorage;
}

const CACHE_CHANNEL = 'cache:invalidate';

/** A Redis URL without its password, for logs. */
const redactUrl = (url: string) => url.replace(/\/\/([^@/]*)@/, '//***@');

/** Clock, short-lived store (memory or Redis), cache fan-out, events, upload storage, HTTP rate limiting and the identity providers. */
export async function registerInfra(app: FastifyInstance, config: AppConfig, opts: InfraOptions = {}): Promise<void> {
  const clock = opts.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('clock', clock);

  let redis: Redis | null = null;
  if (config.redisUrl) {
    // Imported only when configured (start-up time of a single instance).
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // Redis down at start (issue 27): the instance starts anyway, alive but not ready (/readyz 503 "redis
    // unreachable") with one clear log line; ioredis keeps reconnecting, and readiness turns green when it answers.
    let warned = false;
    const down = (err: unknown) => {
      if (warned) return;
      warned = true;
      app.log.error({ err: err instanceof Error ? err.message : String(err) }, `Redis unreachable at start (${redactUrl(config.redisUrl!)}): not ready until it answers`);
    };
    redis.on('error', () => undefined);
    await redis.connect().catch(down);
    const sub = redis.duplicate();
    sub.on('error', () => undefined);
    await sub.connect().catch(down);
    // An instance that writes content publishes; the others drop their entries.
    const instanceId = randomBytes(8).toString('hex');
    const channel = config.redisPrefix + CACHE_CHANNEL;
    app.cache.publish = (prefix) => {
      redis!.publish(channel, JSON.stringify({ from: instanceId, prefix })).catch((err: unknown) => app.log.warn({ err }, 'cache invalidation publish failed'));
    };
    sub.on('message', (_ch: string, raw: string) => {
      try {
        const m = JSON.parse(raw) as { from: string; prefix: string };
        if (m.from !== instanceId && typeof m.prefix === 'string') app.cache.invalidateLocal(m.prefix);
      } catch {
        // not ours
      }
    });
    // Subscribed now if Redis answered, and again whenever the connection is (re)established (a start with Redis down).
    const subscribe = () => sub!.subscribe(channel).catch(() => undefined);
    if (sub.status === 'ready') await subscribe();
    sub.on('ready', () => void subscribe());
    app.addHook('onClose', async () => {
      app.cache.publish = null;
      sub.disconnect();
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  app.decorate('redis', redis);
  const store: KvStore = redis ? new RedisStore(redis, config.redisPrefix) : new MemoryStore();
  app.decorate('store', store);
  app.addHook('onClose', async () => store.close());

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:` } : {}),
    errorResponseBuilder: () => new AppError(429, Msg.tooManyRequests),
  });

  const outbox = config.production ? null : new DevOutbox();
  app.decorate('outbox', outbox);
  const providers: Providers = {
    sms:
      opts.providers?.sms ??
      (config.sms.provider === 'aliyun' ? new AliyunSmsProvider(config.sms, () => clock.now()) : new DevSmsProvider(app.log, outbox!, () => clock.now())),
    wx:
      opts.providers?.wx ??
      (config.wx.miniProgram ? new WeChatMiniProgramProvider(config.wx.miniProgram) : config.production ? null : new DevWxLoginProvider()),
    qr: opts.providers?.qr ?? (config.wx.officialAccount ? new OfficialAccountQrAdapter(config.wx.officialAccount) : new BuiltInQrAdapter()),
    realName: opts.providers?.realName ?? new ChecksumOnlyVerifier(),
    wxNotice:
      opts.providers?.wxNotice ??
      (config.wx.officialAccount ? new OfficialAccountNoticeProvider(config.wx.officialAccount, () => clock.now(), config.publicOrigin ?? '') : new DevWxNoticeProvider()),
  };
  if (config.production && providers.sms instanceof DevSmsProvider) throw new Error('Production needs a real SMS provider');
  app.decorate('providers', providers);
  app.decorate('events', new InProcessEventBus((err, event) => app.log.error({ err, event: event.type }, 'event subscriber failed')));
  app.decorate('uploads', opts.uploads ?? new LocalImageStorage(process.env.UPLOADS_DIR || path.join(config.dataDir, 'uploads')));
}
