import { expect, test, type Page } from '@playwright/test';
import { freshMobile, phoneApiLogin, shot, startLoggedIn } from '../support';
import { addToCart, cartLineIds, nextWeek, priceText, seededGoods } from '../trade-buy-support';

/**
 * Buying on the phone (issue 10), against the real server, each test with a fresh user: the cart's rules one by
 * one, checkout to /preOrderSuccess, buy now from the product page, 我要报价 on a 求购, and 请先登录 when logged out.
 */

const line = (page: Page) => page.getByTestId('cart-line');
const checkOf = (page: Page, index: number) => line(page).nth(index).getByTestId('line-check');
const checked = /adm-checkbox-checked/;

test('cart: checked on load, total, 编辑/删除, leave edit, stepper, 结算 → /pay → /preOrderSuccess', async ({ page, request }, testInfo) => {
  const [yuan] = await seededGoods(request, 1, 1, 0);
  const [dollar] = await seededGoods(request, 1, 1, 10);
  const [third] = (await seededGoods(request, 1, 3, 0)).filter((g) => g.goodsId !== yuan!.goodsId);
  const user = await phoneApiLogin(request, freshMobile());
  const q = (g: { moq: number }) => Math.max(1, g.moq);
  await addToCart(request, user.token, yuan!.goodsId, q(yuan!));
  await addToCart(request, user.token, dollar!.goodsId, q(dollar!));
  await addToCart(request, user.token, third!.goodsId, q(third!));
  await startLoggedIn(page, user);
  // reached by clicking: the user centre's 我的交易 → 购物车
  await page.goto('/user');
  await page.getByTestId('link-cart').click();
  await expect(page).toHaveURL(/\/cart$/);

  // newest first: third, dollar, yuan — all checked, count, total per currency
  await expect(line(page)).toHaveCount(3);
  await expect(page.getByTestId('cart-count')).toContainText('3');
  for (let i = 0; i < 3; i += 1) await expect(checkOf(page, i)).toHaveClass(checked);
  await expect(page.getByTestId('check-all')).toHaveClass(checked);
  const yuanTotal = yuan!.priceMin! * q(yuan!) + third!.priceMin! * q(third!);
  await expect(page.getByTestId('cart-total')).toHaveText(`${priceText(yuanTotal, 0)} + ${priceText(dollar!.priceMin! * q(dollar!), 10)}`);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(3)');
  await shot(page, testInfo, 'cart');

  // one off: the total and 结算(n) follow, select-all is off
  await checkOf(page, 1).click();
  await expect(checkOf(page, 1)).not.toHaveClass(checked);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');
  await expect(page.getByTestId('cart-total')).toHaveText(priceText(yuanTotal, 0));
  await expect(page.getByTestId('check-all')).not.toHaveClass(checked);

  // 编辑: all unchecked, the button is 删除; 删除 without a selection does nothing but say so
  await page.getByTestId('cart-edit').click();
  await expect(page.getByTestId('cart-edit')).toHaveText('完成');
  await expect(page.getByTestId('cart-action')).toHaveText('删除');
  for (let i = 0; i < 3; i += 1) await expect(checkOf(page, i)).not.toHaveClass(checked);
  await shot(page, testInfo, 'cart-edit');
  await page.getByTestId('cart-action').click();
  await expect(page.getByText('请选择要操作的商品')).toBeVisible();
  await expect(line(page)).toHaveCount(3);

  // select the first line and delete it: gone, edit mode ended, the rest checked
  await checkOf(page, 0).click();
  await page.getByTestId('cart-action').click();
  await expect(line(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-edit')).toHaveText('编辑');
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');
  expect(await cartLineIds(request, user.token)).toHaveLength(2);

  // entering and leaving edit mode checks all again
  await checkOf(page, 0).click();
  await expect(page.getByTestId('cart-action')).toHaveText('结算(1)');
  await page.getByTestId('cart-edit').click();
  await page.getByTestId('cart-edit').click();
  await expect(checkOf(page, 0)).toHaveClass(checked);
  await expect(checkOf(page, 1)).toHaveClass(checked);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');

  // stepper: + adds one (saved by the server), − takes it back; − at 1 does nothing
  const stepper = line(page).nth(0).getByTestId('line-stepper');
  const start = q(dollar!);
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(start + 1));
  await stepper.getByTestId('stepper-minus').click();
  await expect(stepper.locator('input')).toHaveValue(String(start));
  // a typed value that is not a number reverts
  await stepper.locator('input').fill('abc');
  await stepper.locator('input').blur();
  await expect(stepper.locator('input')).toHaveValue(String(start));

  // 结算 → /pay: one intention order per goods → /preOrderSuccess; the lines leave the cart
  await page.getByTestId('cart-action').click();
  await expect(page).toHaveURL(/\/pay\?mode=cart&cartIds=\d+,\d+$/);
  await expect(page.getByTestId('pay-line')).toHaveCount(2);
  await expect(page.getByTestId('pay-note')).toContainText('共 2 张');
  await shot(page, testInfo, 'pay');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/preOrderSuccess\?ids=\d+,\d+$/);
  await expect(page.getByTestId('success-order')).toHaveCount(2);
  await expect(page.getByTestId('success-order').first()).toContainText(/YX\d{14}/);
  await expect(page.getByText('接下来')).toBeVisible();
  await shot(page, testInfo, 'pre-order-success-cart');
  expect(await cartLineIds(request, user.token)).toHaveLength(0);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toContainText('您的购物车是空的');
  await page.getByRole('button', { name: '去逛逛' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('buy now from the product page: action bar on the first screen, /buy validation, /preOrderSuccess', async ({ page, request }, testInfo) => {
  const [goods] = await seededGoods(request, 1, 1);
  const user = await phoneApiLogin(request, freshMobile());
  await startLoggedIn(page, user);
  await page.goto(`/prodetail/${goods!.goodsId}`);
  const bar = page.getByTestId('goods-action-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('detail-price')).toBeInViewport();
  await expect(page.getByText('库存数量 (pcs)')).toBeInViewport();
  await expect(page.getByTestId('contact-mediated')).toBeAttached();
  await expect(bar.getByTestId('consult')).toHaveAttribute('href', /^tel:/);
  await shot(page, testInfo, 'prodetail-actions');

  await bar.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`/buy\\?goodsId=${goods!.goodsId}$`));
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

  // without a delivery date the schema's message shows by the field
  await page.getByTestId('buy-submit').click();
  await expect(page.getByTestId('field-deliveryDate').getByTestId('field-error')).toHaveText('请选择正确的交货日期（yyyy-MM-dd）');
  await shot(page, testInfo, 'buy');
  await page.getByTestId('delivery-date').fill(nextWeek());
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/preOrderSuccess\?ids=\d+$/);
  await expect(page.getByTestId('success-order')).toContainText(goods!.goodsModel);
  await shot(page, testInfo, 'pre-order-success');
  await page.getByTestId('success-home').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('我要报价 on a 求购: price, date code, condition, delivery → /preOrderSuccess', async ({ page, request }, testInfo) => {
  const [demand] = await seededGoods(request, 2, 1);
  const user = await phoneApiLogin(request, freshMobile());
  await startLoggedIn(page, user);
  await page.goto(`/prodetail/${demand!.goodsId}`);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('quote').click();
  await expect(page).toHaveURL(new RegExp(`/buy\\?goodsId=${demand!.goodsId}&mode=quote$`));
  await page.getByTestId('field-price').locator('input').fill('');
  await page.getByTestId('buy-submit').click();
  await expect(page.getByTestId('field-price').getByTestId('field-error')).toHaveText('请输入正确的单价（0.01–1,000,000.00）');
  await page.getByTestId('field-price').locator('input').fill('12.50');
  await page.getByTestId('field-dateCode').locator('input').fill('24+');
  await page.getByTestId('field-condition').getByText('原装', { exact: true }).click();
  await page.getByTestId('delivery-date').fill(nextWeek());
  await shot(page, testInfo, 'quote');
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/preOrderSuccess\?ids=\d+$/);
  await expect(page.getByTestId('success-order')).toContainText(demand!.goodsModel);
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
