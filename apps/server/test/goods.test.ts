import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListItem, TypeSearchResult } from '@mts/shared/schemas';
import { eq } from 'drizzle-orm';
import { PublishMsg } from '@mts/shared/messages';
import { GoodsStatus } from '@mts/shared/status';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DbHandle } from '../src/db/client.ts';
import { goods } from '../src/db/schema/index.ts';
import { goodsChanged } from '../src/modules/goods/cache.ts';
import { categoryId, createGoods, userAs, validClue } from './factories.ts';
import { buildTestApp, call, cleanupRedisPrefix, cleanupTestDatabases, DRIVERS, openTestDb, storeConfig, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('goods API on %s', (driver) => {
  let t: TestApp;
  let tree: { id: number; name: string; children: { id: number; name: string }[] }[];
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    tree = (await t.api('/category/tree')).body.data;
  });
  afterAll(() => t.close());

  const list = async (qs: string) => {
    const res = await t.api(`/goods/list?${qs}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功' });
    return res.body.data as { records: GoodsListItem[]; total: number; pageNum: number; pageSize: number };
  };

  it('pages on-shelf goods, newest first, 10 by default', async () => {
    const page1 = await list('');
    expect(page1.pageNum).toBe(1);
    expect(page1.pageSize).toBe(10);
    expect(page1.records).toHaveLength(10);
    expect(page1.total).toBeGreaterThanOrEqual(100);
    const times = page1.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await list('pageNum=2&pageSize=10');
    expect(page2.pageNum).toBe(2);
    expect(page2.total).toBe(page1.total);
    expect(page2.records.map((r) => r.id)).not.toContain(page1.records[0].id);
    const last = await list(`pageNum=${Math.ceil(page1.total / 25)}&pageSize=25`);
    expect(last.records.length).toBe(page1.total - 25 * (Math.ceil(page1.total / 25) - 1));
    const r = page1.records[0];
    expect(r).toMatchObject({ goodsId: r.id, type: r.goodsType, path: `/prodetail/${r.id}` });
    expect(r.goodsImage).toMatch(/^\/static\/demo\//);
  });

  it('filters by type and status', async () => {
    const supply = await list('type=1&pageSize=100');
    const demand = await list('type=2&pageSize=100');
    expect(supply.records.every((r) => r.type === 1)).toBe(true);
    expect(demand.records.every((r) => r.type === 2)).toBe(true);
    expect(supply.total + demand.total).toBe((await list('')).total);
    // Off-shelf goods are listed to their owner only (hardening.test.ts), never to the public.
    expect((await list('status=1')).total).toBe(0);
  });

  it('a top-level categoryId includes its children', async () => {
    const dram = tree.find((c) => c.name === 'DRAM颗粒')!;
    const ddr4 = dram.children.find((c) => c.name === 'DDR4')!;
    const all = await list(`categoryId=${dram.id}&pageSize=100`);
    const only = await list(`categoryId=${ddr4.id}&pageSize=100`);
    expect(only.total).toBeGreaterThan(0);
    expect(only.records.every((r) => r.categoryId === ddr4.id)).toBe(true);
    expect(all.total).toBeGreaterThan(only.total);
    const childIds = dram.children.map((c) => c.id);
    expect(all.records.every((r) => childIds.includes(r.categoryId))).toBe(true);
  });

  it('filters by brand in Chinese or English', async () => {
    const zh = await list('brand=三星&pageSize=100');
    const en = await list('brand=samsung&pageSize=100');
    expect(zh.total).toBeGreaterThan(5);
    expect(en.total).toBe(zh.total);
    expect(zh.records.every((r) => r.brandName === '三星')).toBe(true);
    expect((await list('brand=nosuchbrand')).total).toBe(0);
  });

  it('keyword matches part numbers without separators, names, brands and categories', async () => {
    const byPart = await list('keyword=k4a8g165');
    expect(byPart.records.map((r) => r.goodsModel)).toContain('K4A8G165WC-BCTD');
    expect(byPart.records.every((r) => r.goodsModel.startsWith('K4A8G165'))).toBe(true);
    const dashed = await list(`keyword=${encodeURIComponent('mt40a1g16tb 062e')}`);
    expect(dashed.records.map((r) => r.goodsModel)).toContain('MT40A1G16TB-062E:F');
    const cxmt = await list(`keyword=${encodeURIComponent('长鑫')}&pageSize=100`);
    expect(cxmt.total).toBeGreaterThan(0);
    expect(cxmt.records.every((r) => r.brandName === '长鑫存储')).toBe(true);
    const emmc = await list('keyword=eMMC&pageSize=100');
    expect(emmc.records.some((r) => r.categoryName === 'eMMC')).toBe(true);
    const wildcard = await list(`keyword=${encodeURIComponent('%')}`);
    expect(wildcard.total).toBe(0);
  });

  it('sorts by price (dollar prices compared in yuan), nulls last', async () => {
    const yuan = (r: GoodsListItem) => (r.priceUnit === 10 ? r.priceMin! * 7.2 : r.priceMin!);
    const asc = await list('sort=priceAsc&type=1&pageSize=100');
    const prices = asc.records.map(yuan);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list('sort=priceDesc&type=1&pageSize=100');
    const dp = desc.records.map(yuan);
    expect(dp).toEqual([...dp].sort((a, b) => b - a));
  });

  it('rejects invalid paging with a Chinese message naming the field', async () => {
    for (const qs of ['pageSize=abc', 'pageSize=0', 'pageSize=101']) {
      const res = await t.api(`/goods/list?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.data).toBeNull();
      expect(res.body.msg).toMatch(/^参数 pageSize 无效：/);
    }
    const sort = await t.api('/goods/list?sort=cheapest');
    expect(sort.body.msg).toMatch(/^参数 sort 无效：/);
  });

  it('returns goods detail with masked mobile; 404 when missing or off shelf', async () => {
    const [first] = (await list('keyword=K4A8G165WC-BCTD')).records;
    const res = await t.api(`/goods/detail?goodsId=${first.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ goodsModel: 'K4A8G165WC-BCTD', brandName: '三星', brandNameEn: 'Samsung', priceUnit: 10, priceMin: 1320, quantity: 10000, dateCode: '23+' });
    expect(d.contactMobile).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect(d.specs.length).toBeGreaterThan(3);
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.clueId).toEqual(expect.any(Number));
    const missing = await t.api('/goods/detail?goodsId=999999');
    expect(missing).toEqual({ status: 404, body: { code: 404, msg: '商品不存在或已下架', data: null } });
    const [off] = await t.handle.db.select({ id: goods.id }).from(goods).where(eq(goods.status, GoodsStatus.OffShelf)).limit(1);
    expect((await t.api(`/goods/detail?goodsId=${off!.id}`)).status).toBe(404);
    expect((await t.api('/goods/detail')).body.msg).toMatch(/^参数 goodsId 无效：/);
  });

  it('type search suggests categories and brands', async () => {
    const res = await t.api(`/goods/type/search?keyword=${encodeURIComponent('DDR')}`);
    expect(res.body.code).toBe(200);
    expect(res.body.data.categories.map((c: TypeSearchResult['categories'][number]) => c.name)).toEqual(expect.arrayContaining(['DDR4', 'DDR5']));
    expect(res.body.data.categories.find((c: TypeSearchResult['categories'][number]) => c.name === 'DDR4').parentName).toBe('DRAM颗粒');
    const brands = await t.api('/goods/type/search?keyword=hynix');
    expect(brands.body.data.brands).toEqual([expect.objectContaining({ name: '海力士', nameEn: 'SK hynix' })]);
    expect((await t.api('/goods/type/search?keyword=')).status).toBe(400);
  });

  it('lists recommended goods per slot with rows and total', async () => {
    const res = await t.api('/recGoods/list?which=2&position=HOME&pageSize=5&pageNum=1');
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(res.body.rows).toHaveLength(5);
    expect(res.body.total).toBeGreaterThanOrEqual(20);
    const demand = await t.api('/recGoods/list?which=2&position=HOME&goodsType=2&pageSize=100');
    expect(demand.body.rows.every((r: GoodsListItem) => r.type === 2)).toBe(true);
    const pc = await t.api('/recGoods/list?which=1&pageSize=100');
    expect(pc.body.total).toBeGreaterThan(0);
  });

  it('shows a clue with masked contact; 404 for unknown clues', async () => {
    const [first] = (await list('keyword=K4A8G165WC-BCTD')).records;
    const detail = (await t.api(`/goods/detail?goodsId=${first.id}`)).body.data;
    const res = await t.api(`/clue/${detail.clueId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: detail.clueId, goodsId: first.id, goodsModel: 'K4A8G165WC-BCTD', brandName: '三星', status: 20 });
    expect(res.body.data.contactMobile).toContain('****');
    expect(await t.api('/clue/999999')).toEqual({ status: 404, body: { code: 404, msg: '线索不存在', data: null } });
    expect((await t.api('/clue/abc')).body.msg).toMatch(/^参数 id 无效：/);
  });
});

describe.each(DRIVERS)('cached goods lists on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  const firstPageIds = async (qs = '') => ((await t.api(`/goods/list?pageNum=1&pageSize=10${qs}`)).body.data.records as GoodsListItem[]).map((r) => r.id);

  it('serves a hot list from the cache, byte for byte, until a goods write', async () => {
    const first = await t.api('/goods/list?pageNum=1&pageSize=10');
    const misses = t.app.cache.misses;
    const second = await t.api('/goods/list?pageNum=1&pageSize=10');
    expect(t.app.cache.misses).toBe(misses);
    expect(second.body).toEqual(first.body);
    expect(Object.keys(second.body.data)).toEqual(['records', 'total', 'pageNum', 'pageSize', 'totalCapped']);
  });

  it('drops cached lists on shelf off and shelf on (the owner sees the change at once)', async () => {
    const { user, api } = await userAs(t.app, 'verified');
    const item = await createGoods(t.app.db, user.id, { goodsModel: 'CACHE-SHELF-1' });
    goodsChanged(t.app); // written directly, as a later importer would, then announced
    expect(await firstPageIds()).toContain(item.id);
    expect(await firstPageIds('&type=1')).toContain(item.id);
    expect((await api.post(`/goods/${item.id}/shelf`, { status: 1 })).status).toBe(200);
    expect(await firstPageIds()).not.toContain(item.id);
    expect(await firstPageIds('&type=1')).not.toContain(item.id);
    expect((await api.post(`/goods/${item.id}/shelf`, { status: 0 })).status).toBe(200);
    expect(await firstPageIds()).toContain(item.id);
  });

  it('shelf moves go through the goods machine: a move from the status it ends in is refused (409), the row untouched', async () => {
    const { user, api } = await userAs(t.app, 'verified');
    const item = await createGoods(t.app.db, user.id, { goodsModel: 'SHELF-TWICE-1' });
    expect(await api.post(`/goods/${item.id}/shelf`, { status: 0 })).toMatchObject({ status: 409, body: { msg: PublishMsg.shelfAlready('已上架') } });
    expect(await api.post(`/goods/${item.id}/shelf`, { status: 1 })).toMatchObject({ status: 200, body: { data: { status: 1, statusText: '已下架' } } });
    expect(await api.post(`/goods/${item.id}/shelf`, { status: 1 })).toMatchObject({ status: 409, body: { msg: PublishMsg.shelfAlready('已下架') } });
    const [row] = await t.app.db.select({ status: goods.status }).from(goods).where(eq(goods.id, item.id));
    expect(row!.status).toBe(GoodsStatus.OffShelf);
  });

  it('drops cached lists when a lead is published or withdrawn', async () => {
    const { api } = await userAs(t.app, 'verified');
    const cached = async () => {
      await firstPageIds();
      const misses = t.app.cache.misses;
      await firstPageIds();
      return t.app.cache.misses === misses;
    };
    expect(await cached()).toBe(true);
    const published = await api.post('/clue/publish', validClue({ categoryId: await categoryId(t.app.db) }));
    expect(published.status).toBe(200);
    const misses = t.app.cache.misses;
    await firstPageIds();
    expect(t.app.cache.misses).toBe(misses + 1);
    expect(await cached()).toBe(true);
    expect((await api.post(`/clue/${published.body.data.id}/withdraw`)).status).toBe(200);
    const again = t.app.cache.misses;
    await firstPageIds();
    expect(t.app.cache.misses).toBe(again + 1);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('cached goods lists on two instances sharing Redis', () => {
  let handle: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const config = { ...storeConfig('redis', 'goods-cache'), webDist: '/nonexistent-web-dist' };
  beforeAll(async () => {
    handle = await openTestDb('pglite');
    a = await buildApp({ db: handle, config });
    b = await buildApp({ db: handle, config });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await handle.close();
    await cleanupRedisPrefix(config.redisPrefix);
  });

  it('a shelf-off on one instance drops the list cached by the other', async () => {
    const { user, api } = await userAs(a, 'verified');
    const item = await createGoods(handle.db, user.id, { goodsModel: 'CACHE-REDIS-1' });
    const ids = async () => ((await call(b, 'GET', '/goods/list?pageNum=1&pageSize=10')).body.data.records as GoodsListItem[]).map((r) => r.id);
    goodsChanged(a);
    await expect.poll(ids, { timeout: 2000, interval: 20 }).toContain(item.id);
    expect((await api.post(`/goods/${item.id}/shelf`, { status: 1 })).status).toBe(200);
    await expect.poll(ids, { timeout: 2000, interval: 20 }).not.toContain(item.id);
  });
});
