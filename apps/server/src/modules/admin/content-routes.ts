import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentStatus } from '@mts/shared/constants';
import { AdminContentMsg as M } from '@mts/shared/messages';
import {
  adminBannerCreateBody,
  adminBannerListQuery,
  adminBannerListReply,
  adminBannerReply,
  adminBannerUpdateBody,
  adminBrandCreateBody,
  adminBrandListReply,
  adminBrandReply,
  adminBrandUpdateBody,
  adminCategoryCreateBody,
  adminCategoryListReply,
  adminCategoryReply,
  adminCategoryUpdateBody,
  adminCentreCreateBody,
  adminCentreListReply,
  adminCentreReply,
  adminCentreUpdateBody,
  adminContentIdParam,
  adminNewsCreateBody,
  adminNewsListQuery,
  adminNewsListReply,
  adminNewsReply,
  adminNewsUpdateBody,
  adminRecGoodsAddBody,
  adminRecGoodsListQuery,
  adminRecGoodsListReply,
  adminRecGoodsReply,
  adminReorderBody,
  adminReorderReply,
  envelope,
} from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { requireOperator } from '../../plugins/auth.ts';
import * as content from './content.ts';

const tags = ['admin'];
const doneReply = envelope(z.null());
const { Shown, Hidden } = ContentStatus;

type Api = Parameters<FastifyPluginAsyncZod>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's row type: the routes only pass it through
type AnyResource<C extends object, U extends object> = content.ContentResource<any, unknown, C, U>;

/** The console routes of one resource: its schemas and summaries; the work is content.ts's one audited path. */
interface ResourceRoutes<C extends object, U extends object> {
  path: string;
  resource: AnyResource<C, U>;
  reply: z.ZodType;
  create: { body: z.ZodType<C>; summary: string };
  /** Absent: the resource has no order (news). */
  reorder?: string;
  update?: { body: z.ZodType<U>; summary: string };
  show?: string;
  hide?: string;
  remove: string;
}

/**
 * POST base, base/reorder, PUT base/{id}, POST base/{id}/show | hide, DELETE base/{id}: the ones the resource has.
 * (`req.body as C`: the type provider's view of a generic schema is UndefinedToUnknown<C>; the schema is C's.)
 */
function resourceRoutes<C extends object, U extends object>(app: Api, spec: ResourceRoutes<C, U>) {
  const op = { preHandler: requireOperator() };
  const params = adminContentIdParam;
  const base = `/admin/content/${spec.path}`;
  const { resource, reply } = spec;
  app.post(base, { ...op, schema: { tags, summary: spec.create.summary, body: spec.create.body, response: { 200: reply } } }, async (req) => ({
    ...ok(await content.createContent(req.ctx, resource, req.body as C)),
    msg: M.created,
  }));
  if (spec.reorder) {
    app.post(`${base}/reorder`, { ...op, schema: { tags, summary: spec.reorder, body: adminReorderBody, response: { 200: adminReorderReply } } }, async (req) => ({
      ...ok(await content.reorderContent(req.ctx, resource, req.body.ids)),
      msg: M.reordered,
    }));
  }
  if (spec.update) {
    app.put(`${base}/:id`, { ...op, schema: { tags, summary: spec.update.summary, params, body: spec.update.body, response: { 200: reply } } }, async (req) => ({
      ...ok(await content.updateContent(req.ctx, resource, req.params.id, req.body as U)),
      msg: M.saved,
    }));
  }
  for (const [verb, status, summary, msg] of [
    ['show', Shown, spec.show, M.shown],
    ['hide', Hidden, spec.hide, M.hidden],
  ] as const) {
    if (!summary) continue;
    app.post(`${base}/:id/${verb}`, { ...op, schema: { tags, summary, params, response: { 200: reply } } }, async (req) => ({
      ...ok(await content.setContentStatus(req.ctx, resource, req.params.id, status)),
      msg,
    }));
  }
  app.delete(`${base}/:id`, { ...op, schema: { tags, summary: spec.remove, params, response: { 200: doneReply } } }, async (req) => {
    await content.deleteContent(req.ctx, resource, req.params.id);
    return { ...ok(null), msg: M.deleted };
  });
}

/**
 * The console's content API (issue 12): /admin/content/{banners,nav,news,categories,brands,recGoods,centres}. Operators only
 * (401 / 403 before any work); rules, audit rows and cache invalidation in content.ts.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const op = { preHandler: requireOperator() };

  // Banners (/banner/list) and nav items (/nav/list): one shape, two tables. The tab bar is banners which 2, type 5, LAYOUT.
  for (const [kind, path, label] of [
    ['banner', 'banners', '广告位（轮播、logo、广告、底部导航）'],
    ['nav', 'nav', '快捷入口'],
  ] as const) {
    app.get(`/admin/content/${path}`, { ...op, schema: { tags, summary: `${label}列表（含隐藏；按 which/type/position/status 筛选）`, querystring: adminBannerListQuery, response: { 200: adminBannerListReply } } }, async (req) =>
      pageReply(await content.listSlotRows(req.ctx, kind, req.query)),
    );
    resourceRoutes(app, {
      path,
      resource: content.SLOTS[kind],
      reply: adminBannerReply,
      create: { body: adminBannerCreateBody, summary: `新增${label}` },
      reorder: `${label}排序（同一位置的全部 id，按新顺序）`,
      update: { body: adminBannerUpdateBody, summary: `修改${label}（图片只接受本站上传地址）` },
      show: `显示${label}`,
      hide: `隐藏${label}`,
      remove: `删除${label}`,
    });
  }

  // News (the 先搜服务 grid: /news/list, /news/{id}).
  app.get('/admin/content/news', { ...op, schema: { tags, summary: '资讯列表（含隐藏）', querystring: adminNewsListQuery, response: { 200: adminNewsListReply } } }, async (req) =>
    pageReply(await content.listNewsRows(req.ctx, req.query)),
  );
  resourceRoutes(app, {
    path: 'news',
    resource: content.newsResource,
    reply: adminNewsReply,
    create: { body: adminNewsCreateBody, summary: '新增资讯（发布时间为现在）' },
    update: { body: adminNewsUpdateBody, summary: '修改资讯' },
    show: '显示资讯',
    hide: '隐藏资讯',
    remove: '删除资讯',
  });

  // Categories (two levels; /category/tree, /recCategory/list, search terms).
  app.get('/admin/content/categories', { ...op, schema: { tags, summary: '分类（全部，含隐藏与引用数）', response: { 200: adminCategoryListReply } } }, async (req) =>
    ok(await content.listCategoryAdmin(req.ctx)),
  );
  resourceRoutes(app, {
    path: 'categories',
    resource: content.categoryResource,
    reply: adminCategoryReply,
    create: { body: adminCategoryCreateBody, summary: '新增分类（一级，或一级分类下的二级）' },
    reorder: '分类排序（同一上级的全部 id）',
    update: { body: adminCategoryUpdateBody, summary: '修改分类（名称、图片、排序号）' },
    show: '显示分类',
    hide: '隐藏分类',
    remove: '删除分类（无子分类、无商品或信息引用时）',
  });

  // Brands (中文名, English name, aliases: the search terms).
  app.get('/admin/content/brands', { ...op, schema: { tags, summary: '品牌（全部，含引用数）', response: { 200: adminBrandListReply } } }, async (req) => ok(await content.listBrandAdmin(req.ctx)));
  resourceRoutes(app, {
    path: 'brands',
    resource: content.brandResource,
    reply: adminBrandReply,
    create: { body: adminBrandCreateBody, summary: '新增品牌' },
    reorder: '品牌排序（全部 id）',
    update: { body: adminBrandUpdateBody, summary: '修改品牌（名称、英文名、别名、logo、排序号）' },
    show: '显示品牌',
    hide: '隐藏品牌（不再出现在联想和发布匹配中；已有商品不受影响）',
    remove: '删除品牌（无商品或信息引用时）',
  });

  // Inspection centres (issue 22: /inspection/centres, the ship dialog, the buyer's pickup address).
  app.get('/admin/content/centres', { ...op, schema: { tags, summary: '验货中心（全部，含隐藏与订单引用数）', response: { 200: adminCentreListReply } } }, async (req) => ok(await content.listCentreAdmin(req.ctx)));
  resourceRoutes(app, {
    path: 'centres',
    resource: content.centreResource,
    reply: adminCentreReply,
    create: { body: adminCentreCreateBody, summary: '新增验货中心（名称、城市、地址、联系人、电话、营业时间）' },
    reorder: '验货中心排序（全部 id）',
    update: { body: adminCentreUpdateBody, summary: '修改验货中心' },
    show: '显示验货中心',
    hide: '隐藏验货中心（不再供卖方发货选择；已发往的订单不受影响）',
    remove: '删除验货中心（无订单发往时）',
  });

  // Recommended goods (/recGoods/list which + position).
  app.get('/admin/content/recGoods', { ...op, schema: { tags, summary: '推荐商品（按 which/position）', querystring: adminRecGoodsListQuery, response: { 200: adminRecGoodsListReply } } }, async (req) =>
    pageReply(await content.listRecGoodsAdmin(req.ctx, req.query)),
  );
  resourceRoutes(app, {
    path: 'recGoods',
    resource: content.recGoodsResource,
    reply: adminRecGoodsReply,
    create: { body: adminRecGoodsAddBody, summary: '添加推荐商品（仅上架商品）' },
    reorder: '推荐商品排序（同一推荐位的全部 id）',
    remove: '移除推荐商品',
  });
};
