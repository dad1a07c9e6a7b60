import { devices, expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { API, shot, startLoggedIn } from '../support';
import { loginAs } from '../trade-staff';
import { OPERATOR } from '../money-support';

/**
 * The console's content pages (issue 12, web): /pc/admin/content. Other tests look at the same home carousel, so each
 * test works on its own uniquely titled rows only and deletes them at the end.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openConsole(page: Page, path: string) {
  const user = await loginAs(page.request, OPERATOR, 'PC');
  await startLoggedIn(page, user);
  await page.goto(path);
  await expect(page.getByTestId('admin-console')).toBeVisible();
  return user;
}

/** The phone (a second browser context with the phone profile). */
async function phonePage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 375, height: 812 }, baseURL: testInfo.project.use.baseURL, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

type Row = { id: number; title: string };

/** Deletes (as the operator) whatever rows of `kind` carry the title: the test's clean-up when it failed half-way. */
async function cleanUp(request: APIRequestContext, token: string, kind: 'banners' | 'news', title: string) {
  const res = await request.get(`${API}/admin/content/${kind}?pageNum=1&pageSize=100${kind === 'news' ? `&keyword=${encodeURIComponent(title)}` : '&which=2&type=2&position=HOME'}`, { headers: { Authorization: token, platform: 'PC' } });
  const rows = ((await res.json()) as { rows?: Row[] }).rows ?? [];
  for (const row of rows.filter((r) => r.title === title)) await request.delete(`${API}/admin/content/${kind}/${row.id}`, { headers: { Authorization: token, platform: 'PC' } });
}

test('the operator adds a banner to the phone home carousel, puts it first, the phone shows it; hidden, the phone no longer does', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const operator = await openConsole(page, '/pc/admin/content?tab=banners&slot=m-home-carousel');
  const title = unique('E2E 轮播');
  const phone = await phonePage(browser, testInfo);
  try {
    await expect(page.getByRole('tab', { name: '广告位', selected: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'DDR5 现货专场' })).toBeVisible();

    // new banner: a title is required, the picture is uploaded
    await page.getByTestId('content-new').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('新增广告 · 手机首页轮播')).toBeVisible();
    await dialog.getByTestId('content-save').click();
    await expect(dialog.getByText('请输入标题')).toBeVisible();
    await expect(dialog.getByText('请上传图片')).toBeVisible();
    await dialog.getByTestId('content-title').fill(title);
    await dialog.getByTestId('content-url').fill('javascript:alert(1)');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await dialog.getByTestId('content-save').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(1);
    await dialog.getByTestId('content-url').fill('/clue?active=0');
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await shot(page, testInfo, 'admin-content-banner-dialog');
    await dialog.getByTestId('content-save').click();
    await expect(page.getByText('已新增')).toBeVisible();
    await expect(dialog).toBeHidden();

    // created last; 置顶 makes it first
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await row.getByRole('button', { name: /^置\s*顶$/ }).click();
    await expect(page.getByText('排序已保存')).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr').first()).toContainText(title);
    await shot(page, testInfo, 'admin-content-banners');

    // the phone home's carousel opens on it
    await phone.page.goto('/home');
    const carousel = phone.page.getByTestId('home-carousel');
    await expect(carousel.getByTestId('carousel-slide').first()).toHaveAttribute('aria-label', title);
    await expect(carousel.getByTestId('carousel-slide').first().locator('img')).toHaveAttribute('src', /\/uploads\//);
    await shot(phone.page, testInfo, 'admin-content-phone-carousel');

    // hidden: the console keeps it (switch off), the phone no longer shows it
    await row.getByRole('switch').click();
    await expect(page.getByText('已隐藏')).toBeVisible();
    await expect(row.getByRole('switch')).not.toBeChecked();
    await phone.page.reload();
    await expect(carousel.getByTestId('carousel-slide').first()).toBeVisible();
    await expect(carousel.locator(`[aria-label="${title}"]`)).toHaveCount(0);

    // deleted after a confirm
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await phone.context.close();
    await cleanUp(page.request, operator.token, 'banners', title);
  }
});

test('快捷入口 lists each slot’s entries with their icons', async ({ page }, testInfo) => {
  await openConsole(page, '/pc/admin/content');
  await page.getByRole('tab', { name: '快捷入口' }).click();
  await expect(page).toHaveURL(/tab=nav/);
  const table = page.getByTestId('content-nav');
  await expect(table.getByRole('row').filter({ hasText: 'DDR4' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'DDR4' }).first().locator('img')).toHaveAttribute('src', /shortcut/);
  await shot(page, testInfo, 'admin-content-nav');
});

test('a news item created in the console shows in the desktop 先搜服务 grid; hidden, it leaves it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const operator = await openConsole(page, '/pc/admin/content?tab=news');
  const title = unique('E2E 资讯');
  const visitor = await browser.newContext({ ...testInfo.project.use });
  const landing = await visitor.newPage();
  try {
    await page.getByTestId('news-new').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('news-save').click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(1);
    await dialog.getByTestId('news-title').fill(title);
    await dialog.getByTestId('news-tag').fill('行情');
    await dialog.getByTestId('news-summary').fill('E2E 摘要：DDR5 现货价格本周持平。');
    await dialog.getByTestId('news-content').fill('第一段。\n\n第二段。');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await shot(page, testInfo, 'admin-content-news-dialog');
    await dialog.getByTestId('news-save').click();
    await expect(page.getByText('已新增')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await shot(page, testInfo, 'admin-content-news');

    await landing.goto('/pc');
    await expect(landing.getByTestId('news-grid').getByText(title)).toBeVisible();

    await row.getByRole('switch').click();
    await expect(page.getByText('已隐藏')).toBeVisible();
    await landing.reload();
    await expect(landing.getByTestId('news-grid')).toBeVisible();
    await expect(landing.getByTestId('news-grid').getByText(title)).toHaveCount(0);

    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await visitor.close();
    await cleanUp(page.request, operator.token, 'news', title);
  }
});

test('a brand or category in use cannot be deleted (the server’s 409 shown); a new unused brand can', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openConsole(page, '/pc/admin/content?tab=brands');
  const brands = page.getByTestId('content-brands');
  const samsung = brands.getByRole('row').filter({ hasText: 'Samsung' }).first();
  await expect(samsung).toContainText('条商品或信息');
  await samsung.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText(/该品牌有 \d+ 条商品或信息引用，不能删除/)).toBeVisible();
  await shot(page, testInfo, 'admin-content-brand-409');
  await expect(samsung).toBeVisible();

  // a new brand (unused) is created, then deleted
  const name = unique('E2E品牌').replace(' ', '');
  await page.getByTestId('brands-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('brands-name').fill(name);
  await dialog.getByLabel('英文名').fill(name.replace('E2E品牌', 'E2EBrand'));
  await dialog.getByTestId('brands-save').click();
  await expect(page.getByText('已新增')).toBeVisible();
  const row = brands.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('未使用');
  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(row).toHaveCount(0);

  // a top-level category with children is refused too
  await page.getByRole('tab', { name: '分类' }).click();
  const top = page.getByTestId('content-categories').locator('.ant-table-tbody tr').first();
  await expect(top).toBeVisible();
  await shot(page, testInfo, 'admin-content-categories');
  await top.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByText(/该分类下.*不能删除/)).toBeVisible();
});

test('a category’s picture: uploaded in the console, shown in its row and on the phone’s category page; the category then deleted', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await openConsole(page, '/pc/admin/content?tab=categories');
  const name = unique('E2E分类').slice(0, 12);
  await page.getByTestId('categories-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('categories-name').fill(name);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await dialog.getByTestId('categories-save').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('content-categories').getByRole('row').filter({ hasText: name });
  const picture = row.getByTestId('category-picture');
  await expect(picture).toBeVisible();
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  await shot(page, testInfo, 'admin-content-category-picture');

  // the phone's category page shows it on the new top-level category
  const phone = await phonePage(browser, testInfo);
  try {
    await phone.page.goto('/category');
    await phone.page.locator('.adm-side-bar-item').filter({ hasText: name }).click();
    await expect(phone.page.getByTestId('category-children').locator('img').first()).toHaveAttribute('src', src!);
  } finally {
    await phone.context.close();
  }

  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^删\s*除$/ }).click();
  await expect(page.getByTestId('content-categories').getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

type RecRow = { id: number; goodsId: number; goodsModel: string; goodsStatus: number };
async function recSlot(request: APIRequestContext, token: string, which: number): Promise<RecRow[]> {
  const res = await request.get(`${API}/admin/content/recGoods?which=${which}&position=HOME&pageNum=1&pageSize=100`, { headers: { Authorization: token, platform: 'PC' } });
  return ((await res.json()) as { rows: RecRow[] }).rows;
}

test('推荐商品: an on-shelf goods added to the desktop home slot, refused twice, put first, removed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const operator = await openConsole(page, '/pc/admin/content?tab=recGoods&slot=pc-home');
  const inPc = new Set((await recSlot(page.request, operator.token, 1)).map((r) => r.goodsId));
  const pick = (await recSlot(page.request, operator.token, 2)).find((r) => r.goodsStatus === 0 && !inPc.has(r.goodsId));
  expect(pick, 'an on-shelf goods outside the desktop slot').toBeTruthy();
  const row = page.getByTestId('content-recGoods').getByRole('row').filter({ hasText: pick!.goodsModel });
  try {
    await expect(page.getByRole('tab', { name: '推荐商品', selected: true })).toBeVisible();
    await page.getByTestId('rec-goods-id').fill(String(pick!.goodsId));
    await page.getByTestId('rec-goods-add').click();
    await expect(row).toBeVisible();
    await expect(row).toContainText('上架中');
    await page.getByTestId('rec-goods-id').fill(String(pick!.goodsId));
    await page.getByTestId('rec-goods-add').click();
    await expect(page.getByText('该商品已在此推荐位中')).toBeVisible();
    await row.getByRole('button', { name: /^置\s*顶$/ }).click();
    await expect(page.getByText('排序已保存')).toBeVisible();
    await expect(page.getByTestId('content-recGoods').locator('.ant-table-tbody tr').first()).toContainText(pick!.goodsModel);
    await shot(page, testInfo, 'admin-content-rec-goods');
    await row.getByRole('button', { name: '移出' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^移\s*出$/ }).click();
    await expect(page.getByText('已移出')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    for (const r of (await recSlot(page.request, operator.token, 1)).filter((x) => x.goodsId === pick!.goodsId))
      await page.request.delete(`${API}/admin/content/recGoods/${r.id}`, { headers: { Authorization: operator.token, platform: 'PC' } });
  }
});
