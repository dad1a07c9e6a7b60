import { type AnyPgColumn, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Two-level category tree (DRAM颗粒 → DDR4 …). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 64 }).notNull(),
    picture: text('picture').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Manufacturers: Chinese and English names plus search aliases (海力士 / SK hynix / Hynix). */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    aliases: text('aliases').array().notNull().default([]),
    logo: text('logo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 0 shown, 1 hidden: no longer offered (suggestions, the publish form's match); its goods keep it and stay searchable. */
    status: smallint('status').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_name_uq').on(t.name)],
);

/** Categories recommended on the home page. */
export const recCategories = pgTable('rec_categories', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(0),
});
