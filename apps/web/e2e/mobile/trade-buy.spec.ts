import { expect, test } from '@playwright/test';
import { freshMobile, phoneApiLogin, shot, startLoggedIn } from '../support';
import { deliveryDateFor, priceText, seededGoods } from '../trade-buy-support';

/**
 * Buying on the phone (issue 10), against the real server, each test with a fresh user: buy now from the product
 * page, and 请先登录 when logged out. The cart and 我要报价 run on both apps: shared/trade-buy.spec.ts.
 */

test('buy now from the product page: action bar on the first screen, /buy validation, /preOrderSuccess', async ({ page, request }, testInfo) => {
  const [goods] = await seededGoods(request, 1, 1);
  const user = await phoneApiLogin(request, freshMobile());
  await startLoggedIn(page, user);
  await page.goto(`/prodetail/${goods!.goodsId}`);
  const bar = page.getByTestId('goods-action-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('detail-price')).toBeInViewport();
  await expect(page.getByText('库存数量 (片)')).toBeInViewport();
  await expect(page.getByTestId('contact-mediated')).toBeAttached();
  await expect(bar.getByTestId('consult')).toHaveAttribute('href', /^tel:/);
  await shot(page, testInfo, 'prodetail-actions');

  await bar.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`/buy\\?goodsId=${goods!.goodsId}&quantity=${Math.max(1, goods!.moq)}$`));
  await expect(page.getByTestId('buy-goods')).toContainText(goods!.goodsModel);
  const stepper = page.getByTestId('buy-stepper');
  const moq = Math.max(1, goods!.moq);
  await expect(stepper.locator('input')).toHaveValue(String(moq));
  // − does nothing at the MOQ; + adds one
  await stepper.getByTestId('stepper-minus').click();
  await expect(stepper.locator('input')).toHaveValue(String(moq));
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(moq + 1));
  await expect(page.getByTestId('buy-amount')).toHaveText(priceText(goods!.priceMin! * (moq + 1), goods!.priceUnit));

  // 交货日期 starts at the listing's lead time (else a week), yyyy-MM-dd
  await expect(page.getByTestId('delivery-date')).toHaveText(deliveryDateFor(goods!.leadTime));
  await shot(page, testInfo, 'buy');
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/preOrderSuccess\?ids=\d+$/);
  await expect(page.getByTestId('success-order')).toContainText(goods!.goodsModel);
  await shot(page, testInfo, 'pre-order-success');
  await page.getByTestId('success-home').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('logged out: the buttons say 请先登录 and lead to /login; /cart asks to log in', async ({ page, request }) => {
  const [goods] = await seededGoods(request, 1, 1);
  await page.goto(`/prodetail/${goods!.goodsId}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('请先登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?backUrl=/);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-login')).toContainText('请先登录');
  await page.goto(`/buy?goodsId=${goods!.goodsId}`);
  await expect(page).toHaveURL(/\/login\?backUrl=%2Fbuy/);
});
