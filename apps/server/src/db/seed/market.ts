import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addDays, chinaDay, Side } from '../../modules/market/figures.ts';
import { rebuildAll } from '../../modules/market/rollup.ts';
import { mulberry32 } from './random.ts';

/**
 * 行情 demo history (issue 25): 180 days per seeded part number, a deterministic random walk around the levels of
 * ../shared/domain/memory-market.md (its example listings, e.g. K4A8G165WC-BCTD $13.20, CXDQ3BFAM ¥82,
 * K4RAH086VB $28.50, W25Q128JVSIQ ¥2.60) — demo data, not real quotes; docs/decisions.md lists the levels.
 * Each day: 3–5 asks a little above the level, 1–3 bids below it, 0–2 deals near it; about one day in 25 carries an
 * absurd ask (¥0.01-like or ×100) that the outlier rule drops. Written to market_history (a source the rebuild
 * reads), then every figure is computed by rebuildAll.
 */

/** [part number, brand, currency (0 ¥ / 10 $), level in cents, drift per 180 days (fraction)]. */
export const MARKET_SEED_PARTS: readonly [string, string, 0 | 10, number, number][] = [
  ['K4A8G165WC-BCTD', 'Samsung', 10, 1320, 0.12],
  ['K4A8G165WC-BCTD', 'Samsung', 0, 9500, 0.1],
  ['H5AN8G6NDJR-XNC', 'SK hynix', 10, 1380, 0.1],
  ['MT40A512M16TB-062E:R', 'Micron', 10, 1330, 0.08],
  ['CXDQ3BFAM-CQ-A', 'CXMT', 10, 1140, 0.06],
  ['CXDQ3BFAM-CQ-A', 'CXMT', 0, 8200, 0.05],
  ['MT40A1G16TB-062E:F', 'Micron', 10, 2600, 0.15],
  ['K4AAG165WA-BCWE', 'Samsung', 10, 2610, 0.13],
  ['H5ANAG6NCJR-XNC', 'SK hynix', 10, 2530, 0.12],
  ['K4RAH086VB-BCQK', 'Samsung', 10, 2850, 0.2],
  ['H5CG48AGBDX018N', 'SK hynix', 10, 2780, 0.18],
  ['MT60B2G8HB-48B:A', 'Micron', 10, 2750, 0.17],
  ['CXDB5CCBM-MK-A', 'CXMT', 0, 19000, -0.04],
  ['MT53E1G32D2FW-046 WT:B', 'Micron', 0, 20200, -0.02],
  ['YMN09TC1B1HC6C', 'YMTC', 0, 12800, 0.25],
  ['FEMDNN064G-A3A56', 'FORESEE', 0, 9500, 0.08],
  ['KLUDG4UHDB-B2D1', 'Samsung', 10, 2400, 0.1],
  ['MZVL2512HCJQ-00B00', 'Samsung', 0, 62000, 0.15],
  ['MZ7L3960HCJR-00A07', 'Samsung', 0, 115000, 0.12],
  ['W25Q128JVSIQ', 'Winbond', 0, 260, -0.05],
  ['KLMAG1JETD-B041', 'Samsung', 10, 920, 0.03],
  ['M321R4GA3BB6-CQK', 'Samsung', 0, 430000, 0.2],
];

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

export interface HistoryPoint {
  model: string;
  display: string;
  brand: string;
  currency: number;
  day: string;
  side: number;
  price: number;
  qty: number;
}

/** The points of the demo history ending on `today` (China date), `days` days. Pure and deterministic. */
export function demoHistory(today: string, bases: ReadonlyMap<string, string>, days = 180): HistoryPoint[] {
  const out: HistoryPoint[] = [];
  for (const [display, brand, currency, level, drift] of MARKET_SEED_PARTS) {
    const rand = mulberry32(hash(`${display}|${currency}`));
    const model = bases.get(display)!;
    // Start where the drift ends at the level today.
    let price = level / (1 + drift);
    const step = Math.log(1 + drift) / days;
    for (let k = days - 1; k >= 0; k--) {
      const day = addDays(today, -k);
      // A few percent a week: daily noise ~0.8 %, a jump of 4–8 % on about one day in 40 (supply news).
      const noise = (rand() + rand() + rand() - 1.5) * 0.014;
      const jump = rand() < 0.025 ? (rand() < 0.5 ? -1 : 1) * (0.04 + rand() * 0.04) : 0;
      price = price * Math.exp(step + noise + jump);
      const cents = (x: number) => Math.max(1, Math.round(x));
      const base = { model, display, brand, currency, day };
      const asks = 3 + Math.floor(rand() * 3);
      for (let i = 0; i < asks; i++) out.push({ ...base, side: Side.Ask, price: cents(price * (1.005 + rand() * 0.04)), qty: 500 * (1 + Math.floor(rand() * 20)) });
      if (rand() < 0.04) out.push({ ...base, side: Side.Ask, price: rand() < 0.5 ? 1 : cents(price * 100), qty: 1000 });
      const bids = 1 + Math.floor(rand() * 3);
      for (let i = 0; i < bids; i++) out.push({ ...base, side: Side.Bid, price: cents(price * (0.95 + rand() * 0.04)), qty: 500 * (1 + Math.floor(rand() * 10)) });
      const deals = Math.floor(rand() * 3);
      for (let i = 0; i < deals; i++) out.push({ ...base, side: Side.Deal, price: cents(price * (0.99 + rand() * 0.025)), qty: 200 * (1 + Math.floor(rand() * 25)) });
    }
  }
  return out;
}

/** Writes the demo history ending today and computes every figure. */
export async function seedMarket(db: Db, now: Date): Promise<void> {
  const displays = [...new Set(MARKET_SEED_PARTS.map((p) => p[0]))];
  const res = await db.execute(sql`select d, coalesce(mts_model_base(d), '') as base from unnest(${sql.raw('ARRAY[')}${sql.join(
    displays.map((d) => sql`${d}`),
    sql`, `,
  )}${sql.raw(']::text[]')}) as d`);
  const bases = new Map((res as unknown as { rows: { d: string; base: string }[] }).rows.map((r) => [r.d, r.base]));
  const points = demoHistory(chinaDay(now.getTime()), bases);
  for (let i = 0; i < points.length; i += 2000) {
    const chunk = points.slice(i, i + 2000);
    await db.execute(sql`insert into market_history (model, display, brand, currency, day, side, price, qty, source) values ${sql.join(
      chunk.map((p) => sql`(${p.model}, ${p.display}, ${p.brand}, ${p.currency}, ${p.day}::date, ${p.side}, ${p.price}, ${p.qty}, 'seed')`),
      sql`, `,
    )}`);
  }
  await rebuildAll(db);
}
