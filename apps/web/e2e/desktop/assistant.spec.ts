import { expect, test } from '@playwright/test';

/**
 * The AI assistant's guard on the desktop (issue 13): a visitor stays on /pc/myAi, told 需要先登录 with the login
 * dialog open. The assistant's stories run on both apps: shared/assistant.spec.ts.
 */

test('a visitor opening /pc/myAi stays on it: 需要先登录 and the login dialog', async ({ page }) => {
  await page.goto('/pc/myAi');
  await expect(page).toHaveURL(/\/pc\/myAi\?backUrl=%2Fpc%2FmyAi$/);
  await expect(page.getByTestId('need-login')).toBeVisible();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});
