import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { freshOrder, fundWallet } from '../money-support';
import { apiLogin, freshMobile, shot as fullShot, holdRequests, pickAntdOption, startLoggedIn, verifyRealName } from '../support';
import { priceText } from '../trade-buy-support';
import { balanceOf, confirmDeposit, latestDeposit, latestWithdrawal, refuseWithdrawal } from '../wallet-support';

/**
 * 我的钱包 on the desktop (/pc/my/myBalance in the user centre, issue 11), against the real server, each test with a
 * fresh user (never 王强, whose wallet other tests pay from): the statement table with its filters and order links,
 * a 充值 the operator confirms, a 提现 the operator refuses, the real-name gate of 提现 and the user centre's wallet.
 * The operator's step is an API call as 孟佳.
 */

const rows = (page: Page) => page.getByTestId('statement-row');
/** A full-page shot from the top (a sticky bar would otherwise land mid-page). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, testInfo, name);
}
/** antd puts a data-testid on the input itself, or on its wrapper when the input has a prefix. */
const field = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

const pickFilter = (page: Page, which: 'kind' | 'unit', label: string) => pickAntdOption(page, page.getByTestId(`statement-${which}-filter`), label);

test('the statement and the rewards: balances per currency, every movement, filters, each linked to its order', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const order = await freshOrder(request, '已完成');
  const buyer = order.buyer;
  await fundWallet(request, buyer.token, 123_450, 0);
  const unit = order.priceUnit as 0 | 10;
  const points = Math.min(10_000, Math.max(1, Math.floor(order.amount / 10_000)));
  await startLoggedIn(page, buyer);

  const releaseBalance = await holdRequests(page, '**/user/getUserBalance');
  await page.goto('/pc/my/myBalance');
  // Loading shows skeletons, never a made-up figure.
  await expect(page.getByTestId('wallet-account-0').locator('.ant-skeleton').first()).toBeVisible();
  await expect(page.getByTestId('wallet-total-0')).toHaveCount(0);
  releaseBalance();
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥1,234.50');
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥1,234.50');
  await expect(page.getByTestId('wallet-frozen-0')).toHaveText('¥0.00');
  await expect(page.getByTestId(`wallet-frozen-${unit}`)).toHaveText(priceText(0, unit));
  await expect(page.getByTestId('wallet-jf')).toHaveText(String(1000 + points));
  await expect(page.getByTestId('wallet-jb')).toHaveText('1010');

  await expect(rows(page)).toHaveCount(4);
  await expect.poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['deposit', 'release', 'pay', 'deposit']);
  await expect(rows(page).nth(0)).toContainText('充值');
  await expect(rows(page).nth(0)).toContainText('+¥1,234.50');
  await expect(rows(page).nth(1)).toContainText('订单结算');
  await expect(rows(page).nth(1)).toContainText(`-${priceText(order.amount, unit)}`);
  const payRow = rows(page).nth(2);
  await expect(payRow).toContainText('订单付款（余额）');
  await expect(payRow).toContainText(`-${priceText(order.amount, unit)}`);
  await expect(payRow).toContainText(`+${priceText(order.amount, unit)}`);
  await expect(payRow.getByTestId('statement-order')).toHaveText(order.orderNo);
  await shot(page, testInfo, 'wallet-statement');

  await pickFilter(page, 'kind', '订单付款（余额）');
  await expect(page).toHaveURL(/kind=pay/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(order.orderNo);
  await shot(page, testInfo, 'wallet-statement-filtered');
  await rows(page).first().getByTestId('statement-order').click();
  await expect(page).toHaveURL(`/pc/myxg/myDetails?id=${order.orderId}&source=order`);
  await page.goBack();

  await pickFilter(page, 'kind', '充值');
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['deposit', 'deposit']);
  await pickFilter(page, 'unit', '美元 $');
  await expect(rows(page)).toHaveCount(unit === 10 ? 1 : 0);
  if (unit === 0) await expect(page.getByTestId('statement')).toContainText('没有符合条件的明细');
  await pickFilter(page, 'unit', '人民币 ¥');
  await expect(rows(page)).toHaveCount(unit === 0 ? 2 : 1);

  await page.getByRole('tab', { name: '积分金币' }).click();
  const rewards = page.getByTestId('reward-item');
  await expect(rewards).toHaveCount(4);
  await expect(rewards.filter({ hasText: '完成奖励积分' })).toContainText(`+${points} 积分`);
  await expect(rewards.filter({ hasText: '完成奖励金币' }).getByTestId('reward-order')).toHaveText(order.orderNo);
  await expect(page.getByTestId('reward-order')).toHaveCount(2);
  await shot(page, testInfo, 'wallet-rewards');
  await page.getByTestId('reward-filter').getByText('金币', { exact: true }).click();
  await expect(rewards).toHaveCount(2);
  await rewards.first().getByTestId('reward-order').click();
  await expect(page).toHaveURL(`/pc/myxg/myDetails?id=${order.orderId}&source=order`);
});

test('充值: declare an amount, see the platform account and the reference; once the operator confirms, balance and statement show it', async ({ page, request }, testInfo) => {
  const user = await apiLogin(request, freshMobile(), 'PC');
  await startLoggedIn(page, user);
  await page.goto('/pc/my/myBalance');
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥0.00');
  await expect(page.getByTestId('statement')).toContainText('暂无资金明细');

  await page.getByTestId('wallet-deposit-0').click();
  await expect(page).toHaveURL(/tab=deposit/);
  await field(page, 'deposit-amount').fill('12.345');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-form')).toContainText('请输入正确的金额（0.01–100,000,000.00）');
  await field(page, 'deposit-amount').fill('8888.88');
  await page.getByTestId('deposit-submit').click();

  const result = page.getByTestId('deposit-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('transfer-name')).toContainText(PLATFORM_ESCROW_ACCOUNT.name);
  await expect(result.getByTestId('transfer-bank')).toContainText(PLATFORM_ESCROW_ACCOUNT.bank);
  await expect(result.getByTestId('transfer-accountNo')).toContainText('7559 1234 5610 801');
  await expect(result.getByTestId('transfer-amount')).toContainText('¥8,888.88');
  const deposit = await latestDeposit(request, user.token);
  expect(deposit.amount).toBe(888_888);
  await expect(result.getByTestId('transfer-reference')).toContainText(deposit.reference);
  await result.getByTestId('transfer-reference').locator('.ant-typography-copy').click();
  await expect(result.getByTestId('transfer-reference').locator('.ant-typography-copy-success')).toBeVisible();
  const row = page.getByTestId('deposit-row').first();
  await expect(row.getByTestId('deposit-status')).toHaveText('待到账');
  await expect(row).toContainText(deposit.reference);
  await shot(page, testInfo, 'wallet-deposit-declared');
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥0.00');

  await confirmDeposit(request, deposit.id, 888_888);
  await page.reload();
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥8,888.88');
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥8,888.88');
  await expect(page.getByTestId('deposit-row').first().getByTestId('deposit-status')).toHaveText('已到账');
  await page.getByRole('tab', { name: '资金明细' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('充值');
  await expect(rows(page).first()).toContainText('+¥8,888.88');
  await expect(rows(page).first()).toContainText(deposit.reference);
  await shot(page, testInfo, 'wallet-deposit-confirmed');
});

test('提现: frozen while 待打款, more than available refused, the operator refuses → back to withdrawable with the reason', async ({ page, request }, testInfo) => {
  const user = await apiLogin(request, freshMobile(), 'PC');
  await verifyRealName(request, user.token, '王小明');
  await fundWallet(request, user.token, 500_000, 0);
  await startLoggedIn(page, { ...user, authnStatus: 1 });
  await page.goto('/pc/my/myBalance');
  await page.getByTestId('wallet-withdraw-0').click();
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await expect(field(page, 'withdraw-account-name')).toHaveValue('**明');
  await expect(page.getByTestId('withdraw-available')).toHaveText('¥5,000.00');

  await field(page, 'withdraw-amount').fill('6000');
  await field(page, 'withdraw-bank').fill('招商银行深圳分行');
  await field(page, 'withdraw-account').fill('6222 0200 1234 5678');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-form')).toContainText('提现金额超过可提现余额');
  await shot(page, testInfo, 'wallet-withdraw-too-much');

  await field(page, 'withdraw-amount').fill('1200');
  await page.getByTestId('withdraw-submit').click();
  await expect(toast(page, '提现申请已提交，等待平台打款')).toBeVisible();
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥3,800.00');
  await expect(page.getByTestId('wallet-frozen-0')).toHaveText('¥1,200.00');
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥5,000.00');
  const row = page.getByTestId('withdrawal-row').first();
  await expect(row.getByTestId('withdrawal-status')).toHaveText('待打款');
  await expect(row).toContainText('¥1,200.00');
  await expect(row).toContainText('招商银行深圳分行');
  await expect(row).toContainText('5678');
  await expect(row.getByTestId('withdrawal-note')).toHaveText('金额已冻结，等待平台打款');
  await shot(page, testInfo, 'wallet-withdraw-pending');
  expect(await balanceOf(request, user.token, 0)).toMatchObject({ withdrawableBalance: 380_000, frozenBalance: 120_000 });

  const withdrawal = await latestWithdrawal(request, user.token);
  await refuseWithdrawal(request, withdrawal.id, '收款账户信息有误，请核对后重新申请');
  await page.reload();
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥5,000.00');
  await expect(page.getByTestId('wallet-frozen-0')).toHaveText('¥0.00');
  await expect(row.getByTestId('withdrawal-status')).toHaveText('已拒绝');
  await expect(row.getByTestId('withdrawal-note')).toContainText('收款账户信息有误，请核对后重新申请');
  await shot(page, testInfo, 'wallet-withdraw-refused-row');
  await page.getByRole('tab', { name: '资金明细' }).click();
  await expect.poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['withdrawRefused', 'withdraw', 'deposit']);
  await expect(rows(page).nth(0)).toContainText('提现退回');
  await expect(rows(page).nth(1)).toContainText('提现申请');
  await shot(page, testInfo, 'wallet-withdraw-refused-statement');
});

test('提现 without real-name verification: told why and sent to /pc/realname', async ({ page, request }, testInfo) => {
  const user = await apiLogin(request, freshMobile(), 'PC');
  await startLoggedIn(page, user);
  await page.goto('/pc/my/myBalance?tab=withdraw');
  await expect(page.getByTestId('withdraw-needs-realname')).toContainText('提现须先完成实名认证，收款账户名须与实名一致');
  await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
  await shot(page, testInfo, 'wallet-withdraw-needs-realname');
  await page.getByTestId('withdraw-go-realname').click();
  await expect(page).toHaveURL('/pc/realname');
  await expect(page.getByTestId('realname-page')).toBeVisible();
});

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
  // The sidebar's 大宗 → 我的钱包 leads there too.
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '我的钱包' }).click();
  await expect(page).toHaveURL('/pc/my/myBalance');
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥2,500.00');
});
