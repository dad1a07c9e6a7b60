import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@mts/shared/constants';
import type { CartLine, PreOrderRevision, PreOrderRow } from '@mts/shared/schemas';
import { preOrderMachine, statusLabel } from '@mts/shared/status';
import { brands, cartItems, goods, preOrderRevisions, preOrders, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { tablePage } from '../../lib/paged.ts';
import { partyColumns, partyName, personColumns, personName } from '../../lib/names.ts';
import { dealRefs, distinctIds } from '../../lib/deals.ts';

type Ctx = Pick<ServiceContext, 'db'>;

/** yyyy-MM-dd in China time (UTC+8). */
export const chinaDate = (d: Date): string => formatChinaTime(d).slice(0, 10);


/** The caller's cart lines with their goods, newest first (one goods when given). */
export async function cartLines(ctx: Ctx, userId: number, goodsId?: number): Promise<CartLine[]> {
  const where: SQL[] = [eq(cartItems.userId, userId)];
  if (goodsId !== undefined) where.push(eq(cartItems.goodsId, goodsId));
  const rows = await ctx.db
    .select({
      id: cartItems.id,
      goodsId: cartItems.goodsId,
      goodsNum: cartItems.goodsNum,
      isChecked: cartItems.isChecked,
      goodsName: goods.goodsName,
      goodsModel: goods.goodsModel,
      images: goods.images,
      brandName: brands.name,
      brandText: goods.brandText,
      priceUnit: goods.priceUnit,
      priceMin: goods.priceMin,
      moq: goods.moq,
      quantity: goods.quantity,
      status: goods.status,
    })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(...where))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map((r) => ({
    id: r.id,
    goods_id: r.goodsId,
    goods_sku_id: r.goodsId,
    goods_num: r.goodsNum,
    isChecked: r.isChecked,
    goods: {
      goods_name: r.goodsName,
      goods_image: r.images[0] ?? DEFAULT_IMAGE,
      goods_model: r.goodsModel,
      brand_name: r.brandName ?? r.brandText,
      price_unit: r.priceUnit,
      moq: r.moq,
      quantity: r.quantity,
      status: r.status,
      skuInfo: { goods_price: r.priceMin },
    },
  }));
}

/** Intention orders by id as lists show them, in the order of `ids`; myRole from the caller's side. */
export async function preOrderRows(ctx: Ctx, me: number, ids: number[]): Promise<PreOrderRow[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.select().from(preOrders).where(inArray(preOrders.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toRows(ctx, me, ids.map((id) => byId.get(id)).filter((r): r is typeof preOrders.$inferSelect => r !== undefined));
}

async function toRows(ctx: Ctx, me: number, rows: (typeof preOrders.$inferSelect)[]): Promise<PreOrderRow[]> {
  if (!rows.length) return [];
  const refs = await dealRefs(ctx, rows);
  return rows.map((r) => {
    const g = refs.goodsOf(r);
    return {
      id: r.id,
      orderNo: r.orderNo,
      goodsId: r.goodsId,
      goodsType: g?.type ?? null,
      goodsName: g?.goodsName ?? '',
      goodsModel: g?.goodsModel ?? '',
      brandName: refs.brandOf(r),
      ...refs.common(me, r, statusLabel(preOrderMachine, r.status)),
      deliveryPlace: r.deliveryPlace,
      deliveryDate: r.deliveryDate,
      taxIncluded: r.taxIncluded,
      dateCode: r.dateCode,
      condition: r.condition,
      remark: r.remark,
      closeReason: r.closeReason,
      createTime: formatChinaTime(r.createdAt),
    };
  });
}

/** GET /preOrder/myPreOrderList: mine as buyer or seller, newest first. */
export async function myPreOrderPage(
  ctx: Ctx,
  me: number,
  q: { pageNum: number; pageSize: number; role?: 'buyer' | 'seller'; status?: number },
): Promise<{ rows: PreOrderRow[]; total: number }> {
  const side = q.role === 'buyer' ? eq(preOrders.buyerId, me) : q.role === 'seller' ? eq(preOrders.sellerId, me) : or(eq(preOrders.buyerId, me), eq(preOrders.sellerId, me))!;
  const cond = q.status === undefined ? side : and(side, eq(preOrders.status, q.status));
  return tablePage(ctx.db, preOrders, cond, [desc(preOrders.createdAt), desc(preOrders.id)], q, (rows) => toRows(ctx, me, rows));
}

const FIELD_LABELS: Record<string, string> = { price: '单价', quantity: '数量', deliveryPlace: '交货地', deliveryDate: '交货日期', remark: '备注' };

/** The revisions of an intention order, newest first, with who made them. */
export async function revisionsOf(ctx: Ctx, preOrderId: number): Promise<PreOrderRevision[]> {
  const rows = await ctx.db
    .select({ id: preOrderRevisions.id, changes: preOrderRevisions.changes, note: preOrderRevisions.note, createdAt: preOrderRevisions.createdAt, ...personColumns })
    .from(preOrderRevisions)
    .leftJoin(users, eq(users.id, preOrderRevisions.userId))
    .where(eq(preOrderRevisions.preOrderId, preOrderId))
    .orderBy(desc(preOrderRevisions.createdAt), desc(preOrderRevisions.id));
  return rows.map((r) => ({
    id: r.id,
    userName: personName(r),
    createTime: formatChinaTime(r.createdAt),
    note: r.note,
    changes: r.changes.map((c) => ({ ...c, label: FIELD_LABELS[c.field] ?? c.field })),
  }));
}

/** Display name (company, real name, nickname) and mobile of these users. */
export async function userNames(ctx: Ctx, ids: (number | null)[]): Promise<Map<number, { name: string; mobile: string }>> {
  const wanted = distinctIds(ids);
  if (!wanted.length) return new Map();
  const rows = await ctx.db.select({ id: users.id, mobile: users.mobile, ...partyColumns }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, { name: partyName(u), mobile: u.mobile ?? '' }]));
}
