import { sql } from 'drizzle-orm';
import { BomConfidence, MatchClass, type MatchClassValue } from '@mts/shared/bom';
import { GoodsType } from '@mts/shared/constants';
import type { BomOffer } from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import type { ServiceContext } from '../../lib/context.ts';

/**
 * BOM matching (issue 24) in ONE set-based statement per BOM, never one search per line:
 *
 * - exact (100): goods.model_norm = the line's normalised part number (index goods_model_norm_idx);
 * - near (60–90): the same base part number, mts_model_base(goods_model) (index goods_model_base_idx, migration
 *   0019), with another suffix/prefix: 80, raised to 90 when the brands agree (brand table ids, so aliases —
 *   SAMSUNG / 三星 / SEC — agree), lowered to 60 when they conflict;
 * - only 货源 on the shelf, never the buyer's own;
 * - offers ranked per line by a window function: exact before near, higher confidence, priced before 面议,
 *   ¥ before $, price ascending, quantity descending; the first `limit` kept per line, plus the one he chose.
 */

export interface MatchOffer extends BomOffer {
  lineId: number;
  rank: number;
  offerCount: number;
}

export interface MatchOptions {
  bomId: number;
  userId: number;
  /** Only these lines (offers, choose); all the BOM's lines otherwise. */
  lineId?: number;
  /** Offers kept per line (rank ≤ limit), the chosen one always. */
  limit: number;
  /** Only this goods (choose: is it one of the line's offers?). */
  goodsId?: number;
}

type Row = {
  line_id: number;
  goods_id: number;
  cls: string;
  conf: number;
  rn: number | string;
  n: number | string;
  goods_model: string;
  brand_name: string | null;
  price_min: number | null;
  price_unit: number;
  quantity: number;
  moq: number;
  date_code: string;
  condition: string;
  delivery_place: string;
  owner_id: number;
  verified_company: string | null;
  company_name: string | null;
  nick_name: string | null;
  good_level: number | null;
};

const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;

/** The offers of a BOM's lines, best first per line. */
export async function matchOffers(ctx: Pick<ServiceContext, 'db'>, o: MatchOptions): Promise<MatchOffer[]> {
  const shelf = sql`g.status = ${GoodsStatus.OnShelf} and g.type = ${GoodsType.Supply} and g.owner_id is distinct from ${o.userId}`;
  const lineFilter = o.lineId === undefined ? sql`` : sql` and id = ${o.lineId}`;
  const keep = o.goodsId === undefined ? sql`(r.rn <= ${o.limit} or r.goods_id = l.chosen_goods_id)` : sql`r.goods_id = ${o.goodsId}`;
  const { exact, nearMax, nearMin } = BomConfidence;
  const near = Math.round((nearMax + nearMin) / 2 + 5);
  const res = await ctx.db.execute(sql`
    with l as materialized (
      select id, model_norm, mts_model_base(goods_model) as base, brand_id, chosen_goods_id
      from bom_lines where bom_id = ${o.bomId}${lineFilter}
    ),
    c as (
      select l.id as line_id, g.id as goods_id, 'exact' as cls, ${exact}::int as conf
        from l join goods g on g.model_norm = l.model_norm
        where l.model_norm <> '' and ${shelf}
      union all
      select l.id, g.id, 'near',
          (case when l.brand_id is null or g.brand_id is null then ${near} when l.brand_id = g.brand_id then ${nearMax} else ${nearMin} end)::int
        from l join goods g on mts_model_base(g.goods_model) = l.base
        where l.base <> '' and g.model_norm <> l.model_norm and ${shelf}
    ),
    r as (
      select c.line_id, c.goods_id, c.cls, c.conf,
          row_number() over (partition by c.line_id order by c.conf desc, (g.price_min is null), g.price_unit, g.price_min, g.quantity desc, g.id) as rn,
          count(*) over (partition by c.line_id) as n
        from c join goods g on g.id = c.goods_id
    )
    select r.line_id, r.goods_id, r.cls, r.conf, r.rn, r.n,
        g.goods_model, coalesce(b.name, nullif(g.brand_text, '')) as brand_name, g.price_min, g.price_unit, g.quantity, g.moq,
        g.date_code, g.condition, g.delivery_place, g.owner_id,
        u.verified_company, u.company_name, u.nick_name, u.good_level
      from r join l on l.id = r.line_id
        join goods g on g.id = r.goods_id
        left join brands b on b.id = g.brand_id
        left join users u on u.id = g.owner_id
      where ${keep}
      order by r.line_id, r.rn`);
  return rowsOf(res).map((r) => ({
    lineId: r.line_id,
    rank: Number(r.rn),
    offerCount: Number(r.n),
    goodsId: r.goods_id,
    goodsModel: r.goods_model,
    brandName: r.brand_name ?? '',
    priceMin: r.price_min,
    priceUnit: r.price_unit,
    quantity: r.quantity,
    moq: r.moq,
    dateCode: r.date_code,
    condition: r.condition,
    deliveryPlace: r.delivery_place,
    sellerId: r.owner_id,
    companyName: r.verified_company || r.company_name || r.nick_name || '',
    companyVerified: Boolean(r.verified_company),
    rating: r.good_level,
    matchClass: (r.cls === 'exact' ? MatchClass.Exact : MatchClass.Near) as MatchClassValue,
    confidence: r.conf,
  }));
}

/** Offers grouped by line, best first. */
export function byLine(offers: MatchOffer[]): Map<number, MatchOffer[]> {
  const m = new Map<number, MatchOffer[]>();
  for (const o of offers) {
    const list = m.get(o.lineId);
    if (list) list.push(o);
    else m.set(o.lineId, [o]);
  }
  return m;
}

/** An offer as the API gives it (no line, rank or count). */
export const publicOffer = ({ lineId: _l, rank: _r, offerCount: _n, ...o }: MatchOffer): BomOffer => o;
