import { expect, type Locator, type Page } from '@playwright/test';
import { MoneyMsg } from '@mts/shared/messages';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { fileDesktopReport, freshBusinessFollower, goodLevelOf, orderAsBuyer, PHOTO, type Report } from '../fulfilment-support';
import { freshOrder, INSPECTOR } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { CHENWEI, startAs } from '../trade-staff';

/**
 * Issue 11 on the phone and the desktop: inspection (验货) and ratings (评价), against the real server. Every test
 * brings its own fresh order through the API (freshOrder); 张敏's list is shared with parallel tests, so a test finds
 * its order by number. The desktop's late second report (409) is desktop/money-inspect.spec.ts.
 */
type InspectDriver = Device & {
  /** 张敏's 我的验货, waiting for its rows. */
  openInspections: (page: Page) => Promise<void>;
  /** An order's card (phone) or row (desktop) in the inspection list. */
  itemOf: (page: Page, orderNo: string) => Locator;
  /** What a 待领取 item shows of its order. */
  itemShows: string[];
  openItem: (item: Locator) => Promise<void>;
  expectItemResult: (item: Locator, text: string) => Promise<void>;
  /** Fills the report form and sends it, which asks for confirmation. */
  fileReport: (page: Page, report: Report) => Promise<void>;
  expectConfirm: (page: Page, title: string, text?: string) => Promise<void>;
  rate: {
    star: (form: Locator, index: number) => Promise<void>;
    tag: (form: Locator, name: string) => Locator;
    text: (form: Locator) => Locator;
  };
  /** From the user centre to 我的评价. */
  openRatings: (page: Page) => Promise<void>;
  /** A figure of the ratings summary. */
  summary: (page: Page, testId: string) => Locator;
};

const test = storyTest<InspectDriver>({
  phone: {
    ...PHONE,
    openInspections: async (page) => {
      await page.goto('/myxg/myYanHuo');
      await expect(page.getByTestId('inspection-list').or(page.getByTestId('inspection-empty'))).toBeVisible();
    },
    itemOf: (page, orderNo) => page.locator(`[data-testid="inspection-card"][data-order-no="${orderNo}"]`),
    itemShows: ['顺丰速运', '24+', '原装'],
    openItem: (item) => item.click(),
    expectItemResult: (item, text) => expect(item.getByTestId('inspection-result')).toHaveText(text),
    fileReport: async (page, report) => {
      await page.getByTestId(`report-result-${report.result}`).click();
      await page.getByTestId('report-countedQuantity').locator('input').fill(String(report.count));
      await page.getByTestId('report-dateCodeSeen').locator('input').fill(report.dateCode);
      await page.getByTestId('report-markings').getByRole('textbox').fill('丝印清晰，与原厂一致');
      await page.getByTestId('report-photos').locator('input[type="file"]').setInputFiles(PHOTO);
      await expect(page.getByTestId('report-photos').locator('img')).toHaveCount(1);
      // The picture shows at once; submitting waits for its upload to finish.
      await expect(page.getByTestId('report-photos').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
      await page.getByTestId('report-notes').getByRole('textbox').fill(report.notes);
      await expect(page.getByTestId('error-photos')).toHaveCount(0);
      await page.getByTestId('report-submit').click();
    },
    expectConfirm: async (page, title, text) => {
      await expect(page.getByText(title)).toBeVisible();
      if (text) await expect(page.getByText(new RegExp(text))).toBeVisible();
    },
    rate: {
      star: (form, index) => form.locator('.adm-rate-star').nth(index).tap(),
      tag: (form, name) => form.getByRole('button', { name }),
      text: (form) => form.getByTestId('rate-text').getByRole('textbox'),
    },
    openRatings: (page) => page.getByTestId('link-ratings').click(),
    summary: (page, testId) => page.getByTestId(testId),
  },
  desktop: {
    ...DESKTOP,
    openInspections: async (page) => {
      await page.goto('/pc/user');
      await page.getByTestId('user-menu').getByRole('link', { name: '我的验货' }).click();
      await expect(page).toHaveURL(/\/pc\/myxg\/myYanHuo$/);
      await expect(page.getByTestId('inspection-tabs')).toBeVisible();
    },
    itemOf: (page, orderNo) => page.locator(`[data-testid="inspection-row"][data-order-no="${orderNo}"]`),
    itemShows: ['顺丰速运', '24+'],
    openItem: (item) => item.getByRole('button', { name: '去验货' }).click(),
    expectItemResult: (item, text) => expect(item).toContainText(text),
    fileReport: fileDesktopReport,
    expectConfirm: async (page, title, text) => {
      await expect(page.locator('.ant-modal-confirm-title')).toHaveText(title);
      if (text) await expect(page.locator('.ant-modal-confirm-content')).toContainText(text);
    },
    rate: {
      star: (form, index) => form.locator('.ant-rate-star').nth(index).click(),
      tag: (form, name) => form.getByText(name, { exact: true }),
      text: (form) => form.getByPlaceholder('说说这次交易的感受（选填）'),
    },
    openRatings: (page) => page.getByTestId('user-menu').getByRole('link', { name: '我的评价' }).click(),
    summary: (page, testId) => page.getByTestId(testId).locator('.ant-statistic-content-value'),
  },
});

test('张敏 sees a freshly shipped order appear under 待领取, takes it and passes it with a photo → 待平台发货', async ({ page, request, device }, testInfo) => {
  await startAs(page, INSPECTOR, device.platform);
  await device.openInspections(page);

  // Shipped while the page is open: the push to every inspector brings the row in without a reload.
  const order = await freshOrder(request, '待验货');
  const { quantity } = await orderAsBuyer(request, order.buyer, order.orderId);
  const item = device.itemOf(page, order.orderNo);
  await expect(item).toBeVisible();
  for (const text of device.itemShows) await expect(item).toContainText(text);
  await item.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'inspect-list-pending');

  await item.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(item).toHaveCount(0);

  await device.tab(page, 'inspection-tabs', '我的待验货').click();
  await expect(page).toHaveURL(/tab=1$/);
  await device.openItem(device.itemOf(page, order.orderNo));
  await expect(page).toHaveURL(new RegExp(`${device.url('/myxg/myYanHuoDetail')}\\?id=${order.orderId}$`));
  await expect(page.getByTestId('inspection-terms')).toContainText('24+');
  await expect(page.getByTestId('inspection-shipment')).toContainText('顺丰速运');

  // Nothing filled: each required field says what is missing.
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('error-result')).toBeVisible();
  await expect(page.getByTestId('error-countedQuantity')).toHaveText(MoneyMsg.countedQuantity);
  await expect(page.getByTestId('error-photos')).toHaveText(MoneyMsg.photos);
  await shot(page, testInfo, 'inspect-form-errors');

  await device.fileReport(page, { result: 'pass', count: quantity, dateCode: '24+', notes: '外包装完好，抽检 10 颗正常' });
  await device.expectConfirm(page, '确认验货合格？');
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
  expect(after.statusText).toBe('待平台发货');
  expect(after.inspection).toMatchObject({ result: 'pass', countedQuantity: quantity });
  expect(after.inspection!.photos).toHaveLength(1);
});

test('an unheld order opened directly: 领取 first, then a fail report (the buyer will be refunded) → 退款中', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request, '待验货');
  await startAs(page, INSPECTOR, device.platform);
  await page.goto(device.url(`/myxg/myYanHuoDetail?id=${order.orderId}`));
  await expect(page.getByTestId('inspection-grab-block')).toBeVisible();
  await expect(page.getByTestId('report-form')).toHaveCount(0);
  await shot(page, testInfo, 'inspect-detail-grab');
  await page.getByTestId('inspection-grab').click();
  await expect(page.getByText(MoneyMsg.grabOk)).toBeVisible();
  await expect(page.getByTestId('report-form')).toBeVisible();

  await device.fileReport(page, { result: 'fail', count: 90, dateCode: '19+', notes: '批号与合同不符，数量短缺' });
  // The form warns of the counted quantity that differs from the contract's.
  await expect(page.getByTestId('report-form')).toContainText('与合同数量');
  await device.expectConfirm(page, '确认验货不合格？', '退回买方');
  await shot(page, testInfo, 'inspect-confirm-fail');
  await page.getByRole('button', { name: '确认不合格' }).click();
  await expect(page.getByText(MoneyMsg.inspectFailOk)).toBeVisible();
  await expect(page.getByTestId('report-result')).toHaveText('不合格');

  const after = await orderAsBuyer(request, order.buyer, order.orderId);
  expect(after.statusText).toBe('退款中');
  expect(after.inspection).toMatchObject({ result: 'fail', countedQuantity: 90 });

  // 我已验货 lists it with its result.
  await page.goto(device.url('/myxg/myYanHuo?tab=2'));
  const item = device.itemOf(page, order.orderNo);
  await expect(item).toBeVisible();
  await device.expectItemResult(item, '不合格');
  await shot(page, testInfo, 'inspect-list-done');
});

test('the buyer rates a completed order and its business follower; 陈伟 sees it under 我的评价', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request, '已完成');
  await startLoggedIn(page, order.buyer);

  // Not an inspector: a clear 403 page, no list.
  await page.goto(device.url('/myxg/myYanHuo'));
  await expect(page.getByTestId('no-access')).toContainText('仅对验货员开放');
  await expect(page.getByTestId('inspection-tabs')).toHaveCount(0);
  await shot(page, testInfo, 'inspect-forbidden');

  // From an order's 去评价 link: the order's form is open.
  await page.goto(device.url(`/myxg/myEvaluate?orderId=${order.orderId}`));
  const card = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：卖方、跟单商务、谈判人');
  const form = card.getByTestId('rate-form');
  await expect(form).toHaveAttribute('data-target', 'order');

  // No stars: refused on the page.
  await form.getByTestId('rate-submit').click();
  await expect(form.getByTestId('error-stars')).toHaveText(MoneyMsg.stars);
  await device.rate.star(form, 3);
  // The buyer rates the seller: the seller's virtues are offered (发货及时), a buyer's (付款爽快) are not.
  await expect(device.rate.tag(form, '发货及时')).toBeVisible();
  await expect(device.rate.tag(form, '付款爽快')).toHaveCount(0);
  await device.rate.tag(form, '发货及时').click();
  await device.rate.text(form).fill('货品与描述一致，发货很快');
  await shot(page, testInfo, 'rate-order-form');
  await form.getByTestId('rate-submit').click();
  await expect(page.getByText(MoneyMsg.rateOk)).toBeVisible();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：跟单商务、谈判人');

  await card.getByTestId('rate-open-staff').click();
  const staffForm = card.getByTestId('rate-form');
  await expect(staffForm).toHaveAttribute('data-target', 'staff');
  await device.rate.star(staffForm, 4);
  await device.rate.tag(staffForm, '响应及时').click();
  await device.rate.tag(staffForm, '跟进到位').click();
  const staffText = `陈伟跟单到位 ${order.orderNo}`;
  await device.rate.text(staffForm).fill(staffText);
  await staffForm.getByTestId('rate-submit').click();
  await expect(card.getByTestId('evaluate-open')).toHaveText('待评价：谈判人');
  await shot(page, testInfo, 'rate-pending-after');

  // 已评价: the order with the stars, tags and texts I gave.
  await device.tab(page, 'evaluate-tabs', '已评价').click();
  const rated = page.locator(`[data-testid="evaluate-card"][data-order-no="${order.orderNo}"]`);
  await expect(rated).toBeVisible();
  const given = rated.getByTestId('given-rating');
  await expect(given).toHaveCount(2);
  await expect(given.first().getByTestId('rating-stars')).toHaveAttribute('data-stars', '4');
  await expect(given.first()).toContainText('发货及时');
  await expect(given.first()).toContainText('货品与描述一致，发货很快');
  await expect(given.nth(1).getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  await expect(given.nth(1)).toContainText('跟进到位');
  await expect(given.nth(1)).toContainText(staffText);
  await rated.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'rate-done');

  // Not staff: 我的评价 is refused with a message.
  await page.goto(device.url('/myxg/myFollowOrderList'));
  await expect(page.getByTestId('no-access')).toContainText('仅对谈判人和商务开放');

  // 陈伟 (the buyer side's business follower) finds it under 我的评价, with his 好评等级 from the server.
  const chenPage = await page.context().newPage();
  const chen = await startAs(chenPage, CHENWEI, device.platform);
  await chenPage.goto(device.url('/user'));
  const level = await goodLevelOf(request, chen);
  await expect(chenPage.getByTestId('good-level')).toHaveText(`好评等级${level}`);
  await device.openRatings(chenPage);
  await expect(chenPage).toHaveURL(new RegExp(`${device.url('/myxg/myFollowOrderList')}$`));
  const received = chenPage.locator(`[data-testid="received-rating"][data-order-no="${order.orderNo}"]`);
  await expect(received).toBeVisible();
  await expect(received).toContainText(staffText);
  await expect(received).toContainText('响应及时');
  await expect(received).toContainText('跟进到位');
  await expect(received).toContainText('作为跟单商务');
  await expect(received.getByTestId('rating-stars')).toHaveAttribute('data-stars', '5');
  await expect(device.summary(chenPage, 'summary-good-level')).toHaveText(String(level));
  await expect(device.summary(chenPage, 'summary-average')).toHaveText(/^\d\.\d$/);
  await received.scrollIntoViewIfNeeded();
  await shot(chenPage, testInfo, 'ratings-received');
});

test('a new business follower, never rated: 好评等级1 in the user centre and on 我的评价', async ({ page, request, device }, testInfo) => {
  const staff = await freshBusinessFollower(request, device.platform);
  await startLoggedIn(page, staff);
  await page.goto(device.url('/user'));
  await expect(page.getByTestId('good-level')).toHaveText('好评等级1');
  await device.openRatings(page);
  await expect(device.summary(page, 'summary-good-level')).toHaveText('1');
  await expect(device.summary(page, 'summary-average')).toHaveText('暂无');
  await expect(page.getByTestId('received-empty')).toBeVisible();
  await shot(page, testInfo, 'ratings-empty');
});
