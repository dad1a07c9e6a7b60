import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClueForm, ClueRecord, MyClueListQuery } from '@mts/shared/schemas';
import { ClueStatus, isVerified, leadMachine, type LeadMove, statusLabel } from '@mts/shared/status';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { normalizePartNumber } from '@mts/shared/validate';
import { clues, users } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import type { BrandRow } from '../content/service.ts';
import { listCategoryRows, listShownBrands } from '../content/service.ts';
import { listingVector, loadCatalog } from '../search/indexer.ts';
import { keywordSql } from '../search/tokens.ts';
import { uploadKeyOf } from '../upload/storage.ts';
import { recordQuery, toRecord } from './queries.ts';
import { withCompany } from '../company/queries.ts';
import { paged } from '../../lib/paged.ts';

/** 403 unless the caller is real-name verified. */
async function requireRealName(ctx: ServiceContext, userId: number): Promise<void> {
  const [u] = await ctx.db.select({ authnStatus: users.authnStatus }).from(users).where(eq(users.id, userId));
  if (!isVerified(u)) throw new AppError(403, PublishMsg.needRealName);
}

/** A known brand named by its 中文名, English name or an alias (case-insensitive), else null. */
function findBrand(all: BrandRow[], typed: string): BrandRow | null {
  const needle = typed.trim().toLowerCase();
  return all.find((b) => [b.name, b.nameEn, ...b.aliases].some((n) => n.toLowerCase() === needle)) ?? null;
}

/**
 * The stored columns of a form: brand mapped to a known brand, part number normalised, search text built.
 * Also the dispatch module's publishGoods (the negotiator's verified form becomes goods).
 */
export async function formColumns(ctx: ServiceContext, form: ClueForm) {
  const cats = await listCategoryRows(ctx);
  if (!cats.some((c) => c.id === form.categoryId)) throw badRequest(PublishMsg.categoryId);
  if (cats.some((c) => c.parentId === form.categoryId)) throw badRequest(PublishMsg.categoryNotLeaf);
  // Images only from our own uploads (the schema checks the shape; this is the server's own check).
  if (form.images.some((url) => uploadKeyOf(url) === null)) throw badRequest(PublishMsg.imageUrl);
  const brand = findBrand(await listShownBrands(ctx), form.brand);
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

const saved = (row: { id: number; status: number }) => ({ id: row.id, status: row.status, statusText: statusLabel(leadMachine, row.status) });

/** POST /clue/publish: a real-name verified user's lead enters the dispatch pool (status 待派单). */
export async function publishClue(ctx: ServiceContext, form: ClueForm) {
  const userId = userOf(ctx).id;
  await requireRealName(ctx, userId);
  const values = await formColumns(ctx, form);
  const [row] = await ctx.db
    .insert(clues)
    .values({ ...values, ownerId: userId, status: ClueStatus.AwaitingDispatch })
    .returning({ id: clues.id, status: clues.status });
  ctx.events.publish({ type: 'lead.publish', id: row!.id, userId, status: row!.status });
  return saved(row!);
}

/** Why the owner's edit or withdrawal was refused: 404 gone, 403 someone else's, 409 withdrawn or in dispatch. */
const leadRefusals: Refusals = {
  notFound: Msg.clueNotFound,
  notOwner: PublishMsg.notOwner,
  wrongStatus: (status) => (status === ClueStatus.Withdrawn ? PublishMsg.alreadyWithdrawn : PublishMsg.notAwaiting),
};

const ownerMove = (ctx: ServiceContext, id: number, move: LeadMove, set: Partial<typeof clues.$inferInsert>) =>
  transition(ctx, { machine: leadMachine, table: clues, id, move, actor: 'owner', owner: clues.ownerId, set: { ...set, updatedAt: sql`now()` }, refusals: leadRefusals });

/** PUT /clue/{id}: the owner edits a lead while it awaits dispatch (one conditional UPDATE, race-safe). */
export async function updateClue(ctx: ServiceContext, input: { id: number; form: ClueForm }) {
  return saved(await ownerMove(ctx, input.id, 'edit', await formColumns(ctx, input.form)));
}

/** POST /clue/{id}/withdraw: the owner withdraws a lead while it awaits dispatch; a second withdraw gets 409. */
export async function withdrawClue(ctx: ServiceContext, id: number) {
  return saved(await ownerMove(ctx, id, 'withdraw', {}));
}

/**
 * GET /clue/{id}: the full record. Others see the contact mobile masked, except the negotiator holding the
 * grabbed lead (he calls the owner and publishes its goods from /source/publishGoods?id=); a withdrawn lead is
 * gone for everyone but its owner.
 */
export async function clueRecord(ctx: ServiceContext, id: number): Promise<ClueRecord> {
  const [row] = await recordQuery(ctx).where(eq(clues.id, id)).limit(1);
  const viewer = ctx.user?.id ?? null;
  if (!row || (row.status === ClueStatus.Withdrawn && row.ownerId !== viewer)) throw new AppError(404, Msg.clueNotFound);
  const holder = viewer !== null && row.negotiatorId === viewer && row.status === ClueStatus.Grabbed;
  const [record] = await withCompany(ctx, [toRecord(row, viewer, { showContact: holder })], () => row.ownerId);
  return record!;
}

/** GET /clue/myClueList: the caller's leads (all statuses), newest first; a keyword searches them like goods. */
export async function myClueList(ctx: ServiceContext, q: Required<Pick<MyClueListQuery, 'pageNum' | 'pageSize'>> & MyClueListQuery) {
  const userId = userOf(ctx).id;
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
  const { rows, total } = await paged(
    { pageNum: Number(q.pageNum), pageSize: Number(q.pageSize) },
    recordQuery(ctx)
      .where(cond)
      .orderBy(...rank, desc(clues.createdAt), desc(clues.id)),
    ctx.db.select({ n: count() }).from(clues).where(cond),
  );
  return { rows: await withCompany(ctx, rows.map((r) => toRecord(r, userId)), () => userId), total };
}
