import { eq, inArray, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OpsHealth } from '@mts/shared/schemas';
import { WithdrawalStatus } from '@mts/shared/status';
import { orders, walletWithdrawals } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { readiness } from '../system/routes.ts';
import { ledgerCheck } from '../wallet/service.ts';
import { ESCROW_STATUSES } from './money.ts';

/** Currency codes of the metric labels (PriceUnit 0 ¥, 10 $). */
export const CURRENCY_CODE: Record<number, string> = { 0: 'CNY', 10: 'USD' };
export const currencyCode = (priceUnit: number) => CURRENCY_CODE[priceUnit] ?? String(priceUnit);

export interface MoneyFigures {
  /** Sum of the orders in escrow (担保中) per currency, in 分 (cents). */
  escrow: { currency: string; priceUnit: number; amount: number }[];
  /** Withdrawals 待打款 per currency (count and amount in 分). */
  withdrawals: { currency: string; count: number; amount: number }[];
  /** Age in seconds of the oldest withdrawal waiting (0 when none). */
  oldestWithdrawalSeconds: number;
  /** The ledger invariant (modules/wallet ledgerCheck): every currency sums to 0, no negative balance, no mismatch. */
  ledgerOk: boolean;
  /** Background jobs waiting (created or retry) per queue (pg-boss; empty before the runner's first start). */
  jobQueues: { queue: string; waiting: number; failed: number }[];
}

/**
 * The money and queue figures an operator watches (issue 27): /metrics exports them (mts_escrow_amount,
 * mts_withdrawals_waiting, mts_withdrawal_oldest_age_seconds, mts_ledger_check_ok, mts_job_queue_depth) and the
 * console's dashboard shows them (GET /admin/health). The ledger check reads the whole ledger: callers cache it.
 */
export async function moneyFigures(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<MoneyFigures> {
  const [escrow, waiting, oldest, check, jobs] = await Promise.all([
    ctx.db
      .select({ priceUnit: orders.priceUnit, amount: sql<string>`coalesce(sum(${orders.amount}), 0)::bigint` })
      .from(orders)
      .where(inArray(orders.status, ESCROW_STATUSES))
      .groupBy(orders.priceUnit),
    ctx.db
      .select({ priceUnit: walletWithdrawals.priceUnit, n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${walletWithdrawals.amount}), 0)::bigint` })
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.status, WithdrawalStatus.Pending))
      .groupBy(walletWithdrawals.priceUnit),
    ctx.db.select({ at: min(walletWithdrawals.createdAt) }).from(walletWithdrawals).where(eq(walletWithdrawals.status, WithdrawalStatus.Pending)),
    ledgerCheck(ctx),
    jobQueues(ctx),
  ]);
  const units = [...new Set([0, 10, ...escrow.map((e) => e.priceUnit), ...waiting.map((w) => w.priceUnit)])];
  const oldestAt = oldest[0]?.at ?? null;
  return {
    escrow: units.map((u) => ({ currency: currencyCode(u), priceUnit: u, amount: Number(escrow.find((e) => e.priceUnit === u)?.amount ?? 0) })),
    withdrawals: units.map((u) => {
      const w = waiting.find((x) => x.priceUnit === u);
      return { currency: currencyCode(u), count: Number(w?.n ?? 0), amount: Number(w?.amount ?? 0) };
    }),
    oldestWithdrawalSeconds: oldestAt ? Math.max(0, Math.floor((ctx.clock.now() - oldestAt.getTime()) / 1000)) : 0,
    ledgerOk: check.sums.every((s) => s.sum === 0) && check.negative === 0 && check.mismatched === 0,
    jobQueues: jobs,
  };
}

/** pg-boss's queues: jobs waiting and failed per queue (none until the runner first started and made its schema). */
async function jobQueues(ctx: Pick<ServiceContext, 'db'>): Promise<MoneyFigures['jobQueues']> {
  const exists = (await ctx.db.execute(sql`select to_regclass('pgboss.job') is not null as found`)) as unknown as { rows: { found: boolean }[] };
  if (!exists.rows[0]?.found) return [];
  const res = (await ctx.db.execute(
    sql`select name as queue, count(*) filter (where state in ('created', 'retry'))::int as waiting, count(*) filter (where state = 'failed')::int as failed from pgboss.job group by name order by name`,
  )) as unknown as { rows: { queue: string; waiting: number; failed: number }[] };
  return res.rows.map((r) => ({ queue: r.queue, waiting: Number(r.waiting), failed: Number(r.failed) }));
}

/** GET /admin/health: this instance's readiness and runtime figures, the money figures, job queues and SMS counts. */
export async function opsHealthOf(app: FastifyInstance, ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<OpsHealth> {
  const [ready, money, snap] = await Promise.all([readiness(app), app.metrics.money(), app.metrics.snapshot()]);
  const mem = process.memoryUsage();
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    readiness: ready,
    instance: {
      uptimeS: Math.round(process.uptime()),
      rssMB: mb(mem.rss),
      heapMB: mb(mem.heapUsed),
      eventLoopLagMs: Math.round(snap.eventLoopLagP99 * 10_000) / 10,
      inflight: app.lifecycle.inflight,
      websockets: app.realtime.all.size,
      requests: snap.requests,
      errors5xx: snap.errors5xx,
    },
    money: {
      ledgerOk: money.ledgerOk,
      escrow: money.escrow.map((e) => ({ priceUnit: e.priceUnit, amount: e.amount })),
      withdrawalsWaiting: money.withdrawals.reduce((s, w) => s + w.count, 0),
      oldestWithdrawalSeconds: money.oldestWithdrawalSeconds,
    },
    jobs: money.jobQueues,
    sms: { sent: snap.smsSent, failed: snap.smsFailed },
    generatedAt: formatChinaTime(new Date(ctx.clock.now())),
  };
}
