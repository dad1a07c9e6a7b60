import { expect, test } from '@playwright/test';
import { shot, startLoggedIn } from '../support';
import { uniquePartNo, verifiedTrader } from '../stock-support';
import { askLow, listStock, SEEDED_PART, seededGoodsId } from '../market-support';

/**
 * Issue 25 on the desktop, on the real server: 行情 from the header nav (indices, movers, search), a part's page
 * (chart, daily table, 导出CSV), the price panel on a product detail; 提醒我 set, fired by another trader's listing
 * below it (realtime notice), then in the user centre's 我的服务 → 价格提醒.
 */
test('行情 from the header: indices, movers, search, a part with its chart, table and CSV; the price panel on a product', async ({ page, request }, testInfo) => {
  await page.goto('/pc/home');
  await page.getByTestId('top-nav').getByRole('link', { name: '行情' }).click();
  await expect(page).toHaveURL(/\/pc\/market$/);
  await expect(page.getByTestId('market-index').first()).toContainText(/[\d,]+\.\d/);
  await expect(page.getByTestId('market-movers-up').or(page.getByTestId('market-movers-down')).first()).toBeVisible();
  await page.getByTestId('market-index').first().click();
  await expect(page.getByTestId('market-index-chart').locator('canvas')).toBeVisible();
  await shot(page, testInfo, 'market');

  await page.getByRole('tab', { name: '美元 $' }).click();
  await page.getByTestId('market-search-input').fill('K4A8G165WC');
  await page.getByTestId('market-search-row').filter({ hasText: SEEDED_PART }).first().click();
  await expect(page).toHaveURL(new RegExp(`/pc/market/${SEEDED_PART}\\?currency=10$`));
  await expect(page.getByTestId('market-part-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('market-day-row')).toHaveCount(30);
  await page.getByTestId('market-daily-all').click();
  await expect(page.getByTestId('market-day-row')).toHaveCount(90);
  await shot(page, testInfo, 'market-part');
  const download = page.waitForEvent('download');
  await page.getByTestId('market-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  const goodsId = await seededGoodsId(request, SEEDED_PART, 10);
  await page.goto(`/pc/prodetail/${goodsId}`);
  const panel = page.getByTestId('price-panel');
  await expect(panel).toContainText(`市场行情 ${SEEDED_PART}美元`);
  await expect(panel.getByTestId('price-panel-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('market-badge')).toHaveText(/^(低于市场 \d+%|高于市场 \d+%|与市场持平)$/);
  await shot(page, testInfo, 'price-panel');
});

test('提醒我: an alert set on a part fires when a listing goes below it, on the open page and in 价格提醒', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const partNo = uniquePartNo();
  const seller = await verifiedTrader(request, 'PC');
  await listStock(request, seller, partNo, 82.5);
  await expect.poll(() => askLow(request, partNo), { timeout: 20_000 }).toBe(8250);

  const buyer = await verifiedTrader(request, 'PC');
  await startLoggedIn(page, buyer);
  await page.goto(`/pc/market/${partNo}`);
  await expect(page.getByTestId('market-ask')).toContainText('¥82.50');
  await page.getByTestId('market-alert-open').click();
  await page.getByTestId('market-alert-threshold').fill('80');
  await page.getByTestId('market-alert-submit').click();
  await expect(page.getByText('已设置提醒')).toBeVisible();

  await listStock(request, seller, partNo, 78);
  const notice = page.getByTestId('market-alert-notice');
  await expect(notice).toContainText(`${partNo} 卖价低于 ¥80.00：当前 ¥78.00`, { timeout: 30_000 });
  await shot(page, testInfo, 'market-alert-received');

  // The user centre's sidebar: 我的服务 → 价格提醒.
  await page.goto('/pc/user');
  await page.getByRole('link', { name: '价格提醒' }).click();
  await expect(page).toHaveURL(/\/pc\/market\/alerts$/);
  const row = page.getByTestId('market-alert-row');
  await expect(row).toContainText('卖价低于 ¥80.00');
  await expect(row).toContainText('已触发');
  await shot(page, testInfo, 'market-alerts');
});
