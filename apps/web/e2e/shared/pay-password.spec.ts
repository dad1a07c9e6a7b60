import { devices, expect, type Page } from '@playwright/test';
import { formatPrice } from '@mts/shared/format';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { declareDeposit, freshOrder, fundWallet, OPERATOR } from '../money-support';
import { freshMobile, shot, smsCodeFor, startLoggedIn } from '../support';
import { loginAs } from '../trade-staff';

/**
 * Issue 22 (money and identity) on the phone and the desktop, against the real server: the 支付密码 set in 账户安全
 * and asked for by 余额支付 (a wrong one counts down), and a deposit the console rejects with a reason the user then
 * reads on his deposit record (已驳回). The console is the desktop's (/pc/admin): it opens in a desktop context.
 */
type SecurityDriver = Device & {
  /** The user centre's 账户安全 entry. */
  openSecurity: (page: Page) => Promise<void>;
};

const test = storyTest<SecurityDriver>({
  phone: {
    ...PHONE,
    openSecurity: async (page) => {
      await page.goto('/user');
      await page.getByTestId('link-security').click();
    },
  },
  desktop: {
    ...DESKTOP,
    openSecurity: async (page) => {
      await page.goto('/pc/user');
      await page.locator('.ant-menu').getByText('账户安全', { exact: true }).click();
    },
  },
});

const escape = (path: string) => path.replace(/[?]/g, '\\?');

test('set a 支付密码 in 账户安全, then 余额支付 asks for it: a wrong one counts down, the right one pays', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request);
  await fundWallet(request, order.buyer.token, order.amount, order.priceUnit);
  await startLoggedIn(page, order.buyer);

  await device.openSecurity(page);
  await expect(page).toHaveURL(new RegExp(`${device.url('/my/security')}$`));
  await expect(page.getByTestId('security-status')).toContainText('未设置支付密码');
  await expect(page.getByTestId('security-form')).toHaveAttribute('data-task', 'set');
  const since = Date.now();
  await page.getByTestId('security-send').click();
  const code = await smsCodeFor(request, order.buyer.mobile, since);
  await device.field(page, 'security-smsCode').fill(code);
  await device.field(page, 'security-password').fill('147258');
  await device.field(page, 'security-confirm').fill('147285');
  await page.getByTestId('security-submit').click();
  await expect(page.getByText('两次输入的支付密码不一致')).toBeVisible();
  await device.field(page, 'security-confirm').fill('147258');
  await shot(page, testInfo, 'security-set');
  await page.getByTestId('security-submit').click();
  await expect(page.getByText('支付密码已设置', { exact: true })).toBeVisible();
  await expect(page.getByTestId('security-status')).toContainText('已设置支付密码');
  await expect(page.getByTestId('security-form')).toHaveAttribute('data-task', 'change');

  await page.goto(device.url(`/pay?mode=order&orderId=${order.orderId}`));
  await expect(page.getByTestId('pay-available')).toHaveText(formatPrice(order.amount, order.priceUnit));
  await page.getByTestId('pay-wallet-submit').click();
  await expect(page.getByTestId('pay-factor')).toHaveAttribute('data-mode', 'password');
  await device.typePasscode(page, 'pay-factor-password', '000000');
  await device.dialogOk(page, '确认支付').click();
  await expect(page.getByTestId('pay-factor-error')).toHaveText('支付密码错误，还可尝试4次');
  await shot(page, testInfo, 'security-pay-wrong');
  await device.typePasscode(page, 'pay-factor-password', '147258');
  await device.dialogOk(page, '确认支付').click();
  await expect(page.getByText('支付成功，货款已冻结在平台担保账户')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(escape(device.url(`/myxg/myDetails?id=${order.orderId}&source=order`))));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
});

test('the console rejects a deposit with a reason; the user sees 已驳回 and why', async ({ page, request, browser, device }, testInfo) => {
  const user = await device.login(request, freshMobile());
  const deposit = await declareDeposit(request, user.token, 1_000_000);

  // The operator, in the desktop console: the slip, then 驳回 with a required reason.
  // A desktop browser whichever project runs (a test's new context otherwise takes the project's phone settings).
  const console = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, baseURL: testInfo.project.use.baseURL });
  const admin = await console.newPage();
  await startLoggedIn(admin, await loginAs(admin.request, OPERATOR, 'PC'));
  await admin.goto('/pc/admin/money');
  const row = admin.locator(`tr[data-reference="${deposit.reference}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('deposit-slip').locator('img')).toBeVisible();
  await expect(row).toContainText('¥10,000.00');
  await row.getByTestId(`deposit-reject-${deposit.id}`).click();
  await admin.getByTestId('reason-ok').click();
  await expect(admin.locator('.ant-form-item-explain-error')).toBeVisible();
  await admin.getByTestId('reason-input').fill('未查到该笔转账，请核对后重新申请');
  await admin.getByTestId('reason-ok').click();
  await expect(admin.getByText('已驳回').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await console.close();

  await startLoggedIn(page, user);
  await page.goto(device.url('/my/myBalance?tab=deposit'));
  const mine = page.getByTestId('deposit-row').first();
  await expect(mine.getByTestId('deposit-status')).toHaveText('已驳回');
  await expect(mine.getByTestId('deposit-note')).toContainText('驳回原因：未查到该笔转账，请核对后重新申请');
  await expect(mine).toContainText(deposit.reference);
  await shot(page, testInfo, 'deposit-rejected');
});
