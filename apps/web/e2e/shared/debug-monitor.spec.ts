import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { OPERATOR } from '../money-support';
import { shot } from '../support';
import { LINA, startAs } from '../trade-staff';

/**
 * The debug parameter monitor (spec section 9, issue 13) on the phone and the desktop, against the real server: the
 * operator opens it from his user centre, sees API calls and the request log, UI events over their threshold and the
 * 10 s reset (and on the phone one console.debug line a second); the realtime debug page is one link away and back.
 * Others get 无权访问.
 */
type MonitorDriver = Device & {
  /** From the home to the monitor through the user centre. */
  openFromHome: (page: Page) => Promise<void>;
  /** The probe's request is logged as the newest one. */
  probe: (page: Page) => Promise<void>;
  /** The rest of the newest request's line (the phone's says the duration in ms). */
  requestLine: RegExp;
  /** The per-second lines, checked in full where the app's format is pinned down. */
  expectLines: (page: Page, consoleLines: string[]) => Promise<void>;
  /** Where the 35 clicks land: inside the monitor, away from its controls. */
  clickAt: (page: Page) => Promise<{ x: number; y: number }>;
  /** The phone's 清空 at the end empties both logs (the desktop's empties them before the probe). */
  clearAtEnd?: (page: Page) => Promise<void>;
  /** The user centre's frame, shown without a monitor entry. */
  userCentre: (page: Page) => Locator;
  expectForbidden: (forbidden: Locator) => Promise<void>;
};

const test = storyTest<MonitorDriver>({
  phone: {
    ...PHONE,
    openFromHome: async (page) => {
      await page.goto('/');
      await page.getByTestId('tab-bar-item').filter({ hasText: '我的' }).click();
      await expect(page.getByTestId('link-parameter-monitor')).toBeVisible();
      await shot(page, test.info(), 'parameter-monitor-user-centre');
      await page.getByTestId('link-parameter-monitor').click();
    },
    probe: async (page) => {
      const before = await page.getByTestId('mon-request').count();
      await page.getByTestId('mon-probe').click();
      await expect(page.getByTestId('mon-request')).toHaveCount(before + 1);
    },
    requestLine: /\d+ ms/,
    expectLines: async (page, consoleLines) => {
      await expect(page.getByTestId('mon-line').first()).toHaveText(/^\d{2}:\d{2}:\d{2}\d+\d+1$/);
      await expect.poll(() => consoleLines.length).toBeGreaterThan(0);
    },
    clickAt: async (page) => {
      const box = (await page.getByTestId('mon-lines').boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + 10 };
    },
    clearAtEnd: async (page) => {
      await page.getByTestId('mon-clear').click();
      await expect(page.getByTestId('mon-request')).toHaveCount(0);
      await expect(page.getByText('暂无请求')).toBeVisible();
    },
    userCentre: (page) => page.getByTestId('tab-bar'),
    expectForbidden: (forbidden) => expect(forbidden).toHaveText('无权访问'),
  },
  desktop: {
    ...DESKTOP,
    openFromHome: async (page) => {
      await page.goto('/pc/home');
      await page.getByTestId('top-nav').getByRole('link', { name: '个人中心' }).click();
      await page.getByTestId('user-menu').getByRole('link', { name: '参数监控' }).click();
    },
    probe: async (page) => {
      await page.getByTestId('mon-clear').click();
      await expect(page.getByTestId('mon-request')).toHaveCount(0);
      await page.getByTestId('mon-probe').click();
    },
    requestLine: /api\s*GET\s*\/user\/getUserInfo\s*200\s*\d+/,
    expectLines: (page) => expect(page.getByTestId('mon-line').first()).toBeVisible(),
    clickAt: async (page) => {
      const box = (await page.getByTestId('mon-counter-streams').boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    userCentre: (page) => page.getByTestId('user-menu'),
    expectForbidden: (forbidden) => expect(forbidden).toContainText('无权访问'),
  },
});

const counter = (page: Page, key: 'apiCalls' | 'events' | 'streams') => page.getByTestId(`mon-counter-${key}`);

test('the operator opens the parameter monitor from his user centre and watches the counters', async ({ page, device }, testInfo) => {
  test.setTimeout(90_000);
  const consoleLines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'debug' && m.text().includes('[参数监控]')) consoleLines.push(m.text());
  });
  await startAs(page, OPERATOR, device.platform);
  await device.openFromHome(page);
  await expect(page).toHaveURL(new RegExp(`${device.url('/debug/parameter-monitor')}$`));
  await expect(counter(page, 'apiCalls')).toContainText('阈值 5');
  await expect(counter(page, 'events')).toContainText('阈值 30');
  await expect(counter(page, 'streams')).toContainText('阈值 10');

  // The user centre's own requests are in the log (the main client, newest first).
  await expect(page.getByTestId('mon-request').filter({ hasText: '/user/getUserInfo' }).first()).toBeVisible();
  // The realtime socket is an open stream.
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  // A request sent now is counted and logged with its method, path, status and duration.
  await device.probe(page);
  const newest = page.getByTestId('mon-request').first();
  await expect(newest).toHaveAttribute('data-client', 'api');
  await expect(newest).toContainText(/GET\s*\/user\/getUserInfo\s*200/);
  await expect(newest).toContainText(device.requestLine);
  await expect(page.getByTestId('mon-value-apiCalls')).not.toHaveText('0');

  // Each second gets a line.
  await device.expectLines(page, consoleLines);

  // More than 30 clicks in one window: the events counter turns red. Start early in a window so no reset splits them.
  await expect(page.getByTestId('mon-countdown')).toHaveText(/^(10|9|8) 秒后清零$/, { timeout: 12_000 });
  const at = await device.clickAt(page);
  for (let i = 0; i < 35; i++) await page.mouse.click(at.x, at.y);
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'true');
  await expect(counter(page, 'events')).toContainText('超过阈值');
  await expect(counter(page, 'apiCalls')).toHaveAttribute('data-over', 'false');
  await shot(page, testInfo, 'parameter-monitor-over');

  // Within the next 10 s the window ends: the counts start again from 0; the open stream stays.
  await expect(page.getByTestId('mon-value-events')).toHaveText('0', { timeout: 12_000 });
  await expect(counter(page, 'events')).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('mon-value-streams')).toHaveText('1');

  await device.clearAtEnd?.(page);

  // To the realtime debug page and back.
  await page.getByTestId('mon-ws-link').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/debug/websocket-test')}$`));
  await expect(page.getByTestId('rt-state')).toHaveText('已连接');
  await shot(page, testInfo, 'parameter-monitor-websocket-link');
  await page.getByTestId('rt-monitor-link').click();
  await expect(page).toHaveURL(new RegExp(`${device.url('/debug/parameter-monitor')}$`));
  await expect(counter(page, 'events')).toBeVisible();
  await page.waitForTimeout(2500);
  await shot(page, testInfo, 'parameter-monitor');
});

test('an ordinary user has no entry to the monitor and gets 无权访问 on its address', async ({ page, device }, testInfo) => {
  await startAs(page, LINA, device.platform);
  await page.goto(device.url('/user'));
  await expect(device.userCentre(page)).toBeVisible();
  await expect(page.getByText('参数监控')).toHaveCount(0);
  await page.goto(device.url('/debug/parameter-monitor'));
  await device.expectForbidden(page.getByTestId('mon-forbidden'));
  await expect(page.getByTestId('mon-counter-apiCalls')).toHaveCount(0);
  await shot(page, testInfo, 'parameter-monitor-forbidden');
});
