import { expect, test } from '@playwright/test';
import { apiLogin, freshMobile, shot, startLoggedIn } from '../support';
import { deliveryDateFor, seededGoods } from '../trade-buy-support';

/**
 * Buying on the desktop (issue 10), against the real server, each test with a fresh user: buy now from the product
 * page's panel, and the login dialog when logged out. The cart and 我要报价 run on both apps: shared/trade-buy.spec.ts.
 */

test('buy now from the product panel → /pc/buy → /pc/preOrderSuccess', async ({ page, request }, testInfo) => {
  const [goods] = await seededGoods(request, 1, 1);
  const user = await apiLogin(request, freshMobile(), 'PC');
  await startLoggedIn(page, user);
  await page.goto(`/pc/prodetail/${goods!.goodsId}`);
  const panel = page.getByTestId('goods-buy-panel');
  await expect(panel).toBeVisible();
  const moq = Math.max(1, goods!.moq);
  await expect(panel.getByTestId('panel-stepper').locator('input')).toHaveValue(String(moq));
  await panel.getByTestId('panel-stepper').getByTestId('stepper-plus').click();
  await shot(page, testInfo, 'prodetail-actions');
  await panel.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`/pc/buy\\?goodsId=${goods!.goodsId}&quantity=${moq + 1}$`));
  await expect(page.getByTestId('buy-stepper').locator('input')).toHaveValue(String(moq + 1));
  // 交货日期 starts at the listing's lead time (else a week), yyyy-MM-dd
  await expect(page.getByTestId('field-deliveryDate').locator('input')).toHaveValue(deliveryDateFor(goods!.leadTime));
  await shot(page, testInfo, 'buy');
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/pc\/preOrderSuccess\?ids=\d+$/);
  await expect(page.getByTestId('success-order')).toContainText(goods!.goodsModel);
  await shot(page, testInfo, 'pre-order-success');
});

test('logged out: 立即购买 opens the login dialog with a backUrl; /pc/cart needs a login', async ({ page, request }) => {
  const [goods] = await seededGoods(request, 1, 1);
  await page.goto(`/pc/prodetail/${goods!.goodsId}`);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(/backUrl=%2Fpc%2Fbuy/);
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await page.goto('/pc/cart');
  await expect(page.getByTestId('need-login')).toBeVisible();
});
