import type { SheetRow } from './types.ts';

/** A spreadsheet opened for reading, whatever its format. */
export interface Book {
  /** The sheets in the workbook's order (a CSV has one, named after the file). */
  sheets: string[];
  /** The text encoding a CSV was read in ('utf-8', 'gb18030', 'utf-16le'); null for a workbook. */
  encoding: string | null;
  /** The sheet's rows in order, streamed (rows with no cell at all may be left out). */
  rows(sheet: string): AsyncIterable<SheetRow>;
  /** How many rows the sheet holds (blank ones may count): enough to refuse an oversized sheet before reading it. */
  rowCount(sheet: string): Promise<number>;
}
