import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { BannerItem, BannerQuery, CategoryNode, DictEntry, InspectionCentre, NewsDetail, NewsItem } from '@mts/shared/schemas';
import { ContentStatus } from '@mts/shared/constants';
import { AppError } from '../../lib/errors.ts';
import { CacheKeys } from '../../lib/cache.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { banners, brands, categories, dictEntries, inspectionCentres, navItems, news, recCategories } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { paged } from '../../lib/paged.ts';

/** Content needs only the database and the content cache (the search indexer and start-up jobs call it too). */
type ContentCtx = Pick<ServiceContext, 'db' | 'cache'>;

type BannerTable = typeof banners | typeof navItems;

const bannerColumns = (table: BannerTable) => ({
  id: table.id,
  title: table.title,
  text: table.text,
  remark: table.remark,
  image: table.image,
  imgUrl: table.imgUrl,
  activeImgUrl: table.activeImgUrl,
  url: table.url,
  path: table.path,
  sort: table.sort,
  status: table.status,
  which: table.which,
  type: table.type,
  position: table.position,
});

function listSlot(ctx: ContentCtx, table: BannerTable, prefix: string, q: BannerQuery): Promise<BannerItem[]> {
  const status = q.status ?? ContentStatus.Shown;
  // pageId is accepted for compatibility with the client; slots are identified by which/type/position.
  const key = `${prefix}${q.which ?? '*'}:${q.type ?? '*'}:${q.position ?? '*'}:${status}`;
  return ctx.cache.get(key, () => {
    const where: SQL[] = [eq(table.status, status)];
    if (q.which !== undefined) where.push(eq(table.which, q.which));
    if (q.type !== undefined) where.push(eq(table.type, q.type));
    if (q.position !== undefined) where.push(eq(table.position, q.position));
    return ctx.db.select(bannerColumns(table)).from(table).where(and(...where)).orderBy(asc(table.sort), asc(table.id));
  });
}

/** Carousels, logos, ads and layout navigation of one slot, sorted by `sort`. */
export const listBanners = (ctx: ContentCtx, q: BannerQuery) => listSlot(ctx, banners, CacheKeys.banner, q);

/** Shortcut icons of one slot (HOME, CLUE_SOURCE, CLUE_BUY), sorted by `sort`. */
export const listNavItems = (ctx: ContentCtx, q: BannerQuery) => listSlot(ctx, navItems, CacheKeys.nav, q);

export interface CategoryRow {
  id: number;
  name: string;
  picture: string;
  parentId: number | null;
}

/** All shown categories, flat, in display order (cached). */
export function listCategoryRows(ctx: ContentCtx): Promise<CategoryRow[]> {
  return ctx.cache.get(`${CacheKeys.category}rows`, () =>
    ctx.db
      .select({ id: categories.id, name: categories.name, picture: categories.picture, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.status, ContentStatus.Shown))
      .orderBy(asc(categories.sort), asc(categories.id)),
  );
}

/** Top-level categories with their children. */
export async function categoryTree(ctx: ContentCtx): Promise<CategoryNode[]> {
  return ctx.cache.get(`${CacheKeys.category}tree`, async () => {
    const rows = await listCategoryRows(ctx);
    const nodes = new Map<number, CategoryNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
    const roots: CategoryNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
      if (parent) parent.children.push(node);
      else if (r.parentId === null) roots.push(node);
    }
    return roots;
  });
}

/** A category and, for a top-level one, its children: what "goods in category N" means. */
export async function categoryWithDescendants(ctx: ContentCtx, id: number): Promise<number[]> {
  const rows = await listCategoryRows(ctx);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id);
  return ids;
}

export function listRecCategories(ctx: ContentCtx) {
  return ctx.cache.get(`${CacheKeys.recCategory}all`, () =>
    ctx.db
      .select({ id: categories.id, name: categories.name, picture: categories.picture, parentId: categories.parentId })
      .from(recCategories)
      .innerJoin(categories, eq(categories.id, recCategories.categoryId))
      .where(and(eq(recCategories.status, ContentStatus.Shown), eq(categories.status, ContentStatus.Shown)))
      .orderBy(asc(recCategories.sort), asc(recCategories.id)),
  );
}

export interface BrandRow {
  id: number;
  name: string;
  nameEn: string;
  aliases: string[];
  /** 0 shown, 1 hidden by an operator. */
  status: number;
}

/**
 * Every brand, hidden ones included: what goods already carry (search terms, the brand filter, the search text).
 * New choices (suggestions, the publish form's brand match) use listShownBrands.
 */
export function listBrands(ctx: ContentCtx): Promise<BrandRow[]> {
  return ctx.cache.get(`${CacheKeys.brand}all`, () =>
    ctx.db
      .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, aliases: brands.aliases, status: brands.status })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id)),
  );
}

/** The brands offered for new choices: not hidden. */
export async function listShownBrands(ctx: ContentCtx): Promise<BrandRow[]> {
  return (await listBrands(ctx)).filter((b) => b.status === ContentStatus.Shown);
}

export const centreColumns = {
  id: inspectionCentres.id,
  name: inspectionCentres.name,
  city: inspectionCentres.city,
  address: inspectionCentres.address,
  contact: inspectionCentres.contact,
  phone: inspectionCentres.phone,
  hours: inspectionCentres.hours,
};

/** The shown inspection centres by sort (GET /inspection/centres; the ship dialog): cached, dropped by the console's writes. */
export function listCentres(ctx: ContentCtx): Promise<InspectionCentre[]> {
  return ctx.cache.get(`${CacheKeys.centre}shown`, () =>
    ctx.db.select(centreColumns).from(inspectionCentres).where(eq(inspectionCentres.status, ContentStatus.Shown)).orderBy(asc(inspectionCentres.sort), asc(inspectionCentres.id)),
  );
}

export function dictByType(ctx: ContentCtx, type: string): Promise<DictEntry[]> {
  return ctx.cache.get(`${CacheKeys.dict}${type}`, () =>
    ctx.db
      .select({ label: dictEntries.label, value: dictEntries.value, sort: dictEntries.sort })
      .from(dictEntries)
      .where(and(eq(dictEntries.dictType, type), eq(dictEntries.status, ContentStatus.Shown)))
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id)),
  );
}

const newsColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  cover: news.cover,
  tag: news.tag,
  publishedAt: news.publishedAt,
};

const toNewsItem = ({ publishedAt, ...rest }: { publishedAt: Date } & Omit<NewsItem, 'publishTime'>): NewsItem => ({
  ...rest,
  publishTime: formatChinaTime(publishedAt),
});

export async function listNews(ctx: ContentCtx, page: { pageNum: number; pageSize: number }): Promise<{ rows: NewsItem[]; total: number }> {
  const shown = eq(news.status, ContentStatus.Shown);
  const { rows, total } = await paged(
    page,
    ctx.db
      .select(newsColumns)
      .from(news)
      .where(shown)
      .orderBy(desc(news.publishedAt), desc(news.id)),
    ctx.db.select({ n: count() }).from(news).where(shown),
  );
  return { rows: rows.map(toNewsItem), total };
}

export async function newsDetail(ctx: ContentCtx, id: number): Promise<NewsDetail> {
  const [row] = await ctx.db
    .select({ ...newsColumns, content: news.content })
    .from(news)
    .where(and(eq(news.id, id), eq(news.status, ContentStatus.Shown)));
  if (!row) throw new AppError(404, '资讯不存在');
  const { content, ...item } = row;
  return { ...toNewsItem(item), content };
}
