import { index, pgTable, serial, smallint, text, integer, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const bannerColumns = () => ({
  id: serial('id').primaryKey(),
  /** 1 PC, 2 mobile. */
  which: smallint('which').notNull(),
  /** 1 logo, 2 carousel, 4 ad, 5 nav. */
  type: smallint('type').notNull(),
  /** HOME, LAYOUT, CLUE_SOURCE, CLUE_BUY. */
  position: varchar('position', { length: 16 }).notNull(),
  title: varchar('title', { length: 128 }).notNull().default(''),
  text: varchar('text', { length: 256 }).notNull().default(''),
  remark: varchar('remark', { length: 256 }).notNull().default(''),
  image: text('image').notNull().default(''),
  imgUrl: text('img_url').notNull().default(''),
  activeImgUrl: text('active_img_url').notNull().default(''),
  url: text('url').notNull().default(''),
  path: text('path').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** 0 shown, 1 hidden. */
  status: smallint('status').notNull().default(0),
});

/** Carousels, logos, ads and the layout navigation (tab bar, PC top nav). */
export const banners = pgTable('banners', bannerColumns(), (t) => [index('banners_slot_idx').on(t.which, t.position, t.type)]);

/** Shortcut icons (快捷入口) on the home and clue pages. */
export const navItems = pgTable('nav_items', bannerColumns(), (t) => [index('nav_items_slot_idx').on(t.which, t.position)]);

/** Industry news for the desktop 先搜服务 grid. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    tag: varchar('tag', { length: 32 }).notNull().default(''),
    content: text('content').notNull().default(''),
    status: smallint('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

/** Dictionary entries (hot_search, goods_condition, price_unit, delivery_place, package, stock_type …). */
export const dictEntries = pgTable(
  'dict_entries',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    label: varchar('label', { length: 128 }).notNull(),
    value: varchar('value', { length: 128 }).notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [index('dict_entries_type_idx').on(t.dictType, t.sort)],
);

/**
 * The platform's inspection centres (issue 22): where sellers ship to and buyers collect from (买家自提). Managed in
 * the console as a content resource (admin/content.ts); GET /inspection/centres lists the shown ones by sort.
 * A centre orders were shipped to is never deleted (orders.centre_id), only hidden.
 */
export const inspectionCentres = pgTable(
  'inspection_centres',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    contact: varchar('contact', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    hours: varchar('hours', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 0 shown, 1 hidden. */
    status: smallint('status').notNull().default(0),
  },
  (t) => [uniqueIndex('inspection_centres_name_uq').on(t.name), index('inspection_centres_sort_idx').on(t.sort)],
);
