import { expect, test, type Page } from '@playwright/test';
import { apiLogin, freshMobile, pickAntdOption, shot, startLoggedIn } from '../support';
import { addToCart, cartLineIds, nextWeek, priceText, seededGoods } from '../trade-buy-support';

/**
 * Buying on the desktop (issue 10), against the real server, each test with a fresh user: the cart's rules one by
 * one, checkout to /pc/preOrderSuccess, buy now from the product page's panel, 我要报价, and the login dialog.
 */

const line = (page: Page) => page.getByTestId('cart-line');
const checkOf = (page: Page, index: number) => line(page).nth(index).getByRole('checkbox');

/** antd's DatePicker: type the date and confirm. */
async function pickDate(page: Page, date: string) {
  const input = page.getByTestId('field-deliveryDate').locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

test('cart: checked on load, total, 编辑/删除, leave edit, stepper, 结算 → /pc/pay → /pc/preOrderSuccess', async ({ page, request }, testInfo) => {
  const [yuan, other] = await seededGoods(request, 1, 2, 0);
  const [dollar] = await seededGoods(request, 1, 1, 10);
  const user = await apiLogin(request, freshMobile(), 'PC');
  const q = (g: { moq: number }) => Math.max(1, g.moq);
  await addToCart(request, user.token, yuan!.goodsId, q(yuan!), 'PC');
  await addToCart(request, user.token, dollar!.goodsId, q(dollar!), 'PC');
  await addToCart(request, user.token, other!.goodsId, q(other!), 'PC');
  await startLoggedIn(page, user);
  // reached by clicking: the user centre's sidebar, 我的交易 → 购物车
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '购物车' }).click();
  await expect(page).toHaveURL(/\/pc\/cart$/);

  await expect(line(page)).toHaveCount(3);
  await expect(page.getByTestId('cart-count')).toHaveText('共 3 件商品');
  for (let i = 0; i < 3; i += 1) await expect(checkOf(page, i)).toBeChecked();
  await expect(page.getByTestId('check-all')).toBeChecked();
  const yuanTotal = yuan!.priceMin! * q(yuan!) + other!.priceMin! * q(other!);
  await expect(page.getByTestId('cart-total')).toHaveText(`${priceText(yuanTotal, 0)} + ${priceText(dollar!.priceMin! * q(dollar!), 10)}`);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(3)');
  await shot(page, testInfo, 'cart');

  await checkOf(page, 1).click();
  await expect(checkOf(page, 1)).not.toBeChecked();
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');
  await expect(page.getByTestId('cart-total')).toHaveText(priceText(yuanTotal, 0));
  await expect(page.getByTestId('check-all')).not.toBeChecked();

  await page.getByTestId('cart-edit').click();
  await expect(page.getByTestId('cart-edit')).toHaveText('完 成');
  await expect(page.getByTestId('cart-action')).toHaveText('删 除');
  for (let i = 0; i < 3; i += 1) await expect(checkOf(page, i)).not.toBeChecked();
  await shot(page, testInfo, 'cart-edit');
  await page.getByTestId('cart-action').click();
  await expect(page.getByText('请选择要操作的商品')).toBeVisible();
  await expect(line(page)).toHaveCount(3);

  await checkOf(page, 0).click();
  await page.getByTestId('cart-action').click();
  await expect(line(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-edit')).toHaveText('编 辑');
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');

  await checkOf(page, 0).click();
  await expect(page.getByTestId('cart-action')).toHaveText('结算(1)');
  await page.getByTestId('cart-edit').click();
  await page.getByTestId('cart-edit').click();
  await expect(checkOf(page, 0)).toBeChecked();
  await expect(checkOf(page, 1)).toBeChecked();

  const stepper = line(page).nth(0).getByTestId('line-stepper');
  const before = Number(await stepper.locator('input').inputValue());
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(before + 1));
  await stepper.getByTestId('stepper-minus').click();
  await expect(stepper.locator('input')).toHaveValue(String(before));

  await page.getByTestId('cart-action').click();
  await expect(page).toHaveURL(/\/pc\/pay\?mode=cart&cartIds=\d+,\d+$/);
  await expect(page.getByTestId('pay-line')).toHaveCount(2);
  await shot(page, testInfo, 'pay');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/pc\/preOrderSuccess\?ids=\d+,\d+$/);
  await expect(page.getByTestId('success-order')).toHaveCount(2);
  await expect(page.getByTestId('success-order').first()).toContainText(/YX\d{14}/);
  await expect(page.getByTestId('success-order').nth(1)).toContainText(/YX\d{14}/);
  await shot(page, testInfo, 'pre-order-success-cart');
  expect(await cartLineIds(request, user.token)).toHaveLength(0);
});

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
  await page.getByTestId('buy-submit').click();
  await expect(page.getByTestId('field-deliveryDate')).toContainText('请选择正确的交货日期（yyyy-MM-dd）');
  await shot(page, testInfo, 'buy');
  await pickDate(page, nextWeek());
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/pc\/preOrderSuccess\?ids=\d+$/);
  await expect(page.getByTestId('success-order')).toContainText(goods!.goodsModel);
  await shot(page, testInfo, 'pre-order-success');
});

test('我要报价 on a 求购 → /pc/preOrderSuccess', async ({ page, request }, testInfo) => {
  const [demand] = await seededGoods(request, 2, 1);
  const user = await apiLogin(request, freshMobile(), 'PC');
  await startLoggedIn(page, user);
  await page.goto(`/pc/goods/detail?id=${demand!.goodsId}`);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('quote').click();
  await expect(page).toHaveURL(new RegExp(`/pc/buy\\?goodsId=${demand!.goodsId}&mode=quote$`));
  await page.getByTestId('field-price').locator('input').fill('abc');
  await page.getByTestId('buy-submit').click();
  await expect(page.getByTestId('field-price')).toContainText('请输入正确的单价（0.01–1,000,000.00）');
  await page.getByTestId('field-price').locator('input').fill('12.50');
  await page.getByTestId('field-dateCode').locator('input').fill('24+');
  await pickAntdOption(page, page.getByTestId('field-condition').locator('.ant-select'), '原装');
  await pickDate(page, nextWeek());
  await shot(page, testInfo, 'quote');
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(/\/pc\/preOrderSuccess\?ids=\d+$/);
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
