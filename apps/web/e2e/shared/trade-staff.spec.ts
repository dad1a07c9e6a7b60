import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { shot } from '../support';
import { CHENWEI, followOf, freshBuyOrder, freshConfirmedOrder, freshQuote, LINA, linaFollowId, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 10, the staff on the phone and the desktop, against the real server: 李娜 confirms a fresh intention order
 * and edits then confirms a fresh quote; 陈伟 grabs a fresh confirmed intention order (买方商务), draws up the
 * contract, 周涛 grabs the seller slot (卖方商务) and confirms it (待付款), and 陈伟's item then offers 去支付. Every
 * test makes its own intention order through the API. The phone reaches a step from an item's detail, the desktop
 * mostly from the /pc/follow row.
 */
type StaffDriver = Device & {
  /** A step of a follow item of 我的跟单 (待处理): the desktop's row offers it, the phone's detail does. */
  stepFromList: (page: Page, orderNo: string, step: string, shotName?: string) => Promise<void>;
  /** A step only the item's detail offers, on both apps. */
  stepFromDetail: (page: Page, orderNo: string, step: string) => Promise<void>;
  /** Waits for a list to settle before its shot (antd's spinner). */
  settled: (page: Page) => Promise<void>;
  reasonInput: (page: Page) => Locator;
  reasonOk: (page: Page) => Locator;
  /** The edit form's note. */
  note: (page: Page) => Locator;
  /** The edit form refuses a bad value with the shared schema's message (then the value is set right again). */
  refuseBadEdit: (page: Page) => Promise<void>;
  grab: (slot: Locator) => Locator;
  /** The contract form refuses a bad value with the shared schema's message, then takes a good one. */
  refuseBadContract: (page: Page) => Promise<void>;
  expectInspectionClause: (page: Page, text: RegExp) => Promise<void>;
  /** 陈伟 opens his item, now 待付款, and its 去支付. */
  openPay: (page: Page, followId: number, orderNo: string) => Promise<void>;
  /** The phone's 我创建的订单 lists the order he drew up. */
  createdOrders?: (page: Page, orderNo: string) => Promise<void>;
};

/** The phone reaches every step from the item's detail. */
async function phoneStep(page: Page, orderNo: string, step: string, shotName?: string) {
  await page.goto('/follow?tab=pending');
  const item = page.getByTestId('follow-item').filter({ hasText: orderNo });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('follow-detail')).toBeVisible();
  if (shotName) await shot(page, test.info(), shotName);
  await page.getByTestId(`follow-action-${step}`).click();
}

const test = storyTest<StaffDriver>({
  phone: {
    ...PHONE,
    stepFromList: phoneStep,
    stepFromDetail: phoneStep,
    settled: async () => {},
    reasonInput: (page) => page.getByTestId('reason-input').locator('textarea:not([aria-hidden])'),
    reasonOk: (page) => PHONE.dialogOk(page, '确定'),
    note: (page) => page.getByTestId('edit-note').locator('textarea:not([aria-hidden])'),
    refuseBadEdit: async (page) => {
      await page.getByTestId('edit-price').locator('input').fill('1.234');
      await page.getByTestId('edit-save').click();
      await expect(page.getByTestId('error-price')).toHaveText('请输入正确的单价（0.01–1,000,000.00）');
    },
    grab: (slot) => slot.getByTestId('pool-grab'),
    refuseBadContract: async (page) => {
      const amount = await page.getByTestId('contract-amount').textContent();
      expect(amount).toMatch(/[¥$][\d,]+\.\d{2}/);
      await page.getByTestId('contract-dateCode').locator('input').fill('');
      await page.getByTestId('contract-submit').click();
      await expect(page.getByTestId('error-dateCode')).toHaveText('请输入正确的批号，如 24+ 或 2336');
      await page.getByTestId('contract-dateCode').locator('input').fill('2336');
    },
    expectInspectionClause: (page, text) => expect(page.getByTestId('contract-inspectionClause')).toContainText(text),
    openPay: async (page, followId) => {
      await page.goto(`/follow/swFollowDetail/${followId}`);
      await expect(page.getByTestId('follow-detail-status')).toHaveText('待付款');
      await expect(page.getByTestId('follow-order')).toContainText('待付款');
      await expect(page.getByTestId('follow-action-pay')).toHaveText('去支付');
      await shot(page, test.info(), 'staff-follow-detail-pay');
      await page.getByTestId('follow-action-pay').click();
    },
    createdOrders: async (page, orderNo) => {
      await page.goto('/sw/myCreateOrder?orderStatus=0');
      await expect(page.getByTestId('created-list')).toContainText(orderNo);
      await shot(page, test.info(), 'staff-my-create-order');
    },
  },
  desktop: {
    ...DESKTOP,
    stepFromList: async (page, orderNo, step, shotName) => {
      await page.goto('/pc/follow?status=pending');
      const row = page.getByTestId('follow-row').filter({ hasText: orderNo });
      await expect(row.getByTestId(`follow-row-${step}`)).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      if (shotName) await shot(page, test.info(), shotName);
      await row.getByTestId(`follow-row-${step}`).click();
    },
    stepFromDetail: async (page, orderNo, step) => {
      await page.goto('/pc/follow?status=pending');
      await page.getByTestId('follow-row').filter({ hasText: orderNo }).click();
      await page.getByTestId(`follow-${step}`).click();
    },
    settled: (page) => expect(page.locator('.ant-spin-spinning')).toHaveCount(0),
    reasonInput: (page) => page.getByTestId('reason-input'),
    reasonOk: (page) => page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }),
    note: (page) => page.getByTestId('edit-note'),
    refuseBadEdit: async (page) => {
      await page.getByTestId('edit-quantity').fill('0');
      await page.getByTestId('edit-save').click();
      await expect(page.getByText('请输入正确的数量（至少 1 片）')).toBeVisible();
      await shot(page, test.info(), 'staff-edit-pre-order-invalid');
      await page.getByTestId('edit-quantity').fill(String(100));
    },
    grab: (slot) => slot.getByRole('button', { name: /抢\s*单/ }),
    refuseBadContract: async (page) => {
      await page.getByTestId('contract-quantity').fill('');
      await page.getByTestId('contract-submit').click();
      await expect(page.getByText('请输入正确的数量（至少 1 片）')).toBeVisible();
      await expect(page.getByTestId('contract-amount')).toHaveText('—');
      await page.getByTestId('contract-quantity').fill('1000');
      await expect(page.getByTestId('contract-amount')).toHaveText(/[¥$][\d,]+\.\d{2}/);
    },
    expectInspectionClause: (page, text) => expect(page.getByTestId('contract-inspectionClause')).toHaveValue(text),
    openPay: async (page, _followId, orderNo) => {
      await page.goto('/pc/follow?status=awaitingPayment');
      const row = page.getByTestId('follow-row').filter({ hasText: orderNo });
      await expect(row.getByTestId('follow-row-pay')).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await shot(page, test.info(), 'staff-follow-rows-pay');
      await row.click();
      await expect(page.getByTestId('follow-order-status')).toHaveText('待付款');
      await expect(page.getByTestId('follow-pay')).toBeVisible();
      await shot(page, test.info(), 'staff-follow-detail-pay');
      await page.getByTestId('follow-pay').click();
    },
  },
});

test('negotiator: 确认意向单 from 我的跟单, confirm, the order goes to the business followers’ pool', async ({ page, device }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA, device.platform);
  await device.stepFromList(page, order.orderNo, 'confirmPreOrder', 'staff-follow-negotiator');

  await expect(page).toHaveURL(new RegExp(`${device.url('/follow/tpr/confirmPreOrder')}\\?orderId=${order.id}&followId=\\d+`));
  await expect(page.getByTestId('pre-order-status')).toHaveText('待确认');
  await expect(page.getByTestId('pre-order')).toContainText(order.orderNo);
  await expect(page.getByTestId('pre-order-reject')).toBeVisible();
  await shot(page, testInfo, 'staff-confirm-pre-order');

  await page.getByTestId('pre-order-confirm').click();
  await device.dialogOk(page, '确认').click();
  await expect(page.getByText('意向单已确认')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await expect(page.getByTestId('next-step')).toContainText('已进入商务接单池');
  await expect(page.getByTestId('pre-order-confirm')).toHaveCount(0);
  await expect(page.getByTestId('pre-order-reject')).toHaveCount(0);
  await shot(page, testInfo, 'staff-confirm-pre-order-done');
});

test('negotiator: 拒绝 asks for a reason and cancels the intention order', async ({ page, device }, testInfo) => {
  const order = await freshBuyOrder(page.request);
  await startAs(page, LINA, device.platform);
  const followId = await linaFollowId(page.request, order.id);
  await page.goto(device.url(`/follow/tpr/confirmPreOrder?orderId=${order.id}&followId=${followId}`));
  await page.getByTestId('pre-order-reject').click();
  await device.reasonOk(page).click();
  await expect(page.getByTestId('reason-error')).toHaveText('请输入原因（2–200 个字）');
  await device.reasonInput(page).fill('库存不足，无法供货');
  await shot(page, testInfo, 'staff-reject-dialog');
  await device.reasonOk(page).click();
  await expect(page.getByText('已拒绝该意向单')).toBeVisible();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已取消');
  await expect(page.getByTestId('next-step')).toContainText('库存不足，无法供货');
});

test('negotiator: edits a quote (the revision shows old → new), then confirms it', async ({ page, device }, testInfo) => {
  const quote = await freshQuote(page.request);
  await startAs(page, LINA, device.platform);
  await device.stepFromDetail(page, quote.orderNo, 'editPreOrder');
  await expect(page).toHaveURL(new RegExp(`${device.url('/follow/tpr/editPreOrder')}\\?orderId=\\d+&followId=\\d+`));
  await expect(page.getByTestId('edit-form')).toBeVisible();
  await expect(page.getByTestId('edit-form')).toContainText('¥');
  await shot(page, testInfo, 'staff-edit-pre-order');

  // Nothing changed, or a value the shared schema refuses: nothing is sent.
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('edit-form-error')).toHaveText('没有修改任何内容');
  await device.refuseBadEdit(page);
  await device.field(page, 'edit-price').fill('14.5');
  await device.note(page).fill('与卖方协商后调价');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('意向单已修改')).toBeVisible();
  await expect(page.getByTestId('revision-change').first()).toHaveText('单价：¥15.00 → ¥14.50');
  await expect(page.getByTestId('revision').first()).toContainText('单价：¥15.00 → ¥14.50');
  await expect(page.getByTestId('revision').first()).toContainText('与卖方协商后调价');
  await shot(page, testInfo, 'staff-edit-pre-order-revised');

  await page.getByTestId('pre-order-confirm').click();
  await device.dialogOk(page, '确认').click();
  await expect(page.getByTestId('pre-order-status')).toHaveText('已确认');
  await expect(page.getByTestId('next-step')).toContainText('已进入商务接单池');
});

test('business followers: 陈伟 grabs (买方商务) and draws the contract, 周涛 grabs the seller slot and confirms, 陈伟 sees 去支付', async ({ browser, device }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...testInfo.project.use });
  const chen = await context.newPage();
  const order = await freshConfirmedOrder(chen.request);
  await startAs(chen, CHENWEI, device.platform);

  // the business home from the follow page, its counts, the pool with the slot kind
  await chen.goto(device.url('/follow'));
  await chen.getByTestId('follow-sw-home').click();
  await expect(chen).toHaveURL(new RegExp(`${device.url('/sw')}$`));
  await expect(chen.getByTestId('sw-count-pool').locator('b')).toHaveText(/^[1-9]\d*$/);
  await shot(chen, testInfo, 'staff-sw-home');
  await chen.getByTestId('sw-count-pool').click();
  await expect(chen).toHaveURL(new RegExp(`${device.url('/follow/swPendingFollow')}$`));
  const buyerSlot = chen.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(buyerSlot.getByTestId('pool-slot')).toHaveText('买方商务');
  await device.settled(chen);
  await shot(chen, testInfo, 'staff-pool-slots');
  await device.grab(buyerSlot).click();
  await expect(chen.getByText('抢单成功')).toBeVisible();

  // his new item → 生成合同
  await device.stepFromList(chen, order.orderNo, 'generateContract');
  await expect(chen).toHaveURL(new RegExp(`${device.url('/follow/generateTradeContract')}\\?id=\\d+`));
  await device.expectInspectionClause(chen, /平台验货员/);
  // The parties come from verification, read-only: the fresh buyer by his real name (个人).
  await expect(chen.getByTestId('contract-form-party-buyer')).toContainText('赵采购');
  await expect(chen.getByTestId('contract-form-party-buyer')).toContainText('个人');
  await device.refuseBadContract(chen);
  await shot(chen, testInfo, 'staff-generate-contract');
  await chen.getByTestId('contract-submit').click();
  await expect(chen.getByTestId('contract-generated')).toBeVisible();
  await expect(chen.getByTestId('generated-status')).toHaveText('待确认合同');
  await expect(chen.getByTestId('contract-generated')).toContainText('等待卖方商务确认');
  const orderNo = (await chen.getByTestId('generated-order-no').textContent())!;
  expect(orderNo).toMatch(/\S+/);
  await shot(chen, testInfo, 'staff-generate-contract-done');

  // 周涛: the seller slot (卖方商务) → grab → 确认合同
  const zhouContext = await browser.newContext({ ...testInfo.project.use });
  const zhou = await zhouContext.newPage();
  await startAs(zhou, ZHOUTAO, device.platform);
  await zhou.goto(device.url('/follow/swPendingFollow'));
  const sellerSlot = zhou.getByTestId('pool-row').filter({ hasText: order.orderNo });
  await expect(sellerSlot.getByTestId('pool-slot')).toHaveText('卖方商务');
  await device.grab(sellerSlot).click();
  await expect(zhou.getByText('抢单成功')).toBeVisible();
  await device.stepFromList(zhou, order.orderNo, 'confirmContract');
  await expect(zhou).toHaveURL(new RegExp(`${device.url('/follow/confirmTradeContract')}\\?orderId=\\d+&followId=\\d+`));
  await expect(zhou.getByTestId('contract-view')).toBeVisible();
  await expect(zhou.getByTestId('order-status')).toHaveText('待确认合同');
  await expect(zhou.getByTestId('contract-reject')).toBeVisible();
  await shot(zhou, testInfo, 'staff-confirm-contract');
  await zhou.getByTestId('contract-confirm').click();
  await device.dialogOk(zhou, '确认').click();
  await expect(zhou.getByText('合同已确认，等待买方付款')).toBeVisible();
  await expect(device.dialog(zhou)).toHaveCount(0);
  await expect(zhou.getByTestId('order-status')).toHaveText('待付款');
  await expect(zhou.getByTestId('next-step')).toContainText('买方');
  await expect(zhou.getByTestId('contract-confirm')).toHaveCount(0);
  await shot(zhou, testInfo, 'staff-confirm-contract-done');

  // 陈伟's item: 待付款 with 去支付
  const item = await followOf(chen.request, CHENWEI, order.orderNo, 2);
  expect(item?.status).toBe(5);
  await device.openPay(chen, item!.id, order.orderNo);
  // 去支付 opens the bank transfer form (spec section 4): he records the buyer's transfer for this order
  await expect(chen).toHaveURL(new RegExp(`${device.url('/externalPay')}\\?orderId=\\d+$`));
  await expect(chen.getByTestId('transfer-order')).toContainText(orderNo);
  await expect(chen.getByTestId('transfer-form')).toBeVisible();
  await device.settled(chen);
  await device.createdOrders?.(chen, orderNo);
  await context.close();
  await zhouContext.close();
});
