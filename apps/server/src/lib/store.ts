import type { Redis } from 'ioredis';

/**
 * Short-lived shared state (SMS codes, try counts, cooldowns, caps, captcha answers, QR tickets).
 * TTLs here only reclaim space; rules that depend on time compare timestamps kept in the values
 * against the app's clock, so tests can move the clock and both stores behave alike.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds 1 and returns the new count; the first increment starts the key's TTL. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step: of two concurrent takers, only one gets the value. */
  take(key: string): Promise<string | null>;
  close(): Promise<void>;
}

/** One process's store (development, tests, single instance). */
export class MemoryStore implements KvStore {
  private map = new Map<string, { value: string; expires: number }>();

  private live(key: string) {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlMs: number) {
    if (this.map.size > 100_000) this.sweep();
    this.map.set(key, { value, expires: Date.now() + ttlMs });
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }
  async incr(key: string, ttlMs: number) {
    const e = this.live(key);
    if (!e) {
      await this.set(key, '1', ttlMs);
      return 1;
    }
    e.value = String(Number(e.value) + 1);
    return Number(e.value);
  }
  async del(key: string) {
    this.map.delete(key);
  }
  async take(key: string) {
    const v = this.live(key)?.value ?? null;
    this.map.delete(key);
    return v;
  }
  async close() {
    this.map.clear();
  }
  private sweep() {
    const now = Date.now();
    for (const [k, e] of this.map) if (e.expires <= now) this.map.delete(k);
  }
}

/** Shared by every instance pointing at the same Redis; keys carry a prefix. */
export class RedisStore implements KvStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mts:',
  ) {}
  private k(key: string) {
    return this.prefix + key;
  }
  async get(key: string) {
    return this.redis.get(this.k(key));
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }
  async incr(key: string, ttlMs: number) {
    const [[, n]] = (await this.redis.multi().incr(this.k(key)).pexpire(this.k(key), Math.ceil(ttlMs), 'NX').exec()) as [[Error | null, number]];
    return n;
  }
  async del(key: string) {
    await this.redis.del(this.k(key));
  }
  async take(key: string) {
    return this.redis.getdel(this.k(key));
  }
  async close() {
    // The Redis connection belongs to the app (plugins/redis.ts).
  }
}
