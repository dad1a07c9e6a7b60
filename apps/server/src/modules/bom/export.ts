import { BOM_FIELD_LABELS, MATCH_CLASS_LABELS } from '@mts/shared/bom';
import { PriceUnit } from '@mts/shared/constants';
import type { BomLineMatch } from '@mts/shared/schemas';
import { addRows, addSheet, workbookBuffer } from '../stock/reader/xlsx-writer.ts';

/** The export's columns: the line as given, then how it matched and the offer chosen (prices in yuan/dollars). */
const HEADER = [
  '行号',
  BOM_FIELD_LABELS.goodsModel,
  BOM_FIELD_LABELS.brand,
  BOM_FIELD_LABELS.quantity,
  BOM_FIELD_LABELS.targetPrice,
  BOM_FIELD_LABELS.dateCode,
  BOM_FIELD_LABELS.remark,
  '匹配',
  '匹配度',
  '报价数',
  '所选型号',
  '所选品牌',
  '单价',
  '币种',
  '可售数量',
  '起订量',
  '批次',
  '成色',
  '交货地',
  '供应商',
  '小计',
] as const;
const WIDTHS = [6, 24, 12, 10, 10, 10, 16, 8, 8, 8, 24, 12, 10, 6, 10, 8, 8, 8, 10, 24, 12];

const money = (cents: number | null) => (cents === null ? '' : cents / 100);
const currency = (unit: number) => (unit === PriceUnit.Dollar ? '$' : '¥');

/** GET /bom/export: the lines with their chosen offers, one .xlsx sheet. */
export function writeBomSheet(lines: BomLineMatch[]): Promise<Buffer> {
  return workbookBuffer(async (wb) => {
    const ws = addSheet(wb, 'BOM', HEADER, WIDTHS);
    ws.getColumn(2).numFmt = '@';
    ws.getColumn(11).numFmt = '@';
    await addRows(ws, null, lines, (l) => {
      const o = l.chosen;
      const subtotal = o && o.priceMin !== null ? Math.min(l.quantity, o.quantity) * o.priceMin : null;
      return [
        l.row,
        l.goodsModel,
        l.brandName,
        l.quantity,
        money(l.targetPrice),
        l.dateCode,
        l.remark,
        MATCH_CLASS_LABELS[l.matchClass],
        l.confidence,
        l.offerCount,
        o?.goodsModel ?? '',
        o?.brandName ?? '',
        o ? (o.priceMin === null ? '面议' : money(o.priceMin)) : '',
        o ? currency(o.priceUnit) : '',
        o?.quantity ?? '',
        o?.moq ?? '',
        o?.dateCode ?? '',
        o?.condition ?? '',
        o?.deliveryPlace ?? '',
        o?.companyName ?? '',
        money(subtotal),
      ];
    });
  });
}
