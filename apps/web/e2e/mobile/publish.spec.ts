import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshMobile, loginOnPhonePage, phoneApiLogin, residentId, shot, startLoggedIn, verifyRealName } from '../support';

/**
 * Issue 4 on the phone, against the real server: the real-name dialog and both of its buttons (after an SMS login
 * through the page), publishing a 货源 with a picture and a 求购 and finding them under the right tabs of 我的信息,
 * a lead's detail and 我是货主 (the search story is shared/search.spec.ts).
 */

test('residentId computes the check character', () => {
  // The example of the standard: 11010519491231002X.
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...'11010519491231002'].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  expect('10X98765432'[sum % 11]).toBe('X');
  expect(residentId()).toMatch(/^\d{17}[\dX]$/);
});

/** A 1×1 PNG written to a temporary file for the uploader's file input. */
function pngFile(): string {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const path = join(mkdtempSync(join(tmpdir(), 'mts-png-')), 'chip.png');
  writeFileSync(path, png);
  return path;
}

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/** Fills the quote's common fields; the category picker takes its first leaf. */
async function fillQuote(page: Page, q: { model: string; name: string; quantity: string; moq: string; dateCode: string; condition: string }) {
  await page.getByTestId('publish-category').click();
  await page.locator('.adm-picker-header-button').filter({ hasText: '确定' }).click();
  await expect(page.getByTestId('publish-category')).not.toContainText('请选择分类');
  await input(page, 'publish-goodsModel').fill(q.model);
  await input(page, 'publish-brand').fill('三星');
  await input(page, 'publish-goodsName').fill(q.name);
  await input(page, 'publish-quantity').fill(q.quantity);
  await input(page, 'publish-moq').fill(q.moq);
  await input(page, 'publish-dateCode').fill(q.dateCode);
  await page.getByTestId('publish-condition').getByRole('radio', { name: q.condition }).click();
}

test('publishing needs a real name: SMS login, the dialog, 取消 → /home, 去认证 → /realname', async ({ page }, testInfo) => {
  const mobile = freshMobile();
  await page.goto('/source/publish');
  await expect(page).toHaveURL(/\/login\?backUrl=%2Fsource%2Fpublish/);

  await loginOnPhonePage(page, mobile);

  await expect(page).toHaveURL(/\/source\/publish$/);
  // antd-mobile's dialog root has no box of its own: check its text and buttons.
  const dialog = page.locator('.adm-dialog');
  const goVerify = page.getByRole('button', { name: '去认证' });
  await expect(dialog).toContainText('《网络安全法》规定，实名才可发布信息，前往实名认证！');
  await expect(goVerify).toBeVisible();
  await shot(page, testInfo, 'publish-realname-dialog');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/source/publish');
  await expect(goVerify).toBeVisible();
  await goVerify.click();
  await expect(page).toHaveURL(/\/realname$/);
  await expect(page.getByTestId('realname-form')).toBeVisible();
});

test('publish a 货源 with a picture and a 求购, then find them in 我的信息', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = await phoneApiLogin(page.request, freshMobile());
  await verifyRealName(page.request, user.token);
  await startLoggedIn(page, { ...user, authnStatus: 1 });

  // 我的 now links 我的信息 and 我是货主 (their pages exist).
  await page.goto('/user');
  await expect(page.getByText('我的信息', { exact: true })).toBeVisible();
  await expect(page.getByText('我是货主', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'user-with-listings');

  // The raised 发布 tab opens the form.
  await page.goto('/home');
  await page.getByTestId('tab-bar-item').filter({ hasText: '发布' }).click();
  await expect(page).toHaveURL(/\/source\/publish$/);
  await expect(page.getByTestId('publish-form')).toBeVisible();
  await expect(input(page, 'publish-contactMobile')).toHaveValue(user.mobile);

  // An empty quote: each field's message from the shared schema.
  await page.getByTestId('publish-submit').click();
  await expect(page.getByTestId('error-goodsModel')).toHaveText('请输入型号（2–40 个字符）');
  await expect(page.getByTestId('error-priceMin')).toHaveText('请输入价格');
  await shot(page, testInfo, 'publish-form-errors');

  // 货源: part-number suggestions fill the brand too.
  const model = `K4A8G165WC-E2E${String(Date.now()).slice(-5)}`;
  await page.goto('/source/publish');
  await input(page, 'publish-goodsModel').fill('K4A8');
  const suggestions = page.getByTestId('model-suggestions');
  await expect(suggestions).toBeVisible();
  await shot(page, testInfo, 'publish-model-suggestions');
  await suggestions.getByRole('button').first().click();
  await expect(input(page, 'publish-brand')).not.toHaveValue('');

  await fillQuote(page, { model, name: 'DDR4 8Gb x16 颗粒', quantity: '10000', moq: '500', dateCode: '24+', condition: '原装' });
  await page.getByTestId('publish-priceUnit').getByRole('radio', { name: '$ 美元' }).click();
  await input(page, 'publish-price').fill('13.2');
  await page.getByTestId('publish-tax').getByRole('radio', { name: '含税', exact: true }).click();
  await page.getByRole('button', { name: '深圳' }).click();
  await page.getByTestId('publish-images').locator('input[type=file]').setInputFiles(pngFile());
  await expect(page.getByTestId('publish-images').locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await expect(page.locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await shot(page, testInfo, 'publish-form-supply');
  await page.getByTestId('publish-submit').click();

  await expect(page).toHaveURL(/\/source\/publishSuccess\?id=\d+/);
  await expect(page.getByTestId('publish-success')).toContainText(model);
  await expect(page.getByTestId('publish-success')).toContainText('待派单');
  await shot(page, testInfo, 'publish-success');

  await page.getByTestId('publish-see-mine').click();
  await expect(page).toHaveURL(/\/myxg\/myPublishClue\?active=0$/);
  const supply = page.getByTestId('my-clue').filter({ hasText: model });
  await expect(supply).toBeVisible();
  await expect(supply).toContainText('$13.20');
  await shot(page, testInfo, 'my-publish-clue-supply');

  // The lead's detail, with 编辑 and 撤回 while it awaits dispatch.
  await supply.click();
  await expect(page).toHaveURL(/\/myxg\/clueDetail\/\d+$/);
  await expect(page.getByTestId('clue-record')).toContainText('含税');
  await expect(page.getByTestId('clue-record').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('clue-edit')).toBeVisible();
  await expect(page.getByTestId('clue-withdraw')).toBeVisible();
  await shot(page, testInfo, 'clue-detail');

  // 编辑: the form comes prefilled; PUT saves and returns to the detail.
  await page.getByTestId('clue-edit').click();
  await expect(page).toHaveURL(/\/source\/publish\?editId=\d+$/);
  await expect(input(page, 'publish-goodsModel')).toHaveValue(model);
  await expect(input(page, 'publish-price')).toHaveValue('13.20');
  await input(page, 'publish-quantity').fill('12000');
  await shot(page, testInfo, 'publish-edit');
  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/myxg\/clueDetail\/\d+$/);
  await expect(page.getByTestId('clue-record')).toContainText('12,000 pcs');

  // 求购 without a target price (面议), 期货 with a lead time.
  const wanted = `H5AN8G6NDJR-E2E${String(Date.now()).slice(-5)}`;
  await page.goto('/source/publish?type=2');
  await expect(page.getByTestId('publish-type').getByRole('radio', { name: '发布求购' })).toHaveAttribute('aria-checked', 'true');
  await fillQuote(page, { model: wanted, name: 'DDR4 8Gb 求购', quantity: '2000', moq: '2000', dateCode: '2336', condition: '原包' });
  await input(page, 'publish-deliveryPlace').fill('香港');
  await page.getByTestId('publish-stockType').getByRole('radio', { name: '期货' }).click();
  await input(page, 'publish-leadTime').fill('2-3周');
  await shot(page, testInfo, 'publish-form-demand');
  await page.getByTestId('publish-submit').click();
  await expect(page).toHaveURL(/\/source\/publishSuccess\?id=\d+/);
  await page.getByTestId('publish-see-mine').click();
  await expect(page).toHaveURL(/\/myxg\/myPublishClue\?active=1$/);
  const demand = page.getByTestId('my-clue').filter({ hasText: wanted });
  await expect(demand).toBeVisible();
  await expect(demand).toContainText('面议');
  await expect(page.getByTestId('my-clue').filter({ hasText: model })).toHaveCount(0);
  await shot(page, testInfo, 'my-publish-clue-demand');

  // 撤回 after the confirm: the lead stays listed as 已撤回 and can no longer be changed.
  await demand.click();
  await page.getByTestId('clue-withdraw').click();
  await expect(page.locator('.adm-dialog')).toContainText('确定撤回该条信息吗？');
  await expect(page.getByRole('button', { name: '取消' })).toBeVisible();
  await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot
  await shot(page, testInfo, 'clue-withdraw-confirm');
  await page.getByRole('button', { name: '撤回' }).last().click();
  await expect(page.getByTestId('clue-record-status')).toHaveText('已撤回');
  await expect(page.getByTestId('clue-withdraw')).toHaveCount(0);

  // 我是货主: nothing until a negotiator publishes a lead as goods.
  await page.goto('/myxg/mySaleGoods');
  await expect(page.getByTestId('sale-goods-empty')).toContainText('暂无数据');
  await shot(page, testInfo, 'my-sale-goods-empty');
});
