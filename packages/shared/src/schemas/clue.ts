import { z } from 'zod';
import { CONDITIONS, GoodsType, PriceUnit, PublishLimits, STOCK_TYPES } from '../constants';
import { PublishMsg } from '../messages';
import { MOBILE_RE } from '../validate';
import { bodyIdField, envelope, idParam, intEnum, intField, pagedRows, pageQuery, textField, uploadUrl } from './common';
import { companyBlock } from './company';

/** 批号 (date code): `24+` (2024 or newer) or `2336` (2023 week 36). */
export const DATE_CODE_RE = /^\d{2}\+$|^\d{2}(0[1-9]|[1-4]\d|5[0-3])$/;
/** 型号 (part number): letters, digits and - / . : # + and space. */
export const PART_NUMBER_RE = /^[A-Za-z0-9\-/.:#+ ]+$/;

/** The goods a lead offers or asks for, as every view of a lead shows them. */
export const leadGoodsFields = {
  /** 1 货源, 2 求购. */
  type: z.number().int(),
  goodsName: z.string(),
  goodsModel: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  quantity: z.number().int(),
  priceUnit: z.number().int(),
  /** Cents; null = 面议. */
  priceMin: z.number().int().nullable(),
  dateCode: z.string(),
  condition: z.string(),
  deliveryPlace: z.string(),
};

/** A lead (线索) as shown to anyone: its public fields. The owner's view adds contact details. */
export const clueDetail = z.object({
  id: z.number().int(),
  ...leadGoodsFields,
  remark: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  goodsId: z.number().int().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
});
export type ClueDetail = z.infer<typeof clueDetail>;
export const clueIdParam = idParam;

const text = (min: number, max: number, message: string) => textField({ min, max, message });

const int = intField;

/**
 * The trader's quote: body of POST /clue/publish and PUT /clue/{id}.
 * Money is integer cents (1320 with priceUnit 10 = $13.20). Cross-field rules are reported on the field they concern
 * (issue path), so the server's 400 message names the field and a form can show it under that field.
 */
export const clueFormObject = z.object({
  /** 1 货源 (supply), 2 求购 (demand). */
  type: z.union([z.literal(GoodsType.Supply), z.literal(GoodsType.Demand)], { error: PublishMsg.type }),
  /** A leaf of the category tree (the server checks it is a leaf). */
  categoryId: bodyIdField(PublishMsg.categoryId),
  /** Free text; the server maps known brands (中文名, English name, aliases) to a brand id. */
  brand: text(1, 32, PublishMsg.brand),
  goodsModel: text(2, 40, PublishMsg.goodsModel).regex(PART_NUMBER_RE, PublishMsg.goodsModelChars),
  goodsName: text(2, 60, PublishMsg.goodsName),
  /** pcs */
  quantity: int(PublishMsg.quantity).min(1, PublishMsg.quantity).max(PublishLimits.maxQuantity, PublishMsg.quantity),
  moq: int(PublishMsg.moq).min(1, PublishMsg.moq).max(PublishLimits.maxQuantity, PublishMsg.moq),
  /** 0 ¥, 10 $. */
  priceUnit: z.union([z.literal(PriceUnit.Yuan), z.literal(PriceUnit.Dollar)], { error: PublishMsg.priceUnit }),
  /** Cents. Required (> 0) for 货源; the target price for 求购, where null means 面议. */
  priceMin: int(PublishMsg.priceMin)
    .min(1, PublishMsg.priceMin)
    .max(PublishLimits.maxPriceCents, PublishMsg.priceMin)
    .nullable()
    .optional(),
  /** 含税 (supply). */
  taxIncluded: z.boolean({ error: PublishMsg.taxIncluded }).default(false),
  dateCode: textField({ max: 8, message: PublishMsg.dateCode }).regex(DATE_CODE_RE, PublishMsg.dateCode),
  condition: z.enum(CONDITIONS, { error: PublishMsg.condition }),
  package: textField({ max: 30, message: PublishMsg.package }).default(''),
  deliveryPlace: text(2, 20, PublishMsg.deliveryPlace),
  stockType: z.enum(STOCK_TYPES, { error: PublishMsg.stockType }),
  /** Required when stockType is 期货, e.g. 2-3周. */
  leadTime: textField({ max: 20, message: PublishMsg.leadTime }).default(''),
  contactName: text(2, 20, PublishMsg.contactName),
  contactMobile: textField({ max: 20, message: PublishMsg.contactMobile }).regex(MOBILE_RE, PublishMsg.contactMobile),
  images: z
    .array(uploadUrl(PublishMsg.imageUrl), { error: PublishMsg.images })
    .max(PublishLimits.maxImages, PublishMsg.images)
    .default([]),
  remark: textField({ max: 500, message: PublishMsg.remark, multiline: true }).default(''),
});

/** Cross-field rules, each reported on its field. */
export const clueForm = clueFormObject.superRefine((v, ctx) => {
  if (v.moq > v.quantity) ctx.addIssue({ code: 'custom', path: ['moq'], message: PublishMsg.moqAboveQuantity });
  if (v.type === GoodsType.Supply && (v.priceMin === null || v.priceMin === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['priceMin'], message: PublishMsg.priceRequired });
  }
  if (v.stockType === '期货' && !v.leadTime) {
    ctx.addIssue({ code: 'custom', path: ['leadTime'], message: PublishMsg.leadTimeRequired });
  }
});
/** What a form holds (defaults optional). */
export type ClueFormInput = z.input<typeof clueForm>;
/** What the server stores after parsing. */
export type ClueForm = z.output<typeof clueForm>;
export type ClueFormField = keyof ClueForm;

/** POST /clue/publish, PUT /clue/{id} and POST /clue/{id}/withdraw → data {id, status, statusText}. */
export const clueSaved = z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() });
export const clueSavedReply = envelope(clueSaved);

/**
 * The full record of a lead. GET /clue/{id} returns it to everyone; for anyone but the owner
 * contactMobile is masked (138****5678) and isOwner is false.
 */
export const clueRecord = clueDetail.extend({
  categoryId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  moq: z.number().int(),
  taxIncluded: z.boolean(),
  package: z.string(),
  stockType: z.enum(STOCK_TYPES),
  leadTime: z.string(),
  images: z.array(z.string()),
  statusText: z.string(),
  updateTime: z.string(),
  isOwner: z.boolean(),
  /** Only while awaiting dispatch and only for the owner. */
  canEdit: z.boolean(),
  /** The owner's verified company (企业认证), absent when the owner's company is not verified. */
  company: companyBlock.optional(),
});
export type ClueRecord = z.infer<typeof clueRecord>;
export const clueRecordReply = envelope(clueRecord);

/** GET /clue/myClueList?pageNum&pageSize&type=1|2[&keyword] → {rows, total}, newest first. */
export const myClueListQuery = pageQuery.extend({
  type: intEnum([GoodsType.Supply, GoodsType.Demand] as const).optional(),
  keyword: textField({ max: 64, maxMessage: '关键词最多 64 个字符' }).optional(),
});
export type MyClueListQuery = z.input<typeof myClueListQuery>;
export const myClueListReply = pagedRows(clueRecord);
