import { expect, test } from '@playwright/test';
import { fundWallet } from '../money-support';
import { freshMobile, phoneApiLogin, shot, holdRequests, startLoggedIn } from '../support';

/**
 * The user centre's wallet block on the phone (issue 11), with a fresh user. The wallet page's own stories (statement,
 * 充值, 提现) run on both apps: shared/wallet.spec.ts.
 */

test("the user centre's wallet block: a loading state, then the real ¥ and $ figures, points and coins", async ({ page, request }, testInfo) => {
  const user = await phoneApiLogin(request, freshMobile());
  await fundWallet(request, user.token, 250_000, 0);
  await fundWallet(request, user.token, 99_999, 10);
  await startLoggedIn(page, user);
  const releaseBalance = await holdRequests(page, '**/user/getUserBalance');
  await page.goto('/user');
  await expect(page.getByTestId('balance-total-loading')).toBeVisible();
  await expect(page.getByTestId('balance-jf-loading')).toBeVisible();
  releaseBalance();
  await expect(page.getByTestId('balance-total')).toHaveText('¥2,500.00');
  await expect(page.getByTestId('balance-total-dollar')).toHaveText('$999.99');
  await expect(page.getByTestId('balance-withdrawable')).toHaveText('¥2,500.00');
  await expect(page.getByTestId('balance-frozen')).toHaveText('¥0.00');
  await expect(page.getByTestId('balance-jf')).toHaveText('1000');
  await expect(page.getByTestId('balance-jb')).toHaveText('1000');
  await shot(page, testInfo, 'user-centre-wallet');
  await page.getByTestId('wallet-entry').click();
  await expect(page).toHaveURL('/my/myBalance');
  await expect(page.getByTestId('wallet-account-10')).toContainText('$999.99');
});
