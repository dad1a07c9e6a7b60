import * as XLSX from '@e965/xlsx';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';
import type { Book } from './book.ts';
import { MAX_COLUMNS } from './cells.ts';
import type { CellValue } from './types.ts';

/**
 * Legacy workbooks, read whole by SheetJS: .xls (BIFF in an OLE container, 65,536 rows at most, so a parse in
 * memory is bounded) and the HTML / XML Spreadsheet 2003 files some ERPs export under an .xls name.
 */

const notSheet = () => new AppError(400, StockMsg.fileNotSheet);
const encrypted = () => new AppError(400, StockMsg.fileEncrypted);

/**
 * An OLE (CFB) container: an .xls holds a Workbook (or Book) stream; a password-protected .xlsx is such a container
 * holding EncryptionInfo and EncryptedPackage; anything else (.doc, .msg …) is not a spreadsheet.
 */
export function openCfb(b: Buffer): Book {
  let cfb: unknown;
  try {
    cfb = XLSX.CFB.read(b, { type: 'buffer' });
  } catch {
    throw notSheet();
  }
  if (XLSX.CFB.find(cfb, 'EncryptionInfo') || XLSX.CFB.find(cfb, 'EncryptedPackage')) throw encrypted();
  if (!XLSX.CFB.find(cfb, 'Workbook') && !XLSX.CFB.find(cfb, 'Book')) throw notSheet();
  return openWithSheetJs(b);
}

type SheetCell = { t: string; v?: unknown } | null | undefined;

function cellValue(c: SheetCell): CellValue {
  if (!c) return null;
  if (c.t === 'n') return typeof c.v === 'number' && Number.isFinite(c.v) ? c.v : null;
  if (c.t === 'd') return c.v instanceof Date ? c.v : null;
  if (c.t === 's' || c.t === 'b') return c.v as string | boolean;
  return null; // errors (#N/A) and stubs
}

export function openWithSheetJs(b: Buffer): Book {
  let wb: XLSX.WorkBook;
  try {
    // Formulas are not evaluated: the cell holds Excel's cached result. Merged areas carry the top-left value only.
    wb = XLSX.read(b, { type: 'buffer', dense: true, cellDates: true, UTC: true, cellFormula: false, cellHTML: false, cellStyles: false });
  } catch (err) {
    throw /password/i.test((err as Error).message) ? encrypted() : notSheet();
  }
  const sheet = (name: string) => {
    const ws = wb.Sheets[name];
    if (!ws || !wb.SheetNames.includes(name)) throw new AppError(400, StockMsg.sheetUnknown);
    return ws;
  };
  const data = (name: string) => ((sheet(name) as { '!data'?: SheetCell[][] })['!data'] ?? []) as (SheetCell[] | null | undefined)[];
  return {
    sheets: wb.SheetNames,
    encoding: null,
    rowCount: async (name) => data(name).length,
    async *rows(name) {
      const rows = data(name);
      for (let r = 0; r < rows.length; r++) {
        const src = rows[r];
        if (!src) continue;
        const cells: CellValue[] = [];
        for (let c = 0; c < Math.min(src.length, MAX_COLUMNS); c++) cells.push(cellValue(src[c]));
        yield { row: r + 1, cells };
      }
    },
  };
}
