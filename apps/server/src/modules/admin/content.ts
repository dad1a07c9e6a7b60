import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntity, ContentStatus } from '@mts/shared/constants';
import { AdminContentMsg as M } from '@mts/shared/messages';
import type {
  AdminBannerCreateBody,
  AdminBannerUpdateBody,
  AdminBrandCreateBody,
  AdminBrandRow,
  AdminBrandUpdateBody,
  AdminCentreCreateBody,
  AdminCentreRow,
  AdminCentreUpdateBody,
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
import { banners, brands, categories, clues, goods, inspectionCentres, navItems, news, orders, recGoods } from '../../db/schema/index.ts';
import { ContentCache, CacheKeys } from '../../lib/cache.ts';
import { inTx, type ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { paged, type PageInput } from '../../lib/paged.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { audit } from '../audit/service.ts';
import { refreshSearchText } from '../search/indexer.ts';
import { escapeLike } from '../../lib/like.ts';

/**
 * The console's content actions (issue 12): banners, nav items and the tab bar, news, categories, brands, the
 * recommended goods and the inspection centres (issue 22). Each resource is a definition (table, audit name, cache keys, ordering scope, its own checks)
 * over one audited path: every write is one inTx with its audit row (before → after of the fields it changed);
 * after the commit it drops exactly the cache prefixes the public routes read (cache.invalidate also tells every
 * other instance over Redis). Deleting is a hard delete (the audit row keeps the deleted row as `before`); hiding
 * is the status flag the public lists already filter on.
 */

/** Sort numbers written by a reorder: 10, 20, 30 … (room to insert by hand between two). */
const SORT_STEP = 10;

type Row = { id: number } & Record<string, unknown>;
type ContentEntity = Extract<AuditEntity, 'banner' | 'nav' | 'news' | 'category' | 'brand' | 'recGoods' | 'centre'>;

/** The audit action of a resource's write; every one is listed in AUDIT_ACTIONS (the console's filter and labels). */
function actionOf(entity: ContentEntity, verb: string): AuditAction {
  const action = `${entity}.${verb}`;
  if (!(action in AUDIT_ACTIONS)) throw new Error(`unknown audit action ${action}`);
  return action as AuditAction;
}
type ContentTable = PgTable & { id: AnyPgColumn } & Record<string, unknown>;

/**
 * One content resource. `Db` is its table's row, `Out` what the console gets back, `Create` / `Update` the bodies.
 * Hooks run inside the write's transaction; each returns or throws the resource's own refusals.
 */
export interface ContentResource<Db extends Row, Out, Create extends object = object, Update extends object = object> {
  /** The audit rows' entityType and action prefix (`banner.create`, `news.hide` …). */
  entity: ContentEntity;
  table: ContentTable;
  /** Its SQL name (a reorder rewrites sort in one statement). */
  tableName: string;
  notFound: string;
  /** Cache prefixes the public routes read from this table; dropped after a write that changed something. */
  drops: string[];
  /**
   * The columns of one ordering scope (a slot, the siblings of a parent; [] = the whole table): a new row goes last
   * in its scope, a reorder lists every row of one scope. null: the table has no order (news).
   */
  scope: (keyof Db & string)[] | null;
  /** The audit row's copy of a created or deleted row. */
  snapshot: (row: Db) => Record<string, unknown>;
  /** The reply for a row; `created` for a row just inserted (nothing refers to it yet). */
  out: (tx: ServiceContext, row: Db, created: boolean) => Out | Promise<Out>;
  create: {
    /** The audit verb: create (default) or add. */
    verb?: string;
    /** Checks, then the values to insert (sort is filled in last of its scope when absent). */
    values: (tx: ServiceContext, body: Create) => Promise<Record<string, unknown>>;
    /** Cache prefixes a new row affects, when not `drops`. */
    drops?: string[];
  };
  update?: {
    /** The body as it is written (e.g. cleaned aliases). */
    patch?: (cur: Db, body: Update) => Partial<Db>;
    /** Checks of the changed fields, before the UPDATE. */
    check?: (tx: ServiceContext, cur: Db, after: Partial<Db>) => Promise<void>;
    /** After the UPDATE: search text rebuilt for a rename; returns the extra cache prefixes it affects. */
    reindex?: (tx: ServiceContext, id: number, after: Partial<Db>) => Promise<string[]>;
    /** The audit row's copy of the changed fields, when not the fields themselves. */
    audited?: (fields: Partial<Db>) => Record<string, unknown>;
  };
  /** Shown / hidden through the status column (show / hide routes). */
  status: boolean;
  remove: {
    /** The audit verb: delete (default) or remove. */
    verb?: string;
    /** Refusals before the DELETE (a row still in use). */
    check?: (tx: ServiceContext, cur: Db) => Promise<void>;
  };
  /** A reorder's audit entityId (default null): e.g. the parent of the reordered siblings. */
  reorderEntity?: (scope: Record<string, unknown>) => number | null;
  /** Turns a driver error of any write into the resource's refusal (a unique index lost to a concurrent twin). */
  race?: (err: unknown) => never;
}

// ---- The audited path ----

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

type Scoped = { table: ContentTable; scope: string[] | null };
const col = (r: Scoped, name: string) => r.table[name] as AnyPgColumn;
/** `column = value` for each scope column (IS NULL for a null parent). */
const scopeWhere = (r: Scoped, values: Record<string, unknown>): SQL | undefined =>
  and(...(r.scope ?? []).map((c) => (values[c] === null ? isNull(col(r, c)) : eq(col(r, c), values[c]))));
const pick = (values: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));

/** The row, locked for the write; 404 with the resource's message. */
async function lockRow<Db extends Row>(tx: ServiceContext, r: { table: ContentTable; notFound: string }, id: number): Promise<Db> {
  const [row] = await tx.db.select().from(r.table).where(eq(r.table.id, id)).for('update');
  if (!row) throw new AppError(404, r.notFound);
  return row as Db;
}

/** Runs one write in its transaction (refusals mapped by `race`), then drops what it changed. */
async function write<T>(ctx: ServiceContext, r: { race?: ((err: unknown) => never) | undefined }, fn: (tx: ServiceContext, drops: Set<string>) => Promise<T>): Promise<T> {
  const drops = new Set<string>();
  const out = await inTx(ctx, (tx) => fn(tx, drops)).catch(r.race ?? ((err: unknown) => Promise.reject(err)));
  invalidate(ctx, [...drops]);
  return out;
}

/** The generic path reads any resource as rows of named columns. */
const loose = <Db extends Row, Out, C extends object, U extends object>(r: ContentResource<Db, Out, C, U>) =>
  r as unknown as ContentResource<Row, Out, Record<string, unknown>, Record<string, unknown>>;

/** POST …: a new row, last in its scope unless a sort is given. */
export function createContent<Db extends Row, Out, C extends object, U extends object>(ctx: ServiceContext, resource: ContentResource<Db, Out, C, U>, body: C): Promise<Out> {
  const r = loose(resource);
  return write(ctx, r, async (tx, drops) => {
    const values = await r.create.values(tx, body as Record<string, unknown>);
    if (r.scope) {
      let sort = (body as { sort?: number }).sort;
      if (sort === undefined) {
        const [m] = await tx.db.select({ m: max(col(r, 'sort')) }).from(r.table).where(scopeWhere(r, values));
        sort = Number(m?.m ?? 0) + SORT_STEP;
      }
      values.sort = sort;
    }
    const [created] = (await tx.db.insert(r.table).values(values).returning()) as Row[];
    await audit(tx, { action: actionOf(r.entity, r.create.verb ?? 'create'), entityType: r.entity, entityId: created!.id, before: null, after: r.snapshot(created!) });
    for (const d of r.create.drops ?? r.drops) drops.add(d);
    return r.out(tx, created!, true);
  });
}

/** PUT …/{id}: the changed fields (400 没有修改任何内容 when none differ). */
export function updateContent<Db extends Row, Out, C extends object, U extends object>(ctx: ServiceContext, resource: ContentResource<Db, Out, C, U>, id: number, body: U): Promise<Out> {
  const r = loose(resource);
  const u = r.update!;
  return write(ctx, r, async (tx, drops) => {
    const cur = await lockRow(tx, r, id);
    const { before, after } = diff(cur, u.patch ? u.patch(cur, body as Record<string, unknown>) : (body as Partial<Row>));
    if (!Object.keys(after).length) throw badRequest(M.noChange);
    await u.check?.(tx, cur, after);
    const [updated] = (await tx.db.update(r.table).set(after).where(eq(r.table.id, id)).returning()) as Row[];
    const more = (await u.reindex?.(tx, id, after)) ?? [];
    const audited = u.audited ?? ((f: Partial<Row>): Record<string, unknown> => f);
    await audit(tx, { action: actionOf(r.entity, 'update'), entityType: r.entity, entityId: id, before: audited(before), after: audited(after) });
    for (const d of [...r.drops, ...more]) drops.add(d);
    return r.out(tx, updated!, false);
  });
}

/** POST …/{id}/show | hide. Already in that state: the row as it is, no audit row, nothing dropped. */
export function setContentStatus<Db extends Row, Out, C extends object, U extends object>(ctx: ServiceContext, resource: ContentResource<Db, Out, C, U>, id: number, status: number): Promise<Out> {
  const r = loose(resource);
  return write(ctx, r, async (tx, drops) => {
    const cur = await lockRow(tx, r, id);
    if (cur.status === status) return r.out(tx, cur, false);
    const [updated] = (await tx.db.update(r.table).set({ status }).where(eq(r.table.id, id)).returning()) as Row[];
    const verb = status === ContentStatus.Shown ? 'show' : 'hide';
    await audit(tx, { action: actionOf(r.entity, verb), entityType: r.entity, entityId: id, before: { status: cur.status }, after: { status } });
    for (const d of r.drops) drops.add(d);
    return r.out(tx, updated!, false);
  });
}

/** DELETE …/{id}: gone for good (unless still in use); the audit row keeps it. */
export async function deleteContent<Db extends Row, Out, C extends object, U extends object>(ctx: ServiceContext, resource: ContentResource<Db, Out, C, U>, id: number): Promise<void> {
  const r = loose(resource);
  await write(ctx, r, async (tx, drops) => {
    const cur = await lockRow(tx, r, id);
    await r.remove.check?.(tx, cur);
    await tx.db.delete(r.table).where(eq(r.table.id, id));
    await audit(tx, { action: actionOf(r.entity, r.remove.verb ?? 'delete'), entityType: r.entity, entityId: id, before: r.snapshot(cur), after: null });
    for (const d of r.drops) drops.add(d);
  });
}

/** POST …/reorder: every id of one scope (the scope of the first id) in the new order; sort becomes 10, 20, 30 … */
export async function reorderContent<Db extends Row, Out, C extends object, U extends object>(ctx: ServiceContext, resource: ContentResource<Db, Out, C, U>, ids: number[]): Promise<{ ids: number[] }> {
  const r = loose(resource);
  const keys = r.scope ?? [];
  await write(ctx, r, async (tx, drops) => {
    let scope: Record<string, unknown> = {};
    if (keys.length) {
      const [first] = (await tx.db.select().from(r.table).where(eq(r.table.id, ids[0]!))) as Row[];
      if (!first) throw new AppError(404, r.notFound);
      scope = pick(first, keys);
    }
    const rows = await tx.db
      .select({ id: r.table.id })
      .from(r.table)
      .where(scopeWhere(r, scope))
      .orderBy(asc(col(r, 'sort')), asc(r.table.id))
      .for('update');
    const current = rows.map((x) => x.id as number);
    const mine = new Set(current);
    if (current.length !== ids.length || !ids.every((id) => mine.has(id))) throw badRequest(M.reorderSlot);
    const json = JSON.stringify(ids.map((id, i) => ({ id, sort: (i + 1) * SORT_STEP })));
    await tx.db.execute(sql`update ${sql.identifier(r.tableName)} as t set sort = v.sort from json_to_recordset(${json}::json) as v(id int, sort int) where t.id = v.id`);
    await audit(tx, {
      action: actionOf(r.entity, 'reorder'),
      entityType: r.entity,
      entityId: r.reorderEntity?.(scope) ?? null,
      before: { ...scope, ids: current },
      after: { ...scope, ids },
    });
    for (const d of r.drops) drops.add(d);
  });
  return { ids };
}

// ---- Banners and nav items (one shape: which / type / position slots) ----

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

const slotResource = (entity: 'banner' | 'nav', table: typeof banners | typeof navItems, tableName: string, prefix: string, notFound: string) =>
  ({
    entity,
    table: table as unknown as ContentTable,
    tableName,
    notFound,
    drops: [prefix],
    scope: ['which', 'type', 'position'],
    snapshot: toBannerItem,
    out: (_tx, row) => toBannerItem(row),
    create: { values: async (_tx, body) => ({ ...body, status: body.status ?? ContentStatus.Shown }) },
    update: {},
    status: true,
    remove: {},
  }) satisfies ContentResource<SlotRow, BannerItem, AdminBannerCreateBody, AdminBannerUpdateBody>;

export const bannerResource = slotResource('banner', banners, 'banners', CacheKeys.banner, M.bannerNotFound);
export const navResource = slotResource('nav', navItems, 'nav_items', CacheKeys.nav, M.navNotFound);
export type SlotKind = 'banner' | 'nav';
export const SLOTS = { banner: bannerResource, nav: navResource } as const;

/** GET /admin/content/banners | nav: shown and hidden rows, by slot then sort. */
export async function listSlotRows(ctx: ServiceContext, kind: SlotKind, q: PageInput & { which?: number | undefined; type?: number | undefined; position?: string | undefined; status?: number | undefined }) {
  const t = kind === 'banner' ? banners : navItems;
  const conds: SQL[] = [];
  if (q.which !== undefined) conds.push(eq(t.which, Number(q.which)));
  if (q.type !== undefined) conds.push(eq(t.type, Number(q.type)));
  if (q.position !== undefined) conds.push(eq(t.position, q.position));
  if (q.status !== undefined) conds.push(eq(t.status, Number(q.status)));
  const where = conds.length ? and(...conds) : undefined;
  return paged(
    q,
    ctx.db.select().from(t).where(where).orderBy(asc(t.which), asc(t.position), asc(t.type), asc(t.sort), asc(t.id)),
    ctx.db.select({ n: count() }).from(t).where(where),
    (rows) => rows.map(toBannerItem),
  );
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

export const newsResource = {
  entity: 'news',
  table: news as unknown as ContentTable,
  tableName: 'news',
  notFound: M.newsNotFound,
  drops: [],
  scope: null,
  snapshot: newsAudit,
  out: (_tx, row) => toNewsRow(row),
  // Published now (newest first on the grid).
  create: { values: async (tx, body) => ({ ...body, status: body.status ?? ContentStatus.Shown, publishedAt: new Date(tx.clock.now()) }) },
  update: {
    // The content can be long: the audit row keeps its length, not the text.
    audited: (o) => ('content' in o ? { ...o, content: undefined, contentLength: o.content!.length } : o),
  },
  status: true,
  remove: {},
} satisfies ContentResource<NewsDb, AdminNewsRow, AdminNewsCreateBody, AdminNewsUpdateBody>;

export async function listNewsRows(ctx: ServiceContext, q: PageInput & { status?: number | undefined; keyword?: string | undefined }) {
  const conds: SQL[] = [];
  if (q.status !== undefined) conds.push(eq(news.status, Number(q.status)));
  if (q.keyword) conds.push(or(ilike(news.title, `%${escapeLike(q.keyword)}%`), ilike(news.tag, `%${escapeLike(q.keyword)}%`))!);
  const where = conds.length ? and(...conds) : undefined;
  return paged(
    q,
    ctx.db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)),
    ctx.db.select({ n: count() }).from(news).where(where),
    (rows) => rows.map(toNewsRow),
  );
}

// ---- Catalogue ----

/**
 * Goods and leads filed under each category / brand. Both tables reference the catalogue (foreign keys), and a
 * catalogue row in use is never deleted: 409 with the count.
 */
async function usageBy(ctx: ServiceContext, column: 'categoryId' | 'brandId', ids?: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const t of [goods, clues]) {
    const c = t[column];
    const rows = await ctx.db
      .select({ id: c, n: count() })
      .from(t)
      .where(ids ? inArray(c, ids) : sql`${c} is not null`)
      .groupBy(c);
    for (const r of rows) if (r.id !== null) out.set(r.id, (out.get(r.id) ?? 0) + r.n);
  }
  return out;
}
const usageOf = async (ctx: ServiceContext, column: 'categoryId' | 'brandId', id: number) => (await usageBy(ctx, column, [id])).get(id) ?? 0;

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

async function checkSiblingName(tx: ServiceContext, parentId: number | null, name: string, selfId?: number): Promise<void> {
  const [dup] = await tx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), eq(categories.name, name)))
    .limit(2);
  if (dup && dup.id !== selfId) throw new AppError(409, M.categoryNameTaken);
}

/**
 * Two levels: a new category is top level or under a top-level one. A rename reindexes the goods and leads under
 * it (its path, the parent's name too, is in their search text). A hidden category leaves the tree, the
 * recommended row and the search terms; one with children, goods or leads is never deleted (409: hide it).
 */
export const categoryResource = {
  entity: 'category',
  table: categories as unknown as ContentTable,
  tableName: 'categories',
  notFound: M.categoryNotFound,
  // The tree and the recommended categories carry names and pictures.
  drops: [CacheKeys.category, CacheKeys.recCategory],
  scope: ['parentId'],
  snapshot: categoryAudit,
  out: async (tx, row, created) => toCategoryRow(row, created ? 0 : await usageOf(tx, 'categoryId', row.id)),
  create: {
    values: async (tx, body) => {
      const parentId = body.parentId ?? null;
      if (parentId !== null) {
        const parent = await lockRow(tx, loose(categoryResource), parentId);
        if (parent.parentId !== null) throw badRequest(M.categoryTwoLevels);
      }
      await checkSiblingName(tx, parentId, body.name);
      return { name: body.name, parentId, picture: body.picture ?? '', status: body.status ?? ContentStatus.Shown };
    },
    drops: [CacheKeys.category],
  },
  update: {
    check: async (tx, cur, after) => {
      if (after.name !== undefined) await checkSiblingName(tx, cur.parentId, after.name, cur.id);
    },
    reindex: async (tx, id, after) => {
      if (after.name === undefined) return [];
      const children = await tx.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
      await reindex(tx, 'categoryId', [id, ...children.map((c) => c.id)]);
      // The goods lists carry the category name.
      return [CacheKeys.goodsList];
    },
  },
  status: true,
  remove: {
    check: async (tx, cur) => {
      const [child] = await tx.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, cur.id)).limit(1);
      if (child) throw new AppError(409, M.categoryHasChildren);
      const used = await usageOf(tx, 'categoryId', cur.id);
      if (used) throw new AppError(409, M.categoryInUse(used));
    },
  },
  reorderEntity: (scope) => scope.parentId as number | null,
} satisfies ContentResource<CategoryDb, AdminCategoryRow, AdminCategoryCreateBody, AdminCategoryUpdateBody>;

type BrandDb = typeof brands.$inferSelect;
const toBrandRow = (r: BrandDb, usage: number): AdminBrandRow => ({ id: r.id, name: r.name, nameEn: r.nameEn, aliases: r.aliases, logo: r.logo, sort: r.sort, status: r.status, usage });
const brandAudit = (r: BrandDb) => ({ name: r.name, nameEn: r.nameEn, aliases: r.aliases, logo: r.logo, sort: r.sort, status: r.status });

export async function listBrandAdmin(ctx: ServiceContext): Promise<AdminBrandRow[]> {
  const [rows, usage] = await Promise.all([ctx.db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)), usageBy(ctx, 'brandId')]);
  return rows.map((r) => toBrandRow(r, usage.get(r.id) ?? 0));
}

async function checkBrandName(tx: ServiceContext, name: string, selfId?: number): Promise<void> {
  const [dup] = await tx.db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)).limit(1);
  if (dup && dup.id !== selfId) throw new AppError(409, M.brandNameTaken);
}

/** The aliases as stored: trimmed, each once, none equal to the two names. */
const cleanAliases = (aliases: string[], name: string, nameEn: string) => [...new Set(aliases)].filter((a) => a !== name && a !== nameEn);

/**
 * 中文名, English name and aliases are the search terms: search reads a new brand as soon as the brand cache is
 * dropped, a rename rebuilds the search text of its goods and leads. A hidden brand is no longer offered
 * (suggestions, /goods/type/search, the publish form's brand match); goods and leads that carry it keep it. One
 * that goods or leads name is never deleted (409).
 */
export const brandResource = {
  entity: 'brand',
  table: brands as unknown as ContentTable,
  tableName: 'brands',
  notFound: M.brandNotFound,
  drops: [CacheKeys.brand],
  scope: [],
  snapshot: brandAudit,
  out: async (tx, row, created) => toBrandRow(row, created ? 0 : await usageOf(tx, 'brandId', row.id)),
  create: {
    values: async (tx, body) => {
      await checkBrandName(tx, body.name);
      return {
        name: body.name,
        nameEn: body.nameEn,
        aliases: cleanAliases(body.aliases ?? [], body.name, body.nameEn),
        logo: body.logo ?? '',
        status: body.status ?? ContentStatus.Shown,
      };
    },
  },
  update: {
    patch: (cur, body) => ({ ...body, aliases: body.aliases === undefined ? undefined : cleanAliases(body.aliases, body.name ?? cur.name, body.nameEn ?? cur.nameEn) }),
    check: async (tx, cur, after) => {
      if (after.name !== undefined) await checkBrandName(tx, after.name, cur.id);
    },
    reindex: async (tx, id, after) => {
      if (after.name === undefined && after.nameEn === undefined && after.aliases === undefined) return [];
      await reindex(tx, 'brandId', [id]);
      // The goods lists carry the brand's name.
      return [CacheKeys.goodsList];
    },
  },
  status: true,
  remove: {
    check: async (tx, cur) => {
      const used = await usageOf(tx, 'brandId', cur.id);
      if (used) throw new AppError(409, M.brandInUse(used));
    },
  },
  // Two operators naming two brands alike at once: the unique index decides, the loser gets the same 409.
  race: (err) => {
    if (isUniqueViolation(err)) throw new AppError(409, M.brandNameTaken);
    throw err;
  },
} satisfies ContentResource<BrandDb, AdminBrandRow, AdminBrandCreateBody, AdminBrandUpdateBody>;

// ---- Inspection centres (issue 22: where sellers ship to, where buyers collect) ----

type CentreDb = typeof inspectionCentres.$inferSelect;
const centreAudit = (r: CentreDb) => ({ name: r.name, city: r.city, address: r.address, contact: r.contact, phone: r.phone, hours: r.hours, sort: r.sort, status: r.status });
const toCentreRow = (r: CentreDb, usage: number): AdminCentreRow => ({ id: r.id, ...centreAudit(r), usage });

/** Orders shipped to each centre (a centre in use is never deleted). */
async function centreUsage(ctx: ServiceContext, ids?: number[]): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ id: orders.centreId, n: count() })
    .from(orders)
    .where(ids ? inArray(orders.centreId, ids) : sql`${orders.centreId} is not null`)
    .groupBy(orders.centreId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r.n]));
}

/** GET /admin/content/centres: every centre (shown and hidden) by sort, with its usage. */
export async function listCentreAdmin(ctx: ServiceContext): Promise<AdminCentreRow[]> {
  const [rows, usage] = await Promise.all([ctx.db.select().from(inspectionCentres).orderBy(asc(inspectionCentres.sort), asc(inspectionCentres.id)), centreUsage(ctx)]);
  return rows.map((r) => toCentreRow(r, usage.get(r.id) ?? 0));
}

async function checkCentreName(tx: ServiceContext, name: string, selfId?: number): Promise<void> {
  const [dup] = await tx.db.select({ id: inspectionCentres.id }).from(inspectionCentres).where(eq(inspectionCentres.name, name)).limit(1);
  if (dup && dup.id !== selfId) throw new AppError(409, M.centreNameTaken);
}

/**
 * Name, city, address, contact, phone and hours, shown to the seller in the ship dialog and to the buyer on the
 * order (pickup address). A hidden centre is no longer offered for new shipments (ship refuses it); orders already
 * sent there keep it. One that orders were shipped to is never deleted (409: hide it).
 */
export const centreResource = {
  entity: 'centre',
  table: inspectionCentres as unknown as ContentTable,
  tableName: 'inspection_centres',
  notFound: M.centreNotFound,
  drops: [CacheKeys.centre],
  scope: [],
  snapshot: centreAudit,
  out: async (tx, row, created) => toCentreRow(row, created ? 0 : ((await centreUsage(tx, [row.id])).get(row.id) ?? 0)),
  create: {
    values: async (tx, body) => {
      await checkCentreName(tx, body.name);
      return { name: body.name, city: body.city, address: body.address, contact: body.contact, phone: body.phone, hours: body.hours, status: body.status ?? ContentStatus.Shown };
    },
  },
  update: {
    check: async (tx, cur, after) => {
      if (after.name !== undefined) await checkCentreName(tx, after.name, cur.id);
    },
  },
  status: true,
  remove: {
    check: async (tx, cur) => {
      const used = (await centreUsage(tx, [cur.id])).get(cur.id) ?? 0;
      if (used) throw new AppError(409, M.centreInUse(used));
    },
  },
  race: (err) => {
    if (isUniqueViolation(err)) throw new AppError(409, M.centreNameTaken);
    throw err;
  },
} satisfies ContentResource<CentreDb, AdminCentreRow, AdminCentreCreateBody, AdminCentreUpdateBody>;

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
const recFrom = (ctx: ServiceContext) => ctx.db.select(recColumns).from(recGoods).innerJoin(goods, eq(goods.id, recGoods.goodsId));

type RecDb = typeof recGoods.$inferSelect;

/** An on-shelf goods (409 otherwise), once per slot (which, position), last unless a sort is given. */
export const recGoodsResource = {
  entity: 'recGoods',
  table: recGoods as unknown as ContentTable,
  tableName: 'rec_goods',
  notFound: M.recGoodsNotFound,
  drops: [],
  scope: ['which', 'position'],
  snapshot: (r) => ({ goodsId: r.goodsId, which: r.which, position: r.position, sort: r.sort }),
  out: async (tx, row) => ((await recFrom(tx).where(eq(recGoods.id, row.id)))[0] as AdminRecGoodsRow),
  create: {
    verb: 'add',
    values: async (tx, body) => {
      const [g] = await tx.db.select({ id: goods.id, status: goods.status }).from(goods).where(eq(goods.id, body.goodsId)).for('share');
      if (!g) throw new AppError(404, M.goodsNotFound);
      if (g.status !== GoodsStatus.OnShelf) throw new AppError(409, M.goodsNotOnShelf);
      const [dup] = await tx.db
        .select({ id: recGoods.id })
        .from(recGoods)
        .where(and(eq(recGoods.which, body.which), eq(recGoods.position, body.position), eq(recGoods.goodsId, g.id)))
        .limit(1);
      if (dup) throw new AppError(409, M.recGoodsDuplicate);
      return { goodsId: g.id, which: body.which, position: body.position };
    },
  },
  status: false,
  remove: { verb: 'remove' },
} satisfies ContentResource<RecDb, AdminRecGoodsRow, AdminRecGoodsAddBody>;

export async function listRecGoodsAdmin(ctx: ServiceContext, q: PageInput & { which?: number | undefined; position?: string | undefined }) {
  const conds: SQL[] = [];
  if (q.which !== undefined) conds.push(eq(recGoods.which, Number(q.which)));
  if (q.position !== undefined) conds.push(eq(recGoods.position, q.position));
  const where = conds.length ? and(...conds) : undefined;
  return paged(
    q,
    recFrom(ctx).where(where).orderBy(asc(recGoods.which), asc(recGoods.position), asc(recGoods.sort), asc(recGoods.id)),
    ctx.db.select({ n: count() }).from(recGoods).where(where),
    (rows) => rows as AdminRecGoodsRow[],
  );
}
