import { expect, test } from '@playwright/test';
import { shot, startLoggedIn } from '../support';
import { verifiedTrader, XLSX_TYPE } from '../stock-support';
import { bomWorkbook, pastedBom, sellerHolding, unknownPartNo } from '../bom-support';

/**
 * Issue 24 on the desktop, on the real server: BOM配单 from the home's 快捷入口; upload an .xlsx and paste a list; the
 * match page's table and offers drawer; matched lines → the cart; the unknown line → 询价; another trader quotes on
 * /pc/rfq/:id; the buyer compares the quotes in the table and accepts → the intention order.
 */
test('a buyer sources a BOM on the desktop: upload, paste, cart, RFQ quoted and accepted', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const buyer = await verifiedTrader(request, 'PC');
  const unknown = unknownPartNo();
  // A trader holds the part off the shelf: the BOM finds nothing, the RFQ reaches him.
  const seller = await sellerHolding(request, unknown, 'PC');
  await startLoggedIn(page, buyer);

  await page.goto('/pc/home');
  await page.getByText('BOM配单', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/pc\/bom$/);
  await expect(page.getByTestId('bom-paste')).toHaveAttribute('placeholder', /K4A8G165WCBCTD 2000/);
  await shot(page, testInfo, 'bom-input');

  await page.locator('input[type=file]').setInputFiles({ name: '主板BOM.xlsx', mimeType: XLSX_TYPE, buffer: await bomWorkbook(unknown) });
  await expect(page.getByTestId('bom-refused')).toContainText('第 6 行');
  await expect(page.getByTestId('bom-row')).toHaveCount(1);
  await shot(page, testInfo, 'bom-upload-refused');

  await page.getByTestId('bom-paste').fill(pastedBom(unknown));
  await page.getByTestId('bom-match').click();
  await expect(page).toHaveURL(/\/pc\/bom\/\d+$/);
  const bomId = Number(page.url().split('/').pop());
  const samsung = page.getByTestId('bom-line').filter({ hasText: 'K4A8G165WCBCTD' });
  await expect(samsung.getByTestId('bom-line-class')).toHaveText('精确');
  await expect(page.getByTestId('bom-line').filter({ hasText: unknown }).getByTestId('bom-line-class')).toHaveText('未找到');
  await shot(page, testInfo, 'bom-match');
  // Another offer for a line, when there is one.
  const withOthers = page.getByTestId('bom-line-offers').first();
  if (await withOthers.count()) {
    await withOthers.click();
    await expect(page.getByTestId('bom-offer-row').first()).toBeVisible();
    await shot(page, testInfo, 'bom-offers');
    await page.keyboard.press('Escape');
  }

  await page.getByTestId('bom-select-stocked').click();
  await page.getByTestId('bom-to-cart').click();
  await expect(page.getByTestId('bom-result')).toBeVisible();
  await shot(page, testInfo, 'bom-cart-result');
  await page.getByTestId('bom-go-cart').click();
  await expect(page).toHaveURL(/\/pc\/cart$/);
  await expect(page.getByText('K4A8G165WC-BCTD').first()).toBeVisible();

  // The seller waits on the home page (the 询价 prompt is app-wide).
  const { viewport, baseURL, locale, timezoneId, reducedMotion } = testInfo.project.use;
  const sellerContext = await browser.newContext({ viewport, baseURL, locale, timezoneId, reducedMotion });
  const sellerPage = await sellerContext.newPage();
  await startLoggedIn(sellerPage, seller);
  await sellerPage.goto('/pc/home');

  await page.goto(`/pc/bom/${bomId}`);
  await page.getByTestId('bom-select-none').click();
  await page.getByTestId('bom-rfq').click();
  await page.getByTestId('bom-rfq-remark').fill('需要原装');
  await shot(page, testInfo, 'bom-rfq-modal');
  await page.getByRole('button', { name: '发送询价' }).click();
  await expect(page).toHaveURL(/\/pc\/rfq$/);
  const row = page.getByTestId('rfq-row').filter({ hasText: unknown });
  await expect(row.getByTestId('rfq-quote-count')).toHaveText('暂无报价');
  await shot(page, testInfo, 'rfq-list');
  await row.click();
  await expect(page).toHaveURL(/\/pc\/rfq\/\d+$/);
  const rfqPath = new URL(page.url()).pathname;

  // The seller, on the home page, is prompted over the websocket wherever he is; 去报价 opens the RFQ.
  await expect(sellerPage.locator('.ant-modal-confirm-title')).toHaveText('您有新的询价!');
  await shot(sellerPage, testInfo, 'rfq-seller-prompt');
  await sellerPage.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(sellerPage).toHaveURL(new RegExp(`${rfqPath}$`));
  const form = sellerPage.getByTestId('quote-form');
  await expect(form.getByTestId('quote-quantity-input')).toHaveValue('300');
  await form.getByTestId('quote-price-input').fill('2.2');
  await form.getByTestId('quote-dateCode-input').fill('25+');
  await shot(sellerPage, testInfo, 'rfq-seller-form');
  await form.getByTestId('quote-submit').click();
  await expect(sellerPage.getByTestId('rfq-my-quote-state')).toHaveText('报价中');

  const quote = page.getByTestId('rfq-quote');
  await expect(quote).toHaveCount(1, { timeout: 20_000 });
  await expect(quote.getByTestId('rfq-best-price')).toBeVisible();
  await expect(quote.getByTestId('rfq-fastest')).toBeVisible();
  await shot(page, testInfo, 'rfq-compare');
  await quote.getByTestId('rfq-accept').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(page.getByTestId('rfq-accepted')).toContainText('意向单');
  await shot(page, testInfo, 'rfq-accepted');
  await page.getByTestId('rfq-pre-order-link').click();
  await expect(page).toHaveURL(/\/pc\/preOrderDetail\/\d+$/);

  await sellerPage.reload();
  await expect(sellerPage.getByTestId('rfq-my-quote-state')).toHaveText('已采纳');
  await sellerContext.close();
});
