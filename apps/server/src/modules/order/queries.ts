import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DEFAULT_IMAGE } from '@mts/shared/constants';
import type { OrderEvent, OrderRow } from '@mts/shared/schemas';
import { ORDER_TABS, orderMachine, statusLabel } from '@mts/shared/status';
import { brands, goods, orderEvents, orders, preOrders, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderMsg } from '@mts/shared/messages';
import { paged } from '../../lib/paged.ts';
import { partyName, personName } from '../../lib/names.ts';

type Ctx = Pick<ServiceContext, 'db'>;
export type OrderDbRow = typeof orders.$inferSelect;

export { partyName, personName };

/** The text of an order_events action: the machine's move labels, plus the moves outside the machine. */
const ACTION_TEXT: Record<string, string> = {
  generate: '生成合同',
  takeSellerSide: '卖方商务接单',
  pay: '买方付款',
  ship: '卖方发货',
  inspectPass: '验货通过',
  inspectFail: '验货不通过',
  setDelivery: '买方选择收货方式',
  deliver: '平台发货',
  receive: '买方确认收货',
  confirmReceipt: '买方确认收货',
  autoConfirm: '超时自动确认收货',
  recordTransfer: '登记对公转账',
  confirmTransfer: '确认对公转账到账',
  rejectTransfer: '驳回对公转账',
  cancel: '协商取消',
  refund: '退款完成',
  openDispute: '发起纠纷',
};
export const actionText = (action: string): string =>
  ACTION_TEXT[action] ?? (orderMachine.moves as Record<string, { label: string } | undefined>)[action]?.label ?? action;

/** The order statuses of a list tab (ORDER_TABS); undefined = every status. */
export const tabStatuses = (orderStatus: number): readonly number[] | undefined => ORDER_TABS.find((t) => t.orderStatus === orderStatus)?.statuses;

/** Orders as the lists show them, in the given order; myRole from the caller's side. */
export async function toOrderRows(ctx: Ctx, me: number, rows: OrderDbRow[]): Promise<OrderRow[]> {
  if (!rows.length) return [];
  const uniq = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const goodsIds = uniq(rows.map((r) => r.goodsId));
  const userIds = uniq(rows.flatMap((r) => [r.buyerId, r.sellerId]));
  const preIds = uniq(rows.map((r) => r.preOrderId));
  const [goodsRows, userRows, preRows] = await Promise.all([
    goodsIds.length
      ? ctx.db
          .select({ id: goods.id, images: goods.images, brandName: brands.name, brandText: goods.brandText })
          .from(goods)
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .where(inArray(goods.id, goodsIds))
      : Promise.resolve([]),
    userIds.length
      ? ctx.db.select({ id: users.id, companyName: users.companyName, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, userIds))
      : Promise.resolve([]),
    preIds.length ? ctx.db.select({ id: preOrders.id, orderNo: preOrders.orderNo }).from(preOrders).where(inArray(preOrders.id, preIds)) : Promise.resolve([]),
  ]);
  const goodsById = new Map(goodsRows.map((g) => [g.id, g]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const preById = new Map(preRows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const g = r.goodsId === null ? undefined : goodsById.get(r.goodsId);
    return {
      id: r.id,
      orderNo: r.orderNo,
      contractNo: r.contractNo,
      preOrderId: r.preOrderId,
      preOrderNo: r.preOrderId === null ? '' : (preById.get(r.preOrderId)?.orderNo ?? ''),
      goodsId: r.goodsId,
      // The contract's goods: what both sides signed, whatever the listing says today.
      goodsName: r.contract.goodsName,
      goodsModel: r.contract.goodsModel,
      brandName: r.contract.brandName || (g ? (g.brandName ?? g.brandText) : ''),
      goodsImage: g?.images[0] ?? DEFAULT_IMAGE,
      quantity: r.quantity,
      priceUnit: r.priceUnit,
      price: r.price,
      amount: r.amount,
      status: r.status,
      statusText: statusLabel(orderMachine, r.status),
      myRole: r.buyerId === me ? 'buyer' : r.sellerId === me ? 'seller' : 'staff',
      // The parties as the contract names them (verified, issue 22); the profile's name for older contracts without it.
      buyerName: r.contract.buyer.kind ? r.contract.buyer.name : partyName(r.buyerId === null ? undefined : userById.get(r.buyerId)),
      sellerName: r.contract.seller.kind ? r.contract.seller.name : partyName(r.sellerId === null ? undefined : userById.get(r.sellerId)),
      createTime: formatChinaTime(r.createdAt),
      updateTime: formatChinaTime(r.updatedAt),
    };
  });
}

/** A page of orders matching `where` (a side of the caller) and a tab, newest first. */
export async function orderPage(ctx: Ctx, me: number, side: SQL, q: { pageNum: number; pageSize: number; orderStatus: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const statuses = tabStatuses(q.orderStatus);
  const cond = statuses ? and(side, inArray(orders.status, [...statuses]))! : side;
  const { rows, total } = await paged(
    q,
    ctx.db
      .select()
      .from(orders)
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    ctx.db.select({ n: count() }).from(orders).where(cond),
  );
  return { rows: await toOrderRows(ctx, me, rows), total };
}

/** The list sides: buyer, seller, either, the buyer-side business follower. */
export const sideOf = {
  buyer: (me: number) => eq(orders.buyerId, me),
  seller: (me: number) => eq(orders.sellerId, me),
  either: (me: number) => or(eq(orders.buyerId, me), eq(orders.sellerId, me))!,
  buyerFollower: (me: number) => eq(orders.buyerFollowerId, me),
};

/** The order's history, newest first, with who acted. */
export async function orderHistory(ctx: Ctx, orderId: number): Promise<OrderEvent[]> {
  const rows = await ctx.db
    .select({
      id: orderEvents.id,
      userId: orderEvents.userId,
      action: orderEvents.action,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
      realName: users.realName,
      nickName: users.nickName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionText: actionText(r.action),
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    fromText: r.fromStatus === null ? '' : statusLabel(orderMachine, r.fromStatus),
    toText: statusLabel(orderMachine, r.toStatus),
    userName: r.userId === null ? '系统' : personName(r),
    note: r.note,
    createTime: formatChinaTime(r.createdAt),
  }));
}

/** The orders of these ids as a follow item shows them: number, status, amount. */
export async function orderSummaries(ctx: Ctx, ids: number[]): Promise<Map<number, { orderNo: string; status: number; statusText: string; amount: number }>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, amount: orders.amount }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, { orderNo: r.orderNo, status: r.status, statusText: statusLabel(orderMachine, r.status), amount: r.amount }]));
}

/** One row of the order's history (order_events). */
export async function logEvent(
  ctx: Ctx,
  e: { orderId: number; userId: number | null; action: string; fromStatus: number | null; toStatus: number; note?: string; at: Date },
): Promise<void> {
  await ctx.db.insert(orderEvents).values({ orderId: e.orderId, userId: e.userId, action: e.action, fromStatus: e.fromStatus, toStatus: e.toStatus, note: e.note ?? '', createdAt: e.at });
}

/** The order row: 404 when missing. */
export async function readOrder(ctx: Ctx, id: number): Promise<OrderDbRow> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new AppError(404, OrderMsg.orderNotFound);
  return row;
}
