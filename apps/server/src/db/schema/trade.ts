import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Contract } from '@mts/shared/schemas';
import { inspectionCentres } from './content.ts';
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
    /** price × quantity in cents: bigint, as 1e8 pcs at ¥1 000 000.00 passes int4 (read as a JS number, exact to 2^53). */
    amount: bigint('amount', { mode: 'number' }),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** The business follower (商务) who grabbed it from the pool (PreOrderStatus.Following). */
    followerId: integer('follower_id').references(() => users.id),
    /** Who created it: the buyer (buy now, cart) or the seller (a quote on a 求购 goods); the one who may cancel. */
    initiatorId: integer('initiator_id').references(() => users.id),
    /**
     * The negotiator who published the goods (clues.negotiator_id of goods.clue_id), or, for goods without one, the
     * negotiator who took it from the pool (null until then); confirms, edits or rejects.
     */
    negotiatorId: integer('negotiator_id').references(() => users.id),
    deliveryPlace: varchar('delivery_place', { length: 32 }).notNull().default(''),
    /** yyyy-MM-dd. */
    deliveryDate: varchar('delivery_date', { length: 10 }).notNull().default(''),
    taxIncluded: boolean('tax_included').notNull().default(false),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull().default(''),
    /** Quotes: the seller's 批号 and 成色. */
    dateCode: varchar('date_code', { length: 16 }).notNull().default(''),
    condition: varchar('condition', { length: 16 }).notNull().default(''),
    /** Why it was cancelled or rejected (已取消). */
    closeReason: text('close_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pre_orders_buyer_idx').on(t.buyerId),
    index('pre_orders_seller_idx').on(t.sellerId),
    uniqueIndex('pre_orders_no_uq').on(t.orderNo),
    index('pre_orders_negotiator_idx').on(t.negotiatorId),
    /** The business followers' pool: confirmed, newest first. */
    index('pre_orders_status_newest_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** A change to an intention order by its negotiator: each field's old and new value, who and when. */
export interface PreOrderChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export const preOrderRevisions = pgTable(
  'pre_order_revisions',
  {
    id: serial('id').primaryKey(),
    preOrderId: integer('pre_order_id')
      .notNull()
      .references(() => preOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    changes: jsonb('changes').$type<PreOrderChange[]>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pre_order_revisions_pre_order_idx').on(t.preOrderId, t.createdAt)],
);

/** The contract as stored in orders.contract: the shared schema's shape (mobiles unmasked; masked per reader). */
export type ContractSnapshot = Contract;

/**
 * Trade orders (escrow: the buyer's payment is frozen until inspection passes). Amounts in cents. Created 待确认合同
 * by the buyer-side business follower from an intention order 跟单中 (POST /order/generateContract), with the
 * contract frozen in `contract` (jsonb); the seller side is the second business follower who takes it from the pool.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    preOrderId: integer('pre_order_id').references(() => preOrders.id),
    goodsId: integer('goods_id').references(() => goods.id),
    buyerId: integer('buyer_id').references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id),
    quantity: integer('quantity').notNull(),
    priceUnit: smallint('price_unit').notNull().default(0),
    price: integer('price').notNull(),
    /** price × quantity in cents: bigint like pre_orders.amount (read as a JS number, exact to 2^53). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    /** The frozen contract (generated; confirmedBy/At set once on confirmation). */
    contract: jsonb('contract').$type<ContractSnapshot>().notNull(),
    /** The business follower of the buyer side (model 2), who generated the contract. */
    buyerFollowerId: integer('buyer_follower_id').references(() => users.id),
    /** The business follower of the seller side (model 1): null while the slot is in the pool. */
    sellerFollowerId: integer('seller_follower_id').references(() => users.id),
    /** The negotiator of the goods (from the intention order). */
    negotiatorId: integer('negotiator_id').references(() => users.id),
    /** Why it was closed (the contract returned, …). */
    closeReason: text('close_reason').notNull().default(''),
    /** The platform fee in basis points, fixed at generation (PLATFORM_FEE_BPS). */
    feeBps: integer('fee_bps').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // ---- Money and fulfilment (issue 11) ----
    /** wallet 余额支付 or transfer 对公转账; null until paid. */
    payMethod: varchar('pay_method', { length: 8 }),
    carrier: varchar('carrier', { length: 30 }).notNull().default(''),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The inspection centre the seller shipped to (issue 22; null for orders shipped before centres existed). */
    centreId: integer('centre_id').references(() => inspectionCentres.id),
    /** The inspector holding it (grabbed or assigned at 待验货). */
    inspectorId: integer('inspector_id').references(() => users.id),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    // ---- The platform's leg (issue 22): centre → buyer ----
    /** The buyer's choice: express 快递寄送 (to receiver_address) or pickup 买家自提 at the centre; null until he chooses. */
    deliveryMethod: varchar('delivery_method', { length: 8 }),
    receiverName: varchar('receiver_name', { length: 30 }).notNull().default(''),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull().default(''),
    receiverAddress: varchar('receiver_address', { length: 200 }).notNull().default(''),
    /** The platform's shipment (express) from the centre: carrier and tracking number; '' for pickup. */
    deliveryCarrier: varchar('delivery_carrier', { length: 30 }).notNull().default(''),
    deliveryTrackingNo: varchar('delivery_tracking_no', { length: 40 }).notNull().default(''),
    /** When the platform shipped it or the buyer collected it (待收货); the auto-confirm clock starts here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The inspector or operator who recorded the delivery. */
    delivererId: integer('deliverer_id').references(() => users.id),
    /** Settlement: the fee kept (cents) and when (已完成). */
    fee: bigint('fee', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * The dispute under way (issue 12), else null. Set and cleared with the dispute in one transaction; the held moves
     * (ship, confirm receipt, auto-confirm, cancel, refund) require it null in their conditional UPDATE.
     */
    openDisputeId: integer('open_dispute_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    uniqueIndex('orders_contract_no_uq').on(t.contractNo),
    /** The lists, newest first: mine as buyer, as seller, as the buyer-side follower. */
    index('orders_buyer_newest_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_seller_newest_idx').on(t.sellerId, t.createdAt, t.id),
    index('orders_buyer_follower_newest_idx').on(t.buyerFollowerId, t.createdAt, t.id),
    /** The pool's seller slots: 待确认合同 with no seller follower. */
    index('orders_status_seller_follower_idx').on(t.status, t.sellerFollowerId, t.createdAt),
    index('orders_pre_order_idx').on(t.preOrderId),
    /** 行情 (issue 25): a part number's deals (completed orders of its goods). */
    index('orders_completed_goods_idx').on(t.goodsId).where(sql`status = 50`),
    /** The inspectors' list and the auto-confirm sweep. */
    index('orders_status_inspector_idx').on(t.status, t.inspectorId, t.shippedAt),
    index('orders_status_inspected_idx').on(t.status, t.inspectedAt),
    /** The auto-confirm sweep: 待收货 by delivery time. */
    index('orders_status_delivered_idx').on(t.status, t.deliveredAt),
  ],
);

/** Bank transfers recorded against an order (对公转账): 10 待确认, 20 已确认, 30 已驳回 (transferMachine). */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who recorded it (the buyer or the buyer-side business follower). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payerName: varchar('payer_name', { length: 60 }).notNull(),
    /** As entered, China time yyyy-MM-dd HH:mm[:ss]. */
    paidAt: varchar('paid_at', { length: 19 }).notNull(),
    receiptUrl: varchar('receipt_url', { length: 200 }).notNull(),
    status: smallint('status').notNull().default(10),
    reason: text('reason').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_transfers_order_idx').on(t.orderId),
    index('order_transfers_status_idx').on(t.status, t.createdAt),
    /** One pending record per order. */
    uniqueIndex('order_transfers_pending_uq').on(t.orderId).where(sql`status = 10`),
  ],
);

/** The inspector's report: one per order. */
export const orderInspections = pgTable(
  'order_inspections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    inspectorId: integer('inspector_id')
      .notNull()
      .references(() => users.id),
    result: varchar('result', { length: 8 }).notNull(),
    countedQuantity: integer('counted_quantity').notNull(),
    dateCodeSeen: varchar('date_code_seen', { length: 20 }).notNull().default(''),
    markings: varchar('markings', { length: 200 }).notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_inspections_order_uq').on(t.orderId), index('order_inspections_inspector_idx').on(t.inspectorId, t.createdAt)],
);

/** Ratings after 已完成: per order, rater and target (order = the other party, staff = the rater's business follower, negotiator = the goods' negotiator), once. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id),
    raterRole: varchar('rater_role', { length: 8 }).notNull(),
    target: varchar('target', { length: 16 }).notNull(),
    rateeId: integer('ratee_id').references(() => users.id),
    stars: smallint('stars').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_ratings_once_uq').on(t.orderId, t.raterId, t.target),
    index('order_ratings_ratee_idx').on(t.rateeId, t.target, t.createdAt),
    index('order_ratings_rater_idx').on(t.raterId, t.createdAt),
  ],
);

/** The order's full history: every status change (and the seller side's take), who, when, from → to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who acted; null for the system. */
    userId: integer('user_id').references(() => users.id),
    /** The move's name: generate, takeSellerSide, confirmContract, rejectContract, pay, … */
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
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
    /** Why the negotiator closed the lead as 无效 (FollowStatus.Closed). */
    closeReason: text('close_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last follow record (跟进记录); null until the first, which stops the lead timing out. */
    followedAt: timestamp('followed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_items_user_idx').on(t.userId, t.status),
    index('follow_items_user_newest_idx').on(t.userId, t.createdAt, t.id),
    index('follow_items_clue_idx').on(t.clueId),
    index('follow_items_pre_order_idx').on(t.preOrderId),
    index('follow_items_order_idx').on(t.orderId),
    /** At most one open item per lead: a database guard behind the conditional grab. */
    uniqueIndex('follow_items_open_clue_uq').on(t.clueId).where(sql`type = 10 and status = 1`),
    /** The timeout sweep: pending lead items never followed up, oldest first. */
    index('follow_items_stale_idx').on(t.createdAt).where(sql`type = 10 and status = 1 and followed_at is null`),
  ],
);

/** Follow records (跟进记录): each contact with the lead's owner or the parties, noted with time and text. */
export const followNotes = pgTable(
  'follow_notes',
  {
    id: serial('id').primaryKey(),
    followId: integer('follow_id')
      .notNull()
      .references(() => followItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('follow_notes_follow_idx').on(t.followId, t.createdAt)],
);

/** 屏蔽: a lead (blockType 10) or pre-order (20) hidden from one staff member's pool, for good. */
export const dispatchBlocks = pgTable(
  'dispatch_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    blockType: smallint('block_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dispatch_blocks_uq').on(t.userId, t.blockType, t.targetId)],
);

/**
 * Disputes on paid, unfinished orders (issue 12): opened by the buyer, the seller or an operator with a reason; decided
 * by an operator: release to the seller (less the fee) or refund to the buyer. status 10 处理中, 20 已放款, 30 已退款
 * (disputeMachine). At most one open dispute per order.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    /** buyer, seller or operator. */
    openerRole: varchar('opener_role', { length: 8 }).notNull(),
    reason: text('reason').notNull(),
    /** The order's status when the dispute was opened. */
    orderStatus: smallint('order_status').notNull(),
    status: smallint('status').notNull().default(10),
    decisionNote: text('decision_note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('order_disputes_order_idx').on(t.orderId, t.id),
    index('order_disputes_status_idx').on(t.status, t.id),
    uniqueIndex('order_disputes_open_uq').on(t.orderId).where(sql`status = 10`),
  ],
);
