import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods } from './goods.ts';
import { preOrders } from './trade.ts';
import { users } from './users.ts';

/**
 * 询价 (RFQ, issue 24): one part number a buyer asks the traders holding it to quote on until its deadline. It is
 * published as a 求购 goods (goods.source 2) for the demand pool, which leaves the shelf when the RFQ ends.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: serial('id').primaryKey(),
    /** XJ + China date + the id padded to 6 digits. */
    rfqNo: varchar('rfq_no', { length: 24 }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    /** The BOM line it was sent for (modules/bom), null for explicit lines. No foreign key: a deleted BOM keeps its RFQs. */
    bomId: integer('bom_id'),
    bomLineId: integer('bom_line_id'),
    goodsModel: varchar('goods_model', { length: 64 }).notNull(),
    modelNorm: varchar('model_norm', { length: 64 }).notNull(),
    brandName: varchar('brand_name', { length: 40 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Cents per piece; null: none given. */
    targetPrice: integer('target_price'),
    targetUnit: smallint('target_unit').notNull().default(0),
    dateCode: varchar('date_code', { length: 20 }).notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** 报价截止. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** RfqStatus: 0 报价中, 20 已截止, 30 已采纳, 90 已关闭. */
    status: smallint('status').notNull().default(0),
    /** Its 求购 goods in the demand pool. */
    goodsId: integer('goods_id').references(() => goods.id),
    acceptedQuoteId: integer('accepted_quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfqs_no_uq').on(t.rfqNo),
    /** 我的询价 (buyer), newest first. */
    index('rfqs_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    /** The deadline sweep: open RFQs past their deadline. */
    index('rfqs_open_deadline_idx').on(t.deadline).where(sql`status = 0`),
    /** 行情 (issue 25): a part number's quotes (rfq_quotes of its RFQs count as asks). */
    index('rfqs_model_base_idx').on(sql`mts_model_base(${t.goodsModel})`),
  ],
);

/** Who an RFQ was sent to (the fan-out), and anyone who quoted on it: the seller side of 我的询价. */
export const rfqRecipients = pgTable(
  'rfq_recipients',
  {
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.userId] }), index('rfq_recipients_user_idx').on(t.userId, t.rfqId)],
);

/** A seller's quote: one per seller per RFQ (updated while the RFQ is open). */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: serial('id').primaryKey(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** Cents per piece. */
    price: integer('price').notNull(),
    priceUnit: smallint('price_unit').notNull().default(0),
    quantity: integer('quantity').notNull(),
    dateCode: varchar('date_code', { length: 8 }).notNull(),
    condition: varchar('condition', { length: 16 }).notNull(),
    /** yyyy-MM-dd. */
    deliveryDate: varchar('delivery_date', { length: 10 }).notNull(),
    taxIncluded: boolean('tax_included').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /** RfqQuoteStatus: 0 报价中, 20 已采纳, 80 未采纳. */
    status: smallint('status').notNull().default(0),
    /** The intention order its acceptance created. */
    preOrderId: integer('pre_order_id').references(() => preOrders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_quotes_seller_uq').on(t.rfqId, t.sellerId), index('rfq_quotes_seller_idx').on(t.sellerId, t.rfqId)],
);
