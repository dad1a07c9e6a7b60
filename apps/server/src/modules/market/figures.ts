import { keepPoints, MarketOutlier, trailingReference, trimmedMedian, type MarketDay } from '@mts/shared/market';

/**
 * 行情 (issue 25): the daily figures of one (part number, currency) from its raw points, by the outlier rule of
 * @mts/shared/market (MarketOutlier). Pure: the rollup (incremental) and the rebuild both call it on every point of
 * the part, so they give the same numbers.
 */

export const Side = { Ask: 1, Bid: 2, Deal: 3 } as const;
export type SideCode = (typeof Side)[keyof typeof Side];

export interface MarketPoint {
  day: string;
  side: number;
  /** Cents. */
  price: number;
  qty: number;
}

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' → days since the epoch. */
export const dayNumber = (day: string): number => Math.round(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS);
/** Days since the epoch → 'YYYY-MM-DD'. */
export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The China date (UTC+8) of an instant. */
export const chinaDay = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => dayText(dayNumber(day) + n);

/** The trailing medians of one side: (day number, median) of days with a figure, oldest first. */
class Trailing {
  private days: { n: number; median: number }[] = [];
  reference(n: number): number | null {
    const from = n - MarketOutlier.trailingDays;
    return trailingReference(this.days.filter((d) => d.n >= from && d.n < n).map((d) => d.median));
  }
  push(n: number, median: number | null) {
    if (median === null) return;
    this.days.push({ n, median });
    // Keep the window only.
    while (this.days.length && this.days[0]!.n < n - MarketOutlier.trailingDays) this.days.shift();
  }
}

const emptyDay = (day: string): MarketDay => ({
  day,
  askLow: null,
  askMedian: null,
  askCount: 0,
  bidHigh: null,
  bidMedian: null,
  bidCount: 0,
  dealVwap: null,
  dealLow: null,
  dealHigh: null,
  dealQty: 0,
  dealCount: 0,
});

/** Every day with at least one kept point, oldest first. `points` in any order. */
export function dailyFigures(points: readonly MarketPoint[]): MarketDay[] {
  const byDay = new Map<string, MarketPoint[]>();
  for (const p of points) {
    const list = byDay.get(p.day);
    if (list) list.push(p);
    else byDay.set(p.day, [p]);
  }
  const days = [...byDay.keys()].sort();
  const trailing = { [Side.Ask]: new Trailing(), [Side.Bid]: new Trailing(), [Side.Deal]: new Trailing() };
  const out: MarketDay[] = [];
  for (const day of days) {
    const n = dayNumber(day);
    const pts = byDay.get(day)!;
    const row = emptyDay(day);
    for (const side of [Side.Ask, Side.Bid, Side.Deal] as const) {
      const raw = pts.filter((p) => p.side === side);
      if (!raw.length) continue;
      const kept = keepPoints(raw, trailing[side].reference(n));
      if (kept.length < MarketOutlier.minCount || kept.length === 0) continue;
      const prices = kept.map((p) => p.price);
      const median = trimmedMedian(prices);
      trailing[side].push(n, median);
      if (side === Side.Ask) {
        row.askLow = Math.min(...prices);
        row.askMedian = median;
        row.askCount = kept.length;
      } else if (side === Side.Bid) {
        row.bidHigh = Math.max(...prices);
        row.bidMedian = median;
        row.bidCount = kept.length;
      } else {
        const qty = kept.reduce((s, p) => s + Math.max(0, p.qty), 0);
        const amount = kept.reduce((s, p) => s + p.price * Math.max(0, p.qty), 0);
        row.dealVwap = qty > 0 ? Math.round(amount / qty) : Math.round(prices.reduce((s, x) => s + x, 0) / prices.length);
        row.dealLow = Math.min(...prices);
        row.dealHigh = Math.max(...prices);
        row.dealQty = qty;
        row.dealCount = kept.length;
      }
    }
    if (row.askCount || row.bidCount || row.dealCount) out.push(row);
  }
  return out;
}

/** The market price of a day: deal VWAP, else ask median. */
export const marketPrice = (d: Pick<MarketDay, 'dealVwap' | 'askMedian'> | undefined): number | null => d?.dealVwap ?? d?.askMedian ?? null;

/** The index price of a member on a day: ask median, else deal VWAP, else bid median. */
export const indexPrice = (d: Pick<MarketDay, 'dealVwap' | 'askMedian' | 'bidMedian'>): number | null => d.askMedian ?? d.dealVwap ?? d.bidMedian ?? null;

/** Days a member's last price stands in for a day without one (index links). */
export const INDEX_CARRY_DAYS = 7;

/**
 * A basket index: chain-linked ratio of sums. Day 0 (the first day any member has a price) = 1000; each next day
 * with data d after the previous one p: value_d = value_p × Σ price_d / Σ price_p over the members with a price on
 * both (a member's price carried up to INDEX_CARRY_DAYS days), so members appearing or leaving do not jump it.
 */
export function basketIndex(members: ReadonlyMap<string, readonly { day: string; price: number | null }[]>): { day: string; value: number; members: number }[] {
  const priceAt = new Map<string, Map<number, number>>();
  const allDays = new Set<number>();
  for (const [model, rows] of members) {
    const m = new Map<number, number>();
    for (const r of rows) {
      if (r.price === null || r.price <= 0) continue;
      const n = dayNumber(r.day);
      m.set(n, r.price);
      allDays.add(n);
    }
    priceAt.set(model, m);
  }
  const days = [...allDays].sort((a, b) => a - b);
  const effective = (m: Map<number, number>, n: number): number | null => {
    for (let k = 0; k <= INDEX_CARRY_DAYS; k++) {
      const v = m.get(n - k);
      if (v !== undefined) return v;
    }
    return null;
  };
  const out: { day: string; value: number; members: number }[] = [];
  let value = 1000;
  let prev: number | null = null;
  for (const n of days) {
    let present = 0;
    for (const m of priceAt.values()) if (m.has(n)) present++;
    if (prev !== null) {
      let now = 0;
      let before = 0;
      for (const m of priceAt.values()) {
        const a = effective(m, n);
        const b = effective(m, prev);
        if (a !== null && b !== null) {
          now += a;
          before += b;
        }
      }
      if (before > 0) value = (value * now) / before;
    }
    out.push({ day: dayText(n), value: Math.round(value * 100) / 100, members: present });
    prev = n;
  }
  return out;
}
