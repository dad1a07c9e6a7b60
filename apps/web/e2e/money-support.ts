import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { API, smsCodeFor } from './support';
import { call, CHENWEI, followOf, freshConfirmedOrder, loginAs, ZHOUTAO } from './trade-staff';

/**
 * Helpers of the money specs (issue 11): a fresh order brought through the API to the stage a test starts from,
 * so parallel tests (phone and desktop share one server) never share an order. The deal: a fresh buyer buys a
 * seeded 货源 goods; 李娜 confirms; 陈伟 (buyer side) draws the contract; 周涛 (seller side) confirms it → 待付款;
 * the buyer's wallet is funded by a deposit the demo operator 孟佳 confirms; the buyer pays → 待发货; 周涛 ships →
 * 待验货 (to the seeded 深圳验货中心); 张敏 grabs and passes it → 待平台发货; the buyer chooses 快递寄送 and 张敏 ships
 * it on from the centre → 待收货 (issue 22); the buyer confirms receipt → 已完成.
 */
export const OPERATOR = '13800000090';
export const INSPECTOR = '13800000040';

export type Stage = '待付款' | '待发货' | '待验货' | '待平台发货' | '待收货' | '已完成';
const ORDER_OF_STAGES: Stage[] = ['待付款', '待发货', '待验货', '待平台发货', '待收货', '已完成'];

/** The seeded inspection centres (GET /inspection/centres): 深圳验货中心 first. */
export async function centres(request: APIRequestContext) {
  const res = await request.get(`${API}/inspection/centres`);
  const reply = (await res.json()) as { code: number; data: { id: number; name: string; address: string; contact: string; phone: string; hours: string }[] };
  expect(reply.data.length, 'seeded centres').toBeGreaterThan(0);
  return reply.data;
}

/** The buyer's 快递寄送 address in the specs. */
export const BUYER_DELIVERY = { method: 'express', receiverName: '王强', receiverPhone: '13800000000', address: '广东省深圳市南山区科苑路 15 号科兴科学园 A 栋 6 楼' } as const;

export type FreshOrder = {
  orderId: number;
  orderNo: string;
  /** Cents, in the order's currency. */
  amount: number;
  priceUnit: number;
  buyer: LoginResult;
  /** 陈伟's (buyer side) follow item for the deal. */
  buyerFollowId: number;
  /** The seller: the seeded goods' owner (his mobile as the staff read it, unmasked), to log in as him. */
  sellerMobile: string;
  sellerName: string;
};

/** A money call: a fresh idempotency key each time (a retry inside a test passes its own). */
export function pay<T>(request: APIRequestContext, path: string, token: string, data: object, key = randomUUID()) {
  return call<T>(request, 'POST', path, token, { ...data, idempotencyKey: key });
}

/** Declares a deposit as the user, with an uploaded transfer slip (issue 22). */
export async function declareDeposit(request: APIRequestContext, token: string, amount: number, priceUnit = 0) {
  const slipUrl = await uploadPng(request, token);
  const deposit = await pay<{ id: number; reference: string }>(request, '/wallet/deposit', token, { priceUnit, amount, slipUrl });
  expect(deposit.code, deposit.msg).toBe(200);
  return deposit.data;
}

/** The 支付密码 setPayPassword gives (余额支付 and 提现 ask for it, issue 22). */
export const PAY_PASSWORD = '258036';

/** A 'pay' SMS code to the user's own mobile, read from the development outbox (past the 1 s browser-test cooldown). */
export async function payCode(request: APIRequestContext, user: LoginResult): Promise<string> {
  const since = Date.now();
  await expect.poll(async () => (await call(request, 'POST', '/wallet/payPassword/sendCode', user.token, {})).code, { timeout: 8000 }).toBe(200);
  return smsCodeFor(request, user.mobile, since);
}

/** Sets the user's 支付密码 through the API (an SMS code proves the phone). */
export async function setPayPassword(request: APIRequestContext, user: LoginResult, password = PAY_PASSWORD) {
  const reply = await call(request, 'POST', '/wallet/payPassword', user.token, { password, smsCode: await payCode(request, user) });
  expect(reply.code, reply.msg).toBe(200);
}

/** Credits a user's wallet: a deposit declared by the user, confirmed by the demo operator. */
export async function fundWallet(request: APIRequestContext, token: string, amount: number, priceUnit = 0) {
  const deposit = await declareDeposit(request, token, amount, priceUnit);
  const operator = await loginAs(request, OPERATOR);
  const confirmed = await pay(request, '/wallet/deposit/confirm', operator.token, { depositId: deposit.id, amount });
  expect(confirmed.code, confirmed.msg).toBe(200);
}

/** A 1×1 PNG (a transfer slip or receipt, an inspection photo). */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A 1×1 PNG uploaded as `token`: its URL, for an inspection photo or a transfer receipt. */
export async function uploadPng(request: APIRequestContext, token: string): Promise<string> {
  const png = PNG_1PX;
  const res = await request.post(`${API}/upload/image`, {
    headers: { Authorization: token, platform: 'H5' },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: png } },
  });
  const reply = (await res.json()) as { code: number; msg: string; data: { url: string } };
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.url;
}

/** A user's balance in one currency (cents): available (withdrawable) and frozen. */
export async function balanceOf(request: APIRequestContext, token: string, priceUnit: number) {
  const reply = await call<{ accounts: { priceUnit: number; withdrawableBalance: number; frozenBalance: number }[] }>(request, 'GET', '/user/getUserBalance', token);
  expect(reply.code, reply.msg).toBe(200);
  const account = reply.data.accounts.find((a) => a.priceUnit === priceUnit);
  return { available: account?.withdrawableBalance ?? 0, frozen: account?.frozenBalance ?? 0 };
}

/** A fresh order brought to `stage` (default 待付款). */
export async function freshOrder(request: APIRequestContext, stage: Stage = '待付款'): Promise<FreshOrder> {
  const reach = (s: Stage) => ORDER_OF_STAGES.indexOf(stage) >= ORDER_OF_STAGES.indexOf(s);
  const preOrder = await freshConfirmedOrder(request);
  const buyer = preOrder.buyer;

  // 陈伟 takes the buyer side and draws the contract.
  const chen = await loginAs(request, CHENWEI);
  const grab = await call(request, 'POST', '/bizOppor/followUp', chen.token, { id: preOrder.id, identity: 20 });
  expect(grab.code, grab.msg).toBe(200);
  const buyerItem = await followOf(request, CHENWEI, preOrder.orderNo, 2);
  expect(buyerItem, 'buyer-side follow item').toBeTruthy();
  const contract = await call<{ orderId: number; orderNo: string }>(request, 'POST', '/order/generateContract', chen.token, {
    followId: buyerItem!.id,
    quantity: preOrder.quantity,
    price: preOrder.price,
    dateCode: '24+',
    condition: '原装',
    taxIncluded: true,
    deliveryPlace: '深圳',
    deliveryDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    inspectionClause: '货到平台验货中心，验货员核对型号、批号、数量与外观，合格后放款。',
  });
  expect(contract.code, contract.msg).toBe(200);
  const { orderId, orderNo } = contract.data;

  // 周涛 takes the seller slot and confirms the contract → 待付款.
  const zhou = await loginAs(request, ZHOUTAO);
  const slot = await call(request, 'POST', '/bizOppor/followUp', zhou.token, { id: preOrder.id, identity: 20 });
  expect(slot.code, slot.msg).toBe(200);
  const sellerItem = await followOf(request, ZHOUTAO, preOrder.orderNo, 1);
  expect(sellerItem, 'seller-side follow item').toBeTruthy();
  const confirmed = await call(request, 'POST', '/order/confirmContract', zhou.token, { orderId, followId: sellerItem!.id });
  expect(confirmed.code, confirmed.msg).toBe(200);

  // 周涛 (staff) reads both parties unmasked: the seller's mobile, to log in as him.
  const detail = await call<{ amount: number; priceUnit: number; contract: { seller: { name: string; mobile: string } } }>(request, 'GET', `/order/detail?id=${orderId}`, zhou.token);
  expect(detail.code, detail.msg).toBe(200);
  const order: FreshOrder = {
    orderId,
    orderNo,
    amount: detail.data.amount,
    priceUnit: detail.data.priceUnit,
    buyer,
    buyerFollowId: buyerItem!.id,
    sellerMobile: detail.data.contract.seller.mobile,
    sellerName: detail.data.contract.seller.name,
  };

  if (reach('待发货')) {
    await fundWallet(request, buyer.token, order.amount, order.priceUnit);
    await setPayPassword(request, buyer);
    const paid = await pay(request, '/order/pay', buyer.token, { orderId, payPassword: PAY_PASSWORD });
    expect(paid.code, paid.msg).toBe(200);
  }
  if (reach('待验货')) {
    const [centre] = await centres(request);
    const shipped = await call(request, 'POST', '/order/ship', zhou.token, { orderId, centreId: centre!.id, carrier: '顺丰速运', trackingNo: `SF${Date.now()}` });
    expect(shipped.code, shipped.msg).toBe(200);
  }
  const inspector = reach('待平台发货') ? await loginAs(request, INSPECTOR) : null;
  if (inspector) {
    const photo = await uploadPng(request, inspector.token);
    const report = await call(request, 'POST', '/mtsGoods/yanhuo', inspector.token, {
      orderId,
      result: 'pass',
      countedQuantity: preOrder.quantity,
      dateCodeSeen: '24+',
      markings: '丝印清晰，与原厂一致',
      photos: [photo],
      notes: '外包装完好，数量相符',
    });
    expect(report.code, report.msg).toBe(200);
  }
  if (reach('待收货')) {
    const chosen = await call(request, 'POST', '/order/delivery', buyer.token, { orderId, ...BUYER_DELIVERY });
    expect(chosen.code, chosen.msg).toBe(200);
    const delivered = await call(request, 'POST', '/order/deliver', inspector!.token, { orderId, method: 'express', carrier: '京东物流', trackingNo: `JD${Date.now()}` });
    expect(delivered.code, delivered.msg).toBe(200);
  }
  if (reach('已完成')) {
    const received = await pay(request, '/order/confirmReceipt', buyer.token, { orderId });
    expect(received.code, received.msg).toBe(200);
  }
  return order;
}
