import { expect, test, type Page } from '@playwright/test';
import { MoneyMsg } from '@mts/shared/messages';
import { freshBusinessFollower, goodLevelOf, orderAsBuyer, PHOTO } from '../fulfilment-support';
import { freshOrder, INSPECTOR, uploadPng } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { call, CHENWEI, startAs } from '../trade-staff';

/**
 * Issue 11 on the desktop: inspection (验货) and ratings (评价) in the user centre, against the real server. Every test
 * brings its own fresh order through the API (freshOrder); 张敏's list is shared with parallel tests, so a test finds
 * its order by number.
 */

const rowOf = (page: Page, orderNo: string) => page.locator(`[data-testid="inspection-row"][data-order-no="${orderNo}"]`);

/** Fills the report form (desktop) and sends it through the confirm dialog. */
async function fileReport(page: Page, v: { result: 'pass' | 'fail'; count: number; dateCode: string; notes: string }) {
  await page.getByTestId(`report-result-${v.result}`).locator('xpath=ancestor::label').click();
  await page.getByTestId('report-countedQuantity').fill(String(v.count));
  await page.getByTestId('report-dateCodeSeen').fill(v.dateCode);
  await page.getByPlaceholder('芯片表面丝印、标签是否与型号一致').fill('丝印清晰，与原厂一致');
  await page.getByTestId('report-form').locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByTestId('report-form').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByPlaceholder('选填：包装、外观、抽检情况等').fill(v.notes);
  await expect(page.getByTestId('report-submit')).toBeEnabled();
  await page.getByTestId('report-submit').click();
}

test('张敏 sees a freshly shipped order appear under 待领取, takes it and passes it with a photo → 待收货', async ({ page, request }, testInfo) => {
  await startAs(page, INSPECTOR, 'PC');
  await page.goto('/pc/user');
  await page.getByTestId('user-menu').getByRole('link', { name: '我的验货' }).click();
  await expect(page).toHaveURL(/\/pc\/myxg\/myYanHuo$/);
  await expect(page.getByTestId('inspection-tabs')).toBeVisible();

  // Shipped while the page is open: the push to every inspector brings the row in without a reload.
  const order = await freshOrder(request, '待验货');
  const { quantity } = await orderAsBuyer(request, order.buyer, order.orderId);
  const row = rowOf(page, order.orderNo);
  await expect(row).toBeVisible();
  await expect(row).toContainText('顺丰速运');
  await expect(row).toContainText('24+');
  await shot(page, testInfo, 'inspect-list-pending');

  await row.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: '我的待验货', exact: true }).click();
  await expect(page).toHaveURL(/tab=1$/);
  await rowOf(page, order.orderNo).getByRole('button', { name: '去验货' }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/myxg/myYanHuoDetail\\?id=${order.orderId}$`));
  await expect(page.getByTestId('inspection-terms')).toContainText('24+');

  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('error-result')).toBeVisible();
  await expect(page.getByTestId('error-countedQuantity')).toHaveText(MoneyMsg.countedQuantity);
  await expect(page.getByTestId('error-photos')).toHaveText(MoneyMsg.photos);
  await shot(page, testInfo, 'inspect-form-errors');

  await fileReport(page, { result: 'pass', count: quantity, dateCode: '24+', notes: '外包装完好，抽检 10 颗正常' });
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('确认验货合格？');
  await shot(page, testInfo, 'inspect-confirm-pass');
  await page.getByRole('button', { name: '确认合格' }).click();
  await expect(page.getByText(MoneyMsg.inspectPassOk)).toBeVisible();
  await expect(page.getByTestId('report-form')).toHaveCount(0);
  await expect(page.getByTestId('report-result')).toHaveText('合格');
  await expect(page.getByTestId('report-photos').locator('img')).toHaveCount(1);
  await shot(page, testInfo, 'inspect-report-pass');

  const after = await orderAsBuyer(request, order.buyer, order.orderId);
  expect(after.statusText).toBe('待收货');
  expect(after.inspection).toMatchObject({ result: 'pass', countedQuantity: quantity });
});

test('an unheld order opened directly: 领取 first, then a fail report (the buyer will be refunded) → 退款中', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '待验货');
  await startAs(page, INSPECTOR, 'PC');
  await page.goto(`/pc/myxg/myYanHuoDetail?id=${order.orderId}`);
  await expect(page.getByTestId('inspection-grab-block')).toBeVisible();
  await shot(page, testInfo, 'inspect-detail-grab');
  await page.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(page.getByTestId('report-form')).toBeVisible();

  await fileReport(page, { result: 'fail', count: 90, dateCode: '19+', notes: '批号与合同不符，数量短缺' });
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('确认验货不合格？');
  await expect(page.locator('.ant-modal-confirm-content')).toContainText('退回买方');
  await shot(page, testInfo, 'inspect-confirm-fail');
  await page.getByRole('button', { name: '确认不合格' }).click();
  await expect(page.getByText(MoneyMsg.inspectFailOk)).toBeVisible();
  await expect(page.getByTestId('report-result')).toHaveText('不合格');

  const after = await orderAsBuyer(request, order.buyer, order.orderId);
  expect(after.statusText).toBe('退款中');
  expect(after.inspection).toMatchObject({ result: 'fail', countedQuantity: 90 });

  await page.goto('/pc/myxg/myYanHuo?tab=2');
  await expect(rowOf(page, order.orderNo)).toContainText('不合格');
  await shot(page, testInfo, 'inspect-list-done');
});

test('a report filed meanwhile (no live push to tell): the second one shows the server’s 409 and the page turns read-only', async ({ page, request }) => {
  const order = await freshOrder(request, '待验货');
  // With the websocket up, the page would turn read-only by itself on the push; here it never connects.
  await page.routeWebSocket(/\/ws$/, () => {});
  const inspector = await startAs(page, INSPECTOR, 'PC');
  await page.goto(`/pc/myxg/myYanHuoDetail?id=${order.orderId}`);
  await page.getByTestId('inspection-grab').click();
  await expect(page.getByTestId('report-form')).toBeVisible();

  // Another tab of 张敏's files a pass report first.
  const photo = await uploadPng(request, inspector.token);
  const first = await call(request, 'POST', '/mtsGoods/yanhuo', inspector.token, { orderId: order.orderId, result: 'pass', countedQuantity: 100, photos: [photo] });
  expect(first.code, first.msg).toBe(200);

  await fileReport(page, { result: 'fail', count: 1, dateCode: '19+', notes: '重复提交' });
  await page.getByRole('button', { name: '确认不合格' }).click();
  await expect(page.getByText(MoneyMsg.alreadyInspected)).toBeVisible();
  await expect(page.getByTestId('report-result')).toHaveText('合格');
  expect((await orderAsBuyer(request, order.buyer, order.orderId)).statusText).toBe('待收货');
});

test('the buyer rates a completed order and its business follower; 陈伟 sees it under 我的评价', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '已完成');
  await startLoggedIn(page, order.buyer);

  await page.goto('/pc/myxg/myYanHuo');
  await expect(page.getByTestId('no-access')).toContainText('仅对验货员开放');
  await shot(page, testInfo, 'inspect-forbidden');

  await page.goto(`/pc/myxg/myEvaluate?orderId=${order.orderId}`);
  const card = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：卖方、跟单商务、谈判人');
  const form = card.getByTestId('rate-form');
  await expect(form).toHaveAttribute('data-target', 'order');
  await form.getByTestId('rate-submit').click();
  await expect(form.getByTestId('error-stars')).toHaveText(MoneyMsg.stars);
  await form.locator('.ant-rate-star').nth(3).click();
  await form.getByText('发货及时', { exact: true }).click();
  await form.getByPlaceholder('说说这次交易的感受（选填）').fill('货品与描述一致，发货很快');
  await shot(page, testInfo, 'rate-order-form');
  await form.getByTestId('rate-submit').click();
  await expect(page.getByText(MoneyMsg.rateOk)).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：跟单商务、谈判人');

  await card.getByTestId('rate-open-staff').click();
  const staffForm = card.getByTestId('rate-form');
  await expect(staffForm).toHaveAttribute('data-target', 'staff');
  await staffForm.locator('.ant-rate-star').nth(4).click();
  await staffForm.getByText('响应及时', { exact: true }).click();
  await staffForm.getByText('跟进到位', { exact: true }).click();
  const staffText = `陈伟跟单到位 ${order.orderNo}`;
  await staffForm.getByPlaceholder('说说这次交易的感受（选填）').fill(staffText);
  await staffForm.getByTestId('rate-submit').click();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：谈判人');

  await page.getByRole('tab', { name: '已评价', exact: true }).click();
  const rated = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  const given = rated.getByTestId('given-rating');
  await expect(given).toHaveCount(2);
  await expect(given.first().getByTestId('rating-stars')).toHaveAttribute('data-stars', '4');
  await expect(given.first()).toContainText('发货及时');
  await expect(given.first()).toContainText('货品与描述一致，发货很快');
  await expect(given.nth(1).getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  await expect(given.nth(1)).toContainText(staffText);
  await shot(page, testInfo, 'rate-done');

  const chenPage = await page.context().newPage();
  const chen = await startAs(chenPage, CHENWEI, 'PC');
  await chenPage.goto('/pc/user');
  const level = await goodLevelOf(request, chen);
  await expect(chenPage.getByTestId('good-level')).toContainText(`好评等级${level}`);
  await chenPage.getByTestId('user-menu').getByRole('link', { name: '我的评价' }).click();
  await expect(chenPage).toHaveURL(/\/pc\/myxg\/myFollowOrderList$/);
  const received = chenPage.locator(`[data-testid="received-rating"][data-order-no="${order.orderNo}"]`);
  await expect(received).toBeVisible();
  await expect(received).toContainText(staffText);
  await expect(received).toContainText('跟进到位');
  await expect(received.getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  await expect(chenPage.getByTestId('summary-good-level').locator('.ant-statistic-content-value')).toHaveText(String(level));
  await shot(chenPage, testInfo, 'ratings-received');
});

test('a new business follower, never rated: 好评等级1 in the user centre and on 我的评价', async ({ page, request }, testInfo) => {
  const staff = await freshBusinessFollower(request, 'PC');
  await startLoggedIn(page, staff);
  await page.goto('/pc/user');
  await expect(page.getByTestId('good-level')).toContainText('好评等级1');
  await page.getByTestId('user-menu').getByRole('link', { name: '我的评价' }).click();
  await expect(page.getByTestId('summary-good-level').locator('.ant-statistic-content-value')).toHaveText('1');
  await expect(page.getByTestId('summary-average')).toContainText('暂无');
  await expect(page.getByTestId('received-empty')).toBeVisible();
  await shot(page, testInfo, 'ratings-empty');
});
