import ExcelJS from 'exceljs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { call } from './support';
import { importStockLine, verifiedTrader } from './stock-support';

/** A part number no listing has (the line 未找到 that goes out as an RFQ): letters, digits and a dash. */
export const unknownPartNo = () => `ZQX${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 36 ** 2).toString(36).toUpperCase()}-RFQ`;

/**
 * A pasted BOM as buyers write it (docs: memory-market.md): seeded part numbers without their dash, with a space for
 * the dash, a `1k` quantity, tab-separated columns from Excel, and one part nobody lists.
 */
export const pastedBom = (unknown: string) => ['K4A8G165WCBCTD 2000', 'H5AN8G6NDJR XNC\t500\tSK hynix', 'CXDQ3BFAM-CQ-A, 1k', `${unknown} 300`].join('\n');

/** A BOM sheet (.xlsx) with its header on row 2 under a title: 型号, 品牌, 数量, 目标价, and a row whose quantity is words. */
export async function bomWorkbook(unknown: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('BOM');
  sheet.getCell('A1').value = '主板 V2 物料清单';
  sheet.getRow(2).values = ['序号', '型号', '品牌', '数量', '目标价', '备注'];
  const lines: (string | number)[][] = [
    ['K4A8G165WC-BCTD', '三星', 1000, 13, ''],
    ['NT5AD512M16C4-JR', '南亚', 500, '', '散新可'],
    [unknown, '', 200, '', ''],
    ['W25Q128JVSIQ', '华邦', '两千', '', ''],
  ];
  lines.forEach((line, i) => (sheet.getRow(3 + i).values = [i + 1, ...line]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A fresh verified trader who holds `partNo` in his stock list but off the shelf (a BOM line for it stays 未找到,
 * yet he is among the RFQ's recipients: listed in the last 90 days): a one-line stock sheet imported through the
 * real API, then 下架.
 */
export async function sellerHolding(request: APIRequestContext, partNo: string, platform: 'H5' | 'PC'): Promise<LoginResult> {
  const seller = await verifiedTrader(request, platform);
  await importStockLine(request, seller, partNo, 2.5, platform);
  const list = (await call<never>(request, 'GET', '/stock/list', seller.token, { pageNum: '1', pageSize: '10' })) as unknown as { rows: { id: number }[] };
  const off = await call(request, 'POST', '/stock/shelf', seller.token, { ids: list.rows.map((r) => r.id), status: 1 });
  expect(off.code, off.msg).toBe(200);
  return seller;
}
