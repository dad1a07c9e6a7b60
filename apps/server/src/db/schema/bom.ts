import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { brands } from './catalog.ts';
import { goods } from './goods.ts';
import { users } from './users.ts';

/** BOM配单 (issue 24): a buyer's saved parts list. Its lines are matched against the shelf by modules/bom/match.ts. */
export const boms = pgTable(
  'boms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    lineCount: integer('line_count').notNull().default(0),
    /** 'full' | 'partial' | 'none' as of the last match (我的BOM list). */
    coverage: varchar('coverage', { length: 8 }).notNull().default('none'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boms_user_idx').on(t.userId, t.updatedAt, t.id)],
);

/** One line of a BOM: what he wants, the offer he chose, and what the last match found (for rematch's changes). */
export const bomLines = pgTable(
  'bom_lines',
  {
    id: serial('id').primaryKey(),
    bomId: integer('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'cascade' }),
    /** 1-based row in the paste or the sheet. */
    row: integer('row').notNull(),
    goodsModel: varchar('goods_model', { length: 64 }).notNull(),
    modelNorm: varchar('model_norm', { length: 64 }).notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    brandText: varchar('brand_text', { length: 32 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Cents; null: none given. */
    targetPrice: integer('target_price'),
    targetUnit: smallint('target_unit').notNull().default(0),
    dateCode: varchar('date_code', { length: 16 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** The offer he picked (POST /bom/choose); null: the best one. */
    chosenGoodsId: integer('chosen_goods_id').references(() => goods.id, { onDelete: 'set null' }),
    /** The RFQ sent for this line (modules/rfq writes it). */
    rfqId: integer('rfq_id'),
    /** The last match: the offer shown (chosen or best), its price and available quantity, the class and confidence. */
    lastGoodsId: integer('last_goods_id'),
    lastPrice: integer('last_price'),
    lastAvailable: integer('last_available'),
    matchClass: varchar('match_class', { length: 8 }).notNull().default('none'),
    confidence: smallint('confidence').notNull().default(0),
  },
  (t) => [index('bom_lines_bom_idx').on(t.bomId, t.row, t.id)],
);

/**
 * The base part number of a goods (issue 24): mts_model_base(goods_model), an IMMUTABLE SQL function (migration
 * 0019), indexed as an expression so every writer of goods_model is right without writing anything more.
 */
export const goodsModelBase = sql`mts_model_base(goods_model)`;
