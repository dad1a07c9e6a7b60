import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support';
import { CHENWEI, followOf, freshBuyOrder, freshConfirmedOrder, freshQuote, LINA, linaFollowId, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 10, the staff on the phone, against the real server: 李娜 confirms a fresh intention order and edits then
 * confirms a fresh quote; 陈伟 grabs a fresh confirmed intention order (买方商务), draws up the contract, 周涛 grabs
 * the seller slot (卖方商务) and confirms it (待付款), and 陈伟's item then offers 去支付. Every test makes its own
 * intention order through the API.
 */

const dialogButton = (page: Page, name: string) => page.locator('.adm-dialog-button').filter({ hasText: name });

test('negotiator: from 我的跟单 to 确认意向单, confirm, the order goes to the business followers’ pool', async ({ page }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA);
  await page.goto('/home');
  await page.goto('/follow?tab=pending');
  const item = page.getByTestId('follow-item').filter({ hasText: order.orderNo });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('follow-detail')).toBeVisible();
  await shot(page, testInfo, 'staff-follow-detail-trade-negotiator');
  await page.getByTestId('follow-action-confirmPreOrder').click();

  await expect(page).toHaveURL(new RegExp(`/follow/tpr/confirmPreOrder\\?orderId=${order.id}&followId=\\d+`));
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await expect(page.getByTestId('pre-order')).toContainText(order.orderNo);
  await expect(page.getByTestId('pre-order-reject')).toBeVisible();
  await shot(page, testInfo, 'staff-confirm-pre-order');

  await page.getByTestId('pre-order-confirm').click();
  await dialogButton(page, '确认').click();
  await expect(page.getByText('意向单已确认')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await expect(page.getByTestId('next-step')).toContainText('已进入商务接单池');
  await expect(page.getByTestId('pre-order-confirm')).toHaveCount(0);
  await expect(page.getByTestId('pre-order-reject')).toHaveCount(0);
  await shot(page, testInfo, 'staff-confirm-pre-order-done');
});

test('negotiator: 拒绝 asks for a reason and cancels the intention order', async ({ page }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA);
  const followId = await linaFollowId(page.request, order.id);
  await page.goto(`/follow/tpr/confirmPreOrder?orderId=${order.id}&followId=${followId}`);
  await page.getByTestId('pre-order-reject').click();
  await dialogButton(page, '确定').click();
  await expect(page.getByTestId('reason-error')).toHaveText('请输入原因（2–200 个字）');
  await page.getByTestId('reason-input').locator('textarea:not([aria-hidden])').fill('库存不足，无法供货');
  await shot(page, testInfo, 'staff-reject-dialog');
  await dialogButton(page, '确定').click();
  await expect(page.getByText('已拒绝该意向单')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
  await expect(page.getByTestId('next-step')).toContainText('库存不足，无法供货');
});

test('negotiator: edits a quote (the revision shows old → new), then confirms it', async ({ page }, testInfo) => {
  const quote = await freshQuote(page.request);
  await startAs(page, LINA);
  await page.goto('/follow?tab=pending');
  await page.getByTestId('follow-item').filter({ hasText: quote.orderNo }).click();
  await page.getByTestId('follow-action-editPreOrder').click();
  await expect(page).toHaveURL(/\/follow\/tpr\/editPreOrder\?orderId=\d+&followId=\d+/);
  await expect(page.getByTestId('edit-form')).toBeVisible();
  await expect(page.getByTestId('edit-form')).toContainText('¥');
  await shot(page, testInfo, 'staff-edit-pre-order');

  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('edit-form-error')).toHaveText('没有修改任何内容');
  await page.getByTestId('edit-price').locator('input').fill('1.234');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('error-price')).toHaveText('请输入正确的单价（0.01–1,000,000.00）');
  await page.getByTestId('edit-price').locator('input').fill('14.5');
  await page.getByTestId('edit-note').locator('textarea:not([aria-hidden])').fill('与卖方协商后调价');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('意向单已修改')).toBeVisible();
  await expect(page.getByTestId('revision-change').first()).toHaveText('单价：¥15.00 → ¥14.50');
  await expect(page.getByTestId('revision').first()).toContainText('与卖方协商后调价');
  await shot(page, testInfo, 'staff-edit-pre-order-revised');

  await page.getByTestId('pre-order-confirm').click();
  await dialogButton(page, '确认').click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await expect(page.getByTestId('next-step')).toContainText('已进入商务接单池');
});

test('business followers: 陈伟 grabs (买方商务) and draws the contract, 周涛 grabs the seller slot and confirms, 陈伟 sees 去支付', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...testInfo.project.use });
  const chen = await context.newPage();
  const order = await freshConfirmedOrder(chen.request);
  await startAs(chen, CHENWEI);

  // /sw from the follow tab, its counts, the pool with the slot kind
  await chen.goto('/follow');
  await chen.getByTestId('follow-sw-home').click();
  await expect(chen).toHaveURL(/\/sw$/);
  await expect(chen.getByTestId('sw-count-pool').locator('b')).toHaveText(/^[1-9]\d*$/);
  await shot(chen, testInfo, 'staff-sw-home');
  await chen.getByTestId('sw-count-pool').click();
  await expect(chen).toHaveURL(/\/follow\/swPendingFollow$/);
  const buyerSlot = chen.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(buyerSlot.getByTestId('pool-slot')).toHaveText('买方商务');
  await shot(chen, testInfo, 'staff-pool-slots');
  await buyerSlot.getByTestId('pool-grab').click();
  await expect(chen.getByText('抢单成功')).toBeVisible();

  // his new item → 生成合同
  await chen.goto('/follow?tab=pending');
  await chen.getByTestId('follow-item').filter({ hasText: order.orderNo }).click();
  await chen.getByTestId('follow-action-generateContract').click();
  await expect(chen).toHaveURL(/\/follow\/generateTradeContract\?id=\d+/);
  await expect(chen.getByTestId('contract-inspectionClause')).toContainText('平台验货员');
  const amountBefore = await chen.getByTestId('contract-amount').textContent();
  expect(amountBefore).toMatch(/[¥$][\d,]+\.\d{2}/);
  await chen.getByTestId('contract-dateCode').locator('input').fill('');
  await chen.getByTestId('contract-submit').click();
  await expect(chen.getByTestId('error-dateCode')).toHaveText('请输入正确的批号，如 24+ 或 2336');
  await chen.getByTestId('contract-dateCode').locator('input').fill('2336');
  await shot(chen, testInfo, 'staff-generate-contract');
  await chen.getByTestId('contract-submit').click();
  await expect(chen.getByTestId('contract-generated')).toBeVisible();
  await expect(chen.getByTestId('generated-status')).toHaveText('待确认合同');
  await expect(chen.getByTestId('contract-generated')).toContainText('等待卖方商务确认');
  const orderNo = (await chen.getByTestId('generated-order-no').textContent())!;
  expect(orderNo).toMatch(/\S+/);
  await shot(chen, testInfo, 'staff-generate-contract-done');

  // 周涛: the seller slot (卖方商务) → grab → 确认合同
  const zhouContext = await browser.newContext({ ...testInfo.project.use });
  const zhou = await zhouContext.newPage();
  await startAs(zhou, ZHOUTAO);
  await zhou.goto('/follow/swPendingFollow');
  const sellerSlot = zhou.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(sellerSlot.getByTestId('pool-slot')).toHaveText('卖方商务');
  await sellerSlot.getByTestId('pool-grab').click();
  await expect(zhou.getByText('抢单成功')).toBeVisible();
  await zhou.goto('/follow?tab=pending');
  await zhou.getByTestId('follow-item').filter({ hasText: order.orderNo }).click();
  await zhou.getByTestId('follow-action-confirmContract').click();
  await expect(zhou).toHaveURL(/\/follow\/confirmTradeContract\?orderId=\d+&followId=\d+/);
  await expect(zhou.getByTestId('contract-view')).toBeVisible();
  await expect(zhou.getByTestId('order-status')).toHaveText('待确认合同');
  await expect(zhou.getByTestId('contract-reject')).toBeVisible();
  await shot(zhou, testInfo, 'staff-confirm-contract');
  await zhou.getByTestId('contract-confirm').click();
  await dialogButton(zhou, '确认').click();
  await expect(zhou.getByText('合同已确认，等待买方付款')).toBeVisible();
  await expect(zhou.getByTestId('order-status')).toHaveText('待付款');
  await expect(zhou.getByTestId('next-step')).toContainText('买方');
  await expect(zhou.getByTestId('contract-confirm')).toHaveCount(0);
  await shot(zhou, testInfo, 'staff-confirm-contract-done');

  // 陈伟's item: 待付款 with 去支付
  const item = await followOf(chen.request, CHENWEI, order.orderNo, 2);
  expect(item?.status).toBe(5);
  await chen.goto(`/follow/swFollowDetail/${item!.id}`);
  await expect(chen.getByTestId('follow-detail-status')).toHaveText('待付款');
  await expect(chen.getByTestId('follow-order')).toContainText('待付款');
  await expect(chen.getByTestId('follow-action-pay')).toHaveText('去支付');
  await shot(chen, testInfo, 'staff-follow-detail-pay');
  await chen.getByTestId('follow-action-pay').click();
  // 去支付 opens /externalPay (spec section 4): he records the buyer's bank transfer for this order
  await expect(chen).toHaveURL(/\/externalPay\?orderId=\d+$/);
  await expect(chen.getByTestId('transfer-order')).toContainText(orderNo);
  await expect(chen.getByTestId('transfer-form')).toBeVisible();
  // the orders he drew up
  await chen.goto('/sw/myCreateOrder?orderStatus=0');
  await expect(chen.getByTestId('created-list')).toContainText(orderNo);
  await shot(chen, testInfo, 'staff-my-create-order');
  await context.close();
  await zhouContext.close();
});
