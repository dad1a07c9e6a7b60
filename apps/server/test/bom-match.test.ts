import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceUnit } from '@mts/shared/constants';
import { bomDetailReply } from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import { brands, goods } from '../src/db/schema/index.ts';
import { createGoods, type UserRow, userAs } from './factories.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('BOM matching on %s', (driver) => {
  let t: TestApp;
  let buyer: { user: UserRow; api: ApiClient };
  let seller: UserRow;
  let brandId: Record<'samsung' | 'hynix' | 'micron' | 'winbond', number>;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    buyer = await userAs(t.app, 'verified');
    seller = (await userAs(t.app, 'verified')).user;
    const rows = await t.handle.db.select({ id: brands.id, nameEn: brands.nameEn }).from(brands);
    const by = (en: string) => rows.find((b) => b.nameEn.toLowerCase() === en.toLowerCase())?.id ?? rows[0]!.id;
    brandId = { samsung: by('samsung'), hynix: by('sk hynix'), micron: by('micron'), winbond: by('winbond') };
  });
  afterAll(() => t?.close());

  /** A 货源 of the seller on the shelf. */
  async function offer(goodsModel: string, over: Parameters<typeof createGoods>[2] & { brandId?: number | null } = {}) {
    const { brandId: b, ...rest } = over;
    const g = await createGoods(t.handle.db, seller.id, { goodsModel, quantity: 5000, moq: 1, priceMin: 100, priceUnit: PriceUnit.Yuan, ...rest });
    if (b !== undefined) await t.handle.db.update(goods).set({ brandId: b }).where(eq(goods.id, g.id));
    return g;
  }

  async function bom(text: string) {
    const r = await buyer.api.post('/bom/create', { text });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return bomDetailReply.parse(r.body).data;
  }

  it('mts_model_base reduces each variant to one key', async () => {
    const base = async (m: string) => ((await t.handle.db.execute(sql`select mts_model_base(${m}) as b`)) as unknown as { rows: { b: string }[] }).rows[0]!.b;
    expect(await base('W25Q128JVSIQ TR')).toBe('w25q128jvsiq');
    expect(await base('W25Q128JVSIQ-T&R')).toBe('w25q128jvsiq');
    expect(await base('W25Q128JVSIQ-T')).toBe('w25q128jvsiq');
    expect(await base('MT40A1G16TB-062E IT:F')).toBe('mt40a1g16tb062e');
    expect(await base('MT40A1G16TB-062E:F')).toBe('mt40a1g16tb062e');
    expect(await base('H5AN8G6NDJR-XNC')).toBe(await base('H5AN8G6NDJR-XNI'));
    expect(await base('SAMSUNG K4A8G165WC-BCTD')).toBe('k4a8g165wcbctd');
  });

  it('exact: the same normalised part number, dashes and spaces aside (100)', async () => {
    const g = await offer('ZQA8G165WC-BCTD');
    const d = await bom('ZQA8G165WCBCTD 2000\nzqa8g165wc bctd 1k');
    for (const l of d.lines) {
      expect(l.matchClass).toBe('exact');
      expect(l.confidence).toBe(100);
      expect(l.best!.goodsId).toBe(g.id);
    }
    expect(d.lines[1]!.quantity).toBe(1000);
  });

  it('near: packing suffixes TR / T&R / -T (80 without brands)', async () => {
    const g = await offer('ZW25Q128JVSIQ');
    const d = await bom('ZW25Q128JVSIQ TR 10,000 目标价0.35\nZW25Q128JVSIQ-T&R 100\nZW25Q128JVSIQ-T 100');
    for (const l of d.lines) {
      expect(l.matchClass).toBe('near');
      expect(l.confidence).toBe(80);
      expect(l.best!.goodsId).toBe(g.id);
    }
    expect(d.lines[0]!).toMatchObject({ goodsModel: 'ZW25Q128JVSIQ TR', quantity: 10_000, targetPrice: 35 });
  });

  it('near: Micron die revision :F and IT:F; exact still first', async () => {
    const exact = await offer('MT91A1G16TB-062E:F', { priceMin: 900 });
    const plain = await offer('MT91A1G16TB-062E', { priceMin: 100 });
    const d = await bom('MT91A1G16TB-062E:F, 1k\nMT91A1G16TB-062E IT:F 500');
    expect(d.lines[0]!.matchClass).toBe('exact');
    expect(d.lines[0]!.best!.goodsId).toBe(exact.id);
    expect(d.lines[0]!.offerCount).toBe(2);
    expect(d.lines[1]!.matchClass).toBe('near');
    expect([exact.id, plain.id]).toContain(d.lines[1]!.best!.goodsId);
    expect(d.lines[1]!.best!.goodsId).toBe(plain.id); // both near: the cheaper first
  });

  it('near: SK hynix -XNC vs -XNI, brand alias agreement 90, conflict 60', async () => {
    await offer('H5ZN8G6NDJR-XNI', { brandId: brandId.hynix });
    const d = await bom('H5ZN8G6NDJR-XNC\t500\tSK Hynix\nH5ZN8G6NDJR-XNC\t500\tHynix\nH5ZN8G6NDJR-XNC\t500\tSAMSUNG\nH5ZN8G6NDJR-XNC\t500');
    expect(d.lines.map((l) => [l.matchClass, l.confidence])).toEqual([
      ['near', 90],
      ['near', 90],
      ['near', 60],
      ['near', 80],
    ]);
    expect(d.lines[0]!.brandName).toBe('海力士');
  });

  it('near: SAMSUNG glued in front of the part number', async () => {
    const g = await offer('ZK4B8G165WC-BCTD', { brandId: brandId.samsung });
    const d = await bom('SAMSUNGZK4B8G165WC-BCTD 100 三星\nSAMSUNG ZK4B8G165WC-BCTD 100');
    expect(d.lines[0]).toMatchObject({ matchClass: 'near', confidence: 90 });
    expect(d.lines[0]!.best!.goodsId).toBe(g.id);
    expect(d.lines[1]).toMatchObject({ matchClass: 'near' });
  });

  it('none: unknown parts, off-shelf goods and his own goods are not offers', async () => {
    await offer('ZOFF-1', { status: GoodsStatus.OffShelf });
    await createGoods(t.handle.db, buyer.user.id, { goodsModel: 'ZMINE-1', quantity: 100, moq: 1, priceMin: 100 });
    const d = await bom('ZOFF-1 10\nZMINE-1 10\nNOSUCHPART-9 10');
    expect(d.lines.every((l) => l.matchClass === 'none' && l.best === null && l.offerCount === 0)).toBe(true);
    expect(d.summary).toMatchObject({ coverage: 'none', linesNone: 3, qtyCovered: 0, totals: [] });
  });

  it('best offer order: exact before near, priced before 面议, price ascending, then quantity', async () => {
    const cheapSmall = await offer('ZORD-100', { priceMin: 50, quantity: 10 });
    const cheapBig = await offer('ZORD-100', { priceMin: 50, quantity: 900 });
    const dear = await offer('ZORD-100', { priceMin: 80 });
    const nego = await offer('ZORD-100', { priceMin: null as unknown as number });
    const near = await offer('ZORD-100TR', { priceMin: 1 });
    const d = await bom('ZORD-100 100');
    const r = await buyer.api.get('/bom/offers', { lineId: d.lines[0]!.id });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((o: { goodsId: number }) => o.goodsId)).toEqual([cheapBig.id, cheapSmall.id, dear.id, nego.id, near.id]);
    expect(d.lines[0]!.offerCount).toBe(5);
  });

  it('coverage and totals per currency (¥ and $ apart)', async () => {
    await offer('ZCUR-Y', { priceMin: 200, priceUnit: PriceUnit.Yuan, quantity: 1000 });
    await offer('ZCUR-D', { priceMin: 150, priceUnit: PriceUnit.Dollar, quantity: 50 });
    const d = await bom('ZCUR-Y 100\nZCUR-D 100\nZCUR-NONE 7');
    expect(d.summary).toMatchObject({
      lines: 3,
      linesCovered: 1,
      linesPartial: 1,
      linesNone: 1,
      qtyWanted: 207,
      qtyCovered: 150,
      coverage: 'partial',
      totals: [
        { priceUnit: PriceUnit.Yuan, amount: 200 * 100 },
        { priceUnit: PriceUnit.Dollar, amount: 150 * 50 },
      ],
    });
  });
});
