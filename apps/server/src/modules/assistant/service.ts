import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { GoodsType, PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { ClueFormInput } from '@mts/shared/schemas';
import { GoodsStatus, ORDER_NEXT_STEP, type OrderStatusCode, orderMachine, statusLabel } from '@mts/shared/status';
import { normalizePartNumber } from '@mts/shared/validate';
import { brands, goods, orders } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { listBrands, listCategoryRows } from '../content/service.ts';
import { listGoods } from '../goods/service.ts';
import { sideOf } from '../order/queries.ts';
import { type CatalogNames, type Entities, extractEntities } from './entities.ts';
import { decodePartNumber, type DecodedPart } from './decode.ts';

/**
 * The assistant's answer functions over this marketplace's own data (issue 13). Each is a service `(ctx, input)`
 * the default engine (and later a model's tool calls) uses; each returns figures plus the listings it used as
 * citations. Reads only: what a logged-in user may read (on-shelf goods, his own orders). Nothing here writes.
 */

/** A listing an answer used: a card linking to /prodetail/{id}. */
export interface Citation {
  id: number;
  partNumber: string;
  brand: string;
  /** The brand's English name (Samsung), for English answers; the brand as written when the catalogue has none. */
  brandEn: string;
  /** Cents per piece; null = 面议. */
  price: number | null;
  priceUnit: number;
  /** ¥82.00 / $13.20 (面议 without a price). */
  priceText: string;
  quantity: number;
  dateCode: string;
  condition: string;
  /** 交货地 (深圳, 香港 …): every answer says where a listing is. */
  deliveryPlace: string;
  path: string;
}

export const priceText = (cents: number | null, unit: number) => (cents === null ? '面议' : formatPrice(cents, unit));

const citationColumns = {
  id: goods.id,
  partNumber: goods.goodsModel,
  brand: sql<string>`coalesce(${brands.name}, ${goods.brandText})`,
  price: goods.priceMin,
  priceUnit: goods.priceUnit,
  quantity: goods.quantity,
  dateCode: goods.dateCode,
  condition: goods.condition,
  deliveryPlace: goods.deliveryPlace,
};

type CitationRow = Omit<Citation, 'priceText' | 'path' | 'brandEn'>;

/** Catalogue brand names → their English names (三星 → Samsung), from the cached catalogue. */
export async function englishBrandNames(ctx: ServiceContext): Promise<Map<string, string>> {
  return new Map((await listBrands(ctx)).map((b) => [b.name, b.nameEn]));
}

/** The listings as citations, each brand with its English name. */
async function toCitations(ctx: ServiceContext, rows: CitationRow[]): Promise<Citation[]> {
  const en = await englishBrandNames(ctx);
  return rows.map((r) => ({ ...r, brandEn: en.get(r.brand) || r.brand, priceText: priceText(r.price, r.priceUnit), path: `/prodetail/${r.id}` }));
}

/** Sort key of a date code: 2336 → 2336, 24+ → 2400 (the newest first when sorted descending). */
export const dateCodeKey = (dc: string) => {
  const m = /^(\d{2})(\d{2})?/.exec(dc);
  return m ? Number(m[1]) * 100 + Number(m[2] ?? 0) : -1;
};

export interface CurrencyStats {
  priceUnit: number;
  currency: 'CNY' | 'USD';
  min: number;
  max: number;
  listings: number;
  quantity: number;
}

export interface PriceStats {
  partNumber: string;
  /** exact: the normalised part number equals; prefix: none did, these start with it; none: no listing. */
  match: 'exact' | 'prefix' | 'none';
  /** On-shelf 货源 listings matched, and their total quantity. */
  listings: number;
  totalQuantity: number;
  /** Price range per currency (listings with a price). */
  currencies: CurrencyStats[];
  /** Up to three newest date codes among them. */
  newestDateCodes: string[];
  decoded: DecodedPart | null;
  /** Up to 8 listings, cheapest first per currency. */
  citations: Citation[];
}

const CITATIONS = 8;

/** Price and stock of a part number: the current 货源 (on-shelf supply) listings of exactly that part (or, when none, those starting with it). */
export async function priceStats(ctx: ServiceContext, partNumber: string, place: string | null = null): Promise<PriceStats> {
  const norm = normalizePartNumber(partNumber);
  const base = and(eq(goods.status, GoodsStatus.OnShelf), eq(goods.type, GoodsType.Supply), place ? eq(goods.deliveryPlace, place) : undefined);
  const empty: PriceStats = { partNumber, match: 'none', listings: 0, totalQuantity: 0, currencies: [], newestDateCodes: [], decoded: decodePartNumber(partNumber), citations: [] };
  if (norm.length < 3) return empty;
  let match: PriceStats['match'] = 'exact';
  let cond = and(base, eq(goods.modelNorm, norm))!;
  const [exact] = await ctx.db.select({ n: count() }).from(goods).where(cond);
  if (!exact!.n) {
    match = 'prefix';
    cond = and(base, like(goods.modelNorm, `${norm.replace(/[%_\\]/g, '')}%`))!;
  }
  const [totals, perUnit, dateCodes, rows] = await Promise.all([
    ctx.db.select({ n: count(), q: sql<number>`coalesce(sum(${goods.quantity}), 0)::bigint` }).from(goods).where(cond),
    ctx.db
      .select({ unit: goods.priceUnit, min: sql<number>`min(${goods.priceMin})`, max: sql<number>`max(${goods.priceMin})`, n: count(), q: sql<number>`sum(${goods.quantity})::bigint` })
      .from(goods)
      .where(and(cond, sql`${goods.priceMin} is not null`))
      .groupBy(goods.priceUnit)
      .orderBy(goods.priceUnit),
    ctx.db.selectDistinct({ dc: goods.dateCode }).from(goods).where(and(cond, sql`${goods.dateCode} <> ''`)),
    ctx.db
      .select(citationColumns)
      .from(goods)
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .where(cond)
      .orderBy(goods.priceUnit, sql`${goods.priceMin} asc nulls last`, desc(goods.id))
      .limit(CITATIONS),
  ]);
  const listings = Number(totals[0]!.n);
  if (!listings) return empty;
  return {
    partNumber,
    match,
    listings,
    totalQuantity: Number(totals[0]!.q),
    currencies: perUnit.map((r) => ({
      priceUnit: r.unit,
      currency: r.unit === PriceUnit.Dollar ? 'USD' : 'CNY',
      min: Number(r.min),
      max: Number(r.max),
      listings: Number(r.n),
      quantity: Number(r.q),
    })),
    newestDateCodes: dateCodes
      .map((r) => r.dc)
      .sort((a, b) => dateCodeKey(b) - dateCodeKey(a) || b.localeCompare(a))
      .slice(0, 3),
    decoded: decodePartNumber(partNumber),
    citations: await toCitations(ctx, rows),
  };
}

export interface FoundGoods {
  /** The goods search's filters, as /goods/list takes them (and the assistant's 交货地). */
  filter: { keyword: string; type: number; condition?: string; dateCode?: string; priceUnit?: number; deliveryPlace?: string };
  total: number;
  totalCapped: boolean;
  /** Pieces asked for (2000 片), and how many of the listings shown hold at least that many. */
  quantityWanted: number | null;
  enough: number;
  citations: Citation[];
}

const PRICE_UNIT_OF = { CNY: PriceUnit.Yuan, USD: PriceUnit.Dollar } as const;

/** Finding goods: the existing goods search (/goods/list) over 货源 with the entities as filters; brand and category words become id filters there. */
export async function findGoods(
  ctx: ServiceContext,
  e: Pick<Entities, 'partNumbers' | 'brands' | 'categories' | 'quantity' | 'dateCode' | 'condition' | 'currency'> & { place?: string | null },
  pageSize = CITATIONS,
): Promise<FoundGoods> {
  const keyword = [...e.brands, ...e.categories, ...e.partNumbers.map((p) => p.text)].join(' ');
  const filter: FoundGoods['filter'] = { keyword, type: GoodsType.Supply };
  if (e.condition) filter.condition = e.condition;
  if (e.dateCode) filter.dateCode = e.dateCode;
  if (e.currency) filter.priceUnit = PRICE_UNIT_OF[e.currency];
  if (e.place) filter.deliveryPlace = e.place;
  const page = await listGoods(ctx, { pageNum: 1, pageSize, ...filter, keyword: keyword || undefined });
  const citations = await toCitations(
    ctx,
    page.records.map((r) => ({
      id: r.id,
      partNumber: r.goodsModel,
      brand: r.brandName,
      price: r.priceMin,
      priceUnit: r.priceUnit,
      quantity: r.quantity,
      dateCode: r.dateCode,
      condition: r.condition,
      deliveryPlace: r.deliveryPlace,
    })),
  );
  return {
    filter,
    total: page.total,
    totalCapped: page.totalCapped,
    quantityWanted: e.quantity,
    enough: e.quantity ? citations.filter((c) => c.quantity >= e.quantity!).length : citations.length,
    citations,
  };
}

export interface Comparison {
  a: PriceStats;
  b: PriceStats;
  /** Per currency both are quoted in: the lower minimum price and by how much (cents). */
  cheaper: { currency: 'CNY' | 'USD'; partNumber: string | null; difference: number }[];
}

/** Comparing two part numbers on their current 货源 prices. */
export async function compare(ctx: ServiceContext, input: { a: string; b: string }): Promise<Comparison> {
  const [a, b] = await Promise.all([priceStats(ctx, input.a), priceStats(ctx, input.b)]);
  const cheaper: Comparison['cheaper'] = [];
  for (const ca of a.currencies) {
    const cb = b.currencies.find((c) => c.priceUnit === ca.priceUnit);
    if (!cb) continue;
    const difference = Math.abs(ca.min - cb.min);
    cheaper.push({ currency: ca.currency, partNumber: difference === 0 ? null : ca.min < cb.min ? input.a : input.b, difference });
  }
  return { a, b, cheaper };
}

export interface MyOrders {
  total: number;
  /** Count per status, in the machine's order. */
  byStatus: { status: number; label: string; count: number }[];
  latest: {
    id: number;
    orderNo: string;
    side: '买方' | '卖方';
    partNumber: string;
    amount: number;
    priceUnit: number;
    status: number;
    statusText: string;
    nextStep: { who: string; text: string };
    createTime: string;
    path: string;
  }[];
}

/** The caller's own orders (as buyer or seller): counts by status and the latest few with their next step. Never anyone else's: the user comes from ctx only. */
export async function myOrders(ctx: ServiceContext, latest = 5): Promise<MyOrders> {
  const me = userOf(ctx);
  const mine = sideOf.either(me.id);
  const [counts, rows] = await Promise.all([
    ctx.db.select({ status: orders.status, n: count() }).from(orders).where(mine).groupBy(orders.status),
    ctx.db
      .select({ id: orders.id, orderNo: orders.orderNo, buyerId: orders.buyerId, contract: orders.contract, amount: orders.amount, priceUnit: orders.priceUnit, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(latest),
  ]);
  const byStatus = counts
    .map((c) => ({ status: c.status, label: statusLabel(orderMachine, c.status), count: Number(c.n) }))
    .sort((x, y) => x.status - y.status);
  return {
    total: byStatus.reduce((s, c) => s + c.count, 0),
    byStatus,
    latest: rows.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      side: o.buyerId === me.id ? '买方' : '卖方',
      partNumber: o.contract.goodsModel,
      amount: o.amount,
      priceUnit: o.priceUnit,
      status: o.status,
      statusText: statusLabel(orderMachine, o.status),
      nextStep: ORDER_NEXT_STEP[o.status as OrderStatusCode] ?? { who: '', text: '' },
      createTime: formatChinaTime(o.createdAt),
      path: `/myxg/myDetails?id=${o.id}&source=order`,
    })),
  };
}

export interface DemandDraft {
  /** Prefills the publish form (/source/publish): a 求购 lead. Never published by the assistant. */
  form: Partial<ClueFormInput>;
  /** Required form fields the question did not give (the user fills them in). */
  missing: (keyof ClueFormInput)[];
  path: string;
}

/** Turning a request into a demand lead draft for the publish form. Reads the catalogue only; writes nothing. */
export async function draftDemand(ctx: ServiceContext, e: Entities): Promise<DemandDraft> {
  const part = e.partNumbers[0];
  const decoded = part ? decodePartNumber(part.text) : null;
  const form: Partial<ClueFormInput> = { type: GoodsType.Demand, stockType: '现货' };
  if (part) form.goodsModel = part.text;
  const brand = e.brands[0] ?? decoded?.brand;
  if (brand) form.brand = brand;
  if (decoded) form.goodsName = [decoded.type, decoded.density, decoded.organisation, decoded.speed ? String(decoded.speed) : null].filter(Boolean).join(' ');
  if (e.quantity) {
    form.quantity = e.quantity;
    form.moq = 1;
  }
  if (e.currency) form.priceUnit = PRICE_UNIT_OF[e.currency];
  if (e.priceCents) form.priceMin = e.priceCents;
  if (e.dateCode) form.dateCode = /^\d{2}$/.test(e.dateCode) ? `${e.dateCode}+` : e.dateCode;
  if (e.condition) form.condition = e.condition;
  const categoryId = await leafCategoryFor(ctx, [...e.categories, ...(decoded ? [decoded.type.split(' ')[0]!] : [])]);
  if (categoryId) form.categoryId = categoryId;
  // The contact (联系人, 联系电话) is not listed: the publish form fills it from the caller's own account.
  const required: (keyof ClueFormInput)[] = ['categoryId', 'brand', 'goodsModel', 'goodsName', 'quantity', 'dateCode', 'condition', 'deliveryPlace'];
  return { form, missing: required.filter((k) => form[k] === undefined), path: '/source/publish' };
}

/** A leaf category named by one of the words (DDR4 → DDR4; LPDDR4/4X for LPDDR4), for the publish form. */
async function leafCategoryFor(ctx: ServiceContext, words: string[]): Promise<number | undefined> {
  const rows = await listCategoryRows(ctx);
  const leaves = rows.filter((r) => r.parentId !== null && !rows.some((c) => c.parentId === r.id));
  for (const w of words) {
    const f = w.toLowerCase();
    const hit = leaves.find((l) => l.name.toLowerCase() === f) ?? leaves.find((l) => l.name.toLowerCase().split(/[/\s]/).includes(f));
    if (hit) return hit.id;
  }
  return undefined;
}

/** The catalogue names entity extraction reads (cached brands and categories). */
export async function catalogNames(ctx: ServiceContext): Promise<CatalogNames> {
  const [b, c] = await Promise.all([listBrands(ctx), listCategoryRows(ctx)]);
  return { brands: b, categories: c };
}

/** Extracts a question's entities against the live catalogue. */
export async function understand(ctx: ServiceContext, question: string): Promise<Entities> {
  return extractEntities(question, await catalogNames(ctx));
}
