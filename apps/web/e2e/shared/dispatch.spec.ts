import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, storyTest, type Device } from '../device';
import { freshTrader, publishLead } from '../lead-support';
import { call, loginAs, shot } from '../support';
import { startAs } from '../trade-staff';

/**
 * Issue 9 on the phone and the desktop, against the real server: a lead arriving in the open pool and leaving it
 * without a reload, and 标记无效 on a follow item. Each test works on fresh leads; the phone's negotiator is 李娜 with
 * 孙丽 as her rival, the desktop's the other way round, so the two projects never race for one pool. The pages that
 * differ per app (the prompt, the pool's and the follow page's layout, 发布商品) are mobile/ and desktop/dispatch.spec.ts.
 */
type DispatchDriver = Device & {
  /** Who watches the pool and who grabs the lead from elsewhere. */
  negotiator: string;
  rival: string;
  closeDialog: (page: Page) => Locator;
  closeOk: (page: Page) => Locator;
  expectReasonError: (page: Page, text: string) => Promise<void>;
  closeReason: (page: Page) => Locator;
  detailStatus: (page: Page) => Locator;
  /** What a closed item's detail no longer offers. */
  closedHides: string[];
  /** The item in the follow page's 已关闭 list. */
  closedItem: (page: Page, model: string) => Promise<Locator>;
};

const LINA = '13800000010';
const SUNLI = '13800000011';

const test = storyTest<DispatchDriver>({
  phone: {
    ...PHONE,
    negotiator: LINA,
    rival: SUNLI,
    closeDialog: (page) => page.locator('.adm-dialog-body'),
    closeOk: (page) => page.getByRole('button', { name: '确定' }),
    expectReasonError: (page, text) => expect(page.getByTestId('close-reason-error')).toHaveText(text),
    closeReason: (page) => page.getByTestId('close-reason').locator('textarea:not([aria-hidden])'),
    detailStatus: (page) => page.getByTestId('follow-detail-status'),
    closedHides: ['follow-action-publishGoods', 'follow-note-input'],
    closedItem: async (page, model) => {
      await page.goto('/follow?tab=closed');
      return page.getByTestId('follow-item').filter({ hasText: model });
    },
  },
  desktop: {
    ...DESKTOP,
    negotiator: SUNLI,
    rival: LINA,
    closeDialog: (page) => page.locator('.ant-modal').filter({ hasText: '无效原因' }),
    closeOk: (page) => page.locator('.ant-modal').filter({ hasText: '无效原因' }).getByRole('button', { name: /确\s*定/ }),
    expectReasonError: (page, text) => expect(page.locator('.ant-modal').filter({ hasText: '无效原因' })).toContainText(text),
    closeReason: (page) => page.getByTestId('close-reason'),
    detailStatus: (page) => page.getByTestId('follow-detail').getByTestId('follow-status').first(),
    closedHides: ['follow-close', 'follow-publishGoods', 'note-submit'],
    closedItem: async (page, model) => {
      await page.goto('/pc/follow');
      await page.getByTestId('follow-intentions').getByRole('tab', { name: '已关闭' }).click();
      await expect(page).toHaveURL(/status=closed/);
      const row = page.getByTestId('follow-row').filter({ hasText: model });
      return row.getByTestId('follow-status');
    },
  },
});

/** Grabs a lead through the API as `token`'s negotiator; returns the new follow item's id. */
async function apiGrab(page: Page, token: string, leadId: number): Promise<number> {
  const reply = await call<{ followId: number }>(page.request, 'POST', '/bizOppor/followUp', token, { id: leadId });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.followId;
}

test('realtime: a lead published elsewhere appears in the open pool, and leaves when another negotiator grabs it, without a reload', async ({ page, device }, testInfo) => {
  const trader = await freshTrader(page.request, device.platform);
  const rival = await loginAs(page.request, device.rival, device.platform);
  await startAs(page, device.negotiator, device.platform);
  // Resolves once the page's websocket said ready (events reach it from then on).
  const ready = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => String(frame.payload).includes('"ready"') && resolve()));
  });
  await page.goto(device.url('/follow/pendingFollow'));
  await expect(page.getByTestId('pool-row').first()).toBeVisible();
  await ready;

  const lead = await publishLead(page.request, trader);
  const row = page.getByTestId('pool-row').filter({ hasText: lead.goodsModel });
  await expect(row).toBeVisible();
  await shot(page, testInfo, 'pool-live-arrival');
  await apiGrab(page, rival.token, lead.id);
  await expect(row).toHaveCount(0);
});

test('标记无效 asks for a reason and closes the item (已关闭, with its reason)', async ({ page, device }, testInfo) => {
  const negotiator = await startAs(page, device.negotiator, device.platform);
  const lead = await publishLead(page.request, await freshTrader(page.request, device.platform));
  const followId = await apiGrab(page, negotiator.token, lead.id);
  await page.goto(device.url(`/follow/tprFollowDetail/${followId}`));
  await page.getByTestId('follow-close').click();
  await expect(device.closeDialog(page)).toContainText('标记无效');
  await device.closeOk(page).click();
  await device.expectReasonError(page, '请输入无效原因（2–200 个字）');
  await device.closeReason(page).fill('发布人已售出，货源不存在');
  await shot(page, testInfo, 'follow-close-dialog');
  await device.closeOk(page).click();
  await expect(device.toast(page, '已标记为无效')).toBeVisible();
  await expect(device.detailStatus(page)).toHaveText('已关闭');
  await expect(page.getByTestId('follow-close-reason')).toContainText('发布人已售出，货源不存在');
  for (const id of device.closedHides) await expect(page.getByTestId(id)).toHaveCount(0);
  await shot(page, testInfo, 'follow-detail-closed');

  await expect(await device.closedItem(page, lead.goodsModel)).toContainText('已关闭');
  await shot(page, testInfo, 'follow-closed-tab');
});
