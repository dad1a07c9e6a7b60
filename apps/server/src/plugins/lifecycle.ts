import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draining and in-flight requests (plugins/lifecycle.ts; server.ts drains on SIGTERM). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** SIGTERM arrived: /readyz answers 503, every reply closes its connection (the proxy opens its next one elsewhere). */
  readonly draining: boolean;
  /** Requests received and not yet answered. */
  readonly inflight: number;
  drain(): void;
}

const CLIENT_ID = /^[\w.:-]{8,64}$/;

/**
 * The request id: the proxy's X-Request-Id when it looks like one (nginx `$request_id`, 32 hex), else a fresh UUID.
 * The same id is in the reply's X-Request-Id header and in every log line of the request.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request (`msg: "request"`: reqId, userId, method, route, path without the query, status, ms),
 * in place of Fastify's two lines; the token and cookies never appear (only the session's user id). While draining,
 * every reply carries `Connection: close`.
 */
export function registerLifecycle(app: FastifyInstance): void {
  let draining = false;
  let inflight = 0;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    get inflight() {
      return inflight;
    },
    drain() {
      draining = true;
    },
  } satisfies Lifecycle);

  app.addHook('onRequest', (_request, reply, done) => {
    inflight++;
    // 'close' comes once per response, sent or aborted.
    reply.raw.once('close', () => inflight--);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const q = url.indexOf('?');
    request.log.info(
      {
        userId: request.ctx?.user?.id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: q < 0 ? url : url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
  // A callback hook, not an async one: it runs on every reply, and a promise per reply costs more than the headers.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
