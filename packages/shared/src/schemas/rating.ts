import { z } from 'zod';
import { RATING_TAGS } from '../constants';
import { MoneyMsg } from '../messages';
import { bodyIdField, envelope, pagedRows, pageQuery, textField } from './common';

/**
 * Ratings (评价), issue 11. After 已完成 the buyer and the seller each rate the order (the other party) and the staff
 * (the business follower of their own side) and the negotiator of the goods, once per target: 1–5 stars, up to 5 tags of RATING_TAGS[target],
 * text. A staff member's 好评等级 (users.goodLevel, goodlevel in the user info; roles 10 and 20) is the rounded
 * mean of the ratings he received as staff or negotiator, 1 until rated.
 */

/** POST /order/rate {orderId, target, stars, tags, text} → data: Rating. Not a party / not 已完成 → 403 / 409; twice → 409. */
export const rateBody = z
  .object({
    orderId: bodyIdField(),
    /** order: the other party; staff: the rater's side's business follower; negotiator: the goods' negotiator. */
    target: z.enum(['order', 'staff', 'negotiator'], { error: MoneyMsg.ratingTags }),
    stars: z.number({ error: MoneyMsg.stars }).int(MoneyMsg.stars).min(1, MoneyMsg.stars).max(5, MoneyMsg.stars),
    tags: z.array(z.string({ error: MoneyMsg.ratingTags }), { error: MoneyMsg.ratingTags }).max(5, MoneyMsg.ratingTags).default([]),
    text: textField({ max: 500, message: MoneyMsg.ratingText, multiline: true }).default(''),
  })
  .refine((b) => b.tags.every((t) => (RATING_TAGS[b.target] as readonly string[]).includes(t)), { message: MoneyMsg.ratingTags, path: ['tags'] });
export type RateBody = z.input<typeof rateBody>;

export const rating = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  target: z.enum(['order', 'staff', 'negotiator']),
  /** buyer or seller: who rated. */
  raterRole: z.enum(['buyer', 'seller']),
  raterName: z.string(),
  /** Who was rated: the other party (order), the rater's business follower (staff) or the negotiator. */
  rateeId: z.number().int().nullable(),
  rateeName: z.string(),
  stars: z.number().int(),
  tags: z.array(z.string()),
  text: z.string(),
  createTime: z.string(),
});
export type Rating = z.infer<typeof rating>;
export const ratingReply = envelope(rating);

/**
 * GET /order/myEvaluate?pageNum&pageSize&tab — tab 0 待评价: my completed orders (buyer or seller) with a target I
 * have not rated (toRate lists them); tab 1 已评价: the ratings I gave. → {rows: EvaluateRow[], total}.
 */
export const evaluateQuery = pageQuery.extend({ tab: z.coerce.number().int().min(0).max(1).default(0) });
export const evaluateRow = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  goodsName: z.string(),
  goodsModel: z.string(),
  amount: z.number().int(),
  priceUnit: z.number().int(),
  myRole: z.enum(['buyer', 'seller']),
  /** Targets still open to me. */
  toRate: z.array(z.enum(['order', 'staff', 'negotiator'])),
  /** What I rated on this order. */
  rated: z.array(rating),
  completeTime: z.string(),
});
export type EvaluateRow = z.infer<typeof evaluateRow>;
export const evaluateList = pagedRows(evaluateRow);

/**
 * GET /follow/myFollowOrderList?pageNum&pageSize — staff (roles 10, 20): the staff and negotiator ratings I received, newest first, with
 * my 好评等级 and count. → {code, msg, rows: Rating[], total, goodlevel, average}.
 */
export const staffRatingQuery = pageQuery;
export const staffRatingList = z.object({
  code: z.number().int(),
  msg: z.string(),
  rows: z.array(rating),
  total: z.number().int(),
  goodlevel: z.number().int(),
  /** Mean stars × 100 (e.g. 450 = 4.5), 0 when unrated. */
  average: z.number().int(),
});
