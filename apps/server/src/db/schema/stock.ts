import { type SQL, sql } from 'drizzle-orm';
import { char, customType, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StockMapping } from '@mts/shared/stock';
import { tsvector } from './goods.ts';
import { users } from './users.ts';

/**
 * The file's bytes (bytea), written as one base64 text decoded by the database: PGlite turns a binary parameter into
 * hex one byte at a time (a 6 MB file became 6 million strings, 250 MB of heap). Read them with `fileBytes` (base64
 * too); a plain select still gets a Buffer (node-postgres) or a Uint8Array (PGlite), made a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | SQL }>({
  dataType: () => 'bytea',
  toDriver: (v) => sql`decode(${v.toString('base64')}, 'base64')`,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array)),
});

/** The upload's bytes read as base64 text and decoded here (see bytea above). */
export const fileBytes = () => sql<string>`encode(${stockUploads.bytes}, 'base64')`.mapWith((b64: string) => Buffer.from(b64, 'base64'));

/**
 * Stock files uploaded (issue 23), kept in the database so whichever instance runs the import reads them; an upload
 * not imported is swept after StockLimits.uploadTtlHours, an imported one when its import ends.
 */
export const stockUploads = pgTable(
  'stock_uploads',
  {
    /** 32 hex characters (random): the client's handle, checked against its owner on every use. */
    id: char('id', { length: 32 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    bytes: bytea('bytes').notNull(),
    /** The sheet read and its header as found (the reader's inspectStockFile). */
    sheet: varchar('sheet', { length: 64 }).notNull().default(''),
    headerRow: integer('header_row').notNull().default(1),
    headerKey: varchar('header_key', { length: 64 }).notNull().default(''),
    /** The lines the last preview counted, and on which sheet: an import of that sheet knows its total from the start. */
    previewSheet: varchar('preview_sheet', { length: 64 }),
    previewLines: integer('preview_lines'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_uploads_user_idx').on(t.userId), index('stock_uploads_created_idx').on(t.createdAt)],
);

/** The column mapping a trader confirmed for a header (its key): proposed again for his next file with that header. */
export const stockMappings = pgTable(
  'stock_mappings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headerKey: varchar('header_key', { length: 64 }).notNull(),
    mapping: jsonb('mapping').$type<StockMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headerKey] })],
);

/** A stock-list import: status per stockImportMachine (0 排队中, 10 导入中, 20 已完成, 80 导入失败, 90 已取消). */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file read (null once the import ended and the file was dropped). */
    uploadId: char('upload_id', { length: 32 }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sheet: varchar('sheet', { length: 64 }).notNull().default(''),
    headerRow: integer('header_row').notNull().default(1),
    mapping: jsonb('mapping').$type<StockMapping>().notNull(),
    /** merge 合并, sync 全量同步. */
    mode: varchar('mode', { length: 8 }).notNull(),
    status: smallint('status').notNull().default(0),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    offShelf: integer('off_shelf').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The Chinese reason of a failure; '' otherwise. */
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on every batch: an import queued or running whose heartbeat stopped is failed by the sweep. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_imports_user_idx').on(t.userId, t.id),
    /** One import at a time per trader, even when two requests race: the second INSERT fails (→ 409). */
    uniqueIndex('stock_imports_busy_uq').on(t.userId).where(sql`status in (0, 10)`),
  ],
);

/**
 * The lines of an import being read (staging): the valid ones with every goods column ready (search text included),
 * applied to goods in one set-based statement, then deleted; the refused ones (reason) kept for the report.
 */
export const stockImportLines = pgTable(
  'stock_import_lines',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    /** 1-based row in the sheet. */
    row: integer('row').notNull(),
    goodsModel: varchar('goods_model', { length: 64 }).notNull().default(''),
    modelNorm: varchar('model_norm', { length: 64 }).notNull().default(''),
    brandId: integer('brand_id'),
    brandText: varchar('brand_text', { length: 32 }).notNull().default(''),
    goodsName: varchar('goods_name', { length: 128 }).notNull().default(''),
    categoryId: integer('category_id'),
    quantity: integer('quantity').notNull().default(0),
    priceUnit: smallint('price_unit').notNull().default(0),
    priceMin: integer('price_min'),
    dateCode: varchar('date_code', { length: 16 }).notNull().default(''),
    condition: varchar('condition', { length: 16 }).notNull().default(''),
    package: varchar('package', { length: 32 }).notNull().default(''),
    moq: integer('moq').notNull().default(1),
    deliveryPlace: varchar('delivery_place', { length: 32 }).notNull().default(''),
    remark: text('remark').notNull().default(''),
    searchText: tsvector('search_text'),
    /** Why the line was refused (a StockMsg row text); null for a valid line. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
