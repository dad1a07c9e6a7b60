import { expect, test } from '@playwright/test';
import { shot, startLoggedIn } from '../support';
import { deleteAllStock, stockWorkbook, uniquePartNo, verifiedTrader, XLSX_TYPE } from '../stock-support';

/**
 * Issue 23 on the phone, on the real server: 我的 → 我的库存 → 批量上传 a real .xlsx (title rows above the header, a
 * 厂牌 column mapped to 品牌 by hand), the preview's counts and lines, the import's progress bar to its end over the
 * websocket, the report, the list, and the part number found from the home search box.
 */
test('a trader uploads his stock list and finds it in search', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const trader = await verifiedTrader(request, 'H5');
  await startLoggedIn(page, trader);
  const partNo = uniquePartNo();
  try {
    await page.goto('/user');
    await page.getByText('我的库存', { exact: true }).click();
    await expect(page).toHaveURL(/\/myxg\/myStock$/);
    await expect(page.getByTestId('stock-empty')).toBeVisible();
    const template = page.waitForEvent('download');
    await page.getByTestId('stock-template').click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);
    await shot(page, testInfo, 'stock-empty');

    await page.getByTestId('stock-upload').click();
    await expect(page).toHaveURL(/\/myxg\/myStock\/upload$/);
    await page.getByTestId('stock-file-input').setInputFiles({ name: '现货库存表.xlsx', mimeType: XLSX_TYPE, buffer: await stockWorkbook(partNo) });

    // The header is found on row 3; 厂牌 is not a name the reader knows: the trader maps it to 品牌.
    await expect(page.getByTestId('stock-step-mapping')).toContainText('表头在第 3 行');
    const brand = page.getByLabel('厂牌 对应字段');
    await expect(brand).toHaveValue('');
    await expect(page.getByLabel('型号 对应字段')).toHaveValue('goodsModel');
    await brand.selectOption({ label: '品牌' });
    await shot(page, testInfo, 'stock-mapping');
    await page.getByTestId('stock-preview-go').click();

    await expect(page.getByTestId('stock-step-preview')).toBeVisible();
    await expect(page.getByTestId('stock-preview-total')).toContainText('4');
    await expect(page.getByTestId('stock-preview-valid')).toContainText('3');
    await expect(page.getByTestId('stock-preview-invalid')).toContainText('1');
    const first = page.getByTestId('stock-sample-line').filter({ hasText: partNo });
    await expect(first).toContainText('¥82.50');
    await expect(first).toContainText('10,000 片');
    await expect(first).toContainText('三星');
    await expect(page.getByTestId('stock-error-line').first()).toContainText('第 7 行');
    await shot(page, testInfo, 'stock-preview');

    await page.getByTestId('stock-import-go').click();
    const progress = page.getByTestId('stock-import-progress-text');
    await expect(progress).toBeVisible();
    await expect(page.getByTestId('stock-import-status')).toHaveText('已完成', { timeout: 60_000 });
    await expect(progress).toHaveText(/^([\d,]+) \/ \1 行$/);
    await expect(page.getByTestId('stock-count-added')).toContainText('3');
    await shot(page, testInfo, 'stock-imported');
    const report = page.waitForEvent('download');
    await page.getByTestId('stock-import-report').click();
    expect((await report).suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByTestId('stock-open-list').click();
    await expect(page.getByTestId('stock-row').filter({ hasText: partNo })).toContainText('已上架');
    await shot(page, testInfo, 'stock-list');

    // The market finds it: the home search box → /search → the results.
    await page.goto('/');
    await page.getByTestId('home-search').click();
    await page.getByTestId('search-input').fill(partNo);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/searchlist\?keyword=/);
    await expect(page.getByTestId('goods-item').first()).toContainText(partNo);
    await shot(page, testInfo, 'stock-in-search');
  } finally {
    await deleteAllStock(request, trader.token);
  }
});
