/**
 * Stock list files made by tests (reader, import and browser tests): workbooks in every format the upload takes,
 * CSV in GBK and UTF-8, and the bad ones (a renamed .exe, a password-protected workbook, zip bombs).
 */
import { PassThrough } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** A cell as exceljs takes it: a value, `{ formula, result }`, `{ richText }`, a Date … */
export type Cell = ExcelJS.CellValue;
export interface SheetSpec {
  name: string;
  rows: Cell[][];
  /** Ranges to merge, e.g. 'A1:F1'. */
  merges?: string[];
}

/** An .xlsx written by exceljs's in-memory workbook (merges, formulas with cached results, rich text). */
export async function xlsxOf(...sheets: SheetSpec[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    s.rows.forEach((r, i) => {
      ws.getRow(i + 1).values = r;
    });
    for (const m of s.merges ?? []) ws.mergeCells(m);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One sheet with a header and lines. */
export const xlsxRows = (rows: Cell[][], name = 'Sheet1') => xlsxOf({ name, rows });

/** The template's header. */
export const TEMPLATE_HEADER = ['型号', '品牌', '数量', '批次', '单价', '币种', '封装', '起订量', '成色', '交货地', '描述'];

/** A stock line of the template's columns, numbered: K4A8G165WC-B00001 … */
export const templateLine = (i: number): Cell[] => [
  `K4A8G165WC-B${String(i).padStart(5, '0')}`,
  ['三星', 'SAMSUNG', 'HYNIX', '镁光'][i % 4]!,
  1000 + i,
  ['23+', '2336', '24+'][i % 3]!,
  (1000 + (i % 500)) / 100,
  i % 2 ? '美元' : '人民币',
  'FBGA-96',
  10,
  '原装',
  i % 2 ? '香港' : '深圳',
  `第 ${i} 行`,
];

/**
 * A large .xlsx written by exceljs's streaming writer, with shared strings (as Excel writes them: after the
 * sheets): the template's header and `lines` lines.
 */
export async function bigXlsx(lines: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const ws = wb.addWorksheet('库存');
  ws.addRow(TEMPLATE_HEADER).commit();
  for (let i = 1; i <= lines; i++) ws.addRow(templateLine(i)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A legacy .xls (BIFF8) written by SheetJS. */
export function xlsOf(rows: unknown[][], name = 'Sheet1'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

const csvCell = (v: unknown) => {
  const s = String(v ?? '');
  return /[",\n\r\t;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
/** CSV text: in GBK (as Chinese Excel saves it), UTF-8, or UTF-8 with a BOM; comma-separated unless told. */
export function csvOf(rows: unknown[][], encoding: 'gbk' | 'utf-8' | 'utf-8-bom' = 'utf-8', delimiter = ','): Buffer {
  const text = rows.map((r) => r.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
  if (encoding === 'gbk') return iconv.encode(text, 'gbk');
  return Buffer.concat([encoding === 'utf-8-bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
}

/** A CSV of the template's header and `lines` lines, built as one string (200,001 lines in well under a second). */
export function bigCsv(lines: number): Buffer {
  const out: string[] = [TEMPLATE_HEADER.join(',')];
  for (let i = 1; i <= lines; i++) out.push(`K4A8G165WC-B${i},三星,${1000 + i},23+,82,人民币,FBGA-96,1,原装,深圳,`);
  return Buffer.from(out.join('\n'), 'utf8');
}

/**
 * A password-protected workbook as Excel saves it: the encrypted package inside an OLE (CFB) container next to
 * an EncryptionInfo stream (the contents do not matter to a reader that refuses it).
 */
export function encryptedXlsx(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0, ...Array(64).fill(0)]));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(4096, 0x5a));
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

/** A Windows program renamed to .xlsx: the MZ header, a DOS stub, NUL padding. */
export const renamedExe = (): Buffer =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(48), Buffer.from('This program cannot be run in DOS mode.\r\r\n$'), Buffer.alloc(512)]);
export const pngFile = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(64)]);
export const pdfFile = (): Buffer => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

/** A zip part: its bytes deflated, and the uncompressed size the directory declares (the true one unless told). */
export interface ZipPartSpec {
  name: string;
  /** The uncompressed bytes, or the deflated bytes and the true size when the test builds them in pieces. */
  data: Buffer | { deflated: Buffer; size: number };
  declaredSize?: number;
}

/** A zip (local headers, central directory, end record) of deflated parts, declaring whatever sizes the test says. */
export function zipOf(parts: ZipPartSpec[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const raw = Buffer.isBuffer(p.data) ? p.data : null;
    const deflated = raw ? deflateRawSync(raw) : (p.data as { deflated: Buffer }).deflated;
    const size = p.declaredSize ?? (raw ? raw.length : (p.data as { size: number }).size);
    const crc = raw ? crc32(raw) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(deflated.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    central.push(dir, name);
    offset += 30 + name.length + deflated.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/** `mb` MiB of zeros, deflated (a thousandfold smaller). */
export const deflatedZeros = (mb: number): { deflated: Buffer; size: number } => ({
  deflated: deflateRawSync(Buffer.alloc(mb * 1024 * 1024), { level: 9 }),
  size: mb * 1024 * 1024,
});

const WORKBOOK_XML =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>';

/** An .xlsx-looking zip whose sheet part is `sheet` (zeros, a lie about its size …). */
export const bombXlsx = (sheet: Omit<ZipPartSpec, 'name'>): Buffer =>
  zipOf([
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK_XML) },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ]);
