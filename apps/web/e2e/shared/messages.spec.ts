import { expect, type Locator, type Page } from '@playwright/test';
import type { MessageRow, UnreadCounts } from '@mts/shared/schemas';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshOrder, fundWallet, OPERATOR, pay, PAY_PASSWORD, setPayPassword } from '../money-support';
import { call, shot, startLoggedIn } from '../support';
import { loginAs } from '../trade-staff';

/**
 * 消息中心 (issue 26) on the phone and the desktop, against the real server: the buyer pays, and the seller's unread
 * badge counts up while his page stays open (the websocket's message.new, no reload); the message opens the order.
 * An operator's important announcement shows as a banner on the home until read.
 */
type MessageDriver = Device & {
  /** Where the seller watches his badge: 我的 (its tab bar) on the phone, any desktop page (its header). */
  badgePage: string;
  /** The unread count as the badge shows it (0 when no badge). */
  badgeCount: (page: Page) => Promise<number>;
  /** From the badge into the inbox. */
  openInbox: (page: Page) => Promise<void>;
  home: string;
};

const number = async (badge: Locator) => ((await badge.count()) === 0 ? 0 : Number((await badge.first().textContent())?.replace('+', '') ?? 0));

const test = storyTest<MessageDriver>({
  phone: {
    ...PHONE,
    badgePage: '/user',
    badgeCount: (page) => number(page.getByTestId('tab-unread')),
    openInbox: async (page) => {
      await expect(page.getByTestId('user-unread')).toBeVisible();
      await page.getByTestId('link-messages').click();
    },
    home: '/',
  },
  desktop: {
    ...DESKTOP,
    badgePage: '/pc/user',
    badgeCount: async (page) => Number((await page.getByTestId('header-messages').getAttribute('data-count')) ?? 0),
    openInbox: (page) => page.getByTestId('header-messages').click(),
    home: '/pc/home',
  },
});

test('a payment by the buyer makes the seller’s badge count up live; the message opens the order', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request, '待付款');
  const seller = await loginAs(request, order.sellerMobile, device.platform);
  // Everything the seller had is read first: the badge then shows only what arrives (parallel tests may add more).
  const cleared = await call<{ updated: number; unread: UnreadCounts }>(request, 'POST', '/message/readAll', seller.token, {});
  expect(cleared.code, cleared.msg).toBe(200);

  let unreadFetches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/message/unread')) unreadFetches += 1;
  });
  await startLoggedIn(page, seller);
  await page.goto(device.badgePage);
  await expect.poll(() => unreadFetches).toBeGreaterThan(0);
  // The websocket is up once the app has refetched on connect (or a short while has passed).
  await page.waitForTimeout(1500);
  const before = await device.badgeCount(page);
  const fetchesBefore = unreadFetches;

  // The buyer pays from his wallet (through the API): the seller's page is not touched.
  await fundWallet(request, order.buyer.token, order.amount, order.priceUnit);
  await setPayPassword(request, order.buyer);
  const paid = await pay(request, '/order/pay', order.buyer.token, { orderId: order.orderId, payPassword: PAY_PASSWORD });
  expect(paid.code, paid.msg).toBe(200);

  await expect.poll(() => device.badgeCount(page), { message: 'the badge counts up without a reload' }).toBeGreaterThan(before);
  expect(unreadFetches, 'the count came with the push, not a refetch').toBe(fetchesBefore);
  await shot(page, testInfo, 'messages-badge');

  // The seller's 买家已付款 message of this order.
  const list = await call<never>(request, 'GET', '/message/list?tab=10&pageSize=50', seller.token);
  const rows = (list as unknown as { rows: MessageRow[] }).rows;
  const message = rows.find((m) => m.kind === 'orderPaid' && m.refId === order.orderId);
  expect(message, 'the orderPaid message').toBeTruthy();
  expect(message!.text).toContain('已付款，请发货');

  await device.openInbox(page);
  const row = page.locator(`[data-testid="message-row"][data-id="${message!.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('inbox-tab-unread-trade')).toBeVisible();
  await shot(page, testInfo, 'messages-inbox');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/myxg/mySaleOrderDetail')}\\?id=${order.orderId}$`));
  await expect(page.getByTestId('order-detail-view')).toBeVisible();

  // It was marked read.
  const after = await call<never>(request, 'GET', '/message/list?tab=10&pageSize=50', seller.token);
  expect((after as unknown as { rows: MessageRow[] }).rows.find((m) => m.id === message!.id)?.read).toBe(true);
});

test('an important announcement shows as a banner on the home until read', async ({ page, request, device }, testInfo) => {
  const operator = await loginAs(request, OPERATOR, device.platform);
  const title = `${device.name === 'phone' ? '手机' : '电脑'}端公告 ${Date.now() % 100000}`;
  // Plain text: a script tag is stored and shown as text, never run.
  const body = '本周六 02:00–04:00 系统维护，期间暂停放款。<script>window.__pwned = 1</script>';
  const created = await call<{ id: number }>(request, 'POST', '/admin/announcement/create', operator.token, { title, body, audience: 'operator', important: true });
  expect(created.code, created.msg).toBe(200);

  await startLoggedIn(page, operator);
  await page.goto(device.home);
  const banner = page.getByTestId('announcement-banner').filter({ hasText: title });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('<script>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await shot(page, testInfo, 'messages-banner');

  await banner.getByTestId('announcement-read').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('site-header').or(page.getByTestId('tab-bar')).first()).toBeVisible();
  await expect(page.getByTestId('announcement-banner').filter({ hasText: title })).toHaveCount(0);
});

test('消息设置: a kind’s SMS switch and the quiet hours are saved', async ({ page, request, device }, testInfo) => {
  const user = await device.login(request, `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await startLoggedIn(page, user);
  await page.goto(device.url('/messages/settings'));
  const row = page.getByTestId('setting-orderPaid');
  await expect(row).toBeVisible();
  const sms = page.getByTestId('setting-orderPaid-sms');
  const wasOn = (await sms.getAttribute('aria-checked')) === 'true';
  await sms.click();
  await expect(sms).toHaveAttribute('aria-checked', String(!wasOn));
  if (device.name === 'phone') {
    await page.getByTestId('quiet-start').fill('23:00');
    await page.getByTestId('quiet-end').fill('07:30');
  }
  await shot(page, testInfo, 'messages-settings');
  await page.getByTestId('settings-save').click();
  await expect(device.toast(page, '消息设置已保存')).toBeVisible();

  const saved = await call<{ kinds: Record<string, { sms: boolean }>; quietStart: string; quietEnd: string }>(request, 'GET', '/message/settings', user.token);
  expect(saved.data.kinds.orderPaid?.sms).toBe(!wasOn);
  if (device.name === 'phone') expect([saved.data.quietStart, saved.data.quietEnd]).toEqual(['23:00', '07:30']);
});
