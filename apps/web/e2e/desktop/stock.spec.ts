import { expect, test } from '@playwright/test';
import { pickAntdOption, shot, startLoggedIn } from '../support';
import { deleteAllStock, stockWorkbook, uniquePartNo, verifiedTrader, XLSX_TYPE } from '../stock-support';

/**
 * Issue 23 on the desktop, on the real server: the user centre's 我的交易 → 我的库存 → 批量上传 a real .xlsx (title rows
 * above the header, 厂牌 mapped to 品牌 by hand), the preview, the import's progress bar to its end over the websocket,
 * the report, the table (inline edit of 单价), and the part number found from the home search box.
 */
test('a trader uploads his stock list, edits a price and finds it in search', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const trader = await verifiedTrader(request, 'PC');
  await startLoggedIn(page, trader);
  const partNo = uniquePartNo();
  try {
    await page.goto('/pc/user');
    await page.getByTestId('user-menu').getByRole('link', { name: '我的库存' }).click();
    await expect(page).toHaveURL(/\/pc\/myxg\/myStock$/);
    await expect(page.getByTestId('my-stock')).toContainText('还没有库存');
    const template = page.waitForEvent('download');
    await page.getByTestId('stock-template').click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByTestId('stock-upload').click();
    await expect(page).toHaveURL(/\/pc\/myxg\/myStock\/upload$/);
    await page.locator('input[type=file]').setInputFiles({ name: '现货库存表.xlsx', mimeType: XLSX_TYPE, buffer: await stockWorkbook(partNo) });

    const mapping = page.getByTestId('stock-step-mapping');
    await expect(mapping).toContainText('表头在第 3 行');
    const brand = page.getByTestId('stock-mapping').locator('tr', { hasText: '厂牌' }).locator('.ant-select');
    await expect(brand).toContainText('不导入');
    await pickAntdOption(page, brand, '品牌');
    await shot(page, testInfo, 'stock-mapping');
    await page.getByTestId('stock-preview-go').click();

    await expect(page.getByTestId('stock-step-preview')).toBeVisible();
    await expect(page.getByTestId('stock-preview-valid')).toContainText('3');
    await expect(page.getByTestId('stock-preview-invalid')).toContainText('1');
    const first = page.getByTestId('stock-sample').locator('tr', { hasText: partNo });
    await expect(first).toContainText('¥82.50');
    await expect(first).toContainText('10,000 片');
    await expect(first).toContainText('三星');
    await expect(page.getByTestId('stock-errors')).toContainText('7');
    await shot(page, testInfo, 'stock-preview');

    await page.getByTestId('stock-import-go').click();
    const panel = page.getByTestId('stock-import');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('stock-import-status')).toHaveText('已完成', { timeout: 60_000 });
    await expect(panel.getByTestId('stock-import-progress-text')).toHaveText(/^([\d,]+) \/ \1 行$/);
    await expect(page.getByTestId('stock-count-added')).toContainText('3');
    await shot(page, testInfo, 'stock-imported');
    const report = page.waitForEvent('download');
    await page.getByTestId('stock-import-report').click();
    expect((await report).suggestedFilename()).toMatch(/\.xlsx$/);

    // The table: 单价 edited in its cell.
    await page.getByTestId('stock-open-list').click();
    const row = page.getByTestId('stock-row').filter({ hasText: partNo });
    await expect(row.getByTestId('stock-price')).toHaveText('¥82.50');
    await row.getByTestId('stock-price').click();
    await row.getByTestId('stock-edit-price-input').fill('80');
    await row.getByTestId('stock-edit-save').click();
    await expect(row.getByTestId('stock-price')).toHaveText('¥80.00');
    await shot(page, testInfo, 'stock-list');

    // The market finds it from the home's search box.
    await page.goto('/pc/home');
    const hero = page.locator('.pc-search-box input').first();
    await hero.fill(partNo);
    await hero.press('Enter');
    await expect(page).toHaveURL(/\/pc\/search\?keyword=/);
    await expect(page.getByTestId('goods-row').first()).toContainText(partNo);
    await shot(page, testInfo, 'stock-in-search');
  } finally {
    await deleteAllStock(request, trader.token);
  }
});
