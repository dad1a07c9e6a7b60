import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { OrderStatus } from '@mts/shared/status';
import type { Db } from '../../db/client.ts';
import type { DomainEvent } from '../../lib/events.ts';
import { evaluateAlerts } from './alerts.ts';
import { rebuildAll, recomputeModels } from './rollup.ts';
import { MARKET_CACHE } from './service.ts';
import { DEMO_OPERATOR_MOBILE } from '../../db/seed/index.ts';
import { seedMarket } from '../../db/seed/market.ts';

/**
 * 行情 rollups after domain events (issue 25): the events that move a figure name goods, RFQs, quotes or orders;
 * their part numbers are collected, and `debounceMs` later every row of those part numbers is recomputed (rollup.ts)
 * and their alerts evaluated. In process, per instance (each instance recomputes what its own requests changed; the
 * recompute is idempotent, so two instances doing one part is harmless). A sweep (MARKET_SWEEP_MS) catches writes
 * that publish no event (goods updated in the last sweep window).
 */

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export const MARKET_DEBOUNCE_MS = 150;
export const MARKET_SWEEP_MS = 5 * 60_000;

/** What an event names: goods ids, RFQ ids, order ids. */
export function sourcesOf(e: DomainEvent): { goods: number[]; rfqs: number[]; orders: number[] } {
  const out = { goods: [] as number[], rfqs: [] as number[], orders: [] as number[] };
  const id = num(e.id);
  const row = e.row && typeof e.row === 'object' ? (e.row as Record<string, unknown>) : undefined;
  if (e.type === 'goods.stockImport') return out; // id is the import: MarketUpdater reads its goods
  if (e.type.startsWith('goods.')) {
    if (id !== null) out.goods.push(id);
    if (Array.isArray(e.ids)) for (const x of e.ids) if (num(x) !== null) out.goods.push(x as number);
  } else if (e.type === 'rfq.create' || e.type.startsWith('rfq.')) {
    if (id !== null) out.rfqs.push(id);
  } else if (e.type.startsWith('rfqQuote.')) {
    const rfqId = num(e.rfqId) ?? num(row?.rfqId);
    if (rfqId !== null) out.rfqs.push(rfqId);
  } else if (e.type.startsWith('order.')) {
    const status = num(e.status) ?? num(row?.status);
    if (id !== null && status === OrderStatus.Completed) out.orders.push(id);
  }
  return out;
}

async function modelsOf(db: Db, s: { goods: number[]; rfqs: number[]; orders: number[]; imports?: number[] }, recentSince: Date | null): Promise<string[]> {
  const parts = [];
  const ints = (xs: number[]) => sql.join(
    xs.map((x) => sql`${x}::int`),
    sql`, `,
  );
  if (s.goods.length) parts.push(sql`select mts_model_base(goods_model) as m from goods where id in (${ints(s.goods)})`);
  if (s.rfqs.length) parts.push(sql`select mts_model_base(goods_model) as m from rfqs where id in (${ints(s.rfqs)})`);
  if (s.orders.length) parts.push(sql`select mts_model_base(g.goods_model) as m from orders o join goods g on g.id = o.goods_id where o.id in (${ints(s.orders)})`);
  // A stock import (issue 23): its trader's goods written since the import began.
  if (s.imports?.length)
    parts.push(sql`select distinct mts_model_base(g.goods_model) as m from stock_imports i join goods g on g.owner_id = i.user_id and g.updated_at >= i.created_at where i.id in (${ints(s.imports)})`);
  if (recentSince) parts.push(sql`select mts_model_base(goods_model) as m from goods where updated_at >= ${recentSince.toISOString()}::timestamptz`);
  if (!parts.length) return [];
  const res = await db.execute(sql.join(parts, sql` union `));
  return rowsOf(res)
    .map((r) => String(r.m ?? ''))
    .filter(Boolean);
}

export class MarketUpdater {
  private pending = { goods: new Set<number>(), rfqs: new Set<number>(), orders: new Set<number>(), imports: new Set<number>(), models: new Set<string>(), recent: null as Date | null };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private app: FastifyInstance, private debounceMs = MARKET_DEBOUNCE_MS) {}

  onEvent = (e: DomainEvent): void => {
    if (this.closed) return;
    const s = sourcesOf(e);
    if (e.type === 'goods.stockImport' && num(e.id) !== null) {
      this.pending.imports.add(e.id);
      this.schedule();
    }
    if (!s.goods.length && !s.rfqs.length && !s.orders.length) return;
    for (const x of s.goods) this.pending.goods.add(x);
    for (const x of s.rfqs) this.pending.rfqs.add(x);
    for (const x of s.orders) this.pending.orders.add(x);
    this.schedule();
  };

  /** Recompute these part numbers (bases) soon. */
  markModels(models: readonly string[]): void {
    for (const m of models) this.pending.models.add(m);
    this.schedule();
  }

  /** Recompute the part numbers of goods updated since `since` soon. */
  markRecent(since: Date): void {
    if (!this.pending.recent || since < this.pending.recent) this.pending.recent = since;
    this.schedule();
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.flush()).catch((err: unknown) => this.app.log.error({ err }, 'market rollup failed'));
    }, this.debounceMs);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    const p = this.pending;
    this.pending = { goods: new Set(), rfqs: new Set(), orders: new Set(), imports: new Set(), models: new Set(), recent: null };
    const db = this.app.db;
    const models = new Set(p.models);
    for (const m of await modelsOf(db, { goods: [...p.goods], rfqs: [...p.rfqs], orders: [...p.orders], imports: [...p.imports] }, p.recent)) models.add(m);
    if (!models.size) return;
    const list = [...models];
    for (let i = 0; i < list.length; i += 200) {
      // Closing: stop between batches (a big stock import can name thousands of parts).
      if (this.closed) return;
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      const pairs = await recomputeModels(db, list.slice(i, i + 200));
      this.app.cache.invalidate(MARKET_CACHE);
      await evaluateAlerts({ db, events: this.app.events, clock: this.app.clock }, pairs);
    }
  }

  /** Resolves when nothing is pending or running (tests, shutdown). */
  async idle(): Promise<void> {
    for (let i = 0; i < 50; i++) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
        this.running = this.running.then(() => this.flush()).catch((err: unknown) => this.app.log.error({ err }, 'market rollup failed'));
      }
      const r = this.running;
      await r;
      if (!this.timer && r === this.running) return;
    }
  }

  /** The flush in flight, if any. */
  current(): Promise<void> {
    return this.running;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 行情 rollups (modules/market/updater.ts). */
    market: MarketUpdater;
  }
}

/**
 * A database from before the market tables (migration 0021) has listings and orders but no figures: on start, in the
 * background, a demo database (SEED_DEMO, the demo operator present) gets the demo history, any other one a rebuild.
 * One probe when figures exist.
 */
export async function ensureMarket(app: FastifyInstance, demo: boolean): Promise<void> {
  const db = app.db;
  const [r] = rowsOf(
    await db.execute(sql`select exists (select 1 from market_parts) as has, exists (select 1 from market_history) as hist, exists (select 1 from goods) as goods, exists (select 1 from users where mobile = ${DEMO_OPERATOR_MOBILE}) as demo`),
  );
  if (!r || r.has || !r.goods) return;
  app.log.info('market: no figures yet, computing them');
  if (demo && r.demo && !r.hist) await seedMarket(db, new Date(app.clock.now()));
  else await rebuildAll(db);
  app.cache.invalidate(MARKET_CACHE);
}

/** Subscribes the rollups to the app's domain events; `sweep` adds the periodic catch-up. */
export function registerMarket(app: FastifyInstance, opts: { sweep: boolean; demo?: boolean }): void {
  const updater = new MarketUpdater(app);
  app.decorate('market', updater);
  const unsubscribe = app.events.subscribe(updater.onEvent);
  if (opts.sweep) app.schedule('market rollup sweep', MARKET_SWEEP_MS, async (ctx) => updater.markRecent(new Date(ctx.clock.now() - 2 * MARKET_SWEEP_MS)));
  let first: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    first = ensureMarket(app, opts.demo ?? false).catch((err: unknown) => app.log.error({ err }, 'market: first computation failed'));
  });
  app.addHook('onClose', async () => {
    await first;
    unsubscribe();
    updater.close();
    // The batch in flight only (close() stops the rest).
    await updater.current().catch(() => undefined);
  });
}
