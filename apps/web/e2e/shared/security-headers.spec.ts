import { expect, test } from '@playwright/test';
import { API } from '../support';

/**
 * The pages run under the server's Content-Security-Policy (apps/server/src/plugins/security.ts): the home
 * screen of each app loads, renders and logs no CSP violation, and the headers are on pages and API replies.
 */
test('home page renders under the CSP with the security headers set', async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy/i.test(err.message)) violations.push(err.message);
  });

  const url = testInfo.project.name === 'desktop' ? '/pc/home' : '/';
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // The app has rendered (React mounted, antd styles injected, images loaded) before we look for violations.
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  const api = await page.request.get(`${API}/banner/list`);
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
});
