import ExcelJS from 'exceljs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResult, MarketPart } from '@mts/shared/schemas';
import { API, call, type Reply } from './support';
import { XLSX_TYPE } from './stock-support';

/** A seeded part number with months of figures in both currencies (docs: memory-market.md). */
export const SEEDED_PART = 'K4A8G165WC-BCTD';

/**
 * Puts `partNo` on the shelf at `yuan` (¥, 含税) as `seller`: a one-line stock sheet imported through the real API
 * (合并: the same part number again takes the new price). The market's rollup follows the import's event.
 */
export async function listStock(request: APIRequestContext, seller: LoginResult, partNo: string, yuan: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('库存');
  sheet.addRow(['型号', '品牌', '数量', '批号', '单价']);
  sheet.addRow([partNo, '三星', 5000, '24+', yuan]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const headers = { Authorization: seller.token, platform: 'H5' };
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

/** Today's ask low (cents, ¥) of a part number, as the 行情 API says it (null: none yet). */
export async function askLow(request: APIRequestContext, partNo: string): Promise<number | null> {
  const reply = (await (await request.get(`${API}/market/part`, { params: { model: partNo, currency: '0', days: '90' } })).json()) as Reply<MarketPart>;
  return reply.code === 200 ? reply.data.ask.low : null;
}

/** The goods id of a seeded listing of `partNo` in `priceUnit` (the product detail that carries its price panel). */
export async function seededGoodsId(request: APIRequestContext, partNo: string, priceUnit: number): Promise<number> {
  const reply = (await (await request.get(`${API}/goods/list`, { params: { keyword: partNo, pageNum: '1', pageSize: '20' } })).json()) as Reply<{
    records: { goodsId: number; goodsModel: string; priceUnit: number }[];
  }>;
  const goods = reply.data.records.find((g) => g.goodsModel === partNo && g.priceUnit === priceUnit);
  expect(goods, `a seeded ${partNo} in ${priceUnit}`).toBeTruthy();
  return goods!.goodsId;
}
