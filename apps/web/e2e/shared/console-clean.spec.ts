import { expect, test, type Page } from '@playwright/test';

/**
 * The server's <link> hints (apps/server/src/plugins/web-hints.ts) must match how the app then requests each chunk:
 * Vite loads a lazy chunk's stylesheet with `crossorigin`, so a preload hint without it is fetched twice and the
 * browser logs 「preloaded … but not used」 / 「credentials mode does not match」 on every page (issue 22, item 15).
 * Each page of both apps is opened and what the browser warns about is collected.
 */
const PAGES = {
  phone: ['/', '/search', '/category', '/my', '/login', '/cart', '/market'],
  desktop: ['/pc', '/pc/home', '/pc/login', '/pc/search', '/pc/market'],
};
const NOISE = /preload|credentials mode|crossorigin|Matched leaf route|No routes matched/i;

function collect(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if ((msg.type() === 'warning' || msg.type() === 'error') && NOISE.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

test('pages load their hinted chunks without preload or credentials warnings', async ({ page }, testInfo) => {
  const warnings = collect(page);
  const paths = testInfo.project.name === 'desktop' ? PAGES.desktop : PAGES.phone;
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  // Chrome reports an unused preload a few seconds after the load event: stay on the last page that long.
  await page.goto(paths[0]!);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});
