import { expect, test } from '@playwright/test';
import { ORDER_TABS } from '@mts/shared/status';
import { apiLogin, freshMobile, shot, startLoggedIn } from '../support';
import { freshBuyerWithPreOrder, freshQuoteWithRevision, LIUYANG, loginAs, ordersOf, WANGQIANG } from '../trade-orders-support';

/**
 * Issue 10 on the phone, against the real server: the traders' orders. 王强 (seeded buyer of an order in every
 * status) and 刘洋 (their seller) are only read; a fresh user buys and cancels his own intention order, and another
 * fresh user is refused it.
 */

const TAB_STATUSES: Record<number, string[]> = { 0: ['待付款'], 1: ['待发货'], 2: ['待验货', '待收货'], 3: ['已完成'] };

test('购买订单 from the user centre: each tab shows its seeded orders, 待付款 offers 去支付', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG));
  await page.goto('/user');
  await page.getByTestId('link-buy-orders').click();
  await expect(page).toHaveURL(/\/myxg\/myBuyOrderList\?orderStatus=4$/);
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await shot(page, testInfo, 'orders-buy-all');

  for (const tab of ORDER_TABS.filter((t) => t.orderStatus !== 4)) {
    await page.getByTestId('order-tabs').getByText(tab.title, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`orderStatus=${tab.orderStatus}$`));
    const statuses = page.getByTestId('order-card-status');
    await expect(statuses.first()).toBeVisible();
    for (const text of await statuses.allTextContents()) expect(TAB_STATUSES[tab.orderStatus]).toContain(text);
    await shot(page, testInfo, `orders-buy-tab-${tab.orderStatus}`);
  }

  await page.getByTestId('order-tabs').getByText('待付款', { exact: true }).click();
  await page.getByTestId('order-card').first().click();
  await expect(page).toHaveURL(/\/myxg\/myBuyOrderDetail\?id=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('next-step')).toContainText('由「买方」处理');
  await expect(page.getByTestId('order-pay')).toBeVisible();
  await shot(page, testInfo, 'order-detail-awaiting-payment');
});

test('销售订单: the seller sees the orders he sold, without 去支付', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, LIUYANG));
  await page.goto('/user');
  await page.getByTestId('link-sale-orders').click();
  await expect(page).toHaveURL(/\/myxg\/mySaleOrderList/);
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByTestId('order-card').first()).toContainText('我是卖家');
  await shot(page, testInfo, 'orders-sale');
  await page.getByTestId('order-tabs').getByText('待付款', { exact: true }).click();
  await page.getByTestId('order-card').first().click();
  await expect(page.getByTestId('order-side')).toHaveText('我是卖家');
  await expect(page.getByTestId('next-step')).toBeVisible();
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('an order in full: history and the contract, printable alone', async ({ page, request }, testInfo) => {
  const wang = await loginAs(request, WANGQIANG);
  const done = (await ordersOf(request, wang.token, 'myBuyOrderList', 3))[0]!;
  await startLoggedIn(page, wang);
  await page.goto(`/myxg/myDetails?id=${done.id}&source=order`);
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  expect(await page.getByTestId('order-event').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('order-history')).toContainText('待确认合同 → 待付款');
  await page.getByTestId('contract-toggle').click();
  const contract = page.getByTestId('contract-view');
  await expect(contract).toContainText(done.contractNo);
  await expect(contract).toContainText('甲方（买方）');
  await expect(page.getByTestId('contract-confirmed')).not.toHaveText('待卖方商务确认（未生效）');
  await shot(page, testInfo, 'order-detail-contract');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('order-history')).toBeHidden();
  await expect(contract).toBeVisible();
  await shot(page, testInfo, 'order-contract-print');
  await page.emulateMedia({ media: 'screen' });
});

test('全部订单 and 我的意向单 from the user centre', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG));
  await page.goto('/user');
  await expect(page.getByTestId('trade-links')).toBeVisible();
  await shot(page, testInfo, 'user-centre-trade-links');
  await page.getByTestId('link-all-orders').click();
  await expect(page).toHaveURL(/\/myorder/);
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await shot(page, testInfo, 'orders-all');
  await page.goBack();
  await page.getByTestId('link-my-intentions').click();
  await expect(page).toHaveURL(/\/myxg\/myOrderIntention/);
  await expect(page.getByTestId('pre-order-card').first()).toBeVisible();
  await page.getByTestId('pre-order-filters').getByText('已确认', { exact: true }).click();
  await expect(page).toHaveURL(/status=20/);
  for (const text of await page.getByTestId('pre-order-card-status').allTextContents()) expect(text).toBe('已确认');
  await shot(page, testInfo, 'pre-orders-confirmed');
  await page.goto('/user');
  await page.getByTestId('link-my-pre-orders').click();
  await expect(page).toHaveURL(/\/myxg\/myPreOrderList/);
  await expect(page.getByTestId('pre-order-card').first()).toContainText('我是买家');
  await shot(page, testInfo, 'pre-orders-buyer');
});

test('an intention order shows its revisions to its parties', async ({ page, request }, testInfo) => {
  const { seller, quote } = await freshQuoteWithRevision(request);
  await startLoggedIn(page, seller);
  await page.goto('/myxg/myOrderIntention');
  await page.getByTestId('pre-order-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/preOrderDetail/${quote.id}$`));
  const revision = page.getByTestId('pre-order-revision');
  await expect(revision).toContainText('单价：¥15.00 → ¥14.20');
  await expect(revision).toContainText('按市场价调整');
  await expect(page.getByTestId('next-step')).toContainText('等待谈判人确认意向单');
  await shot(page, testInfo, 'pre-order-detail-revisions');
});

test('a buyer cancels his own intention order; another user is refused it and any order', async ({ page, browser, request }, testInfo) => {
  const { user, preOrder } = await freshBuyerWithPreOrder(request);
  await startLoggedIn(page, user);
  await page.goto('/myxg/myPreOrderList');
  await expect(page.getByTestId('pre-order-card')).toHaveCount(1);
  await page.getByTestId('pre-order-card').click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await shot(page, testInfo, 'pre-order-detail-awaiting');
  await page.getByTestId('pre-order-cancel').click();
  await page.getByPlaceholder('请输入取消原因（2–200 个字）').fill('计划有变，暂不采购');
  await shot(page, testInfo, 'pre-order-cancel-dialog');
  await page.getByText('确定取消').click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
  await expect(page.getByTestId('next-step')).toContainText('计划有变，暂不采购');
  await expect(page.getByTestId('pre-order-cancel')).toHaveCount(0);
  await shot(page, testInfo, 'pre-order-detail-cancelled');
  // He has no order yet: 购买订单 says so.
  await page.goto('/myxg/myBuyOrderList?orderStatus=4');
  await expect(page.getByTestId('order-list-empty')).toContainText('暂无数据');
  await shot(page, testInfo, 'orders-buy-empty');

  const wang = await loginAs(request, WANGQIANG);
  const someOrder = (await ordersOf(request, wang.token, 'myBuyOrderList'))[0]!;
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
  const other = await context.newPage();
  await startLoggedIn(other, await apiLogin(request, freshMobile(), 'H5'));
  await other.goto(`/preOrderDetail/${preOrder.id}`);
  await expect(other.getByTestId('pre-order-detail-error')).toBeVisible();
  await expect(other.getByTestId('pre-order-detail-view')).toHaveCount(0);
  await shot(other, testInfo, 'pre-order-detail-refused');
  await other.goto(`/myxg/myDetails?id=${someOrder.id}&source=order`);
  await expect(other.getByTestId('order-detail-error')).toBeVisible();
  await expect(other.getByTestId('order-detail-view')).toHaveCount(0);
  await expect(other.getByText(someOrder.orderNo)).toHaveCount(0);
  await shot(other, testInfo, 'order-detail-refused');
  await context.close();
});
