import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { ratingTagsFor } from '@mts/shared/constants';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import type { EvaluateRow, RateBody, Rating } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { orderRatings, orders, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { partyName, personName, readOrder } from '../order/queries.ts';
import { paged } from '../../lib/paged.ts';

/**
 * Ratings (issue 11): after 已完成 the buyer and the seller each rate the order (the other party) and the staff (the
 * business follower of their own side), once per target. A staff member's 好评等级 (users.good_level) is the rounded
 * mean of his staff ratings, recomputed in the same transaction; 1 until rated.
 */

type RatingRow = typeof orderRatings.$inferSelect;

export async function toRatings(ctx: Pick<ServiceContext, 'db'>, rows: RatingRow[]): Promise<Rating[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.raterId, r.rateeId]).filter((x): x is number => x !== null))];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [us, os] = await Promise.all([
    ctx.db.select({ id: users.id, companyName: users.companyName, realName: users.realName, nickName: users.nickName }).from(users).where(inArray(users.id, ids)),
    ctx.db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)),
  ]);
  const u = new Map(us.map((x) => [x.id, x]));
  const o = new Map(os.map((x) => [x.id, x.orderNo]));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    orderNo: o.get(r.orderId) ?? '',
    target: r.target as 'order' | 'staff' | 'negotiator',
    raterRole: r.raterRole as 'buyer' | 'seller',
    raterName: partyName(u.get(r.raterId)),
    rateeId: r.rateeId,
    rateeName: r.rateeId === null ? '' : r.target === 'order' ? partyName(u.get(r.rateeId)) : personName(u.get(r.rateeId)),
    stars: r.stars,
    tags: r.tags,
    text: r.text,
    createTime: formatChinaTime(r.createdAt),
  }));
}

/** POST /order/rate. */
export async function rateOrder(ctx: ServiceContext, input: RateBody & { tags: string[]; text: string }): Promise<Rating> {
  const me = userOf(ctx);
  const o = await readOrder(ctx, input.orderId);
  const role = o.buyerId === me.id ? 'buyer' : o.sellerId === me.id ? 'seller' : null;
  if (role === null) throw new AppError(403, MoneyMsg.rateNotAllowed);
  if (o.status !== OrderStatus.Completed) throw new AppError(409, MoneyMsg.rateNotAllowed);
  // The tags praise the rated role: a buyer is not praised for 发货及时, a seller not for 付款爽快.
  const offered = ratingTagsFor(input.target, role);
  if (!input.tags.every((t) => offered.includes(t))) throw badRequest(MoneyMsg.ratingTags);
  const ratee =
    input.target === 'order' ? (role === 'buyer' ? o.sellerId : o.buyerId) : input.target === 'negotiator' ? o.negotiatorId : role === 'buyer' ? o.buyerFollowerId : o.sellerFollowerId;
  if (ratee === null) throw new AppError(409, MoneyMsg.noStaff);
  try {
    const r = await inTx(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(orderRatings)
        .values({ orderId: o.id, raterId: me.id, raterRole: role, target: input.target, rateeId: ratee, stars: input.stars, tags: input.tags, text: input.text, createdAt: new Date(tx.clock.now()) })
        .returning();
      if (input.target !== 'order') {
        // 好评等级: the rounded mean of the staff and negotiator ratings received (1–5).
        await tx.db.execute(
          sql`update users set good_level = greatest(1, least(5, (select round(avg(stars)) from order_ratings where ratee_id = ${ratee} and target in ('staff', 'negotiator'))))::smallint where id = ${ratee}`,
        );
      }
      return row!;
    });
    return (await toRatings(ctx, [r]))[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MoneyMsg.alreadyRated);
    throw err;
  }
}

/** The targets the caller may still rate on a completed order. */
type Target = 'order' | 'staff' | 'negotiator';
export function openTargets(
  o: { buyerId: number | null; sellerId: number | null; buyerFollowerId: number | null; sellerFollowerId: number | null; negotiatorId: number | null; status: number },
  me: number,
  mine: RatingRow[],
): Target[] {
  if (o.status !== OrderStatus.Completed) return [];
  const role = o.buyerId === me ? 'buyer' : o.sellerId === me ? 'seller' : null;
  if (!role) return [];
  const done = new Set(mine.filter((r) => r.raterId === me).map((r) => r.target));
  const out: Target[] = [];
  if (!done.has('order')) out.push('order');
  const staff = role === 'buyer' ? o.buyerFollowerId : o.sellerFollowerId;
  if (staff !== null && !done.has('staff')) out.push('staff');
  if (o.negotiatorId !== null && !done.has('negotiator')) out.push('negotiator');
  return out;
}

/** GET /order/myEvaluate: tab 0 待评价 (completed orders with a target open to me), tab 1 已评价 (orders I rated). */
export async function myEvaluate(ctx: ServiceContext, q: { pageNum: number; pageSize: number; tab: number }): Promise<{ rows: EvaluateRow[]; total: number }> {
  const me = userOf(ctx);
  const party = or(eq(orders.buyerId, me.id), eq(orders.sellerId, me.id))!;
  const ratedOrder = sql`exists (select 1 from order_ratings r where r.order_id = ${orders.id} and r.rater_id = ${me.id} and r.target = 'order')`;
  const ratedStaff = sql`exists (select 1 from order_ratings r where r.order_id = ${orders.id} and r.rater_id = ${me.id} and r.target = 'staff')`;
  const ratedNegotiator = sql`exists (select 1 from order_ratings r where r.order_id = ${orders.id} and r.rater_id = ${me.id} and r.target = 'negotiator')`;
  const staffOpen = sql`((case when ${orders.buyerId} = ${me.id} then ${orders.buyerFollowerId} else ${orders.sellerFollowerId} end) is not null and not ${ratedStaff}) or (${orders.negotiatorId} is not null and not ${ratedNegotiator})`;
  const where =
    Number(q.tab) === 0
      ? and(party, eq(orders.status, OrderStatus.Completed), sql`(not ${ratedOrder} or (${staffOpen}))`)!
      : and(party, sql`(${ratedOrder} or ${ratedStaff} or ${ratedNegotiator})`)!;
  const { rows, total } = await paged(
    q,
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.completedAt), desc(orders.id)),
    ctx.db.select({ n: count() }).from(orders).where(where),
  );
  const mine = rows.length ? await ctx.db.select().from(orderRatings).where(and(inArray(orderRatings.orderId, rows.map((r) => r.id)), eq(orderRatings.raterId, me.id))) : [];
  const rated = await toRatings(ctx, mine);
  return {
    rows: rows.map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      goodsName: o.contract.goodsName,
      goodsModel: o.contract.goodsModel,
      amount: Number(o.amount),
      priceUnit: o.priceUnit,
      myRole: o.buyerId === me.id ? 'buyer' : 'seller',
      toRate: openTargets(o, me.id, mine.filter((r) => r.orderId === o.id)),
      rated: rated.filter((r) => r.orderId === o.id),
      completeTime: o.completedAt ? formatChinaTime(o.completedAt) : '',
    })),
    total,
  };
}

/** GET /follow/myFollowOrderList: the staff ratings I received, with my 好评等级 and mean. */
export async function myStaffRatings(ctx: ServiceContext, q: { pageNum: number; pageSize: number }) {
  const me = userOf(ctx);
  const where = and(eq(orderRatings.rateeId, me.id), inArray(orderRatings.target, ['staff', 'negotiator']))!;
  // The count and the mean in one statement (Promise.resolve: the query runs once, read twice).
  const agg = Promise.resolve(ctx.db.select({ n: count(), avg: sql<string | null>`avg(${orderRatings.stars})` }).from(orderRatings).where(where)).then(([a]) => a!);
  const [page, { avg }, [u]] = await Promise.all([
    paged(q, ctx.db.select().from(orderRatings).where(where).orderBy(desc(orderRatings.id)), agg.then((a) => a.n), (rows) => toRatings(ctx, rows)),
    agg,
    ctx.db.select({ goodLevel: users.goodLevel }).from(users).where(eq(users.id, me.id)),
  ]);
  if (!u) throw new AppError(404, OrderMsg.orderNotFound);
  return { ...page, goodlevel: u.goodLevel, average: avg === null ? 0 : Math.round(Number(avg) * 100) };
}

/** Every rating of one order (the order detail). */
export async function ratingsOfOrder(ctx: Pick<ServiceContext, 'db'>, orderId: number): Promise<Rating[]> {
  return toRatings(ctx, await ctx.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)).orderBy(orderRatings.id));
}
