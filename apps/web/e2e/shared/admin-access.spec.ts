import { expect, type Page, type TestInfo } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { apiLogin, freshMobile, shot, startLoggedIn } from '../support';
import { loginAs } from '../trade-staff';
import { OPERATOR } from '../money-support';

/**
 * The operator console (/pc/admin, issue 12) is desktop only and operators only. Whoever may not use it opens it
 * and is refused without downloading it: on the phone even an operator (the phone app has no console route: its
 * 页面不存在 page, and antd never loads), on the desktop a non-operator (403; the tiny gate loads, the console does
 * not). The console itself: desktop/admin.spec.ts.
 */
type AccessDriver = Device & {
  /** Who opens it. */
  who: (page: Page) => Promise<LoginResult>;
  /** What the page says instead of the console. */
  expectRefused: (page: Page) => Promise<void>;
  shotName: string;
  /** The scripts the page loaded: never the console's. */
  expectScripts: (scripts: string[]) => void;
  /** The steps only this app has. */
  more?: (page: Page, testInfo: TestInfo) => Promise<void>;
};

/** The console chunks (the gate is tiny and shared by everyone who opens /pc/admin; the console is not). */
const CONSOLE_CHUNK = /\/assets\/(console|orders-chart)-[^/]+\.js/;

const test = storyTest<AccessDriver>({
  phone: {
    ...PHONE,
    who: (page) => loginAs(page.request, OPERATOR),
    expectRefused: async (page) => {
      await expect(page).toHaveURL(/\/admin\/money$/);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('not-found')).toContainText('页面不存在');
    },
    shotName: 'admin-phone',
    expectScripts: (scripts) => expect(scripts.filter((url) => /\/assets\/(admin-gate|console|orders-chart)-/.test(url))).toEqual([]),
  },
  desktop: {
    ...DESKTOP,
    who: (page) => apiLogin(page.request, freshMobile(), 'PC'),
    expectRefused: async (page) => {
      await expect(page.getByTestId('admin-forbidden')).toBeVisible();
      await expect(page.getByText('无权限访问')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
    shotName: 'admin-403',
    expectScripts: (scripts) => {
      expect(scripts.some((url) => url.includes('/assets/admin-gate-')), 'the gate loads').toBe(true);
      expect(scripts.filter((url) => CONSOLE_CHUNK.test(url)), 'no console chunk').toEqual([]);
    },
    more: async (page) => {
      // his user centre has no 运营后台 link
      await page.goto('/pc/user');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByRole('link', { name: '运营后台' })).toHaveCount(0);

      // a visitor is asked to log in
      const visitor = await page.context().browser()!.newPage({ viewport: { width: 1480, height: 900 } });
      await visitor.goto(page.url().replace(/\/pc\/.*$/, '/pc/admin'));
      await expect(visitor.getByTestId('need-login')).toBeVisible();
      await visitor.close();
    },
  },
});

test('whoever may not use the console is refused and never downloads it', async ({ page, device }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await startLoggedIn(page, await device.who(page));
  await page.goto('/pc/admin/money');
  await device.expectRefused(page);
  await shot(page, testInfo, device.shotName);
  device.expectScripts(scripts);
  await device.more?.(page, testInfo);
});
