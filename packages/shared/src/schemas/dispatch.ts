import { z } from 'zod';
import { BlockType, DispatchLimits, FollowIdentity, FollowType, Limits, PoolRowKind } from '../constants';
import { DispatchMsg } from '../messages';
import { clueForm, clueRecord, leadGoodsFields } from './clue';
import { bodyIdField, envelope, idParam, intEnum, pagedRows, pageQuery, textField } from './common';
import { dealFields, preOrderTermFields } from './trade';

/**
 * Dispatch (issue 9, trade-flow sections 1, 2 and 6): the negotiators' lead pool, the business followers'
 * pre-order pool, grabbing, blocking, follow items and publishing goods from a lead.
 */

/** Pools page like the follow list: 10 per page. */
export const poolQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(Limits.maxPageSize).default(Limits.followPageSize),
});
export type PoolQuery = z.input<typeof poolQuery>;

/**
 * What a negotiators' pool row of kind `preOrder` adds: the intention order awaiting a negotiator. `model` is the
 * trade item the grab gives him: 1 (a 货源 goods: he confirms it), 2 (a 求购 goods: he edits it).
 */
export const poolPreOrder = z.object({
  orderNo: z.string(),
  goodsId: z.number().int().nullable(),
  model: z.number().int(),
  /** price × quantity in cents (the row's priceMin is the unit price). */
  amount: z.number().int().nullable(),
  buyerName: z.string(),
  sellerName: z.string(),
  deliveryDate: z.string(),
});
export type PoolPreOrder = z.infer<typeof poolPreOrder>;

/**
 * A row of GET /bizOppor/tprPendingFollowList, newest first. Two kinds, known by kind + id (their ids may collide):
 * `lead`, a lead awaiting dispatch (id = the lead); `preOrder`, an intention order 待确认 on goods without a
 * negotiator (id = the intention order; grab with followUp {id, type: 30}, block with blockType 20). A `preOrder`
 * row carries the lead fields too, read from its goods and the order: type (1 货源, 2 求购), part number, brand,
 * category, the order's quantity, unit price (priceMin), date code, condition and delivery place; and `preOrder`.
 */
export const pendingLead = z.object({
  id: z.number().int(),
  kind: z.enum([PoolRowKind.Lead, PoolRowKind.PreOrder]),
  ...leadGoodsFields,
  stockType: z.string(),
  /** ISO time the row entered the pool; the app shows its age (3 分钟前). */
  createTime: z.string(),
  /** Present for kind `preOrder` only. */
  preOrder: poolPreOrder.optional(),
});
export type PendingLead = z.infer<typeof pendingLead>;
export const pendingLeadList = pagedRows(pendingLead);

/**
 * A row of GET /bizOppor/swPendingFollowList, awaiting a business follower. `id` is always the intention order's id
 * (followUp {id, identity: 20} and block {bizMsgId: id, blockType: 20} take it). Two kinds of slot:
 * model 2 (buyer side): a confirmed intention order (已确认) whose contract nobody draws yet, orderId null;
 * model 1 (seller side): a contract drawn by another follower (order 待确认合同) awaiting the seller side's
 * confirmation, orderId the order. A follower never gets the seller slot of a deal whose buyer side he holds.
 */
export const pendingPreOrder = z.object({
  id: z.number().int(),
  /** 2 buyer side (generate the contract), 1 seller side (confirm it). */
  model: z.number().int(),
  /** The order awaiting confirmation (model 1); null for model 2. */
  orderId: z.number().int().nullable(),
  orderNo: z.string(),
  ...dealFields,
  createTime: z.string(),
});
export type PendingPreOrder = z.infer<typeof pendingPreOrder>;
export const pendingPreOrderList = pagedRows(pendingPreOrder);

/**
 * POST /bizOppor/followUp {id, identity?, type?}: identity 10 (default) is a negotiator's grab from his pool, of a
 * lead (type 10, the default) or of an intention order on goods without a negotiator (type 30: the follow item type
 * it gives); identity 20 a business follower's grab of a row of his pool (type not used).
 */
export const followUpBody = z.object({
  id: bodyIdField(),
  identity: z
    .union([z.literal(FollowIdentity.Negotiator), z.literal(FollowIdentity.BusinessFollower)], { error: DispatchMsg.badIdentity })
    .default(FollowIdentity.Negotiator),
  type: z.union([z.literal(FollowType.Clue), z.literal(FollowType.Trade)], { error: DispatchMsg.badFollowType }).default(FollowType.Clue),
});
export type FollowUpBody = z.input<typeof followUpBody>;
/**
 * → data: the new follow item's id (msg 抢单成功), the grabbed row's id and the identity; `type` and `model` the new
 * item's (a negotiator's trade item: model 1 → /follow/tpr/confirmPreOrder, 2 → /follow/tpr/editPreOrder).
 */
export const followUpResult = z.object({
  followId: z.number().int(),
  id: z.number().int(),
  identity: z.number().int(),
  type: z.number().int().optional(),
  model: z.number().int().optional(),
});
export const followUpReply = envelope(followUpResult);

/**
 * POST /bizOppor/blockBizOpporMsg {bizMsgId, blockType}: 10 a lead (negotiators), 20 an intention order (business
 * followers, and negotiators for the intention orders of their pool); hides it for the caller only.
 */
export const blockBody = z.object({
  bizMsgId: bodyIdField(),
  blockType: z.union([z.literal(BlockType.Lead), z.literal(BlockType.PreOrder)], { error: DispatchMsg.badBlockType }),
});
export type BlockBody = z.infer<typeof blockBody>;
export const blockReply = envelope(z.null());

/** GET /follow/myFollowList?dataType&pageNum&pageSize&status: the caller's follow items, newest first. */
export const myFollowListQuery = poolQuery.extend({
  /** The follow type: 10 lead, 20 goods, 30 trade; absent = all. */
  dataType: intEnum([FollowType.Clue, FollowType.Goods, FollowType.Trade] as const).optional(),
  status: intEnum([1, 2, 3, 4, 5] as const).optional(),
});
export type MyFollowListQuery = z.input<typeof myFollowListQuery>;

/** A follow item (spec section 3), as the follow list and detail show it. */
export const followItem = z.object({
  id: z.number().int(),
  createTime: z.string(),
  /** The last follow record's time; null until the first one. */
  followTime: z.string().nullable(),
  /** 1 seller side, 2 buyer side. */
  model: z.number().int(),
  /** 10 clue, 20 goods, 30 trade. */
  type: z.number().int(),
  /** 10 negotiator, 20 business follower. */
  identity: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  orderId: z.number().int().nullable(),
  preOrderId: z.number().int().nullable(),
  clueId: z.number().int().nullable(),
  goodsId: z.number().int().nullable(),
  /** 1 supply, otherwise demand. */
  clueType: z.number().int().nullable(),
  goodsName: z.string(),
  goodsModel: z.string(),
  brandName: z.string(),
  goodsImage: z.string(),
  /** Cents; null = 面议. */
  goodsPrice: z.number().int().nullable(),
  goodsPriceUnit: z.number().int(),
  goodsQuantity: z.number().int(),
  ownerName: z.string(),
  ownerMobile: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  orderNo: z.string(),
  /** When a pending lead item goes back to the pool if nobody follows it up (null once followed or ended). */
  releaseAt: z.string().nullable(),
  /** A trade item's intention order (type 30): its status, amount and terms; null for other items. */
  preOrder: z
    .object({
      status: z.number().int(),
      statusText: z.string(),
      /** price × quantity in cents. */
      amount: z.number().int().nullable(),
      ...preOrderTermFields,
    })
    .nullable()
    .optional(),
  /** A business follower's trade item once its contract exists (orderId > 0): the order's number and status. */
  order: z
    .object({ orderNo: z.string(), status: z.number().int(), statusText: z.string(), amount: z.number().int() })
    .nullable()
    .optional(),
});
export type FollowItem = z.infer<typeof followItem>;
export const myFollowList = pagedRows(followItem);

/** A follow record (跟进记录). */
export const followNote = z.object({ id: z.number().int(), content: z.string(), createTime: z.string(), userName: z.string() });
export type FollowNote = z.infer<typeof followNote>;

/**
 * GET /follow/{id}: the item, the lead in full (contact unmasked for its holder), the follow record newest first,
 * and what the caller may do now.
 */
export const followDetail = followItem.extend({
  clue: clueRecord.nullable(),
  notes: z.array(followNote),
  closeReason: z.string(),
  canPublishGoods: z.boolean(),
  canClose: z.boolean(),
  canNote: z.boolean(),
});
export type FollowDetail = z.infer<typeof followDetail>;
export const followDetailReply = envelope(followDetail);
export const followIdParam = idParam;

/** POST /follow/{id}/notes {content} → the new record (followTime set; the lead no longer times out). */
export const followNoteBody = z.object({
  content: textField({ min: 1, max: DispatchLimits.noteMaxLength, message: DispatchMsg.noteRequired, multiline: true }),
});
export const followNoteReply = envelope(followNote);

/** POST /follow/{id}/close {reason}: the negotiator closes the lead as 无效 (lead 80, item 已关闭). */
export const followCloseBody = z.object({
  reason: textField({ min: 2, max: DispatchLimits.closeReasonMaxLength, message: DispatchMsg.closeReason, multiline: true }),
});
export const followStatusReply = envelope(z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() }));

/**
 * POST /follow/publishGoods {clueId, form}: the negotiator holding the lead publishes it, verified and edited,
 * as goods owned by the lead's owner (lead 20 已发布, item 已完成). The form is the publish form's schema.
 */
export const publishGoodsBody = z.object({ clueId: bodyIdField(), form: clueForm });
export type PublishGoodsBody = z.input<typeof publishGoodsBody>;
export const publishGoodsResult = z.object({ goodsId: z.number().int(), clueId: z.number().int(), followId: z.number().int() });
export const publishGoodsReply = envelope(publishGoodsResult);
