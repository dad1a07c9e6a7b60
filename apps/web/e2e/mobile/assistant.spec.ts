import { expect, test } from '@playwright/test';

/**
 * The AI assistant's guard on the phone (issue 13): a visitor is sent to /login with the way back. The assistant's
 * stories run on both apps: shared/assistant.spec.ts.
 */

test('a visitor opening /myAi goes to /login with the way back', async ({ page }) => {
  await page.goto('/myAi');
  await expect(page).toHaveURL(/\/login\?backUrl=%2FmyAi$/);
});
