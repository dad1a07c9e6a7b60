import { expect, test } from '@playwright/test';
import { shot } from '../support';

test.describe('mobile browsing (the phone only; shared/browse.spec.ts has the rest)', () => {
  test('home shows the carousel, the four slogans, shortcuts and goods, and scrolls to the end', async ({ page }, testInfo) => {
    await page.goto('/home');
    await expect(page.getByTestId('home-carousel')).toBeVisible();
    for (const slogan of ['卓越服务', '持续创造', '协作共赢', '价值共享']) await expect(page.getByText(slogan).first()).toBeVisible();
    await expect(page.getByTestId('shortcut-grid')).toBeVisible();
    await expect(page.getByTestId('goods-item').first()).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await shot(page, testInfo, 'home');

    // 20 a page: keep scrolling until the list says it has no more.
    const finished = page.getByText('没有更多了');
    for (let i = 0; i < 20 && !(await finished.isVisible()); i++) {
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(400);
    }
    await expect(finished).toBeVisible();
    expect(await page.getByTestId('goods-item').count()).toBeGreaterThan(20);
  });

  test('the search box is fixed after scrolling', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('goods-item').first()).toBeVisible();
    const search = page.getByTestId('home-search');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    const first = await search.boundingBox();
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    const second = await search.boundingBox();
    // Pinned at the top: it stays put while the page scrolls on.
    expect(first!.y).toBeLessThan(60);
    expect(second!.y).toBe(first!.y);
  });

  test('search keeps its history and lists results; a result opens its detail', async ({ page }, testInfo) => {
    await page.goto('/search');
    const input = page.getByTestId('search-input');
    await input.fill('K4A8G165');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/searchlist\?keyword=K4A8G165/);
    await expect(page.getByTestId('goods-item').first()).toContainText('K4A8G165');
    await shot(page, testInfo, 'searchlist-keyword');

    // The history survives a reload (local storage) and a history word searches again.
    await page.goto('/search');
    const history = page.getByTestId('history-word').filter({ hasText: 'K4A8G165' });
    await expect(history).toBeVisible();
    await page.reload();
    await expect(history).toBeVisible();
    await shot(page, testInfo, 'search');

    await history.click();
    await expect(page).toHaveURL(/\/searchlist\?keyword=K4A8G165/);
    await page.getByTestId('goods-item').first().click();
    await expect(page).toHaveURL(/\/prodetail\/\d+/);
    await expect(page.getByText('K4A8G165').first()).toBeVisible();
    await expect(page.getByText(/[¥$][\d,]+\.\d{2}/).first()).toBeVisible();
    await shot(page, testInfo, 'prodetail');
  });
});
