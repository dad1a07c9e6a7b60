import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiLogin, freshMobile, pickAntdOption, shot, startLoggedIn } from '../support';
import { call, freshBuyOrder, loginAs } from '../trade-staff';
import { freshTrader, partNumber, publishLead } from '../lead-support';
import { freshOrder, OPERATOR, pay, uploadPng } from '../money-support';

/**
 * The operator console (issue 12, web): /pc/admin, desktop only, operators only. Every test works on its own fresh
 * user, order or lead (the console's queues also hold the seeded work and whatever parallel tests create).
 */

type Dashboard = { queues: { leads: number; deposits: number; withdrawals: number; applications: number } };

async function openConsole(page: Page, path = '/pc/admin') {
  const user = await loginAs(page.request, OPERATOR, 'PC');
  await startLoggedIn(page, user);
  await page.goto(path);
  await expect(page.getByTestId('admin-console')).toBeVisible();
  return user;
}

/** A fresh real-name verified trader publishes a 货源 lead: it waits for dispatch (待派单). */
const publishFreshLead = async (request: APIRequestContext) => publishLead(request, await freshTrader(request), { goodsModel: partNumber('ADM') });

/** A fresh lead 孙丽 (a negotiator) has grabbed: it is 已派单 to her. */
async function grabbedLead(request: APIRequestContext) {
  const lead = await publishFreshLead(request);
  const sunLi = await loginAs(request, '13800000011');
  const grabbed = await call(request, 'POST', '/bizOppor/followUp', sunLi.token, { id: lead.id });
  expect(grabbed.code, grabbed.msg).toBe(200);
  return lead;
}

/** Searches a console table by typing into its search box and pressing Enter. */
async function search(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).locator('input').fill(text);
  await page.getByTestId(testId).locator('input').press('Enter');
}

/** Waits until no console table is loading (a screenshot of a finished page). */
const settled = (page: Page) => expect(page.locator('.ant-spin-blur, .ant-skeleton')).toHaveCount(0);

const figure = (page: Page, id: string) => page.getByTestId(`dash-${id}`).locator('.ant-statistic-content-value');

test.describe('operator console', () => {
  test('the operator reaches the console from his user centre; the dashboard shows the figures of /admin/dashboard', async ({ page, request }, testInfo) => {
    const operator = await loginAs(request, OPERATOR, 'PC');
    await startLoggedIn(page, operator);
    await page.goto('/pc/user');
    await page.getByRole('link', { name: '运营后台' }).click();
    await expect(page).toHaveURL(/\/pc\/admin$/);
    await expect(page.getByTestId('admin-dashboard')).toBeVisible();
    await expect(page.getByTestId('orders-chart').locator('svg').first()).toBeVisible();

    const api = await call<Dashboard>(request, 'GET', '/admin/dashboard', operator.token);
    expect(api.code, api.msg).toBe(200);
    await expect(figure(page, 'q-deposits')).toHaveText(String(api.data.queues.deposits));
    await expect(figure(page, 'q-withdrawals')).toHaveText(String(api.data.queues.withdrawals));
    await expect(figure(page, 'q-leads')).toHaveText(String(api.data.queues.leads));
    // 系统健康 (issue 27): this instance ready, the ledger check green
    await expect(page.getByTestId('health-ready')).toContainText('就绪');
    await expect(page.getByTestId('health-ledger')).toContainText('通过');
    await settled(page);
    await shot(page, testInfo, 'admin-dashboard');

    // a fresh lead waits for dispatch: 待派单 grows by one once the page reloads
    const before = Number(await figure(page, 'q-leads').textContent());
    await publishFreshLead(request);
    await page.reload();
    await expect(figure(page, 'q-leads')).toHaveText(String(before + 1));
  });

  test('approve an application as 谈判人: the applicant’s /pc/follow becomes the negotiator page', async ({ page, browser, request }, testInfo) => {
    const mobile = freshMobile();
    const applicant = await apiLogin(request, mobile, 'PC');
    const applied = await call<{ id: number }>(request, 'POST', '/shop/apply', applicant.token, {
      companyName: '深圳控制台测试有限公司',
      region: '广东深圳',
      experience: '从事存储芯片贸易八年，熟悉原厂与渠道。',
      contactName: '控制台测试',
      contactMobile: mobile,
    });
    expect(applied.code, applied.msg).toBe(200);

    await openConsole(page, '/pc/admin/applications');
    await expect(page.getByTestId('admin-applications')).toBeVisible();
    const approve = page.getByTestId(`approve-${applied.data.id}`);
    await expect(approve).toBeVisible();
    await settled(page);
    await shot(page, testInfo, 'admin-applications');
    await approve.click();
    await page.getByTestId('approve-role').getByText('谈判人').click();
    await settled(page);
    await shot(page, testInfo, 'admin-approve-dialog');
    await page.getByTestId('approve-ok').click();
    await expect(page.getByText('已通过，控制台测试 成为谈判人')).toBeVisible();
    await expect(approve).toHaveCount(0);

    const viewer = await browser.newPage({ viewport: { width: 1480, height: 900 } });
    await startLoggedIn(viewer, await apiLogin(request, mobile, 'PC'));
    await viewer.goto('/pc/follow');
    await expect(viewer.getByTestId('follow-page')).toBeVisible();
    await expect(viewer.getByRole('heading', { name: '谈判人跟单', exact: true })).toBeVisible();
    await expect(viewer.getByTestId('follow-apply-button')).toHaveCount(0);
    await viewer.close();
  });

  test('confirm a bank transfer: the order moves to 待发货', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const order = await freshOrder(request, '待付款');
    const receiptUrl = await uploadPng(request, order.buyer.token);
    const recorded = await pay(request, '/order/externalPay', order.buyer.token, {
      orderId: order.orderId,
      amount: order.amount,
      payerName: '深圳买家贸易有限公司',
      paidAt: '2026-11-20 10:30',
      receiptUrl,
    });
    expect(recorded.code, recorded.msg).toBe(200);

    await openConsole(page, '/pc/admin/money');
    await page.getByRole('tab', { name: '转账确认' }).click();
    const row = page.locator(`tr[data-order-no="${order.orderNo}"]`);
    await expect(row).toBeVisible();
    await settled(page);
    await shot(page, testInfo, 'admin-transfers');
    await row.getByTestId('transfer-confirm').click();
    // a wrong amount is refused in the dialog; the amount on the statement is accepted
    await page.getByTestId('amount-input').fill('12.345');
    await page.getByTestId('amount-ok').click();
    await expect(page.getByText('请输入正确的金额（最多两位小数）')).toBeVisible();
    // an amount that is not the order's: the server refuses it (409) and its message shows; the dialog stays open
    await page.getByTestId('amount-input').fill(String(Math.floor(order.amount / 100) + 1));
    await page.getByTestId('amount-ok').click();
    await expect(page.getByText(/到账金额与应付金额 .* 不一致/)).toBeVisible();
    const yuan = `${Math.floor(order.amount / 100)}.${String(order.amount % 100).padStart(2, '0')}`;
    await page.getByTestId('amount-input').fill(yuan);
    await settled(page);
    await shot(page, testInfo, 'admin-transfer-confirm');
    await page.getByTestId('amount-ok').click();
    await expect(page.getByText('已确认收款，订单待发货')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/pc/myxg/myDetails?id=${order.orderId}&source=order`);
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
  });

  test('money pages: deposits, withdrawals, the ledger in green, the CSV export with the token', async ({ page }, testInfo) => {
    await openConsole(page, '/pc/admin/money');
    await expect(page.getByRole('tab', { name: '充值确认' })).toBeVisible();
    await settled(page);
    await shot(page, testInfo, 'admin-deposits');
    await page.getByRole('tab', { name: '提现' }).click();
    await expect(page.getByText('刘洋').first()).toBeVisible();
    await settled(page);
    await shot(page, testInfo, 'admin-withdrawals');
    await page.getByRole('tab', { name: '平台账户' }).click();
    await expect(page.getByTestId('ledger-check').locator('.ant-statistic-content-value')).toHaveText('正常');
    await settled(page);
    await shot(page, testInfo, 'admin-ledger');
    await page.getByRole('tab', { name: '导出 CSV' }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('ledger-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ledger-\d{8}-\d{8}\.csv$/);
    const text = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toContain('流水号,时间,币种,账户');
  });

  test('users: search by mobile, the detail drawer, a reason is required to disable', async ({ page, request }, testInfo) => {
    const mobile = freshMobile();
    await apiLogin(request, mobile, 'PC');
    await openConsole(page, '/pc/admin/users');
    await search(page, 'user-search', mobile);
    const row = page.locator('tr', { hasText: mobile });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page.getByTestId('user-detail')).toBeVisible();
    await expect(page.getByTestId('user-detail')).toContainText('未实名');
    await settled(page);
    await shot(page, testInfo, 'admin-user-drawer');
    // set the role: 验货员, with a reason
    await page.getByTestId('user-set-role').click();
    await pickAntdOption(page, page.getByTestId('role-select'), '验货员');
    await page.getByTestId('role-reason').fill('新入职验货员');
    await page.getByTestId('role-ok').click();
    await expect(page.getByText('角色已更新，该用户需重新登录')).toBeVisible();
    await expect(page.getByTestId('user-detail')).toContainText('验货员');
    await expect(page.locator('.ant-modal')).toHaveCount(0);
    await page.getByTestId('user-toggle').click();
    await expect(page.getByTestId('reason-input')).toBeVisible();
    await page.getByTestId('reason-ok').click();
    await expect(page.getByText('请填写原因（2–200 个字）')).toBeVisible();
    await page.getByTestId('reason-input').fill('测试停用账号');
    await page.getByTestId('reason-ok').click();
    await expect(page.getByText('账号已停用，登录状态已失效')).toBeVisible();
    await expect(page.getByTestId('user-detail')).toContainText('已停用');
  });

  test('交易: a grabbed lead goes back to the pool with a reason, and the audit log shows it', async ({ page, request }, testInfo) => {
    const lead = await grabbedLead(request);

    await openConsole(page, '/pc/admin/trade');
    await search(page, 'lead-search', lead.goodsModel);
    const row = page.locator(`tr[data-lead-id="${lead.id}"]`);
    await expect(row).toContainText('已派单');
    await expect(row).toContainText('孙丽');
    await settled(page);
    await shot(page, testInfo, 'admin-leads');
    await row.getByTestId('lead-release').click();
    await page.getByTestId('reason-input').fill('谈判人超时未跟进');
    await page.getByTestId('reason-ok').click();
    await expect(page.getByText('线索已退回线索池')).toBeVisible();
    await expect(row).toHaveCount(0);
    const operator = await loginAs(request, OPERATOR, 'PC');
    const after = (await (await request.get(`${API}/admin/leads?keyword=${lead.goodsModel}&pageNum=1&pageSize=10`, { headers: { Authorization: operator.token } })).json()) as { rows: { status: number; negotiatorId: number | null }[] };
    expect(after.rows[0]).toMatchObject({ status: 0, negotiatorId: null });

    await page.getByRole('menuitem', { name: '审计日志' }).click();
    await expect(page.getByTestId('admin-audit')).toBeVisible();
    await page.getByTestId('audit-entity-id').fill(String(lead.id));
    await page.getByTestId('audit-keyword').fill('超时未跟进');
    await page.getByTestId('audit-search').click();
    const entry = page.locator('tr', { hasText: '谈判人超时未跟进' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('退回线索池');
    await expect(entry).toContainText(`线索 #${lead.id}`);
    // The change in words (issue 22): field labels and status names, no raw fields or codes.
    await expect(entry).toContainText('状态: 已派单 → 待派单');
    await expect(entry).not.toContainText('status:');
    await expect(entry).not.toContainText('negotiatorId');
    await settled(page);
    await shot(page, testInfo, 'admin-audit');
  });

  test('交易: a grabbed lead reassigned to another negotiator', async ({ page, request }) => {
    const lead = await grabbedLead(request);
    await openConsole(page, '/pc/admin/trade');
    await search(page, 'lead-search', lead.goodsModel);
    const row = page.locator(`tr[data-lead-id="${lead.id}"]`);
    await expect(row).toContainText('孙丽');
    await row.getByTestId('lead-reassign').click();
    await pickAntdOption(page, page.getByTestId('reassign-negotiator'), '13800000010');
    await page.getByTestId('reassign-ok').click();
    await expect(page.getByText('请填写原因（2–200 个字）')).toBeVisible();
    await page.locator('.ant-modal textarea').fill('孙丽休假，改由李娜跟进');
    await page.getByTestId('reassign-ok').click();
    await expect(page.getByText('线索已改派')).toBeVisible();
    await expect(row).toContainText('李娜');
  });

  test('交易: a fresh intention order found by its number under 意向单, its detail one click away', async ({ page }, testInfo) => {
    const preOrder = await freshBuyOrder(page.request);
    await openConsole(page, '/pc/admin/trade');
    await page.getByRole('tab', { name: '意向单' }).click();
    await search(page, 'pre-order-search', preOrder.orderNo);
    const row = page.locator(`tr[data-order-no="${preOrder.orderNo}"]`);
    await expect(row).toContainText('待确认');
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await settled(page);
    await shot(page, testInfo, 'admin-pre-orders');
    await expect(row.getByRole('link', { name: preOrder.orderNo })).toHaveAttribute('href', `/pc/preOrderDetail/${preOrder.id}`);
  });

  test('交易: a paid order cancelled by agreement, then refunded', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const order = await freshOrder(page.request, '待发货');
    await openConsole(page, '/pc/admin/trade');
    await page.getByRole('tab', { name: '订单' }).click();
    await search(page, 'order-search', order.orderNo);
    const row = page.locator(`tr[data-order-no="${order.orderNo}"]`);
    await expect(row).toContainText('待发货');
    await settled(page);
    await shot(page, testInfo, 'admin-orders');
    await row.getByTestId('order-cancel').click();
    await page.getByTestId('reason-input').fill('买卖双方协商一致取消');
    await page.getByTestId('reason-ok').click();
    await expect(page.getByText('已登记取消，订单退款中')).toBeVisible();
    await expect(row).toContainText('退款中');
    await row.getByTestId('order-refund').click();
    await page.getByTestId('refund-ok').click();
    await expect(page.getByText('已退款，订单已关闭')).toBeVisible();
    await expect(row).toContainText('已关闭');
  });

  test('验货: assign a shipped order to 张敏', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const order = await freshOrder(page.request, '待验货');
    await openConsole(page, '/pc/admin/inspections');
    const row = page.locator(`tr[data-order-no="${order.orderNo}"]`);
    await expect(row).toBeVisible();
    await settled(page);
    await shot(page, testInfo, 'admin-inspections');
    await row.getByTestId('inspection-assign').click();
    await pickAntdOption(page, page.getByTestId('assign-inspector'), '13800000040');
    await page.getByTestId('assign-ok').click();
    await expect(page.getByText('已指派')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: '验货中' }).click();
    await expect(page.locator(`tr[data-order-no="${order.orderNo}"]`)).toContainText('张敏');
  });
});
