import { bigint, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One wallet per user and currency. Balances are integer cents and change only through ledger
 * entries written in the same transaction (the ledger is the truth; these are running totals).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceUnit: smallint('price_unit').notNull().default(0),
    availableBalance: bigint('available_balance', { mode: 'number' }).notNull().default(0),
    frozenBalance: bigint('frozen_balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_accounts_user_unit_uq').on(t.userId, t.priceUnit)],
);

/** Append-only ledger: kind = deposit, withdraw, freeze, unfreeze, settle …; amounts signed cents. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    availableDelta: bigint('available_delta', { mode: 'number' }).notNull().default(0),
    frozenDelta: bigint('frozen_delta', { mode: 'number' }).notNull().default(0),
    orderId: integer('order_id'),
    memo: varchar('memo', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_account_idx').on(t.accountId, t.createdAt)],
);
