import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderRow, PreOrderRow } from '@mts/shared/schemas';
import { API, apiLogin, call, freshMobile, loginAs, type Reply } from './support';

/** Re-exported: a spec imports its domain's helpers from one module. */
export { call, loginAs };

/**
 * Shared by the phone and desktop order specs (issue 10): seeded accounts logged in once per worker, API calls,
 * and fresh intention orders. 王强 (buyer of an order in every status) and 刘洋 (their seller) are only read;
 * anything changed is a fresh user's own intention order (and 李娜's edit of a fresh quote).
 */

export const WANGQIANG = '13800000000';
export const LIUYANG = '13800000001';
export const LINA = '13800000010';

/** The caller's orders of one list and tab. */
export async function ordersOf(request: APIRequestContext, token: string, list: 'myBuyOrderList' | 'mySaleOrderList' | 'myOrderList', orderStatus = 4) {
  const res = await request.get(`${API}/order/${list}`, { params: { orderStatus, pageNum: 1, pageSize: 50 }, headers: { Authorization: token } });
  const body = (await res.json()) as { code: number; rows: OrderRow[]; total: number };
  expect(body.code).toBe(200);
  return body.rows;
}

const inDays = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 10);
};

type Goods = { id: number; priceMin: number | null; type: number; quantity: number };

/** A fresh user (fresh mobile) who buys a seeded, priced 货源 at its MOQ: his intention order 待确认. */
export async function freshBuyerWithPreOrder(request: APIRequestContext, platform: 'H5' | 'PC' = 'H5') {
  const user = await apiLogin(request, freshMobile(), platform);
  const list = (await (await request.get(`${API}/goods/list`, { params: { type: 1, pageNum: 1, pageSize: 30 } })).json()) as Reply<{ records: Goods[] }>;
  for (const g of list.data.records.filter((r) => r.priceMin !== null)) {
    const detail = (await (await request.get(`${API}/goods/detail`, { params: { goodsId: g.id } })).json()) as Reply<{ moq: number; quantity: number }>;
    const quantity = Math.max(1, detail.data.moq);
    if (quantity > detail.data.quantity) continue;
    const created = await call<PreOrderRow>(request, 'POST', '/preOrder/create', user.token, {
      goodsId: g.id,
      quantity,
      deliveryPlace: '深圳',
      deliveryDate: inDays(20),
      taxIncluded: true,
      contactName: '赵先生',
      contactMobile: '13712345678',
      remark: '端到端测试下单',
    });
    if (created.code === 200) return { user, preOrder: created.data };
  }
  throw new Error('no seeded 货源 to buy');
}

type FollowRow = { preOrderId: number | null; model: number };
type PreOrderDetailLite = { goodsId: number | null; model: number };

/**
 * A fresh seller quotes on the 求购 that 李娜 negotiates (the seeded quote's goods), and 李娜 edits his quote's
 * price with a note: the quote has one revision. Returns the seller's session and the quote.
 */
export async function freshQuoteWithRevision(request: APIRequestContext, platform: 'H5' | 'PC' = 'H5') {
  const lina = await loginAs(request, LINA);
  const items = await request.get(`${API}/follow/myFollowList`, { params: { dataType: 30, status: 1, pageNum: 1, pageSize: 50 }, headers: { Authorization: lina.token } });
  const rows = ((await items.json()) as { rows: FollowRow[] }).rows.filter((r) => r.model === 2 && r.preOrderId);
  let goodsId: number | null = null;
  for (const r of rows) {
    const d = await call<PreOrderDetailLite>(request, 'GET', '/preOrder/detail', lina.token, { id: String(r.preOrderId) });
    if (d.code === 200 && d.data.goodsId) goodsId = d.data.goodsId;
    if (goodsId) break;
  }
  expect(goodsId, '李娜 negotiates a seeded 求购').toBeTruthy();
  const seller = await apiLogin(request, freshMobile(), platform);
  const quote = await call<PreOrderRow>(request, 'POST', '/preOrder/quote', seller.token, {
    goodsId,
    price: 1500,
    priceUnit: 0,
    quantity: 100,
    dateCode: '24+',
    condition: '原装',
    deliveryPlace: '香港',
    deliveryDate: inDays(30),
    taxIncluded: false,
    contactName: '钱先生',
    contactMobile: '13712345679',
  });
  expect(quote.code, quote.msg).toBe(200);
  const edit = await call(request, 'POST', '/preOrder/edit', lina.token, { id: quote.data.id, price: 1420, note: '按市场价调整' });
  expect(edit.code, edit.msg).toBe(200);
  return { seller, quote: quote.data };
}
