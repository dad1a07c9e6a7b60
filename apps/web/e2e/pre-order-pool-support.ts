import { expect, type APIRequestContext } from '@playwright/test';
import { sampleListing } from '@mts/shared/fixtures';
import type { CategoryNode, LoginResult } from '@mts/shared/schemas';
import { freshTrader, partNumber } from './lead-support';
import { apiLogin, call, freshMobile, loginAs, verifyRealName } from './support';

/**
 * Helpers of the negotiators' pool of intention orders (issue 23): goods without a negotiator, made through the
 * real API, and fresh negotiators, so parallel tests never share a pool row. The demo seed has no such goods (every
 * seeded listing is behind a lead 李娜 negotiates), and stock lists are another issue's; here a fresh negotiator
 * publishes goods from a fresh lead and the demo operator then takes his role away: the goods keep their lead, whose
 * negotiator is no longer one, so their intention orders go to the pool.
 */
const OPERATOR = '13800000090';

const firstLeaf = (nodes: CategoryNode[]): CategoryNode => (nodes[0]!.children?.length ? firstLeaf(nodes[0]!.children) : nodes[0]!);

/** The operator sets a user's role (with a reason, as the console does); the user's sessions end. */
async function setRole(request: APIRequestContext, userId: number, businessType: 0 | 10) {
  const operator = await loginAs(request, OPERATOR);
  const reply = await call(request, 'POST', `/admin/users/${userId}/role`, operator.token, { businessType, reason: '端到端测试调整角色' });
  expect(reply.code, reply.msg).toBe(200);
}

/** A fresh, real-name verified negotiator (made one by the operator), logged in on `platform`. */
export async function freshNegotiator(request: APIRequestContext, platform: 'H5' | 'PC', realName = '钱谈判'): Promise<LoginResult> {
  const mobile = freshMobile();
  const first = await apiLogin(request, mobile, platform);
  await verifyRealName(request, first.token, realName);
  await setRole(request, first.userId, 10);
  return apiLogin(request, mobile, platform);
}

/** 货源 goods on the shelf (sampleListing: $13.20, MOQ 100) with a fresh part number and no active negotiator. */
export async function goodsWithoutNegotiator(request: APIRequestContext): Promise<{ goodsId: number; goodsModel: string }> {
  const trader = await freshTrader(request, 'H5', '孙货主');
  const goodsModel = partNumber('POOL');
  const tree = await call<CategoryNode[]>(request, 'GET', '/category/tree', trader.token);
  const form = { ...sampleListing, categoryId: firstLeaf(tree.data).id, goodsModel, dateCode: '24+', contactMobile: trader.mobile };
  const lead = await call<{ id: number }>(request, 'POST', '/clue/publish', trader.token, form);
  expect(lead.code, lead.msg).toBe(200);

  const former = await freshNegotiator(request, 'H5', '周离职');
  const grabbed = await call(request, 'POST', '/bizOppor/followUp', former.token, { id: lead.data.id });
  expect(grabbed.code, grabbed.msg).toBe(200);
  const published = await call<{ goodsId: number }>(request, 'POST', '/follow/publishGoods', former.token, { clueId: lead.data.id, form });
  expect(published.code, published.msg).toBe(200);
  await setRole(request, former.userId, 0);
  return { goodsId: published.data.goodsId, goodsModel };
}

/** A fresh real-name verified buyer buys 200 of the goods: an intention order 待确认 without a negotiator. */
export async function buyFresh(request: APIRequestContext, goodsId: number, buyerName = '吴采购'): Promise<{ id: number; orderNo: string }> {
  const buyer = await apiLogin(request, freshMobile());
  await verifyRealName(request, buyer.token, buyerName);
  const reply = await call<{ id: number; orderNo: string }>(request, 'POST', '/preOrder/create', buyer.token, {
    goodsId,
    quantity: 200,
    deliveryPlace: '深圳',
    deliveryDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    taxIncluded: true,
    contactName: '吴先生',
    contactMobile: '13912345678',
    remark: 'E2E 库存采购',
  });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
}
