import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { OrderEvent, OrderRow } from '@mts/shared/schemas';
import { ORDER_TABS, orderMachine, statusLabel } from '@mts/shared/status';
import { orderEvents, orders, preOrders, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderMsg } from '@mts/shared/messages';
import { tablePage } from '../../lib/paged.ts';
import { dealRefs, distinctIds } from '../../lib/deals.ts';
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
  const preIds = distinctIds(rows.map((r) => r.preOrderId));
  const [refs, preRows] = await Promise.all([
    dealRefs(ctx, rows),
    preIds.length ? ctx.db.select({ id: preOrders.id, orderNo: preOrders.orderNo }).from(preOrders).where(inArray(preOrders.id, preIds)) : Promise.resolve([]),
  ]);
  const preById = new Map(preRows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const { buyerName, sellerName, ...common } = refs.common(me, r, statusLabel(orderMachine, r.status));
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
      brandName: r.contract.brandName || refs.brandOf(r),
      ...common,
      // The parties as the contract names them (verified, issue 22); the profile's name for older contracts without it.
      buyerName: r.contract.buyer.kind ? r.contract.buyer.name : buyerName,
      sellerName: r.contract.seller.kind ? r.contract.seller.name : sellerName,
      createTime: formatChinaTime(r.createdAt),
      updateTime: formatChinaTime(r.updatedAt),
    };
  });
}

/** A page of orders matching `where` (a side of the caller) and a tab, newest first. */
export async function orderPage(ctx: Ctx, me: number, side: SQL, q: { pageNum: number; pageSize: number; orderStatus: number }): Promise<{ rows: OrderRow[]; total: number }> {
  const statuses = tabStatuses(q.orderStatus);
  const cond = statuses ? and(side, inArray(orders.status, [...statuses]))! : side;
  return tablePage(ctx.db, orders, cond, [desc(orders.createdAt), desc(orders.id)], q, (rows) => toOrderRows(ctx, me, rows));
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
