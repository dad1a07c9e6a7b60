import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { API, freshMobile, loginInDesktopDialog, loginOnPhonePage, startLoggedIn } from '../support';
import { seededGoods } from '../trade-buy-support';

/**
 * The product page's 采购数量 (issue 22, item 10) on both apps: the stepper's quantity goes to 加入购物车 and 立即购买,
 * and 加入购物车 while logged out logs in and comes back to add that quantity, once (a reload adds nothing).
 */
type QuantityDriver = Device & {
  /** Logs in where 加入购物车 led (the phone's /login page, the desktop's dialog). */
  loginThere: (page: Page, mobile: string) => Promise<void>;
};

const test = storyTest<QuantityDriver>({
  phone: { ...PHONE, loginThere: loginOnPhonePage },
  desktop: { ...DESKTOP, loginThere: loginInDesktopDialog },
});

async function cartQuantities(page: Page, platform: string) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mts_user_info') ?? '{}') as { token?: string }).token);
  const reply = await page.request.get(`${API}/cart/list`, { headers: { Authorization: token!, platform } });
  const body = (await reply.json()) as { data: { list: { goods_id: number; goods_num: number }[] } };
  return body.data.list.map((l) => [l.goods_id, l.goods_num]);
}

test('logged out: 加入购物车 with a quantity → login → back on the page with that quantity in the cart, once', async ({ page, request, device }) => {
  const [goods] = await seededGoods(request, 1, 1);
  const moq = Math.max(1, goods!.moq);
  await page.goto(device.url(`/prodetail/${goods!.goodsId}`));
  const stepper = page.getByTestId(device.name === 'phone' ? 'goods-stepper' : 'panel-stepper');
  await expect(stepper.locator('input')).toHaveValue(String(moq));
  await stepper.getByTestId('stepper-plus').click();
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(moq + 2));
  await page.getByTestId('add-to-cart').click();

  await device.loginThere(page, freshMobile());
  await expect(page).toHaveURL(new RegExp(`${device.url(`/prodetail/${goods!.goodsId}`)}$`));
  await expect(device.toast(page, '已加入购物车').first()).toBeVisible();
  await expect.poll(() => cartQuantities(page, device.platform)).toEqual([[goods!.goodsId, moq + 2]]);

  // a reload is not a second request
  await page.reload();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await cartQuantities(page, device.platform)).toEqual([[goods!.goodsId, moq + 2]]);
});

test('立即购买 takes the chosen quantity to the buy form', async ({ page, request, device }) => {
  const [goods] = await seededGoods(request, 1, 1);
  const moq = Math.max(1, goods!.moq);
  await startLoggedIn(page, await device.login(request, freshMobile()));
  await page.goto(device.url(`/prodetail/${goods!.goodsId}`));
  const stepper = page.getByTestId(device.name === 'phone' ? 'goods-stepper' : 'panel-stepper');
  await stepper.getByTestId('stepper-plus').click();
  await expect(stepper.locator('input')).toHaveValue(String(moq + 1));
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/buy')}\\?goodsId=${goods!.goodsId}&quantity=${moq + 1}$`));
  await expect(page.getByTestId('buy-stepper').locator('input')).toHaveValue(String(moq + 1));
});
