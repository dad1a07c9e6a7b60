import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { StockLimits } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';
import type { Book } from './book.ts';
import { MAX_COLUMNS, plainValue } from './cells.ts';
import type { CellValue } from './types.ts';
import { buildZip, checkDeclaredSizes, inflateEntry, readZip, type ZipEntry, type ZipPart } from './zip.ts';

/** The parts the reader inflates: only these can hurt it, so only these are inflated to check their real size. */
const READ_PARTS = /^xl\/(?:workbook\.xml|_rels\/workbook\.xml\.rels|styles\.xml|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/;
/**
 * Shared strings are held in memory while a sheet is read: 200,000 lines of distinct texts stay far below this;
 * more is a file made to exhaust the server.
 */
const MAX_SHARED_STRINGS_BYTES = 100 * 1024 * 1024;

const EMPTY_SST = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
const EMPTY_RELS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');

const attrs = (tag: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]!] = xmlUnescape(m[2] ?? m[3] ?? '');
  return out;
};
const xmlUnescape = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()]!,
  );

const partText = (b: Buffer, e: ZipEntry) => {
  const data = b.subarray(e.dataStart, e.dataStart + e.compressedSize);
  return (e.method === 0 ? data : inflateRawSync(data)).toString('utf8');
};

/** The workbook's worksheets (not chart sheets) in tab order, each with its part's path, from workbook.xml and its rels. */
function worksheetParts(b: Buffer, entries: Map<string, ZipEntry>): { name: string; entry: ZipEntry }[] {
  const book = entries.get('xl/workbook.xml')!;
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  const targets = new Map<string, string>();
  for (const m of rels ? partText(b, rels).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g) : []) {
    const a = attrs(m[0]);
    if (a.Id && a.Target && /\/worksheet$/.test(a.Type ?? '')) targets.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : posix.join('xl', a.Target));
  }
  const sheets: { name: string; entry: ZipEntry }[] = [];
  for (const m of partText(b, book).matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const a = attrs(m[0]);
    const rid = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
    const entry = rid ? entries.get(targets.get(rid) ?? '') : undefined;
    if (a.name && entry) sheets.push({ name: a.name, entry });
  }
  return sheets;
}

/** Counts `<row` elements in a part's XML as it streams by (a tag may straddle two chunks). */
function rowCounter() {
  const ROW = /<(?:\w+:)?row[\s>/]/g;
  let tail = '';
  let count = 0;
  return {
    add: (chunk: Buffer) => {
      const s = tail + chunk.toString('latin1');
      for (const m of s.matchAll(ROW)) if (m.index + m[0].length > tail.length) count++;
      tail = s.slice(-32);
    },
    get count() {
      return count;
    },
  };
}

/** A row of exceljs's streaming reader as cells by 0-based column. */
function rowCells(row: ExcelJS.Row): CellValue[] {
  const cells: CellValue[] = [];
  row.eachCell((cell, col) => {
    if (col <= MAX_COLUMNS) cells[col - 1] = plainValue(cell.value);
  });
  for (let i = 0; i < cells.length; i++) cells[i] ??= null;
  return cells;
}

/**
 * An .xlsx. The zip is checked before anything is parsed (the declared sizes of all parts, the real sizes of the
 * parts read, see zip.ts). A sheet is then read by exceljs's streaming WorkbookReader from a zip rebuilt with only
 * the parts it needs (rels, workbook, styles, shared strings, that one sheet) in that order, so it neither parks
 * sheets in temporary files (it does when the shared strings come after them, as Excel's own writer and exceljs's
 * put them) nor parses the sheets it was not asked for. Shared strings are held in memory, rows are not.
 */
export async function openXlsx(b: Buffer): Promise<Book> {
  const entries = readZip(b);
  if (!entries.has('xl/workbook.xml')) throw new AppError(400, StockMsg.fileNotSheet);
  checkDeclaredSizes(entries.values());
  if ((entries.get('xl/sharedStrings.xml')?.size ?? 0) > MAX_SHARED_STRINGS_BYTES) throw new AppError(400, StockMsg.fileBomb);
  let budget = StockLimits.maxUnzippedBytes;
  const rowCounts = new Map<string, number>();
  for (const e of entries.values()) {
    if (!READ_PARTS.test(e.name)) continue;
    const counter = /^xl\/worksheets\/[^/]+\.xml$/.test(e.name) ? rowCounter() : undefined;
    budget -= await inflateEntry(b, e, budget, counter?.add);
    if (counter) rowCounts.set(e.name, counter.count);
  }
  const sheets = worksheetParts(b, entries);
  const part = (sheet: string) => {
    const found = sheets.find((s) => s.name === sheet);
    if (!found) throw new AppError(400, StockMsg.sheetUnknown);
    return found.entry;
  };
  const styles = entries.get('xl/styles.xml');
  const strings = entries.get('xl/sharedStrings.xml');

  return {
    sheets: sheets.map((s) => s.name),
    encoding: null,
    rowCount: async (sheet) => rowCounts.get(part(sheet).name) ?? 0,
    async *rows(sheet) {
      const parts: ZipPart[] = [
        { name: 'xl/_rels/workbook.xml.rels', content: EMPTY_RELS },
        { name: 'xl/workbook.xml', entry: entries.get('xl/workbook.xml')! },
        ...(styles ? [{ name: 'xl/styles.xml', entry: styles }] : []),
        strings ? { name: 'xl/sharedStrings.xml', entry: strings } : { name: 'xl/sharedStrings.xml', content: EMPTY_SST },
        { name: 'xl/worksheets/sheet1.xml', entry: part(sheet) },
      ];
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buildZip(b, parts)), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        // Styles tell date cells from numbers (a 批次 typed as a date).
        styles: 'cache',
        hyperlinks: 'ignore',
        entries: 'ignore',
      });
      try {
        for await (const ws of reader) for await (const row of ws) yield { row: row.number, cells: rowCells(row) };
      } catch (err) {
        throw err instanceof AppError ? err : new AppError(400, StockMsg.fileNotSheet);
      }
    },
  };
}
