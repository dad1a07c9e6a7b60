import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A trader's account. businessType 0/10/20/40 (see BusinessType); shopStatus null = no application, 0 = under review. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    businessType: smallint('business_type').notNull().default(0),
    shopStatus: smallint('shop_status'),
    /** 1 = real-name verified (required to publish). */
    authnStatus: smallint('authn_status').notNull().default(0),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    companyName: varchar('company_name', { length: 128 }).notNull().default(''),
    /** Good-rating level shown for negotiators and business followers (好评等级). */
    goodLevel: smallint('good_level').notNull().default(1),
    points: integer('points').notNull().default(1000),
    coins: integer('coins').notNull().default(1000),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile)],
);

/** Login sessions; the token is stored as its SHA-256 hash so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    platform: varchar('platform', { length: 8 }).notNull().default('H5'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
