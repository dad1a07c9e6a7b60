import { expect, test } from '@playwright/test';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { balanceOf, freshOrder, OPERATOR, pay } from '../money-support';
import { shot } from '../support';
import { call, CHENWEI, loginAs, startAs } from '../trade-staff';

/**
 * Issue 11 on the desktop, against the real server: a bank transfer recorded by 陈伟 the buyer-side follower from his
 * follow list and confirmed by the operator, on its own fresh order. Paying from the wallet, shipping and receipt run
 * on both apps: shared/money-pay.spec.ts.
 */

/** A 1×1 PNG: the receipt picked in the file chooser. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
