/**
 * The stock API as a test drives it (issue 23): files made in memory (CSV in UTF-8 or GBK, .xlsx), the multipart
 * upload, the import run to its end, the downloads read back.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { StockImportStatus } from '@mts/shared/status';
import type { ApiClient, Reply } from './helper.ts';

/** The template's header. */
export const HEADER = ['型号', '品牌', '数量', '批次', '单价', '币种', '封装', '起订量', '成色', '交货地', '描述'];

/** A CSV of rows (cells with a comma or quote quoted), in UTF-8 or GBK (GB18030) as Chinese Excel saves it. */
export function csv(rows: (string | number)[][], encoding: 'utf-8' | 'gbk' = 'utf-8'): Buffer {
  const text = rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n');
  return encoding === 'gbk' ? iconv.encode(text, 'gb18030') : Buffer.from(text, 'utf8');
}

/** An .xlsx with one sheet of rows. */
export async function xlsx(rows: (string | number | null)[][], sheet = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The rows of an .xlsx's sheet (first sheet by default) as cell texts. */
export async function readXlsx(bytes: Buffer, sheet?: string | number): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = sheet === undefined ? wb.worksheets[0]! : typeof sheet === 'number' ? wb.worksheets[sheet]! : wb.getWorksheet(sheet)!;
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    out.push(Array.from(cells, (c) => c ?? ''));
  });
  return out;
}

/** A multipart body with one file part named `file`, after a `sheet` field when given (the page's sheet select). */
export function multipart(data: Buffer, fileName: string, contentType = 'application/octet-stream', sheet?: string) {
  const boundary = `----mts${Math.random().toString(16).slice(2)}`;
  const field = sheet === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="sheet"\r\n\r\n${sheet}\r\n`;
  const head = Buffer.from(`${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /stock/upload as `api`'s caller. */
export async function upload(app: FastifyInstance, api: ApiClient, fileName: string, bytes: Buffer, sheet?: string): Promise<Reply> {
  const mp = multipart(bytes, fileName, undefined, sheet);
  const res = await app.inject({ method: 'POST', url: `${API_BASE}/stock/upload`, payload: mp.payload, headers: { ...api.login?.headers, ...mp.headers } });
  return { status: res.statusCode, body: res.json() };
}

/** A GET that answers a file: status, headers and the bytes. */
export async function download(app: FastifyInstance, api: ApiClient | null, path: string) {
  const res = await app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers: { ...api?.login?.headers } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const ENDED: number[] = [StockImportStatus.Done, StockImportStatus.Failed, StockImportStatus.Cancelled];

/** Polls the import until it ended (or `until` holds); its last detail. */
export async function waitImport(api: ApiClient, id: number, until: (d: { status: number; done: number }) => boolean = (d) => ENDED.includes(d.status), timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    const r = await api.get('/stock/import/detail', { id });
    expect(r.status).toBe(200);
    if (until(r.body.data)) return r.body.data;
    if (Date.now() - start > timeoutMs) throw new Error(`import ${id} still ${JSON.stringify(r.body.data)}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

/** Upload, take the proposed mapping, preview (as the pages do), import in `mode`, wait for the end: the import's detail. */
export async function importFile(app: FastifyInstance, api: ApiClient, fileName: string, bytes: Buffer, mode: 'merge' | 'sync' = 'merge') {
  const up = await upload(app, api, fileName, bytes);
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  expect((await api.post('/stock/preview', { uploadId: up.body.data.uploadId, mapping: up.body.data.mapping })).status).toBe(200);
  const started = await api.post('/stock/import', { uploadId: up.body.data.uploadId, mapping: up.body.data.mapping, mode });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return waitImport(api, started.body.data.id);
}
