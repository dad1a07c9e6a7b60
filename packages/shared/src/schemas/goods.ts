import { z } from 'zod';
import { GOODS_SORTS } from '../constants';
import { envelope, intEnum, pagedRows, pageQuery } from './common';

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
});
export type GoodsListItem = z.infer<typeof goodsListItem>;

export const goodsListQuery = pageQuery.extend({
  status: intEnum([0, 1] as const).optional(),
  type: intEnum([1, 2] as const).optional(),
  keyword: z.string().trim().max(64, '关键词最多 64 个字符').optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  brand: z.string().trim().max(32).optional(),
  sort: z.enum(GOODS_SORTS).optional(),
});
export type GoodsListQuery = z.input<typeof goodsListQuery>;

/** /goods/list replies with data.records and data.total. */
export const goodsPage = z.object({
  records: z.array(goodsListItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
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
  remark: z.string(),
  status: z.number().int(),
  clueId: z.number().int().nullable(),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;
export const goodsDetailQuery = z.object({ goodsId: z.coerce.number().int().positive() });
export const goodsDetailReply = envelope(goodsDetail);

/** /recGoods/list: recommended goods for a page slot; rows and total. */
export const recGoodsQuery = pageQuery.extend({
  which: intEnum([1, 2] as const).optional(),
  position: z.string().max(32).optional(),
  status: intEnum([0, 1] as const).optional(),
  goodsType: intEnum([1, 2] as const).optional(),
});
export const recGoodsReply = pagedRows(goodsListItem);

/** /goods/type/search: categories and brands whose names match a keyword (search suggestions). */
export const typeSearchQuery = z.object({ keyword: z.string().trim().min(1, '请输入关键词').max(32, '关键词最多 32 个字符') });
export const typeSearchResult = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parentName: z.string().nullable() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
});
export type TypeSearchResult = z.infer<typeof typeSearchResult>;
export const typeSearchReply = envelope(typeSearchResult);
