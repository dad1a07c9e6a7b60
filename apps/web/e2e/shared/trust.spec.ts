import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshMobile, loginInDesktopDialog, loginOnPhonePage, shot } from '../support';

/**
 * Issue 22 "Trust and finish" (items 13, 14) on the phone and the desktop, on the real server: the login asks for
 * consent to 《用户协议》 and 《隐私政策》 (an unticked box blocks it; both documents are real pages), the person is
 * then named by his name (not a masked mobile, not 「20」), and the site's name and ICP record come from the one
 * configuration (GET /site/config). The desktop landing /pc searches from its header.
 */
const CONSENT = '请先阅读并同意《用户协议》和《隐私政策》';

type TrustDriver = Device & {
  /** Opens the SMS login form (the phone's /login page; the desktop's dialog on /pc, 短信登录 tab). */
  openLogin: (page: Page) => Promise<void>;
  /** The form's scope: its consent box, its links. */
  form: (page: Page) => Locator;
  /** Fills a mobile and a well-formed code and presses 登录. */
  tryLogin: (page: Page, mobile: string) => Promise<void>;
  /** Logs in for real through the form (the helper ticks the box). */
  loginThroughForm: (page: Page, mobile: string) => Promise<void>;
  /** Where the person's name shows once logged in. */
  nameShown: (page: Page) => Locator;
  /** The steps only this app has. */
  more: (page: Page, testInfo: TestInfo) => Promise<void>;
};

const test = storyTest<TrustDriver>({
  phone: {
    ...PHONE,
    openLogin: async (page) => {
      await page.goto('/login');
      await expect(page.getByTestId('sms-login-form')).toBeVisible();
    },
    form: (page) => page.getByTestId('sms-login-form'),
    tryLogin: async (page, mobile) => {
      await page.getByTestId('login-mobile').locator('input').fill(mobile);
      await page.getByTestId('login-code').locator('input').fill('1234');
      await page.getByTestId('login-submit').click();
    },
    loginThroughForm: async (page, mobile) => {
      await page.goto('/login');
      await loginOnPhonePage(page, mobile);
      await expect(page).toHaveURL(/\/user$/);
    },
    nameShown: (page) => page.getByTestId('user-name'),
    more: async (page, testInfo) => {
      // the user centre links both documents too
      await page.getByTestId('user-agreements').getByRole('link', { name: '隐私政策' }).click();
      await expect(page).toHaveURL(/\/agreement\/privacy$/);
      await expect(page.getByTestId('agreement-privacy')).toContainText('个人信息保护法');
      await shot(page, testInfo, 'agreement-privacy');
    },
  },
  desktop: {
    ...DESKTOP,
    openLogin: async (page) => {
      await page.goto('/pc');
      await page.getByTestId('login-button').click();
      const dialog = page.getByTestId('login-dialog');
      await expect(dialog).toBeVisible();
      // the QR code stays covered until the box is ticked
      await expect(dialog.getByTestId('qr-consent')).toContainText(CONSENT);
      await dialog.getByRole('tab', { name: '短信登录' }).click();
    },
    form: (page) => page.getByTestId('login-dialog'),
    tryLogin: async (page, mobile) => {
      const dialog = page.getByTestId('login-dialog');
      await dialog.getByPlaceholder('请输入手机号').fill(mobile);
      await dialog.getByPlaceholder('请输入验证码').fill('1234');
      await dialog.getByTestId('sms-login').click();
    },
    loginThroughForm: async (page, mobile) => {
      await page.goto('/pc');
      await page.getByTestId('login-button').click();
      await loginInDesktopDialog(page, mobile);
      await expect(page.getByTestId('login-dialog')).toBeHidden();
    },
    nameShown: (page) => page.getByTestId('header-name'),
    more: async (page, testInfo) => {
      // the footer: the configured name and ICP record, and both documents
      const footer = page.getByTestId('site-footer');
      await expect(footer.locator('h3')).toHaveText('MTS 存储交易平台');
      await expect(footer.getByTestId('icp-record')).toHaveText(/^\S+ICP备\S+号/);
      await expect(footer.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/pc/agreement/user');
      await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/pc/agreement/privacy');

      // the landing /pc searches from its header, and keeps its news grid
      await page.goto('/pc');
      await expect(page.locator('.pc-landing-news')).toBeVisible();
      const search = page.getByTestId('site-header').getByPlaceholder('输入型号、品牌或分类，如 K4A8G165WC');
      await expect(search).toBeVisible();
      await shot(page, testInfo, 'landing-header-search');
      await search.fill('K4A8G165');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/pc\/search\?keyword=K4A8G165$/);
    },
  },
});

test('login asks for consent to 《用户协议》 and 《隐私政策》; the person is then named by his name', async ({ page, device }, testInfo) => {
  const mobile = freshMobile();
  await device.openLogin(page);
  const form = device.form(page);
  await expect(form.getByTestId('login-consent').locator('input')).not.toBeChecked();

  // an unticked box blocks the login with a clear message
  await device.tryLogin(page, mobile);
  await expect(device.toast(page, CONSENT)).toBeVisible();
  await shot(page, testInfo, 'login-consent-required');

  // both documents are real pages, linked from the box
  await expect(form.getByTestId('consent-user')).toHaveAttribute('href', device.url('/agreement/user'));
  await expect(form.getByTestId('consent-privacy')).toHaveAttribute('href', device.url('/agreement/privacy'));
  await page.goto(device.url('/agreement/user'));
  const agreement = page.getByTestId('agreement-user');
  await expect(agreement).toContainText('MTS 用户协议');
  await expect(agreement).toContainText('担保交易');
  await expect(agreement).toContainText('验货');
  await expect(page).toHaveTitle('用户协议 - MTS 存储交易平台');
  await shot(page, testInfo, 'agreement-user');

  // with the box ticked the login goes through, and the header names the person (a new account: 用户<last 4>)
  await device.loginThroughForm(page, mobile);
  await expect(device.nameShown(page)).toHaveText(`用户${mobile.slice(7)}`);
  await expect(device.nameShown(page)).not.toContainText('****');
  await shot(page, testInfo, 'logged-in-name');

  await device.more(page, testInfo);
});
