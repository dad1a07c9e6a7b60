import { sql, type SQL } from 'drizzle-orm';
import { basketOf, MARKET_BASKETS, type MarketBasket, type MarketDay } from '@mts/shared/market';
import type { Db } from '../../db/client.ts';
import { addDays, basketIndex, dailyFigures, dayNumber, indexPrice, marketPrice, type MarketPoint } from './figures.ts';
import { changeOf } from '@mts/shared/market';

/**
 * 行情 (issue 25): the rollups. The points of a part number (mts_model_base of the part number, per currency) are
 * read from the source rows, every time in full:
 * - asks: 货源 goods (type 1) with a price, on the China date of their updated_at (published, re-priced or
 *   refreshed that day), whatever their status now; RFQ quotes (rfq_quotes) on the date of their updated_at;
 * - bids: 求购 goods (type 2, which includes RFQs' demands) with a target price, on the date of their updated_at;
 * - deals: completed orders (status 50) at their contract price and quantity, on the date of completed_at;
 * - market_history: outside observations (the demo seed).
 * dailyFigures turns them into rows; recomputeModels (the incremental path, after domain events) and rebuildAll
 * (`npm run market:rebuild`) both run it over every point of a part, so they write the same rows.
 */

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
const keyOf = (model: string, currency: number) => `${model}|${currency}`;

interface PartPoints {
  model: string;
  currency: number;
  points: MarketPoint[];
  displays: Map<string, number>;
  brands: Map<string, number>;
}

const DAY_OF = (col: SQL) => sql`to_char((${col} at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD')`;

/** The points of the part numbers matching `filter` (a condition on a `base` expression). */
async function loadPoints(db: Db, where: (base: SQL) => SQL): Promise<Map<string, PartPoints>> {
  const gBase = sql`mts_model_base(g.goods_model)`;
  const rBase = sql`mts_model_base(r.goods_model)`;
  const res = await db.execute(sql`
    select ${gBase} as model, g.price_unit as currency, ${DAY_OF(sql`g.updated_at`)} as day,
        (case when g.type = 1 then 1 else 2 end) as side, g.price_min as price, g.quantity as qty,
        g.goods_model as display, coalesce(b.name_en, nullif(g.brand_text, '')) as brand
      from goods g left join brands b on b.id = g.brand_id
      where ${where(gBase)} and g.price_min > 0 and g.price_unit in (0, 10) and g.goods_model <> ''
    union all
    select ${rBase}, q.price_unit, ${DAY_OF(sql`q.updated_at`)}, 1, q.price, q.quantity, r.goods_model, nullif(r.brand_name, '')
      from rfqs r join rfq_quotes q on q.rfq_id = r.id
      where ${where(rBase)} and q.price > 0 and q.price_unit in (0, 10)
    union all
    select ${gBase}, o.price_unit, ${DAY_OF(sql`o.completed_at`)}, 3, o.price, o.quantity, g.goods_model, coalesce(b.name_en, nullif(g.brand_text, ''))
      from goods g join orders o on o.goods_id = g.id and o.status = 50 left join brands b on b.id = g.brand_id
      where ${where(gBase)} and o.completed_at is not null and o.price > 0 and o.price_unit in (0, 10)
    union all
    select h.model, h.currency, to_char(h.day, 'YYYY-MM-DD'), h.side, h.price, h.qty, h.display, nullif(h.brand, '')
      from market_history h where ${where(sql`h.model`)}`);
  const parts = new Map<string, PartPoints>();
  for (const r of rowsOf(res)) {
    const model = String(r.model ?? '');
    if (!model) continue;
    const currency = Number(r.currency);
    const key = keyOf(model, currency);
    let p = parts.get(key);
    if (!p) parts.set(key, (p = { model, currency, points: [], displays: new Map(), brands: new Map() }));
    p.points.push({ day: String(r.day), side: Number(r.side), price: Number(r.price), qty: Number(r.qty ?? 0) });
    const d = String(r.display ?? '');
    if (d) p.displays.set(d, (p.displays.get(d) ?? 0) + 1);
    if (r.brand) p.brands.set(String(r.brand), (p.brands.get(String(r.brand)) ?? 0) + 1);
  }
  return parts;
}

const mostCommon = (m: Map<string, number>): string | null => {
  let best: string | null = null;
  let n = -1;
  for (const [k, v] of m) if (v > n || (v === n && best !== null && k < best)) [best, n] = [k, v];
  return best;
};

/** The market price of the newest row with one at or before `day`, looking back at most `window` days. */
export function priceAtOrBefore(rows: readonly MarketDay[], day: string, window = 7): number | null {
  const n = dayNumber(day);
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    const k = dayNumber(r.day);
    if (k > n) continue;
    if (k < n - window) return null;
    const p = marketPrice(r);
    if (p !== null) return p;
  }
  return null;
}

/** The summary of a part's rows: its latest market price and 7-day change. */
export function partSummary(rows: readonly MarketDay[]): { lastDay: string | null; price: number | null; change7d: number | null } {
  for (let i = rows.length - 1; i >= 0; i--) {
    const p = marketPrice(rows[i]);
    if (p !== null) {
      const day = rows[i]!.day;
      return { lastDay: day, price: p, change7d: changeOf(p, priceAtOrBefore(rows, addDays(day, -7))) };
    }
  }
  return { lastDay: rows.at(-1)?.day ?? null, price: null, change7d: null };
}

const COLS = 14;
async function writeParts(db: Db, parts: Iterable<PartPoints>): Promise<void> {
  const daily: SQL[] = [];
  const summary: SQL[] = [];
  for (const p of parts) {
    const rows = dailyFigures(p.points);
    if (!rows.length) continue;
    for (const d of rows)
      daily.push(
        sql`(${p.model}, ${p.currency}, ${d.day}::date, ${d.askLow}, ${d.askMedian}, ${d.askCount}, ${d.bidHigh}, ${d.bidMedian}, ${d.bidCount}, ${d.dealVwap}, ${d.dealLow}, ${d.dealHigh}, ${d.dealQty}, ${d.dealCount})`,
      );
    const s = partSummary(rows);
    const display = (mostCommon(p.displays) ?? p.model).slice(0, 64);
    const brand = mostCommon(p.brands)?.slice(0, 32) ?? null;
    summary.push(sql`(${p.model}, ${p.currency}, ${display}, ${brand}, ${rows.length}, ${s.lastDay}::date, ${s.price}, ${s.change7d})`);
  }
  // Chunks well under the 65,535 parameters of a statement.
  const step = Math.floor(30_000 / COLS);
  for (let i = 0; i < daily.length; i += step)
    await db.execute(sql`insert into market_daily (model, currency, day, ask_low, ask_median, ask_count, bid_high, bid_median, bid_count, deal_vwap, deal_low, deal_high, deal_qty, deal_count)
      values ${sql.join(daily.slice(i, i + step), sql`, `)}`);
  for (let i = 0; i < summary.length; i += 3000)
    await db.execute(sql`insert into market_parts (model, currency, display, brand, days, last_day, price, change7d) values ${sql.join(summary.slice(i, i + 3000), sql`, `)}`);
}

/**
 * The incremental path: recomputes every row of these part numbers (all currencies) and the baskets they belong
 * to. Returns the (model, currency) pairs that have figures now.
 */
export async function recomputeModels(db: Db, models: readonly string[]): Promise<{ model: string; currency: number }[]> {
  const list = [...new Set(models.filter((m) => m))];
  if (!list.length) return [];
  const arr = sql`${sql.raw('ARRAY[')}${sql.join(
    list.map((m) => sql`${m}`),
    sql`, `,
  )}${sql.raw(']::text[]')}`;
  const parts = await loadPoints(db, (base) => sql`${base} = any(${arr})`);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`delete from market_daily where model = any(${arr})`);
    await t.execute(sql`delete from market_parts where model = any(${arr})`);
    await writeParts(t, parts.values());
  });
  const baskets = new Set<MarketBasket>();
  for (const p of parts.values()) {
    const b = basketOf(p.model, p.currency);
    if (b) baskets.add(b);
  }
  for (const b of baskets) await recomputeBasket(db, b);
  return [...parts.values()].map((p) => ({ model: p.model, currency: p.currency }));
}

/** One basket's index, all days, from market_daily of its members. */
export async function recomputeBasket(db: Db, b: MarketBasket): Promise<void> {
  const like = sql.join(
    b.prefixes.map((p) => sql`p.model like ${`${p}%`}`),
    sql` or `,
  );
  const res = await db.execute(sql`
    select d.model, to_char(d.day, 'YYYY-MM-DD') as day, d.ask_median, d.deal_vwap, d.bid_median
      from market_parts p join market_daily d on d.model = p.model and d.currency = p.currency
      where p.currency = ${b.currency} and (${like})
      order by d.model, d.day`);
  const members = new Map<string, { day: string; price: number | null }[]>();
  for (const r of rowsOf(res)) {
    const m = String(r.model);
    const price = indexPrice({ askMedian: r.ask_median as number | null, dealVwap: r.deal_vwap as number | null, bidMedian: r.bid_median as number | null });
    const list = members.get(m);
    if (list) list.push({ day: String(r.day), price });
    else members.set(m, [{ day: String(r.day), price }]);
  }
  const series = basketIndex(members);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`delete from market_index_daily where code = ${b.code}`);
    for (let i = 0; i < series.length; i += 5000)
      await t.execute(sql`insert into market_index_daily (code, day, value, members) values ${sql.join(
        series.slice(i, i + 5000).map((s) => sql`(${b.code}, ${s.day}::date, ${s.value}, ${s.members})`),
        sql`, `,
      )}`);
  });
}

/**
 * `npm run market:rebuild`: every figure from scratch. The part numbers are walked in ranges of the base (the
 * functional indexes on goods and rfqs), `batch` part numbers at a time, so memory stays flat at any size.
 */
export async function rebuildAll(db: Db, opts: { batch?: number; log?: (msg: string) => void } = {}): Promise<{ parts: number; rows: number; ms: number }> {
  const started = Date.now();
  const batch = opts.batch ?? 2000;
  const res = await db.execute(sql`
    select model from (
      select distinct mts_model_base(goods_model) as model from goods where price_min > 0 and goods_model <> ''
      union select distinct mts_model_base(goods_model) from rfqs
      union select distinct model from market_history
    ) m where model <> '' order by model`);
  const models = rowsOf(res).map((r) => String(r.model));
  await db.execute(sql`delete from market_daily`);
  await db.execute(sql`delete from market_parts`);
  for (let i = 0; i < models.length; i += batch) {
    const chunk = models.slice(i, i + batch);
    const lo = chunk[0]!;
    const hi = chunk.at(-1)!;
    // The list and the range in the same (deterministic) collation: the range holds exactly this chunk.
    const inRange = (base: SQL) => sql`${base} >= ${lo} and ${base} <= ${hi}`;
    const parts = await loadPoints(db, inRange);
    await writeParts(db, parts.values());
    opts.log?.(`${Math.min(i + batch, models.length)} / ${models.length} part numbers`);
  }
  for (const b of MARKET_BASKETS) await recomputeBasket(db, b);
  const [{ parts, rows }] = rowsOf(await db.execute(sql`select (select count(*) from market_parts)::int as parts, (select count(*) from market_daily)::int as rows`)) as [
    { parts: number; rows: number },
  ];
  return { parts: Number(parts), rows: Number(rows), ms: Date.now() - started };
}

