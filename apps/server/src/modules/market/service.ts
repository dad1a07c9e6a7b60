import { sql } from 'drizzle-orm';
import { GoodsType } from '@mts/shared/constants';
import {
  basketOf,
  changeOf,
  keepPoints,
  MARKET_BASKETS,
  MARKET_CSV_HEADER,
  MarketLimits,
  trailingReference,
  trimmedMedian,
  type MarketDay,
} from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import type {
  MarketBadge,
  MarketHeader,
  MarketIndexDetail,
  MarketIndexItem,
  MarketMovers,
  MarketPanel,
  MarketPart,
  MarketSearchItem,
  MarketSeriesPoint,
} from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { addDays, chinaDay, dayNumber, marketPrice } from './figures.ts';
import { priceAtOrBefore } from './rollup.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Today, a China date, by the app's clock. */
export const todayOf = (ctx: Pick<ServiceContext, 'clock'>): string => chinaDay(ctx.clock.now());

/** The base part number (mts_model_base) of a text, as the database computes it. */
export async function baseOf(db: Db, model: string): Promise<string> {
  const [r] = rowsOf(await db.execute(sql`select coalesce(mts_model_base(${model}::text), '') as base`));
  return String(r?.base ?? '');
}

const toDay = (r: Row): MarketDay => ({
  day: String(r.day),
  askLow: intOrNull(r.ask_low),
  askMedian: intOrNull(r.ask_median),
  askCount: Number(r.ask_count),
  bidHigh: intOrNull(r.bid_high),
  bidMedian: intOrNull(r.bid_median),
  bidCount: Number(r.bid_count),
  dealVwap: intOrNull(r.deal_vwap),
  dealLow: intOrNull(r.deal_low),
  dealHigh: intOrNull(r.deal_high),
  dealQty: Number(r.deal_qty),
  dealCount: Number(r.deal_count),
});

/** The daily rows of a part from `from` on, oldest first. */
export async function partRows(db: Db, model: string, currency: number, from: string): Promise<MarketDay[]> {
  const res = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, ask_low, ask_median, ask_count, bid_high, bid_median, bid_count,
        deal_vwap, deal_low, deal_high, deal_qty, deal_count
      from market_daily where model = ${model} and currency = ${currency} and day >= ${from}::date order by day`);
  return rowsOf(res).map(toDay);
}

/** The prices on the shelf now: index-only on goods_market_shelf_idx (the status a literal, so the partial index's predicate is proven). */
async function shelfPrices(db: Db, model: string, currency: number) {
  const res = await db.execute(sql`
    select type, price_min from goods
      where mts_model_base(goods_model) = ${model} and status = ${sql.raw(String(GoodsStatus.OnShelf))} and price_unit = ${currency} and price_min > 0`);
  const asks: { price: number }[] = [];
  const bids: { price: number }[] = [];
  for (const r of rowsOf(res)) (Number(r.type) === GoodsType.Supply ? asks : bids).push({ price: Number(r.price_min) });
  return { asks, bids };
}

/** Today's side of the shelf: the outlier rule against the trailing medians. */
function liveSides({ asks, bids }: { asks: { price: number }[]; bids: { price: number }[] }, rows: readonly MarketDay[], today: string) {
  const from = addDays(today, -30);
  const trailing = (pick: (d: MarketDay) => number | null) => trailingReference(rows.filter((d) => d.day >= from && d.day < today).map(pick));
  const a = keepPoints(asks, trailing((d) => d.askMedian)).map((p) => p.price);
  const b = keepPoints(bids, trailing((d) => d.bidMedian)).map((p) => p.price);
  return {
    ask: { low: a.length ? Math.min(...a) : null, median: trimmedMedian(a), count: a.length },
    bid: { high: b.length ? Math.max(...b) : null, median: trimmedMedian(b), count: b.length },
  };
}

async function partInfo(db: Db, model: string, currency: number): Promise<{ display: string; brand: string | null } | null> {
  const [r] = rowsOf(await db.execute(sql`select display, brand from market_parts where model = ${model} and currency = ${currency}`));
  return r ? { display: String(r.display), brand: (r.brand as string | null) ?? null } : null;
}

/** Header + rows of a part over `days` days ending today (rows read from 30 days earlier for the 30-day change). */
async function header(ctx: ServiceContext, model: string, currency: number, days: number, fallbackDisplay: string) {
  const today = todayOf(ctx);
  const windowFrom = addDays(today, -(days - 1));
  // Three independent reads (in parallel on PostgreSQL's pool).
  const [all, info, shelf] = await Promise.all([partRows(ctx.db, model, currency, addDays(windowFrom, -37)), partInfo(ctx.db, model, currency), shelfPrices(ctx.db, model, currency)]);
  const rows = all.filter((d) => d.day >= windowFrom && d.day <= today);
  const live = liveSides(shelf, all, today);
  let lastDeal: { price: number; day: string } | null = null;
  for (let i = rows.length - 1; i >= 0 && !lastDeal; i--) if (rows[i]!.dealVwap !== null) lastDeal = { price: rows[i]!.dealVwap!, day: rows[i]!.day };
  const latest = [...rows].reverse().find((d) => marketPrice(d) !== null);
  const now = marketPrice(latest);
  const change = (n: number) => (latest ? changeOf(now, priceAtOrBefore(all, addDays(latest.day, -n))) : null);
  const points = rows.filter((d) => d.askCount || d.bidCount || d.dealCount).length;
  const head: MarketHeader = {
    model,
    display: info?.display ?? fallbackDisplay,
    brand: info?.brand ?? null,
    currency,
    insufficient: points < MarketLimits.minPoints,
    points,
    lastDeal,
    ask: live.ask,
    bid: live.bid,
    change7d: change(7),
    change30d: change(30),
    asOf: rows.at(-1)?.day ?? null,
  };
  const byDay = new Map(rows.map((d) => [d.day, d]));
  const series: MarketSeriesPoint[] = [];
  for (let n = dayNumber(windowFrom); n <= dayNumber(today); n++) {
    const day = addDays(windowFrom, n - dayNumber(windowFrom));
    const d = byDay.get(day);
    series.push({ day, deal: d?.dealVwap ?? null, askLow: d?.askLow ?? null, bidHigh: d?.bidHigh ?? null });
  }
  return { head, rows, series };
}

/** The badge of a listing price against the market (ask median on the shelf, else the last deal). */
export function badgeOf(listing: number | null, head: MarketHeader): MarketBadge | null {
  if (head.insufficient || listing === null || listing <= 0) return null;
  const market = head.ask.median ?? head.lastDeal?.price ?? null;
  if (!market) return null;
  const pct = Math.round((listing / market - 1) * 10000) / 10000;
  if (Math.abs(pct) < MarketLimits.badgeAtPct) return { kind: 'at', pct };
  return { kind: pct < 0 ? 'below' : 'above', pct };
}

/** GET /market/panel?goodsId: the goods' part number in the goods' currency, 90 days. */
export async function marketPanel(ctx: ServiceContext, goodsId: number): Promise<MarketPanel> {
  const [g] = rowsOf(
    await ctx.db.execute(sql`select id, type, goods_model, mts_model_base(goods_model) as base, price_unit, price_min, status from goods where id = ${goodsId}`),
  );
  if (!g || Number(g.status) === GoodsStatus.Deleted) throw notFound(MarketMsg.goodsNotFound);
  const model = String(g.base ?? '');
  const currency = Number(g.price_unit) === 10 ? 10 : 0;
  const { head, series } = await header(ctx, model, currency, MarketLimits.panelDays, String(g.goods_model));
  const listingPrice = intOrNull(g.price_min);
  return { ...head, goodsId, listingPrice, series, badge: Number(g.type) === GoodsType.Supply ? badgeOf(listingPrice, head) : null };
}

/** GET /market/part: header, series and rows. */
export async function marketPart(ctx: ServiceContext, q: { model: string; currency: number; days: number }): Promise<MarketPart> {
  const model = await baseOf(ctx.db, q.model);
  if (!model) throw notFound(MarketMsg.partNotFound);
  const known = rowsOf(await ctx.db.execute(sql`select 1 from market_parts where model = ${model} limit 1`)).length > 0;
  if (!known) {
    const [g] = rowsOf(await ctx.db.execute(sql`select 1 from goods where mts_model_base(goods_model) = ${model} limit 1`));
    if (!g) throw notFound(MarketMsg.partNotFound);
  }
  const { head, rows, series } = await header(ctx, model, q.currency, q.days, q.model.trim());
  return { ...head, days: q.days, series, rows, basket: basketOf(model, q.currency)?.code ?? null };
}

const csvCell = (v: number | string | null): string => (v === null ? '' : typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`);
const yuan = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

/** GET /market/part/export: every day with figures (all history), UTF-8 with BOM; prices in yuan/dollars. */
export async function marketCsv(ctx: ServiceContext, q: { model: string; currency: number }): Promise<{ csv: string; fileName: string }> {
  const model = await baseOf(ctx.db, q.model);
  if (!model) throw notFound(MarketMsg.partNotFound);
  const rows = await partRows(ctx.db, model, q.currency, '1970-01-01');
  if (!rows.length) throw notFound(MarketMsg.partNotFound);
  const info = await partInfo(ctx.db, model, q.currency);
  const lines = [MARKET_CSV_HEADER.join(',')];
  for (const d of rows)
    lines.push(
      [d.day, yuan(d.dealVwap), yuan(d.dealLow), yuan(d.dealHigh), d.dealQty, yuan(d.askLow), yuan(d.askMedian), d.askCount, yuan(d.bidHigh), yuan(d.bidMedian), d.bidCount]
        .map((v) => (typeof v === 'string' && /^\d/.test(v) ? v : csvCell(v)))
        .join(','),
    );
  const name = (info?.display ?? model).replace(/[^A-Za-z0-9._-]/g, '_');
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, fileName: `${MarketMsg.exportFile}-${name}-${q.currency === 10 ? 'USD' : 'CNY'}.csv` };
}

async function indexRows(db: Db, codes: readonly string[], from: string) {
  const res = await db.execute(sql`
    select code, to_char(day, 'YYYY-MM-DD') as day, value, members from market_index_daily
      where code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}) and day >= ${from}::date order by code, day`);
  const by = new Map<string, { day: string; value: number; members: number }[]>();
  for (const r of rowsOf(res)) {
    const list = by.get(String(r.code)) ?? [];
    list.push({ day: String(r.day), value: Number(r.value), members: Number(r.members) });
    by.set(String(r.code), list);
  }
  return by;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The value at or before a day (carried). */
const valueAt = (list: readonly { day: string; value: number }[], day: string): number | null => {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.day <= day) return list[i]!.value;
  return null;
};

function indexItem(b: (typeof MARKET_BASKETS)[number], list: readonly { day: string; value: number; members: number }[], today: string): MarketIndexItem {
  const last = list.at(-1);
  const spark: (number | null)[] = [];
  for (let k = MarketLimits.sparkDays - 1; k >= 0; k--) {
    const v = valueAt(list, addDays(today, -k));
    spark.push(v === null ? null : round2(v));
  }
  const prevDay = list.length >= 2 ? list.at(-2)! : undefined;
  return {
    code: b.code,
    name: b.name,
    currency: b.currency,
    value: last ? round2(last.value) : null,
    change1d: last && prevDay ? changeOf(last.value, prevDay.value) : null,
    change7d: last ? changeOf(last.value, valueAt(list, addDays(last.day, -7))) : null,
    spark,
    members: last?.members ?? 0,
    asOf: last?.day ?? null,
  };
}

/** GET /market/indices: every basket (of one currency when given), latest value, changes, 30-day sparkline. */
export async function marketIndices(ctx: ServiceContext, q: { currency?: number }): Promise<MarketIndexItem[]> {
  const today = todayOf(ctx);
  // Cached until the next recompute on this instance (the updater drops `market:`), at most the cache's TTL (60 s).
  return ctx.cache.get(`${MARKET_CACHE}indices:${q.currency ?? 'all'}:${today}`, () => loadIndices(ctx, q, today));
}

/** The prefix of the market's cache keys (dropped after every recompute). */
export const MARKET_CACHE = 'market:';

async function loadIndices(ctx: ServiceContext, q: { currency?: number }, today: string): Promise<MarketIndexItem[]> {
  const baskets = MARKET_BASKETS.filter((b) => q.currency === undefined || b.currency === q.currency);
  if (!baskets.length) return [];
  const by = await indexRows(
    ctx.db,
    baskets.map((b) => b.code),
    addDays(today, -(MarketLimits.sparkDays + 14)),
  );
  return baskets.map((b) => indexItem(b, by.get(b.code) ?? [], today));
}

/** GET /market/index?code&days: one basket's series and its member part numbers. */
export async function marketIndex(ctx: ServiceContext, q: { code: string; days: number }): Promise<MarketIndexDetail> {
  const b = MARKET_BASKETS.find((x) => x.code === q.code);
  if (!b) throw notFound(MarketMsg.indexNotFound);
  const today = todayOf(ctx);
  const from = addDays(today, -(q.days - 1));
  const list = (await indexRows(ctx.db, [b.code], addDays(from, -14))).get(b.code) ?? [];
  const series: { day: string; value: number | null }[] = [];
  for (let k = q.days - 1; k >= 0; k--) {
    const day = addDays(today, -k);
    const v = valueAt(list, day);
    series.push({ day, value: v === null ? null : round2(v) });
  }
  const like = sql.join(
    b.prefixes.map((p) => sql`model like ${`${p}%`}`),
    sql` or `,
  );
  const parts = rowsOf(
    await ctx.db.execute(sql`select model, display, brand, price, change7d from market_parts where currency = ${b.currency} and (${like}) and last_day >= ${from}::date order by days desc, model limit 50`),
  ).map((r) => ({ model: String(r.model), display: String(r.display), brand: (r.brand as string | null) ?? null, price: intOrNull(r.price), change7d: r.change7d === null ? null : round4(Number(r.change7d)) }));
  return { ...indexItem(b, list, today), series, parts, prefixes: [...b.prefixes] };
}

const round4 = (v: number) => Math.round(v * 10000) / 10000;

/** GET /market/movers: the newest day's biggest 7-day changes (per currency when given). */
export async function marketMovers(ctx: ServiceContext, q: { currency?: number }): Promise<MarketMovers> {
  return ctx.cache.get(`${MARKET_CACHE}movers:${q.currency ?? 'all'}`, () => loadMovers(ctx, q));
}

async function loadMovers(ctx: ServiceContext, q: { currency?: number }): Promise<MarketMovers> {
  const cur = q.currency === undefined ? sql`` : sql` and currency = ${q.currency}`;
  const [d] = rowsOf(await ctx.db.execute(sql`select to_char(max(last_day), 'YYYY-MM-DD') as day from market_parts where change7d is not null${cur}`));
  const day = (d?.day as string | null) ?? null;
  if (!day) return { day: null, up: [], down: [] };
  // Parts whose newest figure is within a week of the newest day.
  const since = addDays(day, -7);
  const pick = async (dir: 'up' | 'down') => {
    const cond = dir === 'up' ? sql`change7d > 0` : sql`change7d < 0`;
    const order = dir === 'up' ? sql`change7d desc` : sql`change7d asc`;
    const res = await ctx.db.execute(sql`
      select model, display, brand, currency, price, change7d from market_parts
        where last_day >= ${since}::date and price is not null and ${cond}${cur}
        order by ${order}, model limit ${MarketLimits.moversPerSide}`);
    return rowsOf(res).map((r) => ({
      model: String(r.model),
      display: String(r.display),
      brand: (r.brand as string | null) ?? null,
      currency: Number(r.currency),
      price: Number(r.price),
      change: round4(Number(r.change7d)),
    }));
  };
  return { day, up: await pick('up'), down: await pick('down') };
}

/** Letters and digits, lower case: how a typed part number prefix meets mts_model_base. */
export const searchKey = (q: string): string => q.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '');

/** GET /market/search?q: part numbers by prefix of the base (type-ahead). */
export async function marketSearch(ctx: ServiceContext, q: { q: string }): Promise<MarketSearchItem[]> {
  const key = searchKey(q.q);
  if (key.length < 2) return [];
  const res = await ctx.db.execute(sql`
    select model, display, brand, currency, price, change7d from market_parts
      where model like ${`${key.replace(/[%_]/g, '')}%`} order by (model = ${key}) desc, days desc, model, currency limit ${MarketLimits.searchMax}`);
  return rowsOf(res).map((r) => ({
    model: String(r.model),
    display: String(r.display),
    brand: (r.brand as string | null) ?? null,
    currency: Number(r.currency),
    price: intOrNull(r.price),
    change7d: r.change7d === null ? null : round4(Number(r.change7d)),
  }));
}

export { basketOf };
