import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListReply, suggestReply } from '@mts/shared/schemas';
import { goods } from '../src/db/schema/index.ts';
import { refreshSearchText } from '../src/modules/search/indexer.ts';
import { keywordSql } from '../src/modules/search/tokens.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('trade-grade search on %s', (driver) => {
  let t: TestApp;
  const list = async (query: string) => {
    const res = await t.api(`/goods/list?pageSize=100&${query}`);
    expect(res.status).toBe(200);
    return goodsListReply.parse(res.body).data;
  };
  const kw = (k: string, more = '') => list(`keyword=${encodeURIComponent(k)}${more}`);

  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('indexes every seeded listing on start', async () => {
    const rows = await t.handle.db.execute(sql`select count(*)::int as n from goods where search_text is null`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('finds K4A8G165WC-BCTD from k4a8g165, ignoring case, dashes and spaces', async () => {
    for (const k of ['k4a8g165', 'K4A8G165', 'k4a8 g165', 'K4A8G165WC-BCTD', 'k4a8g165wcbctd', 'g165wc-bc']) {
      const page = await kw(k);
      expect(page.records.map((r) => r.goodsModel), k).toContain('K4A8G165WC-BCTD');
      expect(page.records.every((r) => r.goodsModel.replace(/\W/g, '').toLowerCase().includes(k.replace(/\W/g, '').toLowerCase())), k).toBe(true);
    }
    expect((await kw('k4a8g165wc-bctd')).records[0]!.goodsModel).toBe('K4A8G165WC-BCTD');
    expect((await kw('k4a8g165')).records[0]!.goodsModel).toMatch(/^K4A8G165/);
  });

  it('ranks exact part number, then prefix, then contains, before newer listings', async () => {
    const [tpl] = await t.handle.db.select().from(goods).where(sql`${goods.goodsModel} = 'K4A8G165WC-BCTD'`).limit(1);
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...base } = tpl!;
    const later = new Date(Date.now() + 86_400_000);
    const inserted = await t.handle.db
      .insert(goods)
      .values([
        { ...base, goodsModel: 'XK4A8G165WC-BCTD', modelNorm: 'xk4a8g165wcbctd', createdAt: later },
        { ...base, goodsModel: 'K4A8G165WC-BCTDT', modelNorm: 'k4a8g165wcbctdt', createdAt: later },
      ])
      .returning({ id: goods.id });
    await refreshSearchText({ db: t.handle.db, cache: t.app.cache }, 'goods', inserted.map((r) => r.id));
    const models = (await kw('K4A8G165WC-BCTD')).records.map((r) => r.goodsModel);
    expect(models.indexOf('K4A8G165WC-BCTD')).toBe(0);
    expect(models.indexOf('K4A8G165WC-BCTDT')).toBeGreaterThan(models.lastIndexOf('K4A8G165WC-BCTD'));
    expect(models.indexOf('XK4A8G165WC-BCTD')).toBeGreaterThan(models.indexOf('K4A8G165WC-BCTDT'));
  });

  it('finds the same goods for 三星 and Samsung (and its alias)', async () => {
    const zh = (await kw('三星')).records.map((r) => r.id).sort();
    const en = (await kw('Samsung')).records.map((r) => r.id).sort();
    const lower = (await kw('samsung')).records.map((r) => r.id).sort();
    expect(zh.length).toBeGreaterThan(3);
    expect(en).toEqual(zh);
    expect(lower).toEqual(zh);
    expect((await kw('三星')).records.every((r) => r.brandName === '三星')).toBe(true);
  });

  it('maps brand words to the same id filter in any language or alias, alone or mixed', async () => {
    const ids = async (k: string, more = '') => (await kw(k, more)).records.map((r) => r.id).sort((a, b) => a - b);
    const zh = await ids('三星');
    for (const k of ['Samsung', 'SAMSUNG', 'SEC', '三星电子']) expect(await ids(k), k).toEqual(zh);
    // The keyword's brand word and the brand filter are the same filter.
    expect(await ids('', '&brand=Samsung')).toEqual(zh);
    const mixed = await ids('三星 DDR4');
    expect(mixed.length).toBeGreaterThan(0);
    expect(await ids('Samsung DDR4')).toEqual(mixed);
    expect(await ids('三星DDR4')).toEqual(mixed);
    expect(await ids('sk hynix')).toEqual(await ids('海力士'));
    // A category word means the category and its children.
    const tree = (await t.api('/category/tree')).body.data as { id: number; name: string; children: { id: number }[] }[];
    const modules = tree.find((c) => c.name === '内存条/内存模组')!;
    const subtree = [modules.id, ...modules.children.map((c) => c.id)];
    const memory = await kw('内存');
    expect(memory.total).toBeGreaterThan(0);
    expect(memory.records.every((r) => subtree.includes(r.categoryId))).toBe(true);
    expect((await kw('三星 华邦')).total).toBe(0);
  });

  it('serves 2-character words (美光, 内存) and mixed queries', async () => {
    const micron = await kw('美光');
    expect(micron.total).toBeGreaterThan(0);
    expect(micron.records.every((r) => r.brandName === '美光')).toBe(true);
    const memory = await kw('内存');
    expect(memory.total).toBeGreaterThan(0);
    expect(memory.records.some((r) => r.categoryName.includes('DIMM') || r.goodsName.includes('内存'))).toBe(true);
    const mixed = await kw('三星 DDR4');
    expect(mixed.total).toBeGreaterThan(0);
    expect(mixed.records.every((r) => r.brandName === '三星')).toBe(true);
    expect((await kw('不存在的词')).total).toBe(0);
  });

  it('pages a part-number search in the order of sorting every match (ranked arms, text-only matches last)', async () => {
    const [tpl] = await t.handle.db.select().from(goods).where(sql`${goods.goodsModel} = 'K4A8G165WC-BCTD'`).limit(1);
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...base } = tpl!;
    // Matched by its name only (the a3 arm): after every part-number match although it is the newest.
    const [nameOnly] = await t.handle.db
      .insert(goods)
      .values({ ...base, goodsModel: 'ZZ9000', modelNorm: 'zz9000', goodsName: 'K4A8G165 替代料', createdAt: new Date(Date.now() + 2 * 86_400_000) })
      .returning({ id: goods.id });
    await refreshSearchText({ db: t.handle.db, cache: t.app.cache }, 'goods', [nameOnly!.id]);
    for (const k of ['k4a8g165', 'g165wc', 'K4A8G165WC-BCTD', 'zz9000']) {
      const q = keywordSql(k, { searchText: goods.searchText, modelNorm: goods.modelNorm });
      const res = await t.handle.db.execute(
        sql`select id from goods where status = 0 and ${q.where!} order by ${sql.join([...q.rank, sql`created_at desc`, sql`id desc`], sql`, `)}`,
      );
      const expected = (res as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      expect(expected.length, k).toBeGreaterThan(0);
      expect((await kw(k)).records.map((r) => r.id), k).toEqual(expected.slice(0, 100));
      const paged: number[] = [];
      for (let p = 1; p <= 3; p++) {
        const res = await t.api(`/goods/list?pageSize=3&pageNum=${p}&keyword=${encodeURIComponent(k)}`);
        paged.push(...goodsListReply.parse(res.body).data.records.map((r) => r.id));
      }
      expect(paged, k).toEqual(expected.slice(0, 9));
    }
    const k4 = (await kw('k4a8g165')).records.map((r) => r.id);
    expect(k4).toContain(nameOnly!.id);
    expect(k4.at(-1)).toBe(nameOnly!.id);
  });

  it('uses the GIN indexes for a 2-character word and a part-number fragment (EXPLAIN)', async () => {
    const plan = async (keyword: string) =>
      t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const k = keywordSql(keyword, { searchText: goods.searchText, modelNorm: goods.modelNorm });
        const res = await tx.execute(sql`explain select id from goods where ${k.where!}`);
        return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const word = await plan('美光');
    expect(word).toMatch(/Bitmap Index Scan on goods_search_idx/);
    const model = await plan('g165wc');
    expect(model).toMatch(/goods_model_norm_trgm_idx/);
    expect(model).toMatch(/goods_search_idx/);
  });

  it('filters by type, category word, brand, condition, price unit and date code', async () => {
    const demand = await list('type=2');
    expect(demand.records.every((r) => r.type === 2)).toBe(true);
    const usd = await list('priceUnit=10');
    expect(usd.records.length).toBeGreaterThan(0);
    expect(usd.records.every((r) => r.priceUnit === 10)).toBe(true);
    const orig = await list(`condition=${encodeURIComponent('原装')}&brand=Samsung`);
    expect(orig.records.every((r) => r.condition === '原装' && r.brandName === '三星')).toBe(true);
    const dc = await list(`dateCode=${encodeURIComponent('24+')}`);
    expect(dc.records.length).toBeGreaterThan(0);
    expect(dc.records.every((r) => Number(r.dateCode.slice(0, 2)) >= 24)).toBe(true);
    const ddr4 = await kw('DDR4', '&type=1');
    expect(ddr4.records.every((r) => r.type === 1)).toBe(true);
    expect(ddr4.records.some((r) => r.categoryName === 'DDR4')).toBe(true);
    expect((await t.api('/goods/list?condition=bad')).status).toBe(400);
  });

  it('sorts by price (¥ and $ compared) and by newest', async () => {
    const inYuan = (r: { priceMin: number | null; priceUnit: number }) => (r.priceMin ?? Infinity) * (r.priceUnit === 10 ? 7.2 : 1);
    const asc = (await kw('三星', '&sort=priceAsc')).records.filter((r) => r.priceMin !== null);
    expect(asc.map(inYuan)).toEqual([...asc.map(inYuan)].sort((a, b) => a - b));
    const desc = (await kw('三星', '&sort=priceDesc')).records.filter((r) => r.priceMin !== null);
    expect(desc.map(inYuan)).toEqual([...desc.map(inYuan)].sort((a, b) => b - a));
    const newest = (await kw('三星', '&sort=newest')).records.map((r) => r.createTime);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('counts exactly up to 1000 and says "1000+" beyond (totalCapped)', async () => {
    const [tpl] = await t.handle.db.select().from(goods).where(sql`${goods.goodsModel} = 'K4A8G165WC-BCTD'`).limit(1);
    const { id: _id, searchText: _s, ...base } = tpl!;
    const rows = Array.from({ length: 1100 }, (_, i) => {
      const goodsModel = `ZZCAP${String(i).padStart(4, '0')}`;
      return { ...base, goodsModel, modelNorm: goodsModel.toLowerCase() };
    });
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) ids.push(...(await t.handle.db.insert(goods).values(rows.slice(i, i + 500)).returning({ id: goods.id })).map((r) => r.id));
    await refreshSearchText({ db: t.handle.db, cache: t.app.cache }, 'goods', ids);
    const many = await kw('zzcap');
    expect(many).toMatchObject({ total: 1000, totalCapped: true });
    expect(many.records).toHaveLength(100);
    expect(await kw('zzcap', '&pageNum=3')).toMatchObject({ total: 1000, totalCapped: true, pageNum: 3 });
    const some = await kw('zzcap01');
    expect(some).toMatchObject({ total: 100, totalCapped: false });
    const few = await kw('zzcap0001');
    expect(few).toMatchObject({ total: 1, totalCapped: false });
    // Lists without a keyword are capped the same way.
    expect(await list('')).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('suggests part numbers by prefix and brands in either language', async () => {
    const s = suggestReply.parse((await t.api('/goods/suggest?keyword=k4a8')).body).data;
    expect(s.models.map((m) => m.goodsModel)).toContain('K4A8G165WC-BCTD');
    expect(s.models.every((m) => m.goodsModel.toLowerCase().startsWith('k4a8'))).toBe(true);
    expect(s.models[0]!.brandName).toBe('三星');
    const b = suggestReply.parse((await t.api('/goods/suggest?keyword=sam')).body).data;
    expect(b.brands[0]).toEqual({ name: '三星', nameEn: 'Samsung' });
    expect(suggestReply.parse((await t.api(`/goods/suggest?keyword=${encodeURIComponent('美')}`)).body).data.brands[0]!.nameEn).toBe('Micron');
    expect((await t.api('/goods/suggest?keyword=')).status).toBe(400);
  });
});
