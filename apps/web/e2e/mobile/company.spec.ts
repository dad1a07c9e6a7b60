import { expect, test } from '@playwright/test';
import { CompanyMsg, DisputeMsg } from '@mts/shared/messages';
import { freshOrder, OPERATOR, pay } from '../money-support';
import { freshMobile, phoneApiLogin, shot, startLoggedIn } from '../support';
import { call, loginAs } from '../trade-staff';
import { applicationOf, freshCreditCode, LICENCE_PNG, verifiedListing, WANGQIANG_COMPANY } from '../company-support';

test('企业认证: a fresh trader submits his company from the user centre (the code checked as typed), sees 审核中, then 已认证 once approved', async ({ page, request }, testInfo) => {
  const mobile = freshMobile();
  const user = await phoneApiLogin(request, mobile);
  await startLoggedIn(page, user);
  await page.goto('/user');
  await expect(page.getByTestId('company-verify-state')).toHaveText('未认证');
  await page.getByTestId('link-company-verify').click();
  await expect(page).toHaveURL(/\/my\/companyVerify$/);
  await expect(page.getByTestId('company-form')).toBeVisible();

  // nothing filled: the shared schema's messages
  await page.getByTestId('company-submit').click();
  await expect(page.getByText(CompanyMsg.companyName)).toBeVisible();
  await expect(page.getByText(CompanyMsg.licenceImage)).toBeVisible();

  const code = freshCreditCode();
  const wrong = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
  await page.getByTestId('company-name').locator('input').fill('厦门测试芯片贸易有限公司');
  await page.getByTestId('company-code').locator('input').fill(code.slice(0, 10).toLowerCase());
  await expect(page.getByTestId('company-code-feedback')).toHaveText('已输入 10 位，还差 8 位');
  await page.getByTestId('company-code').locator('input').fill(wrong);
  await expect(page.getByTestId('company-code-feedback')).toHaveText('校验位不符，请核对营业执照上的统一社会信用代码');
  await page.getByTestId('company-code').locator('input').fill(code);
  await expect(page.getByTestId('company-code-feedback')).toHaveText('统一社会信用代码校验通过');
  await page.getByTestId('company-legal').locator('input').fill('陈小明');
  await page.getByTestId('company-licence').locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await expect(page.getByTestId('company-licence').locator('img')).toBeVisible();
  await expect(page.getByTestId('company-licence').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await shot(page, testInfo, 'company-verify-form');
  await page.getByTestId('company-submit').click();
  await expect(page.getByText(CompanyMsg.submitOk)).toBeVisible();
  await expect(page.getByTestId('company-state-title')).toHaveText('审核中');
  await expect(page.getByTestId('company-form')).toHaveCount(0);
  await shot(page, testInfo, 'company-verify-review');

  // the operator approves (the console's own test is the desktop's); the page shows 已认证 with the company
  const operator = await loginAs(request, OPERATOR);
  const row = await applicationOf(request, operator.token, mobile);
  expect(row?.status).toBe(0);
  const approved = await call(request, 'POST', `/admin/companyVerify/${row!.id}/approve`, operator.token);
  expect(approved.code, approved.msg).toBe(200);
  await page.reload();
  await expect(page.getByTestId('company-state-title')).toHaveText('已认证');
  await expect(page.getByTestId('company-state')).toContainText('厦门测试芯片贸易有限公司');
  await shot(page, testInfo, 'company-verify-approved');
  // back in 我的, the link says so
  await page.goto('/user');
  await expect(page.getByTestId('company-verify-state')).toHaveText('已认证');
});

test('the 企业认证 badge: the company name on the list card, and years, orders and rating on the product detail', async ({ page, request }, testInfo) => {
  const goods = await verifiedListing(request);
  await page.goto(`/searchlist?keyword=${encodeURIComponent(goods.goodsModel)}`);
  const card = page.getByTestId('goods-item').filter({ has: page.getByTestId('company-badge') }).first();
  await expect(card.getByTestId('company-badge')).toHaveText(`企业认证${WANGQIANG_COMPANY}`);
  await shot(page, testInfo, 'company-badge-list');
  await page.goto(`/prodetail/${goods.goodsId}`);
  await expect(page.getByTestId('company-badge-name')).toHaveText(WANGQIANG_COMPANY);
  await expect(page.getByTestId('company-badge-facts')).toHaveText(/^入驻(不满 1| \d+) 年 · 成交 \d+ 单 · (评分 \d\.\d|暂无评分)$/);
  await shot(page, testInfo, 'company-badge-detail');
});

test('纠纷 on the phone: the buyer of a 待收货 order opens one (the reason checked), the order waits for the platform; once released he sees 已完成 with the decision', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '待收货');
  await startLoggedIn(page, order.buyer);
  await page.goto(`/myxg/myDetails?id=${order.orderId}&source=order`);
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('order-confirm-receipt')).toBeVisible();
  await page.getByTestId('order-dispute').click();
  await page.getByText('提交纠纷').click();
  await expect(page.getByTestId('dispute-reason-error')).toHaveText(DisputeMsg.reason);
  await page.getByRole('textbox', { name: '请填写纠纷原因（2–200 个字）' }).fill('收到的货批号与合同不符');
  await page.getByText('提交纠纷').click();
  await expect(page.getByText(DisputeMsg.openOk)).toBeVisible();
  const block = page.getByTestId('order-dispute-block');
  await expect(block).toContainText('处理中');
  await expect(block).toContainText('收到的货批号与合同不符');
  // held: no 确认收货, no second dispute
  await expect(page.getByTestId('order-confirm-receipt')).toHaveCount(0);
  await expect(page.getByTestId('order-dispute')).toHaveCount(0);
  await shot(page, testInfo, 'order-dispute-open');

  const operator = await loginAs(request, OPERATOR);
  const detail = await call<{ dispute: { id: number } }>(request, 'GET', `/order/detail?id=${order.orderId}`, operator.token);
  const decided = await pay(request, `/admin/disputes/${detail.data.dispute.id}/decide`, operator.token, { decision: 'release', note: '核实批号无误，放款给卖方' });
  expect(decided.code, decided.msg).toBe(200);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await expect(block).toContainText('已放款');
  await expect(block).toContainText('货款已放给卖方，订单完成');
  await expect(block).toContainText('核实批号无误，放款给卖方');
  await shot(page, testInfo, 'order-dispute-released');
});
