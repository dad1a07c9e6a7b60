import { expect, test } from '@playwright/test';
import { MoneyMsg } from '@mts/shared/messages';
import { freshBusinessFollower, goodLevelOf, orderAsBuyer, PHOTO } from '../fulfilment-support';
import { freshOrder, INSPECTOR } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { CHENWEI, startAs } from '../trade-staff';

/**
 * Issue 11 on the phone: inspection (验货) and ratings (评价), against the real server. Every test brings its own fresh
 * order through the API (freshOrder); 张敏's list is shared with parallel tests, so a test finds its order by number.
 */

const cardOf = (page: import('@playwright/test').Page, orderNo: string) => page.locator(`[data-testid="inspection-card"][data-order-no="${orderNo}"]`);

test('张敏 sees a freshly shipped order appear under 待领取, takes it and passes it with a photo → 待收货', async ({ page, request }, testInfo) => {
  await startAs(page, INSPECTOR);
  await page.goto('/myxg/myYanHuo');
  await expect(page.getByTestId('inspection-list').or(page.getByTestId('inspection-empty'))).toBeVisible();

  // Shipped while the page is open: the push to every inspector brings the row in without a reload.
  const order = await freshOrder(request, '待验货');
  const { quantity } = await orderAsBuyer(request, order.buyer, order.orderId);
  const card = cardOf(page, order.orderNo);
  await expect(card).toBeVisible();
  await expect(card).toContainText('顺丰速运');
  await expect(card).toContainText('24+');
  await expect(card).toContainText('原装');
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'inspect-list-pending');

  await card.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByTestId('inspection-tabs').getByText('我的待验货', { exact: true }).click();
  await expect(page).toHaveURL(/tab=1$/);
  await cardOf(page, order.orderNo).click();
  await expect(page).toHaveURL(new RegExp(`/myxg/myYanHuoDetail\\?id=${order.orderId}$`));
  await expect(page.getByTestId('inspection-terms')).toContainText('24+');
  await expect(page.getByTestId('inspection-shipment')).toContainText('顺丰速运');

  // Nothing filled: each required field says what is missing.
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('error-result')).toBeVisible();
  await expect(page.getByTestId('error-countedQuantity')).toHaveText(MoneyMsg.countedQuantity);
  await expect(page.getByTestId('error-photos')).toHaveText(MoneyMsg.photos);
  await shot(page, testInfo, 'inspect-form-errors');

  await page.getByTestId('report-result-pass').click();
  await page.getByTestId('report-countedQuantity').locator('input').fill(String(quantity));
  await page.getByTestId('report-dateCodeSeen').locator('input').fill('24+');
  await page.getByTestId('report-markings').getByRole('textbox').fill('丝印清晰，与原厂一致');
  await page.getByTestId('report-photos').locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByTestId('report-photos').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('report-photos').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await page.getByTestId('report-notes').getByRole('textbox').fill('外包装完好，抽检 10 颗正常');
  await expect(page.getByTestId('error-photos')).toHaveCount(0);
  await shot(page, testInfo, 'inspect-form-filled');

  await page.getByTestId('report-submit').click();
  await expect(page.getByText('确认验货合格？')).toBeVisible();
  await shot(page, testInfo, 'inspect-confirm-pass');
  await page.getByRole('button', { name: '确认合格' }).click();
  await expect(page.getByText(MoneyMsg.inspectPassOk)).toBeVisible();

  // Filed: the report, read-only.
  await expect(page.getByTestId('report-form')).toHaveCount(0);
  await expect(page.getByTestId('report-result')).toHaveText('合格');
  await expect(page.getByTestId('inspection-report')).toContainText('丝印清晰，与原厂一致');
  await expect(page.getByTestId('report-photos').locator('img')).toHaveCount(1);
  await shot(page, testInfo, 'inspect-report-pass');

  const after = await orderAsBuyer(request, order.buyer, order.orderId);
  expect(after.statusText).toBe('待收货');
  expect(after.inspection).toMatchObject({ result: 'pass', countedQuantity: quantity });
  expect(after.inspection!.photos).toHaveLength(1);
});

test('an unheld order opened directly: 领取 first, then a fail report (the buyer will be refunded) → 退款中', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '待验货');
  await startAs(page, INSPECTOR);
  await page.goto(`/myxg/myYanHuoDetail?id=${order.orderId}`);
  await expect(page.getByTestId('inspection-grab-block')).toBeVisible();
  await expect(page.getByTestId('report-form')).toHaveCount(0);
  await shot(page, testInfo, 'inspect-detail-grab');
  await page.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(page.getByTestId('report-form')).toBeVisible();

  await page.getByTestId('report-result-fail').click();
  await page.getByTestId('report-countedQuantity').locator('input').fill('90');
  await expect(page.getByTestId('report-form')).toContainText('与合同数量');
  await page.getByTestId('report-dateCodeSeen').locator('input').fill('19+');
  await page.getByTestId('report-photos').locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByTestId('report-photos').locator('img')).toHaveCount(1);
  // The picture shows at once; submitting waits for its upload to finish.
  await expect(page.getByTestId('report-photos').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await page.getByTestId('report-notes').getByRole('textbox').fill('批号与合同不符，数量短缺');
  await page.getByTestId('report-submit').click();
  await expect(page.getByText('确认验货不合格？')).toBeVisible();
  await expect(page.getByText(/退回买方/)).toBeVisible();
  await shot(page, testInfo, 'inspect-confirm-fail');
  await page.getByRole('button', { name: '确认不合格' }).click();
  await expect(page.getByText(MoneyMsg.inspectFailOk)).toBeVisible();
  await expect(page.getByTestId('report-result')).toHaveText('不合格');

  const after = await orderAsBuyer(request, order.buyer, order.orderId);
  expect(after.statusText).toBe('退款中');
  expect(after.inspection).toMatchObject({ result: 'fail', countedQuantity: 90 });

  // 我已验货 lists it with its result.
  await page.goto('/myxg/myYanHuo?tab=2');
  const card = cardOf(page, order.orderNo);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('inspection-result')).toHaveText('不合格');
  await shot(page, testInfo, 'inspect-list-done');
});

test('the buyer rates a completed order and its business follower; 陈伟 sees it under 我的评价', async ({ page, request }, testInfo) => {
  const order = await freshOrder(request, '已完成');
  await startLoggedIn(page, order.buyer);

  // Not an inspector: a clear 403 page, no list.
  await page.goto('/myxg/myYanHuo');
  await expect(page.getByTestId('no-access')).toContainText('仅对验货员开放');
  await expect(page.getByTestId('inspection-tabs')).toHaveCount(0);
  await shot(page, testInfo, 'inspect-forbidden');

  // From an order's 去评价 link: the order's form is open.
  await page.goto(`/myxg/myEvaluate?orderId=${order.orderId}`);
  const card = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：卖方、跟单商务、谈判人');
  const form = card.getByTestId('rate-form');
  await expect(form).toHaveAttribute('data-target', 'order');

  // No stars: refused on the page.
  await form.getByTestId('rate-submit').click();
  await expect(form.getByTestId('error-stars')).toHaveText(MoneyMsg.stars);
  await form.locator('.adm-rate-star').nth(3).tap();
  await form.getByRole('button', { name: '发货及时' }).click();
  await form.getByTestId('rate-text').getByRole('textbox').fill('货品与描述一致，发货很快');
  await shot(page, testInfo, 'rate-order-form');
  await form.getByTestId('rate-submit').click();
  await expect(page.getByText(MoneyMsg.rateOk)).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：跟单商务、谈判人');

  await card.getByTestId('rate-open-staff').click();
  const staffForm = card.getByTestId('rate-form');
  await expect(staffForm).toHaveAttribute('data-target', 'staff');
  await staffForm.locator('.adm-rate-star').nth(4).tap();
  await staffForm.getByRole('button', { name: '响应及时' }).click();
  await staffForm.getByRole('button', { name: '跟进到位' }).click();
  const staffText = `陈伟跟单到位 ${order.orderNo}`;
  await staffForm.getByTestId('rate-text').getByRole('textbox').fill(staffText);
  await staffForm.getByTestId('rate-submit').click();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：谈判人');
  await shot(page, testInfo, 'rate-pending-after');

  // 已评价: the order with the stars, tags and texts I gave.
  await page.getByTestId('evaluate-tabs').getByText('已评价', { exact: true }).click();
  const rated = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  await expect(rated).toBeVisible();
  const given = rated.getByTestId('given-rating');
  await expect(given).toHaveCount(2);
  await expect(given.first().getByTestId('rating-stars')).toHaveAttribute('data-stars', '4');
  await expect(given.first()).toContainText('发货及时');
  await expect(given.first()).toContainText('货品与描述一致，发货很快');
  await expect(given.nth(1).getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  await expect(given.nth(1)).toContainText('跟进到位');
  await rated.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'rate-done');

  // Not staff: 我的评价 is refused with a message.
  await page.goto('/myxg/myFollowOrderList');
  await expect(page.getByTestId('no-access')).toContainText('仅对谈判人和商务开放');

  // 陈伟 (the buyer side's business follower) finds it under 我的评价, with his 好评等级 from the server.
  const chenPage = await page.context().newPage();
  const chen = await startAs(chenPage, CHENWEI);
  await chenPage.goto('/myxg/myFollowOrderList');
  const received = chenPage.locator(`[data-testid="received-rating"][data-order-no="${order.orderNo}"]`);
  await expect(received).toBeVisible();
  await expect(received).toContainText(staffText);
  await expect(received).toContainText('响应及时');
  await expect(received).toContainText('作为跟单商务');
  await expect(received.getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  const level = await goodLevelOf(request, chen);
  await expect(chenPage.getByTestId('summary-good-level')).toHaveText(String(level));
  await expect(chenPage.getByTestId('summary-average')).toHaveText(/^\d\.\d$/);
  await received.scrollIntoViewIfNeeded();
  await shot(chenPage, testInfo, 'ratings-received');

  await chenPage.goto('/user');
  await expect(chenPage.getByTestId('good-level')).toHaveText(`好评等级${level}`);
  await chenPage.getByTestId('link-ratings').click();
  await expect(chenPage).toHaveURL(/\/myxg\/myFollowOrderList$/);
});

test('a new business follower, never rated: 好评等级1 in the user centre and on 我的评价', async ({ page, request }, testInfo) => {
  const staff = await freshBusinessFollower(request);
  await startLoggedIn(page, staff);
  await page.goto('/user');
  await expect(page.getByTestId('good-level')).toHaveText('好评等级1');
  await page.getByTestId('link-ratings').click();
  await expect(page.getByTestId('summary-good-level')).toHaveText('1');
  await expect(page.getByTestId('summary-average')).toHaveText('暂无');
  await expect(page.getByTestId('received-empty')).toBeVisible();
  await shot(page, testInfo, 'ratings-empty');
});
