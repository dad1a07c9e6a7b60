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

/**
 * The console's content API (issue 12): /admin/content/{banners,nav,news,categories,brands,recGoods}. Operators only
 * (401 / 403 before any work); rules, audit rows and cache invalidation in content.ts.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const op = { preHandler: requireOperator() };
  const params = adminContentIdParam;

  // Banners (/banner/list) and nav items (/nav/list): one shape, two tables. The tab bar is banners which 2, type 5, LAYOUT.
  for (const [kind, path, label] of [
    ['banner', 'banners', '广告位（轮播、logo、广告、底部导航）'],
    ['nav', 'nav', '快捷入口'],
  ] as const) {
    const base = `/admin/content/${path}`;
    app.get(base, { ...op, schema: { tags, summary: `${label}列表（含隐藏；按 which/type/position/status 筛选）`, querystring: adminBannerListQuery, response: { 200: adminBannerListReply } } }, async (req) =>
      pageReply(await content.listSlotRows(req.ctx, kind, req.query)),
    );
    app.post(base, { ...op, schema: { tags, summary: `新增${label}`, body: adminBannerCreateBody, response: { 200: adminBannerReply } } }, async (req) => ({
      ...ok(await content.createSlotRow(req.ctx, kind, req.body)),
      msg: M.created,
    }));
    app.post(`${base}/reorder`, { ...op, schema: { tags, summary: `${label}排序（同一位置的全部 id，按新顺序）`, body: adminReorderBody, response: { 200: adminReorderReply } } }, async (req) => ({
      ...ok(await content.reorderSlot(req.ctx, kind, req.body.ids)),
      msg: M.reordered,
    }));
    app.put(`${base}/:id`, { ...op, schema: { tags, summary: `修改${label}（图片只接受本站上传地址）`, params, body: adminBannerUpdateBody, response: { 200: adminBannerReply } } }, async (req) => ({
      ...ok(await content.updateSlotRow(req.ctx, kind, req.params.id, req.body)),
      msg: M.saved,
    }));
    app.post(`${base}/:id/show`, { ...op, schema: { tags, summary: `显示${label}`, params, response: { 200: adminBannerReply } } }, async (req) => ({
      ...ok(await content.setSlotStatus(req.ctx, kind, req.params.id, Shown)),
      msg: M.shown,
    }));
    app.post(`${base}/:id/hide`, { ...op, schema: { tags, summary: `隐藏${label}`, params, response: { 200: adminBannerReply } } }, async (req) => ({
      ...ok(await content.setSlotStatus(req.ctx, kind, req.params.id, Hidden)),
      msg: M.hidden,
    }));
    app.delete(`${base}/:id`, { ...op, schema: { tags, summary: `删除${label}`, params, response: { 200: doneReply } } }, async (req) => {
      await content.deleteSlotRow(req.ctx, kind, req.params.id);
      return { ...ok(null), msg: M.deleted };
    });
  }

  // News (the 先搜服务 grid: /news/list, /news/{id}).
  app.get('/admin/content/news', { ...op, schema: { tags, summary: '资讯列表（含隐藏）', querystring: adminNewsListQuery, response: { 200: adminNewsListReply } } }, async (req) =>
    pageReply(await content.listNewsRows(req.ctx, req.query)),
  );
  app.post('/admin/content/news', { ...op, schema: { tags, summary: '新增资讯（发布时间为现在）', body: adminNewsCreateBody, response: { 200: adminNewsReply } } }, async (req) => ({
    ...ok(await content.createNews(req.ctx, req.body)),
    msg: M.created,
  }));
  app.put('/admin/content/news/:id', { ...op, schema: { tags, summary: '修改资讯', params, body: adminNewsUpdateBody, response: { 200: adminNewsReply } } }, async (req) => ({
    ...ok(await content.updateNews(req.ctx, req.params.id, req.body)),
    msg: M.saved,
  }));
  app.post('/admin/content/news/:id/show', { ...op, schema: { tags, summary: '显示资讯', params, response: { 200: adminNewsReply } } }, async (req) => ({
    ...ok(await content.setNewsStatus(req.ctx, req.params.id, Shown)),
    msg: M.shown,
  }));
  app.post('/admin/content/news/:id/hide', { ...op, schema: { tags, summary: '隐藏资讯', params, response: { 200: adminNewsReply } } }, async (req) => ({
    ...ok(await content.setNewsStatus(req.ctx, req.params.id, Hidden)),
    msg: M.hidden,
  }));
  app.delete('/admin/content/news/:id', { ...op, schema: { tags, summary: '删除资讯', params, response: { 200: doneReply } } }, async (req) => {
    await content.deleteNews(req.ctx, req.params.id);
    return { ...ok(null), msg: M.deleted };
  });

  // Categories (two levels; /category/tree, /recCategory/list, search terms).
  app.get('/admin/content/categories', { ...op, schema: { tags, summary: '分类（全部，含隐藏与引用数）', response: { 200: adminCategoryListReply } } }, async (req) =>
    ok(await content.listCategoryAdmin(req.ctx)),
  );
  app.post('/admin/content/categories', { ...op, schema: { tags, summary: '新增分类（一级，或一级分类下的二级）', body: adminCategoryCreateBody, response: { 200: adminCategoryReply } } }, async (req) => ({
    ...ok(await content.createCategoryAdmin(req.ctx, req.body)),
    msg: M.created,
  }));
  app.post('/admin/content/categories/reorder', { ...op, schema: { tags, summary: '分类排序（同一上级的全部 id）', body: adminReorderBody, response: { 200: adminReorderReply } } }, async (req) => ({
    ...ok(await content.reorderCategories(req.ctx, req.body.ids)),
    msg: M.reordered,
  }));
  app.put('/admin/content/categories/:id', { ...op, schema: { tags, summary: '修改分类（名称、图片、排序号）', params, body: adminCategoryUpdateBody, response: { 200: adminCategoryReply } } }, async (req) => ({
    ...ok(await content.updateCategoryAdmin(req.ctx, req.params.id, req.body)),
    msg: M.saved,
  }));
  app.post('/admin/content/categories/:id/show', { ...op, schema: { tags, summary: '显示分类', params, response: { 200: adminCategoryReply } } }, async (req) => ({
    ...ok(await content.setCategoryStatus(req.ctx, req.params.id, Shown)),
    msg: M.shown,
  }));
  app.post('/admin/content/categories/:id/hide', { ...op, schema: { tags, summary: '隐藏分类', params, response: { 200: adminCategoryReply } } }, async (req) => ({
    ...ok(await content.setCategoryStatus(req.ctx, req.params.id, Hidden)),
    msg: M.hidden,
  }));
  app.delete('/admin/content/categories/:id', { ...op, schema: { tags, summary: '删除分类（无子分类、无商品或信息引用时）', params, response: { 200: doneReply } } }, async (req) => {
    await content.deleteCategoryAdmin(req.ctx, req.params.id);
    return { ...ok(null), msg: M.deleted };
  });

  // Brands (中文名, English name, aliases: the search terms).
  app.get('/admin/content/brands', { ...op, schema: { tags, summary: '品牌（全部，含引用数）', response: { 200: adminBrandListReply } } }, async (req) => ok(await content.listBrandAdmin(req.ctx)));
  app.post('/admin/content/brands', { ...op, schema: { tags, summary: '新增品牌', body: adminBrandCreateBody, response: { 200: adminBrandReply } } }, async (req) => ({
    ...ok(await content.createBrandAdmin(req.ctx, req.body)),
    msg: M.created,
  }));
  app.post('/admin/content/brands/reorder', { ...op, schema: { tags, summary: '品牌排序（全部 id）', body: adminReorderBody, response: { 200: adminReorderReply } } }, async (req) => ({
    ...ok(await content.reorderBrands(req.ctx, req.body.ids)),
    msg: M.reordered,
  }));
  app.put('/admin/content/brands/:id', { ...op, schema: { tags, summary: '修改品牌（名称、英文名、别名、logo、排序号）', params, body: adminBrandUpdateBody, response: { 200: adminBrandReply } } }, async (req) => ({
    ...ok(await content.updateBrandAdmin(req.ctx, req.params.id, req.body)),
    msg: M.saved,
  }));
  app.post('/admin/content/brands/:id/show', { ...op, schema: { tags, summary: '显示品牌', params, response: { 200: adminBrandReply } } }, async (req) => ({
    ...ok(await content.setBrandStatus(req.ctx, req.params.id, Shown)),
    msg: M.shown,
  }));
  app.post('/admin/content/brands/:id/hide', { ...op, schema: { tags, summary: '隐藏品牌（不再出现在联想和发布匹配中；已有商品不受影响）', params, response: { 200: adminBrandReply } } }, async (req) => ({
    ...ok(await content.setBrandStatus(req.ctx, req.params.id, Hidden)),
    msg: M.hidden,
  }));
  app.delete('/admin/content/brands/:id', { ...op, schema: { tags, summary: '删除品牌（无商品或信息引用时）', params, response: { 200: doneReply } } }, async (req) => {
    await content.deleteBrandAdmin(req.ctx, req.params.id);
    return { ...ok(null), msg: M.deleted };
  });

  // Recommended goods (/recGoods/list which + position).
  app.get('/admin/content/recGoods', { ...op, schema: { tags, summary: '推荐商品（按 which/position）', querystring: adminRecGoodsListQuery, response: { 200: adminRecGoodsListReply } } }, async (req) =>
    pageReply(await content.listRecGoodsAdmin(req.ctx, req.query)),
  );
  app.post('/admin/content/recGoods', { ...op, schema: { tags, summary: '添加推荐商品（仅上架商品）', body: adminRecGoodsAddBody, response: { 200: adminRecGoodsReply } } }, async (req) => ({
    ...ok(await content.addRecGoods(req.ctx, req.body)),
    msg: M.created,
  }));
  app.post('/admin/content/recGoods/reorder', { ...op, schema: { tags, summary: '推荐商品排序（同一推荐位的全部 id）', body: adminReorderBody, response: { 200: adminReorderReply } } }, async (req) => ({
    ...ok(await content.reorderRecGoods(req.ctx, req.body.ids)),
    msg: M.reordered,
  }));
  app.delete('/admin/content/recGoods/:id', { ...op, schema: { tags, summary: '移除推荐商品', params, response: { 200: doneReply } } }, async (req) => {
    await content.removeRecGoods(req.ctx, req.params.id);
    return { ...ok(null), msg: M.deleted };
  });
};
