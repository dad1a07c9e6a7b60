import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support';
import { LINA, startAs } from '../trade-staff';
import { OPERATOR } from '../money-support';

/**
 * The debug parameter monitor (spec section 9, issue 13) on the phone, against the real server: the operator opens it
 * from his user centre, sees API calls and the request log, UI events over their threshold, the 10 s reset, and one
 * console.debug line a second; the realtime debug page is one link away and back. Others get 无权访问.
 */
const counter = (page: Page, key: 'apiCalls' | 'events' | 'streams') => page.getByTestId(`mon-counter-${key}`);

test('the operator opens the parameter monitor from his user centre and watches the counters', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const consoleLines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'debug' && m.text().includes('[参数监控]')) consoleLines.push(m.text());
  });
  await startAs(page, OPERATOR);
  await page.goto('/');
  await page.getByTestId('tab-bar-item').filter({ hasText: '我的' }).click();
  await expect(page.getByTestId('link-parameter-monitor')).toBeVisible();
  await shot(page, testInfo, 'parameter-monitor-user-centre');
  await page.getByTestId('link-parameter-monitor').click();
  await expect(page).toHaveURL(/\/debug\/parameter-monitor$/);
  await expect(counter(page, 'apiCalls')).toContainText('阈值 5');
  await expect(counter(page, 'events')).toContainText('阈值 30');
  await expect(counter(page, 'streams')).toContainText('阈值 10');

  // The user centre's own requests are in the log (the main client, newest first).
  await expect(page.getByTestId('mon-request').filter({ hasText: '/user/getUserInfo' }).first()).toBeVisible();
  // The realtime socket is an open stream.
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  // A request sent now is counted and logged with its method, path, status and duration.
  const before = await page.getByTestId('mon-request').count();
  await page.getByTestId('mon-probe').click();
  await expect(page.getByTestId('mon-request')).toHaveCount(before + 1);
  const newest = page.getByTestId('mon-request').first();
  await expect(newest).toHaveAttribute('data-client', 'api');
  await expect(newest).toContainText(/GET\s*\/user\/getUserInfo\s*200/);
  await expect(newest).toContainText(/\d+ ms/);
  await expect(page.getByTestId('mon-value-apiCalls')).not.toHaveText('0');

  // Each second gets a line; the console gets it too.
  await expect(page.getByTestId('mon-line').first()).toHaveText(/^\d{2}:\d{2}:\d{2}\d+\d+1$/);
  await expect.poll(() => consoleLines.length).toBeGreaterThan(0);

  // More than 30 taps in one window: the events counter turns red. Start early in a window so no reset splits them.
  await expect(page.getByTestId('mon-countdown')).toHaveText(/^(10|9|8) 秒后清零$/, { timeout: 12_000 });
  const box = (await page.getByTestId('mon-lines').boundingBox())!;
  for (let i = 0; i < 35; i++) await page.mouse.click(box.x + box.width / 2, box.y + 10);
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'true');
  await expect(counter(page, 'events')).toContainText('超过阈值');
  await expect(counter(page, 'apiCalls')).toHaveAttribute('data-over', 'false');
  await shot(page, testInfo, 'parameter-monitor-over');

  // Within the next 10 s the window ends: the counts start again from 0.
  await expect(page.getByTestId('mon-value-events')).toHaveText('0', { timeout: 12_000 });
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  // 清空 empties both logs.
  await page.getByTestId('mon-clear').click();
  await expect(page.getByTestId('mon-request')).toHaveCount(0);
  await expect(page.getByText('暂无请求')).toBeVisible();

  // To the realtime debug page and back.
  await page.getByTestId('mon-ws-link').click();
  await expect(page).toHaveURL(/\/debug\/websocket-test$/);
  await expect(page.getByTestId('rt-state')).toHaveText('已连接');
  await shot(page, testInfo, 'parameter-monitor-websocket-link');
  await page.getByTestId('rt-monitor-link').click();
  await expect(page).toHaveURL(/\/debug\/parameter-monitor$/);
  await expect(counter(page, 'events')).toBeVisible();
  await page.waitForTimeout(2500);
  await shot(page, testInfo, 'parameter-monitor');
});

test('an ordinary user has no link to the monitor and gets 无权访问 on its address', async ({ page }, testInfo) => {
  await startAs(page, LINA);
  await page.goto('/user');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await expect(page.getByText('参数监控')).toHaveCount(0);
  await page.goto('/debug/parameter-monitor');
  await expect(page.getByTestId('mon-forbidden')).toHaveText('无权访问');
  await expect(page.getByTestId('mon-counter-apiCalls')).toHaveCount(0);
  await shot(page, testInfo, 'parameter-monitor-forbidden');
});
