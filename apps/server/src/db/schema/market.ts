import { bigint, boolean, date, index, integer, pgTable, primaryKey, real, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 行情 (issue 25). The sources of the figures are the marketplace's own rows (goods, rfq_quotes, orders) plus
 * market_history: outside observations (the demo seed's 180 days; an import later) kept as points, so that
 * `npm run market:rebuild` derives every figure from source rows and gives the same numbers as the rollups.
 * side: 1 ask, 2 bid, 3 deal. Prices in cents, currency 0 ¥ / 10 $, day a China date.
 */
export const marketHistory = pgTable(
  'market_history',
  {
    id: serial('id').primaryKey(),
    /** mts_model_base of the part number. */
    model: varchar('model', { length: 64 }).notNull(),
    display: varchar('display', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 32 }).notNull().default(''),
    currency: smallint('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    side: smallint('side').notNull(),
    price: integer('price').notNull(),
    qty: integer('qty').notNull().default(0),
    /** 'seed' (demo data), later an import's name. */
    source: varchar('source', { length: 16 }).notNull().default('seed'),
  },
  (t) => [index('market_history_model_idx').on(t.model, t.currency, t.day)],
);

/** The daily figures (MarketDay of @mts/shared/market) of one (model, currency, day); rows only for days with data. */
export const marketDaily = pgTable(
  'market_daily',
  {
    model: varchar('model', { length: 64 }).notNull(),
    currency: smallint('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    askLow: integer('ask_low'),
    askMedian: integer('ask_median'),
    askCount: integer('ask_count').notNull().default(0),
    bidHigh: integer('bid_high'),
    bidMedian: integer('bid_median'),
    bidCount: integer('bid_count').notNull().default(0),
    dealVwap: integer('deal_vwap'),
    dealLow: integer('deal_low'),
    dealHigh: integer('deal_high'),
    dealQty: bigint('deal_qty', { mode: 'number' }).notNull().default(0),
    dealCount: integer('deal_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.model, t.currency, t.day] }), index('market_daily_day_idx').on(t.currency, t.day)],
);

/** One row per (model, currency) with figures: its display name, brand and latest price (search, movers, alerts). */
export const marketParts = pgTable(
  'market_parts',
  {
    model: varchar('model', { length: 64 }).notNull(),
    currency: smallint('currency').notNull(),
    /** The part number as most of its rows write it. */
    display: varchar('display', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 32 }),
    /** Days with a figure (all history). */
    days: integer('days').notNull().default(0),
    lastDay: date('last_day', { mode: 'string' }),
    /** Latest market price (deal VWAP, else ask median) in cents. */
    price: integer('price'),
    /** Market price of lastDay against 7 days before (fraction). */
    change7d: real('change7d'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.currency] }),
    index('market_parts_prefix_idx').on(t.model.op('varchar_pattern_ops')),
    index('market_parts_day_idx').on(t.currency, t.lastDay),
  ],
);

/** Basket indices per day (MARKET_BASKETS of @mts/shared/market), rebased to 1000 on the first day. */
export const marketIndexDaily = pgTable(
  'market_index_daily',
  {
    code: varchar('code', { length: 32 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: real('value').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.day] })],
);

/** Price alerts (提醒我): kind 'askBelow' | 'dealAbove'; armed until it fires, re-armed when the figure goes back across. */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    model: varchar('model', { length: 64 }).notNull(),
    display: varchar('display', { length: 64 }).notNull(),
    currency: smallint('currency').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    threshold: integer('threshold').notNull(),
    armed: boolean('armed').notNull().default(true),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastValue: integer('last_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_alerts_user_idx').on(t.userId, t.id), index('market_alerts_model_idx').on(t.model, t.currency)],
);

