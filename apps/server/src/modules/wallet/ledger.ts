import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AccountKind, type LedgerKind } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { walletAccounts, walletLedger, walletMovements } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The ledger (trade-flow section 4): the one place money changes. A movement is a list of legs, each a signed
 * change of one bucket (available or frozen) of one account (a user's wallet, or the platform's clearing or fees
 * account) in one currency; the legs sum to zero. post() must run inside the caller's inTx, with the status change
 * that caused it: it locks the accounts (SELECT … FOR UPDATE, in id order, so two movements never wait on each
 * other in a cycle), refuses a user bucket going below zero (409 with the caller's message), writes the new running
 * balances, one movement row and one ledger row per account touched.
 */

export type Owner = { userId: number } | { platform: typeof AccountKind.Clearing | typeof AccountKind.Fees };
export interface Leg {
  owner: Owner;
  /** Signed cents. */
  available?: number;
  frozen?: number;
  /** The row's kind when it differs from the movement's (the fee leg of a release). */
  kind?: LedgerKind;
}
export interface Movement {
  kind: LedgerKind;
  priceUnit: number;
  /** The movement's amount (what moved, positive). */
  amount: number;
  orderId?: number | null;
  memo?: string;
  legs: Leg[];
  /** The 409 message when a user's bucket would go below zero. */
  insufficient?: string;
}

type AccountRow = { id: number; userId: number | null; kind: string; availableBalance: number; frozenBalance: number };

const ownerKey = (o: Owner) => ('userId' in o ? `u${o.userId}` : `p${o.platform}`);

/** The account ids of these owners in this currency, created on first use (a user's $ wallet, the platform's accounts after a reseed). */
async function accountIds(ctx: ServiceContext, priceUnit: number, owners: Owner[]): Promise<Map<string, number>> {
  const users = [...new Set(owners.flatMap((o) => ('userId' in o ? [o.userId] : [])))];
  const platforms = [...new Set(owners.flatMap((o) => ('platform' in o ? [o.platform] : [])))];
  const ids = new Map<string, number>();
  const read = async () => {
    if (users.length) {
      const rows = await ctx.db
        .select({ id: walletAccounts.id, userId: walletAccounts.userId })
        .from(walletAccounts)
        .where(and(inArray(walletAccounts.userId, users), eq(walletAccounts.priceUnit, priceUnit)));
      for (const r of rows) ids.set(`u${r.userId}`, r.id);
    }
    if (platforms.length) {
      const rows = await ctx.db
        .select({ id: walletAccounts.id, kind: walletAccounts.kind })
        .from(walletAccounts)
        .where(and(isNull(walletAccounts.userId), inArray(walletAccounts.kind, platforms), eq(walletAccounts.priceUnit, priceUnit)));
      for (const r of rows) ids.set(`p${r.kind}`, r.id);
    }
  };
  await read();
  const missingUsers = users.filter((u) => !ids.has(`u${u}`));
  const missingPlatforms = platforms.filter((p) => !ids.has(`p${p}`));
  if (!missingUsers.length && !missingPlatforms.length) return ids;
  for (const u of missingUsers) {
    await ctx.db.execute(sql`insert into wallet_accounts (user_id, kind, price_unit) values (${u}, 'user', ${priceUnit}) on conflict do nothing`);
  }
  for (const p of missingPlatforms) {
    await ctx.db.execute(sql`insert into wallet_accounts (user_id, kind, price_unit) values (null, ${p}, ${priceUnit}) on conflict do nothing`);
  }
  await read();
  return ids;
}

/** Locks the accounts in id order and returns them. */
async function lockAccounts(ctx: ServiceContext, ids: number[]): Promise<Map<number, AccountRow>> {
  const rows = await ctx.db
    .select({ id: walletAccounts.id, userId: walletAccounts.userId, kind: walletAccounts.kind, availableBalance: walletAccounts.availableBalance, frozenBalance: walletAccounts.frozenBalance })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, ids))
    .orderBy(asc(walletAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, { ...r, availableBalance: Number(r.availableBalance), frozenBalance: Number(r.frozenBalance) }]));
}

/** Books one movement (see the module comment). Returns the movement id. */
export async function post(ctx: ServiceContext, m: Movement): Promise<number> {
  const sum = m.legs.reduce((s, l) => s + (l.available ?? 0) + (l.frozen ?? 0), 0);
  if (sum !== 0) throw new Error(`ledger: movement ${m.kind} does not balance (${sum})`);
  const ids = await accountIds(ctx, m.priceUnit, m.legs.map((l) => l.owner));
  // One row per account: the legs of the same account are merged.
  const perAccount = new Map<number, { available: number; frozen: number; kind: LedgerKind }>();
  for (const l of m.legs) {
    const id = ids.get(ownerKey(l.owner));
    if (id === undefined) throw new Error(`ledger: no account for ${ownerKey(l.owner)}`);
    const cur = perAccount.get(id) ?? { available: 0, frozen: 0, kind: l.kind ?? m.kind };
    cur.available += l.available ?? 0;
    cur.frozen += l.frozen ?? 0;
    perAccount.set(id, cur);
  }
  const locked = await lockAccounts(ctx, [...perAccount.keys()]);
  const now = new Date(ctx.clock.now());
  const after = new Map<number, { available: number; frozen: number }>();
  for (const [id, d] of perAccount) {
    const a = locked.get(id)!;
    const available = a.availableBalance + d.available;
    const frozen = a.frozenBalance + d.frozen;
    // A user's buckets and the platform's fees never go below zero; the clearing account mirrors the bank (negative).
    if ((a.userId !== null || a.kind === AccountKind.Fees) && (available < 0 || frozen < 0)) throw new AppError(409, m.insufficient ?? MoneyMsg.insufficient);
    after.set(id, { available, frozen });
  }
  for (const [id, a] of after) {
    await ctx.db.update(walletAccounts).set({ availableBalance: a.available, frozenBalance: a.frozen, updatedAt: now }).where(eq(walletAccounts.id, id));
  }
  const [mv] = await ctx.db
    .insert(walletMovements)
    .values({ kind: m.kind, priceUnit: m.priceUnit, amount: m.amount, orderId: m.orderId ?? null, userId: ctx.user?.id ?? null, createdAt: now })
    .returning({ id: walletMovements.id });
  await ctx.db.insert(walletLedger).values(
    [...perAccount].map(([id, d]) => ({
      accountId: id,
      movementId: mv!.id,
      priceUnit: m.priceUnit,
      kind: d.kind,
      availableDelta: d.available,
      frozenDelta: d.frozen,
      availableAfter: after.get(id)!.available,
      frozenAfter: after.get(id)!.frozen,
      orderId: m.orderId ?? null,
      memo: (m.memo ?? '').slice(0, 200),
      createdAt: now,
    })),
  );
  return mv!.id;
}

const user = (userId: number): Owner => ({ userId });
const CLEARING: Owner = { platform: AccountKind.Clearing };
const FEES: Owner = { platform: AccountKind.Fees };

/** The movements of trade-flow section 4. */
export const Moves = {
  /** An operator confirmed a deposit: clearing → the user's available. */
  deposit: (userId: number, priceUnit: number, amount: number, memo: string): Movement => ({
    kind: 'deposit',
    priceUnit,
    amount,
    memo,
    legs: [{ owner: CLEARING, available: -amount }, { owner: user(userId), available: amount }],
  }),
  /** The buyer pays an order from his wallet: his available → his frozen, tagged with the order. */
  pay: (buyerId: number, priceUnit: number, amount: number, orderId: number, memo: string): Movement => ({
    kind: 'pay',
    priceUnit,
    amount,
    orderId,
    memo,
    insufficient: MoneyMsg.insufficient,
    legs: [{ owner: user(buyerId), available: -amount, frozen: amount }],
  }),
  /** An operator confirmed a bank transfer for an order: clearing → the buyer's frozen, tagged. */
  transfer: (buyerId: number, priceUnit: number, amount: number, orderId: number, memo: string): Movement => ({
    kind: 'transfer',
    priceUnit,
    amount,
    orderId,
    memo,
    legs: [{ owner: CLEARING, available: -amount }, { owner: user(buyerId), frozen: amount }],
  }),
  /** Settlement: the buyer's frozen → the seller's available less the fee → the platform's fees. */
  release: (buyerId: number, sellerId: number, priceUnit: number, amount: number, fee: number, orderId: number, memo: string): Movement => ({
    kind: 'release',
    priceUnit,
    amount,
    orderId,
    memo,
    insufficient: MoneyMsg.notPaid,
    legs: [
      { owner: user(buyerId), frozen: -amount },
      { owner: user(sellerId), available: amount - fee },
      ...(fee > 0 ? [{ owner: FEES, available: fee, kind: 'fee' as const }] : []),
    ],
  }),
  /** Refund: the buyer's frozen → his available. */
  refund: (buyerId: number, priceUnit: number, amount: number, orderId: number, memo: string): Movement => ({
    kind: 'refund',
    priceUnit,
    amount,
    orderId,
    memo,
    insufficient: MoneyMsg.notPaid,
    legs: [{ owner: user(buyerId), frozen: -amount, available: amount }],
  }),
  /** A withdrawal requested: available → frozen. */
  withdraw: (userId: number, priceUnit: number, amount: number, memo: string): Movement => ({
    kind: 'withdraw',
    priceUnit,
    amount,
    memo,
    insufficient: MoneyMsg.withdrawTooMuch,
    legs: [{ owner: user(userId), available: -amount, frozen: amount }],
  }),
  /** Paid by the operator: frozen → clearing. */
  withdrawPaid: (userId: number, priceUnit: number, amount: number, memo: string): Movement => ({
    kind: 'withdrawPaid',
    priceUnit,
    amount,
    memo,
    legs: [{ owner: user(userId), frozen: -amount }, { owner: CLEARING, available: amount }],
  }),
  /** Refused: frozen → available. */
  withdrawRefused: (userId: number, priceUnit: number, amount: number, memo: string): Movement => ({
    kind: 'withdrawRefused',
    priceUnit,
    amount,
    memo,
    legs: [{ owner: user(userId), frozen: -amount, available: amount }],
  }),
};

/** fee = floor(amount × feeBps / 10000), exact in integers (amount < 2^53 / 10^4 is not needed: BigInt). */
export const feeOf = (amount: number, feeBps: number): number => Number((BigInt(amount) * BigInt(feeBps)) / 10_000n);
