import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshTrader, partNumber, publishLead, type Trader } from '../lead-support';
import { call, loginAs, shot, startLoggedIn } from '../support';

/**
 * Issue 9 on the phone, against the real server: the 您有新订单! prompt and hasTip, the negotiator's pool (抢单, 屏蔽,
 * 手慢了 with the realtime connection dropped), a follow item from the tab bar to published goods found by search,
 * and the business follower's empty pool. Every lead a test works on is a fresh one with its own part number; the
 * phone suite uses 李娜 and 陈伟 (the desktop suite 孙丽 and 周涛), and 孙丽 only through the API here, as the rival
 * negotiator. The realtime pool and 标记无效 run on both apps: shared/dispatch.spec.ts.
 */

const LINA = '13800000010';
const SUNLI = '13800000011';
const CHENWEI = '13800000020';
const WANGQIANG = '13800000000';

/** A verified trader (fresh mobile, real name) who publishes this worker's fresh leads. */
let trader: Promise<Trader> | undefined;

/** Publishes a fresh 货源 lead through the API (it waits in the pool); returns its id and part number. */
async function freshLead(request: APIRequestContext): Promise<{ id: number; model: string }> {
  const lead = await publishLead(request, await (trader ??= freshTrader(request, 'H5', '王小明')), { goodsModel: partNumber('E2EM'), contactMobile: '13812345678' });
  return { id: lead.id, model: lead.goodsModel };
}

/** Grabs a lead through the API as `token`'s negotiator; returns the new follow item's id. */
async function apiGrab(request: APIRequestContext, token: string, leadId: number): Promise<number> {
  const reply = await call<{ followId: number }>(request, 'POST', '/bizOppor/followUp', token, { id: leadId });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.followId;
}

/** Logged in as the seeded user, the home prompt already seen this session (tests that are not about it). */
async function startAs(page: Page, mobile: string, { promptSeen = true } = {}) {
  const user = await loginAs(page.request, mobile);
  await startLoggedIn(page, user);
  if (promptSeen) await page.addInitScript(() => sessionStorage.setItem('hasTip', '1'));
  return user;
}

const poolRow = (page: Page, model: string) => page.getByTestId('pool-row').filter({ hasText: model });
const followItem = (page: Page, model: string) => page.getByTestId('follow-item').filter({ hasText: model });
// antd-mobile's dialog root has no box of its own: check its body.
const dialog = (page: Page) => page.locator('.adm-dialog-body');

test('您有新订单! on /home for a negotiator once per session; 去接单 opens the pool', async ({ page }, testInfo) => {
  await freshLead(page.request);
  await startAs(page, LINA, { promptSeen: false });
  await page.goto('/home');
  await expect(dialog(page)).toContainText('您有新订单!');
  await expect(page.getByRole('button', { name: '去接单' })).toBeVisible();
  await shot(page, testInfo, 'home-new-order-prompt');
  await page.getByRole('button', { name: '去接单' }).click();
  await expect(page).toHaveURL(/\/follow\/pendingFollow$/);
  await expect(page.getByTestId('pool-list')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('hasTip'))).toBe('1');

  // Shown once per session: back on the home (reloaded) there is no prompt.
  await page.goto('/home');
  await expect(page.getByTestId('goods-item').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText('您有新订单!')).toHaveCount(0);
});

test('an ordinary trader never sees 您有新订单!, and his home never asks a pool', async ({ page }) => {
  const poolCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('PendingFollowList')) poolCalls.push(r.url());
  });
  await startAs(page, WANGQIANG, { promptSeen: false });
  await page.goto('/home');
  await expect(page.getByTestId('goods-item').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText('您有新订单!')).toHaveCount(0);
  expect(poolCalls).toEqual([]);
});

test('pool: 抢单 takes a fresh lead into 跟进中; 屏蔽 asks 提示 and hides the lead for good', async ({ page }, testInfo) => {
  const [grabbed, blocked] = [await freshLead(page.request), await freshLead(page.request)];
  await startAs(page, LINA);
  await page.goto('/follow/pendingFollow');
  await expect(poolRow(page, grabbed.model)).toBeVisible();
  await expect(poolRow(page, blocked.model)).toBeVisible();
  await expect(poolRow(page, grabbed.model)).toContainText('三星');
  await expect(poolRow(page, grabbed.model)).toContainText('$13.20');
  await expect(poolRow(page, grabbed.model)).toContainText('10,000 片');
  await expect(poolRow(page, grabbed.model)).toContainText('刚刚');
  await shot(page, testInfo, 'pool-leads');

  await poolRow(page, grabbed.model).getByTestId('pool-grab').click();
  await expect(page.getByText('抢单成功')).toBeVisible();
  await expect(poolRow(page, grabbed.model)).toHaveCount(0);
  await expect(page.getByTestId('pool-grabbed')).toContainText('已抢到 1 条');
  await shot(page, testInfo, 'pool-after-grab');
  await page.getByTestId('pool-grabbed').click();
  await expect(page).toHaveURL(/\/follow\?tab=pending$/);
  await page.goBack();
  await expect(poolRow(page, blocked.model)).toBeVisible();

  await poolRow(page, blocked.model).getByTestId('pool-block').click();
  await expect(dialog(page)).toContainText('提示');
  await expect(dialog(page)).toContainText('确定屏蔽该条线索吗？');
  await shot(page, testInfo, 'pool-block-confirm');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('屏蔽成功')).toBeVisible();
  await expect(poolRow(page, blocked.model)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('pool-row').first()).toBeVisible();
  await expect(poolRow(page, blocked.model)).toHaveCount(0);

  // The grabbed lead is mine now (我的跟单 in the nav bar), under 全部 and 跟进中.
  await page.getByRole('button', { name: '我的跟单' }).click();
  await expect(page).toHaveURL(/\/follow$/);
  await expect(followItem(page, grabbed.model)).toBeVisible();
  await page.getByRole('tab', { name: '跟进中' }).click();
  await expect(page).toHaveURL(/\/follow\?tab=pending$/);
  await expect(followItem(page, grabbed.model)).toContainText('跟进中');
  await expect(followItem(page, grabbed.model)).toContainText('未跟进将退回线索池');
  await shot(page, testInfo, 'follow-pending-tab');
});

test('手慢了: with the realtime connection dropped, a lead taken meanwhile is refused and leaves the list', async ({ page }, testInfo) => {
  const sunli = await loginAs(page.request, SUNLI);
  const lead = await freshLead(page.request);
  await page.routeWebSocket(/\/ws$/, () => {});
  await startAs(page, LINA);
  await page.goto('/follow/pendingFollow');
  await expect(poolRow(page, lead.model)).toBeVisible();

  await apiGrab(page.request, sunli.token, lead.id);
  await page.waitForTimeout(500);
  await expect(poolRow(page, lead.model)).toBeVisible();
  await poolRow(page, lead.model).getByTestId('pool-grab').click();
  await expect(page.getByText('手慢了，该线索已被抢走')).toBeVisible();
  await shot(page, testInfo, 'pool-too-slow');
  await expect(poolRow(page, lead.model)).toHaveCount(0);
});

test('follow item: from the tab bar to the detail, a note, 发布商品 with the prefilled form, goods found by search, 已完成', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const lina = await startAs(page, LINA);
  const lead = await freshLead(page.request);
  await apiGrab(page.request, lina.token, lead.id);

  // By clicks from the home: 我的 → 我的服务 谈判人跟单 → the item.
  await page.goto('/home');
  await page.getByTestId('tab-bar-item').filter({ hasText: '我的' }).click();
  await page.getByTestId('link-follow').click();
  await expect(page).toHaveURL(/\/follow$/);
  await expect(page.getByRole('heading', { name: '谈判人跟单' })).toBeVisible();
  await expect(page.getByTestId('follow-pool-entry')).toContainText(/待抢单 \d+ 条/);
  await expect(followItem(page, lead.model)).toBeVisible();
  await shot(page, testInfo, 'follow-list');
  await followItem(page, lead.model).click();
  await expect(page).toHaveURL(/\/follow\/tprFollowDetail\/\d+$/);

  // The lead in full, its owner to call, and a follow record added with its time.
  const detail = page.getByTestId('follow-detail');
  await expect(detail.getByTestId('clue-record')).toContainText(lead.model);
  await expect(detail.locator('a[href="tel:13812345678"]')).toBeVisible();
  await expect(page.getByTestId('follow-detail-status')).toHaveText('跟进中');
  await page.getByTestId('follow-note-add').click();
  await expect(page.getByTestId('follow-note-error')).toHaveText('请输入跟进内容（1–500 个字）');
  await page.getByTestId('follow-note-input').locator('textarea:not([aria-hidden])').fill('已电话联系王先生，确认现货 10K，周五前可送深圳仓验货。');
  await page.getByTestId('follow-note-add').click();
  await expect(page.getByText('已添加跟进记录')).toBeVisible();
  const note = page.getByTestId('follow-note').filter({ hasText: '确认现货 10K' });
  await expect(note).toBeVisible();
  await expect(note.getByTestId('follow-note-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByTestId('follow-detail-release')).toHaveCount(0);
  await shot(page, testInfo, 'follow-detail');

  // 发布商品: the trader's form, prefilled from the lead.
  await page.getByTestId('follow-action-publishGoods').click();
  await expect(page).toHaveURL(new RegExp(`/source/publishGoods\\?id=${lead.id}$`));
  await expect(page.getByTestId('publish-goodsModel').locator('input')).toHaveValue(lead.model);
  await expect(page.getByTestId('publish-quantity').locator('input')).toHaveValue('10000');
  await expect(page.getByTestId('publish-contactMobile').locator('input')).toHaveValue('13812345678');
  await expect(page.getByTestId('publish-category')).not.toContainText('请选择分类');
  await page.getByTestId('publish-price').locator('input').fill('12.8');
  await shot(page, testInfo, 'publish-goods-form');
  await expect(page.getByTestId('publish-submit')).toHaveText('确认发布商品');
  await page.getByTestId('publish-submit').click();

  await expect(page).toHaveURL(/\/follow\/getFollowSuccess\?goodsId=\d+$/);
  await expect(page.getByTestId('follow-success')).toContainText(lead.model);
  await shot(page, testInfo, 'follow-success');
  await page.getByTestId('follow-success-goods').click();
  await expect(page).toHaveURL(/\/prodetail\/\d+$/);
  await expect(page.getByTestId('goods-detail')).toContainText(lead.model);
  await expect(page.getByTestId('detail-price')).toContainText('12.80');

  await page.goto(`/searchlist?keyword=${encodeURIComponent(lead.model)}`);
  await expect(page.getByTestId('goods-item').filter({ hasText: lead.model })).toBeVisible();

  await page.goto('/follow?tab=done');
  await expect(followItem(page, lead.model)).toContainText('已完成');
  await shot(page, testInfo, 'follow-done-tab');

  // The form is not offered again for a lead no longer held.
  await page.goto(`/source/publishGoods?id=${lead.id}`);
  await expect(page.getByTestId('publish-goods-refused')).toContainText('该跟单已结束，不能再操作');
});

test('business follower: /follow is 商务跟单, the pre-order pool lists the confirmed intention orders, the lead pool and others\' items are refused', async ({ page }, testInfo) => {
  await startAs(page, CHENWEI);
  await page.goto('/follow');
  await expect(page.getByRole('heading', { name: '商务跟单' })).toBeVisible();
  // the seeded confirmed intention orders wait in his pool; he already follows the seeded deals he holds
  await expect(page.getByTestId('follow-pool-total')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('follow-item').first()).toBeVisible();
  await shot(page, testInfo, 'follow-business');

  await page.getByTestId('follow-pool-entry').click();
  await expect(page).toHaveURL(/\/follow\/swPendingFollow$/);
  await expect(page.getByTestId('pool-row').first()).toContainText(/YX\d+/);
  await expect(page.getByTestId('pool-row').first().getByTestId('pool-grab')).toBeVisible();
  await shot(page, testInfo, 'pool-pre-orders');

  await page.goto('/follow/pendingFollow');
  await expect(page.getByTestId('pool-wrong-role')).toContainText('仅谈判人可以查看和抢单线索');
  await shot(page, testInfo, 'pool-wrong-role');
  await page.getByRole('button', { name: '返回跟单' }).click();
  await expect(page).toHaveURL(/\/follow$/);

  // 李娜's seeded follow item is not his: the server refuses and the page says so.
  const lina = await loginAs(page.request, LINA);
  const items = await call<never>(page.request, 'GET', '/follow/myFollowList?pageSize=1', lina.token);
  const rows = (items as unknown as { rows: { id: number }[] }).rows;
  await page.goto(`/follow/tprFollowDetail/${rows[0]!.id}`);
  await expect(page.getByTestId('follow-detail-error')).toBeVisible();
  await expect(page.getByTestId('follow-detail-error')).toContainText(/仅谈判人|只能查看/);
  await shot(page, testInfo, 'follow-detail-refused');
});
