/**
 * A small in-process cache for content that is read on every page view and changes rarely
 * (banners, nav, categories, dict, brands). PGlite is a single connection, so sparing it these
 * reads matters. Writers call `invalidate(prefix)`; entries also expire after `ttlMs` as a
 * safety net. With REDIS_URL, an invalidation is also published on Redis and the other instances
 * drop the same entries.
 */
export class ContentCache {
  private entries = new Map<string, { value: unknown; expires: number }>();
  private inflight = new Map<string, Promise<unknown>>();
  hits = 0;
  misses = 0;

  constructor(private readonly ttlMs = 60_000) {}

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
        if (generation === this.generation) this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
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
}

/** Cache key prefixes, one per kind of content. */
export const CacheKeys = {
  banner: 'banner:',
  nav: 'nav:',
  category: 'category:',
  recCategory: 'recCategory:',
  dict: 'dict:',
  brand: 'brand:',
} as const;
