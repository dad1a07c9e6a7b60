import { expect, type Page } from '@playwright/test';
import { amountInWords } from '@mts/shared/format';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { shot, startLoggedIn } from '../support';
import { LIUYANG, loginAs, ordersOf, WANGQIANG } from '../trade-orders-support';

/**
 * Issue 22 (items 2 and 3) on the phone and the desktop, against the seeded server: 王强 buys from 刘洋. 王强's
 * company verification is approved, so his contracts name 深圳市华强芯城贸易有限公司 (企业); 刘洋's is still under
 * review, so his contracts name him by his verified real name (个人), never the free-text 香港宏芯电子有限公司 of his
 * profile. The contract states the amount in words and its signature block, and shows the counterparty in full to
 * the two parties. Read only.
 */
type ContractDriver = Device & {
  /** The contract of an order detail on screen (the phone folds it away). */
  showContract?: (page: Page) => Promise<void>;
};

const test = storyTest<ContractDriver>({
  phone: { ...PHONE, showContract: (page) => page.getByTestId('contract-toggle').click() },
  desktop: { ...DESKTOP },
});

test('a confirmed contract: verified parties with their kind, 大写金额, the signature block, the counterparty unmasked', async ({ page, request, device }, testInfo) => {
  const wang = await loginAs(request, WANGQIANG, device.platform);
  const done = (await ordersOf(request, wang.token, 'myBuyOrderList', 3))[0]!;
  expect(done).toMatchObject({ buyerName: '深圳市华强芯城贸易有限公司', sellerName: '刘洋' });
  await startLoggedIn(page, wang);
  await page.goto(device.url(`/myxg/myDetails?id=${done.id}&source=order`));
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  await device.showContract?.(page);
  const contract = page.getByTestId('contract-view');
  await expect(contract).toContainText(done.contractNo);

  await expect(page.getByTestId('contract-party-buyer-name')).toHaveText('深圳市华强芯城贸易有限公司');
  await expect(page.getByTestId('contract-party-buyer-kind')).toHaveText('企业');
  await expect(page.getByTestId('contract-party-buyer')).toContainText('统一社会信用代码');
  await expect(page.getByTestId('contract-party-seller-name')).toHaveText('刘洋');
  await expect(page.getByTestId('contract-party-seller-kind')).toHaveText('个人');
  // The counterparty in full on the contract itself.
  await expect(page.getByTestId('contract-party-seller')).toContainText(LIUYANG);
  await expect(contract).not.toContainText('香港宏芯');

  await expect(page.getByTestId('contract-amountWords')).toHaveText(amountInWords(done.amount, done.priceUnit));
  for (const side of ['buyer', 'seller', 'platform']) await expect(page.getByTestId(`contract-sign-${side}`)).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d/);
  await expect(page.getByTestId('contract-sign-buyer')).toContainText('买方商务');
  await expect(page.getByTestId('contract-sign-seller')).toContainText('卖方商务');
  await expect(page.getByTestId('contract-sign-platform')).toContainText('MTS 存储交易平台');
  await shot(page, testInfo, 'contract-verified-parties');
});
