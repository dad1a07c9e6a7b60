import { z } from 'zod';
import { DisputeMsg } from '../messages';
import { bodyIdField, envelope, pagedRows, pageQuery, textField } from './common';
import { idempotencyKeyField } from './wallet';

/** POST /order/dispute {orderId, reason}: the buyer, the seller or an operator opens a dispute on a paid, unfinished order. */
export const openDisputeBody = z.object({
  orderId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: DisputeMsg.reason, multiline: true }),
});

/** POST /admin/disputes/{id}/decide {decision, note, idempotencyKey?} (operators; a money call: the key in the header or body). */
export const decideDisputeBody = z.object({
  decision: z.enum(['release', 'refund'], { error: DisputeMsg.decision }),
  note: textField({ min: 2, max: 200, message: DisputeMsg.note, multiline: true }),
  idempotencyKey: idempotencyKeyField,
});
export type DecideDisputeBody = z.infer<typeof decideDisputeBody>;

/** A dispute as the order's parties, its staff and operators see it (the order detail's `dispute`). */
export const disputeInfo = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** DisputeStatus: 10 处理中, 20 已放款, 30 已退款. */
  status: z.number().int(),
  statusText: z.string(),
  reason: z.string(),
  /** buyer, seller or operator. */
  openerRole: z.enum(['buyer', 'seller', 'operator']),
  openerName: z.string(),
  /** The order's status when it was opened. */
  orderStatus: z.number().int(),
  decisionNote: z.string(),
  decidedByName: z.string(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export type DisputeInfo = z.infer<typeof disputeInfo>;
export const disputeReply = envelope(disputeInfo);

/** GET /admin/disputes?pageNum&pageSize&status (10/20/30; all without). */
export const disputeListQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [10, 20, 30].includes(v), { message: '取值必须是 10/20/30 之一' })
    .optional(),
});
export const disputeRow = disputeInfo.extend({
  orderNo: z.string(),
  /** The order's current status. */
  currentOrderStatus: z.number().int(),
  currentOrderStatusText: z.string(),
  priceUnit: z.number().int(),
  amount: z.number().int(),
  buyerId: z.number().int().nullable(),
  sellerId: z.number().int().nullable(),
  buyerName: z.string(),
  sellerName: z.string(),
});
export type DisputeRow = z.infer<typeof disputeRow>;
export const disputeListReply = pagedRows(disputeRow);
/** The decision's reply: the dispute and the order's new status. */
export const decideDisputeReply = envelope(disputeInfo.extend({ orderStatusNow: z.number().int(), orderStatusText: z.string() }));
