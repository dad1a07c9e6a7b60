import { z } from 'zod';
import { LEDGER_KIND_KEYS, MoneyLimits } from '../constants';
import { MoneyMsg } from '../messages';
import { bodyIdField, envelope, intEnum, pagedRows, pageQuery, textField, uploadUrl } from './common';
import { payFactorFields } from './pay-password';

/**
 * Money, issue 11 (trade-flow section 4): the wallet. Every amount is integer cents of one currency (priceUnit
 * 0 ¥, 10 $). The ledger is double-entry: every movement writes one row per account bucket it touches (a user's
 * available or frozen balance, the platform's clearing or fees account), the rows of a movement sum to zero, and
 * the running balances change in the same transaction as the status change that caused them.
 *
 * Idempotency: every POST that moves money (deposit, deposit/confirm, withdraw, withdraw/pay, withdraw/refuse,
 * order/pay, order/externalPay, order/externalPay/confirm|reject, order/confirmReceipt, order/cancel,
 * order/refund) takes a key, in the `Idempotency-Key` header or the body's `idempotencyKey` (8–64 of
 * [A-Za-z0-9_-]; a UUID fits). It is required (400 without). A retry with the same key and body returns the first
 * reply and moves nothing; the same key with another body or path → 409 MoneyMsg.idempotencyConflict. Keys are per
 * caller. A call that failed (4xx) leaves no key behind: it may be retried.
 */

/** The idempotency key in a body (the header wins when both are given). */
export const idempotencyKeyField = z
  .string({ error: MoneyMsg.idempotencyKey })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${MoneyLimits.idempotencyKeyMin},${MoneyLimits.idempotencyKeyMax}}$`), MoneyMsg.idempotencyKey)
  .optional();

/** An amount in cents (0.01 … 100,000,000.00). */
export const amountField = z
  .number({ error: MoneyMsg.amount })
  .int(MoneyMsg.amount)
  .min(MoneyLimits.minAmount, MoneyMsg.amount)
  .max(MoneyLimits.maxAmount, MoneyMsg.amount);
/** 0 ¥ or 10 $. */
export const priceUnitField = z.union([z.literal(0), z.literal(10)], { error: MoneyMsg.priceUnit });

/** The platform's escrow account for bank transfers (PLATFORM_ESCROW_ACCOUNT). */
export const escrowAccount = z.object({ name: z.string(), bank: z.string(), accountNo: z.string() });
export type EscrowAccount = z.infer<typeof escrowAccount>;

/** One currency of the caller's wallet (both currencies are always listed, 0 when never used). */
export const walletBalance = z.object({
  priceUnit: z.number().int(),
  /** ¥ or $. */
  symbol: z.string(),
  /** available + frozen. */
  totalBalance: z.number().int(),
  /** available: what can be paid from or withdrawn. */
  withdrawableBalance: z.number().int(),
  /** frozen: paid orders not yet settled, withdrawals not yet paid. */
  frozenBalance: z.number().int(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/**
 * GET /wallet/statement?pageNum&pageSize&kind&priceUnit — the caller's ledger rows, newest first: one row per
 * movement of his account (its available and frozen deltas together), with the balances after it and the order it
 * concerns. kind: one of LEDGER_KINDS (absent = all); priceUnit absent = both.
 * → {code, msg, rows: StatementRow[], total}.
 */
export const statementQuery = pageQuery.extend({
  kind: z.enum(LEDGER_KIND_KEYS as [string, ...string[]], { error: '明细类型无效' }).optional(),
  priceUnit: intEnum([0, 10] as const).optional(),
});
export const statementRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindText: z.string(),
  priceUnit: z.number().int(),
  /** Signed cents: the change of the available and of the frozen balance. */
  availableDelta: z.number().int(),
  frozenDelta: z.number().int(),
  availableAfter: z.number().int(),
  frozenAfter: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNo: z.string(),
  memo: z.string(),
  createTime: z.string(),
});
export type StatementRow = z.infer<typeof statementRow>;
export const statementReply = pagedRows(statementRow);

/**
 * POST /wallet/deposit {priceUnit, amount, slipUrl, idempotencyKey?} — any logged-in user declares a bank-transfer
 * deposit (充值) with the slip of the transfer (转账凭证: an image uploaded through POST /upload/image, shown to the
 * operator who confirms it). → data: DepositInfo (the platform account and a unique reference). Nothing moves
 * until an operator confirms the arrival.
 */
export const depositBody = z.object({ priceUnit: priceUnitField.default(0), amount: amountField, slipUrl: uploadUrl(MoneyMsg.depositSlip), idempotencyKey: idempotencyKeyField });
export const depositInfo = z.object({
  id: z.number().int(),
  /** Unique reference (CZ + date + id) the user writes in the transfer's memo. */
  reference: z.string(),
  priceUnit: z.number().int(),
  amount: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  account: escrowAccount,
  /** The transfer slip the user uploaded ('' on deposits declared before slips were asked for). */
  slipUrl: z.string(),
  /** Why an operator rejected it (已驳回), else ''. */
  reason: z.string(),
  createTime: z.string(),
});
export type DepositInfo = z.infer<typeof depositInfo>;
export const depositReply = envelope(depositInfo);

/**
 * POST /wallet/deposit/confirm {depositId, amount, idempotencyKey?} — operators only (others 403). amount (the
 * sum that arrived) must equal the declared amount (else 409). Ledger: clearing → the user's available.
 * → data: DepositInfo (已到账).
 */
export const depositConfirmBody = z.object({ depositId: bodyIdField(), amount: amountField, idempotencyKey: idempotencyKeyField });

/**
 * POST /wallet/deposit/reject {depositId, reason, idempotencyKey?} — operators only (others 403): no such transfer
 * arrived (or the slip does not match). 待到账 → 已驳回 through the deposit machine; nothing moves; audited
 * (deposit.reject with the reason); the user sees 已驳回 and the reason in his deposits. → data: DepositInfo.
 */
export const depositRejectBody = z.object({
  depositId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: MoneyMsg.reason, multiline: true }),
  idempotencyKey: idempotencyKeyField,
});

/**
 * POST /wallet/withdraw {priceUnit, amount, bankName, accountNo, payPassword | smsCode, idempotencyKey?} — the
 * caller must be real-name verified; the account name is his verified real name (set by the server). The second
 * factor is required (schemas/pay-password.ts). amount ≤ available (else 409 MoneyMsg.withdrawTooMuch). Ledger:
 * available → frozen. → data: Withdrawal (待打款).
 */
export const withdrawBody = z.object({
  priceUnit: priceUnitField.default(0),
  amount: amountField,
  bankName: textField({ min: 2, max: 40, message: MoneyMsg.bankName }),
  accountNo: z.string({ error: MoneyMsg.bankAccount }).regex(/^\d{8,30}$/, MoneyMsg.bankAccount),
  ...payFactorFields,
  idempotencyKey: idempotencyKeyField,
});
export const withdrawal = z.object({
  id: z.number().int(),
  priceUnit: z.number().int(),
  amount: z.number().int(),
  bankName: z.string(),
  /** Masked except the last 4 digits for anyone but operators. */
  accountNo: z.string(),
  accountName: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  reason: z.string(),
  createTime: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalReply = envelope(withdrawal);

/**
 * POST /wallet/withdraw/pay {withdrawalId, idempotencyKey?} — operators: the bank transfer is made; frozen →
 * clearing (已打款). POST /wallet/withdraw/refuse {withdrawalId, reason, idempotencyKey?} — operators: frozen →
 * available (已拒绝). → data: Withdrawal.
 */
export const withdrawPayBody = z.object({ withdrawalId: bodyIdField(), idempotencyKey: idempotencyKeyField });
export const withdrawRefuseBody = z.object({
  withdrawalId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: MoneyMsg.reason, multiline: true }),
  idempotencyKey: idempotencyKeyField,
});

/** GET /wallet/withdrawals?pageNum&pageSize — the caller's withdrawals, newest first. → {rows: Withdrawal[], total}. */
export const withdrawalList = pagedRows(withdrawal);
/** GET /wallet/deposits?pageNum&pageSize — the caller's deposits, newest first. → {rows: DepositInfo[], total}. */
export const depositList = pagedRows(depositInfo);
/**
 * Operators' queues: GET /wallet/admin/deposits, /wallet/admin/withdrawals, /order/admin/transfers
 * (?pageNum&pageSize&status, default the pending ones), each row with the user's name. Operators only.
 */
export const adminQueueQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(99).optional() });
export const adminDepositList = pagedRows(depositInfo.extend({ userId: z.number().int(), userName: z.string() }));
export const adminWithdrawalList = pagedRows(withdrawal.extend({ userId: z.number().int(), userName: z.string() }));
