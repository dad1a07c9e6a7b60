import { expect, test, type Page } from '@playwright/test';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { balanceOf, freshOrder, fundWallet, OPERATOR, pay } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { call, loginAs, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 11 on the phone, against the real server: paying an order (wallet, insufficient balance, bank transfer with a
 * receipt confirmed by the operator), shipping and confirming receipt. Every test works on its own fresh order.
 */

const dialogButton = (page: Page, name: string) => page.locator('.adm-dialog-button').filter({ hasText: name });
const orderPage = (id: number) => `/myxg/myDetails?id=${id}&source=order`;
/** Cents as the amount input shows them: 24216, 242.50. */
const yuanText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
/** A 1×1 PNG: the receipt picked in the file chooser. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('pay from the wallet: 去支付 → confirm with the amount and the order number → 待发货, the money frozen', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  await fundWallet(request, order.buyer.token, order.amount, order.priceUnit);
  const amount = formatPrice(order.amount, order.priceUnit);
  await startLoggedIn(page, order.buyer);

  // the buyer's list offers 去支付 on the order too; he opens the order
  await page.goto('/myxg/myBuyOrderList?orderStatus=0');
  await expect(page.getByTestId('order-card').filter({ hasText: order.orderNo })).toBeVisible();
  await page.getByTestId('order-card').filter({ hasText: order.orderNo }).click();
  await expect(page).toHaveURL(/\/myxg\/myBuyOrderDetail\?id=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('order-payment')).toContainText('待付款');
  await expect(page.getByTestId('order-transfer')).toHaveText('银行转账');
  await page.getByTestId('order-pay').click();

  await expect(page).toHaveURL(new RegExp(`/pay\\?mode=order&orderId=${order.orderId}$`));
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
  await dialogButton(page, '确认支付').click();

  await expect(page.getByText('支付成功，货款已冻结在平台担保账户')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/myxg/myDetails\\?id=${order.orderId}&source=order`));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-payment')).toContainText('余额支付');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-paid');

  // The wallet: the whole amount moved from available to frozen. The wallet page's per-currency test ids
  // (wallet-account-{priceUnit}) come with the wallet engineer's branch, not in this one yet: asserted through the
  // API here, to be tightened to the page after the merge.
  expect(await balanceOf(request, order.buyer.token, order.priceUnit)).toEqual({ available: 0, frozen: order.amount });
  await page.goto('/my/myBalance');
  await expect(page.getByTestId('my-balance')).toBeVisible();
  await shot(page, testInfo, 'money-pay-wallet');
});

test('insufficient balance: the shortfall, 去充值 and 银行转账, and no way to pay from the wallet', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  await startLoggedIn(page, order.buyer);
  await page.goto(`/pay?mode=order&orderId=${order.orderId}`);

  await expect(page.getByTestId('pay-amount')).toHaveText(formatPrice(order.amount, order.priceUnit));
  await expect(page.getByTestId('pay-available')).toHaveText(formatPrice(0, order.priceUnit));
  await expect(page.getByTestId('pay-short')).toContainText('可用余额不足');
  await expect(page.getByTestId('pay-shortfall')).toHaveText(`还差 ${formatPrice(order.amount, order.priceUnit)}`);
  await expect(page.getByTestId('pay-wallet-submit')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-insufficient');

  await page.getByTestId('pay-recharge').click();
  await expect(page).toHaveURL(/\/my\/myBalance$/);
  await page.goBack();
  await page.getByTestId('pay-short').getByTestId('pay-transfer').click();
  await expect(page).toHaveURL(new RegExp(`/externalPayInfo\\?orderId=${order.orderId}$`));

  const detail = await call<{ status: number }>(request, 'GET', `/order/detail?id=${order.orderId}`, order.buyer.token);
  expect(detail.data.status).toBe(5);
});

test('bank transfer: the escrow account, a transfer with its receipt recorded, the operator confirms → 待发货, 已确认', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request);
  const amount = formatPrice(order.amount, order.priceUnit);
  await startLoggedIn(page, order.buyer);
  await page.goto(orderPage(order.orderId));
  await page.getByTestId('order-transfer').click();

  await expect(page).toHaveURL(new RegExp(`/externalPayInfo\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('escrow-name')).toHaveText(PLATFORM_ESCROW_ACCOUNT.name);
  await expect(page.getByTestId('escrow-bank')).toHaveText(PLATFORM_ESCROW_ACCOUNT.bank);
  await expect(page.getByTestId('escrow-account-no')).toHaveText(PLATFORM_ESCROW_ACCOUNT.accountNo);
  await expect(page.getByTestId('escrow-amount')).toHaveText(amount);
  await expect(page.getByTestId('escrow-reference')).toHaveText(order.orderNo);
  await expect(page.getByTestId('transfer-list')).toHaveCount(0);
  await page.getByTestId('copy-escrow-reference').click();
  await expect(page.getByText('附言已复制')).toBeVisible();
  await shot(page, testInfo, 'money-escrow-info');
  await page.getByTestId('escrow-record').click();

  await expect(page).toHaveURL(new RegExp(`/externalPay\\?orderId=${order.orderId}$`));
  await expect(page.getByTestId('transfer-amount').locator('input')).toHaveValue(yuanText(order.amount));
  await expect(page.getByTestId('transfer-paid-at')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  // nothing given: each field says what it needs, nothing is sent
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('error-payerName')).toHaveText('请输入付款账户名（2–60 个字）');
  await expect(page.getByTestId('error-receiptUrl')).toHaveText('请上传转账凭证图片');
  await page.getByTestId('transfer-payer').locator('input').fill('深圳市测试电子有限公司');
  await page.locator('[data-field="receiptUrl"] input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('[data-field="receiptUrl"] .adm-image-uploader-cell img')).toBeVisible();
  await expect(page.locator('[data-field="receiptUrl"] .adm-image-uploader-cell-loading')).toHaveCount(0);
  await expect(page.getByTestId('error-receiptUrl')).toHaveCount(0);
  await shot(page, testInfo, 'money-transfer-form');
  await page.getByTestId('transfer-submit').click();

  await expect(page.getByTestId('transfer-recorded')).toContainText('已提交，等待平台确认');
  const record = page.getByTestId('transfer-record').first();
  await expect(record).toContainText(amount);
  await expect(record).toContainText('深圳市测试电子有限公司');
  await expect(record.getByTestId('transfer-status')).toHaveText('待确认');
  await shot(page, testInfo, 'money-transfer-recorded');

  // the operator 孟佳 confirms the arrival (the operator console is a later issue: an API call)
  const info = await call<{ transfers: { id: number; status: number; receiptUrl: string }[] }>(request, 'GET', `/order/externalPayInfo?orderId=${order.orderId}`, order.buyer.token);
  expect(info.data.transfers).toHaveLength(1);
  expect(info.data.transfers[0]!.receiptUrl).toMatch(/^\/uploads\/\d{4}\/\w+\.webp$/);
  const operator = await loginAs(request, OPERATOR);
  const confirmed = await pay(request, '/order/externalPay/confirm', operator.token, { transferId: info.data.transfers[0]!.id, amount: order.amount });
  expect(confirmed.code, confirmed.msg).toBe(200);

  await page.getByTestId('transfer-view-order').click();
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-payment')).toContainText('对公转账');
  await expect(page.getByTestId('order-payment').getByTestId('transfer-status')).toHaveText('已确认');
  await shot(page, testInfo, 'money-transfer-confirmed');
  expect(await balanceOf(request, order.buyer.token, order.priceUnit)).toEqual({ available: 0, frozen: order.amount });
});

test('ship: the seller-side follower 周涛 enters carrier and tracking number → 待验货 with the shipment', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '待发货');
  await startAs(page, ZHOUTAO);
  await page.goto(orderPage(order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByTestId('order-ship').click();
  await expect(page.getByTestId('ship-form')).toBeVisible();
  // a tracking number with a space is refused before anything is sent
  await page.getByTestId('ship-carriers').getByRole('radio', { name: '顺丰速运' }).click();
  await page.getByTestId('ship-tracking').locator('input').fill('SF 123');
  await dialogButton(page, '确认发货').click();
  await expect(page.getByTestId('error-trackingNo')).toHaveText('请输入正确的运单号（4–40 位字母或数字）');
  const trackingNo = `SF${Date.now()}`;
  await page.getByTestId('ship-tracking').locator('input').fill(trackingNo);
  await shot(page, testInfo, 'money-ship-form');
  await dialogButton(page, '确认发货').click();

  await expect(page.getByText('已发货，等待验货')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('待验货');
  await expect(page.getByTestId('order-shipment')).toContainText('顺丰速运');
  await expect(page.getByTestId('order-shipment')).toContainText(trackingNo);
  await expect(page.getByTestId('order-ship')).toHaveCount(0);
  await shot(page, testInfo, 'money-shipped');
});

test('confirm receipt: the buyer confirms → 已完成, the settlement shown, and the seller’s balance grows', async ({ browser, page, request }, testInfo) => {
  const order = await freshOrder(request, '待收货');
  const seller = await loginAs(request, order.sellerMobile);
  const before = await balanceOf(request, seller.token, order.priceUnit);
  await startLoggedIn(page, order.buyer);
  await page.goto(orderPage(order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('inspection-result')).toHaveText('验货通过');
  await expect(page.getByTestId('order-shipment')).toContainText('顺丰速运');
  await shot(page, testInfo, 'money-receipt-before');
  await page.getByTestId('order-confirm-receipt').click();
  await expect(page.locator('.adm-dialog')).toContainText(formatPrice(order.amount, order.priceUnit));
  await dialogButton(page, '确认收货').click();

  await expect(page.getByText('已确认收货，货款已结算给卖方')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  const fee = Math.floor((order.amount * 50) / 10000);
  const net = order.amount - fee;
  await expect(page.getByTestId('order-settlement')).toContainText(formatPrice(net, order.priceUnit));
  await expect(page.getByTestId('order-settlement')).toContainText(formatPrice(fee, order.priceUnit));
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
  await sellerPage.goto('/my/myBalance');
  await expect(sellerPage.getByTestId('my-balance')).toBeVisible();
  await shot(sellerPage, testInfo, 'money-receipt-seller-wallet');
  await sellerContext.close();
});
