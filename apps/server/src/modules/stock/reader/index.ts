/**
 * The spreadsheet reader of stock lists (issue 23): what a file is and where its header is, its lines checked one
 * by one, the brand matcher and the duplicate key, and the .xlsx files written back (template, export, report).
 */
export type { BrandMatcher, BrandRef, ImportReportSummary, StockFile, StockRowResult, StockSheetRow } from './types.ts';
export { inspectStockFile, type StockFileInfo } from './inspect.ts';
export { readStockLines, type ReadOptions } from './read-lines.ts';
export { brandMatcher } from './brands.ts';
export { stockKey } from './stock-key.ts';
export { stockTemplate, writeStockSheet } from './write-sheet.ts';
export { writeImportReport } from './write-report.ts';
