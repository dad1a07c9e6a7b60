import { z } from 'zod';
import { GoodsStatus } from '../status/goods';
import { StockImportStatus } from '../status/stock-import';
import { STOCK_FIELDS, STOCK_IMPORT_MODES, StockLimits } from '../stock';
import { PublishMsg, StockMsg } from '../messages';
import { bodyIdField, envelope, idField, pagedRows, textField } from './common';

/**
 * Stock lists (issue 23). The flow: POST /stock/upload (multipart "file") reads the header and proposes a mapping
 * → POST /stock/preview checks every line under the mapping → POST /stock/import queues the job → progress over the
 * websocket (`stock.import`) and GET /stock/import/detail → GET /stock/import/report (.xlsx). 我的库存:
 * GET /stock/list, POST /stock/shelf, POST /stock/delete, POST /stock/edit, GET /stock/export, GET /stock/template.
 */

/** One column of the sheet: its position, its header text and the field it was recognised as (null: not read). */
export const stockColumn = z.object({ index: z.number().int(), header: z.string(), field: z.enum(STOCK_FIELDS).nullable() });
export type StockColumn = z.infer<typeof stockColumn>;

const columnIndex = z.number({ error: StockMsg.mappingColumn }).int(StockMsg.mappingColumn).min(0, StockMsg.mappingColumn).max(255, StockMsg.mappingColumn);
/** field → column; 型号 required; one column per field. */
export const stockMapping = z
  .object(Object.fromEntries(STOCK_FIELDS.map((f) => [f, columnIndex.optional()])) as Record<(typeof STOCK_FIELDS)[number], z.ZodOptional<typeof columnIndex>>)
  .strict()
  .refine((m) => m.goodsModel !== undefined, { message: StockMsg.mappingModel })
  .refine((m) => {
    const used = Object.values(m).filter((v) => v !== undefined);
    return new Set(used).size === used.length;
  }, { message: StockMsg.mappingDuplicate });

/** An uploaded file's handle: opaque, the caller's own, valid for StockLimits.uploadTtlHours. */
const uploadId = z.string().regex(/^[a-f0-9]{32}$/, StockMsg.uploadExpired);

/** POST /stock/upload reply: the sheet read, where its header is, the columns and the proposed mapping. */
export const stockUploadResult = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  /** The workbook's sheets (a CSV has one, named after the file); `sheet` is the one read. */
  sheets: z.array(z.string()),
  sheet: z.string(),
  /** 1-based row number of the header in the sheet. */
  headerRow: z.number().int(),
  columns: z.array(stockColumn),
  /** Recognised from the header, or the trader's mapping remembered for the same header. */
  mapping: stockMapping,
  /** True when `mapping` is the one he confirmed last time for this header. */
  remembered: z.boolean(),
  /** The CSV's encoding as detected ('utf-8', 'gb18030'); null for a workbook. */
  encoding: z.string().nullable(),
});
export type StockUploadResult = z.infer<typeof stockUploadResult>;
export const stockUploadReply = envelope(stockUploadResult);

/** POST /stock/preview and POST /stock/import take the file, the sheet and the mapping confirmed. */
export const stockPreviewBody = z.object({
  uploadId,
  sheet: textField({ max: 64 }).optional(),
  mapping: stockMapping,
});
export type StockPreviewBody = z.infer<typeof stockPreviewBody>;

/** One line as it will be listed. */
export const stockLine = z.object({
  /** 1-based row number in the sheet. */
  row: z.number().int(),
  goodsModel: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  quantity: z.number().int(),
  dateCode: z.string(),
  /** Cents per piece; null = 面议. */
  priceMin: z.number().int().nullable(),
  /** 0 ¥, 10 $. */
  priceUnit: z.number().int(),
  package: z.string(),
  moq: z.number().int(),
  condition: z.string(),
  deliveryPlace: z.string(),
  remark: z.string(),
});
export type StockLine = z.infer<typeof stockLine>;

export const stockRowError = z.object({ row: z.number().int(), goodsModel: z.string(), reason: z.string() });
export type StockRowError = z.infer<typeof stockRowError>;

export const stockPreviewResult = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  /** The first StockLimits.previewRows valid lines. */
  sample: z.array(stockLine),
  /** The first StockLimits.previewErrors refused lines (duplicates included), by row. */
  errors: z.array(stockRowError),
});
export type StockPreviewResult = z.infer<typeof stockPreviewResult>;
export const stockPreviewReply = envelope(stockPreviewResult);

export const stockImportBody = stockPreviewBody.extend({ mode: z.enum(STOCK_IMPORT_MODES, { error: StockMsg.badValue }) });
export type StockImportBody = z.infer<typeof stockImportBody>;

const importStatuses = Object.values(StockImportStatus) as [number, ...number[]];
export const stockImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mode: z.enum(STOCK_IMPORT_MODES),
  status: z.number().int().refine((s) => importStatuses.includes(s)),
  /** Lines of the file: counted by its preview (0 while running without one: not known yet), exact once it ended. */
  total: z.number().int(),
  /** Lines read so far. */
  done: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  offShelf: z.number().int(),
  refused: z.number().int(),
  /** The Chinese reason of a failure; '' otherwise. */
  error: z.string(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type StockImport = z.infer<typeof stockImport>;
export const stockImportReply = envelope(stockImport);
/** GET /stock/import/current: the caller's latest import (null: none yet), so a reloaded page finds its job. */
export const stockImportCurrentReply = envelope(stockImport.nullable());
export const stockImportIdQuery = z.object({ id: idField() });
export const stockImportIdBody = z.object({ id: bodyIdField() });

/** GET /stock/list: the caller's stock-list goods. */
export const stockListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(StockLimits.pageSize),
  keyword: textField({ max: 64 }).optional(),
  /** 0 on shelf, 1 off shelf; absent: both. */
  status: z.coerce.number().int().refine((s) => s === GoodsStatus.OnShelf || s === GoodsStatus.OffShelf, StockMsg.badValue).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuery>;
export const stockGoodsRow = stockLine.omit({ row: true, brandId: true }).extend({
  id: z.number().int(),
  status: z.number().int(),
  updateTime: z.string(),
});
export type StockGoodsRow = z.infer<typeof stockGoodsRow>;
export const stockListReply = pagedRows(stockGoodsRow);

const bulkIds = z
  .array(bodyIdField(), { error: StockMsg.idsRequired })
  .min(1, StockMsg.idsRequired)
  .max(StockLimits.maxBulkIds, StockMsg.tooManyIds);
/** POST /stock/shelf {ids, status}: 0 上架, 1 下架 (lines already there are left alone). */
export const stockShelfBody = z.object({
  ids: bulkIds,
  status: z.number().int().refine((s) => s === GoodsStatus.OnShelf || s === GoodsStatus.OffShelf, StockMsg.badValue),
});
export const stockDeleteBody = z.object({ ids: bulkIds });
export const stockBulkReply = envelope(z.object({ changed: z.number().int() }));
/** POST /stock/edit {id, priceMin?, priceUnit?, quantity?}: inline edit of price (cents; null 面议) and quantity. */
export const stockEditBody = z.object({
  id: bodyIdField(),
  priceMin: z.number({ error: PublishMsg.priceMin }).int(PublishMsg.priceMin).min(1, PublishMsg.priceMin).max(100_000_000, PublishMsg.priceMin).nullable().optional(),
  priceUnit: z.union([z.literal(0), z.literal(10)], { error: PublishMsg.priceUnit }).optional(),
  quantity: z.number({ error: PublishMsg.quantity }).int(PublishMsg.quantity).min(0, PublishMsg.quantity).max(100_000_000, PublishMsg.quantity).optional(),
});
export type StockEditBody = z.infer<typeof stockEditBody>;
export const stockEditReply = envelope(stockGoodsRow);
