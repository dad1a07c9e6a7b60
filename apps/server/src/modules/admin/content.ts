import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import { ContentStatus } from '@mts/shared/constants';
import { AdminContentMsg as M } from '@mts/shared/messages';
import type {
  AdminBannerCreateBody,
  AdminBannerUpdateBody,
  AdminBrandCreateBody,
  AdminBrandRow,
  AdminBrandUpdateBody,
  AdminCategoryCreateBody,
  AdminCategoryRow,
  AdminCategoryUpdateBody,
  AdminNewsCreateBody,
  AdminNewsRow,
  AdminNewsUpdateBody,
  AdminRecGoodsAddBody,
  AdminRecGoodsRow,
  BannerItem,
} from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import { banners, brands, categories, clues, goods, navItems, news, recGoods } from '../../db/schema/index.ts';
import { ContentCache, CacheKeys } from '../../lib/cache.ts';
import { inTx, type ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { audit } from '../audit/service.ts';
import { refreshSearchText } from '../search/indexer.ts';
import { escapeLike } from '../../lib/like.ts';
import { paged } from '../../lib/paged.ts';

/**
 * The console's content actions (issue 12): banners, nav items and the tab bar, news, categories, brands and the
 * recommended goods. Each write is one inTx with its audit row (before → after of the fields it changed); after the
 * commit it drops exactly the cache prefixes the public routes read (cache.invalidate also tells every other
 * instance over Redis). Deleting is a hard delete (the audit row keeps the deleted row as `before`); hiding is the
 * status flag the public lists already filter on.
 */

type Page = { pageNum: number; pageSize: number };
/** Sort numbers written by a reorder: 10, 20, 30 … (room to insert by hand between two). */
const SORT_STEP = 10;

/** Drops the given prefixes after a commit (here and, over Redis, on every instance). */
const invalidate = (ctx: ServiceContext, prefixes: string[]) => {
  for (const p of prefixes) ctx.cache.invalidate(p);
};

/** The fields of `patch` whose value differs from `row`: before and after, for the update and its audit row. */
function diff<R extends Record<string, unknown>>(row: R, patch: Partial<R>): { before: Partial<R>; after: Partial<R> } {
  const before: Partial<R> = {};
  const after: Partial<R> = {};
  for (const [k, v] of Object.entries(patch) as [keyof R, R[keyof R]][]) {
    if (v === undefined || JSON.stringify(row[k]) === JSON.stringify(v)) continue;
    before[k] = row[k];
    after[k] = v;
  }
  return { before, after };
}

/** Rewrites the sort of `ids` to 10, 20, 30 … in one statement. */
async function writeOrder(tx: ServiceContext, table: 'banners' | 'nav_items' | 'categories' | 'brands' | 'rec_goods', ids: number[]): Promise<void> {
  const json = JSON.stringify(ids.map((id, i) => ({ id, sort: (i + 1) * SORT_STEP })));
  await tx.db.execute(sql`update ${sql.identifier(table)} as t set sort = v.sort from json_to_recordset(${json}::json) as v(id int, sort int) where t.id = v.id`);
}

/** A reorder must list every row of one slot, each once: `slotIds` are the slot's ids (locked), `ids` the new order. */
function checkReorder(ids: number[], slotIds: number[]): void {
  const slot = new Set(slotIds);
  if (slotIds.length !== ids.length || !ids.every((id) => slot.has(id))) throw badRequest(M.reorderSlot);
}

// ---- Banners and nav items (one shape: which / type / position slots) ----

export type SlotKind = 'banner' | 'nav';
const SLOT = {
  banner: { table: banners, name: 'banners', prefix: CacheKeys.banner, notFound: M.bannerNotFound },
  nav: { table: navItems, name: 'nav_items', prefix: CacheKeys.nav, notFound: M.navNotFound },
} as const;

type SlotRow = typeof banners.$inferSelect;
const toBannerItem = (r: SlotRow): BannerItem => ({
  id: r.id,
  title: r.title,
  text: r.text,
  remark: r.remark,
  image: r.image,
  imgUrl: r.imgUrl,
  activeImgUrl: r.activeImgUrl,
  url: r.url,
  path: r.path,
  sort: r.sort,
  status: r.status,
  which: r.which,
  type: r.type,
  position: r.position,
});

/** GET /admin/content/banners | nav: shown and hidden rows, by slot then sort. */
export async function listSlotRows(ctx: ServiceContext, kind: SlotKind, q: Page & { which?: number | undefined; type?: number | undefined; position?: string | undefined; status?: number | undefined }) {
  const t = SLOT[kind].table;
  const conds: SQL[] = [];
  if (q.which !== undefined) conds.push(eq(t.which, Number(q.which)));
  if (q.type !== undefined) conds.push(eq(t.type, Number(q.type)));
  if (q.position !== undefined) conds.push(eq(t.position, q.position));
  if (q.status !== undefined) conds.push(eq(t.status, Number(q.status)));
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db.select().from(t).where(where).orderBy(asc(t.which), asc(t.position), asc(t.type), asc(t.sort), asc(t.id)),
    ctx.db.select({ n: count() }).from(t).where(where),
  );
  return { rows: rows.map(toBannerItem), total };
}

async function lockSlotRow(tx: ServiceContext, kind: SlotKind, id: number): Promise<SlotRow> {
  const t = SLOT[kind].table;
  const [row] = await tx.db.select().from(t).where(eq(t.id, id)).for('update');
  if (!row) throw new AppError(404, SLOT[kind].notFound);
  return row;
}

/** POST /admin/content/banners | nav: a new row, last in its slot unless a sort is given. */
export async function createSlotRow(ctx: ServiceContext, kind: SlotKind, body: AdminBannerCreateBody): Promise<BannerItem> {
  const t = SLOT[kind].table;
  const row = await inTx(ctx, async (tx) => {
    let sort = body.sort;
    if (sort === undefined) {
      const [m] = await tx.db
        .select({ m: max(t.sort) })
        .from(t)
        .where(and(eq(t.which, body.which), eq(t.type, body.type), eq(t.position, body.position)));
      sort = (m?.m ?? 0) + SORT_STEP;
    }
    const [created] = await tx.db
      .insert(t)
      .values({ ...body, sort, status: body.status ?? ContentStatus.Shown })
      .returning();
    const item = toBannerItem(created!);
    await audit(tx, { action: `${kind}.create`, entityType: kind, entityId: item.id, before: null, after: item });
    return item;
  });
  invalidate(ctx, [SLOT[kind].prefix]);
  return row;
}

/** PUT /admin/content/banners/{id} | nav/{id}: the changed fields (400 没有修改任何内容 when none differ). */
export async function updateSlotRow(ctx: ServiceContext, kind: SlotKind, id: number, body: AdminBannerUpdateBody): Promise<BannerItem> {
  const t = SLOT[kind].table;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockSlotRow(tx, kind, id);
    const { before, after } = diff(cur, body);
    if (!Object.keys(after).length) throw badRequest(M.noChange);
    const [updated] = await tx.db.update(t).set(after).where(eq(t.id, id)).returning();
    await audit(tx, { action: `${kind}.update`, entityType: kind, entityId: id, before, after });
    return toBannerItem(updated!);
  });
  invalidate(ctx, [SLOT[kind].prefix]);
  return row;
}

/** POST …/{id}/show | hide. Already in that state: the row as it is, no audit row, nothing dropped. */
export async function setSlotStatus(ctx: ServiceContext, kind: SlotKind, id: number, status: number): Promise<BannerItem> {
  const t = SLOT[kind].table;
  let changed = false;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockSlotRow(tx, kind, id);
    if (cur.status === status) return toBannerItem(cur);
    const [updated] = await tx.db.update(t).set({ status }).where(eq(t.id, id)).returning();
    await audit(tx, { action: `${kind}.${status === ContentStatus.Shown ? 'show' : 'hide'}`, entityType: kind, entityId: id, before: { status: cur.status }, after: { status } });
    changed = true;
    return toBannerItem(updated!);
  });
  if (changed) invalidate(ctx, [SLOT[kind].prefix]);
  return row;
}

/** DELETE /admin/content/banners/{id} | nav/{id}: gone for good; the audit row keeps it. */
export async function deleteSlotRow(ctx: ServiceContext, kind: SlotKind, id: number): Promise<void> {
  const t = SLOT[kind].table;
  await inTx(ctx, async (tx) => {
    const cur = await lockSlotRow(tx, kind, id);
    await tx.db.delete(t).where(eq(t.id, id));
    await audit(tx, { action: `${kind}.delete`, entityType: kind, entityId: id, before: toBannerItem(cur), after: null });
  });
  invalidate(ctx, [SLOT[kind].prefix]);
}

/** POST /admin/content/banners/reorder | nav/reorder: every id of one slot (which, type, position) in the new order. */
export async function reorderSlot(ctx: ServiceContext, kind: SlotKind, ids: number[]): Promise<{ ids: number[] }> {
  const t = SLOT[kind].table;
  await inTx(ctx, async (tx) => {
    const [first] = await tx.db.select().from(t).where(eq(t.id, ids[0]!));
    if (!first) throw new AppError(404, SLOT[kind].notFound);
    const slot = await tx.db
      .select({ id: t.id, sort: t.sort })
      .from(t)
      .where(and(eq(t.which, first.which), eq(t.type, first.type), eq(t.position, first.position)))
      .orderBy(asc(t.sort), asc(t.id))
      .for('update');
    checkReorder(
      ids,
      slot.map((r) => r.id),
    );
    await writeOrder(tx, SLOT[kind].name, ids);
    await audit(tx, {
      action: `${kind}.reorder`,
      entityType: kind,
      entityId: null,
      before: { which: first.which, type: first.type, position: first.position, ids: slot.map((r) => r.id) },
      after: { which: first.which, type: first.type, position: first.position, ids },
    });
  });
  invalidate(ctx, [SLOT[kind].prefix]);
  return { ids };
}

// ---- News (the 先搜服务 grid; /news/list and /news/{id} read the table directly, uncached) ----

type NewsDb = typeof news.$inferSelect;
const toNewsRow = (r: NewsDb): AdminNewsRow => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  tag: r.tag,
  content: r.content,
  status: r.status,
  publishTime: formatChinaTime(r.publishedAt),
});
const newsAudit = (r: NewsDb) => ({ title: r.title, summary: r.summary, cover: r.cover, tag: r.tag, status: r.status, contentLength: r.content.length });

export async function listNewsRows(ctx: ServiceContext, q: Page & { status?: number | undefined; keyword?: string | undefined }) {
  const conds: SQL[] = [];
  if (q.status !== undefined) conds.push(eq(news.status, Number(q.status)));
  if (q.keyword) conds.push(or(ilike(news.title, `%${escapeLike(q.keyword)}%`), ilike(news.tag, `%${escapeLike(q.keyword)}%`))!);
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)),
    ctx.db.select({ n: count() }).from(news).where(where),
  );
  return { rows: rows.map(toNewsRow), total };
}

async function lockNews(tx: ServiceContext, id: number): Promise<NewsDb> {
  const [row] = await tx.db.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw new AppError(404, M.newsNotFound);
  return row;
}

/** POST /admin/content/news: published now (newest first on the grid). */
export function createNews(ctx: ServiceContext, body: AdminNewsCreateBody): Promise<AdminNewsRow> {
  return inTx(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(news)
      .values({ ...body, status: body.status ?? ContentStatus.Shown, publishedAt: new Date(ctx.clock.now()) })
      .returning();
    await audit(tx, { action: 'news.create', entityType: 'news', entityId: row!.id, before: null, after: newsAudit(row!) });
    return toNewsRow(row!);
  });
}

export function updateNews(ctx: ServiceContext, id: number, body: AdminNewsUpdateBody): Promise<AdminNewsRow> {
  return inTx(ctx, async (tx) => {
    const cur = await lockNews(tx, id);
    const { before, after } = diff(cur, body);
    if (!Object.keys(after).length) throw badRequest(M.noChange);
    const [row] = await tx.db.update(news).set(after).where(eq(news.id, id)).returning();
    // The content can be long: the audit row keeps its length, not the text.
    const trim = (o: Partial<NewsDb>) => ('content' in o ? { ...o, content: undefined, contentLength: o.content!.length } : o);
    await audit(tx, { action: 'news.update', entityType: 'news', entityId: id, before: trim(before), after: trim(after) });
    return toNewsRow(row!);
  });
}

export function setNewsStatus(ctx: ServiceContext, id: number, status: number): Promise<AdminNewsRow> {
  return inTx(ctx, async (tx) => {
    const cur = await lockNews(tx, id);
    if (cur.status === status) return toNewsRow(cur);
    const [row] = await tx.db.update(news).set({ status }).where(eq(news.id, id)).returning();
    await audit(tx, { action: status === ContentStatus.Shown ? 'news.show' : 'news.hide', entityType: 'news', entityId: id, before: { status: cur.status }, after: { status } });
    return toNewsRow(row!);
  });
}

export async function deleteNews(ctx: ServiceContext, id: number): Promise<void> {
  await inTx(ctx, async (tx) => {
    const cur = await lockNews(tx, id);
    await tx.db.delete(news).where(eq(news.id, id));
    await audit(tx, { action: 'news.delete', entityType: 'news', entityId: id, before: newsAudit(cur), after: null });
  });
}

// ---- Catalogue ----

/**
 * Goods and leads filed under each category / brand. Both tables reference the catalogue (foreign keys), and a
 * catalogue row in use is never deleted: 409 with the count.
 */
async function usageBy(ctx: ServiceContext, column: 'categoryId' | 'brandId', ids?: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const t of [goods, clues]) {
    const col = t[column];
    const rows = await ctx.db
      .select({ id: col, n: count() })
      .from(t)
      .where(ids ? inArray(col, ids) : sql`${col} is not null`)
      .groupBy(col);
    for (const r of rows) if (r.id !== null) out.set(r.id, (out.get(r.id) ?? 0) + r.n);
  }
  return out;
}

/** After a rename, the search text of every goods and lead that carries the name (inside the transaction, read fresh). */
async function reindex(tx: ServiceContext, column: 'categoryId' | 'brandId', ids: number[]): Promise<void> {
  const fresh = { db: tx.db, cache: new ContentCache() };
  for (const [t, name] of [
    [goods, 'goods'],
    [clues, 'clues'],
  ] as const) {
    const rows = await tx.db.select({ id: t.id }).from(t).where(inArray(t[column], ids));
    await refreshSearchText(
      fresh,
      name,
      rows.map((r) => r.id),
    );
  }
}

type CategoryDb = typeof categories.$inferSelect;
const toCategoryRow = (r: CategoryDb, usage: number): AdminCategoryRow => ({ id: r.id, name: r.name, picture: r.picture, parentId: r.parentId, sort: r.sort, status: r.status, usage });
const categoryAudit = (r: CategoryDb) => ({ name: r.name, parentId: r.parentId, picture: r.picture, sort: r.sort, status: r.status });

/** GET /admin/content/categories: every category, top level first, then by sort. */
export async function listCategoryAdmin(ctx: ServiceContext): Promise<AdminCategoryRow[]> {
  const [rows, usage] = await Promise.all([
    ctx.db
      .select()
      .from(categories)
      .orderBy(sql`${categories.parentId} is not null`, asc(categories.sort), asc(categories.id)),
    usageBy(ctx, 'categoryId'),
  ]);
  return rows.map((r) => toCategoryRow(r, usage.get(r.id) ?? 0));
}

async function lockCategory(tx: ServiceContext, id: number): Promise<CategoryDb> {
  const [row] = await tx.db.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError(404, M.categoryNotFound);
  return row;
}

async function checkSiblingName(tx: ServiceContext, parentId: number | null, name: string, selfId?: number): Promise<void> {
  const [dup] = await tx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), eq(categories.name, name)))
    .limit(2);
  if (dup && dup.id !== selfId) throw new AppError(409, M.categoryNameTaken);
}

/** POST /admin/content/categories: top level, or under a top-level category (two levels). */
export async function createCategoryAdmin(ctx: ServiceContext, body: AdminCategoryCreateBody): Promise<AdminCategoryRow> {
  const parentId = body.parentId ?? null;
  const row = await inTx(ctx, async (tx) => {
    if (parentId !== null) {
      const parent = await lockCategory(tx, parentId);
      if (parent.parentId !== null) throw badRequest(M.categoryTwoLevels);
    }
    await checkSiblingName(tx, parentId, body.name);
    let sort = body.sort;
    if (sort === undefined) {
      const [m] = await tx.db
        .select({ m: max(categories.sort) })
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
      sort = (m?.m ?? 0) + SORT_STEP;
    }
    const [created] = await tx.db
      .insert(categories)
      .values({ name: body.name, parentId, picture: body.picture ?? '', sort, status: body.status ?? ContentStatus.Shown })
      .returning();
    await audit(tx, { action: 'category.create', entityType: 'category', entityId: created!.id, before: null, after: categoryAudit(created!) });
    return toCategoryRow(created!, 0);
  });
  invalidate(ctx, [CacheKeys.category]);
  return row;
}

/** PUT /admin/content/categories/{id}: rename, picture, sort. A rename reindexes the goods and leads under it. */
export async function updateCategoryAdmin(ctx: ServiceContext, id: number, body: AdminCategoryUpdateBody): Promise<AdminCategoryRow> {
  let renamed = false;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockCategory(tx, id);
    const { before, after } = diff(cur, body);
    if (!Object.keys(after).length) throw badRequest(M.noChange);
    if (after.name !== undefined) {
      await checkSiblingName(tx, cur.parentId, after.name, id);
      renamed = true;
    }
    const [updated] = await tx.db.update(categories).set(after).where(eq(categories.id, id)).returning();
    if (renamed) {
      // A category's path (its parent's name too) is in the search text of everything under it.
      const children = await tx.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
      await reindex(tx, 'categoryId', [id, ...children.map((c) => c.id)]);
    }
    await audit(tx, { action: 'category.update', entityType: 'category', entityId: id, before, after });
    return updated!;
  });
  // The tree and the recommended categories carry names and pictures; the goods lists carry the category name.
  invalidate(ctx, renamed ? [CacheKeys.category, CacheKeys.recCategory, CacheKeys.goodsList] : [CacheKeys.category, CacheKeys.recCategory]);
  return toCategoryRow(row, (await usageBy(ctx, 'categoryId', [id])).get(id) ?? 0);
}

/** POST …/categories/{id}/show | hide: a hidden category leaves the tree, the recommended row and the search terms. */
export async function setCategoryStatus(ctx: ServiceContext, id: number, status: number): Promise<AdminCategoryRow> {
  let changed = false;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockCategory(tx, id);
    if (cur.status === status) return cur;
    const [updated] = await tx.db.update(categories).set({ status }).where(eq(categories.id, id)).returning();
    await audit(tx, { action: status === ContentStatus.Shown ? 'category.show' : 'category.hide', entityType: 'category', entityId: id, before: { status: cur.status }, after: { status } });
    changed = true;
    return updated!;
  });
  if (changed) invalidate(ctx, [CacheKeys.category, CacheKeys.recCategory]);
  return toCategoryRow(row, (await usageBy(ctx, 'categoryId', [id])).get(id) ?? 0);
}

/** DELETE /admin/content/categories/{id}: only a category without children, goods or leads (409 otherwise: hide it). */
export async function deleteCategoryAdmin(ctx: ServiceContext, id: number): Promise<void> {
  await inTx(ctx, async (tx) => {
    const cur = await lockCategory(tx, id);
    const [child] = await tx.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    if (child) throw new AppError(409, M.categoryHasChildren);
    const used = (await usageBy(tx, 'categoryId', [id])).get(id) ?? 0;
    if (used) throw new AppError(409, M.categoryInUse(used));
    await tx.db.delete(categories).where(eq(categories.id, id));
    await audit(tx, { action: 'category.delete', entityType: 'category', entityId: id, before: categoryAudit(cur), after: null });
  });
  invalidate(ctx, [CacheKeys.category, CacheKeys.recCategory]);
}

/** POST /admin/content/categories/reorder: every sibling (same parent) in the new order. */
export async function reorderCategories(ctx: ServiceContext, ids: number[]): Promise<{ ids: number[] }> {
  await inTx(ctx, async (tx) => {
    const [first] = await tx.db.select().from(categories).where(eq(categories.id, ids[0]!));
    if (!first) throw new AppError(404, M.categoryNotFound);
    const siblings = await tx.db
      .select({ id: categories.id })
      .from(categories)
      .where(first.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, first.parentId))
      .orderBy(asc(categories.sort), asc(categories.id))
      .for('update');
    checkReorder(
      ids,
      siblings.map((r) => r.id),
    );
    await writeOrder(tx, 'categories', ids);
    await audit(tx, { action: 'category.reorder', entityType: 'category', entityId: first.parentId, before: { parentId: first.parentId, ids: siblings.map((r) => r.id) }, after: { parentId: first.parentId, ids } });
  });
  invalidate(ctx, [CacheKeys.category, CacheKeys.recCategory]);
  return { ids };
}

type BrandDb = typeof brands.$inferSelect;
const toBrandRow = (r: BrandDb, usage: number): AdminBrandRow => ({ id: r.id, name: r.name, nameEn: r.nameEn, aliases: r.aliases, logo: r.logo, sort: r.sort, status: r.status, usage });
const brandAudit = (r: BrandDb) => ({ name: r.name, nameEn: r.nameEn, aliases: r.aliases, logo: r.logo, sort: r.sort, status: r.status });

export async function listBrandAdmin(ctx: ServiceContext): Promise<AdminBrandRow[]> {
  const [rows, usage] = await Promise.all([ctx.db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)), usageBy(ctx, 'brandId')]);
  return rows.map((r) => toBrandRow(r, usage.get(r.id) ?? 0));
}

async function lockBrand(tx: ServiceContext, id: number): Promise<BrandDb> {
  const [row] = await tx.db.select().from(brands).where(eq(brands.id, id)).for('update');
  if (!row) throw new AppError(404, M.brandNotFound);
  return row;
}

async function checkBrandName(tx: ServiceContext, name: string, selfId?: number): Promise<void> {
  const [dup] = await tx.db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)).limit(1);
  if (dup && dup.id !== selfId) throw new AppError(409, M.brandNameTaken);
}

/** Two operators naming two brands alike at once: the unique index decides, the loser gets the same 409. */
const brandNameRace = (err: unknown): never => {
  if (isUniqueViolation(err)) throw new AppError(409, M.brandNameTaken);
  throw err;
};

/** The aliases as stored: trimmed, each once, none equal to the two names. */
const cleanAliases = (aliases: string[], name: string, nameEn: string) => [...new Set(aliases)].filter((a) => a !== name && a !== nameEn);

/** POST /admin/content/brands: search reads it (terms, suggestions) as soon as the brand cache is dropped. */
export async function createBrandAdmin(ctx: ServiceContext, body: AdminBrandCreateBody): Promise<AdminBrandRow> {
  const row = await inTx(ctx, async (tx) => {
    await checkBrandName(tx, body.name);
    let sort = body.sort;
    if (sort === undefined) {
      const [m] = await tx.db.select({ m: max(brands.sort) }).from(brands);
      sort = (m?.m ?? 0) + SORT_STEP;
    }
    const [created] = await tx.db
      .insert(brands)
      .values({ name: body.name, nameEn: body.nameEn, aliases: cleanAliases(body.aliases ?? [], body.name, body.nameEn), logo: body.logo ?? '', sort, status: body.status ?? ContentStatus.Shown })
      .returning();
    await audit(tx, { action: 'brand.create', entityType: 'brand', entityId: created!.id, before: null, after: brandAudit(created!) });
    return created!;
  }).catch(brandNameRace);
  invalidate(ctx, [CacheKeys.brand]);
  return toBrandRow(row, 0);
}

/** PUT /admin/content/brands/{id}: names and aliases (search text of its goods and leads rebuilt), logo, sort. */
export async function updateBrandAdmin(ctx: ServiceContext, id: number, body: AdminBrandUpdateBody): Promise<AdminBrandRow> {
  let renamed = false;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockBrand(tx, id);
    const name = body.name ?? cur.name;
    const nameEn = body.nameEn ?? cur.nameEn;
    const patch = { ...body, aliases: body.aliases === undefined ? undefined : cleanAliases(body.aliases, name, nameEn) };
    const { before, after } = diff(cur, patch);
    if (!Object.keys(after).length) throw badRequest(M.noChange);
    if (after.name !== undefined) await checkBrandName(tx, after.name, id);
    renamed = after.name !== undefined || after.nameEn !== undefined || after.aliases !== undefined;
    const [updated] = await tx.db.update(brands).set(after).where(eq(brands.id, id)).returning();
    if (renamed) await reindex(tx, 'brandId', [id]);
    await audit(tx, { action: 'brand.update', entityType: 'brand', entityId: id, before, after });
    return updated!;
  }).catch(brandNameRace);
  // The goods lists carry the brand's name.
  invalidate(ctx, renamed ? [CacheKeys.brand, CacheKeys.goodsList] : [CacheKeys.brand]);
  return toBrandRow(row, (await usageBy(ctx, 'brandId', [id])).get(id) ?? 0);
}

/**
 * POST …/brands/{id}/show | hide: a hidden brand is no longer offered (suggestions, /goods/type/search, the publish
 * form's brand match); goods and leads that carry it keep it, and the search terms still map its names to them.
 */
export async function setBrandStatus(ctx: ServiceContext, id: number, status: number): Promise<AdminBrandRow> {
  let changed = false;
  const row = await inTx(ctx, async (tx) => {
    const cur = await lockBrand(tx, id);
    if (cur.status === status) return cur;
    const [updated] = await tx.db.update(brands).set({ status }).where(eq(brands.id, id)).returning();
    await audit(tx, { action: status === ContentStatus.Shown ? 'brand.show' : 'brand.hide', entityType: 'brand', entityId: id, before: { status: cur.status }, after: { status } });
    changed = true;
    return updated!;
  });
  if (changed) invalidate(ctx, [CacheKeys.brand]);
  return toBrandRow(row, (await usageBy(ctx, 'brandId', [id])).get(id) ?? 0);
}

/** DELETE /admin/content/brands/{id}: only a brand no goods or lead names (409 otherwise). */
export async function deleteBrandAdmin(ctx: ServiceContext, id: number): Promise<void> {
  await inTx(ctx, async (tx) => {
    const cur = await lockBrand(tx, id);
    const used = (await usageBy(tx, 'brandId', [id])).get(id) ?? 0;
    if (used) throw new AppError(409, M.brandInUse(used));
    await tx.db.delete(brands).where(eq(brands.id, id));
    await audit(tx, { action: 'brand.delete', entityType: 'brand', entityId: id, before: brandAudit(cur), after: null });
  });
  invalidate(ctx, [CacheKeys.brand]);
}

/** POST /admin/content/brands/reorder: every brand in the new order. */
export async function reorderBrands(ctx: ServiceContext, ids: number[]): Promise<{ ids: number[] }> {
  await inTx(ctx, async (tx) => {
    const all = await tx.db.select({ id: brands.id }).from(brands).orderBy(asc(brands.sort), asc(brands.id)).for('update');
    checkReorder(
      ids,
      all.map((r) => r.id),
    );
    await writeOrder(tx, 'brands', ids);
    await audit(tx, { action: 'brand.reorder', entityType: 'brand', entityId: null, before: { ids: all.map((r) => r.id) }, after: { ids } });
  });
  invalidate(ctx, [CacheKeys.brand]);
  return { ids };
}

// ---- Recommended goods (/recGoods/list reads the table directly: nothing cached to drop) ----

const recColumns = {
  id: recGoods.id,
  goodsId: recGoods.goodsId,
  which: recGoods.which,
  position: recGoods.position,
  sort: recGoods.sort,
  goodsModel: goods.goodsModel,
  goodsName: goods.goodsName,
  goodsStatus: goods.status,
};

export async function listRecGoodsAdmin(ctx: ServiceContext, q: Page & { which?: number | undefined; position?: string | undefined }) {
  const conds: SQL[] = [];
  if (q.which !== undefined) conds.push(eq(recGoods.which, Number(q.which)));
  if (q.position !== undefined) conds.push(eq(recGoods.position, q.position));
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db
      .select(recColumns)
      .from(recGoods)
      .innerJoin(goods, eq(goods.id, recGoods.goodsId))
      .where(where)
      .orderBy(asc(recGoods.which), asc(recGoods.position), asc(recGoods.sort), asc(recGoods.id)),
    ctx.db.select({ n: count() }).from(recGoods).where(where),
  );
  return { rows: rows as AdminRecGoodsRow[], total };
}

/** POST /admin/content/recGoods: an on-shelf goods (409 otherwise), once per slot, last unless a sort is given. */
export async function addRecGoods(ctx: ServiceContext, body: AdminRecGoodsAddBody): Promise<AdminRecGoodsRow> {
  return inTx(ctx, async (tx) => {
    const [g] = await tx.db.select({ id: goods.id, status: goods.status, goodsModel: goods.goodsModel, goodsName: goods.goodsName }).from(goods).where(eq(goods.id, body.goodsId)).for('share');
    if (!g) throw new AppError(404, M.goodsNotFound);
    if (g.status !== GoodsStatus.OnShelf) throw new AppError(409, M.goodsNotOnShelf);
    const slot = and(eq(recGoods.which, body.which), eq(recGoods.position, body.position));
    const [dup] = await tx.db.select({ id: recGoods.id }).from(recGoods).where(and(slot, eq(recGoods.goodsId, g.id))).limit(1);
    if (dup) throw new AppError(409, M.recGoodsDuplicate);
    let sort = body.sort;
    if (sort === undefined) {
      const [m] = await tx.db.select({ m: max(recGoods.sort) }).from(recGoods).where(slot);
      sort = (m?.m ?? 0) + SORT_STEP;
    }
    const [row] = await tx.db.insert(recGoods).values({ goodsId: g.id, which: body.which, position: body.position, sort }).returning();
    const out: AdminRecGoodsRow = { id: row!.id, goodsId: g.id, which: row!.which, position: row!.position, sort: row!.sort, goodsModel: g.goodsModel, goodsName: g.goodsName, goodsStatus: g.status };
    await audit(tx, { action: 'recGoods.add', entityType: 'recGoods', entityId: row!.id, before: null, after: { goodsId: g.id, which: out.which, position: out.position, sort } });
    return out;
  });
}

export async function removeRecGoods(ctx: ServiceContext, id: number): Promise<void> {
  await inTx(ctx, async (tx) => {
    const [cur] = await tx.db.select().from(recGoods).where(eq(recGoods.id, id)).for('update');
    if (!cur) throw new AppError(404, M.recGoodsNotFound);
    await tx.db.delete(recGoods).where(eq(recGoods.id, id));
    await audit(tx, { action: 'recGoods.remove', entityType: 'recGoods', entityId: id, before: { goodsId: cur.goodsId, which: cur.which, position: cur.position, sort: cur.sort }, after: null });
  });
}

/** POST /admin/content/recGoods/reorder: every row of one slot (which, position) in the new order. */
export async function reorderRecGoods(ctx: ServiceContext, ids: number[]): Promise<{ ids: number[] }> {
  await inTx(ctx, async (tx) => {
    const [first] = await tx.db.select().from(recGoods).where(eq(recGoods.id, ids[0]!));
    if (!first) throw new AppError(404, M.recGoodsNotFound);
    const slot = await tx.db
      .select({ id: recGoods.id })
      .from(recGoods)
      .where(and(eq(recGoods.which, first.which), eq(recGoods.position, first.position)))
      .orderBy(asc(recGoods.sort), asc(recGoods.id))
      .for('update');
    checkReorder(
      ids,
      slot.map((r) => r.id),
    );
    await writeOrder(tx, 'rec_goods', ids);
    await audit(tx, {
      action: 'recGoods.reorder',
      entityType: 'recGoods',
      entityId: null,
      before: { which: first.which, position: first.position, ids: slot.map((r) => r.id) },
      after: { which: first.which, position: first.position, ids },
    });
  });
  return { ids };
}
