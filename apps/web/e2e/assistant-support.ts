import { expect, type Page } from '@playwright/test';

/**
 * The assistant's browser tests (issue 13), phone and desktop. The e2e server paces the default engine
 * (AI_PACE_MS in playwright.config.ts), so every chunk of an answer is written on its own a moment after the last,
 * and a test sees the answer grow however busy the machine is (a throttled connection could still deliver it in one read).
 */

export const PRICE_QUESTION = 'K4A8G165WC-BCTD 现在什么价？有多少现货？';
export const DRAFT_QUESTION = '帮我发一个求购：MT40A1G16TB 2000 片';

type Step = [textLength: number, cards: number];

/** Starts recording each change of the last answer as [text length, citation cards] (the page renders as chunks arrive). */
export async function recordAnswers(page: Page) {
  await page.evaluate(() => {
    const log: [number, number][] = [];
    (window as unknown as { answerLog: [number, number][] }).answerLog = log;
    const root = document.querySelector('[data-testid="assistant-messages"]')!;
    new MutationObserver(() => {
      const answers = root.querySelectorAll('[data-testid="assistant-answer"]');
      const last = answers[answers.length - 1];
      if (!last) return;
      const entry: [number, number] = [last.querySelector('[data-testid="assistant-answer-text"]')?.textContent?.length ?? 0, last.querySelectorAll('[data-testid="citation-card"]').length];
      const prev = log[log.length - 1];
      if (!prev || prev[0] !== entry[0] || prev[1] !== entry[1]) log.push(entry);
    }).observe(root, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Checks what the recording saw of a finished answer of `fullLength` characters: the text showed and grew in at least
 * two steps before any card, and the cards came with the end of the answer.
 */
export async function expectStreamedBeforeCards(page: Page, fullLength: number) {
  const log = await page.evaluate(() => (window as unknown as { answerLog: Step[] }).answerLog);
  const beforeCards = log.filter(([length, cards]) => cards === 0 && length > 0);
  expect(beforeCards.length, JSON.stringify(log)).toBeGreaterThanOrEqual(2);
  expect(beforeCards[0]![0], JSON.stringify(log)).toBeLessThan(beforeCards.at(-1)![0]);
  expect(beforeCards.at(-1)![0], JSON.stringify(log)).toBeLessThanOrEqual(fullLength);
  expect(log.at(-1)![1], JSON.stringify(log)).toBeGreaterThan(0);
}
