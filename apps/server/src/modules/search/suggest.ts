import { asc, eq, sql } from 'drizzle-orm';
import type { SuggestResult } from '@mts/shared/schemas';
import { PublishLimits } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { normalizePartNumber } from '@mts/shared/validate';
import { brands, goods } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { listShownBrands } from '../content/service.ts';
import { escapeLike } from '../../lib/like.ts';

/**
 * GET /goods/suggest: part numbers starting with the keyword (separators ignored; on-shelf goods, shortest first)
 * and brands whose 中文名, English name or alias starts with or contains it.
 */
export async function suggest(ctx: ServiceContext, keyword: string): Promise<SuggestResult> {
  const needle = keyword.trim().toLowerCase();
  const norm = normalizePartNumber(keyword);
  const models =
    norm.length >= 2
      ? await ctx.db
          .selectDistinctOn([goods.modelNorm], { goodsModel: goods.goodsModel, brandName: sql<string>`coalesce(${brands.name}, ${goods.brandText})`, modelNorm: goods.modelNorm })
          .from(goods)
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .where(sql`${goods.modelNorm} like ${`${escapeLike(norm)}%`} and ${goods.status} = ${GoodsStatus.OnShelf}`)
          .orderBy(asc(goods.modelNorm))
          .limit(PublishLimits.suggestLimit * 4)
      : [];
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
