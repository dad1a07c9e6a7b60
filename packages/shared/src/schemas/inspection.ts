import { z } from 'zod';
import { MoneyMsg } from '../messages';
import { bodyIdField, envelope, pagedRows, pageQuery, textField, uploadUrl } from './common';
import { orderRow } from './order';
import { inspectionReport } from './payment';

/**
 * Inspection (验货, businessType 40), issue 11. An order 待验货 is in every inspector's list until one grabs it (or
 * an operator assigns it); the holder files one report: pass → 待收货, fail → 退款中.
 */

/**
 * GET /mtsGoods/myYanHuoGoodsList?pageNum&pageSize&tab — inspectors only (others 403). tab 0 待领取 (待验货, nobody
 * holds it), 1 我的待验货 (待验货, mine), 2 我已验货 (my reports), default 0. → {rows: InspectionRow[], total}.
 */
export const inspectionListQuery = pageQuery.extend({ tab: z.coerce.number().int().min(0).max(2).default(0) });
export const inspectionRow = orderRow.extend({
  inspectorId: z.number().int().nullable(),
  inspectorName: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string(),
  dateCode: z.string(),
  condition: z.string(),
  report: inspectionReport.nullable(),
});
export type InspectionRow = z.infer<typeof inspectionRow>;
export const inspectionList = pagedRows(inspectionRow);

/**
 * POST /mtsGoods/yanhuoGrab {orderId, inspectorId?} — an inspector takes a 待验货 order nobody holds (another one
 * holds it → 409); an operator may assign it to an inspector (inspectorId). → data: InspectionRow.
 */
export const inspectionGrabBody = z.object({ orderId: bodyIdField(), inspectorId: bodyIdField().optional() });
export const inspectionRowReply = envelope(inspectionRow);

/**
 * POST /mtsGoods/yanhuo {orderId, result, countedQuantity, dateCodeSeen, markings, photos, notes} — the inspector
 * holding the order (an unheld one is taken by the report), once (a second report → 409). photos: 1–9 of our
 * upload URLs. pass → 待收货, fail → 退款中. → data: InspectionReport.
 */
export const inspectionBody = z.object({
  orderId: bodyIdField(),
  result: z.enum(['pass', 'fail'], { error: MoneyMsg.result }),
  countedQuantity: z.number({ error: MoneyMsg.countedQuantity }).int(MoneyMsg.countedQuantity).min(0, MoneyMsg.countedQuantity).max(100_000_000, MoneyMsg.countedQuantity),
  dateCodeSeen: textField({ max: 20, message: MoneyMsg.dateCodeSeen }).default(''),
  markings: textField({ max: 200, message: MoneyMsg.markings, multiline: true }).default(''),
  photos: z.array(uploadUrl(MoneyMsg.photos), { error: MoneyMsg.photos }).min(1, MoneyMsg.photos).max(9, MoneyMsg.photos),
  notes: textField({ max: 1000, message: MoneyMsg.notes, multiline: true }).default(''),
});
export type InspectionBody = z.input<typeof inspectionBody>;
export const inspectionReply = envelope(inspectionReport);
