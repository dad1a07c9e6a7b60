import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { GoodsDetail, GoodsPage } from '@mts/shared/schemas';
import { API } from './support';

/**
 * Helpers of the buying suites (issue 10): seeded goods read through the public API (read-only), and a fresh user's
 * cart filled through the API, so parallel tests never share a cart.
 */

async function json<T>(reply: Promise<{ json: () => Promise<unknown> }>): Promise<T> {
  const body = (await (await reply).json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** On-shelf goods of a type with their details: 货源 priced with stock for a few MOQs; 求购 with a quantity. */
export async function seededGoods(request: APIRequestContext, type: 1 | 2, count: number, priceUnit?: number): Promise<GoodsDetail[]> {
  const page = await json<GoodsPage>(request.get(`${API}/goods/list`, { params: { type, status: 0, pageNum: 1, pageSize: 50 } }));
  const found: GoodsDetail[] = [];
  for (const item of page.records) {
    if (type === 1 && (item.priceMin === null || (priceUnit !== undefined && item.priceUnit !== priceUnit))) continue;
    const detail = await json<GoodsDetail>(request.get(`${API}/goods/detail`, { params: { goodsId: item.goodsId } }));
    if (type === 1 && detail.quantity < Math.max(1, detail.moq) * 3) continue;
    found.push(detail);
    if (found.length === count) break;
  }
  expect(found.length, `seeded goods of type ${type}`).toBe(count);
  return found;
}

/** POST /cart/add for the user holding `token`; returns the line id. */
export async function addToCart(request: APIRequestContext, token: string, goodsId: number, goodsNum: number, platform: 'H5' | 'PC' = 'H5') {
  const line = await json<{ id: number }>(request.post(`${API}/cart/add`, { data: { goodsId, goodsNum }, headers: { Authorization: token, platform } }));
  return line.id;
}

/** GET /cart/list for the user holding `token`. */
export async function cartLineIds(request: APIRequestContext, token: string) {
  const data = await json<{ list: { id: number }[] }>(request.get(`${API}/cart/list`, { headers: { Authorization: token, platform: 'H5' } }));
  return data.list.map((l) => l.id);
}

/** 交货日期's default, yyyy-MM-dd: today plus the listing's lead time at its longest (2-3周 → 21 days), else a week. */
export function deliveryDateFor(leadTime = '') {
  const m = /(\d+)\s*(?:[-~～至到]\s*(\d+))?\s*(天|日|周|星期|个月|月)/.exec(leadTime);
  const unit: Record<string, number> = { 天: 1, 日: 1, 周: 7, 星期: 7, 月: 30, 个月: 30 };
  const days = m ? Number(m[2] ?? m[1]) * unit[m[3]!]! : 7;
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
}

/** ¥1,234.00-style text of cents, as the pages show it. */
export function priceText(cents: number, unit: number) {
  const symbol = unit === 10 ? '$' : '¥';
  return `${symbol}${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
}

/** The desktop's delivery date (antd's DatePicker): typed and confirmed. */
export async function pickDesktopDate(page: Page, date: string) {
  const input = page.getByTestId('field-deliveryDate').locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}
