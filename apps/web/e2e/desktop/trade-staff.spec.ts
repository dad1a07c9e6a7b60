import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support';
import { CHENWEI, followOf, freshBuyOrder, freshConfirmedOrder, freshQuote, LINA, linaFollowId, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 10, the staff on the desktop, against the real server: 李娜 confirms a fresh intention order from
 * /pc/follow's row step and edits then confirms a fresh quote; 陈伟 grabs a fresh confirmed intention order
 * (买方商务) and draws up the contract, 周涛 grabs the seller slot (卖方商务) and confirms it (待付款), and 陈伟's
 * row then offers 去支付. Every test makes its own intention order through the API.
 */

const modalOk = (page: Page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary');

test('negotiator: 确认意向单 from the /pc/follow row, 确认 sends it to the business followers’ pool', async ({ page }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA, 'PC');
  await page.goto('/pc/follow?status=pending');
  const row = page.getByTestId('follow-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('follow-row-confirmPreOrder')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(page, testInfo, 'staff-follow-rows-negotiator');
  await row.getByTestId('follow-row-confirmPreOrder').click();

  await expect(page).toHaveURL(new RegExp(`/pc/follow/tpr/confirmPreOrder\\?orderId=${order.id}&followId=\\d+`));
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await expect(page.getByTestId('pre-order-reject')).toBeVisible();
  await shot(page, testInfo, 'staff-confirm-pre-order');
  await page.getByTestId('pre-order-confirm').click();
  await modalOk(page).click();
  await expect(page.getByText('意向单已确认')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await expect(page.getByTestId('next-step')).toContainText('已进入商务接单池');
  await expect(page.getByTestId('pre-order-confirm')).toHaveCount(0);
  await shot(page, testInfo, 'staff-confirm-pre-order-done');
});

test('negotiator: 拒绝 with a reason', async ({ page }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA, 'PC');
  const followId = await linaFollowId(page.request, order.id);
  await page.goto(`/pc/follow/tpr/confirmPreOrder?orderId=${order.id}&followId=${followId}`);
  await page.getByTestId('pre-order-reject').click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('reason-error')).toHaveText('请输入原因（2–200 个字）');
  await page.getByTestId('reason-input').fill('买方资质不符，不予确认');
  await shot(page, testInfo, 'staff-reject-dialog');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已拒绝该意向单')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
});

test('negotiator: edits a quote (old → new in the revisions), then confirms it', async ({ page }, testInfo) => {
  const quote = await freshQuote(page.request);
  await startAs(page, LINA, 'PC');
  await page.goto('/pc/follow?status=pending');
  await page.getByTestId('follow-row').filter({ hasText: quote.orderNo }).click();
  await page.getByTestId('follow-editPreOrder').click();
  await expect(page).toHaveURL(/\/pc\/follow\/tpr\/editPreOrder\?orderId=\d+&followId=\d+/);
  await page.getByTestId('edit-quantity').fill('0');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('请输入正确的数量（至少 1 件）')).toBeVisible();
  await shot(page, testInfo, 'staff-edit-pre-order-invalid');
  await page.getByTestId('edit-quantity').fill(String(100));
  await page.getByTestId('edit-price').fill('14.5');
  await page.getByTestId('edit-note').fill('按卖方最新报价调整');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('意向单已修改')).toBeVisible();
  await expect(page.getByTestId('revision').first()).toContainText('单价：¥15.00 → ¥14.50');
  await expect(page.getByTestId('revision').first()).toContainText('按卖方最新报价调整');
  await shot(page, testInfo, 'staff-edit-pre-order-revised');
  await page.getByTestId('pre-order-confirm').click();
  await modalOk(page).click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
});

test('business followers: 陈伟 grabs and draws the contract, 周涛 grabs the seller slot and confirms, 陈伟’s row offers 去支付', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const chenContext = await browser.newContext({ ...testInfo.project.use });
  const chen = await chenContext.newPage();
  const order = await freshConfirmedOrder(chen.request);
  await startAs(chen, CHENWEI, 'PC');

  await chen.goto('/pc/follow');
  await chen.getByTestId('follow-sw-home').click();
  await expect(chen).toHaveURL(/\/pc\/sw$/);
  await expect(chen.getByTestId('sw-count-pool').locator('b')).toHaveText(/^[1-9]\d*$/);
  await shot(chen, testInfo, 'staff-sw-home');
  await chen.getByTestId('sw-count-pool').click();
  await expect(chen).toHaveURL(/\/pc\/follow\/swPendingFollow$/);
  const buyerSlot = chen.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(buyerSlot.getByTestId('pool-slot')).toHaveText('买方商务');
  await expect(chen.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(chen, testInfo, 'staff-pool-slots');
  await buyerSlot.getByRole('button', { name: /抢\s*单/ }).click();
  await expect(chen.getByText('抢单成功')).toBeVisible();

  await chen.goto('/pc/follow?status=pending');
  await chen.getByTestId('follow-row').filter({ hasText: order.orderNo }).getByTestId('follow-row-generateContract').click();
  await expect(chen).toHaveURL(/\/pc\/follow\/generateTradeContract\?id=\d+/);
  await expect(chen.getByTestId('contract-inspectionClause')).toHaveValue(/平台验货员/);
  await chen.getByTestId('contract-quantity').fill('');
  await chen.getByTestId('contract-submit').click();
  await expect(chen.getByText('请输入正确的数量（至少 1 件）')).toBeVisible();
  await expect(chen.getByTestId('contract-amount')).toHaveText('—');
  await chen.getByTestId('contract-quantity').fill('1000');
  await expect(chen.getByTestId('contract-amount')).toHaveText(/[¥$][\d,]+\.\d{2}/);
  await shot(chen, testInfo, 'staff-generate-contract');
  await chen.getByTestId('contract-submit').click();
  await expect(chen.getByTestId('generated-status')).toHaveText('待确认合同');
  await expect(chen.getByTestId('contract-generated')).toContainText('等待卖方商务确认');
  const orderNo = (await chen.getByTestId('generated-order-no').textContent())!;
  await shot(chen, testInfo, 'staff-generate-contract-done');

  const zhouContext = await browser.newContext({ ...testInfo.project.use });
  const zhou = await zhouContext.newPage();
  await startAs(zhou, ZHOUTAO, 'PC');
  await zhou.goto('/pc/follow/swPendingFollow');
  const sellerSlot = zhou.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(sellerSlot.getByTestId('pool-slot')).toHaveText('卖方商务');
  await sellerSlot.getByRole('button', { name: /抢\s*单/ }).click();
  await expect(zhou.getByText('抢单成功')).toBeVisible();
  await zhou.goto('/pc/follow?status=pending');
  await zhou.getByTestId('follow-row').filter({ hasText: order.orderNo }).getByTestId('follow-row-confirmContract').click();
  await expect(zhou).toHaveURL(/\/pc\/follow\/confirmTradeContract\?orderId=\d+&followId=\d+/);
  await expect(zhou.getByTestId('contract-view')).toBeVisible();
  await expect(zhou.getByTestId('order-status')).toHaveText('待确认合同');
  await shot(zhou, testInfo, 'staff-confirm-contract');
  await zhou.getByTestId('contract-confirm').click();
  await modalOk(zhou).click();
  await expect(zhou.getByText('合同已确认，等待买方付款')).toBeVisible();
  await expect(zhou.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(zhou.getByTestId('order-status')).toHaveText('待付款');
  await expect(zhou.getByTestId('contract-confirm')).toHaveCount(0);
  await shot(zhou, testInfo, 'staff-confirm-contract-done');

  const item = await followOf(chen.request, CHENWEI, order.orderNo, 2);
  expect(item?.status).toBe(5);
  await chen.goto('/pc/follow?status=awaitingPayment');
  const row = chen.getByTestId('follow-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('follow-row-pay')).toBeVisible();
  await expect(chen.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(chen, testInfo, 'staff-follow-rows-pay');
  await row.click();
  await expect(chen.getByTestId('follow-order-status')).toHaveText('待付款');
  await expect(chen.getByTestId('follow-pay')).toBeVisible();
  await shot(chen, testInfo, 'staff-follow-detail-pay');
  await chen.getByTestId('follow-pay').click();
  // 去支付 opens /pc/externalPay (spec section 4): he records the buyer's bank transfer for this order
  await expect(chen).toHaveURL(/\/pc\/externalPay\?orderId=\d+$/);
  await expect(chen.getByTestId('transfer-order')).toContainText(orderNo);
  await expect(chen.getByTestId('transfer-form')).toBeVisible();
  await expect(chen.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(chen, testInfo, 'staff-my-create-order');
  await chenContext.close();
  await zhouContext.close();
});
