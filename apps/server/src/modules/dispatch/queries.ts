import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BlockType, DEFAULT_IMAGE, FollowModel, FollowType, GoodsType, PoolRowKind } from '@mts/shared/constants';
import type { FollowItem, PendingLead, PendingPreOrder } from '@mts/shared/schemas';
import { ClueStatus, FollowStatus, followMachine, OrderStatus, PreOrderStatus, preOrderMachine, statusLabel } from '@mts/shared/status';
import { brands, categories, clues, dispatchBlocks, followItems, goods, orders, preOrders, users } from '../../db/schema/index.ts';
import { orderSummaries } from '../order/queries.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { paged } from '../../lib/paged.ts';
import { partyName, personName } from '../../lib/names.ts';
import { tradeItemModel } from '../../lib/follow-items.ts';

/** A page of a pool or list: 1-based page number and size (validated by the route's schema). */
export interface Page {
  pageNum: number;
  pageSize: number;
}

const HOUR_MS = 3_600_000;

/** Not blocked by this user: `NOT EXISTS (dispatch_blocks row for user, type, target)`. */
const notBlocked = (userId: number, blockType: number, target: SQL | AnyPgColumn) =>
  sql`not exists (select 1 from ${dispatchBlocks} where ${dispatchBlocks.userId} = ${userId} and ${dispatchBlocks.blockType} = ${blockType} and ${dispatchBlocks.targetId} = ${target})`;


/** A lead of the pool: what the pool card shows, with its brand and category names. */
const poolLeadColumns = {
  id: clues.id,
  type: clues.type,
  goodsName: clues.goodsName,
  goodsModel: clues.goodsModel,
  brandName: brands.name,
  brandText: clues.brandText,
  categoryName: categories.name,
  quantity: clues.quantity,
  priceUnit: clues.priceUnit,
  priceMin: clues.priceMin,
  dateCode: clues.dateCode,
  condition: clues.condition,
  deliveryPlace: clues.deliveryPlace,
  stockType: clues.stockType,
  createdAt: clues.createdAt,
};

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

/**
 * The intention orders of the negotiators' pool, as seen by `userId`: 待确认 on goods without a negotiator (none was
 * set at creation, none has taken it yet), minus those he blocked (block type 20) and those he is a party to.
 */
export const poolPreOrderCondition = (userId: number) =>
  and(
    eq(preOrders.status, PreOrderStatus.AwaitingConfirm),
    isNull(preOrders.negotiatorId),
    sql`${preOrders.buyerId} is distinct from ${userId}`,
    sql`${preOrders.sellerId} is distinct from ${userId}`,
    notBlocked(userId, BlockType.PreOrder, preOrders.id),
  )!;

/**
 * GET /bizOppor/tprPendingFollowList: the negotiators' pool, newest first: leads awaiting dispatch (待派单) and
 * intention orders on goods without a negotiator (poolPreOrderCondition), minus the caller's blocks. One UNION ALL
 * page of (kind, id), then each kind's rows in one batched read. A pre-order row reads like a lead (its goods' type,
 * part number, brand, category and stock type; the order's quantity, unit price, date code, condition, delivery
 * place) and adds `preOrder` (number, model, amount, parties, delivery date).
 */
export async function leadPool(ctx: Pick<ServiceContext, 'db'>, userId: number, page: Page): Promise<{ rows: PendingLead[]; total: number }> {
  const leadCond = and(eq(clues.status, ClueStatus.AwaitingDispatch), notBlocked(userId, BlockType.Lead, clues.id))!;
  const preCond = poolPreOrderCondition(userId);
  const [slots, counts] = await Promise.all([
    ctx.db.execute(sql`select kind, id from (
        select ${PoolRowKind.Lead}::text as kind, ${clues.id} as id, ${clues.createdAt} as at from ${clues} where ${leadCond}
        union all
        select ${PoolRowKind.PreOrder}::text as kind, ${preOrders.id} as id, ${preOrders.createdAt} as at from ${preOrders} where ${preCond}
      ) s order by at desc, id desc, kind limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`),
    ctx.db.execute(sql`select (select count(*) from ${clues} where ${leadCond})::int + (select count(*) from ${preOrders} where ${preCond})::int as n`),
  ]);
  const slotRows = (slots as unknown as { rows: { kind: string; id: number }[] }).rows.map((r) => ({ kind: r.kind, id: Number(r.id) }));
  const total = Number((counts as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const leadIds = slotRows.filter((r) => r.kind === PoolRowKind.Lead).map((r) => r.id);
  const preIds = slotRows.filter((r) => r.kind === PoolRowKind.PreOrder).map((r) => r.id);
  const [leadRows, preRows] = await Promise.all([
    leadIds.length
      ? ctx.db
          .select(poolLeadColumns)
          .from(clues)
          .leftJoin(brands, eq(brands.id, clues.brandId))
          .leftJoin(categories, eq(categories.id, clues.categoryId))
          .where(inArray(clues.id, leadIds))
      : Promise.resolve([]),
    preIds.length
      ? ctx.db
          .select({
            id: preOrders.id,
            orderNo: preOrders.orderNo,
            goodsId: preOrders.goodsId,
            type: goods.type,
            goodsName: goods.goodsName,
            goodsModel: goods.goodsModel,
            brandName: brands.name,
            brandText: goods.brandText,
            categoryName: categories.name,
            stockType: goods.stockType,
            quantity: preOrders.quantity,
            priceUnit: preOrders.priceUnit,
            price: preOrders.price,
            amount: preOrders.amount,
            dateCode: preOrders.dateCode,
            condition: preOrders.condition,
            deliveryPlace: preOrders.deliveryPlace,
            deliveryDate: preOrders.deliveryDate,
            seller: { companyName: seller.companyName, realName: seller.realName, nickName: seller.nickName },
            buyer: { companyName: buyer.companyName, realName: buyer.realName, nickName: buyer.nickName },
            createdAt: preOrders.createdAt,
          })
          .from(preOrders)
          .leftJoin(goods, eq(goods.id, preOrders.goodsId))
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .leftJoin(categories, eq(categories.id, goods.categoryId))
          .leftJoin(seller, eq(seller.id, preOrders.sellerId))
          .leftJoin(buyer, eq(buyer.id, preOrders.buyerId))
          .where(inArray(preOrders.id, preIds))
      : Promise.resolve([]),
  ]);
  const leadById = new Map(leadRows.map((r) => [r.id, r]));
  const preById = new Map(preRows.map((r) => [r.id, r]));
  const rows: PendingLead[] = [];
  for (const slot of slotRows) {
    if (slot.kind === PoolRowKind.Lead) {
      const l = leadById.get(slot.id);
      if (!l) continue;
      const { brandText, createdAt, ...r } = l;
      rows.push({ ...r, kind: PoolRowKind.Lead, brandName: r.brandName ?? brandText, categoryName: r.categoryName ?? '', createTime: createdAt.toISOString() });
      continue;
    }
    const p = preById.get(slot.id);
    if (!p) continue;
    rows.push({
      id: p.id,
      kind: PoolRowKind.PreOrder,
      type: p.type ?? GoodsType.Supply,
      goodsName: p.goodsName ?? '',
      goodsModel: p.goodsModel ?? '',
      brandName: p.brandName ?? p.brandText ?? '',
      categoryName: p.categoryName ?? '',
      quantity: p.quantity,
      priceUnit: p.priceUnit,
      priceMin: p.price,
      dateCode: p.dateCode,
      condition: p.condition,
      deliveryPlace: p.deliveryPlace,
      stockType: p.stockType ?? '',
      createTime: p.createdAt.toISOString(),
      preOrder: {
        orderNo: p.orderNo,
        goodsId: p.goodsId,
        model: tradeItemModel(p.type),
        amount: p.amount,
        buyerName: partyName(p.buyer),
        sellerName: partyName(p.seller),
        deliveryDate: p.deliveryDate,
      },
    });
  }
  return { rows, total };
}

/**
 * GET /bizOppor/swPendingFollowList: the rows awaiting a business follower, newest first, minus the caller's blocks
 * (block target = the intention order). Two kinds, keyed by the intention order's id: model 2 (buyer side), a
 * confirmed intention order (已确认); model 1 (seller side), an order 待确认合同 whose seller slot is free, never offered
 * to the follower holding its buyer side (orderId set; orderNo still the intention order's, figures from the contract). One UNION ALL page, then each
 * kind's rows in one batched read.
 */
export async function preOrderPool(ctx: Pick<ServiceContext, 'db'>, userId: number, page: Page): Promise<{ rows: PendingPreOrder[]; total: number }> {
  const buyerSide = and(eq(preOrders.status, PreOrderStatus.Confirmed), notBlocked(userId, BlockType.PreOrder, preOrders.id))!;
  const sellerSide = and(
    eq(orders.status, OrderStatus.AwaitingContract),
    isNull(orders.sellerFollowerId),
    isNotNull(orders.preOrderId),
    sql`${orders.buyerFollowerId} is distinct from ${userId}`,
    notBlocked(userId, BlockType.PreOrder, orders.preOrderId),
  )!;
  const [slots, counts] = await Promise.all([
    ctx.db.execute(sql`select id, order_id from (
        select ${preOrders.id} as id, null::int as order_id, ${preOrders.createdAt} as at from ${preOrders} where ${buyerSide}
        union all
        select ${orders.preOrderId} as id, ${orders.id} as order_id, ${orders.createdAt} as at from ${orders} where ${sellerSide}
      ) s order by at desc, id desc limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`),
    ctx.db.execute(sql`select (select count(*) from ${preOrders} where ${buyerSide})::int + (select count(*) from ${orders} where ${sellerSide})::int as n`),
  ]);
  const slotRows = (slots as unknown as { rows: { id: number; order_id: number | null }[] }).rows.map((r) => ({ id: Number(r.id), orderId: r.order_id === null ? null : Number(r.order_id) }));
  const total = Number((counts as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const preIds = slotRows.filter((r) => r.orderId === null).map((r) => r.id);
  const orderIds = slotRows.filter((r) => r.orderId !== null).map((r) => r.orderId!);
  const parties = {
    seller: { companyName: seller.companyName, realName: seller.realName, nickName: seller.nickName },
    buyer: { companyName: buyer.companyName, realName: buyer.realName, nickName: buyer.nickName },
  };
  const [preRows, orderRows] = await Promise.all([
    preIds.length
      ? ctx.db
          .select({
            id: preOrders.id,
            orderNo: preOrders.orderNo,
            goodsId: preOrders.goodsId,
            goodsName: goods.goodsName,
            goodsModel: goods.goodsModel,
            brandName: brands.name,
            brandText: goods.brandText,
            quantity: preOrders.quantity,
            priceUnit: preOrders.priceUnit,
            price: preOrders.price,
            amount: preOrders.amount,
            ...parties,
            createdAt: preOrders.createdAt,
          })
          .from(preOrders)
          .leftJoin(goods, eq(goods.id, preOrders.goodsId))
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .leftJoin(seller, eq(seller.id, preOrders.sellerId))
          .leftJoin(buyer, eq(buyer.id, preOrders.buyerId))
          .where(inArray(preOrders.id, preIds))
      : Promise.resolve([]),
    orderIds.length
      ? ctx.db
          .select({ id: orders.id, preOrderNo: preOrders.orderNo, goodsId: orders.goodsId, contract: orders.contract, quantity: orders.quantity, priceUnit: orders.priceUnit, price: orders.price, amount: orders.amount, ...parties, createdAt: orders.createdAt })
          .from(orders)
          .innerJoin(preOrders, eq(preOrders.id, orders.preOrderId))
          .leftJoin(seller, eq(seller.id, orders.sellerId))
          .leftJoin(buyer, eq(buyer.id, orders.buyerId))
          .where(inArray(orders.id, orderIds))
      : Promise.resolve([]),
  ]);
  const preById = new Map(preRows.map((r) => [r.id, r]));
  const orderById = new Map(orderRows.map((r) => [r.id, r]));
  const rows: PendingPreOrder[] = [];
  for (const slot of slotRows) {
    if (slot.orderId === null) {
      const r = preById.get(slot.id);
      if (!r) continue;
      rows.push({
        id: r.id,
        model: FollowModel.Buyer,
        orderId: null,
        orderNo: r.orderNo,
        goodsId: r.goodsId,
        goodsName: r.goodsName ?? '',
        goodsModel: r.goodsModel ?? '',
        brandName: r.brandName ?? r.brandText ?? '',
        quantity: r.quantity,
        priceUnit: r.priceUnit,
        price: r.price,
        amount: r.amount,
        sellerName: partyName(r.seller),
        buyerName: partyName(r.buyer),
        createTime: r.createdAt.toISOString(),
      });
    } else {
      const o = orderById.get(slot.orderId);
      if (!o) continue;
      // The seller slot: the intention order's number (like every pool row and follow item), the contract's figures.
      rows.push({
        id: slot.id,
        model: FollowModel.Seller,
        orderId: o.id,
        orderNo: o.preOrderNo,
        goodsId: o.goodsId,
        goodsName: o.contract.goodsName,
        goodsModel: o.contract.goodsModel,
        brandName: o.contract.brandName,
        quantity: o.quantity,
        priceUnit: o.priceUnit,
        price: o.price,
        amount: o.amount,
        sellerName: partyName(o.seller),
        buyerName: partyName(o.buyer),
        createTime: o.createdAt.toISOString(),
      });
    }
  }
  return { rows, total };
}

export type FollowRow = typeof followItems.$inferSelect;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const ids = (xs: (number | null | undefined)[]) => [...new Set(xs.filter((x): x is number => typeof x === 'number'))];

/**
 * Follow items as the list and the detail show them: the lead, goods or intention order they are about, its
 * owner and parties, joined in a few batched reads (one per table, whatever the page size).
 */
export async function toFollowItems(ctx: Pick<ServiceContext, 'db' | 'config'>, rows: FollowRow[]): Promise<FollowItem[]> {
  if (!rows.length) return [];
  const preOrderRows = ids(rows.map((r) => r.preOrderId)).length
    ? await ctx.db.select().from(preOrders).where(inArray(preOrders.id, ids(rows.map((r) => r.preOrderId))))
    : [];
  const preById = byId(preOrderRows);
  const goodsIds = ids([...rows.map((r) => r.goodsId), ...preOrderRows.map((p) => p.goodsId)]);
  const clueIds = ids(rows.map((r) => r.clueId));
  const listingCols = {
    id: clues.id,
    type: clues.type,
    goodsName: clues.goodsName,
    goodsModel: clues.goodsModel,
    brandId: clues.brandId,
    brandText: clues.brandText,
    priceMin: clues.priceMin,
    priceUnit: clues.priceUnit,
    quantity: clues.quantity,
    images: clues.images,
    contactName: clues.contactName,
    contactMobile: clues.contactMobile,
    ownerId: clues.ownerId,
  };
  const goodsCols = {
    id: goods.id,
    type: goods.type,
    goodsName: goods.goodsName,
    goodsModel: goods.goodsModel,
    brandId: goods.brandId,
    brandText: goods.brandText,
    priceMin: goods.priceMin,
    priceUnit: goods.priceUnit,
    quantity: goods.quantity,
    images: goods.images,
    contactName: goods.contactName,
    contactMobile: goods.contactMobile,
    ownerId: goods.ownerId,
  };
  const [clueRows, goodsRows] = await Promise.all([
    clueIds.length ? ctx.db.select(listingCols).from(clues).where(inArray(clues.id, clueIds)) : Promise.resolve([]),
    goodsIds.length ? ctx.db.select(goodsCols).from(goods).where(inArray(goods.id, goodsIds)) : Promise.resolve([]),
  ]);
  const clueById = byId(clueRows);
  const goodsById = byId(goodsRows);
  const userIds = ids([...clueRows.map((c) => c.ownerId), ...goodsRows.map((g) => g.ownerId), ...preOrderRows.flatMap((p) => [p.sellerId, p.buyerId])]);
  const brandIds = ids([...clueRows.map((c) => c.brandId), ...goodsRows.map((g) => g.brandId)]);
  const [userRows, brandRows] = await Promise.all([
    userIds.length
      ? ctx.db
          .select({ id: users.id, mobile: users.mobile, nickName: users.nickName, realName: users.realName, companyName: users.companyName })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
    brandIds.length ? ctx.db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)) : Promise.resolve([]),
  ]);
  const userById = byId(userRows);
  const brandById = byId(brandRows);
  const orderById = await orderSummaries(ctx, ids(rows.map((r) => r.orderId)));
  const timeoutMs = ctx.config.dispatch.followTimeoutHours * HOUR_MS;

  return rows.map((r) => {
    const pre = r.preOrderId === null ? undefined : preById.get(r.preOrderId);
    const clue = r.clueId === null ? undefined : clueById.get(r.clueId);
    const goodsId = r.goodsId ?? pre?.goodsId ?? null;
    const g = goodsId === null ? undefined : goodsById.get(goodsId);
    // The listing the item is about: the goods once there are any (directly, through the pre-order, or published
    // from the lead: they carry the negotiator's verified figures), else the lead as its owner wrote it.
    const listing = g ?? clue;
    const owner = listing?.ownerId == null ? undefined : userById.get(listing.ownerId);
    const brandName = listing ? ((listing.brandId === null ? undefined : brandById.get(listing.brandId)?.name) ?? listing.brandText) : '';
    const pending = r.type === FollowType.Clue && r.status === FollowStatus.Pending && r.followedAt === null;
    return {
      id: r.id,
      createTime: formatChinaTime(r.createdAt),
      followTime: r.followedAt ? formatChinaTime(r.followedAt) : null,
      model: r.model,
      type: r.type,
      identity: r.identity,
      status: r.status,
      statusText: statusLabel(followMachine, r.status),
      orderId: r.orderId,
      preOrderId: r.preOrderId,
      clueId: r.clueId,
      goodsId,
      clueType: listing?.type ?? null,
      goodsName: listing?.goodsName ?? '',
      goodsModel: listing?.goodsModel ?? '',
      brandName,
      goodsImage: g?.images[0] ?? clue?.images[0] ?? DEFAULT_IMAGE,
      goodsPrice: pre ? pre.price : (listing?.priceMin ?? null),
      goodsPriceUnit: pre ? pre.priceUnit : (listing?.priceUnit ?? 0),
      goodsQuantity: pre ? pre.quantity : (listing?.quantity ?? 0),
      ownerName: personName(owner),
      ownerMobile: owner?.mobile ?? '',
      contactName: listing?.contactName ?? '',
      contactMobile: listing?.contactMobile ?? '',
      sellerName: pre ? partyName(pre.sellerId === null ? undefined : userById.get(pre.sellerId)) : '',
      buyerName: pre ? partyName(pre.buyerId === null ? undefined : userById.get(pre.buyerId)) : '',
      orderNo: pre?.orderNo ?? '',
      releaseAt: pending ? new Date(r.createdAt.getTime() + timeoutMs).toISOString() : null,
      preOrder: pre
        ? {
            status: pre.status,
            statusText: statusLabel(preOrderMachine, pre.status),
            amount: pre.amount,
            deliveryPlace: pre.deliveryPlace,
            deliveryDate: pre.deliveryDate,
            taxIncluded: pre.taxIncluded,
            dateCode: pre.dateCode,
            condition: pre.condition,
            remark: pre.remark,
            closeReason: pre.closeReason,
          }
        : null,
      order: r.orderId === null ? null : (orderById.get(r.orderId) ?? null),
    };
  });
}

/** GET /follow/myFollowList: the caller's follow items, newest first, by type and status. */
export async function followItemPage(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  userId: number,
  q: Page & { type?: number; status?: number },
): Promise<{ rows: FollowItem[]; total: number }> {
  const where: SQL[] = [eq(followItems.userId, userId)];
  if (q.type !== undefined) where.push(eq(followItems.type, q.type));
  if (q.status !== undefined) where.push(eq(followItems.status, q.status));
  const cond = and(...where);
  const { rows, total } = await paged(
    q,
    ctx.db
      .select()
      .from(followItems)
      .where(cond)
      .orderBy(desc(followItems.createdAt), desc(followItems.id)),
    ctx.db.select({ n: count() }).from(followItems).where(cond),
  );
  return { rows: await toFollowItems(ctx, rows), total };
}
