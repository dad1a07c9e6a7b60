import { expect, test, type Browser } from '@playwright/test';
import { CompanyMsg, DisputeMsg } from '@mts/shared/messages';
import { freshOrder, OPERATOR } from '../money-support';
import { apiLogin, freshMobile, shot, startLoggedIn } from '../support';
import { call, loginAs } from '../trade-staff';
import { freshCreditCode, LICENCE_PNG, verifiedListing, WANGQIANG_COMPANY } from '../company-support';

/** The operator 孟佳's console in a browser context of its own (the trader's page stays open beside it). */
async function operatorPage(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1480, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const user = await loginAs(page.request, OPERATOR, 'PC');
  await startLoggedIn(page, user);
  await page.goto(path);
  await expect(page.getByTestId('admin-console')).toBeVisible();
  return { page, context };
}

test('企业认证: a fresh trader submits on /pc/my/companyVerify, 孟佳 approves it in the console, the trader sees 已认证', async ({ page, browser, request }, testInfo) => {
  const mobile = freshMobile();
  const user = await apiLogin(request, mobile, 'PC');
  await startLoggedIn(page, user);
  await page.goto('/pc/user');
  await expect(page.getByTestId('company-status')).toContainText('未认证');
  await page.getByRole('link', { name: '企业认证' }).or(page.getByRole('menuitem', { name: '企业认证' })).first().click();
  await expect(page).toHaveURL(/\/pc\/my\/companyVerify$/);

  const code = freshCreditCode();
  const company = `杭州测试存储科技有限公司${code.slice(10, 14)}`;
  await page.getByTestId('company-name').fill(company);
  await page.getByTestId('company-code').fill(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'));
  await expect(page.getByTestId('company-code-feedback')).toHaveText('校验位不符，请核对营业执照上的统一社会信用代码');
  await page.getByTestId('company-code').fill(code);
  await expect(page.getByTestId('company-code-feedback')).toHaveText('统一社会信用代码校验通过');
  await page.getByTestId('company-legal').fill('刘一鸣');
  await page.locator('#company-licence').or(page.locator('input[type=file]')).first().setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item img').first()).toBeVisible();
  await expect(page.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  await shot(page, testInfo, 'company-verify-form');
  await page.getByTestId('company-submit').click();
  await expect(page.getByText(CompanyMsg.submitOk)).toBeVisible();
  await expect(page.getByTestId('company-state-title')).toHaveText('审核中');

  // 孟佳: the queue (审核中) has the application with its licence; approve
  const console = await operatorPage(browser, '/pc/admin/company');
  const row = console.page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(company);
  await expect(row.getByRole('img', { name: '营业执照' })).toBeVisible();
  await shot(console.page, testInfo, 'console-company-queue');
  await row.getByRole('button', { name: '通过' }).click();
  await console.page.getByTestId('company-approve-ok').click();
  await expect(console.page.getByText(CompanyMsg.approveOk)).toBeVisible();
  await expect(console.page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await console.page.getByRole('tab', { name: '已认证' }).click();
  await expect(console.page.getByRole('row').filter({ hasText: code })).toContainText('已认证');
  await console.context.close();

  await page.reload();
  await expect(page.getByTestId('company-state-title')).toHaveText('已认证');
  await expect(page.getByTestId('company-state')).toContainText(company);
  await shot(page, testInfo, 'company-verify-approved');
  // the user centre's profile says so too
  await page.goto('/pc/user');
  await expect(page.getByTestId('company-status')).toContainText('已认证');
});

test('the 企业认证 badge on the desktop product detail: the company, years, orders and rating', async ({ page, request }, testInfo) => {
  const goods = await verifiedListing(request);
  await page.goto(`/pc/goods/detail?id=${goods.goodsId}`);
  const badge = page.locator('.pc-detail-company');
  await expect(badge.getByTestId('company-badge-name')).toHaveText(WANGQIANG_COMPANY);
  // related goods of the same owner carry it too (name only)
  await expect(page.locator('.pc-goods-card').getByTestId('company-badge').first()).toBeVisible();
  await expect(badge.getByTestId('company-badge-facts')).toHaveText(/^入驻(不满 1| \d+) 年 · 成交 \d+ 单 · (评分 \d\.\d|暂无评分)$/);
  await shot(page, testInfo, 'company-badge-detail');
});

test('纠纷: the buyer of a 待发货 order opens a dispute, 孟佳 refunds it in the console, the buyer sees 已关闭 with the decision', async ({ page, browser, request }, testInfo) => {
  const order = await freshOrder(request, '待发货');
  await startLoggedIn(page, order.buyer);
  await page.goto(`/pc/myxg/myDetails?id=${order.orderId}&source=order`);
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByTestId('order-dispute').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('reason-error')).toHaveText(DisputeMsg.reason);
  await page.getByTestId('reason-input').fill('卖方超过约定交期仍未发货，联系不上');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(DisputeMsg.openOk)).toBeVisible();
  const block = page.getByTestId('order-dispute-block');
  await expect(block).toContainText('处理中');
  await expect(block).toContainText('卖方超过约定交期仍未发货');
  await expect(page.getByTestId('order-dispute')).toHaveCount(0);
  await shot(page, testInfo, 'order-dispute-open');

  const console = await operatorPage(browser, '/pc/admin/disputes');
  const row = console.page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('卖方超过约定交期仍未发货');
  await row.getByRole('button', { name: '处理' }).click();
  await console.page.getByText('退款给买方（订单关闭）').click();
  await console.page.getByTestId('dispute-note').fill('卖方确认无法供货，全额退款');
  await shot(console.page, testInfo, 'console-dispute-decide');
  await console.page.getByTestId('dispute-decide-ok').click();
  await expect(console.page.getByText('纠纷已处理：货款已退回买方')).toBeVisible();
  await console.context.close();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已关闭');
  await expect(block).toContainText('已退款');
  await expect(block).toContainText('货款已退回买方，订单关闭');
  await expect(block).toContainText('卖方确认无法供货，全额退款');
  await shot(page, testInfo, 'order-dispute-refunded');
  // the effect: the order is closed on the server too
  const detail = await call<{ statusText?: string; status: number }>(request, 'GET', `/order/detail?id=${order.orderId}`, order.buyer.token);
  expect(detail.data.status).toBe(90);
});
