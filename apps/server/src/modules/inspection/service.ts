import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { BusinessType } from '@mts/shared/constants';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import { formatPieces } from '@mts/shared/format';
import type { InspectionBody, InspectionReport, InspectionRow } from '@mts/shared/schemas';
import { OrderStatus, orderMachine, statusLabel } from '@mts/shared/status';
import { orderInspections, orders, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { logEvent, type OrderDbRow, personName, readOrder, toOrderRows } from '../order/queries.ts';
import { uploadKeyOf } from '../upload/storage.ts';
import { paged } from '../../lib/paged.ts';

/**
 * Inspection (验货, businessType 40), issue 11: the inspectors' list, grab/assign, the report (once). Pass → 待收货,
 * fail → 退款中 (an operator then refunds: POST /order/refund).
 */

const orderRefusals: Refusals = { notFound: OrderMsg.orderNotFound, wrongStatus: (s) => OrderMsg.wrongStatus(statusLabel(orderMachine, s)) };
const isInspector = (ctx: ServiceContext) => userOf(ctx).businessType === BusinessType.Inspector;

const RESULT_TEXT = { pass: '验货通过', fail: '验货不通过' } as const;
export const toReport = (r: typeof orderInspections.$inferSelect, inspectorName: string): InspectionReport => ({
  id: r.id,
  orderId: r.orderId,
  result: r.result as 'pass' | 'fail',
  resultText: RESULT_TEXT[r.result as 'pass' | 'fail'] ?? r.result,
  countedQuantity: r.countedQuantity,
  dateCodeSeen: r.dateCodeSeen,
  markings: r.markings,
  photos: r.photos,
  notes: r.notes,
  inspectorName,
  createTime: formatChinaTime(r.createdAt),
});

/** The reports of these orders with the inspector's name, by order id. */
export async function reportsOf(ctx: Pick<ServiceContext, 'db'>, orderIds: number[]): Promise<Map<number, InspectionReport>> {
  if (!orderIds.length) return new Map();
  const rows = await ctx.db
    .select({ r: orderInspections, realName: users.realName, nickName: users.nickName })
    .from(orderInspections)
    .leftJoin(users, eq(users.id, orderInspections.inspectorId))
    .where(inArray(orderInspections.orderId, orderIds));
  return new Map(rows.map((x) => [x.r.orderId, toReport(x.r, personName(x))]));
}

async function toInspectionRows(ctx: ServiceContext, me: number, rows: OrderDbRow[]): Promise<InspectionRow[]> {
  const base = await toOrderRows(ctx, me, rows);
  const inspectorIds = [...new Set(rows.map((r) => r.inspectorId).filter((x): x is number => x !== null))];
  const [names, reports] = await Promise.all([
    inspectorIds.length ? ctx.db.select({ id: users.id, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, inspectorIds)) : Promise.resolve([]),
    reportsOf(ctx, rows.map((r) => r.id)),
  ]);
  const nameById = new Map(names.map((u) => [u.id, personName(u)]));
  return rows.map((r, i) => ({
    ...base[i]!,
    inspectorId: r.inspectorId,
    inspectorName: r.inspectorId === null ? '' : (nameById.get(r.inspectorId) ?? ''),
    carrier: r.carrier,
    trackingNo: r.trackingNo,
    shippedAt: r.shippedAt ? formatChinaTime(r.shippedAt) : '',
    dateCode: r.contract.dateCode,
    condition: r.contract.condition,
    report: reports.get(r.id) ?? null,
  }));
}

/** GET /mtsGoods/myYanHuoGoodsList: tab 0 to grab, 1 mine to inspect, 2 inspected by me. Inspectors (and operators) only. */
export async function inspectionList(ctx: ServiceContext, q: { pageNum: number; pageSize: number; tab: number }): Promise<{ rows: InspectionRow[]; total: number }> {
  const me = userOf(ctx);
  if (!isInspector(ctx) && !me.isOperator) throw new AppError(403, MoneyMsg.notInspector);
  const tab = Number(q.tab);
  let where: SQL;
  if (tab === 0) where = and(eq(orders.status, OrderStatus.AwaitingInspection), isNull(orders.inspectorId))!;
  else if (tab === 1) where = and(eq(orders.status, OrderStatus.AwaitingInspection), eq(orders.inspectorId, me.id))!;
  else {
    const mine = ctx.db.select({ id: orderInspections.orderId }).from(orderInspections).where(eq(orderInspections.inspectorId, me.id));
    where = inArray(orders.id, mine);
  }
  const { rows, total } = await paged(
    q,
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(tab === 2 ? desc(orders.inspectedAt) : desc(orders.shippedAt), desc(orders.id)),
    ctx.db.select({ n: count() }).from(orders).where(where),
  );
  return { rows: await toInspectionRows(ctx, me.id, rows), total };
}

/**
 * GET /admin/inspections (operators, the console): every inspector's work. Tab 0 待验货 unheld (oldest shipped
 * first: the queue), 1 待验货 held, 2 inspected (newest report first); optionally one inspector's.
 */
export async function adminInspectionList(ctx: ServiceContext, q: { pageNum: number; pageSize: number; tab: number; inspectorId?: number | undefined }): Promise<{ rows: InspectionRow[]; total: number }> {
  const me = userOf(ctx);
  const tab = Number(q.tab);
  const conds: SQL[] = [];
  if (tab === 0) conds.push(eq(orders.status, OrderStatus.AwaitingInspection), isNull(orders.inspectorId));
  else if (tab === 1) conds.push(eq(orders.status, OrderStatus.AwaitingInspection), isNotNull(orders.inspectorId));
  else conds.push(inArray(orders.id, ctx.db.select({ id: orderInspections.orderId }).from(orderInspections)));
  if (q.inspectorId !== undefined) conds.push(eq(orders.inspectorId, q.inspectorId));
  const where = and(...conds);
  const { rows, total } = await paged(
    q,
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...(tab === 2 ? [desc(orders.inspectedAt), desc(orders.id)] : [asc(orders.shippedAt), asc(orders.id)])),
    ctx.db.select({ n: count() }).from(orders).where(where),
  );
  return { rows: await toInspectionRows(ctx, me.id, rows), total };
}

/** POST /mtsGoods/yanhuoGrab: an inspector takes an unheld 待验货 order; an operator assigns one (inspectorId). */
export async function grabInspection(ctx: ServiceContext, input: { orderId: number; inspectorId?: number | undefined }): Promise<InspectionRow> {
  const me = userOf(ctx);
  const assigning = me.isOperator && input.inspectorId !== undefined;
  if (!assigning && !isInspector(ctx)) throw new AppError(403, MoneyMsg.notInspector);
  const o = await readOrder(ctx, input.orderId);
  const target = assigning ? input.inspectorId! : me.id;
  if (assigning) {
    const [u] = await ctx.db.select({ businessType: users.businessType }).from(users).where(eq(users.id, target));
    if (u?.businessType !== BusinessType.Inspector) throw new AppError(400, MoneyMsg.notInspector);
  } else if (o.inspectorId !== null && o.inspectorId !== me.id && o.status === OrderStatus.AwaitingInspection) {
    throw new AppError(409, MoneyMsg.inspectionTaken);
  }
  const row = await inTx(ctx, async (tx) => {
    const moved = await transition(tx, {
      machine: orderMachine,
      table: orders,
      id: o.id,
      move: 'grabInspection',
      actor: assigning ? 'operator' : 'inspector',
      ...(assigning ? {} : { where: or(isNull(orders.inspectorId), eq(orders.inspectorId, me.id)) }),
      set: { inspectorId: target, updatedAt: new Date(tx.clock.now()) },
      refusals: { notFound: OrderMsg.orderNotFound, wrongStatus: (s) => (s === OrderStatus.AwaitingInspection ? MoneyMsg.inspectionTaken : OrderMsg.wrongStatus(statusLabel(orderMachine, s))) },
    });
    if (assigning) {
      await audit(tx, {
        action: 'inspection.assign',
        entityType: 'order',
        entityId: moved.id,
        before: { status: o.status, orderNo: o.orderNo, inspectorId: o.inspectorId },
        after: { status: moved.status, inspectorId: moved.inspectorId },
      });
    }
    return moved;
  });
  // Read after the commit: one client per transaction runs one query at a time.
  return (await toInspectionRows(ctx, me.id, [row]))[0]!;
}

/** POST /mtsGoods/yanhuo: the report, once; pass → 待收货, fail → 退款中. */
export async function fileInspection(ctx: ServiceContext, input: InspectionBody & { dateCodeSeen: string; markings: string; notes: string }): Promise<InspectionReport> {
  const me = userOf(ctx);
  if (!isInspector(ctx)) throw new AppError(403, MoneyMsg.notInspector);
  if (input.photos.some((u) => uploadKeyOf(u) === null)) throw new AppError(400, MoneyMsg.photos);
  const o = await readOrder(ctx, input.orderId);
  const [done] = await ctx.db.select({ id: orderInspections.id }).from(orderInspections).where(eq(orderInspections.orderId, o.id)).limit(1);
  if (done) throw new AppError(409, MoneyMsg.alreadyInspected);
  if (o.inspectorId !== null && o.inspectorId !== me.id) throw new AppError(403, MoneyMsg.notYourInspection);
  const at = new Date(ctx.clock.now());
  const move = input.result === 'pass' ? 'inspectPass' : 'inspectFail';
  try {
    return await inTx(ctx, async (tx) => {
      const row = await transition(tx, {
        machine: orderMachine,
        table: orders,
        id: o.id,
        move,
        actor: 'inspector',
        where: or(isNull(orders.inspectorId), eq(orders.inspectorId, me.id)),
        set: { inspectorId: me.id, inspectedAt: at, updatedAt: at },
        refusals: orderRefusals,
      });
      const [r] = await tx.db
        .insert(orderInspections)
        .values({
          orderId: o.id,
          inspectorId: me.id,
          result: input.result,
          countedQuantity: input.countedQuantity,
          dateCodeSeen: input.dateCodeSeen,
          markings: input.markings,
          photos: input.photos,
          notes: input.notes,
          createdAt: at,
        })
        .returning();
      const note = [`清点 ${formatPieces(input.countedQuantity)}`, input.dateCodeSeen && `批号 ${input.dateCodeSeen}`, input.notes].filter(Boolean).join('；');
      await logEvent(tx, { orderId: o.id, userId: me.id, action: move, fromStatus: OrderStatus.AwaitingInspection, toStatus: row.status, note: note.slice(0, 1000), at });
      const [u] = await tx.db.select({ realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, me.id));
      return toReport(r!, personName(u));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MoneyMsg.alreadyInspected);
    throw err;
  }
}
