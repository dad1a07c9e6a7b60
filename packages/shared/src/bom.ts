/**
 * BOM配单 (issue 24): a buyer's parts list matched line by line against the goods on the shelf. Plain constants
 * (no zod): safe in any web chunk; export path `@mts/shared/bom` (never @mts/shared/constants: the phone home budget).
 */
import { STOCK_FIELD_SYNONYMS } from './stock';

export const BomLimits = {
  /** Lines per BOM (paste or file); more is refused with BomMsg.tooManyLines. */
  maxLines: 2000,
  /** Bytes of pasted text. */
  maxPasteBytes: 200_000,
  /** A part number's length after trimming. */
  modelMax: 64,
  /** A BOM's name. */
  nameMax: 40,
  /** 我的BOM page size. */
  pageSize: 20,
  /** Offers kept per line (GET /bom/offers). */
  offersPerLine: 10,
  /** An RFQ's deadline: at least this many hours ahead … */
  rfqMinHours: 2,
  /** … at most this many days ahead; */
  rfqMaxDays: 30,
  /** the picker's default. */
  rfqDefaultDays: 3,
  /** Sellers who listed the part number (on or off shelf) in this many days receive the RFQ. */
  rfqSellerWindowDays: 90,
  /** Saved BOMs per user. */
  maxBoms: 200,
} as const;

/** How a line matched: 精确 (same normalised part number), 近似 (same part, another suffix/prefix/alias), 未找到. */
export const MatchClass = { Exact: 'exact', Near: 'near', None: 'none' } as const;
export type MatchClassValue = (typeof MatchClass)[keyof typeof MatchClass];
export const MATCH_CLASSES = ['exact', 'near', 'none'] as const;
export const MATCH_CLASS_LABELS: Record<MatchClassValue, string> = { exact: '精确', near: '近似', none: '未找到' };

/** Coverage of a BOM (by lines): every line has enough / some / none. */
export const BOM_COVERAGES = ['full', 'partial', 'none'] as const;
export type BomCoverage = (typeof BOM_COVERAGES)[number];
export const BOM_COVERAGE_LABELS: Record<BomCoverage, string> = { full: '全部有货', partial: '部分', none: '无货' };

/** The fields of a BOM line, in the export's column order. `goodsModel` and `quantity` are required. */
export const BOM_FIELDS = ['goodsModel', 'brand', 'quantity', 'targetPrice', 'dateCode', 'remark'] as const;
export type BomField = (typeof BOM_FIELDS)[number];
export const BOM_FIELD_LABELS: Record<BomField, string> = {
  goodsModel: '型号',
  brand: '品牌',
  quantity: '数量',
  targetPrice: '目标价',
  dateCode: '批次要求',
  remark: '备注',
};

/**
 * Header names per field, compared like the stock reader does (lower-cased, spaces, dots, slashes and brackets
 * removed). First match wins, in BOM_FIELDS order; targetPrice before the stock's 单价 so a BOM's price column is
 * the target price.
 */
export const BOM_FIELD_SYNONYMS: Record<BomField, readonly string[]> = {
  goodsModel: STOCK_FIELD_SYNONYMS.goodsModel,
  brand: STOCK_FIELD_SYNONYMS.brand,
  quantity: [...STOCK_FIELD_SYNONYMS.quantity, '需求数量', '需求量', '采购数量', '用量'],
  targetPrice: ['目标价', '目标单价', 'target', 'targetprice', '单价', '价格', 'price'],
  dateCode: [...STOCK_FIELD_SYNONYMS.dateCode, '批次要求'],
  remark: STOCK_FIELD_SYNONYMS.remark,
};

/** Match confidence: exact 100; near between these. */
export const BomConfidence = { exact: 100, nearMax: 90, nearMin: 60 } as const;
