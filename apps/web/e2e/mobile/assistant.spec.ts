import { expect, test } from '@playwright/test';
import { DRAFT_QUESTION, expectStreamedBeforeCards, PRICE_QUESTION, recordAnswers } from '../assistant-support';
import { freshMobile, phoneApiLogin, shot, startLoggedIn, verifyRealName } from '../support';

/**
 * The AI assistant on the phone (issue 13), against the real server and its default engine: the login guard,
 * reaching /myAi from the home through 我的, a suggested question whose answer streams in before its cited listings,
 * a cited card opening its /prodetail page, the history (open, delete) and a draft opening the publish form filled in.
 */

test('a visitor opening /myAi goes to /login with the way back', async ({ page }) => {
  await page.goto('/myAi');
  await expect(page).toHaveURL(/\/login\?backUrl=%2FmyAi$/);
});

test('ask from a suggestion, watch the answer stream, open a cited listing; the history keeps and deletes it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const user = await phoneApiLogin(request, freshMobile());
  await startLoggedIn(page, user);

  // From the home: 我的 → 我的服务 → AI 助手.
  await page.goto('/');
  await page.getByTestId('tab-bar-item').filter({ hasText: '我的' }).click();
  await expect(page.getByTestId('service-links')).toContainText('AI 助手');
  await shot(page, testInfo, 'assistant-user-centre-entry');
  await page.getByTestId('link-assistant').click();
  await expect(page).toHaveURL(/\/myAi$/);
  await expect(page.getByTestId('assistant-intro')).toBeVisible();
  await expect(page.getByTestId('assistant-suggestion')).toHaveCount(6);
  await shot(page, testInfo, 'assistant-empty');

  await recordAnswers(page);
  await page.getByTestId('assistant-suggestion').filter({ hasText: PRICE_QUESTION }).click();
  await expect(page.getByTestId('assistant-question')).toHaveText(PRICE_QUESTION);
  // while it streams the send button is 停止
  await expect(page.getByTestId('assistant-stop')).toBeVisible();
  const cards = page.getByTestId('citation-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('assistant-send')).toBeVisible();

  const text = await page.getByTestId('assistant-answer-text').textContent();
  expect(text).toContain('K4A8G165WC-BCTD');
  // part of the text showed before any card, then it grew; the cards came with the end of the answer
  await expectStreamedBeforeCards(page, text!.length);

  const first = cards.first();
  await expect(first).toContainText(/[¥$][\d,.]+|面议/);
  await expect(first).toContainText('片');
  const part = (await first.locator('strong').textContent())!;
  expect(part).toMatch(/K4A8G165WC/);
  await shot(page, testInfo, 'assistant-answer');

  await first.click();
  await expect(page).toHaveURL(/\/prodetail\/\d+$/);
  await expect(page.getByText(part).first()).toBeVisible();

  // Back on /myAi: the history lists the conversation; opening it shows the answer again; delete removes it.
  await page.goBack();
  await expect(page).toHaveURL(/\/myAi$/);
  await page.getByTestId('assistant-history-button').click();
  const item = page.getByTestId('history-item').filter({ hasText: 'K4A8G165WC-BCTD' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('history-delete')).toBeInViewport({ ratio: 1 });
  await shot(page, testInfo, 'assistant-history');
  await item.locator('button').first().click();
  await expect(page.getByTestId('assistant-question')).toHaveText(PRICE_QUESTION);
  await expect(page.getByTestId('citation-card').first()).toBeVisible();

  await page.getByTestId('assistant-history-button').click();
  await item.getByTestId('history-delete').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('对话已删除')).toBeVisible();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await expect(page.getByTestId('assistant-intro')).toBeAttached();
});

test('a demand draft opens the publish form filled in, never published by itself', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const user = await phoneApiLogin(request, freshMobile());
  await verifyRealName(request, user.token);
  await startLoggedIn(page, user);
  await page.goto('/myAi');
  await page.getByRole('textbox', { name: '输入型号或问题' }).fill(DRAFT_QUESTION);
  await expect(page.getByTestId('assistant-count')).toHaveText(`${DRAFT_QUESTION.length}/500`);
  await page.getByTestId('assistant-send').click();
  await expect(page.getByTestId('assistant-publish-draft')).toBeVisible();
  await shot(page, testInfo, 'assistant-draft');
  await page.getByTestId('assistant-publish-draft').click();
  await expect(page).toHaveURL(/\/source\/publish\?draft=/);
  await expect(page.getByTestId('publish-goodsModel').locator('input')).toHaveValue('MT40A1G16TB');
  await expect(page.getByTestId('publish-quantity').locator('input')).toHaveValue('2000');
  // nothing was published: my 求购 list is empty
  const mine = (await (await request.get('/dev-api/api/mts-api/clue/myClueList?type=2&pageNum=1&pageSize=10', { headers: { Authorization: user.token, platform: 'H5' } })).json()) as { code: number; total: number };
  expect(mine.code).toBe(200);
  expect(mine.total).toBe(0);
});
