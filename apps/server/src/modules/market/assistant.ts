import { sql } from 'drizzle-orm';
import { formatPrice } from '@mts/shared/format';
import { changeOf } from '@mts/shared/market';
import type { ServiceContext } from '../../lib/context.ts';
import { addDays } from './figures.ts';
import { priceAtOrBefore } from './rollup.ts';
import { baseOf, partRows, todayOf } from './service.ts';

/**
 * 行情 for the assistant (issue 25): "K4A8G165WC-BCTD 现在什么价 / 最近涨了吗" answered from the daily figures,
 * citing them (prices, the day, counts), one line per currency (¥ and $ never mixed).
 */
export interface MarketFacts {
  currency: number;
  display: string;
  asOf: string;
  lastDeal: { price: number; day: string; count: number; qty: number } | null;
  /** The newest day with asks. */
  ask: { low: number; median: number; count: number; day: string } | null;
  bid: { high: number; median: number; count: number; day: string } | null;
  change7d: number | null;
  change30d: number | null;
}

export async function marketFacts(ctx: Pick<ServiceContext, 'db' | 'clock'>, partNumber: string): Promise<MarketFacts[]> {
  const model = await baseOf(ctx.db, partNumber);
  if (!model) return [];
  const parts = (await ctx.db.execute(sql`select currency, display from market_parts where model = ${model} order by days desc`)) as unknown as { rows: { currency: number; display: string }[] };
  const today = todayOf(ctx);
  const out: MarketFacts[] = [];
  for (const p of parts.rows) {
    const rows = (await partRows(ctx.db, model, Number(p.currency), addDays(today, -120))).filter((d) => d.day <= today);
    if (!rows.length) continue;
    const last = <T>(pick: (d: (typeof rows)[number]) => T | null): T | null => {
      for (let i = rows.length - 1; i >= 0; i--) {
        const v = pick(rows[i]!);
        if (v !== null) return v;
      }
      return null;
    };
    const lastDeal = last((d) => (d.dealVwap === null ? null : { price: d.dealVwap, day: d.day, count: d.dealCount, qty: d.dealQty }));
    const ask = last((d) => (d.askLow === null || d.askMedian === null ? null : { low: d.askLow, median: d.askMedian, count: d.askCount, day: d.day }));
    const bid = last((d) => (d.bidHigh === null || d.bidMedian === null ? null : { high: d.bidHigh, median: d.bidMedian, count: d.bidCount, day: d.day }));
    const newest = rows.at(-1)!;
    const nowPrice = priceAtOrBefore(rows, newest.day);
    out.push({
      currency: Number(p.currency),
      display: String(p.display),
      asOf: newest.day,
      lastDeal,
      ask,
      bid,
      change7d: changeOf(nowPrice, priceAtOrBefore(rows, addDays(newest.day, -7))),
      change30d: changeOf(nowPrice, priceAtOrBefore(rows, addDays(newest.day, -30))),
    });
  }
  return out;
}

const pct = (c: number) => `${(Math.abs(c) * 100).toFixed(1)}%`;
const trendZh = (label: string, c: number | null) => (c === null ? '' : c === 0 ? `${label}持平` : `${label}${c > 0 ? '上涨' : '下跌'} ${pct(c)}`);
const trendEn = (label: string, c: number | null) => (c === null ? '' : c === 0 ? `flat over ${label}` : `${c > 0 ? 'up' : 'down'} ${pct(c)} over ${label}`);

/** The answer's lines (Chinese or English). */
export function marketLines(facts: readonly MarketFacts[], lang: 'zh' | 'en'): string[] {
  if (!facts.length) return [];
  const out: string[] = [lang === 'zh' ? '行情（平台成交与报价的每日统计）：' : 'Market (daily figures of the marketplace’s deals and quotes):'];
  for (const f of facts) {
    const money = (c: number) => formatPrice(c, f.currency);
    if (lang === 'zh') {
      const parts = [
        f.lastDeal ? `最近成交均价 ${money(f.lastDeal.price)}（${f.lastDeal.day}，${f.lastDeal.count} 笔共 ${f.lastDeal.qty.toLocaleString('en-US')} 片）` : '近期没有成交',
        f.ask ? `卖价最低 ${money(f.ask.low)}、中位 ${money(f.ask.median)}（${f.ask.day}，${f.ask.count} 条报价）` : '',
        f.bid ? `求购价最高 ${money(f.bid.high)}（${f.bid.day}，${f.bid.count} 条）` : '',
        [trendZh('近 7 天', f.change7d), trendZh('近 30 天', f.change30d)].filter(Boolean).join('，'),
      ].filter(Boolean);
      out.push(`· ${f.display} ${f.currency === 10 ? '美元' : '人民币'}：${parts.join('；')}。`);
    } else {
      const parts = [
        f.lastDeal ? `last deals averaged ${money(f.lastDeal.price)} (${f.lastDeal.day}, ${f.lastDeal.count} deals, ${f.lastDeal.qty.toLocaleString('en-US')} pcs)` : 'no recent deals',
        f.ask ? `asks from ${money(f.ask.low)}, median ${money(f.ask.median)} (${f.ask.day}, ${f.ask.count} quotes)` : '',
        f.bid ? `bids up to ${money(f.bid.high)} (${f.bid.day}, ${f.bid.count})` : '',
        [trendEn('7 days', f.change7d), trendEn('30 days', f.change30d)].filter(Boolean).join(', '),
      ].filter(Boolean);
      out.push(`· ${f.display} ${f.currency === 10 ? 'USD' : 'CNY'}: ${parts.join('; ')}.`);
    }
  }
  return out;
}
