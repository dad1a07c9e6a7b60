import { BusinessType } from '@mts/shared/constants';
import { brandedName, formatDate, formatPieces } from '@mts/shared/format';
import { MoneyMsg } from '@mts/shared/messages';
import type { InspectionReport, InspectionRow, OrderDetail } from '@mts/shared/schemas';
import { ORDER_STATUS_TEXT, OrderStatus } from '@mts/shared/status';

/**
 * How the inspector's pages read on both devices (验货, issue 11): the three tabs, a row's facts, what the detail page
 * offers (领取, the report form, the filed report) and who may open them. The phone and desktop pages only render this.
 */

export type InspectionTab = 0 | 1 | 2;

/** GET /mtsGoods/myYanHuoGoodsList?tab=: 待领取 (unheld 待验货), 我的待验货 (mine to inspect), 我已验货 (my reports). */
export const INSPECTION_TABS: readonly { tab: InspectionTab; title: string; empty: string }[] = [
  { tab: 0, title: '待领取', empty: '暂无待领取的验货订单，卖方发货后会出现在这里' },
  { tab: 1, title: '我的待验货', empty: '暂无待验货的订单，领取后会出现在这里' },
  { tab: 2, title: '我已验货', empty: '您提交的验货报告会显示在这里' },
];

/** The tab of ?tab= (0, 1, 2); anything else is 待领取. */
export function inspectionTabFromQuery(value: string | null | undefined): InspectionTab {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && INSPECTION_TABS.some((t) => t.tab === n) ? (n as InspectionTab) : 0;
}

/** 我的验货 is the inspectors' (businessType 40): anyone else gets a 403 page (the server refuses them too). */
export const isInspector = (businessType: number | null | undefined) => businessType === BusinessType.Inspector;

/** The page shown to anyone else. */
export const INSPECTOR_ONLY = { title: '无权访问', text: `${MoneyMsg.notInspector}：我的验货仅对验货员开放` } as const;

/** The detail page of an order to inspect (the phone path; the desktop adds /pc). */
export const inspectionDetailPath = (orderId: number) => `/myxg/myYanHuoDetail?id=${orderId}`;

/** A result as the inspector names it: 合格 / 不合格. */
export const RESULT_LABEL = { pass: '合格', fail: '不合格' } as const;
export type InspectionResult = keyof typeof RESULT_LABEL;

/** Carrier and tracking number on one line, or 未发货. */
export const shipmentText = (s: { carrier: string; trackingNo: string } | null | undefined) =>
  s && (s.carrier || s.trackingNo) ? [s.carrier, s.trackingNo].filter(Boolean).join(' ') : '未发货';

/** Time as the lists show it (yyyy-MM-dd HH:mm), or —. */
export const timeText = (value: string | null | undefined) => (value ? formatDate(value, 'yyyy-MM-dd HH:mm') : '—');

/** The goods line under the part number: brand · name (the brand once). */
export const goodsLine = (o: { brandName: string; goodsName: string }) => brandedName(o.brandName, o.goodsName);

/** What a row of the inspector's list shows, label by label (型号 … 发货时间). */
export function rowFacts(row: InspectionRow): [string, string][] {
  return [
    ['数量', `${formatPieces(row.quantity)}`],
    ['批号', row.dateCode || '—'],
    ['成色', row.condition || '—'],
    ['物流', shipmentText(row)],
    ['发货时间', timeText(row.shippedAt)],
  ];
}

/**
 * What the detail page offers the inspector:
 * - `grab`: an unheld 待验货 order: 领取 first (canGrabInspection);
 * - `report`: held by me (or takeable by the report, per the API): the report form (canInspect);
 * - `filed`: the report, read-only;
 * - `closed`: nothing to do (held by another inspector, or no longer 待验货) — `reason` says why.
 */
export type InspectionStage = { kind: 'grab' } | { kind: 'report' } | { kind: 'filed'; report: InspectionReport } | { kind: 'closed'; reason: string };

export function inspectionStage(d: Pick<OrderDetail, 'status' | 'statusText' | 'inspection' | 'inspectorName' | 'canGrabInspection' | 'canInspect'>): InspectionStage {
  if (d.inspection) return { kind: 'filed', report: d.inspection };
  if (d.canGrabInspection) return { kind: 'grab' };
  if (d.canInspect) return { kind: 'report' };
  if (d.status === OrderStatus.AwaitingInspection) return { kind: 'closed', reason: d.inspectorName ? `${MoneyMsg.notYourInspection}（${d.inspectorName}）` : MoneyMsg.notYourInspection };
  const status = d.statusText || ORDER_STATUS_TEXT[d.status] || '';
  return { kind: 'closed', reason: `该订单${status}，无需验货` };
}

/** The contract terms the inspector checks the goods against, label by label. */
export function checkTerms(d: Pick<OrderDetail, 'contract' | 'goodsModel' | 'brandName' | 'goodsName' | 'quantity'>): [string, string][] {
  const c = d.contract;
  return [
    ['型号', c.goodsModel || d.goodsModel],
    ['品牌', c.brandName || d.brandName || '—'],
    ['品名', c.goodsName || d.goodsName],
    ['数量', `${formatPieces(c.quantity || d.quantity)}`],
    ['批号', c.dateCode || '—'],
    ['成色', c.condition || '—'],
  ];
}

/** The report's facts, label by label (read-only view). */
export function reportFacts(r: InspectionReport): [string, string][] {
  return [
    ['验货结果', RESULT_LABEL[r.result] ?? r.resultText],
    ['清点数量', `${formatPieces(r.countedQuantity)}`],
    ['实际批号', r.dateCodeSeen || '—'],
    ['丝印', r.markings || '—'],
    ['备注', r.notes || '—'],
    ['验货员', r.inspectorName || '—'],
    ['提交时间', timeText(r.createTime)],
  ];
}
