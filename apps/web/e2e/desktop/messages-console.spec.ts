import { expect, test } from '@playwright/test';
import { OPERATOR } from '../money-support';
import { shot } from '../support';
import { startAs } from '../trade-staff';

/** The console's 系统公告 and 通知发送 (issue 26): an operator publishes an announcement and reads the sends. */
test('系统公告: an operator publishes an announcement; 通知发送 lists the sends by status', async ({ page }, testInfo) => {
  await startAs(page, OPERATOR, 'PC');
  await page.goto('/pc/admin/announcements');
  await expect(page.getByTestId('admin-announcements')).toBeVisible();
  const title = `控制台公告 ${Date.now() % 100000}`;
  // An empty form is refused with the shared rule's message.
  await page.getByTestId('announcement-submit').click();
  await expect(page.getByText('请输入公告标题（1–40 个字）')).toBeVisible();
  await page.getByTestId('announcement-title-input').fill(title);
  await page.getByTestId('announcement-body-input').fill('平台将于下周一起调整验货时间为 9:00–18:00。');
  // To operators only: nobody else's inbox is touched by this test.
  await page.getByTestId('announcement-audience').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '运营人员' }).click();
  await page.getByTestId('announcement-submit').click();
  await expect(page.locator('.ant-message').getByText('公告已发布')).toBeVisible();
  const row = page.locator('tr').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('运营人员');
  await shot(page, testInfo, 'console-announcements');

  await page.getByTestId('admin-menu').getByText('通知发送').click();
  await expect(page).toHaveURL(/\/pc\/admin\/notify$/);
  await expect(page.getByTestId('admin-notify')).toBeVisible();
  await expect(page.getByRole('tab', { name: '失败' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, testInfo, 'console-notify');
});
