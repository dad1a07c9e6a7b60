import { randomBytes } from 'node:crypto';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { REALTIME_PATH, RealtimeClose, type RealtimeServerMessage } from '@mts/shared/realtime';
import type { AppConfig } from '../config.ts';
import { appContext } from '../lib/context.ts';
import type { DomainEvent } from '../lib/events.ts';
import { findSessionUser } from '../modules/auth/sessions.ts';
import { type RealtimeClient, RealtimeHub } from '../modules/realtime/hub.ts';
import { dbLookups, mapDomainEvent, type RealtimePush, SESSIONS_ENDED_EVENT } from '../modules/realtime/map.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The authenticated websockets of this instance (plugins/realtime.ts). */
    realtime: RealtimeHub;
  }
}

/** A client message is a few dozen bytes: anything longer is refused by ws (close 1009). */
export const REALTIME_MAX_PAYLOAD = 4096;
const CHANNEL = 'rt:events';
/** The websocket close code "going away" (RFC 6455): sent to every socket when the instance stops. */
export const GOING_AWAY = 1001;

interface FanOut {
  from: string;
  pushes: RealtimePush[];
  /** Users whose sockets every instance closes (their sessions ended: account disabled, role changed). */
  closeUsers?: number[];
}

const send = (ws: WebSocket, message: RealtimeServerMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

/** A client message as an object with a string type, or null (junk, binary). */
function parse(data: unknown, isBinary: boolean): { type: string; token?: unknown } | null {
  if (isBinary) return null;
  try {
    const m: unknown = JSON.parse(String(data));
    return m && typeof m === 'object' && typeof (m as { type?: unknown }).type === 'string' ? (m as { type: string }) : null;
  } catch {
    return null;
  }
}

/**
 * Realtime pushes (trade-flow section 6; contract in packages/shared/src/realtime.ts): GET `${apiBase}/ws`.
 * The first message authenticates (`{type:'auth', token}` within config.realtime.authTimeoutMs, else 4408; an
 * unknown token or disabled account 4401), then the socket is registered under its user and business type.
 * Domain events (after commit) are mapped to pushes (modules/realtime/map.ts) and delivered to this instance's
 * sockets; with Redis they are also published on `${redisPrefix}rt:events`, and every other instance delivers
 * them to its own sockets (the publisher skips its own message by instance id: each push goes out once).
 */
export async function registerRealtime(app: FastifyInstance, config: AppConfig): Promise<void> {
  const hub = new RealtimeHub();
  app.decorate('realtime', hub);
  const { authTimeoutMs, heartbeatMs } = config.realtime;
  // On close (SIGTERM, server.ts): every socket is closed with 1001 "going away"; the apps reconnect at once (to
  // another instance behind the proxy: this one no longer accepts).
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_PAYLOAD },
    preClose(done) {
      const server = app.websocketServer;
      for (const ws of server.clients) ws.close(GOING_AWAY, 'server restarting');
      server.close(() => undefined);
      done();
    },
  });

  app.get(`${config.apiBase}${REALTIME_PATH}`, { websocket: true }, (ws, request) => {
    let client: RealtimeClient | null = null;
    let authenticating = false;
    let closed = false;
    const timer = setTimeout(() => ws.close(RealtimeClose.AuthTimeout, 'auth timeout'), authTimeoutMs);

    ws.on('message', (data, isBinary) => {
      const m = parse(data, isBinary);
      if (client) {
        if (m?.type === 'ping') send(ws, { type: 'pong', at: new Date(app.clock.now()).toISOString() });
        return; // anything else from an authenticated client is ignored
      }
      if (authenticating) return;
      if (m?.type !== 'auth' || typeof m.token !== 'string' || m.token.length > 200) {
        clearTimeout(timer);
        ws.close(RealtimeClose.Unauthorized, 'unauthorized');
        return;
      }
      authenticating = true;
      const token = m.token.replace(/^Bearer\s+/i, '');
      findSessionUser(appContext(app), token).then(
        (user) => {
          clearTimeout(timer);
          if (closed) return;
          if (!user) {
            ws.close(RealtimeClose.Unauthorized, 'unauthorized');
            return;
          }
          client = { ws, userId: user.id, businessType: user.businessType, missed: 0 };
          hub.add(client);
          send(ws, { type: 'ready', userId: user.id });
        },
        (err: unknown) => {
          clearTimeout(timer);
          request.log.error({ err }, 'realtime auth failed');
          ws.close(1011, 'server error');
        },
      );
    });
    ws.on('pong', () => {
      if (client) client.missed = 0;
    });
    ws.on('error', (err) => request.log.debug({ err }, 'realtime socket error'));
    ws.on('close', () => {
      closed = true;
      clearTimeout(timer);
      if (client) hub.remove(client);
    });
  });

  // Heartbeat: a ws ping every heartbeatMs; a socket that missed two pongs is dropped (a half-open connection).
  const heartbeat = setInterval(() => {
    for (const c of hub.all) {
      if (c.missed >= 2) {
        c.ws.terminate();
        hub.remove(c);
        continue;
      }
      c.missed++;
      c.ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  // Domain events → pushes, in publication order (a lead's new/taken must not swap).
  const lookups = dbLookups(app.db);
  const instanceId = randomBytes(8).toString('hex');
  let redisOut: ((pushes: RealtimePush[]) => void) | null = null;
  let queue: Promise<void> = Promise.resolve();
  let redisClose: ((userIds: number[]) => void) | null = null;
  const onEvent = (event: DomainEvent) => {
    if (event.type === SESSIONS_ENDED_EVENT) {
      hub.closeUsers([event.id], RealtimeClose.Unauthorized, 'session ended');
      redisClose?.([event.id]);
      return;
    }
    queue = queue
      .then(async () => {
        const pushes = await mapDomainEvent(event, lookups);
        if (!pushes.length) return;
        hub.deliver(pushes);
        redisOut?.(pushes);
      })
      .catch((err: unknown) => app.log.error({ err, event: event.type }, 'realtime push failed'));
  };
  const unsubscribe = app.events.subscribe(onEvent);

  let sub: Redis | null = null;
  if (app.redis) {
    const redis = app.redis;
    const channel = config.redisPrefix + CHANNEL;
    sub = redis.duplicate();
    sub.on('error', (err: unknown) => app.log.debug({ err }, 'realtime subscriber connection error'));
    await sub.connect().catch(() => undefined); // Redis down at start: infra logged it; ioredis reconnects
    sub.on('message', (_ch: string, raw: string) => {
      try {
        const m = JSON.parse(raw) as FanOut;
        if (m.from === instanceId) return;
        if (Array.isArray(m.pushes)) hub.deliver(m.pushes);
        if (Array.isArray(m.closeUsers)) hub.closeUsers(m.closeUsers, RealtimeClose.Unauthorized, 'session ended');
      } catch {
        // not ours
      }
    });
    // Subscribed now if Redis answered, and again whenever the connection is (re)established (a start with Redis down).
    const subscribe = () => sub!.subscribe(channel).catch(() => undefined);
    if (sub.status === 'ready') await subscribe();
    sub.on('ready', () => void subscribe());
    redisClose = (closeUsers) => {
      redis.publish(channel, JSON.stringify({ from: instanceId, pushes: [], closeUsers } satisfies FanOut)).catch((err: unknown) => app.log.warn({ err }, 'realtime publish failed'));
    };
    redisOut = (pushes) => {
      redis.publish(channel, JSON.stringify({ from: instanceId, pushes } satisfies FanOut)).catch((err: unknown) => app.log.warn({ err }, 'realtime publish failed'));
    };
  }

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    redisOut = null;
    redisClose = null;
    sub?.disconnect();
  });
}
