import { z } from 'zod';
import { CONDITIONS, GOODS_SORTS, GoodsType, PublishLimits, STOCK_TYPES } from '../constants';
import { PublishMsg } from '../messages';
import { MOBILE_RE } from '../validate';
import { envelope, intEnum, pagedRows, pageQuery } from './common';
import { clueDetail } from './clue';
import { goodsListItem, goodsListQuery } from './goods';

/** 批号 (date code): `24+` (2024 or newer) or `2336` (2023 week 36). */
export const DATE_CODE_RE = /^\d{2}\+$|^\d{2}(0[1-9]|[1-4]\d|5[0-3])$/;
/** 型号 (part number): letters, digits and - / . : # + and space. */
export const PART_NUMBER_RE = /^[A-Za-z0-9\-/.:#+ ]+$/;
/** Image URLs accepted in a form: our own uploads, or an https object-storage URL. */
export const IMAGE_URL_RE = /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/\S+)$/;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

const int = (message: string) => z.number({ error: message }).int(message);

/**
 * The trader's quote: body of POST /clue/publish and PUT /clue/{id}.
 * Money is integer cents (1320 with priceUnit 10 = $13.20). Cross-field rules are reported on the field they concern
 * (issue path), so the server's 400 message names the field and a form can show it under that field.
 */
export const clueFormObject = z.object({
  /** 1 货源 (supply), 2 求购 (demand). */
  type: z.union([z.literal(GoodsType.Supply), z.literal(GoodsType.Demand)], { error: PublishMsg.type }),
  /** A leaf of the category tree (the server checks it is a leaf). */
  categoryId: int(PublishMsg.categoryId).positive(PublishMsg.categoryId),
  /** Free text; the server maps known brands (中文名, English name, aliases) to a brand id. */
  brand: text(1, 32, PublishMsg.brand),
  goodsModel: text(2, 40, PublishMsg.goodsModel).regex(PART_NUMBER_RE, PublishMsg.goodsModelChars),
  goodsName: text(2, 60, PublishMsg.goodsName),
  /** pcs */
  quantity: int(PublishMsg.quantity).min(1, PublishMsg.quantity).max(PublishLimits.maxQuantity, PublishMsg.quantity),
  moq: int(PublishMsg.moq).min(1, PublishMsg.moq).max(PublishLimits.maxQuantity, PublishMsg.moq),
  /** 0 ¥, 10 $. */
  priceUnit: z.union([z.literal(0), z.literal(10)], { error: PublishMsg.priceUnit }),
  /** Cents. Required (> 0) for 货源; the target price for 求购, where null means 面议. */
  priceMin: int(PublishMsg.priceMin)
    .min(1, PublishMsg.priceMin)
    .max(PublishLimits.maxPriceCents, PublishMsg.priceMin)
    .nullable()
    .optional(),
  /** 含税 (supply). */
  taxIncluded: z.boolean({ error: PublishMsg.taxIncluded }).default(false),
  dateCode: z.string({ error: PublishMsg.dateCode }).trim().regex(DATE_CODE_RE, PublishMsg.dateCode),
  condition: z.enum(CONDITIONS, { error: PublishMsg.condition }),
  package: z.string({ error: PublishMsg.package }).trim().max(30, PublishMsg.package).default(''),
  deliveryPlace: text(2, 20, PublishMsg.deliveryPlace),
  stockType: z.enum(STOCK_TYPES, { error: PublishMsg.stockType }),
  /** Required when stockType is 期货, e.g. 2-3周. */
  leadTime: z.string({ error: PublishMsg.leadTime }).trim().max(20, PublishMsg.leadTime).default(''),
  contactName: text(2, 20, PublishMsg.contactName),
  contactMobile: z.string({ error: PublishMsg.contactMobile }).trim().regex(MOBILE_RE, PublishMsg.contactMobile),
  images: z
    .array(z.string({ error: PublishMsg.imageUrl }).regex(IMAGE_URL_RE, PublishMsg.imageUrl), { error: PublishMsg.images })
    .max(PublishLimits.maxImages, PublishMsg.images)
    .default([]),
  remark: z.string({ error: PublishMsg.remark }).trim().max(500, PublishMsg.remark).default(''),
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

/** POST /clue/publish → data {id, status}. PUT /clue/{id} → data {id, status}. */
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
});
export type ClueRecord = z.infer<typeof clueRecord>;
export const clueRecordReply = envelope(clueRecord);

/** GET /clue/myClueList?pageNum&pageSize&type=1|2[&keyword] → {rows, total}, newest first. */
export const myClueListQuery = pageQuery.extend({
  type: intEnum([1, 2] as const).optional(),
  keyword: z.string().trim().max(64, '关键词最多 64 个字符').optional(),
});
export type MyClueListQuery = z.input<typeof myClueListQuery>;
export const myClueListReply = pagedRows(clueRecord);

/** POST /clue/{id}/withdraw → data {id, status, statusText}. */
export const clueWithdrawReply = clueSavedReply;

/** GET /goods/mySaleGoodsList?pageNum&pageSize[&type] → {rows, total}: goods published from the caller's leads. */
export const mySaleGoodsQuery = pageQuery.extend({ type: intEnum([1, 2] as const).optional() });
export const mySaleGoodsItem = goodsListItem.extend({
  /** GoodsStatus: 0 on shelf, 1 off shelf. */
  status: z.number().int(),
  statusText: z.string(),
  clueId: z.number().int().nullable(),
  images: z.array(z.string()),
});
export type MySaleGoodsItem = z.infer<typeof mySaleGoodsItem>;
export const mySaleGoodsReply = pagedRows(mySaleGoodsItem);

/** POST /goods/{id}/shelf {status: 0 上架 | 1 下架} → data {id, status, statusText}. */
export const shelfBody = z.object({ status: z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（上架）或 1（下架）' }) });
export const shelfReply = envelope(z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() }));

/**
 * POST /upload/image (multipart, field "file"): JPEG, PNG or WebP by content, ≤ 5 MB.
 * url: the display image (WebP, longest side ≤ 1200 px); thumbUrl: 320 px thumbnail; width/height of the display image.
 */
export const uploadResult = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;
export const uploadReply = envelope(uploadResult);

/** GET /goods/suggest?keyword → part numbers by prefix (separators ignored) and brands (中文/English/aliases). */
export const suggestQuery = z.object({ keyword: z.string().trim().min(1, '请输入关键词').max(40, '关键词最多 40 个字符') });
export const suggestResult = z.object({
  models: z.array(z.object({ goodsModel: z.string(), brandName: z.string() })),
  brands: z.array(z.object({ name: z.string(), nameEn: z.string() })),
});
export type SuggestResult = z.infer<typeof suggestResult>;
export const suggestReply = envelope(suggestResult);

/**
 * Search over goods: /goods/list keeps its contract (data.records, data.total) and adds filters.
 * Highlighting is done by the client with highlightParts() from @mts/shared/search, the same tokenizer the
 * server indexes with, so results carry no highlight field.
 */
export const goodsSearchQuery = goodsListQuery.extend({
  condition: z.enum(CONDITIONS, { error: PublishMsg.condition }).optional(),
  priceUnit: intEnum([0, 10] as const).optional(),
  dateCode: z.string().trim().max(8).optional(),
  sort: z.enum(GOODS_SORTS).optional(),
});
export type GoodsSearchQuery = z.input<typeof goodsSearchQuery>;
