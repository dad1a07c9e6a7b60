import { z } from 'zod';
import { BomLimits } from '../bom';
import { CONDITIONS, PriceUnit, PublishLimits } from '../constants';
import { RfqMsg, TradeMsg } from '../messages';
import { RfqStatus } from '../status/rfq';
import { DATE_CODE_RE } from './clue';
import { bodyIdField, envelope, idField, intEnum, intField, pagedRows, pageQuery, textField } from './common';
import { deliveryDateField, preOrderRow } from './trade';

/**
 * 询价 (RFQ, issue 24; docs/api.md): POST /rfq/create (one RFQ per line, fanned out to the traders holding the part
 * number, published as a 求购 with its 报价截止) → GET /rfq/list (buyer / seller) → GET /rfq/detail → POST /rfq/quote
 * (a seller; one per RFQ, updated while open) → POST /rfq/accept (the buyer: an intention order) | POST /rfq/close.
 */

/** Bounds of an RFQ, from BomLimits (@mts/shared/bom). */
export const RfqLimits = {
  /** The deadline: at least this many hours ahead … */
  minHours: BomLimits.rfqMinHours,
  /** … and at most this many days. */
  maxDays: BomLimits.rfqMaxDays,
  /** The deadline the forms propose. */
  defaultDays: BomLimits.rfqDefaultDays,
  /** Recipients: traders who listed the part number (on or off shelf) within this many days. */
  sellerWindowDays: BomLimits.rfqSellerWindowDays,
  /** Lines per create (a BOM's maximum). */
  maxLines: BomLimits.maxLines,
  pageSize: BomLimits.pageSize,
} as const;

const quantityField = intField(RfqMsg.quantity).min(1, RfqMsg.quantity).max(PublishLimits.maxQuantity, RfqMsg.quantity);
const priceUnitField = z.union([z.literal(PriceUnit.Yuan), z.literal(PriceUnit.Dollar)], { error: RfqMsg.priceUnit });
/** ISO 8601 date-time with an offset or Z (`2025-06-01T18:00:00+08:00`); the range is checked by the server's clock. */
const deadlineField = textField({ max: 40, message: RfqMsg.deadline }).refine(
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  RfqMsg.deadline,
);
const remarkField = textField({ max: 500, message: RfqMsg.remark, multiline: true });

/** One line to ask for (explicit lines, without a BOM). */
export const rfqLineInput = z.object({
  goodsModel: textField({ min: 1, max: 64, message: RfqMsg.goodsModel }),
  brand: textField({ max: 40, message: RfqMsg.brand }).optional(),
  quantity: quantityField,
  /** Cents per piece. */
  targetPrice: intField(RfqMsg.targetPrice).min(1, RfqMsg.targetPrice).max(PublishLimits.maxPriceCents, RfqMsg.targetPrice).nullable().optional(),
  targetUnit: priceUnitField.optional(),
  /** 批次要求 as the buyer wrote it (24+, 2 年内 …). */
  dateCode: textField({ max: 20, message: RfqMsg.dateCode }).optional(),
});
export type RfqLineInput = z.infer<typeof rfqLineInput>;

/** POST /rfq/create from a BOM's lines (the caller's BOM). */
export const rfqCreateFromBomBody = z.object({
  bomId: bodyIdField(RfqMsg.bomNotFound),
  lineIds: z.array(bodyIdField(RfqMsg.bomLineNotFound), { error: RfqMsg.linesRequired }).min(1, RfqMsg.linesRequired).max(RfqLimits.maxLines, RfqMsg.tooManyLines),
  deadline: deadlineField,
  remark: remarkField.optional(),
});
/** POST /rfq/create from explicit lines. */
export const rfqCreateFromLinesBody = z.object({
  lines: z.array(rfqLineInput, { error: RfqMsg.linesRequired }).min(1, RfqMsg.linesRequired).max(RfqLimits.maxLines, RfqMsg.tooManyLines),
  deadline: deadlineField,
  remark: remarkField.optional(),
});
/** POST /rfq/create: {bomId, lineIds, deadline, remark?} or {lines, deadline, remark?}; one RFQ per line. */
export const rfqCreateBody = z.union([rfqCreateFromBomBody, rfqCreateFromLinesBody], { error: RfqMsg.linesRequired });
export type RfqCreateBody = z.infer<typeof rfqCreateBody>;
export type RfqCreateInput = z.input<typeof rfqCreateBody>;

/** A quote as the buyer compares them (and a seller sees his own). */
export const rfqQuote = z.object({
  id: z.number().int(),
  rfqId: z.number().int(),
  sellerId: z.number().int(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  /** 0–5, null: no rating yet. */
  rating: z.number().nullable(),
  completedOrders: z.number().int(),
  /** Cents per piece. */
  price: z.number().int(),
  /** 0 ¥, 10 $. */
  priceUnit: z.number().int(),
  quantity: z.number().int(),
  dateCode: z.string(),
  condition: z.string(),
  /** yyyy-MM-dd. */
  deliveryDate: z.string(),
  taxIncluded: z.boolean(),
  remark: z.string(),
  /** 0 报价中, 20 已采纳, 80 未采纳 (rfqQuoteMachine). */
  status: z.number().int(),
  createTime: z.string(),
});
export type RfqQuote = z.infer<typeof rfqQuote>;

/** An RFQ in the lists and at the top of its detail. */
export const rfqRow = z.object({
  id: z.number().int(),
  rfqNo: z.string(),
  goodsModel: z.string(),
  brandName: z.string(),
  quantity: z.number().int(),
  /** Cents per piece; null: none given. */
  targetPrice: z.number().int().nullable(),
  /** 0 ¥, 10 $. */
  targetUnit: z.number().int(),
  dateCode: z.string(),
  remark: z.string(),
  /** ISO date-time (报价截止). */
  deadline: z.string(),
  /** 0 报价中, 20 已截止, 30 已采纳, 90 已关闭 (rfqMachine). */
  status: z.number().int(),
  /** Buyer: all quotes; seller: his own (0 or 1). */
  quoteCount: z.number().int(),
  /** Seller: his quote (null: not quoted yet); absent for the buyer. */
  myQuote: rfqQuote.nullable().optional(),
  /** The 求购 goods it is published as in the demand pool. */
  goodsId: z.number().int().nullable(),
  bomId: z.number().int().nullable(),
  bomLineId: z.number().int().nullable(),
  createTime: z.string(),
});
export type RfqRow = z.infer<typeof rfqRow>;

export const rfqCreateReply = envelope(z.object({ list: z.array(rfqRow) }));

/** GET /rfq/list?role=buyer|seller&status&pageNum&pageSize: buyer = mine, seller = received; newest first. */
export const rfqListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(RfqLimits.pageSize),
  role: z.enum(['buyer', 'seller'], { error: RfqMsg.role }).default('buyer'),
  status: intEnum(Object.values(RfqStatus)).optional(),
});
export type RfqListQuery = z.input<typeof rfqListQuery>;
export const rfqListReply = pagedRows(rfqRow);

/** GET /rfq/detail?id: the buyer (all quotes) or a recipient / quoter (his own quote); anyone else 404. */
export const rfqDetailQuery = z.object({ id: idField() });
export const rfqDetail = z.object({
  rfq: rfqRow,
  /** Buyer: every quote, best first (price asc within the currency of the cheapest ¥ … then $, then delivery date); seller: his own. */
  quotes: z.array(rfqQuote),
  /** The cheapest quote (in the RFQ's target currency when quotes are in both). */
  bestPriceId: z.number().int().nullable(),
  /** The earliest delivery date. */
  fastestId: z.number().int().nullable(),
  /** The caller may quote (a recipient or any trader other than the buyer, RFQ open). */
  canQuote: z.boolean(),
  /** The caller is the buyer and the RFQ is open with a quote to accept. */
  canAccept: z.boolean(),
  /** The caller is the buyer and the RFQ is open. */
  canClose: z.boolean(),
});
export type RfqDetail = z.infer<typeof rfqDetail>;
export const rfqDetailReply = envelope(rfqDetail);

/** POST /rfq/quote: a seller quotes (one per RFQ; a second call updates it while the RFQ is open). */
export const rfqQuoteBody = z.object({
  rfqId: bodyIdField(RfqMsg.notFound),
  price: intField(TradeMsg.price).min(1, TradeMsg.price).max(PublishLimits.maxPriceCents, TradeMsg.price),
  priceUnit: priceUnitField,
  quantity: quantityField,
  dateCode: textField({ max: 8, message: TradeMsg.dateCode }).regex(DATE_CODE_RE, TradeMsg.dateCode),
  condition: z.enum(CONDITIONS, { error: TradeMsg.condition }),
  deliveryDate: deliveryDateField,
  taxIncluded: z.boolean({ error: TradeMsg.taxIncluded }).default(false),
  remark: remarkField.default(''),
});
export type RfqQuoteBody = z.infer<typeof rfqQuoteBody>;
export type RfqQuoteInput = z.input<typeof rfqQuoteBody>;
export const rfqQuoteReply = envelope(rfqQuote);

/** POST /rfq/accept {quoteId}: the buyer → an intention order (the 报价 flow: its negotiator confirms). */
export const rfqAcceptBody = z.object({ quoteId: bodyIdField(RfqMsg.quoteNotFound) });
export const rfqAcceptReply = envelope(z.object({ preOrder: preOrderRow }));

/** POST /rfq/close {id}: the buyer. */
export const rfqCloseBody = z.object({ id: bodyIdField(RfqMsg.notFound) });
export const rfqCloseReply = envelope(rfqRow);
