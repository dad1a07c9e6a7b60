import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clues, goods } from './goods.ts';
import { users } from './users.ts';

/** Intention orders (意向单) created from goods; negotiated until a trade contract. Amounts in cents. */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    goodsId: integer('goods_id').references(() => goods.id),
    buyerId: integer('buyer_id').references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id),
    quantity: integer('quantity').notNull(),
    priceUnit: smallint('price_unit').notNull().default(0),
    price: integer('price'),
    amount: integer('amount'),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pre_orders_buyer_idx').on(t.buyerId), index('pre_orders_seller_idx').on(t.sellerId), index('pre_orders_no_idx').on(t.orderNo)],
);

/** Trade orders (escrow: the buyer's payment is frozen until inspection passes). Amounts in cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    preOrderId: integer('pre_order_id').references(() => preOrders.id),
    goodsId: integer('goods_id').references(() => goods.id),
    buyerId: integer('buyer_id').references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id),
    quantity: integer('quantity').notNull(),
    priceUnit: smallint('price_unit').notNull().default(0),
    price: integer('price').notNull(),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_buyer_idx').on(t.buyerId), index('orders_seller_idx').on(t.sellerId), index('orders_no_idx').on(t.orderNo)],
);

/**
 * Follow-up items of negotiators (identity 10) and business followers (identity 20).
 * type 10 clue, 20 goods, 30 trade; model 1 seller side, 2 buyer side; status 1 pending.
 */
export const followItems = pgTable(
  'follow_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    model: smallint('model').notNull().default(1),
    identity: smallint('identity').notNull(),
    status: smallint('status').notNull().default(1),
    clueId: integer('clue_id').references(() => clues.id),
    goodsId: integer('goods_id').references(() => goods.id),
    preOrderId: integer('pre_order_id').references(() => preOrders.id),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    followedAt: timestamp('followed_at', { withTimezone: true }),
  },
  (t) => [index('follow_items_user_idx').on(t.userId, t.status)],
);
