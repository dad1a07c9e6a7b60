import { expect, type APIRequestContext } from '@playwright/test';
import { sampleListing } from '@mts/shared/fixtures';
import type { CategoryNode } from '@mts/shared/schemas';
import { apiLogin, call, freshMobile, residentId } from './support';

/**
 * Fresh 货源 leads for the dispatch and operator specs (issues 9 and 12): a real-name verified trader with a fresh
 * mobile publishes each through the API, with a unique part number, so a test finds its own lead among everyone's.
 */
export type Trader = { mobile: string; token: string };

let seq = 0;
/** A unique part number (letters, digits and '-', as the schema allows). */
export const partNumber = (prefix = 'E2E') =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}${(seq++).toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;

/** A fresh real-name verified trader, who may publish leads. */
export async function freshTrader(request: APIRequestContext, platform: 'H5' | 'PC' = 'H5', realName = '王测试'): Promise<Trader> {
  const mobile = freshMobile();
  const { token } = await apiLogin(request, mobile, platform);
  const authn = await call(request, 'POST', '/user/authn', token, { realName, idNumber: residentId() });
  expect(authn.code, authn.msg).toBe(200);
  return { mobile, token };
}

const firstLeaf = (nodes: CategoryNode[]): CategoryNode => (nodes[0]!.children?.length ? firstLeaf(nodes[0]!.children) : nodes[0]!);

/** Publishes a 货源 lead as `trader` (it waits for dispatch, 待派单); returns its id and part number. */
export async function publishLead(request: APIRequestContext, trader: Trader, { goodsModel = partNumber(), contactMobile = trader.mobile } = {}) {
  const tree = await call<CategoryNode[]>(request, 'GET', '/category/tree', trader.token);
  expect(tree.code, tree.msg).toBe(200);
  const published = await call<{ id: number }>(request, 'POST', '/clue/publish', trader.token, {
    ...sampleListing,
    categoryId: firstLeaf(tree.data).id,
    goodsModel,
    dateCode: '24+',
    contactMobile,
  });
  expect(published.code, published.msg).toBe(200);
  return { id: published.data.id, goodsModel };
}
