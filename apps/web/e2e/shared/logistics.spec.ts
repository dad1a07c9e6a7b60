import { expect, type Locator, type Page } from '@playwright/test';
import { MoneyMsg } from '@mts/shared/messages';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { BUYER_DELIVERY, freshOrder, INSPECTOR } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { startAs } from '../trade-staff';

/**
 * Issue 22 item 7 on the phone and the desktop: after 验货通过 the order waits at the inspection centre (待平台发货);
 * the buyer says how he takes it (快递寄送 to an address), 张敏 ships it on from her 验货详情 page with carrier and
 * tracking number (平台发货), and the buyer sees both legs on the order's 物流进度 before confirming receipt. Each test
 * brings its own fresh order through the API.
 */
type LogisticsDriver = Device & {
  /** A multi-line text box by its test id (antd-mobile puts the id on a wrapper, antd on the textarea). */
  area: (page: Page, testId: string) => Locator;
};

const test = storyTest<LogisticsDriver>({
  phone: { ...PHONE, area: (page, testId) => page.getByTestId(testId).getByRole('textbox') },
  desktop: { ...DESKTOP, area: (page, testId) => page.locator(`textarea[data-testid="${testId}"]`) },
});

const orderPage = (device: Device, id: number) => device.url(`/myxg/myDetails?id=${id}&source=order`);

test('after 验货通过 the platform ships from the centre to the buyer; the buyer sees both legs on the timeline, then confirms receipt', async ({ browser, page, request, device }, testInfo) => {
  const order = await freshOrder(request, '待平台发货');

  // The buyer: 待平台发货, the first leg and the inspection done, the platform's leg waiting for his choice.
  await startLoggedIn(page, order.buyer);
  await page.goto(orderPage(device, order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待平台发货');
  await expect(page.getByTestId('logistics-inbound')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('logistics-inbound')).toContainText('深圳验货中心');
  await expect(page.getByTestId('logistics-inspection')).toContainText('平台验货通过');
  await expect(page.getByTestId('logistics-outbound')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('logistics-outbound')).toContainText('买方尚未选择收货方式');
  await expect(page.getByTestId('order-confirm-receipt')).toHaveCount(0);

  // His delivery address: an empty form is refused field by field, then saved.
  const form = page.getByTestId('delivery-form');
  await form.getByTestId('delivery-method').getByText('快递寄送', { exact: true }).click();
  await form.getByTestId('delivery-submit').click();
  await expect(form).toContainText(MoneyMsg.receiverName);
  await expect(form).toContainText(MoneyMsg.receiverAddress);
  await device.field(page, 'delivery-name').fill(BUYER_DELIVERY.receiverName);
  await device.field(page, 'delivery-phone').fill(BUYER_DELIVERY.receiverPhone);
  await device.area(page, 'delivery-address').fill(BUYER_DELIVERY.address);
  await shot(page, testInfo, 'logistics-delivery-form');
  await form.getByTestId('delivery-submit').click();
  await expect(device.toast(page, MoneyMsg.deliverySaved)).toBeVisible();
  await expect(page.getByTestId('logistics-outbound')).toContainText('买方选择：快递寄送');
  await expect(page.getByTestId('logistics-outbound')).toContainText('科兴科学园');

  // 张敏 (in her own browser): 验货详情 shows the report, then 平台发货 to the buyer's address.
  const inspectorContext = await browser.newContext({ ...testInfo.project.use });
  const inspectorPage = await inspectorContext.newPage();
  await startAs(inspectorPage, INSPECTOR, device.platform);
  await inspectorPage.goto(device.url(`/myxg/myYanHuoDetail?id=${order.orderId}`));
  const deliver = inspectorPage.getByTestId('deliver-form');
  await expect(deliver).toContainText('快递寄送给买方：王强');
  await expect(deliver).toContainText('科兴科学园');
  await deliver.getByTestId('deliver-submit').click();
  await expect(deliver).toContainText(MoneyMsg.carrier);
  await device.field(inspectorPage, 'deliver-carrier').fill('顺丰速运');
  const trackingNo = `SF${Date.now()}`;
  await device.field(inspectorPage, 'deliver-tracking').fill(trackingNo);
  await shot(inspectorPage, testInfo, 'logistics-deliver-form');
  await deliver.getByTestId('deliver-submit').click();
  await expect(device.toast(inspectorPage, MoneyMsg.deliverOk)).toBeVisible();
  await expect(inspectorPage.getByTestId('deliver-form')).toHaveCount(0);
  await expect(inspectorPage.getByTestId('logistics-outbound')).toContainText(trackingNo);
  await inspectorContext.close();

  // The buyer: both legs on the timeline (pushed to the open page), then 确认收货.
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('logistics-outbound')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('logistics-outbound')).toContainText('平台已快递发货给买方');
  await expect(page.getByTestId('logistics-outbound')).toContainText(trackingNo);
  await expect(page.getByTestId('logistics-received')).toContainText('前未确认的，系统将自动确认收货');
  await expect(page.getByTestId('delivery-form')).toHaveCount(0);
  await shot(page, testInfo, 'logistics-timeline-delivered');
  await page.getByTestId('order-confirm-receipt').click();
  await device.dialogOk(page, '确认收货').click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await expect(page.getByTestId('logistics-received')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('logistics-received')).toContainText('买方已确认收货');
  await shot(page, testInfo, 'logistics-timeline-received');
});
