import { describe, expect, it } from 'vitest';
import { BusinessType } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import type { InspectionReport, InspectionRow } from '@mts/shared/schemas';
import { orderDetail, orderRow } from '@/test/trade-fixtures';
import { checkTerms, INSPECTION_TABS, inspectionStage, inspectionTabFromQuery, isInspector, reportFacts, rowFacts, shipmentText } from './inspection-view';
import { confirmReport, emptyReport, quantityNote, RESULT_REQUIRED, serverReportError, validateReport, type ReportValues } from './report-form';

const PHOTO = '/uploads/2026/0123456789abcdef0123456789abcdef.webp';

const report = (extra: Partial<InspectionReport> = {}): InspectionReport => ({
  id: 3,
  orderId: 31,
  result: 'pass',
  resultText: '验货通过',
  countedQuantity: 10000,
  dateCodeSeen: '24+',
  markings: '丝印清晰',
  photos: [PHOTO],
  notes: '',
  inspectorName: '张敏',
  createTime: '2026-11-24 10:30:00',
  ...extra,
});

const row = (extra: Partial<InspectionRow> = {}): InspectionRow => ({
  ...orderRow({ status: 30, statusText: '待验货', myRole: 'staff' }),
  inspectorId: null,
  inspectorName: '',
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  shippedAt: '2026-11-24 09:00:00',
  dateCode: '24+',
  condition: '全新原装',
  report: null,
  ...extra,
});

const valid = (extra: Partial<ReportValues> = {}): ReportValues => ({ ...emptyReport(), result: 'pass', countedQuantity: '10000', photos: [PHOTO], ...extra });

describe('the inspector’s tabs', () => {
  it('are 待领取, 我的待验货, 我已验货 (tab 0, 1, 2); ?tab= picks one, anything else is 待领取', () => {
    expect(INSPECTION_TABS.map((t) => [t.tab, t.title])).toEqual([
      [0, '待领取'],
      [1, '我的待验货'],
      [2, '我已验货'],
    ]);
    expect(inspectionTabFromQuery('1')).toBe(1);
    expect(inspectionTabFromQuery('2')).toBe(2);
    for (const v of [null, undefined, '', '3', '-1', 'x', '1.5']) expect(inspectionTabFromQuery(v)).toBe(0);
  });

  it('are for inspectors (businessType 40) only', () => {
    expect(isInspector(BusinessType.Inspector)).toBe(true);
    for (const t of [BusinessType.Ordinary, BusinessType.Negotiator, BusinessType.BusinessFollower, undefined, null]) expect(isInspector(t)).toBe(false);
  });

  it('show each row’s quantity, date code, condition, carrier + tracking no and shipped time', () => {
    expect(Object.fromEntries(rowFacts(row()))).toEqual({ 数量: '10,000 片', 批号: '24+', 成色: '全新原装', 物流: '顺丰速运 SF1234567890', 发货时间: '2026-11-24 09:00' });
    expect(shipmentText(null)).toBe('未发货');
    expect(shipmentText({ carrier: '', trackingNo: '' })).toBe('未发货');
  });
});

describe('what the detail offers', () => {
  const awaiting = { status: 30, statusText: '待验货' };
  it('an unheld order: 领取 first', () => {
    expect(inspectionStage(orderDetail({ ...awaiting, canGrabInspection: true, canInspect: true }))).toEqual({ kind: 'grab' });
  });
  it('held by me: the report form', () => {
    expect(inspectionStage(orderDetail({ ...awaiting, inspectorName: '张敏', canInspect: true }))).toEqual({ kind: 'report' });
  });
  it('filed: the report, read-only, whatever the flags', () => {
    const r = report({ result: 'fail' });
    expect(inspectionStage(orderDetail({ status: 60, statusText: '退款中', inspection: r }))).toEqual({ kind: 'filed', report: r });
  });
  it('held by another inspector, or past inspection: nothing to do, and why', () => {
    expect(inspectionStage(orderDetail({ ...awaiting, inspectorName: '王五' }))).toEqual({ kind: 'closed', reason: `${MoneyMsg.notYourInspection}（王五）` });
    expect(inspectionStage(orderDetail({ status: 20, statusText: '待发货' }))).toEqual({ kind: 'closed', reason: '该订单待发货，无需验货' });
  });
  it('lists the contract terms to check against and the report’s facts', () => {
    expect(Object.fromEntries(checkTerms(orderDetail()))).toEqual({ 型号: 'H5AN8G6NDJR-XNC', 品牌: 'SK hynix', 品名: '内存颗粒', 数量: '10,000 片', 批号: '24+', 成色: '全新原装' });
    expect(Object.fromEntries(reportFacts(report()))).toMatchObject({ 验货结果: '合格', 清点数量: '10,000 片', 实际批号: '24+', 丝印: '丝印清晰', 备注: '—', 验货员: '张敏' });
    expect(reportFacts(report({ result: 'fail' }))[0]).toEqual(['验货结果', '不合格']);
  });
});

describe('the report form', () => {
  it('sends a complete report as the API’s body (trimmed texts, the count as a number)', () => {
    const { body, errors } = validateReport(31, valid({ dateCodeSeen: ' 2336 ', markings: ' SEC 印字 ', notes: ' 包装完好 ' }));
    expect(errors).toEqual({});
    expect(body).toEqual({ orderId: 31, result: 'pass', countedQuantity: 10000, dateCodeSeen: '2336', markings: 'SEC 印字', photos: [PHOTO], notes: '包装完好' });
    expect(validateReport(31, valid({ result: 'fail', countedQuantity: '0' })).body).toMatchObject({ result: 'fail', countedQuantity: 0 });
  });

  it('requires a result, a counted quantity and 1–9 photos', () => {
    expect(validateReport(31, emptyReport()).errors).toEqual({ result: RESULT_REQUIRED, countedQuantity: MoneyMsg.countedQuantity, photos: MoneyMsg.photos });
    expect(validateReport(31, valid({ photos: [] })).errors).toEqual({ photos: MoneyMsg.photos });
    expect(validateReport(31, valid({ photos: Array.from({ length: 10 }, () => PHOTO) })).errors).toEqual({ photos: MoneyMsg.photos });
    expect(validateReport(31, valid({ photos: Array.from({ length: 9 }, () => PHOTO) })).errors).toEqual({});
    // Only our own uploads: a picture from elsewhere is refused.
    expect(validateReport(31, valid({ photos: ['https://example.com/a.jpg'] })).errors).toEqual({ photos: MoneyMsg.photos });
  });

  it('takes the counted quantity as a whole number of pieces, 0 … 100,000,000', () => {
    for (const bad of ['', 'abc', '1.5', '-3', '100000001']) expect(validateReport(31, valid({ countedQuantity: bad })).errors).toEqual({ countedQuantity: MoneyMsg.countedQuantity });
    expect(validateReport(31, valid({ countedQuantity: '100000000' })).errors).toEqual({});
  });

  it('limits the date code (20), markings (200) and notes (1000)', () => {
    const errors = validateReport(31, valid({ dateCodeSeen: 'x'.repeat(21), markings: 'y'.repeat(201), notes: 'z'.repeat(1001) })).errors;
    expect(errors).toEqual({ dateCodeSeen: MoneyMsg.dateCodeSeen, markings: MoneyMsg.markings, notes: MoneyMsg.notes });
  });

  it('points out a count that differs from the contract, without refusing it', () => {
    expect(quantityNote({ countedQuantity: '9990' }, 10000)).toBe('与合同数量 10,000 片 相差 -10 片');
    expect(quantityNote({ countedQuantity: '10005' }, 10000)).toBe('与合同数量 10,000 片 相差 +5 片');
    expect(quantityNote({ countedQuantity: '10000' }, 10000)).toBeNull();
    expect(quantityNote({ countedQuantity: '' }, 10000)).toBeNull();
  });

  it('asks before it goes: a fail says the buyer will be refunded', () => {
    expect(confirmReport('pass').content).toContain('待收货');
    expect(confirmReport('fail').content).toContain('退款中');
    expect(confirmReport('fail').content).toContain('退回买方');
  });

  it('shows a server 400 naming a field under that field', () => {
    expect(serverReportError(MoneyMsg.photos)).toEqual({ field: 'photos', message: MoneyMsg.photos });
    expect(serverReportError(MoneyMsg.result)).toEqual({ field: 'result', message: RESULT_REQUIRED });
    expect(serverReportError(MoneyMsg.alreadyInspected)).toBeNull();
  });
});
