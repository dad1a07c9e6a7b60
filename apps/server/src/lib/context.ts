import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ImageStorage } from '../modules/upload/storage.ts';
import type { Providers } from '../providers/index.ts';
import type { DevOutbox } from '../providers/sms.ts';
import type { AuthUser, ClientInfo } from './auth-types.ts';
import type { ContentCache } from './cache.ts';
import type { Clock } from './clock.ts';
import { unauthorized } from './errors.ts';
import { BufferedEvents, type DomainEvent, type EventBus } from './events.ts';
import type { JobQueue } from './jobs.ts';
import type { KvStore } from './store.ts';

/**
 * What every service function receives first, `(ctx, input)`: built once per request by plugins/auth.ts
 * (`request.ctx`), or by appContext() for work outside a request. Inside inTx, `db` is the transaction and
 * `events` hold their events until it commits.
 */
export interface ServiceContext {
  /** The database, or the current transaction inside inTx. */
  db: Db;
  /** The logged-in caller; null when anonymous. */
  user: AuthUser | null;
  clock: Clock;
  cache: ContentCache;
  /** Short-lived keys: SMS codes, captcha answers, QR tickets, counters. */
  store: KvStore;
  log: FastifyBaseLogger;
  /** Published after commit (see inTx). */
  events: EventBus;
  config: AppConfig;
  providers: Providers;
  /** Development outbox (SMS codes, captcha answers); null in production. */
  outbox: DevOutbox | null;
  uploads: ImageStorage;
  /** Background jobs (plugins/jobs.ts): queue one with `send`. */
  jobs: JobQueue;
  client: ClientInfo;
  /**
   * The message outbox (issue 26, modules/message/outbox.ts): inTx hands it the transaction's events before the
   * commit (the messages are written with the change) and its batch after the commit (delivery is queued).
   * Absent in contexts built by hand (tests of a service alone): nothing is written then.
   */
  notices?: EventOutbox;
}

/** Writes the messages of a transaction's events inside it, then queues their delivery after the commit. */
export interface EventOutbox {
  write(tx: ServiceContext, events: readonly DomainEvent[]): Promise<unknown>;
  /** After the commit, with what write returned (never throws: a delivery that cannot be queued is swept later). */
  committed(batch: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The message outbox (modules/message): set when the message module is registered. */
    notices?: EventOutbox;
  }
}

/** The client of work that no request started (start-up jobs, scripts). */
export const SYSTEM_CLIENT: ClientInfo = { token: null, platform: 'H5', ip: '127.0.0.1', origin: 'http://localhost' };

/** A context over the app's services, for a request (plugins/auth.ts) or for system work. */
export function appContext(app: FastifyInstance, client: ClientInfo = SYSTEM_CLIENT, log: FastifyBaseLogger = app.log): ServiceContext {
  return {
    db: app.db,
    user: null,
    clock: app.clock,
    cache: app.cache,
    store: app.store,
    log,
    events: app.events,
    config: app.config,
    providers: app.providers,
    outbox: app.outbox,
    uploads: app.uploads,
    jobs: app.jobs,
    client,
    notices: app.notices,
  };
}

const IN_TX = Symbol('inTx');
type TxContext = ServiceContext & { [IN_TX]?: true };

/**
 * Runs `fn` with the same context over one transaction: committed when fn resolves, rolled back when it throws.
 * Events published inside are delivered only after the commit. A nested inTx joins the outer transaction.
 */
export async function inTx<T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> {
  if ((ctx as TxContext)[IN_TX]) return fn(ctx);
  const buffered = new BufferedEvents();
  let batch: unknown = null;
  const result = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Db, events: buffered, [IN_TX]: true } as TxContext;
    const r = await fn(txCtx);
    // The outbox: the messages these events cause are written before the commit, with the change.
    if (ctx.notices && buffered.pending.length) batch = await ctx.notices.write(txCtx, buffered.pending);
    return r;
  });
  buffered.flushTo(ctx.events);
  if (batch !== null && ctx.notices) ctx.notices.committed(batch);
  return result;
}

/** The caller of a service that needs a login (its route is guarded by requireUser()): 401 otherwise. */
export function userOf(ctx: ServiceContext): AuthUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}
