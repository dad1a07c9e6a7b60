import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClueForm, ClueRecord, MyClueListQuery } from '@mts/shared/schemas';
import { CLUE_STATUS_TEXT, ClueStatus } from '@mts/shared/constants';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { maskMobile, normalizePartNumber } from '@mts/shared/validate';
import { brands, categories, clues, goods, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import type { ServiceContext } from '../context.ts';
import type { BrandRow } from '../content/service.ts';
import { listBrands, listCategoryRows } from '../content/service.ts';
import { listingVector, loadCatalog } from '../search/indexer.ts';
import { keywordSql } from '../search/tokens.ts';

/** 403 unless the user is real-name verified (users.authn_status = 1). */
export async function requireRealName(ctx: ServiceContext, userId: number): Promise<void> {
  const [u] = await ctx.db.select({ authnStatus: users.authnStatus }).from(users).where(eq(users.id, userId));
  if (!u || u.authnStatus !== 1) throw new AppError(403, PublishMsg.needRealName);
}

/** A known brand named by its 中文名, English name or an alias (case-insensitive), else null. */
export function findBrand(all: BrandRow[], typed: string): BrandRow | null {
  const needle = typed.trim().toLowerCase();
  return all.find((b) => [b.name, b.nameEn, ...b.aliases].some((n) => n.toLowerCase() === needle)) ?? null;
}

/** The stored columns of a form: brand mapped to a known brand, part number normalised, search text built. */
async function formColumns(ctx: ServiceContext, form: ClueForm) {
  const cats = await listCategoryRows(ctx);
  if (!cats.some((c) => c.id === form.categoryId)) throw badRequest(PublishMsg.categoryId);
  if (cats.some((c) => c.parentId === form.categoryId)) throw badRequest(PublishMsg.categoryNotLeaf);
  const brand = findBrand(await listBrands(ctx), form.brand);
  const cols = {
    type: form.type,
    categoryId: form.categoryId,
    brandId: brand?.id ?? null,
    brandText: brand ? '' : form.brand,
    goodsModel: form.goodsModel,
    modelNorm: normalizePartNumber(form.goodsModel).slice(0, 64),
    goodsName: form.goodsName,
    quantity: form.quantity,
    moq: form.moq,
    priceUnit: form.priceUnit,
    priceMin: form.priceMin ?? null,
    taxIncluded: form.taxIncluded,
    dateCode: form.dateCode,
    condition: form.condition,
    package: form.package,
    deliveryPlace: form.deliveryPlace,
    stockType: form.stockType,
    leadTime: form.stockType === '期货' ? form.leadTime : '',
    contactName: form.contactName,
    contactMobile: form.contactMobile,
    images: form.images,
    remark: form.remark,
  };
  return { ...cols, searchText: listingVector(await loadCatalog(ctx), cols) };
}

const saved = (id: number, status: number) => ({ id, status, statusText: CLUE_STATUS_TEXT[status] ?? '' });

/** POST /clue/publish: a real-name verified user's lead enters the dispatch pool (status 待派单). */
export async function publishClue(ctx: ServiceContext, userId: number, form: ClueForm) {
  await requireRealName(ctx, userId);
  const values = await formColumns(ctx, form);
  const [row] = await ctx.db
    .insert(clues)
    .values({ ...values, ownerId: userId, status: ClueStatus.AwaitingDispatch })
    .returning({ id: clues.id, status: clues.status });
  return saved(row!.id, row!.status);
}

/** Why a conditional update touched no row: 404 gone, 403 someone else's, 409 no longer awaiting dispatch. */
async function refusal(ctx: ServiceContext, userId: number, id: number): Promise<AppError> {
  const [row] = await ctx.db.select({ ownerId: clues.ownerId, status: clues.status }).from(clues).where(eq(clues.id, id));
  if (!row) return new AppError(404, Msg.clueNotFound);
  if (row.ownerId !== userId) return new AppError(403, PublishMsg.notOwner);
  if (row.status === ClueStatus.Withdrawn) return new AppError(409, PublishMsg.alreadyWithdrawn);
  return new AppError(409, PublishMsg.notAwaiting);
}

const editable = (id: number, userId: number) =>
  and(eq(clues.id, id), eq(clues.ownerId, userId), eq(clues.status, ClueStatus.AwaitingDispatch));

/** PUT /clue/{id}: the owner edits a lead while it awaits dispatch (one conditional UPDATE, race-safe). */
export async function updateClue(ctx: ServiceContext, userId: number, id: number, form: ClueForm) {
  const values = await formColumns(ctx, form);
  const rows = await ctx.db
    .update(clues)
    .set({ ...values, updatedAt: sql`now()` })
    .where(editable(id, userId))
    .returning({ id: clues.id, status: clues.status });
  if (!rows.length) throw await refusal(ctx, userId, id);
  return saved(id, rows[0]!.status);
}

/** POST /clue/{id}/withdraw: the owner withdraws a lead while it awaits dispatch; a second withdraw gets 409. */
export async function withdrawClue(ctx: ServiceContext, userId: number, id: number) {
  const rows = await ctx.db
    .update(clues)
    .set({ status: ClueStatus.Withdrawn, updatedAt: sql`now()` })
    .where(editable(id, userId))
    .returning({ id: clues.id, status: clues.status });
  if (!rows.length) throw await refusal(ctx, userId, id);
  return saved(id, rows[0]!.status);
}

const recordColumns = {
  id: clues.id,
  type: clues.type,
  goodsName: clues.goodsName,
  goodsModel: clues.goodsModel,
  brandId: clues.brandId,
  brandName: brands.name,
  brandText: clues.brandText,
  categoryId: clues.categoryId,
  categoryName: categories.name,
  quantity: clues.quantity,
  moq: clues.moq,
  priceUnit: clues.priceUnit,
  priceMin: clues.priceMin,
  taxIncluded: clues.taxIncluded,
  dateCode: clues.dateCode,
  condition: clues.condition,
  package: clues.package,
  deliveryPlace: clues.deliveryPlace,
  stockType: clues.stockType,
  leadTime: clues.leadTime,
  images: clues.images,
  remark: clues.remark,
  status: clues.status,
  createdAt: clues.createdAt,
  updatedAt: clues.updatedAt,
  contactName: clues.contactName,
  contactMobile: clues.contactMobile,
  ownerId: clues.ownerId,
  goodsId: sql<number | null>`(select ${goods.id} from ${goods} where ${goods.clueId} = ${clues.id} order by ${goods.id} limit 1)`,
};

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['where']>>[number];

function toRecord(r: RecordRow, viewerId: number | null): ClueRecord {
  const isOwner = viewerId !== null && viewerId === r.ownerId;
  return {
    id: r.id,
    type: r.type,
    goodsName: r.goodsName,
    goodsModel: r.goodsModel,
    brandId: r.brandId,
    brandName: r.brandName ?? r.brandText,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    quantity: r.quantity,
    moq: r.moq,
    priceUnit: r.priceUnit,
    priceMin: r.priceMin,
    taxIncluded: r.taxIncluded,
    dateCode: r.dateCode,
    condition: r.condition,
    package: r.package,
    deliveryPlace: r.deliveryPlace,
    stockType: r.stockType === '期货' ? '期货' : '现货',
    leadTime: r.leadTime,
    images: r.images,
    remark: r.remark,
    status: r.status,
    statusText: CLUE_STATUS_TEXT[r.status] ?? '',
    createTime: formatChinaTime(r.createdAt),
    updateTime: formatChinaTime(r.updatedAt),
    goodsId: r.goodsId === null ? null : Number(r.goodsId),
    contactName: r.contactName,
    contactMobile: isOwner ? r.contactMobile : maskMobile(r.contactMobile),
    isOwner,
    canEdit: isOwner && r.status === ClueStatus.AwaitingDispatch,
  };
}

const recordQuery = (ctx: ServiceContext) =>
  ctx.db.select(recordColumns).from(clues).leftJoin(brands, eq(brands.id, clues.brandId)).leftJoin(categories, eq(categories.id, clues.categoryId));

/**
 * GET /clue/{id}: the full record. Others see the contact mobile masked; a withdrawn lead is gone for everyone
 * but its owner.
 */
export async function clueRecord(ctx: ServiceContext, id: number): Promise<ClueRecord> {
  const [row] = await recordQuery(ctx).where(eq(clues.id, id)).limit(1);
  const viewer = ctx.auth?.user?.id ?? null;
  if (!row || (row.status === ClueStatus.Withdrawn && row.ownerId !== viewer)) throw new AppError(404, Msg.clueNotFound);
  return toRecord(row, viewer);
}

/** GET /clue/myClueList: the caller's leads (all statuses), newest first; a keyword searches them like goods. */
export async function myClueList(ctx: ServiceContext, userId: number, q: Required<Pick<MyClueListQuery, 'pageNum' | 'pageSize'>> & MyClueListQuery) {
  const where: SQL[] = [eq(clues.ownerId, userId)];
  if (q.type !== undefined) where.push(eq(clues.type, Number(q.type)));
  let rank: SQL[] = [];
  if (q.keyword) {
    const k = keywordSql(q.keyword, { searchText: clues.searchText, modelNorm: clues.modelNorm });
    if (!k.where) return { rows: [], total: 0 };
    where.push(k.where);
    rank = k.rank;
  }
  const cond = and(...where);
  const pageNum = Number(q.pageNum);
  const pageSize = Number(q.pageSize);
  const [rows, [total]] = await Promise.all([
    recordQuery(ctx)
      .where(cond)
      .orderBy(...rank, desc(clues.createdAt), desc(clues.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    ctx.db.select({ n: count() }).from(clues).where(cond),
  ]);
  return { rows: rows.map((r) => toRecord(r, userId)), total: total!.n };
}
