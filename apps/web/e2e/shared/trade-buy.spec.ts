import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshMobile, pickAntdOption, shot, startLoggedIn, verifyRealName } from '../support';
import { addToCart, cartLineIds, deliveryDateFor, pickDesktopDate, priceText, seededGoods } from '../trade-buy-support';

/**
 * Buying (issue 10) on the phone and the desktop, against the real server, each test with a fresh user: the cart's
 * rules one by one with checkout to the success page, and 我要报价 on a 求购. Buying now from the product page and the
 * logged-out guard differ per app: mobile/ and desktop/trade-buy.spec.ts.
 */
type BuyDriver = Device & {
  /** The user centre's 我的交易 → 购物车. */
  cartLink: (page: Page) => Locator;
  /** A cart line's checkbox and whether it is ticked. */
  check: (line: Locator) => Locator;
  expectChecked: (check: Locator, checked: boolean) => Promise<void>;
  expectCount: (page: Page, count: number) => Promise<void>;
  /** Where 去逛逛 of the empty cart leads. */
  home: RegExp;
  /** A 求购's page with its 我要报价. */
  demandPage: (goodsId: number) => string;
  /** A price the quote form refuses. */
  badPrice: string;
  expectFieldError: (page: Page, field: string, text: string) => Promise<void>;
  pickCondition: (page: Page, label: string) => Promise<void>;
  /** The 交货日期 field as shown (the phone's picker button, the desktop's DatePicker input). */
  dateField: (page: Page) => Locator;
  /** Picks 交货日期 `date` in the app's picker (the phone confirms the date its picker opens on). */
  pickDate: (page: Page, date: string) => Promise<void>;
  /** Whether pickDate can choose another day than the one shown. */
  picksAnyDay: boolean;
};

const test = storyTest<BuyDriver>({
  phone: {
    ...PHONE,
    cartLink: (page) => page.getByTestId('link-cart'),
    check: (line) => line.getByTestId('line-check'),
    expectChecked: (check, checked) => (checked ? expect(check).toHaveClass(/adm-checkbox-checked/) : expect(check).not.toHaveClass(/adm-checkbox-checked/)),
    expectCount: (page, count) => expect(page.getByTestId('cart-count')).toContainText(String(count)),
    home: /\/$/,
    demandPage: (goodsId) => `/prodetail/${goodsId}`,
    badPrice: '',
    expectFieldError: (page, field, text) => expect(page.getByTestId(`field-${field}`).getByTestId('field-error')).toHaveText(text),
    pickCondition: (page, label) => page.getByTestId('field-condition').getByText(label, { exact: true }).click(),
    dateField: (page) => page.getByTestId('delivery-date'),
    picksAnyDay: false,
    // antd-mobile's picker opens on the field's date and 确定 keeps it (its wheel does not turn under Playwright's
    // mouse or CDP touches, so the phone confirms the date it shows)
    pickDate: async (page) => {
      await page.getByTestId('delivery-date').click();
      await expect(page.locator('.adm-picker-view-column')).toHaveCount(3);
      await page.locator('.adm-picker-header-button').filter({ hasText: '确定' }).click();
    },
  },
  desktop: {
    ...DESKTOP,
    cartLink: (page) => page.getByTestId('user-menu').getByRole('link', { name: '购物车' }),
    check: (line) => line.getByRole('checkbox'),
    expectChecked: (check, checked) => (checked ? expect(check).toBeChecked() : expect(check).not.toBeChecked()),
    expectCount: (page, count) => expect(page.getByTestId('cart-count')).toHaveText(`共 ${count} 件商品`),
    home: /\/pc(\/home)?$/,
    demandPage: (goodsId) => `/pc/goods/detail?id=${goodsId}`,
    badPrice: 'abc',
    expectFieldError: (page, field, text) => expect(page.getByTestId(`field-${field}`)).toContainText(text),
    pickCondition: (page, label) => pickAntdOption(page, page.getByTestId('field-condition').locator('.ant-select'), label),
    dateField: (page) => page.getByTestId('field-deliveryDate').locator('input'),
    picksAnyDay: true,
    pickDate: pickDesktopDate,
  },
});

const line = (page: Page) => page.getByTestId('cart-line');

test('cart: checked on load, total, 编辑/删除, leave edit, stepper, 结算 → pay → the success page', async ({ page, request, device }, testInfo) => {
  const [yuan, other] = await seededGoods(request, 1, 2, 0);
  const [dollar] = await seededGoods(request, 1, 1, 10);
  const user = await device.login(request, freshMobile());
  const q = (g: { moq: number }) => Math.max(1, g.moq);
  await addToCart(request, user.token, yuan!.goodsId, q(yuan!), device.platform);
  await addToCart(request, user.token, dollar!.goodsId, q(dollar!), device.platform);
  await addToCart(request, user.token, other!.goodsId, q(other!), device.platform);
  await startLoggedIn(page, user);
  // reached by clicking: the user centre's 我的交易 → 购物车
  await page.goto(device.url('/user'));
  await device.cartLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/cart')}$`));
  const checkOf = (index: number) => device.check(line(page).nth(index));

  // newest first: other, dollar, yuan — all checked, count, total per currency
  await expect(line(page)).toHaveCount(3);
  await device.expectCount(page, 3);
  for (let i = 0; i < 3; i += 1) await device.expectChecked(checkOf(i), true);
  await device.expectChecked(page.getByTestId('check-all'), true);
  const yuanTotal = yuan!.priceMin! * q(yuan!) + other!.priceMin! * q(other!);
  await expect(page.getByTestId('cart-total')).toHaveText(`${priceText(yuanTotal, 0)} + ${priceText(dollar!.priceMin! * q(dollar!), 10)}`);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(3)');
  await shot(page, testInfo, 'cart');

  // one off: the total and 结算(n) follow, select-all is off
  await checkOf(1).click();
  await device.expectChecked(checkOf(1), false);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');
  await expect(page.getByTestId('cart-total')).toHaveText(priceText(yuanTotal, 0));
  await device.expectChecked(page.getByTestId('check-all'), false);

  // 编辑: all unchecked, the button is 删除; 删除 without a selection does nothing but say so
  await page.getByTestId('cart-edit').click();
  await expect(page.getByTestId('cart-edit')).toHaveText(device.buttonText('完成'));
  await expect(page.getByTestId('cart-action')).toHaveText(device.buttonText('删除'));
  for (let i = 0; i < 3; i += 1) await device.expectChecked(checkOf(i), false);
  await shot(page, testInfo, 'cart-edit');
  await page.getByTestId('cart-action').click();
  await expect(page.getByText('请选择要操作的商品')).toBeVisible();
  await expect(line(page)).toHaveCount(3);

  // select the first line and delete it: gone, edit mode ended, the rest checked
  await checkOf(0).click();
  await page.getByTestId('cart-action').click();
  await expect(line(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-edit')).toHaveText(device.buttonText('编辑'));
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');
  expect(await cartLineIds(request, user.token)).toHaveLength(2);

  // entering and leaving edit mode checks all again
  await checkOf(0).click();
  await expect(page.getByTestId('cart-action')).toHaveText('结算(1)');
  await page.getByTestId('cart-edit').click();
  await page.getByTestId('cart-edit').click();
  await device.expectChecked(checkOf(0), true);
  await device.expectChecked(checkOf(1), true);
  await expect(page.getByTestId('cart-action')).toHaveText('结算(2)');

  // stepper (the dollar line now first): + adds one (saved by the server), − takes it back
  const stepper = line(page).nth(0).getByTestId('line-stepper');
  const start = q(dollar!);
  await expect(stepper.locator('input')).toHaveValue(String(start));
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(start + 1));
  await stepper.getByTestId('stepper-minus').click();
  await expect(stepper.locator('input')).toHaveValue(String(start));
  // a typed value that is not a number reverts
  await stepper.locator('input').fill('abc');
  await stepper.locator('input').blur();
  await expect(stepper.locator('input')).toHaveValue(String(start));

  // 结算 → pay: one intention order per goods → the success page; the lines leave the cart
  await page.getByTestId('cart-action').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/pay')}\\?mode=cart&cartIds=\\d+,\\d+$`));
  await expect(page.getByTestId('pay-line')).toHaveCount(2);
  await expect(page.getByTestId('pay-note')).toContainText('共 2 张');
  await shot(page, testInfo, 'pay');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/preOrderSuccess')}\\?ids=\\d+,\\d+$`));
  await expect(page.getByTestId('success-order')).toHaveCount(2);
  await expect(page.getByTestId('success-order').first()).toContainText(/YX\d{14}/);
  await expect(page.getByTestId('success-order').nth(1)).toContainText(/YX\d{14}/);
  await expect(page.getByText('接下来')).toBeVisible();
  await shot(page, testInfo, 'pre-order-success-cart');
  expect(await cartLineIds(request, user.token)).toHaveLength(0);

  await page.goto(device.url('/cart'));
  await expect(page.getByTestId('cart-empty')).toContainText('您的购物车是空的');
  await page.getByRole('button', { name: device.buttonText('去逛逛') }).click();
  await expect(page).toHaveURL(device.home);
});

test('我要报价 on a 求购: the verified name as contact, price, date code, condition, delivery → the success page', async ({ page, request, device }, testInfo) => {
  const [demand] = await seededGoods(request, 2, 1);
  const mobile = freshMobile();
  await verifyRealName(request, (await device.login(request, mobile)).token, '张新民');
  const user = await device.login(request, mobile);
  await startLoggedIn(page, user);
  await page.goto(device.demandPage(demand!.goodsId));
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await page.getByTestId('quote').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/buy')}\\?goodsId=${demand!.goodsId}&mode=quote$`));
  await page.getByTestId('field-price').locator('input').fill(device.badPrice);
  await page.getByTestId('buy-submit').click();
  await device.expectFieldError(page, 'price', '请输入正确的单价（0.01–1,000,000.00）');
  await page.getByTestId('field-price').locator('input').fill('12.50');
  await page.getByTestId('field-dateCode').locator('input').fill('24+');
  await device.pickCondition(page, '原装');
  // the contact is the verified real name, not 用户xxxx; 交货日期 starts a week ahead (or the lead time), yyyy-MM-dd
  await expect(device.field(page, 'field-contactName')).toHaveValue('张新民');
  const start = deliveryDateFor(demand!.leadTime);
  const dateText = (f: Locator) => (device.name === 'phone' ? f.textContent() : f.inputValue());
  await expect.poll(() => dateText(device.dateField(page))).toBe(start);
  // picked in the app's date picker, still yyyy-MM-dd
  const other = device.picksAnyDay ? new Date(Date.parse(`${start}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10) : start;
  await device.pickDate(page, other);
  await expect.poll(() => dateText(device.dateField(page))).toBe(other);
  await shot(page, testInfo, 'quote');
  await page.getByTestId('buy-submit').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/preOrderSuccess')}\\?ids=\\d+$`));
  await expect(page.getByTestId('success-order')).toContainText(demand!.goodsModel);
});
