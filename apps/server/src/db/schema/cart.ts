import { boolean, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './goods.ts';
import { users } from './users.ts';

/** Cart lines; goods have no SKUs yet, so goods_sku_id mirrors goods_id in the API. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    goodsNum: integer('goods_num').notNull().default(1),
    isChecked: boolean('is_checked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_goods_uq').on(t.userId, t.goodsId)],
);
