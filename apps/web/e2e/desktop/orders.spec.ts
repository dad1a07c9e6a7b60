import { expect, test } from '@playwright/test';
import { ORDER_TABS } from '@mts/shared/status';
import { apiLogin, freshMobile, shot, startLoggedIn } from '../support';
import { freshBuyerWithPreOrder, freshQuoteWithRevision, LIUYANG, loginAs, ordersOf, WANGQIANG } from '../trade-orders-support';

/**
 * Issue 10 on the desktop, against the real server: the traders' orders in the user centre. 王强 and 刘洋 are only
 * read; a fresh user buys and cancels his own intention order, and another fresh user is refused it.
 */

const TAB_STATUSES: Record<number, string[]> = { 0: ['5'], 1: ['20'], 2: ['30', '40'], 3: ['50'] };

test('购买订单 from the sidebar: each tab shows its seeded orders, 待付款 offers 去支付', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG, 'PC'));
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '购买订单' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myBuyOrderList\?orderStatus=4$/);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await shot(page, testInfo, 'orders-buy-all');

  for (const tab of ORDER_TABS.filter((t) => t.orderStatus !== 4)) {
    await page.getByRole('tab', { name: tab.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`orderStatus=${tab.orderStatus}$`));
    const rows = page.getByTestId('order-row');
    await expect(rows.first()).toBeVisible();
    // The previous tab's rows stay on screen until the new tab's page arrives.
    await expect
      .poll(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status') ?? ''))).every((s) => TAB_STATUSES[tab.orderStatus]!.includes(s)))
      .toBe(true);
    await shot(page, testInfo, `orders-buy-tab-${tab.orderStatus}`);
  }

  await page.getByRole('tab', { name: '待付款', exact: true }).click();
  await expect(page.getByTestId('order-row').first()).toHaveAttribute('data-status', '5');
  await page.getByTestId('order-row').first().getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myBuyOrderDetail\?id=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('next-step')).toContainText('由「买方」处理');
  await expect(page.getByTestId('order-pay')).toBeVisible();
  await shot(page, testInfo, 'order-detail-awaiting-payment');
});

test('销售订单: the seller sees the orders he sold, without 去支付', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, LIUYANG, 'PC'));
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '销售订单' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/mySaleOrderList/);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect(page.getByTestId('order-row').first()).toContainText('我是卖家');
  await shot(page, testInfo, 'orders-sale');
  await page.getByRole('tab', { name: '待付款', exact: true }).click();
  await expect(page.getByTestId('order-row').first()).toHaveAttribute('data-status', '5');
  await page.getByTestId('order-row').first().getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('order-side')).toHaveText('我是卖家');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('an order in full: history and the contract, printable alone', async ({ page, request }, testInfo) => {
  const wang = await loginAs(request, WANGQIANG, 'PC');
  const done = (await ordersOf(request, wang.token, 'myBuyOrderList', 3))[0]!;
  await startLoggedIn(page, wang);
  await page.goto(`/pc/myxg/myDetails?id=${done.id}&source=order`);
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  expect(await page.getByTestId('order-event').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('order-history')).toContainText('待确认合同 → 待付款');
  const contract = page.getByTestId('contract-view');
  await expect(contract).toContainText(done.contractNo);
  await expect(page.getByTestId('contract-confirmed')).not.toHaveText('待卖方商务确认（未生效）');
  await shot(page, testInfo, 'order-detail');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('order-history')).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeHidden();
  await expect(contract).toBeVisible();
  await shot(page, testInfo, 'order-contract-print');
  await page.emulateMedia({ media: 'screen' });
});

test('全部订单, 我的意向单 and 我是买家 from the sidebar', async ({ page, request }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG, 'PC'));
  await page.goto('/pc/user');
  const menu = page.getByTestId('user-menu');
  await menu.getByRole('link', { name: '全部订单' }).click();
  await expect(page).toHaveURL(/\/pc\/myorder/);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await shot(page, testInfo, 'orders-all');
  await menu.getByRole('link', { name: '我的意向单' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myOrderIntention/);
  await expect(page.getByTestId('pre-order-row').first()).toBeVisible();
  await page.getByRole('tab', { name: '已确认', exact: true }).click();
  await expect(page).toHaveURL(/status=20/);
  await expect(page.getByTestId('pre-order-row').first()).toHaveAttribute('data-status', '20');
  await shot(page, testInfo, 'pre-orders-confirmed');
  await menu.getByRole('link', { name: '我是买家' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myPreOrderList/);
  await expect(page.getByTestId('pre-order-row').first()).toContainText('我是买家');
  await shot(page, testInfo, 'pre-orders-buyer');
});

test('an intention order shows its revisions to its parties', async ({ page, request }, testInfo) => {
  const { seller, quote } = await freshQuoteWithRevision(request, 'PC');
  await startLoggedIn(page, seller);
  await page.goto('/pc/myxg/myOrderIntention');
  await page.getByTestId('pre-order-row').first().getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/preOrderDetail/${quote.id}$`));
  const revision = page.getByTestId('pre-order-revision');
  await expect(revision).toContainText('单价：¥15.00 → ¥14.20');
  await expect(revision).toContainText('按市场价调整');
  await shot(page, testInfo, 'pre-order-detail-revisions');
});

test('a buyer cancels his own intention order; another user is refused it and any order', async ({ page, browser, request }, testInfo) => {
  const { user, preOrder } = await freshBuyerWithPreOrder(request, 'PC');
  await startLoggedIn(page, user);
  await page.goto(`/pc/preOrderDetail/${preOrder.id}`);
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await shot(page, testInfo, 'pre-order-detail-awaiting');
  await page.getByTestId('pre-order-cancel').click();
  await page.getByTestId('cancel-reason').fill('计划有变，暂不采购');
  await shot(page, testInfo, 'pre-order-cancel-dialog');
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
  await expect(page.getByTestId('next-step')).toContainText('计划有变，暂不采购');
  await expect(page.getByTestId('pre-order-cancel')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await shot(page, testInfo, 'pre-order-detail-cancelled');
  // He has no order yet: 购买订单 says so.
  await page.goto('/pc/myxg/myBuyOrderList?orderStatus=4');
  await expect(page.getByText('暂无购买订单')).toBeVisible();
  await shot(page, testInfo, 'orders-buy-empty');

  const wang = await loginAs(request, WANGQIANG, 'PC');
  const someOrder = (await ordersOf(request, wang.token, 'myBuyOrderList'))[0]!;
  const { viewport, userAgent, deviceScaleFactor, locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, locale, timezoneId, baseURL });
  const other = await context.newPage();
  await startLoggedIn(other, await apiLogin(request, freshMobile(), 'PC'));
  await other.goto(`/pc/preOrderDetail/${preOrder.id}`);
  await expect(other.getByTestId('trade-detail-error')).toBeVisible();
  await expect(other.getByTestId('pre-order-detail-view')).toHaveCount(0);
  await shot(other, testInfo, 'pre-order-detail-refused');
  await other.goto(`/pc/myxg/myDetails?id=${someOrder.id}&source=order`);
  await expect(other.getByTestId('trade-detail-error')).toBeVisible();
  await expect(other.getByTestId('order-detail-view')).toHaveCount(0);
  await expect(other.getByText(someOrder.orderNo)).toHaveCount(0);
  await shot(other, testInfo, 'order-detail-refused');
  await context.close();
});
