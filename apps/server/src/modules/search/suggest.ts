import { sql } from 'drizzle-orm';
import type { SuggestResult } from '@mts/shared/schemas';
import { PublishLimits } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { normalizePartNumber } from '@mts/shared/validate';
import { brands, goods } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { listShownBrands } from '../content/service.ts';
import { escapeLike } from '../../lib/like.ts';

/**
 * The first `limit` distinct on-shelf part numbers starting with `norm`, in the prefix btree's order, each with the
 * part number as written and the brand of one of its listings. A skip scan (recursive CTE): each step is one probe
 * of goods_model_norm_prefix_idx for the next part number after the previous one, so a short prefix with thousands
 * of listings (k4 at 1M listings: 7,652 rows of 32 part numbers) reads about `limit` index entries, not every
 * listing (DISTINCT ON over the prefix range: 47 ms; over goods_model_norm_idx in model_norm order: 0.8–1.4 s).
 * The outer LIMIT stops the recursion.
 */
async function modelsStartingWith(ctx: ServiceContext, norm: string, limit: number) {
  const prefix = `${escapeLike(norm)}%`;
  const onShelf = GoodsStatus.OnShelf;
  const result = (await ctx.db.execute(sql`
    with recursive m(model_norm) as (
      (select model_norm from ${goods} where model_norm like ${prefix} and status = ${onShelf} order by model_norm using ~<~ limit 1)
      union all
      select (select g.model_norm from ${goods} g where g.model_norm ~>~ m.model_norm and g.model_norm like ${prefix} and g.status = ${onShelf}
        order by g.model_norm using ~<~ limit 1)
      from m where m.model_norm is not null
    )
    select x.goods_model as "goodsModel", coalesce(${brands.name}, x.brand_text) as "brandName", m.model_norm as "modelNorm"
    from (select model_norm from m where model_norm is not null limit ${limit}) m
    cross join lateral (select goods_model, brand_id, brand_text from ${goods} g where g.model_norm = m.model_norm and g.status = ${onShelf} limit 1) x
    left join ${brands} on ${brands.id} = x.brand_id`)) as unknown as { rows: { goodsModel: string; brandName: string | null; modelNorm: string }[] };
  return result.rows;
}

/**
 * GET /goods/suggest: part numbers starting with the keyword (separators ignored; on-shelf goods, shortest first)
 * and brands whose 中文名, English name or alias starts with or contains it.
 */
export async function suggest(ctx: ServiceContext, keyword: string): Promise<SuggestResult> {
  const needle = keyword.trim().toLowerCase();
  const norm = normalizePartNumber(keyword);
  const models = norm.length >= 2 ? await modelsStartingWith(ctx, norm, PublishLimits.suggestLimit * 4) : [];
  models.sort((a, b) => a.modelNorm.length - b.modelNorm.length || a.modelNorm.localeCompare(b.modelNorm));
  const all = await listShownBrands(ctx);
  const score = (names: string[]) => (names.some((n) => n === needle) ? 0 : names.some((n) => n.startsWith(needle)) ? 1 : names.some((n) => n.includes(needle)) ? 2 : 9);
  const brandHits = all
    .map((b) => ({ b, s: score([b.name, b.nameEn, ...b.aliases].map((n) => n.toLowerCase())) }))
    .filter((x) => x.s < 9)
    .sort((x, y) => x.s - y.s)
    .slice(0, PublishLimits.suggestLimit);
  return {
    models: models.slice(0, PublishLimits.suggestLimit).map((m) => ({ goodsModel: m.goodsModel, brandName: m.brandName ?? '' })),
    brands: brandHits.map(({ b }) => ({ name: b.name, nameEn: b.nameEn })),
  };
}
