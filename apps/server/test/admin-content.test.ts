import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMsg, AdminContentMsg as M, InputMsg } from '@mts/shared/messages';
import {
  adminBannerListReply,
  adminBannerReply,
  adminBrandListReply,
  adminBrandReply,
  adminCategoryListReply,
  adminCategoryReply,
  adminNewsReply,
  adminRecGoodsListReply,
  adminRecGoodsReply,
  bannerListReply,
  categoryTreeReply,
  goodsListReply,
  newsListReply,
  recGoodsReply,
} from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import { auditLog, banners, brands, goods } from '../src/db/schema/index.ts';
import { buildApp } from '../src/app.ts';
import { pgHandle } from '../src/db/postgres.ts';
import { type ApiClient, buildTestApp, cleanupRedisPrefix, cleanupTestDatabases, DRIVERS, injectAs, storeConfig, type TestApp, testDatabaseUrl } from './helper.ts';
import { categoryId, createGoods, createUser, userAs } from './factories.ts';

afterAll(cleanupTestDatabases);

let seq = 0;
/** A URL our upload storage could have written (the shape is what the schema and the server check). */
const upload = () => `/uploads/2026/${(++seq).toString(16).padStart(32, 'a')}.webp`;

/** Every content console route with a harmless valid input: the refusals are checked against each. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: object }[] = [
  ...(['banners', 'nav'] as const).flatMap((p) => [
    { method: 'GET' as const, path: `/admin/content/${p}` },
    { method: 'POST' as const, path: `/admin/content/${p}`, body: { which: 2, type: 2, position: 'HOME', title: '拒绝' } },
    { method: 'PUT' as const, path: `/admin/content/${p}/1`, body: { title: '拒绝' } },
    { method: 'POST' as const, path: `/admin/content/${p}/1/show` },
    { method: 'POST' as const, path: `/admin/content/${p}/1/hide` },
    { method: 'POST' as const, path: `/admin/content/${p}/reorder`, body: { ids: [1] } },
    { method: 'DELETE' as const, path: `/admin/content/${p}/1` },
  ]),
  { method: 'GET', path: '/admin/content/news' },
  { method: 'POST', path: '/admin/content/news', body: { title: '拒绝' } },
  { method: 'PUT', path: '/admin/content/news/1', body: { title: '拒绝' } },
  { method: 'POST', path: '/admin/content/news/1/hide' },
  { method: 'POST', path: '/admin/content/news/1/show' },
  { method: 'DELETE', path: '/admin/content/news/1' },
  { method: 'GET', path: '/admin/content/categories' },
  { method: 'POST', path: '/admin/content/categories', body: { name: '拒绝' } },
  { method: 'PUT', path: '/admin/content/categories/1', body: { name: '拒绝' } },
  { method: 'POST', path: '/admin/content/categories/1/hide' },
  { method: 'POST', path: '/admin/content/categories/1/show' },
  { method: 'POST', path: '/admin/content/categories/reorder', body: { ids: [1] } },
  { method: 'DELETE', path: '/admin/content/categories/1' },
  { method: 'GET', path: '/admin/content/brands' },
  { method: 'POST', path: '/admin/content/brands', body: { name: '拒绝', nameEn: 'Refused' } },
  { method: 'PUT', path: '/admin/content/brands/1', body: { name: '拒绝' } },
  { method: 'POST', path: '/admin/content/brands/reorder', body: { ids: [1] } },
  { method: 'POST', path: '/admin/content/brands/1/hide' },
  { method: 'POST', path: '/admin/content/brands/1/show' },
  { method: 'DELETE', path: '/admin/content/brands/1' },
  { method: 'GET', path: '/admin/content/recGoods' },
  { method: 'POST', path: '/admin/content/recGoods', body: { goodsId: 1, which: 2, position: 'HOME' } },
  { method: 'POST', path: '/admin/content/recGoods/reorder', body: { ids: [1] } },
  { method: 'DELETE', path: '/admin/content/recGoods/1' },
];

const send = (api: ApiClient, r: (typeof ROUTES)[number]) =>
  r.method === 'GET' ? api.get(r.path) : r.method === 'POST' ? api.post(r.path, r.body) : r.method === 'PUT' ? api.put(r.path, r.body) : api.delete(r.path);

describe.each(DRIVERS)('the content console on %s', (driver) => {
  let t: TestApp;
  let op: ApiClient;
  let anon: ApiClient;
  const db = () => t.handle.db;
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
  const lastAudit = async () => (await db().select().from(auditLog).orderBy(sql`${auditLog.id} desc`).limit(1))[0]!;
  const publicBanners = async (q: string) => bannerListReply.parse((await anon.get(`/banner/list?${q}`)).body).data;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    op = (await userAs(t.app, 'operator', { realName: '运营乙' })).api;
    anon = await injectAs(t.app);
  });
  afterAll(() => t.close());

  it('every content route: 401 logged out, 403 无权限访问 for a trader and a negotiator; nothing changes, no audit row', async () => {
    const ordinary = (await userAs(t.app, 'verified')).api;
    const negotiator = (await userAs(t.app, 'negotiator')).api;
    const before = await auditCount();
    const rowsBefore = await db().select().from(banners).orderBy(banners.id);
    const brandsBefore = await db().select().from(brands).orderBy(brands.id);
    for (const r of ROUTES) {
      for (const [who, status] of [
        [anon, 401],
        [ordinary, 403],
        [negotiator, 403],
      ] as const) {
        const res = await send(who, r);
        expect(res.status, `${status} ${r.method} ${r.path}`).toBe(status);
        expect(res.body.data ?? null).toBeNull();
        if (status === 403) expect(res.body.msg).toBe(AuthMsg.forbidden);
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await db().select().from(banners).orderBy(banners.id)).toEqual(rowsBefore);
    expect(await db().select().from(brands).orderBy(brands.id)).toEqual(brandsBefore);
  });

  it('banners: create, update, hide, show, reorder, delete; the public /banner/list changes at once; one audit row each', async () => {
    const slot = 'which=2&type=2&position=HOME';
    const first = await publicBanners(slot); // now cached
    expect(first.length).toBeGreaterThan(0);

    const image = upload();
    const created = await op.post('/admin/content/banners', { which: 2, type: 2, position: 'HOME', title: '新轮播', image, imgUrl: image, url: '/searchlist?keyword=DDR4' });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe(M.created);
    const b = adminBannerReply.parse(created.body).data;
    expect(b.sort).toBeGreaterThan(Math.max(...first.map((x) => x.sort)));
    expect((await publicBanners(slot)).map((x) => x.id)).toEqual([...first.map((x) => x.id), b.id]);
    const a1 = await lastAudit();
    expect(a1).toMatchObject({ action: 'banner.create', entityType: 'banner', entityId: b.id, before: null });
    expect((a1.after as { title: string }).title).toBe('新轮播');

    const updated = await op.put(`/admin/content/banners/${b.id}`, { title: '改过的轮播', url: 'https://example.com/promo' });
    expect(updated.status).toBe(200);
    expect((await publicBanners(slot)).find((x) => x.id === b.id)).toMatchObject({ title: '改过的轮播', url: 'https://example.com/promo' });
    expect(await lastAudit()).toMatchObject({ action: 'banner.update', before: { title: '新轮播', url: '/searchlist?keyword=DDR4' }, after: { title: '改过的轮播', url: 'https://example.com/promo' } });

    // The same values again: nothing to change.
    const same = await op.put(`/admin/content/banners/${b.id}`, { title: '改过的轮播' });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe(M.noChange);

    expect((await op.post(`/admin/content/banners/${b.id}/hide`)).status).toBe(200);
    expect((await publicBanners(slot)).some((x) => x.id === b.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'banner.hide', before: { status: 0 }, after: { status: 1 } });
    // Hidden rows stay in the console's list.
    const listed = adminBannerListReply.parse((await op.get('/admin/content/banners', { which: 2, type: 2, position: 'HOME', status: 1 })).body);
    expect(listed.rows.map((x) => x.id)).toContain(b.id);
    // Hiding twice: no second audit row.
    const n = await auditCount();
    expect((await op.post(`/admin/content/banners/${b.id}/hide`)).status).toBe(200);
    expect(await auditCount()).toBe(n);
    expect((await op.post(`/admin/content/banners/${b.id}/show`)).status).toBe(200);
    expect((await publicBanners(slot)).some((x) => x.id === b.id)).toBe(true);

    // Reorder: the whole slot, reversed.
    const slotIds = adminBannerListReply.parse((await op.get('/admin/content/banners', { which: 2, type: 2, position: 'HOME', pageSize: 100 })).body).rows.map((x) => x.id);
    const reversed = [...slotIds].reverse();
    const re = await op.post('/admin/content/banners/reorder', { ids: reversed });
    expect(re.status).toBe(200);
    expect(re.body.msg).toBe(M.reordered);
    expect((await publicBanners(slot)).map((x) => x.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({ action: 'banner.reorder', entityId: null, before: { ids: slotIds }, after: { ids: reversed } });
    // Part of a slot, or ids of two slots: refused, nothing written.
    const before = await auditCount();
    const part = await op.post('/admin/content/banners/reorder', { ids: reversed.slice(1) });
    expect(part.status).toBe(400);
    expect(part.body.msg).toBe(M.reorderSlot);
    const logo = (await publicBanners('which=2&type=1&position=LAYOUT'))[0]!;
    expect((await op.post('/admin/content/banners/reorder', { ids: [...reversed, logo.id] })).status).toBe(400);
    expect(await auditCount()).toBe(before);
    expect((await publicBanners(slot)).map((x) => x.id)).toEqual(reversed);

    const del = await op.delete(`/admin/content/banners/${b.id}`);
    expect(del.status).toBe(200);
    expect(del.body.msg).toBe(M.deleted);
    expect((await publicBanners(slot)).some((x) => x.id === b.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'banner.delete', entityId: b.id, after: null, before: { title: '改过的轮播' } });
    expect((await op.delete(`/admin/content/banners/${b.id}`)).status).toBe(404);
  });

  it('the mobile tab bar: a new pair of inactive / active images shows on the layout list at once', async () => {
    const tabs = await publicBanners('which=2&type=5&position=LAYOUT');
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    const tab = tabs[1]!;
    const [imgUrl, activeImgUrl] = [upload(), upload()];
    const res = await op.put(`/admin/content/banners/${tab.id}`, { imgUrl, activeImgUrl, text: '分类目录' });
    expect(res.status).toBe(200);
    expect((await publicBanners('which=2&type=5&position=LAYOUT'))[1]).toMatchObject({ id: tab.id, imgUrl, activeImgUrl, text: '分类目录' });
    expect(await lastAudit()).toMatchObject({ action: 'banner.update', before: { imgUrl: tab.imgUrl, activeImgUrl: tab.activeImgUrl }, after: { imgUrl, activeImgUrl } });
  });

  it('nav items: create, update, hide, reorder, delete through /admin/content/nav; /nav/list follows', async () => {
    const navList = async () => bannerListReply.parse((await anon.get('/nav/list?which=2&position=HOME')).body).data;
    const shown = await navList();
    const icon = upload();
    const c = await op.post('/admin/content/nav', { which: 2, type: 5, position: 'HOME', title: '新入口', image: icon, imgUrl: icon, url: '/category' });
    expect(c.status).toBe(200);
    const id = adminBannerReply.parse(c.body).data.id;
    expect((await navList()).at(-1)).toMatchObject({ id, title: '新入口' });
    expect(await lastAudit()).toMatchObject({ action: 'nav.create', entityType: 'nav', entityId: id });
    expect((await op.put(`/admin/content/nav/${id}`, { title: '入口二' })).status).toBe(200);
    expect((await navList()).find((x) => x.id === id)?.title).toBe('入口二');
    expect((await op.post(`/admin/content/nav/${id}/hide`)).status).toBe(200);
    expect((await navList()).map((x) => x.id)).toEqual(shown.map((x) => x.id));
    expect((await op.post(`/admin/content/nav/${id}/show`)).status).toBe(200);
    const all = adminBannerListReply.parse((await op.get('/admin/content/nav', { which: 2, type: 5, position: 'HOME', pageSize: 100 })).body).rows.map((x) => x.id);
    const order = [id, ...all.filter((x) => x !== id)];
    expect((await op.post('/admin/content/nav/reorder', { ids: order })).status).toBe(200);
    expect((await navList())[0]!.id).toBe(id);
    expect((await op.delete(`/admin/content/nav/${id}`)).status).toBe(200);
    expect((await navList()).some((x) => x.id === id)).toBe(false);
    // An id no nav item has: 404 with the nav's own message.
    expect((await op.put('/admin/content/nav/2147483647', { title: 'x' })).body.msg).toBe(M.navNotFound);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const tab = (await publicBanners('which=2&type=5&position=LAYOUT'))[0]!;
    const before = await auditCount();
    const bad: [string, 'POST' | 'PUT', object, string][] = [
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', image: 'https://evil.example/x.webp' }, InputMsg.imageUrl],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', image: '/static/demo/banner-1.webp' }, InputMsg.imageUrl],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', imgUrl: '/uploads/2026/../../etc/passwd' }, InputMsg.imageUrl],
      ['/admin/content/banners', 'POST', { which: 3, type: 2, position: 'HOME' }, M.which],
      ['/admin/content/banners', 'POST', { which: 2, type: 3, position: 'HOME' }, M.type],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'ELSEWHERE' }, M.position],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', url: 'javascript:alert(1)' }, M.link],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', url: '//evil.example/x' }, M.link],
      ['/admin/content/banners', 'POST', { which: 2, type: 2, position: 'HOME', sort: -1 }, M.sort],
      [`/admin/content/banners/${tab.id}`, 'PUT', { title: '长'.repeat(129) }, M.title(128)],
      [`/admin/content/banners/${tab.id}`, 'PUT', { title: '首\u0000页' }, InputMsg.controlChars],
      [`/admin/content/banners/${tab.id}`, 'PUT', { text: 'a\u202Eb\u0007' }, InputMsg.controlChars],
      [`/admin/content/banners/${tab.id}`, 'PUT', {}, M.noChange],
      ['/admin/content/banners/2147483648', 'PUT', { title: 'x' }, InputMsg.badId],
      ['/admin/content/banners/0', 'PUT', { title: 'x' }, InputMsg.badId],
      ['/admin/content/banners/reorder', 'POST', { ids: [] }, M.reorderIds(200)],
      ['/admin/content/banners/reorder', 'POST', { ids: [tab.id, tab.id] }, M.reorderIds(200)],
      ['/admin/content/banners/reorder', 'POST', { ids: [2147483648] }, InputMsg.badId],
      ['/admin/content/news', 'POST', { title: '' }, M.titleRequired(200)],
      ['/admin/content/news', 'POST', { title: '资讯', content: 'x'.repeat(20_001) }, M.newsContent(20_000)],
      ['/admin/content/news', 'POST', { title: '资讯', cover: 'http://x/y.png' }, InputMsg.imageUrl],
      ['/admin/content/categories', 'POST', { name: '分类\u001b' }, InputMsg.controlChars],
      ['/admin/content/categories', 'POST', { name: '分类', parentId: 2147483648 }, InputMsg.badId],
      ['/admin/content/brands', 'POST', { name: '品牌', nameEn: 'B', aliases: Array.from({ length: 11 }, (_, i) => `a${i}`) }, M.brandAliases(10, 32)],
      ['/admin/content/brands', 'POST', { name: '品牌' }, M.brandNameEn(64)],
      ['/admin/content/recGoods', 'POST', { goodsId: 1, which: 2, position: 'HOME PAGE' }, M.recPosition],
    ];
    for (const [path, method, body, msg] of bad) {
      const res = method === 'POST' ? await op.post(path, body) : await op.put(path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.msg, path).toContain(msg);
    }
    expect(await auditCount()).toBe(before);
    expect((await publicBanners('which=2&type=5&position=LAYOUT'))[0]).toEqual(tab);
  });

  it('news for the 先搜服务 grid: create, update, hide, show, delete; /news/list and /news/{id} follow', async () => {
    const newsList = async () => newsListReply.parse((await anon.get('/news/list?pageSize=50')).body);
    const total = (await newsList()).total;
    const cover = upload();
    const c = await op.post('/admin/content/news', { title: 'DDR5 现货价格周报', summary: '本周 DDR5 颗粒小幅上涨', tag: '行情', cover, content: '第一段\n第二段' });
    expect(c.status).toBe(200);
    const n = adminNewsReply.parse(c.body).data;
    const after = await newsList();
    expect(after.total).toBe(total + 1);
    expect(after.rows[0]).toMatchObject({ id: n.id, title: 'DDR5 现货价格周报', cover, tag: '行情' });
    expect(await lastAudit()).toMatchObject({ action: 'news.create', entityType: 'news', entityId: n.id, after: { title: 'DDR5 现货价格周报', contentLength: 7 } });

    expect((await op.put(`/admin/content/news/${n.id}`, { title: 'DDR5 周报', content: '新的正文' })).status).toBe(200);
    expect((await anon.get(`/news/${n.id}`)).body.data).toMatchObject({ title: 'DDR5 周报', content: '新的正文' });
    expect(await lastAudit()).toMatchObject({ action: 'news.update', before: { title: 'DDR5 现货价格周报', contentLength: 7 }, after: { title: 'DDR5 周报', contentLength: 4 } });

    expect((await op.post(`/admin/content/news/${n.id}/hide`)).status).toBe(200);
    expect((await newsList()).total).toBe(total);
    expect((await anon.get(`/news/${n.id}`)).status).toBe(404);
    expect((await op.post(`/admin/content/news/${n.id}/show`)).status).toBe(200);
    expect((await anon.get(`/news/${n.id}`)).status).toBe(200);
    expect((await op.delete(`/admin/content/news/${n.id}`)).status).toBe(200);
    expect((await anon.get(`/news/${n.id}`)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'news.delete', entityId: n.id, after: null });
  });

  it('categories: two levels, rename, sort, hide; /category/tree follows; never deleted while goods or children use it (409)', async () => {
    const tree = async () => categoryTreeReply.parse((await anon.get('/category/tree')).body).data;
    await tree(); // cached
    const top = adminCategoryReply.parse((await op.post('/admin/content/categories', { name: '测试一级' })).body).data;
    const child = adminCategoryReply.parse((await op.post('/admin/content/categories', { name: '测试二级', parentId: top.id })).body).data;
    expect((await tree()).find((c) => c.id === top.id)?.children.map((c) => c.name)).toEqual(['测试二级']);
    expect(await lastAudit()).toMatchObject({ action: 'category.create', entityId: child.id, after: { name: '测试二级', parentId: top.id } });

    const third = await op.post('/admin/content/categories', { name: '第三级', parentId: child.id });
    expect(third.status).toBe(400);
    expect(third.body.msg).toBe(M.categoryTwoLevels);
    const dup = await op.post('/admin/content/categories', { name: '测试二级', parentId: top.id });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(M.categoryNameTaken);

    expect((await op.put(`/admin/content/categories/${child.id}`, { name: '改名二级' })).status).toBe(200);
    expect((await tree()).find((c) => c.id === top.id)?.children[0]?.name).toBe('改名二级');

    // Sort: the new category first among the top level.
    const tops = adminCategoryListReply
      .parse((await op.get('/admin/content/categories')).body)
      .data.filter((c) => c.parentId === null)
      .map((c) => c.id);
    const order = [top.id, ...tops.filter((id) => id !== top.id)];
    expect((await op.post('/admin/content/categories/reorder', { ids: order })).status).toBe(200);
    expect((await tree()).map((c) => c.id)).toEqual(order);

    expect((await op.post(`/admin/content/categories/${top.id}/hide`)).status).toBe(200);
    expect((await tree()).some((c) => c.id === top.id)).toBe(false);
    expect((await op.post(`/admin/content/categories/${top.id}/show`)).status).toBe(200);

    // In use: DDR4 has goods; a parent has children.
    const ddr4 = await categoryId(db());
    const before = await auditCount();
    const inUse = await op.delete(`/admin/content/categories/${ddr4}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toMatch(/^该分类下有 \d+ 条商品或信息，不能删除/);
    const parent = await op.delete(`/admin/content/categories/${top.id}`);
    expect(parent.status).toBe(409);
    expect(parent.body.msg).toBe(M.categoryHasChildren);
    expect(await auditCount()).toBe(before);
    expect((await tree()).flatMap((c) => c.children).some((c) => c.id === ddr4)).toBe(true);

    expect((await op.delete(`/admin/content/categories/${child.id}`)).status).toBe(200);
    expect((await op.delete(`/admin/content/categories/${top.id}`)).status).toBe(200);
    expect((await tree()).some((c) => c.id === top.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'category.delete', entityId: top.id, before: { name: '测试一级' }, after: null });
  });

  it('a category rename reaches the goods lists and the search text at once', async () => {
    const owner = await createUser(db(), 'verified');
    const top = adminCategoryReply.parse((await op.post('/admin/content/categories', { name: '闪存测试' })).body).data;
    const cat = adminCategoryReply.parse((await op.post('/admin/content/categories', { name: '旧名分类', parentId: top.id })).body).data;
    const g = await createGoods(db(), owner.id, { categoryId: cat.id, goodsModel: 'CATRENAME01' });
    const listed = async () => goodsListReply.parse((await anon.get(`/goods/list?categoryId=${cat.id}`)).body).data.records;
    expect((await listed())[0]?.categoryName).toBe('旧名分类');
    expect((await op.put(`/admin/content/categories/${cat.id}`, { name: '新名分类' })).status).toBe(200);
    expect((await listed())[0]?.categoryName).toBe('新名分类');
    const [row] = await db()
      .select({ text: sql<string>`${goods.searchText}::text` })
      .from(goods)
      .where(eq(goods.id, g.id));
    expect(row!.text).toContain('新名');
    expect(row!.text).not.toContain('旧名');
  });

  it('brands: create (search sees it at once), rename and aliases, reorder; never deleted while goods use it (409)', async () => {
    const owner = await createUser(db(), 'verified');
    const search = async (k: string) => goodsListReply.parse((await anon.get(`/goods/list?pageSize=50&keyword=${encodeURIComponent(k)}`)).body).data.records;
    expect(await search('Xinxinchip')).toEqual([]); // loads the brand cache

    const c = await op.post('/admin/content/brands', { name: '新芯测试', nameEn: 'Xinxinchip', aliases: ['XXC', 'Xinxinchip'] });
    expect(c.status).toBe(200);
    const b = adminBrandReply.parse(c.body).data;
    expect(b.aliases).toEqual(['XXC']);
    expect(await lastAudit()).toMatchObject({ action: 'brand.create', entityType: 'brand', entityId: b.id, after: { name: '新芯测试', nameEn: 'Xinxinchip', aliases: ['XXC'] } });
    const g = await createGoods(db(), owner.id, { goodsModel: 'BRANDTEST01', brand: '新芯测试' });
    await db().update(goods).set({ brandId: b.id }).where(eq(goods.id, g.id));
    expect((await search('Xinxinchip')).map((r) => r.id)).toContain(g.id);
    expect((await search('XXC')).map((r) => r.id)).toContain(g.id);

    const dup = await op.post('/admin/content/brands', { name: '新芯测试', nameEn: 'Other' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(M.brandNameTaken);

    expect((await op.put(`/admin/content/brands/${b.id}`, { nameEn: 'Neochip', aliases: ['NCP'] })).status).toBe(200);
    expect((await search('Neochip')).map((r) => r.id)).toContain(g.id);
    expect((await search('NCP')).map((r) => r.id)).toContain(g.id);
    expect((await search('XXC')).map((r) => r.id)).not.toContain(g.id);
    expect(await lastAudit()).toMatchObject({ action: 'brand.update', before: { nameEn: 'Xinxinchip', aliases: ['XXC'] }, after: { nameEn: 'Neochip', aliases: ['NCP'] } });
    const [row] = await db()
      .select({ text: sql<string>`${goods.searchText}::text` })
      .from(goods)
      .where(eq(goods.id, g.id));
    expect(row!.text.toLowerCase()).toContain('neochip');

    const all = adminBrandListReply.parse((await op.get('/admin/content/brands')).body).data;
    expect(all.find((x) => x.id === b.id)?.usage).toBe(1);
    const order = [b.id, ...all.map((x) => x.id).filter((id) => id !== b.id)];
    expect((await op.post('/admin/content/brands/reorder', { ids: order })).status).toBe(200);
    expect(adminBrandListReply.parse((await op.get('/admin/content/brands')).body).data[0]!.id).toBe(b.id);

    // Hidden: no longer suggested, its goods still found by its names.
    const suggested = async () => ((await anon.get('/goods/type/search?keyword=Neochip')).body.data.brands as { id: number }[]).map((x) => x.id);
    expect(await suggested()).toEqual([b.id]);
    expect((await op.post(`/admin/content/brands/${b.id}/hide`)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'brand.hide', entityId: b.id, before: { status: 0 }, after: { status: 1 } });
    expect(await suggested()).toEqual([]);
    expect((await search('Neochip')).map((r) => r.id)).toContain(g.id);
    expect((await op.post(`/admin/content/brands/${b.id}/show`)).status).toBe(200);
    expect(await suggested()).toEqual([b.id]);

    const before = await auditCount();
    const inUse = await op.delete(`/admin/content/brands/${b.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe(M.brandInUse(1));
    expect(await auditCount()).toBe(before);

    const unused = adminBrandReply.parse((await op.post('/admin/content/brands', { name: '无用品牌', nameEn: 'Unused' })).body).data;
    expect((await op.delete(`/admin/content/brands/${unused.id}`)).status).toBe(200);
    expect((await db().select().from(brands).where(eq(brands.id, unused.id))).length).toBe(0);
  });

  it('recommended goods: add an on-shelf goods, refuse an off-shelf one or a duplicate, reorder, remove; /recGoods/list follows', async () => {
    const owner = await createUser(db(), 'verified');
    const rec = async () => recGoodsReply.parse((await anon.get('/recGoods/list?which=1&position=HOME&pageSize=100')).body).rows.map((r) => r.goodsId);
    const onShelf = await createGoods(db(), owner.id, { goodsModel: 'RECTEST01' });
    const offShelf = await createGoods(db(), owner.id, { goodsModel: 'RECTEST02', status: GoodsStatus.OffShelf });
    const add = await op.post('/admin/content/recGoods', { goodsId: onShelf.id, which: 1, position: 'HOME' });
    expect(add.status).toBe(200);
    const r = adminRecGoodsReply.parse(add.body).data;
    expect((await rec()).at(-1)).toBe(onShelf.id);
    expect(await lastAudit()).toMatchObject({ action: 'recGoods.add', entityType: 'recGoods', entityId: r.id, after: { goodsId: onShelf.id, which: 1, position: 'HOME' } });

    const before = await auditCount();
    const off = await op.post('/admin/content/recGoods', { goodsId: offShelf.id, which: 1, position: 'HOME' });
    expect(off.status).toBe(409);
    expect(off.body.msg).toBe(M.goodsNotOnShelf);
    const dup = await op.post('/admin/content/recGoods', { goodsId: onShelf.id, which: 1, position: 'HOME' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(M.recGoodsDuplicate);
    expect((await op.post('/admin/content/recGoods', { goodsId: 2147483647, which: 1, position: 'HOME' })).status).toBe(404);
    expect(await auditCount()).toBe(before);

    const slot = adminRecGoodsListReply.parse((await op.get('/admin/content/recGoods', { which: 1, position: 'HOME', pageSize: 100 })).body).rows;
    const order = [r.id, ...slot.map((x) => x.id).filter((id) => id !== r.id)];
    expect((await op.post('/admin/content/recGoods/reorder', { ids: order })).status).toBe(200);
    expect((await rec())[0]).toBe(onShelf.id);

    expect((await op.delete(`/admin/content/recGoods/${r.id}`)).status).toBe(200);
    expect(await rec()).not.toContain(onShelf.id);
    expect(await lastAudit()).toMatchObject({ action: 'recGoods.remove', entityId: r.id, before: { goodsId: onShelf.id }, after: null });
  });

  it('the audit log lists the content actions with their Chinese labels', async () => {
    const res = await op.get('/admin/audit', { action: 'banner.update' });
    expect(res.status).toBe(200);
    expect(res.body.rows[0].actionText).toBe('修改广告位');
    expect(res.body.rows[0].entityTypeText).toBe('广告位');
  });
});

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};

/** Polls until `check` passes (the invalidation reaches the other instance over Redis pub/sub). */
async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('content edits across two instances over Redis', () => {
  it('a banner, a category and a brand edited through A are seen on B at once', async () => {
    const redis = storeConfig('redis', 'content');
    const url = await testDatabaseUrl();
    const handles = [pgHandle(url, 4), pgHandle(url, 4)];
    const apps: FastifyInstance[] = [];
    try {
      for (const h of handles) apps.push(await listen(await buildApp({ db: h, config: { webDist: '/nonexistent-web-dist', ...redis } })));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const op = await injectAs(a, (await createUser(a.db, 'operator')).mobile);
      const onB = await injectAs(b);
      const bannersOnB = async () => bannerListReply.parse((await onB.get('/banner/list?which=2&type=2&position=HOME')).body).data;
      const treeOnB = async () => categoryTreeReply.parse((await onB.get('/category/tree')).body).data;
      const brandsOnB = async (k: string) => (await onB.get(`/goods/type/search?keyword=${encodeURIComponent(k)}`)).body.data.brands as { name: string }[];

      // B caches all three.
      const first = (await bannersOnB())[0]!;
      const top = (await treeOnB())[0]!;
      expect(await brandsOnB('Twoinst')).toEqual([]);

      expect((await op.put(`/admin/content/banners/${first.id}`, { title: '跨实例标题' })).status).toBe(200);
      expect((await op.put(`/admin/content/categories/${top.id}`, { name: `${top.name}（新）` })).status).toBe(200);
      expect((await op.post('/admin/content/brands', { name: '双实例', nameEn: 'Twoinst' })).status).toBe(200);

      await eventually(async () => expect((await bannersOnB())[0]!.title).toBe('跨实例标题'));
      await eventually(async () => expect((await treeOnB())[0]!.name).toBe(`${top.name}（新）`));
      await eventually(async () => expect((await brandsOnB('Twoinst')).map((x) => x.name)).toEqual(['双实例']));
    } finally {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await cleanupRedisPrefix(redis.redisPrefix);
    }
  }, 60_000);
});
