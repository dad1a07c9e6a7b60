import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus } from '@mts/shared/status';
import type { RfqQuote, RfqRow } from '@mts/shared/schemas';
import { orders, orderRatings, rfqQuotes, rfqs, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';

export type RfqRecord = typeof rfqs.$inferSelect;
export type QuoteRecord = typeof rfqQuotes.$inferSelect;

const iso = (d: Date) => d.toISOString();

/** An RFQ as its lists show it; `quoteCount` and `myQuote` as the caller may see them. */
export function toRfqRow(r: RfqRecord, quoteCount: number, myQuote?: RfqQuote | null): RfqRow {
  return {
    id: r.id,
    rfqNo: r.rfqNo,
    goodsModel: r.goodsModel,
    brandName: r.brandName,
    quantity: r.quantity,
    targetPrice: r.targetPrice,
    targetUnit: r.targetUnit,
    dateCode: r.dateCode,
    remark: r.remark,
    deadline: iso(r.deadline),
    status: r.status,
    quoteCount,
    ...(myQuote === undefined ? {} : { myQuote }),
    goodsId: r.goodsId,
    bomId: r.bomId,
    bomLineId: r.bomLineId,
    createTime: formatChinaTime(r.createdAt),
  };
}

/** Quotes with their sellers' company (verified name first), rating (stars others gave him as a party) and completed orders. */
export async function quoteRows(ctx: ServiceContext, quotes: QuoteRecord[]): Promise<RfqQuote[]> {
  if (!quotes.length) return [];
  const sellerIds = [...new Set(quotes.map((q) => q.sellerId))];
  const [sellers, ratings, completed] = await Promise.all([
    ctx.db
      .select({ id: users.id, companyName: users.companyName, verifiedCompany: users.verifiedCompany, realName: users.realName, nickName: users.nickName })
      .from(users)
      .where(inArray(users.id, sellerIds)),
    ctx.db
      .select({ id: orderRatings.rateeId, avg: sql<string | null>`avg(${orderRatings.stars})` })
      .from(orderRatings)
      .where(and(inArray(orderRatings.rateeId, sellerIds), eq(orderRatings.target, 'order')))
      .groupBy(orderRatings.rateeId),
    ctx.db
      .select({ id: orders.sellerId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.sellerId, sellerIds), eq(orders.status, OrderStatus.Completed)))
      .groupBy(orders.sellerId),
  ]);
  const seller = new Map(sellers.map((s) => [s.id, s]));
  const rating = new Map(ratings.map((r) => [r.id, r.avg === null ? null : Math.round(Number(r.avg) * 10) / 10]));
  const done = new Map(completed.map((c) => [c.id, Number(c.n)]));
  return quotes.map((q) => {
    const s = seller.get(q.sellerId);
    return {
      id: q.id,
      rfqId: q.rfqId,
      sellerId: q.sellerId,
      companyName: s?.verifiedCompany ?? (s?.companyName || s?.realName || s?.nickName || ''),
      companyVerified: s?.verifiedCompany != null,
      rating: rating.get(q.sellerId) ?? null,
      completedOrders: done.get(q.sellerId) ?? 0,
      price: q.price,
      priceUnit: q.priceUnit,
      quantity: q.quantity,
      dateCode: q.dateCode,
      condition: q.condition,
      deliveryDate: q.deliveryDate,
      taxIncluded: q.taxIncluded,
      remark: q.remark,
      status: q.status,
      createTime: formatChinaTime(q.createdAt),
    };
  });
}

/**
 * Best first: quotes in the RFQ's currency before the other (¥ and $ are never compared), then price, then the
 * earliest delivery, then the earliest quote.
 */
export function bestFirst<T extends { price: number; priceUnit: number; deliveryDate: string; id: number }>(quotes: T[], unit: number): T[] {
  return [...quotes].sort(
    (a, b) => Number(a.priceUnit !== unit) - Number(b.priceUnit !== unit) || a.priceUnit - b.priceUnit || a.price - b.price || a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id,
  );
}

/** The RFQ by id (null: none). */
export async function readRfq(ctx: ServiceContext, id: number, lock = false): Promise<RfqRecord | null> {
  const q = ctx.db.select().from(rfqs).where(eq(rfqs.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}
