import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Ledger accounts, one per owner and currency (issue 11, trade-flow section 4). kind 'user' (user_id set: a
 * trader's wallet with an available and a frozen bucket) or a platform account with user_id null: 'clearing' (the
 * bank side: deposits and confirmed transfers come from it, paid withdrawals go to it; its balance is negative the
 * money the platform holds) and 'fees' (the platform's fee income). Balances are integer cents and change only
 * through ledger rows written in the same transaction (the ledger is the truth; these are running totals).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().default('user'),
    priceUnit: smallint('price_unit').notNull().default(0),
    availableBalance: bigint('available_balance', { mode: 'number' }).notNull().default(0),
    frozenBalance: bigint('frozen_balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_user_unit_uq').on(t.userId, t.priceUnit),
    uniqueIndex('wallet_accounts_platform_uq').on(t.kind, t.priceUnit).where(sql`user_id is null`),
  ],
);

/**
 * Append-only double-entry ledger: one row per account a movement touches, with its signed available and frozen
 * deltas (cents) and the balances after it. The rows of one movement (movement_id) sum to zero, so the sum of all
 * rows per currency is zero. kind: LEDGER_KINDS (deposit, pay, transfer, release, fee, refund, withdraw,
 * withdrawPaid, withdrawRefused).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    movementId: integer('movement_id'),
    priceUnit: smallint('price_unit').notNull().default(0),
    kind: varchar('kind', { length: 16 }).notNull(),
    availableDelta: bigint('available_delta', { mode: 'number' }).notNull().default(0),
    frozenDelta: bigint('frozen_delta', { mode: 'number' }).notNull().default(0),
    availableAfter: bigint('available_after', { mode: 'number' }).notNull().default(0),
    frozenAfter: bigint('frozen_after', { mode: 'number' }).notNull().default(0),
    orderId: integer('order_id'),
    memo: varchar('memo', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_account_idx').on(t.accountId, t.createdAt),
    index('wallet_ledger_account_kind_idx').on(t.accountId, t.kind, t.id),
    index('wallet_ledger_order_idx').on(t.orderId),
  ],
);

/** One money movement (the group of its ledger rows): kind, currency, amount, the order or request it concerns. */
export const walletMovements = pgTable('wallet_movements', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  priceUnit: smallint('price_unit').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  orderId: integer('order_id'),
  /** The caller who caused it (null: the system). */
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first columns of a deposit and a withdrawal: the holder's request of an amount in a currency. */
const requestHead = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceUnit: smallint('price_unit').notNull().default(0),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});
/** The last columns of a deposit and a withdrawal: the operator who decided it, and when. */
const requestTail = () => ({
  operatorId: integer('operator_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bank-transfer deposits (充值): 10 待到账, 20 已到账, 30 已驳回 (depositMachine). */
export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    ...requestHead(),
    reference: varchar('reference', { length: 32 }).notNull(),
    status: smallint('status').notNull().default(10),
    /** The transfer slip (an /uploads/ image) the user declared the deposit with; '' on older rows. */
    slipUrl: text('slip_url').notNull().default(''),
    /** Why an operator rejected it (已驳回). */
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    ...requestTail(),
  },
  (t) => [uniqueIndex('wallet_deposits_reference_uq').on(t.reference), index('wallet_deposits_user_idx').on(t.userId, t.id), index('wallet_deposits_status_idx').on(t.status, t.id)],
);

/** Withdrawals (提现): 10 待打款 (frozen), 20 已打款, 30 已拒绝 (withdrawalMachine). */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    ...requestHead(),
    bankName: varchar('bank_name', { length: 40 }).notNull(),
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    accountName: varchar('account_name', { length: 60 }).notNull(),
    status: smallint('status').notNull().default(10),
    reason: text('reason').notNull().default(''),
    ...requestTail(),
  },
  (t) => [index('wallet_withdrawals_user_idx').on(t.userId, t.id), index('wallet_withdrawals_status_idx').on(t.status, t.id)],
);

/**
 * Idempotency keys of money calls, per caller: the request's hash (path + body without the key) and the reply
 * given. Written in the same transaction as the movement, so a key exists exactly when its movement committed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    reply: jsonb('reply').$type<{ msg: string; data: unknown }>(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key)],
);

/**
 * A user's 支付密码 (issue 22): the second factor of 余额支付 and 提现. The password is a scrypt hash (salted, never
 * the digits); failedTries counts wrong tries in a row, and the fifth sets lockedUntil (30 minutes) and starts the
 * count again. Both change only in one conditional UPDATE … RETURNING (modules/wallet/pay-password.ts).
 */
export const payPasswords = pgTable('pay_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  failedTries: smallint('failed_tries').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
