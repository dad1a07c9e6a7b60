import { expect, test } from '@playwright/test';
import { DRAFT_QUESTION, expectStreamedBeforeCards, PRICE_QUESTION, recordAnswers } from '../assistant-support';
import { apiLogin, freshMobile, shot, startLoggedIn, verifyRealName } from '../support';

/**
 * The AI assistant on the desktop (issue 13), against the real server and its default engine: the guard (需要先登录,
 * stays), reaching /pc/myAi from the home through the user centre's sidebar, a typed question (Enter sends) whose
 * answer streams in before its cited listings, a card opening /pc/prodetail, the history column (open, delete) and
 * a draft opening the desktop publish form filled in.
 */

test('a visitor opening /pc/myAi stays on it: 需要先登录 and the login dialog', async ({ page }) => {
  await page.goto('/pc/myAi');
  await expect(page).toHaveURL(/\/pc\/myAi\?backUrl=%2Fpc%2FmyAi$/);
  await expect(page.getByTestId('need-login')).toBeVisible();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('type a question, watch the answer stream, open a cited listing; the history column keeps and deletes it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const user = await apiLogin(request, freshMobile(), 'PC');
  await startLoggedIn(page, user);

  // From the home: the header's 个人中心 → the sidebar's AI 助手.
  await page.goto('/pc/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/pc\/user$/);
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'AI 助手' })).toBeVisible();
  await shot(page, testInfo, 'assistant-user-centre-entry');
  await page.getByTestId('user-menu').getByRole('link', { name: 'AI 助手' }).click();
  await expect(page).toHaveURL(/\/pc\/myAi$/);
  await expect(page.getByTestId('assistant-intro')).toBeVisible();
  await expect(page.getByTestId('assistant-suggestion')).toHaveCount(6);
  await expect(page.getByTestId('assistant-history')).toContainText('还没有对话');
  await shot(page, testInfo, 'assistant-empty');

  await recordAnswers(page);
  const box = page.getByTestId('assistant-input');
  await box.fill(PRICE_QUESTION);
  await expect(page.getByTestId('assistant-count')).toHaveText(`${PRICE_QUESTION.length}/500`);
  await box.press('Enter');
  await expect(page.getByTestId('assistant-question')).toHaveText(PRICE_QUESTION);
  await expect(page.getByTestId('assistant-stop')).toBeVisible();
  const cards = page.getByTestId('citation-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('assistant-send')).toBeVisible();

  const text = (await page.getByTestId('assistant-answer-text').textContent())!;
  expect(text).toContain('K4A8G165WC-BCTD');
  // part of the text showed before any card, then it grew; the cards came with the end of the answer
  await expectStreamedBeforeCards(page, text!.length);

  // the new conversation is in the history column
  const item = page.getByTestId('history-item').filter({ hasText: 'K4A8G165WC-BCTD' });
  await expect(item).toHaveCount(1);
  const first = cards.first();
  await expect(first).toHaveAttribute('href', /^\/pc\/prodetail\/\d+$/);
  await expect(first).toContainText(/[¥$][\d,.]+|面议/);
  const part = (await first.locator('strong').textContent())!;
  await shot(page, testInfo, 'assistant-answer');

  await first.click();
  await expect(page).toHaveURL(/\/pc\/prodetail\/\d+$/);
  await expect(page.getByText(part).first()).toBeVisible();

  // Back: a fresh chat; the history opens the conversation again, then deletes it.
  await page.goBack();
  await expect(page).toHaveURL(/\/pc\/myAi$/);
  await item.locator('button').first().click();
  await expect(page.getByTestId('assistant-question')).toHaveText(PRICE_QUESTION);
  await expect(cards.first()).toBeVisible();
  await expect(item).toHaveClass(/is-current/);
  await shot(page, testInfo, 'assistant-history');
  await item.getByTestId('history-delete').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('对话已删除')).toBeVisible();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await expect(page.getByTestId('assistant-intro')).toBeVisible();
});

test('a demand draft opens the desktop publish form filled in, never published by itself', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const user = await apiLogin(request, freshMobile(), 'PC');
  await verifyRealName(request, user.token);
  await startLoggedIn(page, user);
  await page.goto('/pc/myAi');
  await page.getByTestId('assistant-suggestion').filter({ hasText: DRAFT_QUESTION }).click();
  await expect(page.getByTestId('assistant-publish-draft')).toBeVisible();
  await shot(page, testInfo, 'assistant-draft');
  await page.getByTestId('assistant-publish-draft').click();
  await expect(page).toHaveURL(/\/pc\/source\/publish\?draft=/);
  await expect(page.getByTestId('publish-form')).toBeVisible();
  await expect(page.locator('#goodsModel')).toHaveValue('MT40A1G16TB');
  await expect(page.locator('#quantity')).toHaveValue('2000');
  const mine = (await (await request.get('/dev-api/api/mts-api/clue/myClueList?type=2&pageNum=1&pageSize=10', { headers: { Authorization: user.token, platform: 'PC' } })).json()) as { code: number; total: number };
  expect(mine.code).toBe(200);
  expect(mine.total).toBe(0);
});
