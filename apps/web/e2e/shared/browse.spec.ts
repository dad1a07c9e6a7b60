import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { shot } from '../support';

/**
 * Browsing without logging in, on the phone and the desktop: each app keeps to its own pages, the 供求信息 tabs, a
 * category's results and the default image for a failed one. What only one app has (the phone's home and search
 * history, the desktop's landing, home and keyword search) stays in mobile/ and desktop/browse.spec.ts.
 */
type BrowseDriver = Device & {
  /** Addresses of the other app and where this one sends them (the address it ends on). */
  redirects: { from: string; to: RegExp }[];
  /** What shows once the last one has landed. */
  redirected?: (page: Page) => Promise<void>;
  /** A listing in a goods list: the phone's card, the desktop's table row. */
  goods: (page: Page) => Locator;
  /** Where a listing opened from the 供求信息 list lands. */
  clueDetailUrl: RegExp;
  /** Picks a category on the category page (the phone first opens its top category). */
  pickCategory: (page: Page, testInfo: Parameters<typeof shot>[1]) => Promise<void>;
  /** The results of a category. */
  categoryUrl: RegExp;
  categoryShot?: string;
  /** A page that shows a goods picture. */
  picturePage: string;
  /** Its picture shows the default image. */
  expectDefaultPicture: (page: Page) => Promise<void>;
};

const test = storyTest<BrowseDriver>({
  phone: {
    ...PHONE,
    redirects: [
      { from: '/pc/home', to: /\/home$/ },
      { from: '/pc', to: /127\.0\.0\.1:\d+\/$/ },
    ],
    redirected: (page) => expect(page.getByTestId('tab-bar')).toBeVisible(),
    goods: (page) => page.getByTestId('goods-item'),
    clueDetailUrl: /\/prodetail\/\d+/,
    pickCategory: async (page, testInfo) => {
      await page.getByText('DRAM颗粒').first().click();
      await expect(page.getByText('DDR4').first()).toBeVisible();
      await shot(page, testInfo, 'category');
      await page.getByText('DDR4', { exact: true }).first().click();
    },
    categoryUrl: /\/searchlist\?categoryId=\d+/,
    categoryShot: 'searchlist-category',
    picturePage: '/home',
    expectDefaultPicture: (page) => expect(page.getByTestId('goods-item').first().locator('img').first()).toHaveAttribute('src', /default\.svg$/),
  },
  desktop: {
    ...DESKTOP,
    redirects: [
      { from: '/', to: /\/pc$/ },
      { from: '/prodetail/1', to: /\/pc\/prodetail\/1$/ },
    ],
    goods: (page) => page.getByTestId('goods-row'),
    clueDetailUrl: /\/pc\/goods\/detail\?id=\d+/,
    pickCategory: async (page, testInfo) => {
      await shot(page, testInfo, 'category');
      await page.getByText('DDR5', { exact: true }).first().click();
    },
    categoryUrl: /\/pc\/search\?categoryId=\d+/,
    picturePage: '/pc/prodetail/1',
    expectDefaultPicture: (page) => expect(page.locator('img[src$="default.svg"]').first()).toBeVisible(),
  },
});

test.describe('browsing', () => {
  test("the other app's addresses are sent to this app", async ({ page, device }) => {
    for (const { from, to } of device.redirects) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
    await device.redirected?.(page);
  });

  test('clue list tabs follow ?active and a listing opens its detail', async ({ page, device }, testInfo) => {
    await page.goto(device.url('/clue?active=1'));
    await expect(device.goods(page).first()).toBeVisible();
    await expect(device.goods(page).first()).toContainText('求购');
    await shot(page, testInfo, 'clue-buy');
    await page.getByRole('tab', { name: '货源' }).click();
    await expect(page).toHaveURL(/active=0/);
    await expect(device.goods(page).first()).toContainText('货源');
    await shot(page, testInfo, 'clue-source');
    await device.goods(page).first().click();
    await expect(page).toHaveURL(device.clueDetailUrl);
    await expect(page.getByText(/[¥$][\d,]+\.\d{2}/).first()).toBeVisible();
    await shot(page, testInfo, 'goods-detail');
  });

  test('category → the results of that category', async ({ page, device }, testInfo) => {
    await page.goto(device.url('/category'));
    await device.pickCategory(page, testInfo);
    await expect(page).toHaveURL(device.categoryUrl);
    await expect(device.goods(page).first()).toBeVisible();
    if (device.categoryShot) await shot(page, testInfo, device.categoryShot);
  });

  test('a failed goods image is swapped for the default image', async ({ page, device }) => {
    await page.route('**/static/demo/goods/**', (route) => route.abort());
    await page.goto(device.picturePage);
    await device.expectDefaultPicture(page);
  });
});
