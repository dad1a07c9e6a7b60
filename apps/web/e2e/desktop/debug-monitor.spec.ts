import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support';
import { LINA, startAs } from '../trade-staff';
import { OPERATOR } from '../money-support';

/**
 * The debug parameter monitor (spec section 9, issue 13) on the desktop, against the real server: the operator opens
 * it from his user-centre menu, sees API calls and the request log, UI events over their threshold and the 10 s reset;
 * the realtime debug page is one link away and back. Others get 无权访问.
 */
const counter = (page: Page, key: 'apiCalls' | 'events' | 'streams') => page.getByTestId(`mon-counter-${key}`);

test('the operator opens the parameter monitor from his user centre and watches the counters', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await startAs(page, OPERATOR, 'PC');
  await page.goto('/pc/home');
  await page.getByTestId('top-nav').getByRole('link', { name: '个人中心' }).click();
  await page.getByTestId('user-menu').getByRole('link', { name: '参数监控' }).click();
  await expect(page).toHaveURL(/\/pc\/debug\/parameter-monitor$/);
  await expect(counter(page, 'apiCalls')).toContainText('阈值 5');
  await expect(counter(page, 'events')).toContainText('阈值 30');
  await expect(counter(page, 'streams')).toContainText('阈值 10');

  // The pages opened on the way are in the request log; the realtime socket is an open stream.
  await expect(page.getByTestId('mon-request').filter({ hasText: '/user/getUserInfo' }).first()).toBeVisible();
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  // A request sent now is counted and logged first.
  await page.getByTestId('mon-clear').click();
  await expect(page.getByTestId('mon-request')).toHaveCount(0);
  await page.getByTestId('mon-probe').click();
  const newest = page.getByTestId('mon-request').first();
  await expect(newest).toHaveAttribute('data-client', 'api');
  await expect(newest).toContainText(/api\s*GET\s*\/user\/getUserInfo\s*200\s*\d+/);
  await expect(page.getByTestId('mon-value-apiCalls')).not.toHaveText('0');
  await expect(page.getByTestId('mon-line').first()).toBeVisible();

  // More than 30 clicks in one window: the events counter turns red.
  await expect(page.getByTestId('mon-countdown')).toHaveText(/^(10|9|8) 秒后清零$/, { timeout: 12_000 });
  const box = (await counter(page, 'streams').boundingBox())!;
  for (let i = 0; i < 35; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'true');
  await expect(counter(page, 'events')).toContainText('超过阈值');
  await shot(page, testInfo, 'parameter-monitor-over');

  // Within the next 10 s the window ends: the counts start again from 0; the open stream stays.
  await expect(page.getByTestId('mon-value-events')).toHaveText('0', { timeout: 12_000 });
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  // To the realtime debug page and back.
  await page.getByTestId('mon-ws-link').click();
  await expect(page).toHaveURL(/\/pc\/debug\/websocket-test$/);
  await expect(page.getByTestId('rt-state')).toHaveText('已连接');
  await page.getByTestId('rt-monitor-link').click();
  await expect(page).toHaveURL(/\/pc\/debug\/parameter-monitor$/);
  await expect(counter(page, 'events')).toBeVisible();
  await page.waitForTimeout(2500);
  await shot(page, testInfo, 'parameter-monitor');
});

test('an ordinary user has no menu entry and gets 无权访问 on its address', async ({ page }, testInfo) => {
  await startAs(page, LINA, 'PC');
  await page.goto('/pc/user');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: '参数监控' })).toHaveCount(0);
  await page.goto('/pc/debug/parameter-monitor');
  await expect(page.getByTestId('mon-forbidden')).toContainText('无权访问');
  await expect(page.getByTestId('mon-counter-apiCalls')).toHaveCount(0);
  await shot(page, testInfo, 'parameter-monitor-forbidden');
});
