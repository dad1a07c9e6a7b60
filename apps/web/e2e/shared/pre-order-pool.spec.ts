import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { buyFresh, freshNegotiator, goodsWithoutNegotiator } from '../pre-order-pool-support';
import { call, loginAs, shot, startLoggedIn } from '../support';
import { CHENWEI } from '../trade-staff';

/**
 * Issue 23 on the phone and the desktop, against the real server: a buyer buys goods without a negotiator; the
 * intention order appears in an open negotiators' pool without a reload (a 意向单 row), a fresh negotiator grabs it,
 * lands on 确认意向单 and confirms it, and it reaches the business followers' pool. Each test makes its own goods,
 * negotiator and buyer through the API, so the two projects never race for one row.
 */
type PoolDriver = Device & {
  /** The pool's row of the part number (the phone's card, the desktop's table row). */
  row: (page: Page, model: string) => Locator;
};

const test = storyTest<PoolDriver>({
  phone: { ...PHONE, row: (page, model) => page.getByTestId('pool-row').filter({ hasText: model }) },
  desktop: { ...DESKTOP, row: (page, model) => page.getByTestId('pool-row').filter({ hasText: model }) },
});

test('an intention order on goods without a negotiator: in the pool at once, grabbed, confirmed', async ({ page, device }, testInfo) => {
  const goods = await goodsWithoutNegotiator(page.request);
  const negotiator = await freshNegotiator(page.request, device.platform);
  await startLoggedIn(page, negotiator);
  await page.addInitScript(() => sessionStorage.setItem('hasTip', '1'));

  await page.goto(device.url('/follow/pendingFollow'));
  await expect(page.getByTestId('pool-row').first()).toBeVisible();
  await expect(device.row(page, goods.goodsModel)).toHaveCount(0);

  // The buyer buys: the row arrives in the open pool (realtime), an 意向单 with its number, price, quantity and buyer.
  const order = await buyFresh(page.request, goods.goodsId);
  const row = device.row(page, goods.goodsModel);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-kind', 'preOrder');
  await expect(row.getByTestId('pool-kind')).toHaveText('意向单');
  await expect(row).toContainText(order.orderNo);
  await expect(row).toContainText('吴采购');
  await expect(row).toContainText('$13.20');
  await expect(row).toContainText(/200/);
  await shot(page, testInfo, 'pool-pre-order-row');

  // 抢单 → 抢单成功 → his 确认意向单 page for it.
  await row.getByTestId('pool-grab').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/follow/tpr/confirmPreOrder')}\\?orderId=${order.id}&followId=\\d+$`));
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await expect(page.getByTestId('pre-order')).toContainText(order.orderNo);
  await shot(page, testInfo, 'pool-pre-order-confirm');

  await page.getByTestId('pre-order-confirm').click();
  await device.dialogOk(page, '确认').click();
  await expect(page.getByText('意向单已确认')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await shot(page, testInfo, 'pool-pre-order-confirmed');

  // It left the negotiators' pool and waits in the business followers'.
  const pool = await call<never>(page.request, 'GET', '/bizOppor/tprPendingFollowList', negotiator.token, { pageNum: '1', pageSize: '50' });
  expect((pool as unknown as { rows: { id: number; kind: string }[] }).rows.some((r) => r.kind === 'preOrder' && r.id === order.id)).toBe(false);
  const follower = await loginAs(page.request, CHENWEI);
  const swPool = await call<never>(page.request, 'GET', '/bizOppor/swPendingFollowList', follower.token, { pageNum: '1', pageSize: '50' });
  expect((swPool as unknown as { rows: { id: number }[] }).rows.map((r) => r.id)).toContain(order.id);
});
