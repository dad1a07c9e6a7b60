import type { Writable } from 'node:stream';
import type { StockRowError } from '@mts/shared/schemas';
import { cleanText } from './cells.ts';
import { StockSheetText } from './sheet-texts.ts';
import type { ImportReportSummary } from './types.ts';
import { addRows, addSheet, writeWorkbook } from './xlsx-writer.ts';

/** The import report: a 汇总 sheet with the counts and a 未导入 sheet listing each refused line (行号, 型号, 原因). */
export function writeImportReport(summary: ImportReportSummary, refused: AsyncIterable<StockRowError> | Iterable<StockRowError>, out: Writable): Promise<void> {
  return writeWorkbook(out, async (wb) => {
    const sums = addSheet(wb, StockSheetText.summarySheet, StockSheetText.summaryHeader, [12, 40]);
    for (const [key, label] of StockSheetText.summaryRows) sums.addRow([label, key === 'fileName' ? cleanText(summary.fileName) : summary[key]]).commit();
    const lines = addSheet(wb, StockSheetText.refusedSheet, StockSheetText.refusedHeader, [8, 28, 40]);
    await addRows(lines, out, refused, (e) => [e.row, cleanText(e.goodsModel), e.reason]);
  });
}
