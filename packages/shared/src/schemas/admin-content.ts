import { z } from 'zod';
import { AdminContentLimits as L, BANNER_POSITIONS } from '../constants';
import { AdminContentMsg as M, InputMsg } from '../messages';
import { bodyIdField, envelope, idField, intEnum, isUploadUrl, pagedRows, pageQuery, textField } from './common';
import { bannerItem, newsItem } from './content';

/**
 * The console's content API (issue 12): banners, nav items and the tab bar, news, the catalogue and the recommended
 * goods. Operators only; every write is audited and drops the content cache the public routes read.
 * Image fields take our own uploads only (`/uploads/…`, as POST /common/upload returns) or '' to clear; a field left out
 * keeps its value (seeded rows keep their /static pictures until an operator uploads a new one).
 */

const sortField = z.number({ error: M.sort }).int(M.sort).min(0, M.sort).max(L.maxSort, M.sort);
const statusField = z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（显示）或 1（隐藏）' });
const whichField = z.union([z.literal(1), z.literal(2)], { error: M.which });
const typeField = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)], { error: M.type });
const positionField = z.enum(BANNER_POSITIONS, { error: M.position });

/** An image: one of our uploads, or '' (none). */
export const contentImageField = textField({ max: 200, message: InputMsg.imageUrl }).refine((v) => v === '' || isUploadUrl(v), { message: InputMsg.imageUrl });

const APP_PATH_RE = /^\/(?!\/)[^\s\\]*$/;
const WEB_URL_RE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s\\]*)?$/i;
/** A link: '' (none), an app path (/searchlist?keyword=DDR4) or an http(s) address; never javascript: or //host. */
export const contentLinkField = textField({ max: L.link, message: M.link }).refine((v) => v === '' || APP_PATH_RE.test(v) || WEB_URL_RE.test(v), { message: M.link });

const atLeastOne = (b: object) => Object.values(b).some((v) => v !== undefined);

/** Reorder: every id of one slot, in the new order (sort becomes 10, 20, 30 …). */
export const adminReorderBody = z.object({
  ids: z
    .array(bodyIdField(), { error: M.reorderIds(L.maxReorder) })
    .min(1, M.reorderIds(L.maxReorder))
    .max(L.maxReorder, M.reorderIds(L.maxReorder))
    .refine((ids) => new Set(ids).size === ids.length, { message: M.reorderIds(L.maxReorder) }),
});
export const adminReorderReply = envelope(z.object({ ids: z.array(z.number().int()) }));

// ---- Banners, nav items, the tab bar (banners which 2, type 5, position LAYOUT: imgUrl / activeImgUrl) ----

/** GET /admin/content/banners | nav: every row (shown and hidden), by slot and sort. */
export const adminBannerListQuery = pageQuery.extend({
  which: intEnum([1, 2] as const).optional(),
  type: intEnum([1, 2, 4, 5] as const).optional(),
  position: z.enum(BANNER_POSITIONS, { error: M.position }).optional(),
  status: intEnum([0, 1] as const).optional(),
});
export const adminBannerListReply = pagedRows(bannerItem);
export const adminBannerReply = envelope(bannerItem);

const bannerFields = {
  title: textField({ max: L.bannerTitle, message: M.title(L.bannerTitle) }),
  text: textField({ max: L.bannerText, message: M.text(L.bannerText) }),
  remark: textField({ max: L.bannerText, message: M.text(L.bannerText) }),
  image: contentImageField,
  imgUrl: contentImageField,
  activeImgUrl: contentImageField,
  url: contentLinkField,
  path: contentLinkField,
  sort: sortField,
};
/** The fields a banner or nav entry may be given or changed, each optional. */
const bannerEdit = z.object(bannerFields).partial();
/** POST /admin/content/banners | nav: the slot (which, type, position) and the fields; status 0 shown by default. */
export const adminBannerCreateBody = z.object({
  which: whichField,
  type: typeField,
  position: positionField,
  ...bannerEdit.shape,
  status: statusField.optional(),
});
export type AdminBannerCreateBody = z.infer<typeof adminBannerCreateBody>;
/** PUT /admin/content/banners/{id} | nav/{id}: the fields to change (the slot stays). */
export const adminBannerUpdateBody = bannerEdit.refine(atLeastOne, { message: M.noChange });
export type AdminBannerUpdateBody = z.infer<typeof adminBannerUpdateBody>;

// ---- News (the 先搜服务 grid) ----

export const adminNewsRow = newsItem.extend({ content: z.string(), status: z.number().int() });
export type AdminNewsRow = z.infer<typeof adminNewsRow>;
export const adminNewsListQuery = pageQuery.extend({
  status: intEnum([0, 1] as const).optional(),
  keyword: textField({ min: 1, max: 40, message: '关键词最多 40 个字' }).optional(),
});
export const adminNewsListReply = pagedRows(adminNewsRow);
export const adminNewsReply = envelope(adminNewsRow);
const newsFields = {
  summary: textField({ max: L.newsSummary, message: M.newsSummary(L.newsSummary), multiline: true }),
  cover: contentImageField,
  tag: textField({ max: L.newsTag, message: M.newsTag(L.newsTag) }),
  content: textField({ max: L.newsContent, message: M.newsContent(L.newsContent), multiline: true }),
};
const newsTitle = textField({ min: 1, max: L.newsTitle, message: M.titleRequired(L.newsTitle) });
export const adminNewsCreateBody = z.object({
  title: newsTitle,
  summary: newsFields.summary.optional(),
  cover: newsFields.cover.optional(),
  tag: newsFields.tag.optional(),
  content: newsFields.content.optional(),
  status: statusField.optional(),
});
export type AdminNewsCreateBody = z.infer<typeof adminNewsCreateBody>;
export const adminNewsUpdateBody = z
  .object({
    title: newsTitle.optional(),
    summary: newsFields.summary.optional(),
    cover: newsFields.cover.optional(),
    tag: newsFields.tag.optional(),
    content: newsFields.content.optional(),
  })
  .refine(atLeastOne, { message: M.noChange });
export type AdminNewsUpdateBody = z.infer<typeof adminNewsUpdateBody>;

// ---- Catalogue: categories (two levels) and brands ----

export const adminCategoryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  /** Goods and leads filed under it (a category in use cannot be deleted). */
  usage: z.number().int(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRow>;
/** GET /admin/content/categories: every category (shown and hidden), flat, top level first by sort. */
export const adminCategoryListReply = envelope(z.array(adminCategoryRow));
export const adminCategoryReply = envelope(adminCategoryRow);
const categoryName = textField({ min: 1, max: L.categoryName, message: M.categoryName(L.categoryName) });
export const adminCategoryCreateBody = z.object({
  name: categoryName,
  /** A top-level category's id, or null / absent for a top-level one. */
  parentId: bodyIdField().nullable().optional(),
  picture: contentImageField.optional(),
  sort: sortField.optional(),
  status: statusField.optional(),
});
export type AdminCategoryCreateBody = z.infer<typeof adminCategoryCreateBody>;
export const adminCategoryUpdateBody = z
  .object({ name: categoryName.optional(), picture: contentImageField.optional(), sort: sortField.optional() })
  .refine(atLeastOne, { message: M.noChange });
export type AdminCategoryUpdateBody = z.infer<typeof adminCategoryUpdateBody>;

export const adminBrandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  aliases: z.array(z.string()),
  logo: z.string(),
  sort: z.number().int(),
  /** 0 shown, 1 hidden: not offered in suggestions or matched by the publish form; its goods keep it and stay searchable. */
  status: z.number().int(),
  usage: z.number().int(),
});
export type AdminBrandRow = z.infer<typeof adminBrandRow>;
export const adminBrandListReply = envelope(z.array(adminBrandRow));
export const adminBrandReply = envelope(adminBrandRow);
const brandFields = {
  name: textField({ min: 1, max: L.brandName, message: M.brandName(L.brandName) }),
  nameEn: textField({ min: 1, max: L.brandName, message: M.brandNameEn(L.brandName) }),
  /** Other names traders type (Hynix, 海力士): search maps them to the brand. */
  aliases: z
    .array(textField({ min: 1, max: L.brandAlias, message: M.brandAliases(L.brandAliases, L.brandAlias) }), { error: M.brandAliases(L.brandAliases, L.brandAlias) })
    .max(L.brandAliases, M.brandAliases(L.brandAliases, L.brandAlias)),
  logo: contentImageField,
  sort: sortField,
};
export const adminBrandCreateBody = z.object({
  name: brandFields.name,
  nameEn: brandFields.nameEn,
  aliases: brandFields.aliases.optional(),
  logo: brandFields.logo.optional(),
  sort: brandFields.sort.optional(),
  status: statusField.optional(),
});
export type AdminBrandCreateBody = z.infer<typeof adminBrandCreateBody>;
export const adminBrandUpdateBody = z
  .object({
    name: brandFields.name.optional(),
    nameEn: brandFields.nameEn.optional(),
    aliases: brandFields.aliases.optional(),
    logo: brandFields.logo.optional(),
    sort: brandFields.sort.optional(),
  })
  .refine(atLeastOne, { message: M.noChange });
export type AdminBrandUpdateBody = z.infer<typeof adminBrandUpdateBody>;

// ---- Recommended goods (/recGoods/list which + position) ----

const recPosition = textField({ min: 1, max: 32, message: M.recPosition }).regex(/^[A-Za-z0-9_]+$/, M.recPosition);
export const adminRecGoodsListQuery = pageQuery.extend({
  which: intEnum([1, 2] as const).optional(),
  position: recPosition.optional(),
});
export const adminRecGoodsRow = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  which: z.number().int(),
  position: z.string(),
  sort: z.number().int(),
  goodsModel: z.string(),
  goodsName: z.string(),
  /** The goods' own status: 0 on shelf (shown on the apps), 1 off shelf (kept in the list, not shown). */
  goodsStatus: z.number().int(),
});
export type AdminRecGoodsRow = z.infer<typeof adminRecGoodsRow>;
export const adminRecGoodsListReply = pagedRows(adminRecGoodsRow);
export const adminRecGoodsReply = envelope(adminRecGoodsRow);
/** POST /admin/content/recGoods: an on-shelf goods into a slot, last unless a sort is given. */
export const adminRecGoodsAddBody = z.object({ goodsId: bodyIdField(), which: whichField, position: recPosition, sort: sortField.optional() });
export type AdminRecGoodsAddBody = z.infer<typeof adminRecGoodsAddBody>;

export const adminContentIdParam = z.object({ id: idField() });
