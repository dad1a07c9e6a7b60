import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsType, PriceUnit } from '@mts/shared/constants';
import { clueFormObject } from '@mts/shared/schemas';
import { GoodsStatus, OrderStatus } from '@mts/shared/status';
import { appContext, type ServiceContext } from '../src/lib/context.ts';
import { compare, draftDemand, findGoods, myOrders, priceStats, understand } from '../src/modules/assistant/service.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { categoryId, createGoods, createUser } from './factories.ts';
import { createOrder } from './money-factories.ts';

afterAll(cleanupTestDatabases);

type Row = Record<string, unknown>;

describe.each(DRIVERS)('assistant answer functions on %s', (driver) => {
  let t: TestApp;
  let anon: ServiceContext;
  const as = (id: number): ServiceContext => ({ ...anon, user: { id, mobile: '', businessType: 0, isOperator: false, sessionId: 0 } });
  const rows = async (q: ReturnType<typeof sql>) => (await t.handle.db.execute(q)) as unknown as { rows: Row[] };

  /** The figures straight from the database: on-shelf supply whose normalised part number matches. */
  const expected = async (match: ReturnType<typeof sql>) => {
    const where = sql`status = ${GoodsStatus.OnShelf} and type = ${GoodsType.Supply} and ${match}`;
    const totals = (await rows(sql`select count(*)::int as n, coalesce(sum(quantity), 0)::int as q from goods where ${where}`)).rows[0]!;
    const per = (
      await rows(
        sql`select price_unit::int as unit, min(price_min)::int as min, max(price_min)::int as max, count(*)::int as n, sum(quantity)::int as q
            from goods where ${where} and price_min is not null group by price_unit order by price_unit`,
      )
    ).rows;
    const ids = (await rows(sql`select id from goods where ${where}`)).rows.map((r) => Number(r.id));
    return { listings: Number(totals.n), totalQuantity: Number(totals.q), per, ids };
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    anon = appContext(t.app);
  });
  afterAll(() => t.close());

  it('price and stock of a part number equal what the database holds', async () => {
    const owner = await createUser(t.handle.db);
    // Listings that must not count: off shelf, and a demand listing of the same part.
    await createGoods(t.handle.db, owner.id, { goodsModel: 'K4A8G165WC-BCTD', priceMin: 1, status: GoodsStatus.OffShelf });
    await createGoods(t.handle.db, owner.id, { goodsModel: 'K4A8G165WC-BCTD', type: GoodsType.Demand, priceMin: 2 });
    // A new cheapest yuan listing that must.
    await createGoods(t.handle.db, owner.id, { goodsModel: 'k4a8g165wc bctd', priceUnit: PriceUnit.Yuan, priceMin: 3, quantity: 777, dateCode: '2551' });

    const s = await priceStats(anon, 'k4a8g165wcbctd');
    const want = await expected(sql`model_norm = 'k4a8g165wcbctd'`);
    expect(s.match).toBe('exact');
    expect(want.listings).toBeGreaterThan(1);
    expect(s.listings).toBe(want.listings);
    expect(s.totalQuantity).toBe(want.totalQuantity);
    expect(s.currencies.map((c) => [c.priceUnit, c.min, c.max, c.listings, c.quantity])).toEqual(want.per.map((r) => [r.unit, r.min, r.max, r.n, r.q]));
    expect(s.currencies.find((c) => c.priceUnit === PriceUnit.Yuan)!.min).toBe(3);
    expect(s.newestDateCodes[0]).toBe('2551');
    expect(s.decoded).toMatchObject({ brand: '三星', type: 'DDR4', speed: 2666 });
    // Citations are those very listings, as the database has them.
    expect(s.citations.length).toBeGreaterThan(0);
    for (const c of s.citations) {
      expect(want.ids).toContain(c.id);
      const db = (await rows(sql`select goods_model, price_min, price_unit::int as unit, quantity, date_code from goods where id = ${c.id}`)).rows[0]!;
      expect([c.partNumber, c.price, c.priceUnit, c.quantity, c.dateCode]).toEqual([db.goods_model, db.price_min, db.unit, db.quantity, db.date_code]);
      expect(c.path).toBe(`/prodetail/${c.id}`);
    }
    expect(s.citations[0]!.priceText).toBe('¥0.03');
  });

  it('falls back to the part numbers starting with a shorter one, and says so', async () => {
    const s = await priceStats(anon, 'MT40A1G16TB-062E');
    const want = await expected(sql`model_norm like 'mt40a1g16tb062e%'`);
    expect(s.match).toBe('prefix');
    expect(want.listings).toBeGreaterThan(0);
    expect(s.listings).toBe(want.listings);
    expect(s.totalQuantity).toBe(want.totalQuantity);
    expect((await priceStats(anon, 'ZZQ99999')).match).toBe('none');
  });

  it('finds goods with the question’s filters, as /goods/list would', async () => {
    const e = await understand(anon, '帮我找 三星 DDR4 的现货');
    const found = await findGoods(anon, e);
    expect(found.filter).toEqual({ keyword: '三星 DDR4', type: GoodsType.Supply });
    const ddr4 = await categoryId(t.handle.db, 'DDR4');
    const n = (
      await rows(sql`select count(*)::int as n from goods g join brands b on b.id = g.brand_id
        where g.status = ${GoodsStatus.OnShelf} and g.type = ${GoodsType.Supply} and b.name = '三星' and g.category_id = ${ddr4}`)
    ).rows[0]!.n;
    expect(found.total).toBe(Number(n));
    expect(found.total).toBeGreaterThan(0);
    expect(found.citations.every((c) => c.brand === '三星')).toBe(true);
    const api = await t.api(`/goods/list?pageSize=8&type=1&keyword=${encodeURIComponent('三星 DDR4')}`);
    expect(found.citations.map((c) => c.id)).toEqual(api.body.data.records.map((r: { id: number }) => r.id));

    const f2 = await findGoods(anon, await understand(anon, '2000 片 MT40A 24+ 原装'));
    expect(f2.filter).toEqual({ keyword: 'MT40A', type: GoodsType.Supply, condition: '原装', dateCode: '24+' });
    expect(f2.quantityWanted).toBe(2000);
    for (const c of f2.citations) {
      expect(c.partNumber.toUpperCase().startsWith('MT40A')).toBe(true);
      expect(c.condition).toBe('原装');
      expect(Number(c.dateCode.slice(0, 2))).toBeGreaterThanOrEqual(24);
    }
    const f3 = await findGoods(anon, await understand(anon, '找 三星 DDR4 3000 片 23+ 原包'));
    expect(f3.filter).toEqual({ keyword: '三星 DDR4', type: GoodsType.Supply, condition: '原包', dateCode: '23+' });
    expect(f3.total).toBeGreaterThan(0);
    for (const c of f3.citations) {
      expect(c.brand).toBe('三星');
      expect(c.condition).toBe('原包');
      expect(Number(c.dateCode.slice(0, 2))).toBeGreaterThanOrEqual(23);
    }
    expect(f3.enough).toBe(f3.citations.filter((c) => c.quantity >= 3000).length);
  });

  it('compares two part numbers on their lowest current prices', async () => {
    const r = await compare(anon, { a: 'K4A8G165WC-BCTD', b: 'H5AN8G6NDJR-XNC' });
    for (const c of r.cheaper) {
      const a = r.a.currencies.find((x) => x.currency === c.currency)!;
      const b = r.b.currencies.find((x) => x.currency === c.currency)!;
      expect(c.difference).toBe(Math.abs(a.min - b.min));
      expect(c.partNumber).toBe(a.min < b.min ? 'K4A8G165WC-BCTD' : a.min > b.min ? 'H5AN8G6NDJR-XNC' : null);
    }
    const want = await expected(sql`model_norm = 'h5an8g6ndjrxnc'`);
    expect(r.b.listings).toBe(want.listings);
    expect(r.cheaper.length).toBeGreaterThan(0);
  });

  it('my orders: only the caller’s, counted by status, the latest with their next step', async () => {
    const [me, other, x, y] = await Promise.all([createUser(t.handle.db), createUser(t.handle.db), createUser(t.handle.db), createUser(t.handle.db)]);
    const a = await createOrder(t.handle.db, { buyerId: me.id, sellerId: other.id, status: OrderStatus.AwaitingPayment });
    const b = await createOrder(t.handle.db, { buyerId: me.id, sellerId: other.id, status: OrderStatus.AwaitingPayment });
    const c = await createOrder(t.handle.db, { buyerId: other.id, sellerId: me.id, status: OrderStatus.AwaitingShipment });
    const foreign = await createOrder(t.handle.db, { buyerId: x.id, sellerId: y.id, status: OrderStatus.AwaitingPayment });

    const mine = await myOrders(as(me.id));
    const want = (await rows(sql`select status::int as s, count(*)::int as n from orders where buyer_id = ${me.id} or seller_id = ${me.id} group by status order by status`)).rows;
    expect(mine.byStatus.map((s) => [s.status, s.count])).toEqual(want.map((r) => [r.s, r.n]));
    expect(mine.byStatus).toEqual([
      { status: OrderStatus.AwaitingPayment, label: '待付款', count: 2 },
      { status: OrderStatus.AwaitingShipment, label: '待发货', count: 1 },
    ]);
    expect(mine.total).toBe(3);
    expect(mine.latest.map((o) => o.id).sort()).toEqual([a.order.id, b.order.id, c.order.id].sort());
    expect(mine.latest.find((o) => o.id === c.order.id)).toMatchObject({ side: '卖方', statusText: '待发货', nextStep: { who: '卖方' } });
    expect(mine.latest.find((o) => o.id === a.order.id)).toMatchObject({ side: '买方', statusText: '待付款', nextStep: { who: '买方' } });
    expect(mine.latest.some((o) => o.id === foreign.order.id)).toBe(false);

    const theirs = await myOrders(as(x.id));
    expect(theirs.latest.map((o) => o.id)).toEqual([foreign.order.id]);
    expect(theirs.total).toBe(1);
    // A stranger has none; logged out is refused.
    const stranger = await createUser(t.handle.db);
    expect((await myOrders(as(stranger.id))).total).toBe(0);
    await expect(myOrders(anon)).rejects.toMatchObject({ code: 401 });
  });

  it('drafts a demand lead for the publish form and never publishes', async () => {
    const before = (await rows(sql`select (select count(*) from clues)::int as c, (select count(*) from goods)::int as g`)).rows[0];
    const me = await createUser(t.handle.db);
    const d = await draftDemand(as(me.id), await understand(anon, '帮我发一个求购：MT40A1G16TB 2000 片 24+ 原装 目标价 $26'));
    expect(d.form).toMatchObject({
      type: GoodsType.Demand,
      goodsModel: 'MT40A1G16TB',
      brand: '美光',
      quantity: 2000,
      dateCode: '24+',
      condition: '原装',
      priceUnit: PriceUnit.Dollar,
      priceMin: 2600,
      categoryId: await categoryId(t.handle.db, 'DDR4'),
    });
    expect(d.form.goodsName).toContain('DDR4');
    // The contact comes from the account on the publish form, so it is never asked for.
    expect(d.missing).toEqual(['deliveryPlace']);
    expect(d.path).toBe('/source/publish');
    // Every field it fills is valid for the form.
    expect(clueFormObject.partial().safeParse(d.form).success).toBe(true);
    const after = (await rows(sql`select (select count(*) from clues)::int as c, (select count(*) from goods)::int as g`)).rows[0];
    expect(after).toEqual(before);
  });
});
