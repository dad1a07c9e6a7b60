import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A trader's account. businessType 0/10/20/40 (see BusinessType); shopStatus null = no application, 0 = under review. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for a WeChat user who has not bound a mobile yet. */
    mobile: varchar('mobile', { length: 11 }),
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
    /** Operators run the back office (application review …); independent of businessType. */
    isOperator: boolean('is_operator').notNull().default(false),
    /** HMAC-SHA256 (ID_HASH_KEY) of the verified resident ID: one ID per user without storing the number. */
    idNumberHash: varchar('id_number_hash', { length: 64 }),
    /** The verified ID as shown back to its owner, e.g. 110***********002X. */
    idNumberMasked: varchar('id_number_masked', { length: 18 }),
    /** WeChat mini-program openid (wxLogin). */
    wxOpenid: varchar('wx_openid', { length: 64 }),
    /**
     * The approved company's name while the user's company verification (企业认证) stands, else null: denormalised
     * from company_verifications so the public goods and clue reads find verified owners without a join.
     */
    verifiedCompany: varchar('verified_company', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile), uniqueIndex('users_id_number_uq').on(t.idNumberHash), uniqueIndex('users_wx_openid_uq').on(t.wxOpenid)],
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
    /** How the session was opened: sms, qr, wx. */
    via: varchar('via', { length: 8 }).notNull().default('sms'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Points (jf) and coins (jb) history; users.points/coins are the running totals, changed only with an entry. */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** jf points, jb coins. */
    kind: varchar('kind', { length: 2 }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    /** The order that earned it (issue 11: rewards on a completed order); null for the opening grant. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_ledger_user_idx').on(t.userId, t.id)],
);

/** Applications to become a negotiator; status 0 under review, 1 approved, 2 rejected (ShopApplyStatus). */
export const shopApplications = pgTable(
  'shop_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 60 }).notNull(),
    region: varchar('region', { length: 30 }).notNull(),
    experience: varchar('experience', { length: 500 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    status: smallint('status').notNull().default(0),
    assignedBusinessType: smallint('assigned_business_type'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_applications_user_idx').on(t.userId),
    index('shop_applications_status_idx').on(t.status, t.id),
    // One open application per user, enforced by the database as well as the service.
    uniqueIndex('shop_applications_open_uq').on(t.userId).where(sql`status = 0`),
  ],
);

/**
 * Company verification applications (企业认证, issue 12); status 0 under review, 1 approved, 2 rejected, 3 revoked
 * (CompanyVerifyStatus). The credit code and the legal representative are shown to the applicant and operators only.
 */
export const companyVerifications = pgTable(
  'company_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 60 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalRepresentative: varchar('legal_representative', { length: 30 }).notNull(),
    licenceImage: text('licence_image').notNull(),
    status: smallint('status').notNull().default(0),
    /** The operator's reason for a rejection or a revocation. */
    reason: varchar('reason', { length: 200 }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('company_verifications_user_idx').on(t.userId, t.id),
    index('company_verifications_status_idx').on(t.status, t.id),
    // One application under review per user, and a credit code verified for one account at a time.
    uniqueIndex('company_verifications_open_uq').on(t.userId).where(sql`status = 0`),
    uniqueIndex('company_verifications_code_uq').on(t.creditCode).where(sql`status = 1`),
  ],
);
