import { expect, test } from '@playwright/test';
import { MoneyMsg } from '@mts/shared/messages';
import { fileDesktopReport, orderAsBuyer } from '../fulfilment-support';
import { freshOrder, INSPECTOR, uploadPng } from '../money-support';
import { call, startAs } from '../trade-staff';

/**
 * Issue 11 on the desktop: a late second inspection report, against the real server, on its own fresh order. The
 * inspection and rating stories run on both apps: shared/money-inspect.spec.ts.
 */

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

  await fileDesktopReport(page, { result: 'fail', count: 1, dateCode: '19+', notes: '重复提交' });
  await page.getByRole('button', { name: '确认不合格' }).click();
  await expect(page.getByText(MoneyMsg.alreadyInspected)).toBeVisible();
  await expect(page.getByTestId('report-result')).toHaveText('合格');
  expect((await orderAsBuyer(request, order.buyer, order.orderId)).statusText).toBe('待平台发货');
});
