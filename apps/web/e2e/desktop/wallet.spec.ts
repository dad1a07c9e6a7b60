import { expect, test } from '@playwright/test';
import { fundWallet } from '../money-support';
import { apiLogin, freshMobile, shot, holdRequests, startLoggedIn } from '../support';

/**
 * The user centre's wallet block on the desktop (/pc/user, issue 11), with a fresh user, and the sidebar's way to the
 * wallet. The wallet page's own stories (statement, 充值, 提现) run on both apps: shared/wallet.spec.ts.
 */

test("the user centre's wallet block: a loading state, then the real ¥ and $ figures, points and coins", async ({ page, request }, testInfo) => {
  const user = await apiLogin(request, freshMobile(), 'PC');
  await fundWallet(request, user.token, 250_000, 0);
  await fundWallet(request, user.token, 99_999, 10);
  await startLoggedIn(page, user);
  const releaseBalance = await holdRequests(page, '**/user/getUserBalance');
  await page.goto('/pc/user');
  const summary = page.getByTestId('wallet-summary');
  await expect(summary.locator('.ant-skeleton').first()).toBeVisible();
  releaseBalance();
  await expect(page.getByTestId('summary-total')).toContainText('¥2,500.00');
  await expect(page.getByTestId('summary-total')).toContainText('$999.99');
  await expect(page.getByTestId('summary-withdrawable')).toContainText('¥2,500.00');
  await expect(page.getByTestId('summary-frozen')).toContainText('¥0.00');
  await expect(page.getByTestId('summary-jf')).toContainText('1000');
  await expect(page.getByTestId('summary-jb')).toContainText('1000');
  await shot(page, testInfo, 'user-centre-wallet');
  await summary.getByRole('link', { name: '查看明细' }).click();
  await expect(page).toHaveURL('/pc/my/myBalance');
  await expect(page.getByTestId('wallet-account-10')).toContainText('$999.99');
  // The sidebar's 资金 → 我的钱包 leads there too.
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '我的钱包' }).click();
  await expect(page).toHaveURL('/pc/my/myBalance');
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥2,500.00');
});
