import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { API, apiLogin, call, freshMobile, loginAs, startLoggedIn, type Reply, verifyRealName } from './support';

/** Re-exported: a spec imports its domain's helpers from one module. */
export { call, loginAs };

/**
 * Helpers of the staff trade specs (issue 10): fresh intention orders made through the API on the seeded goods
 * (李娜 is the negotiator of every one), the seeded staff logged in once per worker. Every test makes its own
 * intention order, so parallel tests never share one.
 */
export const LINA = '13800000010';
export const CHENWEI = '13800000020';
export const ZHOUTAO = '13800000021';

/** The app opened as a seeded user, the 您有新订单! prompt already seen this session. */
export async function startAs(page: Page, mobile: string, platform: 'H5' | 'PC' = 'H5') {
  const user = await loginAs(page.request, mobile, platform);
  await startLoggedIn(page, user);
  await page.addInitScript(() => sessionStorage.setItem('hasTip', '1'));
  return user;
}

type Goods = { goodsId: number; priceMin: number | null; quantity: number; type: number; createTime: string };
type GoodsDetail = { goodsId: number; moq: number | null; quantity: number; priceMin: number | null };

/** createTime (yyyy-MM-dd HH:mm:ss, China time) in ms since the epoch. */
const chinaTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/**
 * A seeded goods on the shelf of `type` (1 货源 with a price, 2 求购), picked at random to spread parallel tests.
 * Only goods listed over an hour ago: the seed spreads its goods over the past month (all published by 李娜),
 * while goods published during this run (a parallel dispatch test's, by 孙丽) are minutes old.
 */
async function seededGoods(request: APIRequestContext, type: 1 | 2): Promise<GoodsDetail> {
  const list = (await (await request.get(`${API}/goods/list?type=${type}&status=0&pageSize=100&pageNum=1`)).json()) as Reply<{ records: Goods[] }>;
  const seededBefore = Date.now() - 3_600_000;
  const fits = list.data.records.filter((g) => g.type === type && (type === 2 || g.priceMin !== null) && chinaTime(g.createTime) < seededBefore);
  expect(fits.length, `no seeded ${type === 1 ? '货源' : '求购'} goods`).toBeGreaterThan(0);
  const pick = fits[Math.floor(Math.random() * fits.length)]!;
  const detail = (await (await request.get(`${API}/goods/detail?goodsId=${pick.goodsId}`)).json()) as Reply<GoodsDetail>;
  return detail.data;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export type FreshPreOrder = { id: number; orderNo: string };
/** A fresh purchase: its buyer's session, and the quantity and unit price (cents) a contract for it may take. */
export type FreshPurchase = FreshPreOrder & { buyer: LoginResult; quantity: number; price: number };

/**
 * A fresh buyer, real-name verified (a contract names him by it: issue 22), buys a seeded 货源 goods: an intention
 * order 待确认 for 李娜 to confirm (model 1).
 */
export async function freshBuyOrder(request: APIRequestContext): Promise<FreshPurchase> {
  const buyer = await apiLogin(request, freshMobile());
  await verifyRealName(request, buyer.token, '赵采购');
  const goods = await seededGoods(request, 1);
  const quantity = Math.max(goods.moq ?? 1, 1);
  const reply = await call<FreshPreOrder>(request, 'POST', '/preOrder/create', buyer.token, {
    goodsId: goods.goodsId,
    quantity,
    deliveryPlace: '深圳',
    deliveryDate: inDays(30),
    taxIncluded: true,
    contactName: '赵先生',
    contactMobile: '13912345678',
    remark: 'E2E 采购',
  });
  expect(reply.code, reply.msg).toBe(200);
  return { ...reply.data, buyer, quantity, price: goods.priceMin! };
}

/** A fresh seller quotes on a seeded 求购 goods: an intention order 待确认 for 李娜 to edit (model 2). */
export async function freshQuote(request: APIRequestContext): Promise<FreshPreOrder> {
  const seller = await apiLogin(request, freshMobile());
  const goods = await seededGoods(request, 2);
  const reply = await call<FreshPreOrder>(request, 'POST', '/preOrder/quote', seller.token, {
    goodsId: goods.goodsId,
    price: 1500,
    priceUnit: 0,
    quantity: Math.min(Math.max(goods.moq ?? 1, 100), goods.quantity),
    dateCode: '24+',
    condition: '原装',
    deliveryPlace: '香港',
    deliveryDate: inDays(20),
    taxIncluded: false,
    contactName: '钱先生',
    contactMobile: '13712345678',
  });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}

/** 李娜's follow item of an intention order (its followId on the detail). */
export async function linaFollowId(request: APIRequestContext, preOrderId: number): Promise<number> {
  const lina = await loginAs(request, LINA);
  const detail = await call<{ followId: number | null }>(request, 'GET', `/preOrder/detail?id=${preOrderId}`, lina.token);
  expect(detail.code, detail.msg).toBe(200);
  return detail.data.followId!;
}

/** A fresh intention order confirmed by 李娜 through the API: it waits in the business followers' pool (buyer side). */
export async function freshConfirmedOrder(request: APIRequestContext): Promise<FreshPurchase> {
  const order = await freshBuyOrder(request);
  const lina = await loginAs(request, LINA);
  const reply = await call(request, 'POST', '/preOrder/confirm', lina.token, { id: order.id });
  expect(reply.code, reply.msg).toBe(200);
  return order;
}

/** The follower's trade item of an intention order, from his follow list (newest first). */
export async function followOf(request: APIRequestContext, mobile: string, orderNo: string, model: number) {
  const me = await loginAs(request, mobile);
  const list = (await call<never>(request, 'GET', '/follow/myFollowList?dataType=30&pageSize=50', me.token)) as unknown as {
    rows: { id: number; orderNo: string; model: number; status: number; orderId: number | null }[];
  };
  return list.rows.find((r) => r.orderNo === orderNo && r.model === model);
}
