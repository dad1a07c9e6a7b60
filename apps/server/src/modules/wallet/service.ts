import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { LEDGER_KINDS, type LedgerKind, PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { MoneyMsg } from '@mts/shared/messages';
import type { DepositInfo, StatementRow, Withdrawal } from '@mts/shared/schemas';
import { depositMachine, DepositStatus, isVerified, statusLabel, withdrawalMachine, WithdrawalStatus } from '@mts/shared/status';
import { orders, users, walletAccounts, walletDeposits, walletLedger, walletWithdrawals } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { uploadKeyOf } from '../upload/storage.ts';
import { chinaDate } from '../trade/queries.ts';
import { Moves, post } from './ledger.ts';
import type { Reply } from './idempotency.ts';
import { type PageableQuery, paged, tablePage } from '../../lib/paged.ts';
import { partyColumns, partyName } from '../../lib/names.ts';

type DepositRow = typeof walletDeposits.$inferSelect;
type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

const depositRefusals: Refusals = { notFound: MoneyMsg.depositNotFound, wrongStatus: (s) => MoneyMsg.wrongRequestStatus(statusLabel(depositMachine, s)) };
const withdrawalRefusals: Refusals = { notFound: MoneyMsg.withdrawalNotFound, wrongStatus: (s) => MoneyMsg.wrongRequestStatus(statusLabel(withdrawalMachine, s)) };

const operatorOnly = (ctx: ServiceContext) => {
  const me = userOf(ctx);
  if (!me.isOperator) throw new AppError(403, MoneyMsg.operatorOnly);
  return me;
};

export const toDeposit = (d: DepositRow): DepositInfo => ({
  id: d.id,
  reference: d.reference,
  priceUnit: d.priceUnit,
  amount: Number(d.amount),
  status: d.status,
  statusText: statusLabel(depositMachine, d.status),
  account: { ...PLATFORM_ESCROW_ACCOUNT },
  slipUrl: d.slipUrl,
  reason: d.reason,
  createTime: formatChinaTime(d.createdAt),
});

const maskAccount = (no: string) => (no.length <= 4 ? no : `${'*'.repeat(no.length - 4)}${no.slice(-4)}`);
export const toWithdrawal = (w: WithdrawalRow, unmask = false): Withdrawal => ({
  id: w.id,
  priceUnit: w.priceUnit,
  amount: Number(w.amount),
  bankName: w.bankName,
  accountNo: unmask ? w.accountNo : maskAccount(w.accountNo),
  accountName: w.accountName,
  status: w.status,
  statusText: statusLabel(withdrawalMachine, w.status),
  reason: w.reason,
  createTime: formatChinaTime(w.createdAt),
});

/** GET /wallet/statement: the caller's ledger rows, newest first, each with its order number. */
export async function statement(ctx: ServiceContext, q: { pageNum: number; pageSize: number; kind?: string | undefined; priceUnit?: number | undefined }): Promise<{ rows: StatementRow[]; total: number }> {
  const me = userOf(ctx);
  const accts = await ctx.db.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.userId, me.id));
  if (!accts.length) return { rows: [], total: 0 };
  const conds = [inArray(walletLedger.accountId, accts.map((a) => a.id))];
  if (q.kind) conds.push(eq(walletLedger.kind, q.kind));
  if (q.priceUnit !== undefined) conds.push(eq(walletLedger.priceUnit, Number(q.priceUnit)));
  const where = and(...conds);
  const { rows, total } = await paged(
    q,
    ctx.db
      .select({ l: walletLedger, orderNo: orders.orderNo })
      .from(walletLedger)
      .leftJoin(orders, eq(orders.id, walletLedger.orderId))
      .where(where)
      .orderBy(desc(walletLedger.id)),
    ctx.db.select({ n: count() }).from(walletLedger).where(where),
  );
  return {
    rows: rows.map(({ l, orderNo }) => ({
      id: l.id,
      kind: l.kind,
      kindText: LEDGER_KINDS[l.kind as LedgerKind] ?? l.kind,
      priceUnit: l.priceUnit,
      availableDelta: Number(l.availableDelta),
      frozenDelta: Number(l.frozenDelta),
      availableAfter: Number(l.availableAfter),
      frozenAfter: Number(l.frozenAfter),
      orderId: l.orderId,
      orderNo: orderNo ?? '',
      memo: l.memo,
      createTime: formatChinaTime(l.createdAt),
    })),
    total,
  };
}

/** POST /wallet/deposit: a deposit request with its transfer slip and a unique reference (CZ + China date + id); nothing moves yet. */
export async function requestDeposit(ctx: ServiceContext, input: { priceUnit: number; amount: number; slipUrl: string }): Promise<Reply<DepositInfo>> {
  const me = userOf(ctx);
  if (uploadKeyOf(input.slipUrl) === null) throw new AppError(400, MoneyMsg.depositSlip);
  const now = new Date(ctx.clock.now());
  const next = (await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('wallet_deposits', 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  const id = Number(next.rows[0]!.id);
  const reference = `CZ${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
  const [d] = await ctx.db
    .insert(walletDeposits)
    .values({ id, userId: me.id, priceUnit: input.priceUnit, amount: input.amount, reference, slipUrl: input.slipUrl, createdAt: now, updatedAt: now })
    .returning();
  return { msg: MoneyMsg.depositRequested, data: toDeposit(d!) };
}

/** POST /wallet/deposit/confirm (operators): the declared amount arrived; clearing → the user's available. */
export async function confirmDeposit(ctx: ServiceContext, input: { depositId: number; amount: number }): Promise<Reply<DepositInfo>> {
  const me = operatorOnly(ctx);
  const [cur] = await ctx.db.select().from(walletDeposits).where(eq(walletDeposits.id, input.depositId)).limit(1);
  if (!cur) throw new AppError(404, MoneyMsg.depositNotFound);
  if (Number(cur.amount) !== input.amount) throw new AppError(409, MoneyMsg.depositAmountMismatch(formatPrice(Number(cur.amount), cur.priceUnit)));
  const now = new Date(ctx.clock.now());
  const d = await transition(ctx, {
    machine: depositMachine,
    table: walletDeposits,
    id: cur.id,
    move: 'confirm',
    actor: 'operator',
    set: { operatorId: me.id, updatedAt: now },
    refusals: depositRefusals,
  });
  await post(ctx, Moves.deposit(d.userId, d.priceUnit, Number(d.amount), `充值 ${d.reference}`));
  await audit(ctx, {
    action: 'deposit.confirm',
    entityType: 'deposit',
    entityId: d.id,
    before: { status: cur.status, userId: d.userId, priceUnit: d.priceUnit, amount: Number(d.amount), reference: d.reference },
    after: { status: d.status, arrived: input.amount },
  });
  ctx.events.publish({ type: 'wallet.depositConfirm', id: d.id, userId: me.id, ownerId: d.userId });
  return { msg: MoneyMsg.depositConfirmed, data: toDeposit(d) };
}

/** POST /wallet/deposit/reject (operators): no such transfer arrived; 待到账 → 已驳回 with the reason, nothing moves. */
export async function rejectDeposit(ctx: ServiceContext, input: { depositId: number; reason: string }): Promise<Reply<DepositInfo>> {
  const me = operatorOnly(ctx);
  const d = await transition(ctx, {
    machine: depositMachine,
    table: walletDeposits,
    id: input.depositId,
    move: 'reject',
    actor: 'operator',
    set: { operatorId: me.id, reason: input.reason, updatedAt: new Date(ctx.clock.now()) },
    refusals: depositRefusals,
  });
  await audit(ctx, {
    action: 'deposit.reject',
    entityType: 'deposit',
    entityId: d.id,
    before: { status: DepositStatus.Pending, userId: d.userId, priceUnit: d.priceUnit, amount: Number(d.amount), reference: d.reference },
    after: { status: d.status },
    reason: input.reason,
  });
  ctx.events.publish({ type: 'wallet.depositReject', id: d.id, userId: me.id, ownerId: d.userId });
  return { msg: MoneyMsg.depositRejected, data: toDeposit(d) };
}

/** POST /wallet/withdraw: verified users only; the account name is the verified real name; available → frozen. */
export async function requestWithdrawal(ctx: ServiceContext, input: { priceUnit: number; amount: number; bankName: string; accountNo: string }): Promise<Reply<Withdrawal>> {
  const me = userOf(ctx);
  const [u] = await ctx.db.select({ authnStatus: users.authnStatus, realName: users.realName }).from(users).where(eq(users.id, me.id));
  if (!isVerified(u) || !u?.realName) throw new AppError(403, MoneyMsg.needRealName);
  const now = new Date(ctx.clock.now());
  const [w] = await ctx.db
    .insert(walletWithdrawals)
    .values({ userId: me.id, priceUnit: input.priceUnit, amount: input.amount, bankName: input.bankName, accountNo: input.accountNo, accountName: u.realName, createdAt: now, updatedAt: now })
    .returning();
  await post(ctx, Moves.withdraw(me.id, input.priceUnit, input.amount, `提现至 ${input.bankName} 尾号 ${input.accountNo.slice(-4)}`));
  return { msg: MoneyMsg.withdrawRequested, data: toWithdrawal(w!) };
}

/**
 * An operator's decision on a pending withdrawal, in the caller's transaction: the move, its ledger movement
 * (`ledger` of the withdrawal), the audit row (with the reason when refused) and the event.
 */
async function decideWithdrawal(
  ctx: ServiceContext,
  id: number,
  move: 'pay' | 'refuse',
  reason: string | undefined,
  ledger: (w: typeof walletWithdrawals.$inferSelect) => Parameters<typeof post>[1],
  msg: string,
): Promise<Reply<Withdrawal>> {
  const me = operatorOnly(ctx);
  const w = await transition(ctx, {
    machine: withdrawalMachine,
    table: walletWithdrawals,
    id,
    move,
    actor: 'operator',
    set: { operatorId: me.id, ...(reason === undefined ? {} : { reason }), updatedAt: new Date(ctx.clock.now()) },
    refusals: withdrawalRefusals,
  });
  await post(ctx, ledger(w));
  await audit(ctx, {
    action: `withdrawal.${move}`,
    entityType: 'withdrawal',
    entityId: w.id,
    before: { status: WithdrawalStatus.Pending, userId: w.userId, priceUnit: w.priceUnit, amount: Number(w.amount) },
    after: { status: w.status },
    ...(reason === undefined ? {} : { reason }),
  });
  ctx.events.publish({ type: move === 'pay' ? 'wallet.withdrawalPay' : 'wallet.withdrawalRefuse', id: w.id, userId: me.id, ownerId: w.userId });
  return { msg, data: toWithdrawal(w, true) };
}

/** POST /wallet/withdraw/pay (operators): frozen → clearing. */
export function payWithdrawal(ctx: ServiceContext, input: { withdrawalId: number }): Promise<Reply<Withdrawal>> {
  return decideWithdrawal(ctx, input.withdrawalId, 'pay', undefined, (w) => Moves.withdrawPaid(w.userId, w.priceUnit, Number(w.amount), `提现已打款 #${w.id}`), MoneyMsg.withdrawPaid);
}

/** POST /wallet/withdraw/refuse (operators): frozen → available, with the reason. */
export function refuseWithdrawal(ctx: ServiceContext, input: { withdrawalId: number; reason: string }): Promise<Reply<Withdrawal>> {
  return decideWithdrawal(ctx, input.withdrawalId, 'refuse', input.reason, (w) => Moves.withdrawRefused(w.userId, w.priceUnit, Number(w.amount), `提现被拒绝：${input.reason}`), MoneyMsg.withdrawRefused);
}

type Page = { pageNum: number; pageSize: number };

/** GET /wallet/deposits, /wallet/withdrawals: the caller's own, newest first. */
export async function myDeposits(ctx: ServiceContext, q: Page) {
  const me = userOf(ctx);
  return tablePage(ctx.db, walletDeposits, eq(walletDeposits.userId, me.id), [desc(walletDeposits.id)], q, (rows) => rows.map(toDeposit));
}
export async function myWithdrawals(ctx: ServiceContext, q: Page) {
  const me = userOf(ctx);
  return tablePage(ctx.db, walletWithdrawals, eq(walletWithdrawals.userId, me.id), [desc(walletWithdrawals.id)], q, (rows) => rows.map((w) => toWithdrawal(w)));
}

/** A page of an operators' queue (deposits or withdrawals) in a status (default: pending), newest first, with the holder's name. */
async function requestQueue<T extends typeof walletDeposits | typeof walletWithdrawals>(ctx: ServiceContext, table: T, pending: number, q: Page & { status?: number | undefined }) {
  operatorOnly(ctx);
  const where = eq(table.status, q.status ?? pending);
  const rows = ctx.db
    .select({ r: table as typeof walletDeposits, ...partyColumns })
    .from(table as typeof walletDeposits)
    .leftJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(desc(table.id));
  const page = await paged(q, rows as unknown as PageableQuery<{ r: T['$inferSelect']; companyName: string | null; realName: string | null; nickName: string | null }>, ctx.db.select({ n: count() }).from(table as typeof walletDeposits).where(where));
  return { total: page.total, rows: page.rows.map(({ r, ...holder }) => ({ r, userId: r.userId, userName: partyName(holder) })) };
}

/** Operators' queues (default: pending). */
export async function adminDeposits(ctx: ServiceContext, q: Page & { status?: number | undefined }) {
  const { rows, total } = await requestQueue(ctx, walletDeposits, DepositStatus.Pending, q);
  return { rows: rows.map(({ r, ...holder }) => ({ ...toDeposit(r), ...holder })), total };
}
export async function adminWithdrawals(ctx: ServiceContext, q: Page & { status?: number | undefined }) {
  const { rows, total } = await requestQueue(ctx, walletWithdrawals, WithdrawalStatus.Pending, q);
  return { rows: rows.map(({ r, ...holder }) => ({ ...toWithdrawal(r, true), ...holder })), total };
}

/** The ledger invariant, for tests, the bench and the admin check: per currency the sum of all entries, and the negative user buckets. */
export async function ledgerCheck(ctx: Pick<ServiceContext, 'db'>): Promise<{ sums: { priceUnit: number; sum: number }[]; negative: number; mismatched: number }> {
  const sums = (await ctx.db.execute(
    sql`select price_unit as "priceUnit", coalesce(sum(available_delta + frozen_delta), 0)::bigint as sum from wallet_ledger group by price_unit order by price_unit`,
  )) as unknown as { rows: { priceUnit: number; sum: string | number }[] };
  const neg = (await ctx.db.execute(
    sql`select count(*)::int as n from wallet_accounts where (user_id is not null or kind = 'fees') and (available_balance < 0 or frozen_balance < 0)`,
  )) as unknown as { rows: { n: number }[] };
  const mism = (await ctx.db.execute(
    sql`select count(*)::int as n from wallet_accounts a where a.available_balance <> coalesce((select sum(available_delta) from wallet_ledger l where l.account_id = a.id), 0) or a.frozen_balance <> coalesce((select sum(frozen_delta) from wallet_ledger l where l.account_id = a.id), 0)`,
  )) as unknown as { rows: { n: number }[] };
  return { sums: sums.rows.map((r) => ({ priceUnit: Number(r.priceUnit), sum: Number(r.sum) })), negative: Number(neg.rows[0]!.n), mismatched: Number(mism.rows[0]!.n) };
}
