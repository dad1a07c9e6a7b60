import { expect, test } from '@playwright/test';
import { shot } from '../support';

test.describe('desktop browsing', () => {
  test('a desktop asking for mobile pages gets the /pc app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pc$/);
    await page.goto('/prodetail/1');
    await expect(page).toHaveURL(/\/pc\/prodetail\/1$/);
  });

  test('landing: top nav, banner, 先搜服务 news grid and footer with ICP record', async ({ page }, testInfo) => {
    await page.goto('/pc');
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await expect(page.getByTestId('top-nav')).not.toContainText('个人中心');
    await expect(page.getByText('先搜服务').first()).toBeVisible();
    await expect(page.getByTestId('news-grid')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('ICP');
    await shot(page, testInfo, 'landing');

    // The header changes layout after 80 px of scroll.
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveClass(/is-compact/);
    await page.mouse.wheel(0, 120);
    await expect(header).toHaveClass(/is-compact/);
    await page.mouse.wheel(0, -400);
    await expect(header).not.toHaveClass(/is-compact/);
    await page.getByTestId('news-grid').locator('a, [role=link], .ant-card').first().click();
    await expect(page).toHaveURL(/\/pc\/news\/\d+/);
    await shot(page, testInfo, 'news-detail');
  });

  test('home: slogans, shortcut strip with 220 px items and buttons, supply-demand list', async ({ page }, testInfo) => {
    await page.goto('/pc/home');
    for (const slogan of ['卓越服务', '持续创造', '协作共赢', '价值共享']) await expect(page.getByText(slogan).first()).toBeVisible();
    const strip = page.getByTestId('shortcut-strip');
    await expect(strip).toBeVisible();
    const item = strip.locator('.pc-strip-item').first();
    expect((await item.boundingBox())!.width).toBe(220);
    await expect(page.getByTestId('strip-left')).toBeDisabled();
    await page.getByTestId('strip-right').click();
    await expect(page.getByTestId('strip-left')).toBeEnabled();
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
    await shot(page, testInfo, 'home');
  });

  test('clue list tabs follow ?active and rows open the detail', async ({ page }, testInfo) => {
    await page.goto('/pc/clue?active=1');
    await expect(page.getByTestId('goods-row').first()).toContainText('求购');
    await shot(page, testInfo, 'clue-buy');
    await page.getByRole('tab', { name: '货源' }).click();
    await expect(page).toHaveURL(/active=0/);
    await expect(page.getByTestId('goods-row').first()).toContainText('货源');
    await page.getByTestId('goods-row').first().click();
    await expect(page).toHaveURL(/\/pc\/goods\/detail\?id=\d+/);
    await expect(page.getByText(/[¥$][\d,]+\.\d{2}/).first()).toBeVisible();
    await shot(page, testInfo, 'goods-detail');
  });

  test('search by keyword and by category', async ({ page }, testInfo) => {
    await page.goto('/pc/search?keyword=samsung');
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
    await shot(page, testInfo, 'search');
    await page.goto('/pc/category');
    await shot(page, testInfo, 'category');
    await page.getByText('DDR5', { exact: true }).first().click();
    await expect(page).toHaveURL(/\/pc\/search\?categoryId=\d+/);
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
  });

  test('a failed product image is swapped for the default image', async ({ page }) => {
    await page.route('**/static/demo/goods/**', (route) => route.abort());
    await page.goto('/pc/prodetail/1');
    await expect(page.locator('img[src$="default.svg"]').first()).toBeVisible();
  });
});
