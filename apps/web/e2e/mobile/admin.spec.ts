import { expect, test } from '@playwright/test';
import { shot, startLoggedIn } from '../support';
import { loginAs } from '../trade-staff';
import { OPERATOR } from '../money-support';

/**
 * The operator console is desktop only (/pc/admin, issue 12): the phone app has no console route. A phone sent to
 * /pc/admin (or /admin) lands on the phone's 页面不存在 page, even as an operator, and never loads antd.
 */
test('a phone opening the console gets the not-found page, not a crash', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await startLoggedIn(page, await loginAs(page.request, OPERATOR));
  await page.goto('/pc/admin/money');
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText('页面不存在');
  await shot(page, testInfo, 'admin-phone');
  expect(scripts.filter((url) => /\/assets\/(admin-gate|console|orders-chart)-/.test(url))).toEqual([]);
});
