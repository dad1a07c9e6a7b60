import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CompanyBlock } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { orderRatings, orders, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';

/** The outer users.id, qualified (drizzle renders a column in a select's sql as its bare name, which a subquery would take for its own). */
const userId = sql.raw('"users"."id"');

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * The public company blocks (企业认证) of the given owners, for those whose company is verified: one statement over
 * the page's distinct owners (at most a page's worth), reading the name denormalised on users.verified_company and,
 * for the verified ones only, two correlated counts on indexed columns (orders by buyer / seller, ratings by ratee).
 * Shown publicly: the name, the badge, years on the platform, completed orders and the mean order rating; never the
 * credit code or the legal representative.
 */
export async function companyBlocks(ctx: Pick<ServiceContext, 'db' | 'clock'>, ownerIds: readonly (number | null)[]): Promise<Map<number, CompanyBlock>> {
  const ids = [...new Set(ownerIds.filter((x): x is number => x !== null))];
  const out = new Map<number, CompanyBlock>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.verifiedCompany,
      createdAt: users.createdAt,
      completed: sql<number>`(select count(*)::int from ${orders} where ${orders.status} = ${OrderStatus.Completed}
        and (${orders.sellerId} = ${userId} or ${orders.buyerId} = ${userId}))`,
      rating: sql<string | null>`(select round(avg(${orderRatings.stars}), 1)::text from ${orderRatings}
        where ${orderRatings.rateeId} = ${userId} and ${orderRatings.target} = 'order')`,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.verifiedCompany)));
  const now = ctx.clock.now();
  for (const r of rows)
    out.set(r.id, {
      verified: true,
      name: r.name!,
      yearsOnPlatform: Math.max(0, Math.floor((now - r.createdAt.getTime()) / YEAR_MS)),
      completedOrders: Number(r.completed),
      rating: r.rating === null ? null : Number(r.rating),
    });
  return out;
}

/** Adds `company` to the rows whose owner is verified (rows without stay as they are). */
export async function withCompany<T extends object>(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  rows: T[],
  ownerOf: (row: T, index: number) => number | null,
): Promise<(T & { company?: CompanyBlock })[]> {
  const blocks = await companyBlocks(ctx, rows.map(ownerOf));
  if (!blocks.size) return rows;
  return rows.map((r, i) => {
    const owner = ownerOf(r, i);
    const company = owner === null ? undefined : blocks.get(owner);
    return company ? { ...r, company } : r;
  });
}
