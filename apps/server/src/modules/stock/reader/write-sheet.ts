import type { Writable } from 'node:stream';
import { PriceUnit } from '@mts/shared/constants';
import { STOCK_FIELD_LABELS, STOCK_FIELDS, type StockField } from '@mts/shared/stock';
import { cleanText } from './cells.ts';
import { STOCK_FIELD_NOTES, StockSheetText } from './sheet-texts.ts';
import type { StockSheetRow } from './types.ts';
import { addRows, addSheet, type SheetWriter, workbookBuffer, writeWorkbook } from './xlsx-writer.ts';

const WIDTHS: Record<StockField, number> = {
  goodsModel: 24,
  brand: 12,
  quantity: 10,
  dateCode: 10,
  price: 10,
  currency: 8,
  package: 12,
  moq: 8,
  condition: 8,
  deliveryPlace: 10,
  remark: 30,
};
/** Columns kept as text, so Excel leaves 2336 and 0001 alone when the trader edits them. */
const TEXT_COLUMNS: StockField[] = ['goodsModel', 'dateCode', 'package'];

/** The template's two example lines, as in the domain notes. */
const EXAMPLES: StockSheetRow[] = [
  { goodsModel: 'K4A8G165WC-BCTD', brandName: '三星', quantity: 10000, dateCode: '23+', priceMin: 8200, priceUnit: PriceUnit.Yuan, package: 'FBGA-96', moq: 1000, condition: '原装', deliveryPlace: '深圳', remark: '原装正品' },
  { goodsModel: 'MT40A1G16TB-062E:F', brandName: '美光', quantity: 5000, dateCode: '2336', priceMin: 1320, priceUnit: PriceUnit.Dollar, package: 'FBGA-96', moq: 500, condition: '原包', deliveryPlace: '香港', remark: '香港交货' },
];

/** A line in the template's columns: the price as a number in its currency (13.2) or 面议, the currency by name. */
const cellsOf = (l: StockSheetRow): unknown[] =>
  STOCK_FIELDS.map((f) => {
    switch (f) {
      case 'brand':
        return cleanText(l.brandName);
      case 'price':
        return l.priceMin === null ? StockSheetText.negotiable : l.priceMin / 100;
      case 'currency':
        return StockSheetText.currencyNames[l.priceUnit] ?? '';
      case 'quantity':
      case 'moq':
        return l[f];
      default:
        return cleanText(l[f]);
    }
  });

function stockSheet(wb: SheetWriter) {
  const ws = addSheet(
    wb,
    StockSheetText.stockSheet,
    STOCK_FIELDS.map((f) => STOCK_FIELD_LABELS[f]),
    STOCK_FIELDS.map((f) => WIDTHS[f]),
  );
  for (const f of TEXT_COLUMNS) ws.getColumn(STOCK_FIELDS.indexOf(f) + 1).numFmt = '@';
  ws.getColumn(STOCK_FIELDS.indexOf('price') + 1).numFmt = '0.00##';
  return ws;
}

/** The upload template: the header (STOCK_FIELD_LABELS), two example lines, and a 填写说明 sheet. */
export function stockTemplate(): Promise<Buffer> {
  return workbookBuffer(async (wb) => {
    await addRows(stockSheet(wb), null, EXAMPLES, cellsOf);
    const notes = addSheet(wb, StockSheetText.notesSheet, StockSheetText.notesHeader, [10, 60]);
    for (const f of STOCK_FIELDS) notes.addRow([STOCK_FIELD_LABELS[f], STOCK_FIELD_NOTES[f]]).commit();
  });
}

/** 导出: stock lines in the template's columns, streamed into `out`, so export → edit → upload round-trips. */
export function writeStockSheet(rows: AsyncIterable<StockSheetRow> | Iterable<StockSheetRow>, out: Writable): Promise<void> {
  return writeWorkbook(out, (wb) => addRows(stockSheet(wb), out, rows, cellsOf));
}
