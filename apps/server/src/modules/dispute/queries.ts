import { desc, eq, inArray } from 'drizzle-orm';
import type { DisputeInfo } from '@mts/shared/schemas';
import { disputeMachine, statusLabel } from '@mts/shared/status';
import { orderDisputes, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { personName } from '../order/queries.ts';

export type DisputeDbRow = typeof orderDisputes.$inferSelect;

/** Disputes as the API shows them, with the opener's and the decider's names (one query for the names). */
export async function toDisputes(ctx: Pick<ServiceContext, 'db'>, rows: DisputeDbRow[]): Promise<DisputeInfo[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.openedBy, r.decidedBy]).filter((x): x is number => x !== null))];
  const us = ids.length ? await ctx.db.select({ id: users.id, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, ids)) : [];
  const name = new Map(us.map((u) => [u.id, personName(u)]));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    status: r.status,
    statusText: statusLabel(disputeMachine, r.status),
    reason: r.reason,
    openerRole: r.openerRole as DisputeInfo['openerRole'],
    openerName: name.get(r.openedBy) ?? '',
    orderStatus: r.orderStatus,
    decisionNote: r.decisionNote,
    decidedByName: r.decidedBy === null ? '' : (name.get(r.decidedBy) ?? ''),
    createTime: formatChinaTime(r.createdAt),
    decideTime: r.decidedAt ? formatChinaTime(r.decidedAt) : null,
  }));
}

/** The order's latest dispute (open or decided), or null: the order detail's block. */
export async function latestDispute(ctx: Pick<ServiceContext, 'db'>, orderId: number): Promise<DisputeInfo | null> {
  const rows = await ctx.db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).orderBy(desc(orderDisputes.id)).limit(1);
  return rows.length ? (await toDisputes(ctx, rows))[0]! : null;
}
