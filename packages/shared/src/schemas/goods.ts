import { z } from 'zod';
import { CONDITIONS, GOODS_SORTS, GoodsType, PriceUnit } from '../constants';
import { PublishMsg } from '../messages';
import { GoodsStatus } from '../status/goods';
import { envelope, idField, intEnum, pagedRows, pageQuery, textField } from './common';
import { companyBlock } from './company';

/**
 * Goods or clue list item (spec section 3). Money is integer cents: priceMin 1320 with priceUnit 10 is $13.20.
 * priceMin is null for a demand listing without a target price.
 */
export const goodsListItem = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  deputyTitle: z.string(),
  goodsModel: z.string(),
  goodsImage: z.string(),
  goodsType: z.number().int(),
  type: z.number().int(),
  priceUnit: z.number().int(),
  priceMin: z.number().int().nullable(),
  quantity: z.number().int(),
  shopContacts: z.string(),
  brandName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  dateCode: z.string(),
  condition: z.string(),
  deliveryPlace: z.string(),
  createTime: z.string(),
  path: z.string(),
  /** The owner's verified company (企业认证), absent when the owner's company is not verified. */
  company: companyBlock.optional(),
});
export type GoodsListItem = z.infer<typeof goodsListItem>;

export const goodsListQuery = pageQuery.extend({
  status: intEnum([0, 1] as const).optional(),
  type: intEnum([1, 2] as const).optional(),
  keyword: textField({ max: 64, maxMessage: '关键词最多 64 个字符' }).optional(),
  categoryId: idField().optional(),
  brand: textField({ max: 32 }).optional(),
  sort: z.enum(GOODS_SORTS).optional(),
});

/** /goods/list replies with data.records and data.total. */
export const goodsPage = z.object({
  records: z.array(goodsListItem),
  /** Matching goods, counted exactly up to GOODS_TOTAL_CAP (1000); beyond that it is the cap and totalCapped is true. */
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** True when more than GOODS_TOTAL_CAP goods match: show the total as "1000+". */
  totalCapped: z.boolean(),
});
export type GoodsPage = z.infer<typeof goodsPage>;
export const goodsListReply = envelope(goodsPage);

export const goodsSpec = z.object({ label: z.string(), value: z.string() });

export const goodsDetail = goodsListItem.extend({
  images: z.array(z.string()),
  brandNameEn: z.string(),
  specs: z.array(goodsSpec),
  package: z.string(),
  packing: z.string(),
  moq: z.number().int(),
  taxIncluded: z.boolean(),
  stockType: z.enum(['现货', '期货']),
  leadTime: z.string(),
  contactName: z.string(),
  /** Masked for everyone but the owner: 138****5678. */
  contactMobile: z.string(),
  /** The caller published it (no buy, cart or quote buttons on his own goods). */
  isOwner: z.boolean(),
  remark: z.string(),
  status: z.number().int(),
  clueId: z.number().int().nullable(),
  /** A 求购 published by a buyer's 询价 (issue 24): its RFQ, where a seller quotes (privately) instead of 我要报价. */
  rfqId: z.number().int().nullable().optional(),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;
export const goodsDetailQuery = z.object({ goodsId: idField() });
export const goodsDetailReply = envelope(goodsDetail);

/** /recGoods/list: recommended goods for a page slot; rows and total. */
export const recGoodsQuery = pageQuery.extend({
  which: intEnum([1, 2] as const).optional(),
  position: textField({ max: 32 }).optional(),
  status: intEnum([0, 1] as const).optional(),
  goodsType: intEnum([1, 2] as const).optional(),
});
export const recGoodsReply = pagedRows(goodsListItem);

/** /goods/type/search: categories and brands whose names match a keyword (search suggestions). */
export const typeSearchQuery = z.object({ keyword: textField({ min: 1, max: 32, minMessage: '请输入关键词', maxMessage: '关键词最多 32 个字符' }) });
export const typeSearchResult = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parentName: z.string().nullable() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
});
export type TypeSearchResult = z.infer<typeof typeSearchResult>;
export const typeSearchReply = envelope(typeSearchResult);

/** GET /goods/mySaleGoodsList?pageNum&pageSize[&type] → {rows, total}: goods published from the caller's leads. */
export const mySaleGoodsQuery = pageQuery.extend({ type: intEnum([GoodsType.Supply, GoodsType.Demand] as const).optional() });
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
export const shelfBody = z.object({
  status: z.union([z.literal(GoodsStatus.OnShelf), z.literal(GoodsStatus.OffShelf)], { error: '状态只能是 0（上架）或 1（下架）' }),
});
export const shelfReply = envelope(z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() }));

/** GET /goods/suggest?keyword → part numbers by prefix (separators ignored) and brands (中文/English/aliases). */
export const suggestQuery = z.object({ keyword: textField({ min: 1, max: 40, minMessage: '请输入关键词', maxMessage: '关键词最多 40 个字符' }) });
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
  priceUnit: intEnum([PriceUnit.Yuan, PriceUnit.Dollar] as const).optional(),
  dateCode: textField({ max: 8 }).optional(),
  sort: z.enum(GOODS_SORTS).optional(),
});
export type GoodsSearchQuery = z.input<typeof goodsSearchQuery>;
