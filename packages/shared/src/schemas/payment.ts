import { z } from 'zod';
import { MoneyMsg } from '../messages';
import { bodyIdField, envelope, idField, pagedRows, textField, uploadUrl } from './common';
import { payFactorFields } from './pay-password';
import { escrowAccount, idempotencyKeyField } from './wallet';

/**
 * Money, issue 11 (trade-flow section 3): paying an order into escrow, shipping, settling, refunding. The amount is
 * always the order's (orders.amount, its currency orders.priceUnit): a client never sends what to charge.
 * Every reply of a move is orderStatusReply ({id, status, statusText}) unless said otherwise; every move pushes
 * `order.status` to the buyer, the seller, both business followers (and the inspector once one holds it).
 */

/**
 * POST /order/pay {orderId, payPassword | smsCode, idempotencyKey?} — the buyer only (others 403), with the second
 * factor (schemas/pay-password.ts), at 待付款 (else 409: paid already →
 * MoneyMsg.alreadyPaid), his available balance in the order's currency must cover the amount (else 409
 * MoneyMsg.insufficient). Ledger: buyer available → buyer frozen (tagged with the order); the order → 待发货; the
 * buyer-side business follower's item 待付款 → 已完成. → orderStatusReply.
 */
export const payOrderBody = z.object({ orderId: bodyIdField(), ...payFactorFields, idempotencyKey: idempotencyKeyField });

/**
 * GET /order/externalPayInfo?orderId — the buyer, the buyer-side business follower, operators: where to send a
 * bank transfer for this order. reference = the order number (write it in the transfer's memo).
 */
export const externalPayInfoQuery = z.object({ orderId: idField() });
export const transferRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: z.number().int(),
  payerName: z.string(),
  /** The transfer's time as entered (China time, yyyy-MM-dd HH:mm). */
  paidAt: z.string(),
  receiptUrl: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** Who recorded it. */
  recordedBy: z.string(),
  reason: z.string(),
  createTime: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecord>;
export const externalPayInfo = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  priceUnit: z.number().int(),
  /** What to transfer, cents: the order's amount. */
  amount: z.number().int(),
  reference: z.string(),
  account: escrowAccount,
  /** The transfers recorded for this order, newest first. */
  transfers: z.array(transferRecord),
});
export type ExternalPayInfo = z.infer<typeof externalPayInfo>;
export const externalPayInfoReply = envelope(externalPayInfo);

/** yyyy-MM-dd HH:mm (seconds optional), China time. */
export const PAID_AT_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * POST /order/externalPay {orderId, amount, payerName, paidAt, receiptUrl, idempotencyKey?} — the buyer or the
 * order's buyer-side business follower records a bank transfer (对公转账) at 待付款; receiptUrl must be one of our
 * uploads (POST /upload/image). One pending record per order (else 409). Nothing moves until an operator confirms.
 * → data: TransferRecord (待确认).
 */
export const externalPayBody = z.object({
  orderId: bodyIdField(),
  /** The amount transferred, cents, as the payer states it (the operator checks it against the order). */
  amount: z.number({ error: MoneyMsg.amount }).int(MoneyMsg.amount).min(1, MoneyMsg.amount).max(10_000_000_000_000, MoneyMsg.amount),
  payerName: textField({ min: 2, max: 60, message: MoneyMsg.payerName }),
  paidAt: textField({ max: 19, message: MoneyMsg.paidAt }).regex(PAID_AT_RE, MoneyMsg.paidAt),
  receiptUrl: uploadUrl(MoneyMsg.receiptUrl),
  idempotencyKey: idempotencyKeyField,
});
export type ExternalPayBody = z.input<typeof externalPayBody>;
export const transferReply = envelope(transferRecord);

/**
 * POST /order/externalPay/confirm {transferId, amount, idempotencyKey?} — operators only: the money arrived.
 * amount (what arrived) must equal the order's amount and the record's (else 409 MoneyMsg.amountMismatch).
 * Ledger: clearing → buyer frozen (tagged); the record 已确认; the order 待付款 → 待发货; the buyer side's item 已完成.
 * POST /order/externalPay/reject {transferId, reason, idempotencyKey?} — operators: 已驳回, nothing moves.
 * → data: TransferRecord.
 */
export const confirmTransferBody = z.object({ transferId: bodyIdField(), amount: z.number({ error: MoneyMsg.amount }).int(MoneyMsg.amount).min(1, MoneyMsg.amount), idempotencyKey: idempotencyKeyField });
export const rejectTransferBody = z.object({
  transferId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: MoneyMsg.reason, multiline: true }),
  idempotencyKey: idempotencyKeyField,
});
/** GET /order/admin/transfers?status (default 10 待确认) — operators: recorded transfers with their order. */
export const adminTransferList = pagedRows(transferRecord.extend({ orderNo: z.string(), orderAmount: z.number().int(), priceUnit: z.number().int() }));

/**
 * POST /order/ship {orderId, centreId, carrier, trackingNo} — the seller or the seller-side business follower, at
 * 待发货 → 待验货 (the order enters the inspectors' list). centreId: the inspection centre the goods go to (GET
 * /inspection/centres), required while any centre is shown (absent → 400 MoneyMsg.centreRequired; unknown or hidden
 * → 400 MoneyMsg.centreNotFound). → orderStatusReply.
 */
export const shipBody = z.object({
  orderId: bodyIdField(),
  centreId: bodyIdField(MoneyMsg.centreNotFound).optional(),
  carrier: textField({ min: 2, max: 30, message: MoneyMsg.carrier }),
  trackingNo: z.string({ error: MoneyMsg.trackingNo }).trim().regex(/^[A-Za-z0-9-]{4,40}$/, MoneyMsg.trackingNo),
});
export type ShipBody = z.input<typeof shipBody>;

/**
 * POST /order/confirmReceipt {orderId, idempotencyKey?} — the buyer, at 待收货 → 已完成 (unpaid or elsewhere →
 * 409). Ledger (one transaction): buyer frozen −amount; seller available +(amount − fee); platform fees +fee, with
 * fee = floor(amount × feeBps / 10000) (feeBps from the contract). Rewards to buyer and seller (points, coins).
 * The same settlement runs AUTO_CONFIRM_DAYS (default 7) after the platform's delivery (move autoConfirm).
 * → orderStatusReply.
 */
export const confirmReceiptBody = z.object({ orderId: bodyIdField(), idempotencyKey: idempotencyKeyField });

/**
 * POST /order/cancel {orderId, reason, idempotencyKey?} — operators record a cancellation both parties agreed on a
 * paid, unshipped order (待发货 → 退款中). POST /order/refund {orderId, idempotencyKey?} — operators: 退款中 →
 * 已关闭, buyer frozen → buyer available (a completed order → 409 MoneyMsg.notRefundable). → orderStatusReply.
 */
export const cancelOrderBody = z.object({
  orderId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: MoneyMsg.reason, multiline: true }),
  idempotencyKey: idempotencyKeyField,
});
export const refundOrderBody = z.object({ orderId: bodyIdField(), idempotencyKey: idempotencyKeyField });

/** How the order was paid, shipped, inspected: the order detail's money block. */
export const orderPayment = z.object({
  /** wallet 余额支付, transfer 对公转账; null unpaid. */
  method: z.enum(['wallet', 'transfer']).nullable(),
  paidAt: z.string().nullable(),
  /** The escrow account and reference, for the 去支付 page. */
  account: escrowAccount,
  reference: z.string(),
  transfers: z.array(transferRecord),
  /** Settlement (已完成): the fee and what the seller received, cents; null before. */
  fee: z.number().int().nullable(),
  sellerReceived: z.number().int().nullable(),
  settledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export const orderShipment = z.object({ carrier: z.string(), trackingNo: z.string(), shippedAt: z.string() });

/** The inspector's report (one per order). */
export const inspectionReport = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  result: z.enum(['pass', 'fail']),
  resultText: z.string(),
  countedQuantity: z.number().int(),
  dateCodeSeen: z.string(),
  markings: z.string(),
  photos: z.array(z.string()),
  notes: z.string(),
  inspectorName: z.string(),
  createTime: z.string(),
});
export type InspectionReport = z.infer<typeof inspectionReport>;
