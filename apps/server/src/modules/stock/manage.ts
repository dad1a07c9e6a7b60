import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockEditBody, StockGoodsRow, StockListQuery } from '@mts/shared/schemas';
import { StockMsg } from '@mts/shared/messages';
import { type GoodsMove, goodsMachine, GoodsStatus } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { brands, goods } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type Page, paged } from '../../lib/paged.ts';
import { keywordSql } from '../search/tokens.ts';
import { ownStock, stockGoodsColumns, toStockGoodsRow } from './queries.ts';
import { stockTemplate, writeStockSheet } from './reader/index.ts';
import type { Download } from './service.ts';

/** GET /stock/list (我的库存): the caller's stock lines, a keyword on part number and brand, a status, newest change first. */
export async function listStock(ctx: ServiceContext, q: StockListQuery): Promise<Page<StockGoodsRow>> {
  const where: (SQL | undefined)[] = [ownStock(userOf(ctx).id)];
  if (q.status !== undefined) where.push(eq(goods.status, q.status));
  if (q.keyword) {
    const k = keywordSql(q.keyword, { searchText: goods.searchText, modelNorm: goods.modelNorm });
    if (!k.where) return { rows: [], total: 0 };
    where.push(k.where);
  }
  const cond = and(...where);
  return paged(
    q,
    ctx.db.select(stockGoodsColumns).from(goods).leftJoin(brands, eq(brands.id, goods.brandId)).where(cond).orderBy(desc(goods.updatedAt), desc(goods.id)),
    ctx.db.select({ n: count() }).from(goods).where(cond),
    (rows) => rows.map(toStockGoodsRow),
  );
}

/**
 * Every id must be one of the caller's live stock lines: 404 when one does not exist (or was deleted), 403 when one
 * is someone else's or not a stock line; nothing changes then. Locks them for the move.
 */
async function lockOwn(ctx: ServiceContext, ids: number[]): Promise<void> {
  const me = userOf(ctx).id;
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select({ id: goods.id, ownerId: goods.ownerId, source: goods.source, status: goods.status })
    .from(goods)
    .where(inArray(goods.id, unique))
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.status === GoodsStatus.Deleted && r.ownerId === me)) throw new AppError(404, StockMsg.stockNotFound);
  if (rows.some((r) => r.ownerId !== me || r.source !== GoodsSource.StockList)) throw new AppError(403, StockMsg.stockNotYours);
}

/** A goods-machine move on many of the caller's stock lines: one set-based UPDATE from the move's statuses, in one transaction. */
async function moveMany(ctx: ServiceContext, ids: number[], move: GoodsMove, extra?: SQL): Promise<{ changed: number }> {
  const m = goodsMachine.moves[move];
  if (!m.by.includes('owner')) throw new AppError(403, StockMsg.stockNotYours);
  return inTx(ctx, async (tx) => {
    await lockOwn(tx, ids);
    const rows = await tx.db
      .update(goods)
      .set({ status: m.to, updatedAt: new Date(ctx.clock.now()) })
      .where(and(inArray(goods.id, ids), inArray(goods.status, [...m.from]), extra))
      .returning({ id: goods.id });
    if (rows.length) tx.events.publish({ type: `goods.stock${move[0]!.toUpperCase()}${move.slice(1)}`, id: rows[0]!.id, userId: ctx.user!.id, ids: rows.map((r) => r.id) });
    return { changed: rows.length };
  });
}

/**
 * POST /stock/shelf {ids, status}: 0 上架 the ones off the shelf (not those sold out: quantity 0), 1 下架 the ones on
 * it; the rest are left alone.
 */
export const shelfStock = (ctx: ServiceContext, body: { ids: number[]; status: number }) =>
  body.status === GoodsStatus.OnShelf ? moveMany(ctx, body.ids, 'shelfOn', gt(goods.quantity, 0)) : moveMany(ctx, body.ids, 'shelfOff');

/** POST /stock/delete {ids}: 已删除 (90): gone from every list, search, detail and cart checkout; kept for the orders that name it. */
export const deleteStock = (ctx: ServiceContext, body: { ids: number[] }) => moveMany(ctx, body.ids, 'remove');

/** POST /stock/edit: the price (cents, null 面议), its unit and the quantity of one of his lines; quantity 0 takes it off the shelf. */
export async function editStock(ctx: ServiceContext, body: StockEditBody): Promise<StockGoodsRow> {
  const set: { priceMin?: number | null; priceUnit?: number; quantity?: number; status?: SQL } = {};
  if (body.priceMin !== undefined) set.priceMin = body.priceMin;
  if (body.priceUnit !== undefined) set.priceUnit = body.priceUnit;
  if (body.quantity !== undefined) set.quantity = body.quantity;
  if (!Object.keys(set).length) throw badRequest(StockMsg.editNothing);
  if (body.quantity === 0) set.status = sql`case when ${goods.status} = ${GoodsStatus.OnShelf} then ${goodsMachine.moves.shelfOff.to} else ${goods.status} end`;
  return inTx(ctx, async (tx) => {
    await lockOwn(tx, [body.id]);
    await tx.db
      .update(goods)
      .set({ ...set, updatedAt: new Date(ctx.clock.now()) })
      .where(eq(goods.id, body.id));
    tx.events.publish({ type: 'goods.stockEdit', id: body.id, userId: ctx.user!.id });
    const [row] = await tx.db.select(stockGoodsColumns).from(goods).leftJoin(brands, eq(brands.id, goods.brandId)).where(eq(goods.id, body.id));
    return toStockGoodsRow(row!);
  });
}

/** His stock lines in id order, read a page at a time (an export of 200,000 lines never holds them all). */
async function* ownLines(ctx: ServiceContext, userId: number): AsyncGenerator<StockGoodsRow> {
  for (let after = 0; ; ) {
    const rows = await ctx.db
      .select(stockGoodsColumns)
      .from(goods)
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .where(and(ownStock(userId), gt(goods.id, after)))
      .orderBy(asc(goods.id))
      .limit(2000);
    for (const r of rows) yield toStockGoodsRow(r);
    if (rows.length < 2000) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** GET /stock/export: his stock lines (on and off the shelf) in the template's columns, .xlsx. */
export function exportStock(ctx: ServiceContext): Download {
  const userId = userOf(ctx).id;
  return { fileName: '我的库存.xlsx', write: (out) => writeStockSheet(ownLines(ctx, userId), out) };
}

/** GET /stock/template: the upload template (the columns, their names, an example line). */
export async function template(): Promise<Download> {
  const bytes = await stockTemplate();
  return { fileName: '库存上传模板.xlsx', write: async (out) => void out.end(bytes) };
}
