import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONDITIONS } from '@mts/shared/constants';
import { ClueStatus } from '@mts/shared/status';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema/index.ts';
import { seedDemoData, seedIfEmpty, truncateAll } from '../src/db/seed/index.ts';
import { cleanupTestDatabases, DRIVERS, openTestDb } from './helper.ts';

afterAll(cleanupTestDatabases);

const counts = async (db: Db) => {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({ users: t.users, categories: t.categories, brands: t.brands, goods: t.goods, clues: t.clues, banners: t.banners, navItems: t.navItems, news: t.news, dict: t.dictEntries, recGoods: t.recGoods }))
    out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
};

describe.each(DRIVERS)('demo seed on %s', (driver) => {
  it('is idempotent, and --reset rebuilds the same data', async () => {
    const handle = await openTestDb(driver);
    try {
      const before = await counts(handle.db);
      expect(await seedIfEmpty(handle.db)).toBe(false);
      expect(await counts(handle.db)).toEqual(before);
      await truncateAll(handle.db);
      expect((await counts(handle.db)).goods).toBe(0);
      expect(await seedIfEmpty(handle.db)).toBe(true);
      expect(await counts(handle.db)).toEqual(before);
      await truncateAll(handle.db);
      await seedDemoData(handle.db);
      expect(await counts(handle.db)).toEqual(before);
    } finally {
      await handle.close();
    }
    }, 120_000); // seeds three times: about 20 s on a busy 2-core machine

  it('looks like the memory trade', async () => {
    const handle = await openTestDb(driver);
    try {
      const db = handle.db;
      const c = await counts(db);
      expect(c.goods).toBeGreaterThanOrEqual(100);
      expect(c.news).toBeGreaterThanOrEqual(12);
      expect(c.users).toBeGreaterThanOrEqual(4);
      const byType = await db.select({ type: t.goods.type, n: count() }).from(t.goods).groupBy(t.goods.type);
      expect(byType.length).toBe(2);
      const byUnit = await db.select({ unit: t.goods.priceUnit, n: count() }).from(t.goods).groupBy(t.goods.priceUnit);
      expect(byUnit.map((r) => r.unit).sort()).toEqual([0, 10]);
      const [noClue] = await db.select({ n: count() }).from(t.goods).where(sql`${t.goods.clueId} is null`);
      expect(noClue!.n).toBe(0);
      // Every listing can be bought and contracted: its condition is one the forms and schemas take (CONDITIONS, as the
      // goods_condition dictionary lists them), and its owner is verified (a contract names verified parties).
      const conditions = await db.selectDistinct({ c: t.goods.condition }).from(t.goods);
      for (const { c } of conditions) expect(CONDITIONS, c).toContain(c);
      const owners = await db.selectDistinct({ authn: t.users.authnStatus }).from(t.goods).innerJoin(t.users, eq(t.users.id, t.goods.ownerId));
      expect(owners.map((o) => o.authn)).toEqual([1]);
      const [waiting] = await db.select({ n: count() }).from(t.clues).where(eq(t.clues.status, ClueStatus.AwaitingDispatch));
      expect(waiting!.n).toBeGreaterThanOrEqual(10);
      const [span] = await db.select({ days: sql<number>`extract(epoch from max(${t.goods.createdAt}) - min(${t.goods.createdAt})) / 86400` }).from(t.goods);
      expect(Number(span!.days)).toBeGreaterThan(20);
      const types = (await db.select({ b: t.users.businessType }).from(t.users)).map((r) => r.b);
      expect(new Set(types)).toEqual(new Set([0, 10, 20, 40]));
      // The demo negotiator has follow items on first start: two pending (one with a note), one done.
      const follows = await db.select({ status: t.followItems.status, followedAt: t.followItems.followedAt }).from(t.followItems).where(eq(t.followItems.type, 10));
      expect(follows.map((f) => f.status).sort()).toEqual([1, 1, 2]);
      // Intention orders for each page: two 待确认 (李娜's model 1 and model 2 items pending), two 已确认 in the
      // business followers' pool, one 已取消; 王强's cart holds a ¥ and a $ line.
      const pre = await db.select({ status: t.preOrders.status, orderNo: t.preOrders.orderNo }).from(t.preOrders);
      // Past the intention order (trade, part 2): one 跟单中 (its first contract returned), ten 已成单.
      expect(pre.map((o) => o.status).sort()).toEqual([10, 10, 20, 20, 30, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 90]);
      for (const o of pre) expect(o.orderNo).toMatch(/^YX\d{8}\d{6}$/);
      const trade = await db.select({ model: t.followItems.model, status: t.followItems.status }).from(t.followItems).where(and(eq(t.followItems.type, 30), eq(t.followItems.identity, 10)));
      expect(trade.filter((f) => f.status === 1).map((f) => f.model).sort()).toEqual([1, 2]);
      // Trade orders in every status, each with its history; numbers DD/HT + date + id.
      const ords = await db.select({ id: t.orders.id, status: t.orders.status, orderNo: t.orders.orderNo, contractNo: t.orders.contractNo }).from(t.orders);
      expect([...new Set(ords.map((o) => o.status))].sort((a, b) => a - b)).toEqual([1, 5, 20, 30, 40, 50, 60, 90]);
      for (const o of ords) {
        expect(o.orderNo).toMatch(/^DD\d{14}$/);
        expect(o.contractNo).toMatch(/^HT\d{14}$/);
      }
      const [noHistory] = await db.select({ n: count() }).from(t.orders).where(sql`not exists (select 1 from ${t.orderEvents} where ${t.orderEvents.orderId} = ${t.orders.id})`);
      expect(noHistory!.n).toBe(0);
      const cart = await db
        .select({ unit: t.goods.priceUnit, owner: t.goods.ownerId, mobile: t.users.mobile })
        .from(t.cartItems)
        .innerJoin(t.goods, eq(t.goods.id, t.cartItems.goodsId))
        .innerJoin(t.users, eq(t.users.id, t.cartItems.userId));
      expect(cart.map((l) => l.unit).sort()).toEqual([0, 10]);
      expect(new Set(cart.map((l) => l.mobile))).toEqual(new Set(['13800000000']));
      const [notes] = await db.select({ n: count() }).from(t.followNotes);
      expect(notes!.n).toBe(1);
      const [k4a] = await db.select().from(t.goods).where(eq(t.goods.goodsModel, 'K4A8G165WC-BCTD')).limit(1);
      expect(k4a!.modelNorm).toBe('k4a8g165wcbctd');
    } finally {
      await handle.close();
    }
  });
});
