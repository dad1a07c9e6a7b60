import { and, count, eq, gte, inArray, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AccountKind, AdminLimits, LEDGER_KINDS, type LedgerKind, PRICE_UNIT_SYMBOL, PriceUnit } from '@mts/shared/constants';
import { AdminMsg } from '@mts/shared/messages';
import type { CurrencyAmount, Dashboard, LedgerExportQuery, LedgerOverview, OrdersPerDayRow } from '@mts/shared/schemas';
import { DepositStatus, OrderStatus, ShopApplyStatus, TransferStatus, WithdrawalStatus, ClueStatus } from '@mts/shared/status';
import {
  clues,
  goods,
  orders,
  orderTransfers,
  preOrders,
  shopApplications,
  users,
  walletAccounts,
  walletDeposits,
  walletLedger,
  walletWithdrawals,
} from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { audit, chinaDayStart } from '../audit/service.ts';
import { ledgerCheck } from '../wallet/service.ts';
import { partyColumns, partyName } from '../../lib/names.ts';

/**
 * The console's figures (issue 12): the dashboard, orders per day, the platform ledger with its invariant check,
 * and the statement export. Days and months are China time (UTC+8) whatever the server's zone.
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;
const CURRENCIES = [PriceUnit.Yuan, PriceUnit.Dollar] as const;
/** Paid orders whose money is still frozen (not settled, not refunded). */
export const ESCROW_STATUSES = [OrderStatus.AwaitingShipment, OrderStatus.AwaitingInspection, OrderStatus.AwaitingDelivery, OrderStatus.AwaitingReceipt, OrderStatus.Refunding];

/** yyyy-MM-dd of an instant, China time. */
const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** The UTC instant the China-time month of `ms` starts. */
const chinaMonthStart = (ms: number) => {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - CHINA_OFFSET_MS);
};

/** Per-currency amounts, ¥ then $, 0 for a currency without rows. */
const perCurrency = (rows: { priceUnit: number; amount: number | string | null }[]): CurrencyAmount[] =>
  CURRENCIES.map((priceUnit) => ({ priceUnit, amount: Number(rows.find((r) => Number(r.priceUnit) === priceUnit)?.amount ?? 0) }));

const countOf = async (ctx: ServiceContext, table: PgTable, where: SQL | undefined) => (await ctx.db.select({ n: count() }).from(table).where(where))[0]!.n;

/** The period's figures: new users, leads, goods, intention orders, orders and their value, created since `from`. */
async function periodFigures(ctx: ServiceContext, from: Date) {
  const [newUsers, leads, goodsN, pre, ordersN, value] = await Promise.all([
    countOf(ctx, users, gte(users.createdAt, from)),
    countOf(ctx, clues, gte(clues.createdAt, from)),
    countOf(ctx, goods, gte(goods.createdAt, from)),
    countOf(ctx, preOrders, gte(preOrders.createdAt, from)),
    countOf(ctx, orders, gte(orders.createdAt, from)),
    ctx.db
      .select({ priceUnit: orders.priceUnit, amount: sql<string>`coalesce(sum(${orders.amount}), 0)::bigint` })
      .from(orders)
      .where(gte(orders.createdAt, from))
      .groupBy(orders.priceUnit),
  ]);
  return { newUsers, leads, goods: goodsN, preOrders: pre, orders: ordersN, orderValue: perCurrency(value) };
}

/** GET /admin/dashboard. */
export async function dashboard(ctx: ServiceContext): Promise<Dashboard> {
  const nowMs = ctx.clock.now();
  const today = chinaDay(nowMs);
  const todayStart = chinaDayStart(today);
  const monthStart = chinaMonthStart(nowMs);
  const [day, month, escrow, applications, deposits, transfers, withdrawals, withdrawalAmount, inspections, inspectionsUnheld, refunds, leads, oldest] = await Promise.all([
    periodFigures(ctx, todayStart),
    periodFigures(ctx, monthStart),
    ctx.db
      .select({ priceUnit: orders.priceUnit, amount: sql<string>`coalesce(sum(${orders.amount}), 0)::bigint` })
      .from(orders)
      .where(inArray(orders.status, ESCROW_STATUSES))
      .groupBy(orders.priceUnit),
    countOf(ctx, shopApplications, eq(shopApplications.status, ShopApplyStatus.UnderReview)),
    countOf(ctx, walletDeposits, eq(walletDeposits.status, DepositStatus.Pending)),
    countOf(ctx, orderTransfers, eq(orderTransfers.status, TransferStatus.Pending)),
    countOf(ctx, walletWithdrawals, eq(walletWithdrawals.status, WithdrawalStatus.Pending)),
    ctx.db
      .select({ priceUnit: walletWithdrawals.priceUnit, amount: sql<string>`coalesce(sum(${walletWithdrawals.amount}), 0)::bigint` })
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.status, WithdrawalStatus.Pending))
      .groupBy(walletWithdrawals.priceUnit),
    countOf(ctx, orders, eq(orders.status, OrderStatus.AwaitingInspection)),
    countOf(ctx, orders, and(eq(orders.status, OrderStatus.AwaitingInspection), isNull(orders.inspectorId))),
    countOf(ctx, orders, eq(orders.status, OrderStatus.Refunding)),
    countOf(ctx, clues, eq(clues.status, ClueStatus.AwaitingDispatch)),
    ctx.db.select({ at: min(clues.createdAt) }).from(clues).where(eq(clues.status, ClueStatus.AwaitingDispatch)),
  ]);
  const oldestAt = oldest[0]?.at ?? null;
  return {
    today: { date: today, ...day },
    month: { month: today.slice(0, 7), ...month },
    escrow: perCurrency(escrow),
    queues: {
      applications,
      deposits,
      transfers,
      withdrawals,
      withdrawalAmount: perCurrency(withdrawalAmount),
      inspections,
      inspectionsUnheld,
      refunds,
      leads,
      oldestLeadMinutes: oldestAt ? Math.max(0, Math.floor((nowMs - oldestAt.getTime()) / 60_000)) : null,
      oldestLeadTime: oldestAt ? formatChinaTime(oldestAt) : null,
    },
    generatedAt: formatChinaTime(new Date(nowMs)),
  };
}

/** GET /admin/dashboard/ordersPerDay?days: orders created per China-time day (count and amount per currency), gaps 0. */
export async function ordersPerDay(ctx: ServiceContext, days: number): Promise<OrdersPerDayRow[]> {
  const nowMs = ctx.clock.now();
  const first = chinaDayStart(chinaDay(nowMs)).getTime() - (days - 1) * DAY_MS;
  const res = (await ctx.db.execute(sql`
    select to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
           ${orders.priceUnit} as "priceUnit", count(*)::int as n, coalesce(sum(${orders.amount}), 0)::bigint as amount
    from ${orders}
    where ${orders.createdAt} >= ${new Date(first)} and ${orders.createdAt} < ${new Date(nowMs + DAY_MS)}
    group by 1, 2`)) as unknown as { rows: { day: string; priceUnit: number; n: number; amount: string | number }[] };
  const byDay = new Map<string, { priceUnit: number; count: number; amount: number }[]>();
  for (const r of res.rows) {
    const list = byDay.get(r.day) ?? [];
    list.push({ priceUnit: Number(r.priceUnit), count: Number(r.n), amount: Number(r.amount) });
    byDay.set(r.day, list);
  }
  return Array.from({ length: days }, (_, i) => {
    const date = chinaDay(first + i * DAY_MS);
    const rows = byDay.get(date) ?? [];
    const byCurrency = CURRENCIES.map((priceUnit) => rows.find((r) => r.priceUnit === priceUnit) ?? { priceUnit, count: 0, amount: 0 });
    return { date, count: byCurrency.reduce((s, c) => s + c.count, 0), byCurrency };
  });
}

/** GET /admin/ledger: the platform's accounts per currency and the invariant check (modules/wallet ledgerCheck). */
export async function ledgerOverview(ctx: ServiceContext): Promise<LedgerOverview> {
  const [accounts, escrow, pending, check] = await Promise.all([
    ctx.db
      .select({
        priceUnit: walletAccounts.priceUnit,
        kind: walletAccounts.kind,
        isUser: sql<boolean>`${walletAccounts.userId} is not null`,
        available: sql<string>`coalesce(sum(${walletAccounts.availableBalance}), 0)::bigint`,
        frozen: sql<string>`coalesce(sum(${walletAccounts.frozenBalance}), 0)::bigint`,
      })
      .from(walletAccounts)
      .groupBy(walletAccounts.priceUnit, walletAccounts.kind, sql`${walletAccounts.userId} is not null`),
    ctx.db
      .select({ priceUnit: walletLedger.priceUnit, amount: sql<string>`coalesce(sum(${walletLedger.frozenDelta}), 0)::bigint` })
      .from(walletLedger)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletLedger.accountId))
      .where(sql`${walletAccounts.userId} is not null and ${walletLedger.orderId} is not null`)
      .groupBy(walletLedger.priceUnit),
    ctx.db
      .select({ priceUnit: walletWithdrawals.priceUnit, amount: sql<string>`coalesce(sum(${walletWithdrawals.amount}), 0)::bigint` })
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.status, WithdrawalStatus.Pending))
      .groupBy(walletWithdrawals.priceUnit),
    ledgerCheck(ctx),
  ]);
  const sum = (unit: number, pred: (a: (typeof accounts)[number]) => boolean, field: 'available' | 'frozen') =>
    accounts.filter((a) => a.priceUnit === unit && pred(a)).reduce((s, a) => s + Number(a[field]), 0);
  const units = [...new Set<number>([...CURRENCIES, ...accounts.map((a) => a.priceUnit), ...check.sums.map((s) => s.priceUnit)])].sort((a, b) => a - b);
  return {
    currencies: units.map((priceUnit) => ({
      priceUnit,
      symbol: PRICE_UNIT_SYMBOL[priceUnit] ?? '',
      clearing: sum(priceUnit, (a) => !a.isUser && a.kind === AccountKind.Clearing, 'available'),
      fees: sum(priceUnit, (a) => !a.isUser && a.kind === AccountKind.Fees, 'available'),
      usersAvailable: sum(priceUnit, (a) => a.isUser, 'available'),
      usersFrozen: sum(priceUnit, (a) => a.isUser, 'frozen'),
      escrowOrders: Number(escrow.find((e) => e.priceUnit === priceUnit)?.amount ?? 0),
      withdrawalsPending: Number(pending.find((e) => e.priceUnit === priceUnit)?.amount ?? 0),
      entriesSum: check.sums.find((s) => s.priceUnit === priceUnit)?.sum ?? 0,
    })),
    check: { ok: check.sums.every((s) => s.sum === 0) && check.negative === 0 && check.mismatched === 0, ...check },
    generatedAt: formatChinaTime(new Date(ctx.clock.now())),
  };
}

// ---- The statement export (CSV) ----

const CSV_HEADER = ['流水号', '时间', '币种', '账户', '用户ID', '用户', '类型', '可用变动', '冻结变动', '可用余额', '冻结余额', '订单号', '摘要'];
const ACCOUNT_LABEL: Record<string, string> = { [AccountKind.Clearing]: '平台清算账户', [AccountKind.Fees]: '平台服务费账户', [AccountKind.User]: '用户账户' };

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a text that would start a spreadsheet
 * formula (= + - @, not a plain number such as -12.00) is defused with a leading apostrophe.
 */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const text = /^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * GET /admin/ledger/export.csv: every ledger row of the China-time days [from, to] (one currency or all), oldest
 * first, as CSV (UTF-8 with a BOM, so Excel opens the Chinese right). Bounded: at most AdminLimits.maxExportDays
 * days and maxExportRows rows (400 otherwise: ask for a shorter range). The export itself is audited.
 */
export async function exportLedger(ctx: ServiceContext, q: LedgerExportQuery): Promise<{ filename: string; csv: string; rows: number }> {
  const from = chinaDayStart(q.from);
  const to = new Date(chinaDayStart(q.to).getTime() + DAY_MS);
  if ((to.getTime() - from.getTime()) / DAY_MS > AdminLimits.maxExportDays) throw new AppError(400, AdminMsg.exportRange(AdminLimits.maxExportDays));
  const conds: SQL[] = [gte(walletLedger.createdAt, from), lt(walletLedger.createdAt, to)];
  if (q.priceUnit !== undefined) conds.push(eq(walletLedger.priceUnit, Number(q.priceUnit)));
  const where = and(...conds);
  const total = await countOf(ctx, walletLedger, where);
  if (total > AdminLimits.maxExportRows) throw new AppError(400, AdminMsg.exportTooMany(AdminLimits.maxExportRows));
  const rows = await ctx.db
    .select({
      l: walletLedger,
      kind: walletAccounts.kind,
      userId: walletAccounts.userId,
      ...partyColumns,
      orderNo: orders.orderNo,
    })
    .from(walletLedger)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletLedger.accountId))
    .leftJoin(users, eq(users.id, walletAccounts.userId))
    .leftJoin(orders, eq(orders.id, walletLedger.orderId))
    .where(where)
    .orderBy(walletLedger.id);
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.l.id,
        formatChinaTime(r.l.createdAt),
        PRICE_UNIT_SYMBOL[r.l.priceUnit] ?? String(r.l.priceUnit),
        ACCOUNT_LABEL[r.kind] ?? r.kind,
        r.userId,
        r.userId === null ? '' : partyName(r),
        LEDGER_KINDS[r.l.kind as LedgerKind] ?? r.l.kind,
        yuan(Number(r.l.availableDelta)),
        yuan(Number(r.l.frozenDelta)),
        yuan(Number(r.l.availableAfter)),
        yuan(Number(r.l.frozenAfter)),
        r.orderNo ?? '',
        r.l.memo,
      ]
        .map((v) => csvField(v))
        .join(','),
    );
  }
  await audit(ctx, {
    action: 'ledger.export',
    entityType: 'ledger',
    entityId: null,
    after: { from: q.from, to: q.to, priceUnit: q.priceUnit ?? null, rows: rows.length },
  });
  const suffix = q.priceUnit === undefined ? '' : `-${q.priceUnit === PriceUnit.Dollar ? 'USD' : 'CNY'}`;
  return { filename: `ledger-${q.from.replaceAll('-', '')}-${q.to.replaceAll('-', '')}${suffix}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}
