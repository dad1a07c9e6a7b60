import { expect, type Locator, type Page } from '@playwright/test';
import { ORDER_TABS } from '@mts/shared/status';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshMobile, shot, startLoggedIn } from '../support';
import { freshBuyerWithPreOrder, freshQuoteWithRevision, LIUYANG, loginAs, ordersOf, WANGQIANG } from '../trade-orders-support';

/**
 * Issue 10 on the phone and the desktop, against the real server: the traders' orders (the phone's from the user
 * centre's links, the desktop's from the user centre's sidebar). 王强 (seeded buyer of an order in every status) and
 * 刘洋 (their seller) are only read; a fresh user buys and cancels his own intention order, and another fresh user
 * is refused it.
 */
type Link = 'buy-orders' | 'sale-orders' | 'all-orders' | 'my-intentions' | 'my-pre-orders';
const MENU: Record<Link, string> = { 'buy-orders': '购买订单', 'sale-orders': '销售订单', 'all-orders': '全部订单', 'my-intentions': '我的意向单', 'my-pre-orders': '我是买家' };

type OrdersDriver = Device & {
  /** A trade link of the user centre. */
  link: (page: Page, to: Link) => Locator;
  /** The user centre shows its trade links. */
  linksShown?: (page: Page) => Promise<void>;
  /** An order's or an intention order's card (phone) or row (desktop) in a list. */
  item: (page: Page, kind: 'order' | 'pre-order') => Locator;
  /** Every item on the tab is of one of the tab's statuses. */
  expectTabStatuses: (page: Page, orderStatus: number) => Promise<void>;
  /** Every intention order on the 已确认 filter is 已确认. */
  expectConfirmedPreOrders: (page: Page) => Promise<void>;
  /** Opens the first item of a list (on the desktop once the 待付款 tab's rows are in). */
  openFirst: (page: Page, kind: 'order' | 'pre-order', awaitingPayment?: boolean) => Promise<void>;
  /** The contract of an order detail on screen. */
  showContract?: (page: Page) => Promise<void>;
  /** What printing hides besides the history. */
  printHides?: (page: Page) => Locator;
  /** A buyer's own intention order, from where each app reaches it. */
  openOwnPreOrder: (page: Page, id: number) => Promise<void>;
  cancelReason: (page: Page) => Locator;
  cancelOk: (page: Page) => Locator;
  expectNoBuyOrders: (page: Page) => Promise<void>;
  /** What a refused detail shows instead of the detail. */
  detailError: (page: Page, kind: 'order' | 'pre-order') => Locator;
};

const PHONE_TABS: Record<number, string[]> = { 0: ['待付款'], 1: ['待发货'], 2: ['待验货', '待平台发货', '待收货'], 3: ['已完成'] };
const DESKTOP_TABS: Record<number, string[]> = { 0: ['5'], 1: ['20'], 2: ['30', '35', '40'], 3: ['50'] };

const test = storyTest<OrdersDriver>({
  phone: {
    ...PHONE,
    link: (page, to) => page.getByTestId(`link-${to}`),
    linksShown: (page) => expect(page.getByTestId('trade-links')).toBeVisible(),
    item: (page, kind) => page.getByTestId(`${kind}-card`),
    expectTabStatuses: async (page, orderStatus) => {
      const statuses = page.getByTestId('order-card-status');
      await expect(statuses.first()).toBeVisible();
      // The previous tab's cards may still be on screen for a moment while this tab's list loads: wait for this tab's.
      await expect
        .poll(async () => (await statuses.allTextContents()).every((text) => (PHONE_TABS[orderStatus] as readonly string[]).includes(text)))
        .toBe(true);
    },
    expectConfirmedPreOrders: async (page) => {
      for (const text of await page.getByTestId('pre-order-card-status').allTextContents()) expect(text).toBe('已确认');
    },
    openFirst: (page, kind) => page.getByTestId(`${kind}-card`).first().click(),
    showContract: (page) => page.getByTestId('contract-toggle').click(),
    openOwnPreOrder: async (page) => {
      await page.goto('/myxg/myPreOrderList');
      await expect(page.getByTestId('pre-order-card')).toHaveCount(1);
      await page.getByTestId('pre-order-card').click();
    },
    cancelReason: (page) => page.getByPlaceholder('请输入取消原因（2–200 个字）'),
    cancelOk: (page) => page.getByText('确定取消'),
    expectNoBuyOrders: (page) => expect(page.getByTestId('order-list-empty')).toContainText('暂无数据'),
    detailError: (page, kind) => page.getByTestId(`${kind}-detail-error`),
  },
  desktop: {
    ...DESKTOP,
    link: (page, to) => page.getByTestId('user-menu').getByRole('link', { name: MENU[to] }),
    item: (page, kind) => page.getByTestId(`${kind}-row`),
    expectTabStatuses: async (page, orderStatus) => {
      const rows = page.getByTestId('order-row');
      await expect(rows.first()).toBeVisible();
      // The previous tab's rows stay on screen until the new tab's page arrives.
      await expect
        .poll(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status') ?? ''))).every((s) => DESKTOP_TABS[orderStatus]!.includes(s)))
        .toBe(true);
    },
    expectConfirmedPreOrders: (page) => expect(page.getByTestId('pre-order-row').first()).toHaveAttribute('data-status', '20'),
    openFirst: async (page, kind, awaitingPayment) => {
      if (awaitingPayment) await expect(page.getByTestId(`${kind}-row`).first()).toHaveAttribute('data-status', '5');
      await page.getByTestId(`${kind}-row`).first().getByRole('button', { name: '详情' }).click();
    },
    printHides: (page) => page.getByTestId('user-menu'),
    openOwnPreOrder: (page, id) => page.goto(`/pc/preOrderDetail/${id}`).then(() => undefined),
    cancelReason: (page) => page.getByTestId('cancel-reason'),
    cancelOk: (page) => page.getByRole('button', { name: '确定取消' }),
    expectNoBuyOrders: (page) => expect(page.getByText('暂无购买订单')).toBeVisible(),
    detailError: (page) => page.getByTestId('trade-detail-error'),
  },
});

test('购买订单 from the user centre: each tab shows its seeded orders, 待付款 offers 去支付', async ({ page, request, device }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG, device.platform));
  await page.goto(device.url('/user'));
  await device.link(page, 'buy-orders').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/myxg/myBuyOrderList')}\\?orderStatus=4$`));
  await expect(device.item(page, 'order').first()).toBeVisible();
  await shot(page, testInfo, 'orders-buy-all');

  for (const tab of ORDER_TABS.filter((t) => t.orderStatus !== 4)) {
    await device.tab(page, 'order-tabs', tab.title).click();
    await expect(page).toHaveURL(new RegExp(`orderStatus=${tab.orderStatus}$`));
    await device.expectTabStatuses(page, tab.orderStatus);
    await shot(page, testInfo, `orders-buy-tab-${tab.orderStatus}`);
  }

  await device.tab(page, 'order-tabs', '待付款').click();
  await device.openFirst(page, 'order', true);
  await expect(page).toHaveURL(new RegExp(`${device.url('/myxg/myBuyOrderDetail')}\\?id=\\d+`));
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('next-step')).toContainText('由「买方」处理');
  await expect(page.getByTestId('order-pay')).toBeVisible();
  await shot(page, testInfo, 'order-detail-awaiting-payment');
});

test('销售订单: the seller sees the orders he sold, without 去支付', async ({ page, request, device }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, LIUYANG, device.platform));
  await page.goto(device.url('/user'));
  await device.link(page, 'sale-orders').click();
  await expect(page).toHaveURL(new RegExp(device.url('/myxg/mySaleOrderList')));
  await expect(device.item(page, 'order').first()).toBeVisible();
  await expect(device.item(page, 'order').first()).toContainText('我是卖家');
  await shot(page, testInfo, 'orders-sale');
  await device.tab(page, 'order-tabs', '待付款').click();
  await device.openFirst(page, 'order', true);
  await expect(page.getByTestId('order-side')).toHaveText('我是卖家');
  await expect(page.getByTestId('next-step')).toBeVisible();
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('an order in full: history and the contract, printable alone', async ({ page, request, device }, testInfo) => {
  const wang = await loginAs(request, WANGQIANG, device.platform);
  const done = (await ordersOf(request, wang.token, 'myBuyOrderList', 3))[0]!;
  await startLoggedIn(page, wang);
  await page.goto(device.url(`/myxg/myDetails?id=${done.id}&source=order`));
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  expect(await page.getByTestId('order-event').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('order-history')).toContainText('待确认合同 → 待付款');
  await device.showContract?.(page);
  const contract = page.getByTestId('contract-view');
  await expect(contract).toContainText(done.contractNo);
  await expect(contract).toContainText('甲方（买方）');
  await expect(page.getByTestId('contract-confirmed')).not.toHaveText('待卖方商务确认（未生效）');
  await shot(page, testInfo, 'order-detail-contract');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('order-history')).toBeHidden();
  if (device.printHides) await expect(device.printHides(page)).toBeHidden();
  await expect(contract).toBeVisible();
  await shot(page, testInfo, 'order-contract-print');
  await page.emulateMedia({ media: 'screen' });
});

test('全部订单, 我的意向单 and 我是买家 from the user centre', async ({ page, request, device }, testInfo) => {
  await startLoggedIn(page, await loginAs(request, WANGQIANG, device.platform));
  await page.goto(device.url('/user'));
  await device.linksShown?.(page);
  await shot(page, testInfo, 'user-centre-trade-links');
  await device.link(page, 'all-orders').click();
  await expect(page).toHaveURL(new RegExp(device.url('/myorder')));
  await expect(device.item(page, 'order').first()).toBeVisible();
  await shot(page, testInfo, 'orders-all');
  await page.goto(device.url('/user'));
  await device.link(page, 'my-intentions').click();
  await expect(page).toHaveURL(new RegExp(device.url('/myxg/myOrderIntention')));
  await expect(device.item(page, 'pre-order').first()).toBeVisible();
  await device.tab(page, 'pre-order-filters', '已确认').click();
  await expect(page).toHaveURL(/status=20/);
  await device.expectConfirmedPreOrders(page);
  await shot(page, testInfo, 'pre-orders-confirmed');
  await page.goto(device.url('/user'));
  await device.link(page, 'my-pre-orders').click();
  await expect(page).toHaveURL(new RegExp(device.url('/myxg/myPreOrderList')));
  await expect(device.item(page, 'pre-order').first()).toContainText('我是买家');
  await shot(page, testInfo, 'pre-orders-buyer');
});

test('an intention order shows its revisions to its parties', async ({ page, request, device }, testInfo) => {
  const { seller, quote } = await freshQuoteWithRevision(request, device.platform);
  await startLoggedIn(page, seller);
  await page.goto(device.url('/myxg/myOrderIntention'));
  await device.openFirst(page, 'pre-order');
  await expect(page).toHaveURL(new RegExp(`${device.url(`/preOrderDetail/${quote.id}`)}$`));
  const revision = page.getByTestId('pre-order-revision');
  await expect(revision).toContainText('单价：¥15.00 → ¥14.20');
  await expect(revision).toContainText('按市场价调整');
  await expect(page.getByTestId('next-step')).toContainText('等待谈判人确认意向单');
  await shot(page, testInfo, 'pre-order-detail-revisions');
});

test('a buyer cancels his own intention order; another user is refused it and any order', async ({ page, browser, request, device }, testInfo) => {
  const { user, preOrder } = await freshBuyerWithPreOrder(request, device.platform);
  await startLoggedIn(page, user);
  await device.openOwnPreOrder(page, preOrder.id);
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await shot(page, testInfo, 'pre-order-detail-awaiting');
  await page.getByTestId('pre-order-cancel').click();
  await device.cancelReason(page).fill('计划有变，暂不采购');
  await shot(page, testInfo, 'pre-order-cancel-dialog');
  await device.cancelOk(page).click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
  await expect(page.getByTestId('next-step')).toContainText('计划有变，暂不采购');
  await expect(page.getByTestId('pre-order-cancel')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await shot(page, testInfo, 'pre-order-detail-cancelled');
  // He has no order yet: 购买订单 says so.
  await page.goto(device.url('/myxg/myBuyOrderList?orderStatus=4'));
  await device.expectNoBuyOrders(page);
  await shot(page, testInfo, 'orders-buy-empty');

  const wang = await loginAs(request, WANGQIANG, device.platform);
  const someOrder = (await ordersOf(request, wang.token, 'myBuyOrderList'))[0]!;
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL });
  const other = await context.newPage();
  await startLoggedIn(other, await device.login(request, freshMobile()));
  await other.goto(device.url(`/preOrderDetail/${preOrder.id}`));
  await expect(device.detailError(other, 'pre-order')).toBeVisible();
  await expect(other.getByTestId('pre-order-detail-view')).toHaveCount(0);
  await shot(other, testInfo, 'pre-order-detail-refused');
  await other.goto(device.url(`/myxg/myDetails?id=${someOrder.id}&source=order`));
  await expect(device.detailError(other, 'order')).toBeVisible();
  await expect(other.getByTestId('order-detail-view')).toHaveCount(0);
  await expect(other.getByText(someOrder.orderNo)).toHaveCount(0);
  await shot(other, testInfo, 'order-detail-refused');
  await context.close();
});
