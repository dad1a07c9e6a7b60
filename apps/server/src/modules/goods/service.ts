import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GoodsDetail, GoodsListItem, GoodsPage, MySaleGoodsItem, TypeSearchResult } from '@mts/shared/schemas';
import { ContentStatus, DEFAULT_IMAGE, GOODS_SORTS, GOODS_TOTAL_CAP, PriceUnit } from '@mts/shared/constants';
import { goodsMachine, GoodsStatus, type GoodsStatusCode, statusLabel } from '@mts/shared/status';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { maskMobile } from '@mts/shared/validate';
import { brands, categories, clues, goods, recGoods } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { transition } from '../../lib/transition.ts';
import { listColumns, toListItem } from './queries.ts';
import { companyBlocks, withCompany } from '../company/queries.ts';
import { dateCodeCondition, keywordSql, partNumberArms } from '../search/tokens.ts';
import { intersect, keywordTerms } from '../search/terms.ts';
import { type BrandRow, categoryWithDescendants, listBrands, listCategoryRows, listShownBrands } from '../content/service.ts';
import { paged, pageWindow } from '../../lib/paged.ts';

/** Dollar prices are compared with yuan prices at this rate when sorting by price. */
export const SORT_CNY_PER_USD = 7.2;

export interface GoodsFilter {
  pageNum: number;
  pageSize: number;
  status?: number;
  type?: number;
  keyword?: string;
  categoryId?: number;
  brand?: string;
  condition?: string;
  priceUnit?: number;
  dateCode?: string;
  /** 交货地 exactly as stored (the assistant's place filter; not a /goods/list parameter). */
  deliveryPlace?: string;
  sort?: (typeof GOODS_SORTS)[number];
}

const brandMatches = (b: BrandRow, needle: string, exact: boolean) => {
  const names = [b.name, b.nameEn, ...b.aliases].map((n) => n.toLowerCase());
  return exact ? names.includes(needle) : names.some((n) => n.includes(needle) || (needle.length >= 2 && needle.includes(n) && n.length >= 2));
};

/** Brand ids named by a brand filter: exact zh/en/alias match first, else a partial match. */
async function brandIdsFor(ctx: ServiceContext, brand: string): Promise<number[]> {
  const all = await listBrands(ctx);
  const needle = brand.toLowerCase();
  const exact = all.filter((b) => brandMatches(b, needle, true));
  return (exact.length ? exact : all.filter((b) => b.name.toLowerCase().includes(needle) || b.nameEn.toLowerCase().includes(needle))).map((b) => b.id);
}

const priceInYuan = sql`(${goods.priceMin} * case when ${goods.priceUnit} = ${sql.raw(String(PriceUnit.Dollar))} then ${sql.raw(String(SORT_CNY_PER_USD))} else 1 end)`;

const emptyPage = (f: GoodsFilter): GoodsPage => ({ records: [], total: 0, pageNum: f.pageNum, pageSize: f.pageSize, totalCapped: false });

/**
 * /goods/list: on-shelf goods (unless a status is given), filtered, sorted and paged.
 * Brand and category words of the keyword become id filters (search/terms.ts), the rest is matched as text.
 * The page and the total are two statements run side by side; the total counts at most GOODS_TOTAL_CAP + 1 rows
 * (exact up to the cap, then "1000+"), so a frequent word no longer pushes every match through the joins.
 */
export async function listGoods(ctx: ServiceContext, f: GoodsFilter): Promise<GoodsPage> {
  const where: SQL[] = [eq(goods.status, f.status ?? GoodsStatus.OnShelf)];
  // Off-shelf goods are their owner's alone (also in 我是货主, /goods/mySaleGoodsList); anonymous callers see none.
  if (f.status !== undefined && f.status !== GoodsStatus.OnShelf) where.push(ctx.user ? eq(goods.ownerId, ctx.user.id) : sql`false`);
  if (f.type !== undefined) where.push(eq(goods.type, f.type));
  const brandSets: number[][] = [];
  const categorySets: number[][] = [];
  if (f.categoryId !== undefined) categorySets.push(await categoryWithDescendants(ctx, f.categoryId));
  if (f.brand) brandSets.push(await brandIdsFor(ctx, f.brand));
  let text = '';
  if (f.keyword) {
    const terms = keywordTerms(f.keyword, { brands: await listBrands(ctx), categories: await listCategoryRows(ctx) });
    brandSets.push(...terms.brandSets);
    categorySets.push(...terms.categorySets);
    text = terms.text;
  }
  const brandIds = intersect(brandSets);
  const categoryIds = intersect(categorySets);
  if (brandIds?.length === 0 || categoryIds?.length === 0) return emptyPage(f);
  if (brandIds) where.push(brandIds.length === 1 ? eq(goods.brandId, brandIds[0]!) : inArray(goods.brandId, brandIds));
  if (categoryIds) where.push(categoryIds.length === 1 ? eq(goods.categoryId, categoryIds[0]!) : inArray(goods.categoryId, categoryIds));
  if (f.condition) where.push(eq(goods.condition, f.condition));
  if (f.priceUnit !== undefined) where.push(eq(goods.priceUnit, f.priceUnit));
  if (f.dateCode) where.push(dateCodeCondition(goods.dateCode, f.dateCode));
  if (f.deliveryPlace) where.push(eq(goods.deliveryPlace, f.deliveryPlace));
  // The filters without the keyword (the arms of a part-number search add their own match).
  const base = and(...where)!;
  let rank: SQL[] = [];
  let arms: ReturnType<typeof partNumberArms> = null;
  if (text) {
    const k = keywordSql(text, { searchText: goods.searchText, modelNorm: goods.modelNorm });
    if (!k.where) return emptyPage(f);
    where.push(k.where);
    rank = k.rank;
    arms = partNumberArms(text);
  }
  const cond = and(...where);

  // With the price unit fixed, the price in yuan orders like the price itself (and an index can serve it).
  const price = f.priceUnit !== undefined ? sql`${goods.priceMin}` : priceInYuan;
  // An explicit sort wins; otherwise relevance (exact part number, prefix, contains), then newest.
  const order =
    f.sort === 'priceAsc'
      ? [sql`${price} asc nulls last`, ...rank, asc(goods.id)]
      : f.sort === 'priceDesc'
        ? [sql`${price} desc nulls last`, ...rank, desc(goods.id)]
        : f.sort === 'newest'
          ? [desc(goods.createdAt), desc(goods.id)]
          : [...rank, desc(goods.createdAt), desc(goods.id)];

  const { offset } = pageWindow(f);
  // A part number in relevance order: the page is taken from the ids of the ranked arms (rankedArmIds), not by
  // sorting every match.
  const pageCond = arms && !f.sort ? sql`${goods.id} in (${rankedArmIds(base, arms, offset + f.pageSize)})` : cond;
  const rowsQuery = ctx.db
    .select(listColumns)
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(categories, eq(categories.id, goods.categoryId))
    .where(pageCond)
    .orderBy(...order);
  const countQuery = ctx.db.execute(cappedCount(base, cond, arms, Boolean(text), GOODS_TOTAL_CAP + 1));
  const { rows, total: n } = await paged(
    f,
    rowsQuery,
    countQuery.then((counted) => Number((counted as unknown as { rows: { n: number }[] }).rows[0]!.n)),
  );
  // The owners' verified companies: one small statement over the page's owners (the page is cached when hot).
  const blocks = await companyBlocks(ctx, rows.map((r) => r.ownerId));
  return {
    records: rows.map((r) => {
      const company = r.ownerId === null ? undefined : blocks.get(r.ownerId);
      return company ? { ...toListItem(r), company } : toListItem(r);
    }),
    total: Math.min(n, GOODS_TOTAL_CAP),
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    totalCapped: n > GOODS_TOTAL_CAP,
  };
}

/**
 * The statement counting at most `cap` matches (exact up to GOODS_TOTAL_CAP, then "1000+"). Each form reads lazily
 * and stops at the cap; what differs is how the planner is kept from a plan that must read every match first (a
 * bitmap scan builds its whole bitmap before the first row: 143,000 entries for a brand and a category at 1M
 * listings, 60 ms for 1,001 rows) or from a scan that expects to stop early and does not:
 * - no keyword text (lists, brand, category and other id or equality filters): a plain LIMIT, planned with it; the
 *   statistics of these columns are good, so the planner's choice (a seq scan stopping after ~14,000 rows, or an
 *   index scan) holds;
 * - a part number: its prefix matches first, read in the order of the prefix btree (`order by … using ~<~` makes
 *   that index the only plan without a sort, so it is walked lazily), then only when those stay under the cap the
 *   contains matches (pg_trgm) and the other text matches, each planned without the LIMIT (materialized);
 * - other text: the matches planned without the LIMIT (materialized), so a rare word is looked up in its index
 *   rather than searched for by a scan that expects to stop early.
 */
function cappedCount(base: SQL, cond: SQL | undefined, arms: ReturnType<typeof partNumberArms>, hasText: boolean, cap: number): SQL {
  if (!hasText) return sql`select count(*)::int as n from (select 1 from ${goods} where ${cond} limit ${cap}) c`;
  if (!arms) return sql`with matches as materialized (select 1 from ${goods} where ${cond}) select count(*)::int as n from (select 1 from matches limit ${cap}) c`;
  const prefix = sql`(select 1 from ${goods} where ${base} and ${goods.modelNorm} like ${arms.prefix} order by ${goods.modelNorm} using ~<~ limit ${cap})`;
  const contains = sql`m as materialized (select 1 from ${goods} where ${base} and ${goods.modelNorm} like ${arms.contains} and ${goods.modelNorm} not like ${arms.prefix})`;
  return arms.tsquery
    ? sql`with ${contains},
        t as materialized (select 1 from ${goods} where ${base} and ${goods.searchText} @@ ${arms.tsquery}::tsquery and ${goods.modelNorm} not like ${arms.contains})
        select count(*)::int as n from (${prefix} union all select 1 from m union all select 1 from t limit ${cap}) c`
    : sql`with ${contains} select count(*)::int as n from (${prefix} union all select 1 from m limit ${cap}) c`;
}

/**
 * Ids of the first `n` matches of a part-number keyword in relevance order (exact, prefix, contains, other
 * text; newest first within each), from four arms, each a small ordered, limited query:
 *   a0  model_norm = m                   n newest   btree equality
 *   a1  model_norm like 'm%' and <> m    n newest   btree range, or the newest-first index with a filter
 *   a2  model_norm like '%m%'            2n newest  pg_trgm GIN, or the newest-first index with a filter
 *   a3  search_text @@ q                 2n newest  tsvector GIN (materialized: planned without the LIMIT)
 * An arm runs only while the arms before it found fewer than `n` rows (an uncorrelated count in the WHERE is a
 * One-Time Filter: the arm below it is never executed), so MT40A stops after the prefix arm's 20 newest rows
 * where before every one of its 3,600 matches was fetched and sorted. a2 and a3 also return the rows of the
 * arms before them (fewer than `n` when they run, hence 2n, which still holds the first `n` of their own rank):
 * a NOT LIKE excluding those would make the planner expect many rows where there are few, and walk the whole
 * newest-first index hoping to stop early. The page query ranks the ids again with the same CASE.
 */
function rankedArmIds(base: SQL, arms: NonNullable<ReturnType<typeof partNumberArms>>, n: number): SQL {
  const newest = sql`${goods.createdAt} desc, ${goods.id} desc`;
  const before = sql`(select count(*) from a0) + (select count(*) from a1) < ${n}`;
  const text = arms.tsquery
    ? sql`, t as materialized (select ${goods.id}, ${goods.createdAt} from ${goods} where ${base} and ${goods.searchText} @@ ${arms.tsquery}::tsquery),
      a3 as (select id from t where ${before} and (select count(*) from a2) < ${n} order by created_at desc, id desc limit ${2 * n})`
    : sql``;
  return sql`with a0 as (select ${goods.id} from ${goods} where ${base} and ${goods.modelNorm} = ${arms.model} order by ${newest} limit ${n}),
    a1 as (select ${goods.id} from ${goods} where ${base} and ${goods.modelNorm} like ${arms.prefix} and ${goods.modelNorm} <> ${arms.model}
      and (select count(*) from a0) < ${n} order by ${newest} limit ${n}),
    a2 as (select ${goods.id} from ${goods} where ${base} and ${goods.modelNorm} like ${arms.contains} and ${before} order by ${newest} limit ${2 * n})${text}
    select id from a0 union all select id from a1 union all select id from a2${arms.tsquery ? sql` union all select id from a3` : sql``}`;
}

/** A goods item's detail: its card's columns and the rest of the item. */
const detailColumns = {
  ...listColumns,
  brandNameEn: brands.nameEn,
  specs: goods.specs,
  package: goods.package,
  packing: goods.packing,
  moq: goods.moq,
  taxIncluded: goods.taxIncluded,
  stockType: goods.stockType,
  leadTime: goods.leadTime,
  contactMobile: goods.contactMobile,
  remark: goods.remark,
  status: goods.status,
  clueId: goods.clueId,
};

/** /goods/detail: an on-shelf goods item; the contact mobile is masked except for its owner. */
export async function goodsDetail(ctx: ServiceContext, goodsId: number): Promise<GoodsDetail> {
  const [row] = await ctx.db
    .select(detailColumns)
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(categories, eq(categories.id, goods.categoryId))
    .where(eq(goods.id, goodsId));
  if (!row || row.status !== GoodsStatus.OnShelf) throw new AppError(404, Msg.goodsNotFound);
  const isOwner = ctx.user != null && ctx.user.id === row.ownerId;
  const company = row.ownerId === null ? undefined : (await companyBlocks(ctx, [row.ownerId])).get(row.ownerId);
  return {
    ...toListItem(row),
    ...(company ? { company } : {}),
    images: row.images.length ? row.images : [DEFAULT_IMAGE],
    brandNameEn: row.brandNameEn ?? '',
    specs: row.specs,
    package: row.package,
    packing: row.packing,
    moq: row.moq,
    taxIncluded: row.taxIncluded,
    stockType: row.stockType === '期货' ? '期货' : '现货',
    leadTime: row.leadTime,
    contactName: row.contactName,
    contactMobile: isOwner ? row.contactMobile : maskMobile(row.contactMobile),
    isOwner,
    remark: row.remark,
    status: row.status,
    clueId: row.clueId,
  };
}

/** /goods/type/search: categories and brands whose names contain the keyword (search suggestions). */
export async function typeSearch(ctx: ServiceContext, keyword: string): Promise<TypeSearchResult> {
  const needle = keyword.toLowerCase();
  const cats = await listCategoryRows(ctx);
  const nameOf = new Map(cats.map((c) => [c.id, c.name]));
  return {
    categories: cats
      .filter((c) => c.name.toLowerCase().includes(needle))
      .slice(0, 20)
      .map((c) => ({ id: c.id, name: c.name, parentName: c.parentId === null ? null : (nameOf.get(c.parentId) ?? null) })),
    brands: (await listShownBrands(ctx))
      .filter((b) => brandMatches(b, needle, false))
      .slice(0, 20)
      .map((b) => ({ id: b.id, name: b.name, nameEn: b.nameEn })),
  };
}

export interface RecGoodsFilter {
  pageNum: number;
  pageSize: number;
  which?: number;
  position?: string;
  status?: number;
  goodsType?: number;
}

/** /recGoods/list: recommended on-shelf goods of a page slot, in the operator's order. */
export async function listRecGoods(ctx: ServiceContext, f: RecGoodsFilter): Promise<{ rows: GoodsListItem[]; total: number }> {
  const where: SQL[] = [eq(recGoods.status, f.status ?? ContentStatus.Shown), eq(goods.status, GoodsStatus.OnShelf)];
  if (f.which !== undefined) where.push(eq(recGoods.which, f.which));
  if (f.position) where.push(eq(recGoods.position, f.position));
  if (f.goodsType !== undefined) where.push(eq(goods.type, f.goodsType));
  const cond = and(...where);
  const { rows, total } = await paged(
    f,
    ctx.db
      .select(listColumns)
      .from(recGoods)
      .innerJoin(goods, eq(goods.id, recGoods.goodsId))
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .where(cond)
      .orderBy(asc(recGoods.sort), asc(recGoods.id)),
    ctx.db.select({ n: count() }).from(recGoods).innerJoin(goods, eq(goods.id, recGoods.goodsId)).where(cond),
  );
  return { rows: await withCompany(ctx, rows.map(toListItem), (_, i) => rows[i]!.ownerId), total };
}

/** Goods the user owns: published from one of the user's leads, or owned directly. */
const ownedBy = (userId: number): SQL =>
  or(eq(goods.ownerId, userId), inArray(goods.clueId, sql`(select ${clues.id} from ${clues} where ${clues.ownerId} = ${userId})`))!;

/** GET /goods/mySaleGoodsList (我是货主): the caller's goods on and off shelf, newest first. */
export async function mySaleGoods(ctx: ServiceContext, q: { pageNum: number; pageSize: number; type?: number }) {
  // Deleted goods (90, 我的库存 删除) are gone for their owner too.
  const where: SQL[] = [ownedBy(userOf(ctx).id), ne(goods.status, GoodsStatus.Deleted)];
  if (q.type !== undefined) where.push(eq(goods.type, q.type));
  const cond = and(...where);
  const { rows, total } = await paged(
    q,
    ctx.db
      .select({ ...listColumns, status: goods.status, clueId: goods.clueId })
      .from(goods)
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .where(cond)
      .orderBy(desc(goods.createdAt), desc(goods.id)),
    ctx.db.select({ n: count() }).from(goods).where(cond),
  );
  const items: MySaleGoodsItem[] = rows.map((r) => ({
    ...toListItem(r),
    status: r.status,
    statusText: statusLabel(goodsMachine, r.status),
    clueId: r.clueId,
    images: r.images,
  }));
  return { rows: items, total };
}

/** POST /goods/{id}/shelf: the owner puts goods on (0) or off (1) shelf. */
export async function setShelf(ctx: ServiceContext, input: { id: number; status: GoodsStatusCode }) {
  const { id, status } = input;
  const mine = ownedBy(userOf(ctx).id);
  // Ownership is wider than one owner column (the goods' owner or its lead's), so it is checked first for the 403.
  const [row] = await ctx.db.select({ id: goods.id, mine: sql<boolean>`${mine}` }).from(goods).where(eq(goods.id, id));
  if (!row) throw new AppError(404, Msg.goodsNotFound);
  if (!row.mine) throw new AppError(403, PublishMsg.goodsNotOwner);
  const moved = await transition(ctx, {
    machine: goodsMachine,
    table: goods,
    id,
    move: status === GoodsStatus.OnShelf ? 'shelfOn' : 'shelfOff',
    actor: 'owner',
    where: mine,
    set: { updatedAt: sql`now()` },
    refusals: { notFound: Msg.goodsNotFound, wrongStatus: (s) => PublishMsg.shelfAlready(statusLabel(goodsMachine, s)) },
  });
  return { id, status: moved.status, statusText: statusLabel(goodsMachine, moved.status) };
}
