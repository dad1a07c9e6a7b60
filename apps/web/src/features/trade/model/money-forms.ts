import { formatDate } from '@mts/shared/format';
import { externalPayBody, shipBody, type ExternalPayBody, type ShipBody } from '@mts/shared/schemas';
import { MoneyMsg } from '@mts/shared/messages';
import { centsFromText, textFromCents } from '@/lib/money-input';

/**
 * The forms of the money pages (issue 11) for both devices: recording a bank transfer (/externalPay) and shipping
 * (发货 on the order page). Values as typed, the request body, and the shared schemas' messages by field, so the web
 * refuses exactly what the server would.
 */

type Issue = { path: PropertyKey[]; message: string };
export function byField<F extends string>(issues: readonly Issue[], fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (field && fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/* ---------- 对公转账 ---------- */

export type TransferValues = {
  /** The amount transferred as typed, in the order's currency with up to 2 decimals. */
  amount: string;
  /** The paying account's name, as on the bank's receipt. */
  payerName: string;
  /** When the transfer was made, yyyy-MM-dd HH:mm ('' until picked). */
  paidAt: string;
  /** The uploaded receipt image (POST /upload/image), '' until uploaded. */
  receiptUrl: string;
};
export type TransferField = keyof TransferValues;
export type TransferErrors = Partial<Record<TransferField, string>>;
const TRANSFER_FIELDS: readonly TransferField[] = ['amount', 'payerName', 'paidAt', 'receiptUrl'];

/** The transfer's time as the API takes it: yyyy-MM-dd HH:mm in the browser's (China) time. */
export const formatPaidAt = (date: Date) => formatDate(date, 'yyyy-MM-dd HH:mm');

/** yyyy-MM-dd HH:mm ↔ the value of an <input type="datetime-local"> (yyyy-MM-ddTHH:mm). */
export const paidAtToLocalInput = (paidAt: string) => paidAt.replace(' ', 'T');
export const paidAtFromLocalInput = (value: string) => value.replace('T', ' ').slice(0, 16);

/** The form starts from the order's amount and the current minute; the payer and the receipt are the user's to give. */
export function initialTransfer(order: { amount: number }, now = new Date()): TransferValues {
  return { amount: textFromCents(order.amount), payerName: '', paidAt: formatPaidAt(now), receiptUrl: '' };
}

/** POST /order/externalPay's body (without its idempotency key). */
export function transferBody(orderId: number, v: TransferValues): ExternalPayBody {
  return { orderId, amount: centsFromText(v.amount), payerName: v.payerName.trim(), paidAt: v.paidAt, receiptUrl: v.receiptUrl };
}

/**
 * The shared schema's message by field; and a transfer time in the future (beyond the current minute) is refused
 * here too: nobody records a transfer he has not made yet.
 */
export function transferErrors(orderId: number, v: TransferValues, now = new Date()): TransferErrors {
  const result = externalPayBody.safeParse(transferBody(orderId, v));
  const errors = result.success ? {} : byField<TransferField>(result.error.issues, TRANSFER_FIELDS);
  if (!errors.paidAt && v.paidAt > formatPaidAt(now)) errors.paidAt = '转账时间不能晚于现在';
  return errors;
}

/** The transferred amount differs from the order's: said before submitting (the platform checks it against the order). */
export function amountDiffers(order: { amount: number }, v: Pick<TransferValues, 'amount'>) {
  const cents = centsFromText(v.amount);
  return Number.isFinite(cents) && cents !== order.amount;
}

/* ---------- 发货 ---------- */

/** centreId: the inspection centre the goods go to (issue 22), null until picked. */
export type ShipValues = { centreId: number | null; carrier: string; trackingNo: string };
export type ShipField = keyof ShipValues;
export type ShipErrors = Partial<Record<ShipField, string>>;

export const emptyShip = (): ShipValues => ({ centreId: null, carrier: '', trackingNo: '' });

export const shipRequest = (orderId: number, v: ShipValues): ShipBody => ({
  orderId,
  ...(v.centreId === null ? {} : { centreId: v.centreId }),
  carrier: v.carrier.trim(),
  trackingNo: v.trackingNo.trim(),
});

/** The schema's refusals by field; a centre must be picked whenever the platform lists any (as the server requires). */
export function shipErrors(orderId: number, v: ShipValues, centreCount = 0): ShipErrors {
  const result = shipBody.safeParse(shipRequest(orderId, v));
  const errors = result.success ? {} : byField<ShipField>(result.error.issues, ['centreId', 'carrier', 'trackingNo']);
  if (centreCount > 0 && v.centreId === null) errors.centreId = MoneyMsg.centreRequired;
  return errors;
}

/** Common carriers offered as one-tap choices (any other name may be typed). */
export const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', 'DHL', 'FedEx'] as const;
