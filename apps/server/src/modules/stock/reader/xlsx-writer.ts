import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export type SheetWriter = ExcelJS.stream.xlsx.WorkbookWriter;
type Worksheet = ReturnType<SheetWriter['addWorksheet']>;

/** Writes an .xlsx with exceljs's streaming writer straight into `out`; resolves when `out` has it all. */
export async function writeWorkbook(out: Writable, build: (wb: SheetWriter) => Promise<void>): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  await build(wb);
  await wb.commit();
}

/** The same, into a Buffer. */
export async function workbookBuffer(build: (wb: SheetWriter) => Promise<void>): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await writeWorkbook(sink, build);
  return Buffer.concat(chunks);
}

/** A sheet with a bold, frozen header row. `widths` in characters, one per column. */
export function addSheet(wb: SheetWriter, name: string, header: readonly string[], widths: readonly number[]): Worksheet {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = header.map((h, i) => ({ header: h, width: widths[i] ?? 12 }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF2F5' } };
  head.commit();
  return ws;
}

/**
 * Adds rows from a (possibly async, possibly long) source, committing each; every 1,000 rows it lets the zip
 * drain into `out` (and waits for `out` when it asks to), so a 100,000-line export is not buffered whole.
 */
export async function addRows<T>(ws: Worksheet, out: Writable | null, rows: AsyncIterable<T> | Iterable<T>, toCells: (row: T) => unknown[]): Promise<void> {
  let n = 0;
  for await (const row of rows) {
    ws.addRow(toCells(row)).commit();
    if (++n % 1000 === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (out?.writableNeedDrain) await once(out, 'drain');
    }
  }
}
