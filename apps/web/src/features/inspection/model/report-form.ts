import { MoneyMsg } from '@mts/shared/messages';
import { inspectionBody, type InspectionBody } from '@mts/shared/schemas';
import { formatPieces } from '@mts/shared/format';
import type { InspectionResult } from './inspection-view';

/**
 * The inspector's report form (POST /mtsGoods/yanhuo), one model for both devices: values as typed, the checked body
 * (the shared inspectionBody schema: result, counted quantity 0 … 10^8, date code ≤ 20, markings ≤ 200, 1–9 photos
 * of our uploads, notes ≤ 1000), the field messages, and the confirm dialog's words.
 */
export type ReportValues = {
  result: InspectionResult | null;
  /** As typed: a whole number of pieces. */
  countedQuantity: string;
  dateCodeSeen: string;
  markings: string;
  /** Upload URLs (/uploads/…), in order. */
  photos: string[];
  notes: string;
};
export type ReportField = Exclude<keyof ReportValues, never>;
export type ReportErrors = Partial<Record<ReportField, string>>;

export const REPORT_LIMITS = { dateCodeSeen: 20, markings: 200, notes: 1000, minPhotos: 1, maxPhotos: 9 } as const;

/** Said when no result is picked (the schema's own text names the API values). */
export const RESULT_REQUIRED = '请选择验货结果：合格或不合格';

export const emptyReport = (): ReportValues => ({ result: null, countedQuantity: '', dateCodeSeen: '', markings: '', photos: [], notes: '' });

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body the form would send (unchecked). */
export const reportBodyOf = (orderId: number, v: ReportValues) => ({
  orderId,
  result: v.result ?? undefined,
  countedQuantity: wholeNumber(v.countedQuantity),
  dateCodeSeen: v.dateCodeSeen.trim(),
  markings: v.markings.trim(),
  photos: v.photos,
  notes: v.notes.trim(),
});

/** Checks the form with the shared schema: the body to send, or the message of each wrong field. */
export function validateReport(orderId: number, v: ReportValues): { body: InspectionBody | null; errors: ReportErrors } {
  const result = inspectionBody.safeParse(reportBodyOf(orderId, v));
  const errors: ReportErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ReportField | undefined;
      if (field && field in v && !errors[field]) errors[field] = issue.message;
    }
    if (errors.result) errors.result = RESULT_REQUIRED;
    if (errors.countedQuantity) errors.countedQuantity = MoneyMsg.countedQuantity;
    return { body: null, errors };
  }
  return { body: result.data, errors };
}

/** A server 400 whose text is one of the report's field messages → that field (shown under it). */
export function serverReportError(message: string): { field: ReportField; message: string } | null {
  const byMessage: [string, ReportField][] = [
    [MoneyMsg.result, 'result'],
    [MoneyMsg.countedQuantity, 'countedQuantity'],
    [MoneyMsg.dateCodeSeen, 'dateCodeSeen'],
    [MoneyMsg.markings, 'markings'],
    [MoneyMsg.photos, 'photos'],
    [MoneyMsg.notes, 'notes'],
  ];
  const hit = byMessage.find(([text]) => message.includes(text));
  return hit ? { field: hit[1], message: hit[0] === MoneyMsg.result ? RESULT_REQUIRED : hit[0] } : null;
}

/** A note (not an error) when the counted quantity differs from the contract's. */
export function quantityNote(v: Pick<ReportValues, 'countedQuantity'>, contractQuantity: number): string | null {
  const n = wholeNumber(v.countedQuantity);
  if (Number.isNaN(n) || n === contractQuantity) return null;
  const diff = n - contractQuantity;
  return `与合同数量 ${formatPieces(contractQuantity)} 相差 ${diff > 0 ? '+' : ''}${formatPieces(diff)}`;
}

/** The confirm dialog before the report goes: what happens to the order (and, on a fail, to the buyer's money). */
export function confirmReport(result: InspectionResult): { title: string; content: string; confirmText: string } {
  return result === 'pass'
    ? { title: '确认验货合格？', content: '提交后订单进入「待收货」，等待买方确认收货；报告提交后不能修改。', confirmText: '确认合格' }
    : { title: '确认验货不合格？', content: '提交后订单进入「退款中」，平台将把货款退回买方；报告提交后不能修改。', confirmText: '确认不合格' };
}
