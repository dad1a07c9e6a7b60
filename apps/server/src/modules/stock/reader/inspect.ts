import type { StockColumn } from '@mts/shared/schemas';
import { StockLimits, type StockMapping } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';
import type { Book } from './book.ts';
import { scanSheet, type SheetScan } from './header.ts';
import { openBook } from './open-book.ts';
import type { StockFile } from './types.ts';

export interface StockFileInfo {
  sheets: string[];
  sheet: string;
  /** 1-based. */
  headerRow: number;
  columns: StockColumn[];
  mapping: StockMapping;
  /** A stable key of the normalised header cells, to remember a trader's mapping. */
  headerKey: string;
  encoding: string | null;
}

/** A CSV has one sheet, whatever it was called when uploaded. */
const sheetsToTry = (book: Book, sheet: string | undefined): string[] => {
  if (sheet === undefined || book.encoding !== null) return book.sheets;
  if (!book.sheets.includes(sheet)) throw new AppError(400, StockMsg.sheetUnknown);
  return [sheet];
};

/**
 * Reads what a stock list is: its sheets, where the header is, the columns and the mapping they suggest. The
 * first sheet with a header is taken unless `sheet` is given. Refused (AppError 400, StockMsg): an empty file,
 * no spreadsheet, a password, a zip bomb, no header, no lines under it, more than StockLimits.maxRows lines.
 */
export async function inspectStockFile(file: StockFile, opts: { sheet?: string } = {}): Promise<StockFileInfo> {
  const book = await openBook(file);
  let found: { sheet: string; scan: SheetScan } | null = null;
  let anyContent = false;
  for (const sheet of sheetsToTry(book, opts.sheet)) {
    const scan = await scanSheet(book.rows(sheet));
    anyContent ||= scan.hasContent;
    if (scan.header) {
      found = { sheet, scan };
      break;
    }
  }
  const header = found?.scan.header;
  if (!found || !header) throw new AppError(400, anyContent ? StockMsg.noHeader : StockMsg.noRows);
  if (!found.scan.hasData) throw new AppError(400, StockMsg.noRows);
  if ((await book.rowCount(found.sheet)) - header.headerRow > StockLimits.maxRows) throw new AppError(400, StockMsg.tooManyRows);
  return {
    sheets: book.sheets,
    sheet: book.encoding === null ? found.sheet : book.sheets[0]!,
    headerRow: header.headerRow,
    columns: header.columns,
    mapping: header.mapping,
    headerKey: header.headerKey,
    encoding: book.encoding,
  };
}
