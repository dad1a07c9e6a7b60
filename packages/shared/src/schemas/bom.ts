import { z } from 'zod';
import { BOM_COVERAGES, BomLimits, MATCH_CLASSES } from '../bom';
import { BomMsg, InputMsg } from '../messages';
import { bodyIdField, envelope, idField, pagedRows, textField } from './common';
import { preOrderRow } from './trade';

/**
 * BOM配单 (issue 24). POST /bom/create (paste) or POST /bom/upload (file) → BomDetail; GET /bom/list, /bom/detail,
 * /bom/offers; POST /bom/choose, /bom/rematch, /bom/toCart, /bom/toPreOrders, /bom/delete; GET /bom/export (.xlsx).
 * Every BOM is its owner's only (others: 404).
 */

const bomName = textField({ max: BomLimits.nameMax, message: BomMsg.nameTooLong });

/** Non-blank lines of a pasted text. */
const countLines = (text: string): number => {
  let n = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== '') n += 1;
  return n;
};

/** POST /bom/create {name?, text}: one part per line (`型号 数量 [品牌] [目标价…]` or tab-separated from Excel). */
export const bomCreateBody = z.object({
  name: bomName.optional(),
  text: z
    .string({ error: BomMsg.textRequired })
    .max(5_000_000, BomMsg.textTooLong)
    .superRefine((text, ctx) => {
      const lines = countLines(text);
      if (lines === 0) ctx.addIssue({ code: 'custom', message: BomMsg.textRequired, abort: true });
      else if (lines > BomLimits.maxLines) ctx.addIssue({ code: 'custom', message: BomMsg.tooManyLines, abort: true });
      else if (new TextEncoder().encode(text).length > BomLimits.maxPasteBytes) ctx.addIssue({ code: 'custom', message: BomMsg.textTooLong, abort: true });
    }),
});
export type BomCreateBody = z.infer<typeof bomCreateBody>;

/** An offer for a line: one goods on the shelf. Prices in cents (null 面议); priceUnit 0 ¥, 10 $. */
export const bomOffer = z.object({
  goodsId: z.number().int(),
  goodsModel: z.string(),
  brandName: z.string(),
  priceMin: z.number().int().nullable(),
  priceUnit: z.number().int(),
  /** Available quantity. */
  quantity: z.number().int(),
  moq: z.number().int(),
  dateCode: z.string(),
  condition: z.string(),
  deliveryPlace: z.string(),
  sellerId: z.number().int(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  /** 0–5, null: not rated yet. */
  rating: z.number().nullable(),
  matchClass: z.enum(MATCH_CLASSES),
  /** 0–100. */
  confidence: z.number().int(),
});
export type BomOffer = z.infer<typeof bomOffer>;

/** What changed on a line since the previous match (POST /bom/rematch). */
export const bomLineChanges = z.object({
  price: z.tuple([z.number().int().nullable(), z.number().int().nullable()]).optional(),
  available: z.tuple([z.number().int(), z.number().int()]).optional(),
  gone: z.literal(true).optional(),
});
export type BomLineChanges = z.infer<typeof bomLineChanges>;

export const bomLineMatch = z.object({
  id: z.number().int(),
  /** 1-based row in the paste or the sheet. */
  row: z.number().int(),
  goodsModel: z.string(),
  brandName: z.string(),
  quantity: z.number().int(),
  /** Cents; null: none given. */
  targetPrice: z.number().int().nullable(),
  targetUnit: z.number().int(),
  dateCode: z.string(),
  remark: z.string(),
  matchClass: z.enum(MATCH_CLASSES),
  confidence: z.number().int(),
  offerCount: z.number().int(),
  best: bomOffer.nullable(),
  /** The offer he picked, else the best. */
  chosen: bomOffer.nullable(),
  rfqId: z.number().int().nullable(),
  changes: bomLineChanges.optional(),
});
export type BomLineMatch = z.infer<typeof bomLineMatch>;

export const bomTotal = z.object({ priceUnit: z.number().int(), amount: z.number().int() });
export const bomSummary = z.object({
  lines: z.number().int(),
  /** Lines whose chosen offer has the whole wanted quantity. */
  linesCovered: z.number().int(),
  /** Lines with an offer short of the wanted quantity. */
  linesPartial: z.number().int(),
  linesNone: z.number().int(),
  qtyWanted: z.number().int(),
  qtyCovered: z.number().int(),
  coverage: z.enum(BOM_COVERAGES),
  /** Per currency (never summed across): chosen price × min(wanted, available), cents. */
  totals: z.array(bomTotal),
});
export type BomSummary = z.infer<typeof bomSummary>;

export const bomRowError = z.object({ row: z.number().int(), text: z.string(), reason: z.string() });
export type BomRowError = z.infer<typeof bomRowError>;

export const bomDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  createTime: z.string(),
  matchedAt: z.string(),
  lines: z.array(bomLineMatch),
  summary: bomSummary,
  /** Lines refused on create/upload (not saved). */
  errors: z.array(bomRowError).optional(),
});
export type BomDetail = z.infer<typeof bomDetail>;
export const bomDetailReply = envelope(bomDetail);

/** GET /bom/list?pageNum&pageSize */
export const bomListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(BomLimits.pageSize),
});
export type BomListQuery = z.infer<typeof bomListQuery>;
export const bomRow = z.object({
  id: z.number().int(),
  name: z.string(),
  lineCount: z.number().int(),
  coverage: z.enum(BOM_COVERAGES),
  createTime: z.string(),
  updateTime: z.string(),
});
export type BomRow = z.infer<typeof bomRow>;
export const bomListReply = pagedRows(bomRow);

/** GET /bom/detail?id, GET /bom/export?id */
export const bomIdQuery = z.object({ id: idField() });
/** POST /bom/rematch {id}, POST /bom/delete {id} */
export const bomIdBody = z.object({ id: bodyIdField() });
/** GET /bom/offers?lineId */
export const bomOffersQuery = z.object({ lineId: idField() });
export const bomOffersReply = z.object({ code: z.number().int(), msg: z.string(), rows: z.array(bomOffer) });

/** POST /bom/choose {lineId, goodsId} */
export const bomChooseBody = z.object({ lineId: bodyIdField(), goodsId: bodyIdField() });
export type BomChooseBody = z.infer<typeof bomChooseBody>;
export const bomLineReply = envelope(bomLineMatch);

/** POST /bom/toCart and /bom/toPreOrders {id, lineIds} */
export const bomLinesBody = z.object({
  id: bodyIdField(),
  lineIds: z.array(bodyIdField(), { error: BomMsg.linesRequired }).min(1, BomMsg.linesRequired).max(BomLimits.maxLines, InputMsg.badId),
});
export type BomLinesBody = z.infer<typeof bomLinesBody>;
export const bomRefusal = z.object({ lineId: z.number().int(), reason: z.string() });
export type BomRefusal = z.infer<typeof bomRefusal>;
export const bomToCartReply = envelope(z.object({ added: z.number().int(), refused: z.array(bomRefusal) }));
export const bomToPreOrdersReply = envelope(z.object({ list: z.array(preOrderRow), refused: z.array(bomRefusal) }));
