import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { balanceOf, freshOrder, fundWallet, OPERATOR, pay } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { call, CHENWEI, loginAs, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 11 on the desktop, against the real server: paying an order (wallet, insufficient balance, a bank transfer
 * recorded by 陈伟 the buyer-side follower from his follow list and confirmed by the operator), shipping and
 * confirming receipt. Every test works on its own fresh order.
 */

const modalOk = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary');
const orderPage = (id: number) => `/pc/myxg/myDetails?id=${id}&source=order`;
/** A 1×1 PNG: the receipt picked in the file chooser. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('pay from the wallet: 去支付 → confirm with the amount and the order number → 待发货, the money frozen', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  await fundWallet(request, order.buyer.token, order.amount, order.priceUnit);
  const amount = formatPrice(order.amount, order.priceUnit);
  await startLoggedIn(page, order.buyer);

  // 购买订单 → 待付款: the row offers 去支付 too; he opens the order
  await page.goto('/pc/myxg/myBuyOrderList?orderStatus=0');
  const row = page.getByTestId('order-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('order-row-pay')).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myBuyOrderDetail\?id=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('order-transfer')).toBeVisible();
  await page.getByTestId('order-pay').click();

  await expect(page).toHaveURL(new RegExp(`/pc/pay\\?mode=order&orderId=${order.orderId}$`));
  await expect(page.getByTestId('pay-amount')).toHaveText(amount);
  await expect(page.getByTestId('pay-order-no')).toContainText(order.orderNo);
  await expect(page.getByTestId('pay-available')).toHaveText(amount);
  await expect(page.getByTestId('pay-short')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-order');

  await page.getByTestId('pay-wallet-submit').click();
  const confirm = page.getByTestId('pay-confirm');
  await expect(confirm).toContainText(order.orderNo);
  await expect(confirm).toContainText(amount);
  await shot(page, testInfo, 'money-pay-confirm');
  await modalOk(page).click();

  await expect(page.getByText('支付成功，货款已冻结在平台担保账户')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pc/myxg/myDetails\\?id=${order.orderId}&source=order`));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-payment')).toContainText('余额支付');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-paid');

  // The wallet: the whole amount moved from available to frozen. The wallet page's per-currency test ids
  // (wallet-account-{priceUnit}) come with the wallet engineer's branch, not in this one yet: asserted through the
  // API here, to be tightened to the page after the merge.
  expect(await balanceOf(request, order.buyer.token, order.priceUnit)).toEqual({ available: 0, frozen: order.amount });
  await page.goto('/pc/my/myBalance');
  await shot(page, testInfo, 'money-pay-wallet');
});

test('insufficient balance: the shortfall, 去充值 and 银行转账, and no way to pay from the wallet', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  await startLoggedIn(page, order.buyer);
  await page.goto(`/pc/pay?mode=order&orderId=${order.orderId}`);

  await expect(page.getByTestId('pay-amount')).toHaveText(formatPrice(order.amount, order.priceUnit));
  await expect(page.getByTestId('pay-available')).toHaveText(formatPrice(0, order.priceUnit));
  await expect(page.getByTestId('pay-short')).toContainText('可用余额不足');
  await expect(page.getByTestId('pay-shortfall')).toHaveText(`还差 ${formatPrice(order.amount, order.priceUnit)}`);
  await expect(page.getByTestId('pay-wallet-submit')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-insufficient');

  await page.getByTestId('pay-recharge').click();
  await expect(page).toHaveURL(/\/pc\/my\/myBalance$/);
  await page.goBack();
  await page.getByTestId('pay-transfer').click();
  await expect(page).toHaveURL(new RegExp(`/pc/externalPayInfo\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('escrow-reference')).toHaveText(order.orderNo);

  const detail = await call<{ status: number }>(request, 'GET', `/order/detail?id=${order.orderId}`, order.buyer.token);
  expect(detail.data.status).toBe(5);
});

test('bank transfer: 陈伟 (buyer-side follower) from his follow list’s 去支付 records it with a receipt; the operator confirms → 待发货, 已确认', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  const amount = formatPrice(order.amount, order.priceUnit);
  await startAs(page, CHENWEI, 'PC');

  // his follow list, 待付款: the deal's row offers 去支付, which opens /pc/externalPay
  await page.goto('/pc/follow?status=awaitingPayment');
  const row = page.locator(`[data-testid="follow-row"][data-id="${order.buyerFollowId}"]`);
  await expect(row.getByTestId('follow-row-pay')).toBeVisible();
  await row.getByTestId('follow-row-pay').click();
  await expect(page).toHaveURL(new RegExp(`/pc/externalPay\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('transfer-order')).toContainText(order.orderNo);
  await expect(page.getByTestId('transfer-amount')).toHaveValue(/^\d+(\.\d{2})?$/);

  // the account to transfer to, one click away
  await page.getByTestId('transfer-info-link').click();
  await expect(page).toHaveURL(new RegExp(`/pc/externalPayInfo\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('escrow-account-no')).toHaveText(PLATFORM_ESCROW_ACCOUNT.accountNo);
  await expect(page.getByTestId('escrow-amount')).toHaveText(amount);
  await expect(page.getByTestId('escrow-reference')).toHaveText(order.orderNo);
  await page.getByTestId('copy-escrow-account-no').click();
  await expect(page.getByText('账号已复制')).toBeVisible();
  await shot(page, testInfo, 'money-escrow-info');
  await page.getByTestId('escrow-record').click();
  await expect(page).toHaveURL(new RegExp(`/pc/externalPay\\?orderId=${order.orderId}$`));

  // nothing given: each field says what it needs
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('请输入付款账户名（2–60 个字）')).toBeVisible();
  await expect(page.getByText('请上传转账凭证图片')).toBeVisible();
  await page.getByTestId('transfer-payer').fill('深圳市测试电子有限公司');
  await page.getByTestId('transfer-receipt').locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('transfer-receipt').locator('.ant-upload-list-item-done, .ant-upload-list-item-container img').first()).toBeVisible();
  await expect(page.getByTestId('transfer-receipt').locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await expect(page.getByText('请上传转账凭证图片')).toHaveCount(0);
  await shot(page, testInfo, 'money-transfer-form');
  await page.getByTestId('transfer-submit').click();

  await expect(page.getByTestId('transfer-recorded')).toContainText('已提交，等待平台确认');
  const record = page.getByTestId('transfer-record').first();
  await expect(record).toContainText(amount);
  await expect(record.getByTestId('transfer-status')).toHaveText('待确认');
  await shot(page, testInfo, 'money-transfer-recorded');

  // the operator 孟佳 confirms the arrival (the operator console is a later issue: an API call)
  const chen = await loginAs(request, CHENWEI, 'PC');
  const info = await call<{ transfers: { id: number; recordedBy: string }[] }>(request, 'GET', `/order/externalPayInfo?orderId=${order.orderId}`, chen.token);
  expect(info.data.transfers).toHaveLength(1);
  expect(info.data.transfers[0]!.recordedBy).toBe('陈伟');
  const operator = await loginAs(request, OPERATOR);
  const confirmed = await pay(request, '/order/externalPay/confirm', operator.token, { transferId: info.data.transfers[0]!.id, amount: order.amount });
  expect(confirmed.code, confirmed.msg).toBe(200);

  await page.getByTestId('transfer-view-order').click();
  await expect(page).toHaveURL(new RegExp(`/pc/myxg/myDetails\\?id=${order.orderId}&source=order`));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-payment')).toContainText('对公转账');
  await expect(page.getByTestId('order-payment').getByTestId('transfer-status')).toHaveText('已确认');
  await shot(page, testInfo, 'money-transfer-confirmed');
  expect(await balanceOf(request, order.buyer.token, order.priceUnit)).toEqual({ available: 0, frozen: order.amount });
});

test('ship: the seller-side follower 周涛 enters carrier and tracking number → 待验货 with the shipment', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '待发货');
  await startAs(page, ZHOUTAO, 'PC');
  await page.goto(orderPage(order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByTestId('order-ship').click();
  const form = page.getByTestId('ship-form');
  await expect(form).toBeVisible();
  await form.getByText('京东物流', { exact: true }).click();
  await expect(page.getByTestId('ship-carrier')).toHaveValue('京东物流');
  await page.getByTestId('ship-tracking').fill('JD');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByText('请输入正确的运单号（4–40 位字母或数字）')).toBeVisible();
  const trackingNo = `JD${Date.now()}`;
  await page.getByTestId('ship-tracking').fill(trackingNo);
  await shot(page, testInfo, 'money-ship-form');
  await page.getByTestId('ship-submit').click();

  await expect(page.getByText('已发货，等待验货')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('待验货');
  await expect(page.getByTestId('order-shipment')).toContainText('京东物流');
  await expect(page.getByTestId('order-shipment')).toContainText(trackingNo);
  await expect(page.getByTestId('order-ship')).toHaveCount(0);
  await expect(page.locator('.ant-modal')).toHaveCount(0);
  await shot(page, testInfo, 'money-shipped');
});

test('confirm receipt: the buyer confirms → 已完成, the settlement shown, and the seller’s balance grows', async ({ browser, page, request }, testInfo) => {
  const order = await freshOrder(request, '待收货');
  const seller = await loginAs(request, order.sellerMobile, 'PC');
  const before = await balanceOf(request, seller.token, order.priceUnit);
  await startLoggedIn(page, order.buyer);
  await page.goto(orderPage(order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('inspection-result')).toHaveText('验货通过');
  await shot(page, testInfo, 'money-receipt-before');
  await page.getByTestId('order-confirm-receipt').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(formatPrice(order.amount, order.priceUnit));
  await modalOk(page).click();

  await expect(page.getByText('已确认收货，货款已结算给卖方')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  const fee = Math.floor((order.amount * 50) / 10000);
  const net = order.amount - fee;
  await expect(page.getByTestId('order-settlement')).toContainText(formatPrice(net, order.priceUnit));
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await shot(page, testInfo, 'money-receipt-done');

  // The seller's side: his available balance grew by the amount less the fee. Other tests may settle orders of the
  // same seeded seller at the same time, so: at least that much more, and his statement holds this order's release.
  const after = await balanceOf(request, seller.token, order.priceUnit);
  expect(after.available - before.available).toBeGreaterThanOrEqual(net);
  const statement = (await call<never>(request, 'GET', `/wallet/statement?kind=release&pageSize=50`, seller.token)) as unknown as {
    rows: { orderNo: string; availableDelta: number }[];
  };
  expect(statement.rows.find((r) => r.orderNo === order.orderNo)?.availableDelta).toBe(net);
  // The wallet page as the seller sees it. Its per-currency test ids (wallet-account-{priceUnit}) come with the wallet
  // engineer's branch: the grown balance is asserted through the API above until then.
  const sellerContext = await browser.newContext({ ...testInfo.project.use });
  const sellerPage = await sellerContext.newPage();
  await startLoggedIn(sellerPage, seller);
  await sellerPage.goto('/pc/my/myBalance');
  await shot(sellerPage, testInfo, 'money-receipt-seller-wallet');
  await sellerContext.close();
});
