import { expect, test } from '@playwright/test';
import { shot } from '../support';

test.describe('desktop browsing (the desktop only; shared/browse.spec.ts has the rest)', () => {
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

  test('search by keyword', async ({ page }, testInfo) => {
    await page.goto('/pc/search?keyword=samsung');
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
    await shot(page, testInfo, 'search');
  });
});
