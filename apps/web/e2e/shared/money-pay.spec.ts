import { expect, type Locator, type Page } from '@playwright/test';
import { formatPrice } from '@mts/shared/format';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { balanceOf, freshOrder, fundWallet, PAY_PASSWORD, setPayPassword } from '../money-support';
import { shot, startLoggedIn } from '../support';
import { call, loginAs, startAs, ZHOUTAO } from '../trade-staff';

/**
 * Issue 11 on the phone and the desktop, against the real server: paying an order from the wallet, an insufficient
 * balance, shipping and confirming receipt. Every test works on its own fresh order. The bank transfer is told
 * differently per app (the buyer on the phone, the buyer-side follower on the desktop): mobile/ and desktop/money-pay.spec.ts.
 */
type MoneyPayDriver = Device & {
  /** From the buyer's 待付款 list (which offers 去支付 too) into the order. */
  openFromBuyList: (page: Page, orderNo: string) => Promise<void>;
  /** 银行转账 on the pay page when the balance falls short. */
  shortTransfer: (page: Page) => Locator;
  /** The ship form: a carrier picked, a bad tracking number refused with the shared rule's message. */
  ship: {
    carrier: string;
    badTrackingNo: string;
    pick: (page: Page) => Promise<void>;
    tracking: (page: Page) => Locator;
    submit: (page: Page) => Promise<void>;
    trackingError: (page: Page) => Locator;
    /** The refusal of a form without an inspection centre (issue 22). */
    centreError: (page: Page) => Locator;
    /** Nothing of the form is left once shipped. */
    closed: (page: Page) => Locator;
  };
  /** Whatever the wallet page must show for a visit to count. */
  walletShown?: (page: Page) => Promise<void>;
};

const test = storyTest<MoneyPayDriver>({
  phone: {
    ...PHONE,
    openFromBuyList: async (page, orderNo) => {
      await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toBeVisible();
      await page.getByTestId('order-card').filter({ hasText: orderNo }).click();
    },
    shortTransfer: (page) => page.getByTestId('pay-short').getByTestId('pay-transfer'),
    ship: {
      carrier: '顺丰速运',
      // a tracking number with a space is refused before anything is sent
      badTrackingNo: 'SF 123',
      pick: (page) => page.getByTestId('ship-carriers').getByRole('radio', { name: '顺丰速运' }).click(),
      tracking: (page) => page.getByTestId('ship-tracking').locator('input'),
      submit: (page) => PHONE.dialogOk(page, '确认发货').click(),
      trackingError: (page) => page.getByTestId('error-trackingNo'),
      centreError: (page) => page.getByTestId('error-centreId'),
      closed: (page) => page.getByTestId('ship-form'),
    },
    walletShown: (page) => expect(page.getByTestId('my-balance')).toBeVisible(),
  },
  desktop: {
    ...DESKTOP,
    openFromBuyList: async (page, orderNo) => {
      const row = page.getByTestId('order-row').filter({ hasText: orderNo });
      await expect(row.getByTestId('order-row-pay')).toBeVisible();
      await row.getByRole('button', { name: '详情' }).click();
    },
    shortTransfer: (page) => page.getByTestId('pay-transfer'),
    ship: {
      carrier: '京东物流',
      badTrackingNo: 'JD',
      pick: async (page) => {
        await page.getByTestId('ship-form').getByText('京东物流', { exact: true }).click();
        await expect(page.getByTestId('ship-carrier')).toHaveValue('京东物流');
      },
      tracking: (page) => page.getByTestId('ship-tracking'),
      submit: (page) => page.getByTestId('ship-submit').click(),
      trackingError: (page) => page.getByText('请输入正确的运单号（4–40 位字母或数字）'),
      centreError: (page) => page.getByTestId('ship-form').getByText('请选择验货中心', { exact: true }),
      closed: (page) => page.locator('.ant-modal'),
    },
  },
});

const orderPage = (device: Device, id: number) => device.url(`/myxg/myDetails?id=${id}&source=order`);
const escape = (path: string) => path.replace(/[?]/g, '\\?');

test('pay from the wallet: 去支付 → confirm with the amount and the order number → 待发货, the money frozen', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request);
  await fundWallet(request, order.buyer.token, order.amount, order.priceUnit);
  await setPayPassword(request, order.buyer);
  const amount = formatPrice(order.amount, order.priceUnit);
  await startLoggedIn(page, order.buyer);

  // the buyer's 待付款 list offers 去支付 on the order too; he opens the order
  await page.goto(device.url('/myxg/myBuyOrderList?orderStatus=0'));
  await device.openFromBuyList(page, order.orderNo);
  await expect(page).toHaveURL(new RegExp(`${device.url('/myxg/myBuyOrderDetail')}\\?id=\\d+`));
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('order-payment')).toContainText('待付款');
  await expect(page.getByTestId('order-transfer')).toHaveText('银行转账');
  await page.getByTestId('order-pay').click();

  await expect(page).toHaveURL(new RegExp(`${escape(device.url(`/pay?mode=order&orderId=${order.orderId}`))}$`));
  await expect(page.getByTestId('pay-amount')).toHaveText(amount);
  await expect(page.getByTestId('pay-order-no')).toContainText(order.orderNo);
  await expect(page.getByTestId('pay-available')).toHaveText(amount);
  await expect(page.getByTestId('pay-short')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-order');

  await page.getByTestId('pay-wallet-submit').click();
  const confirm = page.getByTestId('pay-confirm');
  await expect(confirm).toContainText(order.orderNo);
  await expect(confirm).toContainText(amount);
  await device.typePasscode(page, 'pay-factor-password', PAY_PASSWORD);
  await shot(page, testInfo, 'money-pay-confirm');
  await device.dialogOk(page, '确认支付').click();

  await expect(page.getByText('支付成功，货款已冻结在平台担保账户')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(escape(orderPage(device, order.orderId))));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-payment')).toContainText('余额支付');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-paid');

  // The wallet: the whole amount moved from available to frozen.
  expect(await balanceOf(request, order.buyer.token, order.priceUnit)).toEqual({ available: 0, frozen: order.amount });
  await page.goto(device.url('/my/myBalance'));
  await device.walletShown?.(page);
  await shot(page, testInfo, 'money-pay-wallet');
});

test('insufficient balance: the shortfall, 去充值 and 银行转账, and no way to pay from the wallet', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request);
  await startLoggedIn(page, order.buyer);
  await page.goto(device.url(`/pay?mode=order&orderId=${order.orderId}`));

  await expect(page.getByTestId('pay-amount')).toHaveText(formatPrice(order.amount, order.priceUnit));
  await expect(page.getByTestId('pay-available')).toHaveText(formatPrice(0, order.priceUnit));
  await expect(page.getByTestId('pay-short')).toContainText('可用余额不足');
  await expect(page.getByTestId('pay-shortfall')).toHaveText(`还差 ${formatPrice(order.amount, order.priceUnit)}`);
  await expect(page.getByTestId('pay-wallet-submit')).toHaveCount(0);
  await shot(page, testInfo, 'money-pay-insufficient');

  await page.getByTestId('pay-recharge').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/my/myBalance')}$`));
  await page.goBack();
  await device.shortTransfer(page).click();
  await expect(page).toHaveURL(new RegExp(`${escape(device.url(`/externalPayInfo?orderId=${order.orderId}`))}$`));
  await expect(page.getByTestId('escrow-reference')).toHaveText(order.orderNo);

  const detail = await call<{ status: number }>(request, 'GET', `/order/detail?id=${order.orderId}`, order.buyer.token);
  expect(detail.data.status).toBe(5);
});

test('ship: the seller-side follower 周涛 picks an inspection centre (its address, contact, hours shown), enters carrier and tracking number → 待验货 with the shipment', async ({ page, request, device }, testInfo) => {
  const order = await freshOrder(request, '待发货');
  await startAs(page, ZHOUTAO, device.platform);
  await page.goto(orderPage(device, order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  await page.getByTestId('order-ship').click();
  await expect(page.getByTestId('ship-form')).toBeVisible();
  // Issue 22: the platform's centres with where to send the goods, not a bare sentence.
  const centres = page.getByTestId('ship-centre');
  await expect(centres).toHaveCount(2);
  await expect(centres.nth(0)).toContainText('深圳验货中心');
  await expect(centres.nth(0)).toContainText('华强北');
  await expect(centres.nth(0)).toContainText('营业时间');
  await expect(centres.nth(1)).toContainText('香港验货中心');
  await expect(centres.nth(1)).toContainText('观塘');
  await expect(centres.nth(1)).toContainText('+852');
  await shot(page, testInfo, 'money-ship-centres');
  await device.ship.pick(page);
  await device.ship.tracking(page).fill(device.ship.badTrackingNo);
  await device.ship.submit(page);
  await expect(device.ship.trackingError(page)).toHaveText('请输入正确的运单号（4–40 位字母或数字）');
  await expect(device.ship.centreError(page)).toHaveText('请选择验货中心');
  await centres.filter({ hasText: '香港验货中心' }).click();
  await expect(centres.filter({ hasText: '香港验货中心' })).toHaveAttribute('aria-checked', 'true');
  const trackingNo = `${device.ship.badTrackingNo.slice(0, 2)}${Date.now()}`;
  await device.ship.tracking(page).fill(trackingNo);
  await shot(page, testInfo, 'money-ship-form');
  await device.ship.submit(page);

  await expect(page.getByText('已发货，等待验货')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('待验货');
  await expect(page.getByTestId('order-shipment')).toContainText(device.ship.carrier);
  await expect(page.getByTestId('order-shipment')).toContainText(trackingNo);
  await expect(page.getByTestId('order-ship')).toHaveCount(0);
  await expect(device.ship.closed(page)).toHaveCount(0);
  // The timeline's first leg: to the centre picked, with its address.
  await expect(page.getByTestId('logistics-inbound')).toContainText('卖方已发货至香港验货中心');
  await expect(page.getByTestId('logistics-inbound')).toContainText('观塘');
  await expect(page.getByTestId('logistics-inbound')).toContainText(trackingNo);
  await shot(page, testInfo, 'money-shipped');
});

test('confirm receipt: the buyer confirms → 已完成, the settlement shown, and the seller’s balance grows', async ({ browser, page, request, device }, testInfo) => {
  const order = await freshOrder(request, '待收货');
  const seller = await loginAs(request, order.sellerMobile, device.platform);
  const before = await balanceOf(request, seller.token, order.priceUnit);
  await startLoggedIn(page, order.buyer);
  await page.goto(orderPage(device, order.orderId));
  await expect(page.getByTestId('order-status')).toHaveText('待收货');
  await expect(page.getByTestId('inspection-result')).toHaveText('验货通过');
  await expect(page.getByTestId('order-shipment')).toContainText('顺丰速运');
  await shot(page, testInfo, 'money-receipt-before');
  await page.getByTestId('order-confirm-receipt').click();
  await expect(device.dialog(page)).toContainText(formatPrice(order.amount, order.priceUnit));
  await device.dialogOk(page, '确认收货').click();

  await expect(page.getByText('已确认收货，货款已结算给卖方')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');
  const fee = Math.floor((order.amount * 50) / 10000);
  const net = order.amount - fee;
  await expect(page.getByTestId('order-settlement')).toContainText(formatPrice(net, order.priceUnit));
  await expect(page.getByTestId('order-settlement')).toContainText(formatPrice(fee, order.priceUnit));
  await expect(device.dialog(page)).toHaveCount(0);
  await shot(page, testInfo, 'money-receipt-done');

  // The seller's side: his available balance grew by the amount less the fee. Other tests may settle orders of the
  // same seeded seller at the same time, so: at least that much more, and his statement holds this order's release.
  const after = await balanceOf(request, seller.token, order.priceUnit);
  expect(after.available - before.available).toBeGreaterThanOrEqual(net);
  const statement = (await call<never>(request, 'GET', `/wallet/statement?kind=release&pageSize=50`, seller.token)) as unknown as {
    rows: { orderNo: string; availableDelta: number }[];
  };
  expect(statement.rows.find((r) => r.orderNo === order.orderNo)?.availableDelta).toBe(net);
  // The wallet page as the seller sees it.
  const sellerContext = await browser.newContext({ ...testInfo.project.use });
  const sellerPage = await sellerContext.newPage();
  await startLoggedIn(sellerPage, seller);
  await sellerPage.goto(device.url('/my/myBalance'));
  await device.walletShown?.(sellerPage);
  await shot(sellerPage, testInfo, 'money-receipt-seller-wallet');
  await sellerContext.close();
});
