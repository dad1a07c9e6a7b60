import ExcelJS from 'exceljs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { API, apiLogin, call, freshMobile, verifyRealName, type Reply } from './support';

/** A fresh trader with a verified real name (uploading a stock list is publishing). */
export async function verifiedTrader(request: APIRequestContext, platform: 'H5' | 'PC'): Promise<LoginResult> {
  const user = await apiLogin(request, freshMobile(), platform);
  await verifyRealName(request, user.token);
  return user;
}

/** A part number no other run has: K4E + the time in base 36 + -BCTD (letters, digits and a dash, as part numbers are). */
export const uniquePartNo = () => `K4E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 36 ** 2).toString(36).toUpperCase()}-BCTD`;

/**
 * A stock list as traders write them (docs: memory-market.md): a merged title on row 1, a blank row, the header on
 * row 3 with a 序号 column and 厂牌 for the brand (a name the reader does not know, so the trader maps it by hand),
 * then the lines: `partNo` first, a few seeded-looking ones, and one whose quantity is not a number.
 */
export async function stockWorkbook(partNo: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('DRAM');
  sheet.mergeCells('A1:G1');
  sheet.getCell('A1').value = '深圳市华强芯城贸易有限公司 现货库存表 2026-11-27';
  sheet.getRow(3).values = ['序号', '型号', '厂牌', '数量', '批号', '单价', '封装'];
  const lines: (string | number)[][] = [
    [partNo, '三星', 10000, '23+', 82.5, 'FBGA96'],
    [`${partNo.slice(0, -5)}-BCWE`, 'SAMSUNG', 4800, '24+', 85, 'FBGA96'],
    [`H5${partNo.slice(3, -5)}-XNC`, '海力士', 3000, '2336', 96, 'FBGA96'],
    [`W25Q${partNo.slice(3, -5)}`, '华邦', 'abc', '25+', 2.6, 'SOIC-8'],
  ];
  lines.forEach((line, i) => (sheet.getRow(4 + i).values = [i + 1, ...line]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Takes the trader's stock off the market again, so the other stories' lists stay as seeded. */
export async function deleteAllStock(request: APIRequestContext, token: string) {
  const list = await call<never>(request, 'GET', '/stock/list', token, { pageNum: '1', pageSize: '100' });
  const ids = ((list as unknown as { rows?: { id: number }[] }).rows ?? []).map((r) => r.id);
  if (ids.length) expect((await call(request, 'POST', '/stock/delete', token, { ids })).code).toBe(200);
}

/**
 * Imports a one-line stock sheet (型号, 品牌 三星, 数量 5000, 批号 24+, 单价) as `seller` through the real API (合并: the
 * same part number again takes the new price) and waits until the import is done.
 */
export async function importStockLine(request: APIRequestContext, seller: LoginResult, partNo: string, price: number, platform: 'H5' | 'PC') {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('库存');
  sheet.addRow(['型号', '品牌', '数量', '批号', '单价']);
  sheet.addRow([partNo, '三星', 5000, '24+', price]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const headers = { Authorization: seller.token, platform };
  const upload = (await (await request.post(`${API}/stock/upload`, { headers, multipart: { file: { name: '库存.xlsx', mimeType: XLSX_TYPE, buffer } } })).json()) as Reply<{
    uploadId: string;
    sheet: string;
    mapping: Record<string, number>;
  }>;
  expect(upload.code, upload.msg).toBe(200);
  const { uploadId, sheet: sheetName, mapping } = upload.data;
  const started = await call<{ id: number }>(request, 'POST', '/stock/import', seller.token, { uploadId, sheet: sheetName, mapping, mode: 'merge' });
  expect(started.code, started.msg).toBe(200);
  await expect
    .poll(async () => (await call<{ status: number }>(request, 'GET', '/stock/import/detail', seller.token, { id: String(started.data.id) })).data.status, { timeout: 30_000 })
    .toBe(20);
}
