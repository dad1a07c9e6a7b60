import { expect, test } from '@playwright/test';
import { shot, startLoggedIn } from '../support';
import { verifiedTrader, XLSX_TYPE } from '../stock-support';
import { bomWorkbook, pastedBom, sellerHolding, unknownPartNo } from '../bom-support';

/**
 * Issue 24 on the phone, on the real server: BOM配单 from the home's shortcut; paste seeded part numbers and one
 * nobody lists → the match page (精确 / 未找到, offers, coverage); upload an .xlsx (the row with 两千 refused with its
 * row); matched lines → the cart; the unknown line → 询价 → 我的询价; another trader answers it on /rfq/:id; the buyer
 * compares and accepts → the intention order.
 */
test('a buyer sources a BOM: paste, upload, cart, RFQ answered by a seller and accepted', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const buyer = await verifiedTrader(request, 'H5');
  const unknown = unknownPartNo();
  // A trader holds the part off the shelf: the BOM finds nothing, the RFQ reaches him.
  const seller = await sellerHolding(request, unknown, 'H5');
  await startLoggedIn(page, buyer);

  await page.goto('/home');
  await page.getByTestId('shortcut-grid').getByText('BOM配单').click();
  await expect(page).toHaveURL(/\/bom$/);
  await expect(page.getByTestId('bom-empty')).toBeVisible();
  await expect(page.getByTestId('bom-paste').locator('textarea')).toHaveAttribute('placeholder', /K4A8G165WCBCTD 2000/);
  await shot(page, testInfo, 'bom-input');

  // Upload first: the sheet's 两千 row is refused with its row number, the rest saved.
  await page.getByTestId('bom-file').setInputFiles({ name: '主板BOM.xlsx', mimeType: XLSX_TYPE, buffer: await bomWorkbook(unknown) });
  await expect(page.getByTestId('bom-refused')).toContainText('第 6 行');
  await expect(page.getByTestId('bom-refused')).toContainText('数量无法识别');
  await shot(page, testInfo, 'bom-upload-refused');
  await page.getByTestId('bom-refused-open').click();
  await expect(page).toHaveURL(/\/bom\/\d+$/);
  await expect(page.getByTestId('bom-line')).toHaveCount(3);
  await page.goBack();

  // Paste: four lines, matched at once.
  await page.getByTestId('bom-paste').locator('textarea').fill(pastedBom(unknown));
  await page.getByTestId('bom-match').click();
  await expect(page).toHaveURL(/\/bom\/\d+$/);
  const bomId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('bom-summary')).toContainText('共 4 行');
  const samsung = page.getByTestId('bom-line').filter({ hasText: 'K4A8G165WCBCTD' });
  await expect(samsung.getByTestId('bom-line-class')).toHaveText('精确');
  await expect(samsung.getByTestId('bom-offer-price')).toHaveText(/^\$/);
  await expect(samsung.getByTestId('bom-offer-available')).toContainText('需 2,000 片');
  const none = page.getByTestId('bom-line').filter({ hasText: unknown });
  await expect(none.getByTestId('bom-line-class')).toHaveText('未找到');
  await shot(page, testInfo, 'bom-match');

  // 选有货 → 加入购物车.
  await page.getByTestId('bom-select-stocked').click();
  await page.getByTestId('bom-to-cart').click();
  await expect(page.getByTestId('bom-result')).toContainText('已加入购物车');
  await shot(page, testInfo, 'bom-cart-result');
  await page.getByTestId('bom-go-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('K4A8G165WC-BCTD').first()).toBeVisible();

  // The seller waits on the home page (the 询价 prompt is app-wide); 我的询价 → 我收到的 is empty so far.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, timezoneId, reducedMotion } = testInfo.project.use;
  const sellerContext = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL, locale, timezoneId, reducedMotion });
  const sellerPage = await sellerContext.newPage();
  await startLoggedIn(sellerPage, seller);
  await sellerPage.goto('/rfq?role=seller');
  await expect(sellerPage.getByTestId('rfq-empty')).toBeVisible();
  await sellerPage.goto('/home');
  await expect(sellerPage.getByTestId('home-search')).toBeVisible();

  // 选未找到 → 询价 (3 days) → 我的询价.
  await page.goto(`/bom/${bomId}`);
  await page.getByTestId('bom-select-none').click();
  await page.getByTestId('bom-rfq').click();
  await page.getByTestId('bom-rfq-remark').locator('textarea').fill('需要原装，含税');
  await shot(page, testInfo, 'bom-rfq-sheet');
  await page.getByTestId('bom-rfq-send').click();
  await expect(page).toHaveURL(/\/rfq$/);
  const row = page.getByTestId('rfq-row').filter({ hasText: unknown });
  await expect(row.getByTestId('rfq-quote-count')).toHaveText('暂无报价');
  await expect(row.getByTestId('rfq-countdown')).toHaveText(/^剩 [23] 天/);
  await shot(page, testInfo, 'rfq-list');
  await row.click();
  await expect(page).toHaveURL(/\/rfq\/\d+$/);
  const rfqPath = new URL(page.url()).pathname;

  // The seller was prompted over the websocket on the home page; 去报价 opens the RFQ.
  await expect(sellerPage.getByText('您有新的询价!')).toBeVisible();
  await shot(sellerPage, testInfo, 'rfq-seller-prompt');
  await sellerPage.locator('.adm-dialog-button-bold').click();
  await expect(sellerPage).toHaveURL(new RegExp(`${rfqPath}$`));
  const form = sellerPage.getByTestId('quote-form');
  await expect(form.getByTestId('quote-quantity-input').locator('input')).toHaveValue('300');
  await form.getByTestId('quote-price-input').locator('input').fill('2.35');
  await form.getByTestId('quote-dateCode-input').locator('input').fill('24+');
  await shot(sellerPage, testInfo, 'rfq-seller-form');
  await form.getByTestId('quote-submit').click();
  await expect(sellerPage.getByTestId('rfq-my-quote-state')).toHaveText('报价中');
  await shot(sellerPage, testInfo, 'rfq-seller-quoted');
  await sellerPage.goto('/rfq?role=seller');
  await expect(sellerPage.getByTestId('rfq-row').filter({ hasText: unknown }).getByTestId('rfq-quote-count')).toContainText('已报价');

  // The buyer sees it arrive, compares and accepts.
  const quote = page.getByTestId('rfq-quote');
  await expect(quote).toHaveCount(1, { timeout: 20_000 });
  await expect(quote.getByTestId('rfq-best-price')).toBeVisible();
  await expect(quote).toContainText('300 片');
  await shot(page, testInfo, 'rfq-compare');
  await quote.getByTestId('rfq-accept').click();
  await page.locator('.adm-dialog-button-bold').click();
  await expect(page.getByTestId('rfq-accepted')).toContainText('意向单');
  await shot(page, testInfo, 'rfq-accepted');
  await page.getByTestId('rfq-pre-order-link').click();
  await expect(page).toHaveURL(/\/preOrderDetail\/\d+$/);

  // The seller's quote now says 已采纳.
  await sellerPage.goto(rfqPath);
  await expect(sellerPage.getByTestId('rfq-my-quote-state')).toHaveText('已采纳');
  await expect(sellerPage.getByTestId('rfq-ended')).toBeVisible();
  await sellerContext.close();
});
