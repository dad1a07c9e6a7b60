import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD, compressed, type Encoding, encodingFor } from '../plugins/compress.ts';

/**
 * A small in-process cache for what is read on every page view and changes rarely: content (banners, nav,
 * categories, dict, brands) and the hot goods lists (goods/cache.ts). PGlite is a single connection, so sparing
 * it these reads matters. Writers call `invalidate(prefix)`; entries also expire after `ttlMs` as a
 * safety net. With REDIS_URL, an invalidation is also published on Redis and the other instances
 * drop the same entries. At most `maxEntries` are kept (the oldest go first).
 */
export class ContentCache {
  private entries = new Map<string, { value: unknown; expires: number }>();
  private inflight = new Map<string, Promise<unknown>>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.hits++;
      return hit.value as T;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    this.misses++;
    const generation = this.generation;
    const p = load()
      .then((value) => {
        // A write that happened while loading must not be overwritten by the stale value.
        if (generation === this.generation) {
          this.entries.delete(key);
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
          if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  private generation = 0;

  /** Set when REDIS_URL is set: tells the other instances to drop the same entries (plugins/infra.ts). */
  publish: ((prefix: string) => void) | null = null;

  /** Drops every entry whose key starts with `prefix` (`banner:` drops all banner lists), here and on every other instance. */
  invalidate(prefix: string): void {
    this.invalidateLocal(prefix);
    this.publish?.(prefix);
  }

  /** Drops entries of this instance only (what a message from another instance does). */
  invalidateLocal(prefix: string): void {
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.inflight.keys()) if (key.startsWith(prefix)) this.inflight.delete(key);
  }

  clear(): void {
    this.invalidate('');
  }

  /**
   * A reply body kept as its JSON text: encoded with the route's response schema once, when loaded (what the
   * zod serializer would do on every request), then served as is. Keys share their content's prefix, so the
   * writer's `invalidate(prefix)` drops the texts with the values.
   */
  replyJson<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>): Promise<CachedJson> {
    return this.get(key, async () => new CachedJson(JSON.stringify(schema.encode((await load()) as z.output<S>))));
  }
}

/** A cached reply body: its JSON text, and each compressed form once a client has asked for it. */
export class CachedJson {
  readonly bytes: Buffer;
  private readonly forms = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.forms.get(encoding);
    if (!body) this.forms.set(encoding, (body = compressed(encoding, this.bytes)));
    return body;
  }
}

/**
 * Sends a cached reply: no schema validation, no JSON.stringify and no compression per request. The route keeps
 * its response schema for the OpenAPI docs and for uncached replies. A body of 1 KB or more goes out compressed
 * as @fastify/compress would send it (same encodings, quality and Vary), from the copy compressed once; the
 * plugin passes a reply that already has a Content-Encoding through, and content routes skip it (CACHED_ROUTE).
 */
export function sendJson(reply: FastifyReply, json: CachedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = json.bytes.length >= COMPRESS_THRESHOLD ? encodingFor(reply.request) : null;
  if (!encoding) return reply.send(json.bytes);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', encoding).send(json.encoded(encoding));
}

/**
 * Route options of a route that always answers through sendJson: @fastify/compress adds no hooks to it (a GET
 * has no body to decompress, and the reply is compressed already).
 */
export const CACHED_ROUTE = { compress: false, decompress: false } as const;

/** Cache key prefixes, one per kind of content. */
export const CacheKeys = {
  banner: 'banner:',
  nav: 'nav:',
  category: 'category:',
  recCategory: 'recCategory:',
  dict: 'dict:',
  brand: 'brand:',
  /** The shown inspection centres (GET /inspection/centres, the ship dialog). */
  centre: 'centre:',
  /** Hot /goods/list pages (no keyword): dropped on every goods or lead write (modules/goods/cache.ts). */
  goodsList: 'goodsList:',
} as const;
