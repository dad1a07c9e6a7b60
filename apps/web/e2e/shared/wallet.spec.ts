import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshOrder, fundWallet, PAY_PASSWORD, PNG_1PX, setPayPassword, type FreshOrder } from '../money-support';
import { freshMobile, shot as fullShot, holdRequests, pickAntdOption, startLoggedIn, verifyRealName } from '../support';
import { priceText } from '../trade-buy-support';
import { balanceOf, confirmDeposit, latestDeposit, latestWithdrawal, refuseWithdrawal } from '../wallet-support';

/**
 * 我的钱包 (issue 11) on the phone (/my/myBalance) and the desktop (/pc/my/myBalance in the user centre), against the
 * real server, each test with a fresh user (never 王强, whose wallet other tests pay from): the statement with its
 * filters and order links, a 充值 the operator confirms, a 提现 the operator refuses, and the real-name gate of 提现.
 * The operator's step is an API call as 孟佳. The user centre's wallet block differs per app: mobile/ and desktop/wallet.spec.ts.
 */
type WalletDriver = Device & {
  /** The figures while the balance loads: placeholders, never a made-up figure. */
  expectBalanceLoading: (page: Page) => Promise<void>;
  pickFilter: (page: Page, which: 'kind' | 'unit', label: string) => Promise<void>;
  /** Where the statement says it is empty. */
  statementNote: (page: Page) => Locator;
  /** What an order link of a statement or reward row reads. */
  orderLinkText: (orderNo: string) => string;
  /** The message of a refused amount in the deposit or withdraw form. */
  expectAmountError: (page: Page, form: 'deposit' | 'withdraw', text: string) => Promise<void>;
  copyReference: (page: Page, reference: Locator) => Promise<void>;
  expectAccountName: (page: Page, masked: string) => Promise<void>;
  pickRewardKind: (page: Page, label: string) => Promise<void>;
  /** The phone's rows show each delta and the balance after on their own lines. */
  checkStatementLines?: (rows: Locator, order: FreshOrder, unit: 0 | 10) => Promise<void>;
  checkRefusedLines?: (rows: Locator) => Promise<void>;
  /** What the real-name page shows first. */
  realnameShown: string;
};

const test = storyTest<WalletDriver>({
  phone: {
    ...PHONE,
    expectBalanceLoading: async (page) => {
      await expect(page.getByTestId('wallet-total-0-loading')).toBeVisible();
      await expect(page.getByTestId('wallet-jf-loading')).toBeVisible();
    },
    pickFilter: async (page, which, label) => {
      await page.getByTestId(`statement-${which}-filter`).click();
      await page.getByTestId(`statement-${which}-options`).getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByTestId(`statement-${which}-filter`)).toHaveText(label);
    },
    statementNote: (page) => page.getByTestId('statement-empty'),
    orderLinkText: (orderNo) => `关联订单 ${orderNo}`,
    expectAmountError: (page, form, text) => expect(page.getByTestId(`${form}-amount-error`)).toHaveText(text),
    copyReference: async (page, reference) => {
      await reference.getByRole('button', { name: '复制转账附言' }).click();
      await expect(page.getByText('转账附言已复制')).toBeVisible();
    },
    expectAccountName: (page, masked) => expect(page.getByTestId('withdraw-account-name')).toContainText(masked),
    pickRewardKind: (page, label) => page.getByTestId('reward-filter').getByRole('radio', { name: label }).click(),
    checkStatementLines: async (rows, order, unit) => {
      await expect(rows.nth(0).getByTestId('statement-after')).toHaveText('可用余额 ¥1,234.50');
      await expect(rows.nth(1).getByTestId('statement-delta-frozen')).toHaveText(`冻结-${priceText(order.amount, unit)}`);
      await expect(rows.nth(2).getByTestId('statement-delta-available')).toHaveText(`可用-${priceText(order.amount, unit)}`);
      await expect(rows.nth(2).getByTestId('statement-delta-frozen')).toHaveText(`冻结+${priceText(order.amount, unit)}`);
    },
    checkRefusedLines: (rows) => expect(rows.nth(1).getByTestId('statement-delta-frozen')).toHaveText('冻结+¥1,200.00'),
    realnameShown: 'realname-form',
  },
  desktop: {
    ...DESKTOP,
    expectBalanceLoading: (page) => expect(page.getByTestId('wallet-account-0').locator('.ant-skeleton').first()).toBeVisible(),
    pickFilter: (page, which, label) => pickAntdOption(page, page.getByTestId(`statement-${which}-filter`), label),
    statementNote: (page) => page.getByTestId('statement'),
    orderLinkText: (orderNo) => orderNo,
    expectAmountError: (page, form, text) => expect(page.getByTestId(`${form}-form`)).toContainText(text),
    copyReference: async (_page, reference) => {
      await reference.locator('.ant-typography-copy').click();
      await expect(reference.locator('.ant-typography-copy-success')).toBeVisible();
    },
    expectAccountName: (page, masked) => expect(DESKTOP.field(page, 'withdraw-account-name')).toHaveValue(masked),
    pickRewardKind: (page, label) => page.getByTestId('reward-filter').getByText(label, { exact: true }).click(),
    realnameShown: 'realname-page',
  },
});

const rows = (page: Page) => page.getByTestId('statement-row');
const kinds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
/** A full-page shot from the top (a sticky bar would otherwise land mid-page). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullShot(page, testInfo, name);
}

test('the statement and the rewards: balances per currency, every movement, filters, each linked to its order', async ({ page, request, device }, testInfo) => {
  test.setTimeout(120_000);
  // A fresh buyer whose wallet paid an order that is now complete (deposit, 订单付款（余额）, 订单结算), plus a ¥ deposit.
  const order = await freshOrder(request, '已完成');
  const buyer = order.buyer;
  await fundWallet(request, buyer.token, 123_450, 0);
  const unit = order.priceUnit as 0 | 10;
  const points = Math.min(10_000, Math.max(1, Math.floor(order.amount / 10_000)));
  await startLoggedIn(page, buyer);

  // Loading never shows a made-up figure; then the real ones.
  const releaseBalance = await holdRequests(page, '**/user/getUserBalance');
  await page.goto(device.url('/my/myBalance'));
  await device.expectBalanceLoading(page);
  await expect(page.getByTestId('wallet-total-0')).toHaveCount(0);
  releaseBalance();
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥1,234.50');
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥1,234.50');
  await expect(page.getByTestId('wallet-frozen-0')).toHaveText('¥0.00');
  // The order's money left the buyer's wallet for the seller's at settlement.
  await expect(page.getByTestId(`wallet-frozen-${unit}`)).toHaveText(priceText(0, unit));
  await expect(page.getByTestId('wallet-jf')).toHaveText(String(1000 + points));
  await expect(page.getByTestId('wallet-jb')).toHaveText('1010');

  // Newest first: my deposit, the settlement (frozen out), the payment (available → frozen), the funding deposit.
  await expect(rows(page)).toHaveCount(4);
  await expect.poll(() => kinds(page)).toEqual(['deposit', 'release', 'pay', 'deposit']);
  await expect(rows(page).nth(0)).toContainText('充值');
  await expect(rows(page).nth(0)).toContainText('+¥1,234.50');
  await expect(rows(page).nth(1)).toContainText('订单结算');
  await expect(rows(page).nth(1)).toContainText(`-${priceText(order.amount, unit)}`);
  const payRow = rows(page).nth(2);
  await expect(payRow).toContainText('订单付款（余额）');
  await expect(payRow).toContainText(`-${priceText(order.amount, unit)}`);
  await expect(payRow).toContainText(`+${priceText(order.amount, unit)}`);
  await expect(payRow.getByTestId('statement-order')).toHaveText(device.orderLinkText(order.orderNo));
  await device.checkStatementLines?.(rows(page), order, unit);
  await shot(page, testInfo, 'wallet-statement');

  // Filter by kind: only the payment; its order number opens the order.
  await device.pickFilter(page, 'kind', '订单付款（余额）');
  await expect(page).toHaveURL(/kind=pay/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(order.orderNo);
  await shot(page, testInfo, 'wallet-statement-filtered');
  await rows(page).first().getByTestId('statement-order').click();
  await expect(page).toHaveURL(device.url(`/myxg/myDetails?id=${order.orderId}&source=order`));
  await page.goBack();

  // 充值 only: both deposits; then by currency.
  await device.pickFilter(page, 'kind', '充值');
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => kinds(page)).toEqual(['deposit', 'deposit']);
  await device.pickFilter(page, 'unit', '美元 $');
  await expect(rows(page)).toHaveCount(unit === 10 ? 1 : 0);
  if (unit === 0) await expect(device.statementNote(page)).toContainText('没有符合条件的明细');
  await device.pickFilter(page, 'unit', '人民币 ¥');
  await expect(rows(page)).toHaveCount(unit === 0 ? 2 : 1);
  await expect(rows(page).first()).toContainText('+¥1,234.50');

  // 积分金币: the order's points and coins, linked to it; the opening grant has no order.
  await page.getByRole('tab', { name: '积分金币' }).click();
  const rewards = page.getByTestId('reward-item');
  await expect(rewards).toHaveCount(4);
  await expect(rewards.filter({ hasText: '完成奖励积分' })).toContainText(`+${points} 积分`);
  await expect(rewards.filter({ hasText: '完成奖励金币' })).toContainText('+10 金币');
  await expect(rewards.filter({ hasText: '完成奖励金币' }).getByTestId('reward-order')).toHaveText(device.orderLinkText(order.orderNo));
  await expect(page.getByTestId('reward-order')).toHaveCount(2);
  await shot(page, testInfo, 'wallet-rewards');
  await device.pickRewardKind(page, '金币');
  await expect(rewards).toHaveCount(2);
  await expect(rewards.first()).toContainText('+10 金币');
  await rewards.first().getByTestId('reward-order').click();
  await expect(page).toHaveURL(device.url(`/myxg/myDetails?id=${order.orderId}&source=order`));
});

test('充值: declare an amount, see the platform account and the reference; once the operator confirms, balance and statement show it', async ({ page, request, device }, testInfo) => {
  const user = await device.login(request, freshMobile());
  await startLoggedIn(page, user);
  await page.goto(device.url('/my/myBalance'));
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥0.00');
  await expect(device.statementNote(page)).toContainText('暂无资金明细');

  // 充值 on the ¥ account opens the form; a bad amount is refused with the shared rule's message.
  await page.getByTestId('wallet-deposit-0').click();
  await expect(page).toHaveURL(/tab=deposit/);
  await device.field(page, 'deposit-amount').fill('12.345');
  await page.getByTestId('deposit-submit').click();
  await device.expectAmountError(page, 'deposit', '请输入正确的金额（0.01–100,000,000.00）');
  await device.field(page, 'deposit-amount').fill('8888.88');
  // The transfer slip (issue 22): asked for, then uploaded.
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText('请上传转账凭证（银行回单截图）')).toBeVisible();
  await page.getByTestId('deposit-slip').locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByTestId('deposit-slip').locator('img')).toBeVisible();
  await page.getByTestId('deposit-submit').click();

  const result = page.getByTestId('deposit-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('transfer-name')).toContainText(PLATFORM_ESCROW_ACCOUNT.name);
  await expect(result.getByTestId('transfer-bank')).toContainText(PLATFORM_ESCROW_ACCOUNT.bank);
  await expect(result.getByTestId('transfer-accountNo')).toContainText('7559 1234 5610 801');
  await expect(result.getByTestId('transfer-amount')).toContainText('¥8,888.88');
  const deposit = await latestDeposit(request, user.token);
  expect(deposit.amount).toBe(888_888);
  expect(deposit.reference).toMatch(/^CZ\d{8}\d+$/);
  await expect(result.getByTestId('transfer-reference')).toContainText(deposit.reference);
  await device.copyReference(page, result.getByTestId('transfer-reference'));
  const row = page.getByTestId('deposit-row').first();
  await expect(row.getByTestId('deposit-status')).toHaveText('待到账');
  await expect(row).toContainText(deposit.reference);
  await shot(page, testInfo, 'wallet-deposit-declared');
  // Nothing moved yet.
  await expect(page.getByTestId('wallet-total-0')).toHaveText('¥0.00');

  // The operator confirms the arrival; after a reload the money is available and in the statement.
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

test('提现: frozen while 待打款, more than available refused, the operator refuses → back to withdrawable with the reason', async ({ page, request, device }, testInfo) => {
  const user = await device.login(request, freshMobile());
  await verifyRealName(request, user.token, '王小明');
  await fundWallet(request, user.token, 500_000, 0);
  await setPayPassword(request, user);
  await startLoggedIn(page, { ...user, authnStatus: 1 });
  await page.goto(device.url('/my/myBalance'));
  await page.getByTestId('wallet-withdraw-0').click();
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await device.expectAccountName(page, '**明');
  await expect(page.getByTestId('withdraw-available')).toHaveText('¥5,000.00');

  // More than available: the server's message under the amount.
  await device.field(page, 'withdraw-amount').fill('6000');
  await device.field(page, 'withdraw-bank').fill('招商银行深圳分行');
  await device.field(page, 'withdraw-account').fill('6222 0200 1234 5678');
  // The 支付密码 is asked for (issue 22) before anything is sent.
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-factor-error')).toHaveText('请输入支付密码');
  await device.typePasscode(page, 'withdraw-factor-password', PAY_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await device.expectAmountError(page, 'withdraw', '提现金额超过可提现余额');
  await shot(page, testInfo, 'wallet-withdraw-too-much');

  await device.field(page, 'withdraw-amount').fill('1200');
  await page.getByTestId('withdraw-submit').click();
  await expect(device.toast(page, '提现申请已提交，等待平台打款')).toBeVisible();
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

  // The operator refuses it: the money is withdrawable again and the reason is shown.
  const withdrawal = await latestWithdrawal(request, user.token);
  await refuseWithdrawal(request, withdrawal.id, '收款账户信息有误，请核对后重新申请');
  await page.reload();
  await expect(page.getByTestId('wallet-withdrawable-0')).toHaveText('¥5,000.00');
  await expect(page.getByTestId('wallet-frozen-0')).toHaveText('¥0.00');
  await expect(row.getByTestId('withdrawal-status')).toHaveText('已拒绝');
  await expect(row.getByTestId('withdrawal-note')).toContainText('收款账户信息有误，请核对后重新申请');
  await shot(page, testInfo, 'wallet-withdraw-refused-row');
  await page.getByRole('tab', { name: '资金明细' }).click();
  await expect.poll(() => kinds(page)).toEqual(['withdrawRefused', 'withdraw', 'deposit']);
  await expect(rows(page).nth(0)).toContainText('提现退回');
  await expect(rows(page).nth(1)).toContainText('提现申请');
  await device.checkRefusedLines?.(rows(page));
  await shot(page, testInfo, 'wallet-withdraw-refused-statement');
});

test('提现 without real-name verification: told why and sent to the real-name page', async ({ page, request, device }, testInfo) => {
  const user = await device.login(request, freshMobile());
  await startLoggedIn(page, user);
  await page.goto(device.url('/my/myBalance?tab=withdraw'));
  await expect(page.getByTestId('withdraw-needs-realname')).toContainText('提现须先完成实名认证，收款账户名须与实名一致');
  await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
  await shot(page, testInfo, 'wallet-withdraw-needs-realname');
  await page.getByTestId('withdraw-go-realname').click();
  await expect(page).toHaveURL(device.url('/realname'));
  await expect(page.getByTestId(device.realnameShown)).toBeVisible();
});
