import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, categories } from './catalog.ts';
import { users } from './users.ts';

export type GoodsSpecRow = { label: string; value: string };

/** A tsvector written as its text form ('三星':1B 'samsung':2B …), built by modules/search/tokens.ts. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (value) => sql`${value}::tsvector`,
});

/** Columns a lead (线索) and the goods published from it have in common. */
export const listingColumns = () => ({
  /** 1 supply (货源), 2 demand (求购). */
  type: smallint('type').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  brandId: integer('brand_id').references(() => brands.id),
  /** Part number as written by the trader (型号), e.g. K4A8G165WC-BCTD. */
  goodsModel: varchar('goods_model', { length: 64 }).notNull().default(''),
  /** normalizePartNumber(goodsModel): lower case without separators, for matching k4a8g165 → K4A8G165WC-BCTD. */
  modelNorm: varchar('model_norm', { length: 64 }).notNull().default(''),
  goodsName: varchar('goods_name', { length: 128 }).notNull(),
  quantity: integer('quantity').notNull().default(0),
  /** 0 yuan, 10 dollar. */
  priceUnit: smallint('price_unit').notNull().default(0),
  /** Price (supply) or target price (demand) per piece in cents; null = 面议. */
  priceMin: integer('price_min'),
  dateCode: varchar('date_code', { length: 16 }).notNull().default(''),
  condition: varchar('condition', { length: 16 }).notNull().default(''),
  deliveryPlace: varchar('delivery_place', { length: 32 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
  contactMobile: varchar('contact_mobile', { length: 11 }).notNull().default(''),
  remark: text('remark').notNull().default(''),
  /** The brand as typed when it is not a known brand (brandId null). */
  brandText: varchar('brand_text', { length: 32 }).notNull().default(''),
  package: varchar('package', { length: 32 }).notNull().default(''),
  moq: integer('moq').notNull().default(1),
  taxIncluded: boolean('tax_included').notNull().default(false),
  /** 现货 (spot) or 期货 (forward). */
  stockType: varchar('stock_type', { length: 8 }).notNull().default('现货'),
  leadTime: varchar('lead_time', { length: 32 }).notNull().default(''),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  /**
   * Search lexemes: CJK bigrams, letter/digit tokens, the normalised part number, brand zh/en/aliases and
   * category names (searchVector in modules/search). Written with every insert/update; GIN-indexed.
   */
  searchText: tsvector('search_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Leads: what a trader submits; negotiators grab them and publish goods from them. */
export const clues = pgTable(
  'clues',
  {
    id: serial('id').primaryKey(),
    ...listingColumns(),
    ownerId: integer('owner_id').references(() => users.id),
    /** ClueStatus: 0 awaiting dispatch, 10 grabbed, 20 published, 90 withdrawn. */
    status: smallint('status').notNull().default(0),
    /** Negotiator who grabbed the lead. */
    negotiatorId: integer('negotiator_id').references(() => users.id),
  },
  (t) => [
    index('clues_status_idx').on(t.status, t.createdAt),
    index('clues_owner_idx').on(t.ownerId, t.type, t.createdAt),
    index('clues_search_idx').using('gin', t.searchText),
    /** Rows still to index (start-up backfill): empty in steady state, so the check on start is one probe. */
    index('clues_unindexed_idx').on(t.id).where(sql`search_text is null`),
  ],
);

/** Goods on the market (supply and demand listings). */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    ...listingColumns(),
    deputyTitle: varchar('deputy_title', { length: 200 }).notNull().default(''),
    specs: jsonb('specs').$type<GoodsSpecRow[]>().notNull().default([]),
    packing: varchar('packing', { length: 32 }).notNull().default(''),
    /** GoodsStatus: 0 on shelf, 1 off shelf, 90 deleted by its owner (kept for the orders that name it). */
    status: smallint('status').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id),
    clueId: integer('clue_id').references(() => clues.id),
    /** GoodsSource: 0 a lead published (or seeded), 1 a line of its owner's stock list (issue 23). */
    source: smallint('source').notNull().default(0),
  },
  (t) => [
    /**
     * Newest first within a status, and within a status and a brand, category or type: a list or a search with
     * a brand or category word walks one of these backwards for its ORDER BY created_at desc, id desc (a backward
     * scan gives DESC NULLS FIRST, the default that ORDER BY … desc asks for) and stops after the page.
     * The brand and category ones also carry the other filter columns after the order (as trailing keys, since
     * drizzle cannot declare INCLUDE; the order is already unique at id), so the capped count of a brand or
     * category search with filters is an index-only scan that stops at 1,001: DDR4 + 求购 + 原装 at 1M listings
     * 1.6 ms instead of a seq scan of 56,000 rows (17 ms), 海力士 + 内存条 0.7 ms instead of two 143,000-row bitmaps
     * (60 ms) (issue 23, docs/performance.md). The status one carries the part number the same way: the prefix and
     * contains arms of a part-number search (rankedArmIds) walk it index-only (1G16TB at 1M listings: 3,780 entries
     * in 0.7 ms instead of 3,780 heap visits in 18 ms).
     */
    index('goods_status_newest_idx').on(t.status, t.createdAt, t.id, t.modelNorm),
    index('goods_brand_newest_idx').on(t.status, t.brandId, t.createdAt, t.id, t.categoryId, t.type, t.condition, t.priceUnit),
    index('goods_category_newest_idx').on(t.status, t.categoryId, t.createdAt, t.id, t.brandId, t.type, t.condition, t.priceUnit),
    index('goods_type_newest_idx').on(t.status, t.type, t.createdAt, t.id),
    /**
     * Price order within a status and a price unit (a list or search with 价格单位 and 价格↑/↓ walks one of these
     * and stops after the page). Two indexes, because a backward scan would give DESC NULLS FIRST where
     * 价格↓ asks for NULLS LAST (求购 without a price go last either way).
     */
    index('goods_price_asc_idx').on(t.status, t.priceUnit, t.priceMin, t.id),
    index('goods_price_desc_idx').on(t.status, t.priceUnit, t.priceMin.desc().nullsLast(), t.id.desc().nullsFirst()),
    /** Foreign-key checks when a category or brand is deleted. */
    index('goods_category_idx').on(t.categoryId),
    index('goods_brand_idx').on(t.brandId),
    /**
     * A part number's exact matches, newest first (the exact arm of rankedArmIds walks it for one page: at 1M listings
     * K4A8G165WC-BCTD has 2,277, which a bitmap over model_norm alone fetched and sorted in 9 ms).
     */
    index('goods_model_norm_idx').on(t.modelNorm, t.status, t.createdAt, t.id),
    /**
     * The GIN indexes are built without fastupdate: with it, new listings wait in a pending list that every search
     * reads in full until (auto)vacuum merges it (8,700 entries after a bulk load made a part-number lookup 14 ms
     * instead of 1). Listings are written far less often than searched, so the insert pays instead.
     */
    index('goods_model_norm_trgm_idx').using('gin', t.modelNorm.op('gin_trgm_ops')).with({ fastupdate: false }),
    /** Prefix LIKE on the part number for any length (type-ahead from 2 characters). */
    index('goods_model_norm_prefix_idx').on(t.modelNorm.op('varchar_pattern_ops')),
    /**
     * BOM matching's near arm (issue 24): the base part number (brand prefix, packing, temperature and die-revision
     * suffixes removed) by an IMMUTABLE SQL function over goods_model, created by migration 0019_bom; see
     * modules/bom/match.ts and docs/decisions.md.
     */
    index('goods_model_base_idx').on(sql`mts_model_base(${t.goodsModel})`),
    /**
     * 行情 (issue 25): a part number's prices on the shelf now (the price panel's ask / bid side), index-only: at 1M
     * listings a popular part has ~2,500, which the plain base index fetched from the heap one by one.
     */
    index('goods_market_shelf_idx')
      .on(sql`mts_model_base(${t.goodsModel})`, t.priceUnit, t.type, t.priceMin)
      .where(sql`status = 0 and price_min > 0`),
    index('goods_search_idx').using('gin', t.searchText).with({ fastupdate: false }),
    index('goods_owner_idx').on(t.ownerId),
    index('goods_unindexed_idx').on(t.id).where(sql`search_text is null`),
    /**
     * A stock line's merge key (issue 23): one live line per owner, part number, date code and condition. The
     * import's INSERT … ON CONFLICT names it; a deleted line (90) leaves it, so the same line can be listed again.
     */
    uniqueIndex('goods_stock_key_uq').on(t.ownerId, t.modelNorm, t.dateCode, t.condition).where(sql`source = 1 and status <> 90`),
    /** 我的库存: the owner's stock lines, last updated first. */
    index('goods_stock_list_idx').on(t.ownerId, t.updatedAt, t.id).where(sql`source = 1`),
  ],
);

/** Recommended goods per page slot (which + position). */
export const recGoods = pgTable(
  'rec_goods',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    which: smallint('which').notNull().default(2),
    position: varchar('position', { length: 32 }).notNull().default('HOME'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [index('rec_goods_slot_idx').on(t.which, t.position, t.sort)],
);
