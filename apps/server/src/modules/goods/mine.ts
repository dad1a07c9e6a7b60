import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MySaleGoodsItem } from '@mts/shared/schemas';
import { GOODS_STATUS_TEXT } from '@mts/shared/constants';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { brands, categories, clues, goods } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { listColumns, toListItem } from './service.ts';

/** Goods the user owns: published from one of the user's leads, or owned directly. */
const ownedBy = (userId: number): SQL =>
  or(eq(goods.ownerId, userId), inArray(goods.clueId, ctxFreeSubquery(userId)))!;
const ctxFreeSubquery = (userId: number) => sql`(select ${clues.id} from ${clues} where ${clues.ownerId} = ${userId})`;

/** GET /goods/mySaleGoodsList (我是货主): the caller's goods on and off shelf, newest first. */
export async function mySaleGoods(ctx: ServiceContext, userId: number, q: { pageNum: number; pageSize: number; type?: number }) {
  const where: SQL[] = [ownedBy(userId)];
  if (q.type !== undefined) where.push(eq(goods.type, q.type));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...listColumns, status: goods.status, clueId: goods.clueId })
      .from(goods)
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .where(cond)
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(goods).where(cond),
  ]);
  const items: MySaleGoodsItem[] = rows.map((r) => ({
    ...toListItem(r),
    status: r.status,
    statusText: GOODS_STATUS_TEXT[r.status] ?? '',
    clueId: r.clueId,
    images: r.images,
  }));
  return { rows: items, total: total!.n };
}

/** POST /goods/{id}/shelf: the owner puts goods on (0) or off (1) shelf. */
export async function setShelf(ctx: ServiceContext, userId: number, id: number, status: 0 | 1) {
  const rows = await ctx.db
    .update(goods)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(goods.id, id), ownedBy(userId)))
    .returning({ id: goods.id, status: goods.status });
  if (!rows.length) {
    const [exists] = await ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.id, id));
    throw exists ? new AppError(403, PublishMsg.goodsNotOwner) : new AppError(404, Msg.goodsNotFound);
  }
  return { id, status: rows[0]!.status, statusText: GOODS_STATUS_TEXT[rows[0]!.status] ?? '' };
}
