import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { shot } from '../support';

/**
 * Issue 4's search on the phone and the desktop, on the real server: part-number suggestions while typing, with
 * the typed part marked, and the results with the searched text marked; then what each app adds (the phone's trade
 * filters, the desktop's dash-blind marking and the home's hero box).
 */
type SearchDriver = Device & {
  /** The search box. */
  input: (page: Page) => Locator;
  /** A part-number suggestion. */
  suggestion: (page: Page) => Locator;
  /** Searches from the box (the phone a whole part number by its button, the desktop the typed text by Enter). */
  submit: (page: Page) => Promise<void>;
  resultsUrl: RegExp;
  /** The searched text marked in the first result. */
  expectMarked: (page: Page) => Promise<void>;
  resultsShot: string;
  /** The steps only this app has. */
  more: (page: Page, testInfo: TestInfo) => Promise<void>;
};

const test = storyTest<SearchDriver>({
  phone: {
    ...PHONE,
    input: (page) => page.getByTestId('search-input'),
    suggestion: (page) => page.getByTestId('suggest-model'),
    submit: async (page) => {
      await page.getByTestId('search-input').fill('k4a8g165');
      await page.getByTestId('search-submit').click();
    },
    resultsUrl: /\/searchlist\?keyword=k4a8g165$/,
    expectMarked: (page) => expect(page.getByTestId('goods-item').first().locator('mark').first()).toHaveText('K4A8G165'),
    resultsShot: 'searchlist-highlight',
    more: async (page, testInfo) => {
      // The trade filters.
      await page.getByText('筛选', { exact: true }).click();
      await expect(page.getByTestId('searchlist-trade-filters').getByText('成色')).toBeInViewport({ ratio: 1 });
      await shot(page, testInfo, 'searchlist-trade-filters');
      await page.getByTestId('searchlist-trade-filters').getByRole('button', { name: '原装' }).click();
      await expect(page).toHaveURL(/condition=/);
    },
  },
  desktop: {
    ...DESKTOP,
    input: (page) => page.locator('.pc-search-head input').first(),
    suggestion: (page) => page.getByTestId('search-suggestion'),
    submit: (page) => page.locator('.pc-search-head input').first().press('Enter'),
    resultsUrl: /keyword=K4A8/,
    expectMarked: async (page) => {
      const rows = page.getByTestId('goods-row');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first().getByTestId('highlight').first()).toHaveText(/^K4A8$/i);
    },
    resultsShot: 'search-highlighted',
    more: async (page, testInfo) => {
      // dashes ignored: k4a8g165wcb marks across the dash of K4A8G165WC-BCTD
      await page.goto('/pc/search?keyword=k4a8g165wcb');
      await expect(page.getByTestId('goods-row').first().getByTestId('highlight').first()).toHaveText('K4A8G165WC-B');

      // the hero search box on /pc/home suggests too
      await page.goto('/pc/home');
      const hero = page.locator('.pc-search-box input').first();
      await hero.fill('三星');
      await expect(page.getByTestId('search-suggestion').first()).toBeVisible();
      await shot(page, testInfo, 'home-search-suggestions');
    },
  },
});

test('search suggests part numbers while typing and highlights the match in the results', async ({ page, device }, testInfo) => {
  await page.goto(device.url('/search'));
  await device.input(page).fill('K4A8');
  const model = device.suggestion(page).first();
  await expect(model).toBeVisible();
  await expect(model.locator('mark')).toHaveText(/^K4A8$/i);
  await shot(page, testInfo, 'search-suggestions');

  await device.submit(page);
  await expect(page).toHaveURL(device.resultsUrl);
  await device.expectMarked(page);
  await shot(page, testInfo, device.resultsShot);

  await device.more(page, testInfo);
});
