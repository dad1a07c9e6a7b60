import { z } from 'zod';
import { BANNER_POSITIONS } from '../constants';
import { envelope, intEnum, pagedRows, pageQuery, idParam, textField } from './common';

/** Banner or nav item (spec section 3). `activeImgUrl` is the tab bar's selected image. */
export const bannerItem = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  remark: z.string(),
  image: z.string(),
  imgUrl: z.string(),
  activeImgUrl: z.string(),
  url: z.string(),
  path: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  which: z.number().int(),
  type: z.number().int(),
  position: z.string(),
});
export type BannerItem = z.infer<typeof bannerItem>;

/** /banner/list and /nav/list filters: which (1 PC, 2 mobile), type (1 logo, 2 carousel, 4 ad, 5 nav), position, status (0 shown). */
export const bannerQuery = z.object({
  which: intEnum([1, 2] as const).optional(),
  type: intEnum([1, 2, 4, 5] as const).optional(),
  position: z.enum(BANNER_POSITIONS).optional(),
  status: intEnum([0, 1] as const).optional(),
  pageId: textField({ max: 64 }).optional(),
});
export type BannerQuery = z.infer<typeof bannerQuery>;
export const bannerListReply = envelope(z.array(bannerItem));

// Recursive, so the OpenAPI document can only describe it as a named component that refers to itself.
export const categoryNode = z
  .object({
    id: z.number().int(),
    name: z.string(),
    picture: z.string(),
    parentId: z.number().int().nullable(),
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categoryNode>;
export const categoryTreeReply = envelope(z.array(categoryNode));

export const recCategory = z.object({ id: z.number().int(), name: z.string(), picture: z.string(), parentId: z.number().int().nullable() });
export const recCategoryReply = envelope(z.array(recCategory));

export const dictEntry = z.object({ label: z.string(), value: z.string(), sort: z.number().int() });
export type DictEntry = z.infer<typeof dictEntry>;
export const dictTypeParam = z.object({ type: textField({ max: 64 }).regex(/^[a-z][a-z0-9_]{0,63}$/, '字典类型只能包含小写字母、数字和下划线') });
export const dictReply = envelope(z.array(dictEntry));

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  tag: z.string(),
  publishTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsDetail = newsItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;
export const newsListQuery = pageQuery;
export const newsListReply = pagedRows(newsItem);
export const newsIdParam = idParam;
export const newsDetailReply = envelope(newsDetail);
