import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_POSITIONS } from '@mts/shared/constants';
import { type BannerItem, bannerListReply, categoryTreeReply, dictReply, newsDetailReply, newsListReply, recCategoryReply } from '@mts/shared/schemas';
import { userAs } from './factories.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('content API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('lists banners of a slot sorted by sort, shown only by default', async () => {
    const res = await t.api('/banner/list?which=2&type=2&position=HOME');
    expect(res.status).toBe(200);
    expect(bannerListReply.parse(res.body).code).toBe(200);
    const items = res.body.data;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((b: BannerItem) => b.which === 2 && b.type === 2 && b.position === 'HOME' && b.status === 0)).toBe(true);
    expect(items.map((b: BannerItem) => b.sort)).toEqual([...items.map((b: BannerItem) => b.sort)].sort((a: number, b: number) => a - b));
    expect(items[0].image).toMatch(/^\/static\/demo\/banner\/.+\.webp$/);
  });

  it('has content for every which/position, a logo, the PC top nav and the mobile tab bar', async () => {
    for (const which of [1, 2])
      for (const position of BANNER_POSITIONS) {
        const res = await t.api(`/banner/list?which=${which}&position=${position}`);
        expect(res.body.data.length, `${which} ${position}`).toBeGreaterThan(0);
      }
    for (const which of [1, 2]) expect((await t.api(`/banner/list?which=${which}&type=1&position=LAYOUT`)).body.data).toHaveLength(1);
    const pcNav = (await t.api('/banner/list?which=1&type=5&position=LAYOUT')).body.data;
    expect(pcNav.map((b: BannerItem) => [b.title, b.url])).toEqual([
      ['首页', '/pc/home'],
      ['供求信息', '/pc/clue'],
      ['行情', '/pc/market'],
      ['分类', '/pc/category'],
      ['个人中心', '/pc/user'],
    ]);
    const tabs = (await t.api('/banner/list?which=2&type=5&position=LAYOUT')).body.data;
    expect(tabs.map((b: BannerItem) => b.url)).toEqual(['/home', '/category', '/source/publish', '/clue', '/user']);
    expect(tabs.every((b: BannerItem) => b.imgUrl && b.activeImgUrl && b.imgUrl !== b.activeImgUrl)).toBe(true);
  });

  it('validates banner filters', async () => {
    const res = await t.api('/banner/list?which=3');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('参数 which 无效：取值必须是 1/2 之一');
    expect((await t.api('/banner/list?position=SIDEBAR')).body.msg).toMatch(/^参数 position 无效：/);
  });

  it('lists shortcut icons per slot', async () => {
    const mobile = (await t.api('/nav/list?which=2&position=HOME')).body.data;
    expect(mobile.length).toBeGreaterThanOrEqual(8);
    expect(mobile.map((n: BannerItem) => n.title)).toEqual(expect.arrayContaining(['DDR4', 'DDR5', 'eMMC', 'UFS', '内存条', 'SSD', 'NAND', '长鑫']));
    // Every shortcut is a search, but BOM配单 (issue 24) and 行情 (issue 25), which open their pages.
    const pages = ['/bom', '/market'];
    expect(mobile.filter((n: BannerItem) => pages.includes(n.url)).map((n: BannerItem) => n.title)).toEqual(['BOM配单', '行情']);
    expect(mobile.filter((n: BannerItem) => !pages.includes(n.url)).every((n: BannerItem) => /^\/searchlist\?(categoryId=\d+|keyword=.+)$/.test(n.url))).toBe(true);
    expect((await t.api('/nav/list?which=1&position=HOME')).body.data.length).toBeGreaterThanOrEqual(10);
    for (const position of ['CLUE_SOURCE', 'CLUE_BUY']) {
      const n = (await t.api(`/nav/list?which=2&position=${position}`)).body.data.length;
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(8);
    }
  });

  it('returns the category tree and recommended categories', async () => {
    const res = await t.api('/category/tree');
    const tree = categoryTreeReply.parse(res.body).data;
    expect(tree.map((c) => c.name)).toEqual(['DRAM颗粒', 'NAND Flash颗粒', '晶圆', '嵌入式存储', '内存条/内存模组', 'SSD固态硬盘', '存储卡/U盘']);
    expect(tree[0]!.children.map((c) => c.name)).toEqual(['DDR4', 'DDR5', 'DDR3/DDR3L', 'LPDDR4/4X', 'LPDDR5/5X', 'GDDR6']);
    expect(tree.every((c) => c.parentId === null && c.picture.endsWith('.svg'))).toBe(true);
    const rec = recCategoryReply.parse((await t.api('/recCategory/list')).body).data;
    expect(rec.length).toBeGreaterThanOrEqual(6);
  });

  it('returns dictionaries by type', async () => {
    const hot = dictReply.parse((await t.api('/dict/getByType/hot_search')).body).data;
    expect(hot.map((d) => d.value)).toEqual(expect.arrayContaining(['DDR4', 'K4A8G165', '三星', 'eMMC', '内存条', 'SSD', '长鑫']));
    for (const type of ['goods_condition', 'price_unit', 'delivery_place', 'package', 'stock_type'])
      expect((await t.api(`/dict/getByType/${type}`)).body.data.length, type).toBeGreaterThan(0);
    expect((await t.api('/dict/getByType/none_such')).body).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect((await t.api('/dict/getByType/Bad-Type')).status).toBe(400);
  });

  it('pages news and shows an article', async () => {
    const res = await t.api('/news/list?pageNum=1&pageSize=5');
    const page = newsListReply.parse(res.body);
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.rows[0]!.publishTime >= page.rows[4]!.publishTime).toBe(true);
    const detail = newsDetailReply.parse((await t.api(`/news/${page.rows[0]!.id}`)).body).data;
    expect(detail.content.length).toBeGreaterThan(20);
    expect((await t.api('/news/999999')).body).toEqual({ code: 404, msg: '资讯不存在', data: null });
  });

  it('serves content from the cache and invalidates it on write', async () => {
    const cache = t.app.cache;
    const url = '/banner/list?which=1&type=4&position=CLUE_BUY';
    expect((await t.api(url)).body.data).toEqual([]);
    const hits = cache.hits;
    await t.api(url);
    expect(cache.hits).toBe(hits + 1);

    // Written through the operator console (its one audited path), read back at once.
    const op = (await userAs(t.app, 'operator')).api;
    const id = (await op.post('/admin/content/banners', { which: 1, type: 4, position: 'CLUE_BUY', title: '测试广告', sort: 1 })).body.data.id as number;
    expect((await t.api(url)).body.data.map((b: BannerItem) => b.id)).toEqual([id]);
    expect((await op.post(`/admin/content/banners/${id}/hide`)).status).toBe(200);
    expect((await t.api(url)).body.data).toEqual([]);
    expect((await t.api(`${url}&status=1`)).body.data.map((b: BannerItem) => b.title)).toEqual(['测试广告']);

    const before = (await t.api('/category/tree')).body.data.length;
    expect((await op.post('/admin/content/categories', { name: '测试分类', sort: 99 })).status).toBe(200);
    expect((await t.api('/category/tree')).body.data.length).toBe(before + 1);
  });
});
