import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResult, MarketPart } from '@mts/shared/schemas';
import { API, type Reply } from './support';
import { importStockLine } from './stock-support';

/** A seeded part number with months of figures in both currencies (docs: memory-market.md). */
export const SEEDED_PART = 'K4A8G165WC-BCTD';

/**
 * Puts `partNo` on the shelf at `yuan` (¥, 含税) as `seller`: a one-line stock sheet imported through the real API
 * (合并: the same part number again takes the new price). The market's rollup follows the import's event.
 */
export async function listStock(request: APIRequestContext, seller: LoginResult, partNo: string, yuan: number) {
  await importStockLine(request, seller, partNo, yuan, 'H5');
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
