import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { shot } from '../support';

/**
 * Identity on the phone and the desktop: the follow page logged out invites to log in (the desktop) or to apply
 * (the phone), and its button asks to log in first. What only one app has (the phone's /login page and user
 * centre, the desktop's login dialog, QR login and sidebar) stays in mobile/ and desktop/identity.spec.ts.
 */
type IdentityDriver = Device & {
  /** What the logged-out follow page says. */
  followInvite: (page: Page) => Promise<void>;
  /** Its button. */
  followButton: (page: Page) => Locator;
  /** Where the button leads: the login page (phone) or the login dialog (desktop). */
  expectAskedToLogIn: (page: Page) => Promise<void>;
};

const test = storyTest<IdentityDriver>({
  phone: {
    ...PHONE,
    followInvite: async (page) => {
      await expect(page.getByText('你不是谈判人，申请成为谈判人', { exact: true })).toBeVisible();
      await expect(page.getByText('然后一个申请表单')).toHaveCount(0);
    },
    followButton: (page) => page.getByTestId('apply-button'),
    expectAskedToLogIn: (page) => expect(page).toHaveURL('/login?backUrl=%2Ffollow'),
  },
  desktop: {
    ...DESKTOP,
    followInvite: async (page) => {
      await expect(page.getByText('请先登录！')).toBeVisible();
      await expect(page.getByRole('heading', { name: '谈判人跟单' })).toBeVisible();
    },
    followButton: (page) => page.getByTestId('follow-page').getByRole('button', { name: '登录/注册' }),
    expectAskedToLogIn: (page) => expect(page.getByTestId('login-dialog')).toBeVisible(),
  },
});

test('logged out, the follow page invites and its button logs in first', async ({ page, device }, testInfo) => {
  await page.goto(device.url('/follow'));
  await device.followInvite(page);
  await shot(page, testInfo, 'follow-logged-out');
  await device.followButton(page).click();
  await device.expectAskedToLogIn(page);
});
