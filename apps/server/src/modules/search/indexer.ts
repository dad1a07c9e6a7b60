import { inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, goods } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { type BrandRow, type CategoryRow, listBrands, listCategoryRows } from '../content/service.ts';
import { searchVector } from './tokens.ts';

export interface ListingText {
  goodsModel: string;
  goodsName: string;
  brandId: number | null;
  brandText: string;
  categoryId: number | null;
  condition: string;
  dateCode: string;
  package: string;
  deliveryPlace: string;
  deputyTitle?: string;
}

export interface Catalog {
  brands: Map<number, BrandRow>;
  categories: Map<number, CategoryRow>;
}

export async function loadCatalog(ctx: Pick<ServiceContext, 'db' | 'cache'>): Promise<Catalog> {
  const [b, c] = await Promise.all([listBrands(ctx), listCategoryRows(ctx)]);
  return { brands: new Map(b.map((r) => [r.id, r])), categories: new Map(c.map((r) => [r.id, r])) };
}

/** Category name and its ancestors' names. */
export function categoryPath(catalog: Catalog, id: number | null): string[] {
  const names: string[] = [];
  for (let cur = id === null ? undefined : catalog.categories.get(id); cur && names.length < 5; ) {
    names.push(cur.name);
    cur = cur.parentId === null ? undefined : catalog.categories.get(cur.parentId);
  }
  return names;
}

/** The search_text of a listing (goods or lead). */
export function listingVector(catalog: Catalog, row: ListingText): string {
  const brand = row.brandId === null ? undefined : catalog.brands.get(row.brandId);
  return searchVector({
    goodsModel: row.goodsModel,
    goodsName: row.goodsName,
    brandNames: brand ? [brand.name, brand.nameEn, ...brand.aliases] : row.brandText ? [row.brandText] : [],
    categoryNames: categoryPath(catalog, row.categoryId),
    extra: [row.condition, row.dateCode, row.package, row.deliveryPlace, row.deputyTitle ?? ''],
  });
}

const textColumns = {
  id: goods.id,
  goodsModel: goods.goodsModel,
  goodsName: goods.goodsName,
  brandId: goods.brandId,
  brandText: goods.brandText,
  categoryId: goods.categoryId,
  condition: goods.condition,
  dateCode: goods.dateCode,
  package: goods.package,
  deliveryPlace: goods.deliveryPlace,
  deputyTitle: goods.deputyTitle,
};
const clueTextColumns = {
  id: clues.id,
  goodsModel: clues.goodsModel,
  goodsName: clues.goodsName,
  brandId: clues.brandId,
  brandText: clues.brandText,
  categoryId: clues.categoryId,
  condition: clues.condition,
  dateCode: clues.dateCode,
  package: clues.package,
  deliveryPlace: clues.deliveryPlace,
};

async function writeVectors(db: Db, table: 'goods' | 'clues', rows: { id: number; tsv: string }[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(rows);
  await db.execute(
    sql`update ${sql.identifier(table)} as t set search_text = v.tsv::tsvector from json_to_recordset(${json}::json) as v(id int, tsv text) where t.id = v.id`,
  );
}

async function hasUnindexed(db: Db, table: 'goods' | 'clues'): Promise<boolean> {
  const t = table === 'goods' ? goods : clues;
  const [row] = await db.select({ id: t.id }).from(t).where(isNull(t.searchText)).limit(1);
  return row !== undefined;
}

/**
 * Recomputes search_text: for the given ids, or (ids omitted) for every row without one (seeded or imported rows,
 * and rows written before this column existed). Call after any write that bypasses the services
 * and after renaming a brand or category (with all ids).
 */
export async function refreshSearchText(ctx: Pick<ServiceContext, 'db' | 'cache'>, table: 'goods' | 'clues', ids?: number[], batch = 1000): Promise<number> {
  if (ids && !ids.length) return 0;
  // On start nothing is usually missing: one probe of the partial "unindexed" index, no catalogue load.
  if (!ids && !(await hasUnindexed(ctx.db, table))) return 0;
  const catalog = await loadCatalog(ctx);
  let done = 0;
  for (;;) {
    const rows =
      table === 'goods'
        ? await ctx.db
            .select(textColumns)
            .from(goods)
            .where(ids ? inArray(goods.id, ids.slice(done, done + batch)) : isNull(goods.searchText))
            .limit(batch)
        : await ctx.db
            .select(clueTextColumns)
            .from(clues)
            .where(ids ? inArray(clues.id, ids.slice(done, done + batch)) : isNull(clues.searchText))
            .limit(batch);
    if (!rows.length) break;
    await writeVectors(
      ctx.db,
      table,
      rows.map((r) => ({ id: r.id, tsv: listingVector(catalog, r) })),
    );
    done += rows.length;
    if (ids && done >= ids.length) break;
  }
  return done;
}

/** Indexes every goods and lead row that has no search text yet (on start, after seeding). */
export async function backfillSearchText(ctx: Pick<ServiceContext, 'db' | 'cache'>): Promise<void> {
  await refreshSearchText(ctx, 'goods');
  await refreshSearchText(ctx, 'clues');
}
