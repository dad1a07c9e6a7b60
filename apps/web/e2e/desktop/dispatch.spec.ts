import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshTrader as freshVerifiedTrader, publishLead } from '../lead-support';
import { API, apiLogin as loginThroughApi, freshMobile, shot, startLoggedIn } from '../support';

/**
 * Issue 9 on the desktop, against the real server: /pc/follow per role, the pending table (抢单, 屏蔽), the follow
 * detail (跟进记录) and 发布商品 from a lead to goods found by search. Desktop tests act as 孙丽 (13800000011) and 周涛
 * (13800000021) on fresh leads they create, so the phone suite's 李娜/陈伟 never race them. The realtime pool and
 * 标记无效 run on both apps: shared/dispatch.spec.ts.
 */
const SUN_LI = '13800000011';
const ZHOU_TAO = '13800000021';
const UNDER_REVIEW = '13800000002';

type Reply<T> = { code: number; msg: string; data: T };

/** SMS login through the API as the desktop does (support.ts waits out a cooldown left by a parallel test). */
const apiLogin = (request: APIRequestContext, mobile: string) => loginThroughApi(request, mobile, 'PC');

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const res = await request[method](`${API}${path}`, { headers: { Authorization: token, platform: 'PC' }, data });
  const body = (await res.json()) as Reply<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A fresh verified trader, logged in as the desktop does. */
const freshTrader = (request: APIRequestContext) => freshVerifiedTrader(request, 'PC');

const grab = (request: APIRequestContext, token: string, id: number) => call<{ followId: number }>(request, token, 'post', '/bizOppor/followUp', { id });

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test.describe('desktop dispatch', () => {
  test('/pc/follow for a negotiator: reached from the home page, the newest lead with 抢单/屏蔽, my follow items', async ({ page }, testInfo) => {
    const sunLi = await apiLogin(page.request, SUN_LI);
    const trader = await freshTrader(page.request);
    const held = await publishLead(page.request, trader);
    await grab(page.request, sunLi.token, held.id);
    await publishLead(page.request, trader);
    await startLoggedIn(page, sunLi);

    // /pc/home → 个人中心 → 谈判人跟单
    await page.goto('/pc/home');
    await page.getByTestId('top-nav').getByRole('link', { name: '个人中心' }).click();
    await page.getByTestId('user-menu').getByRole('link', { name: '谈判人跟单' }).click();
    await expect(page).toHaveURL(/\/pc\/follow$/);
    await expect(page.getByRole('heading', { name: '谈判人跟单' })).toBeVisible();
    await expect(page).toHaveTitle(/^谈判人跟单/);

    const panel = page.getByTestId('follow-grab');
    await expect(panel.getByRole('heading', { name: /新的抢单信息/ })).toBeVisible();
    const item = panel.getByTestId('grab-item');
    await expect(item).toContainText('片');
    await expect(item).toContainText(/[$¥][\d,]+\.\d{2}|面议/);
    await expect(item.getByRole('button', { name: /抢\s*单/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /屏\s*蔽/ })).toBeVisible();
    await expect(panel.getByTestId('grab-total')).toContainText(/共 \d+ 条待抢/);

    const mine = page.getByTestId('follow-intentions');
    const row = mine.getByTestId('follow-row').filter({ hasText: held.goodsModel });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('follow-status')).toHaveText('跟进中');
    await expect(mine.getByRole('tab', { name: '已关闭' })).toBeVisible();
    await shot(page, testInfo, 'follow-negotiator');

    // the panel's 屏蔽 asks first (the pending table's test blocks and grabs fresh leads); 取消 keeps it
    await item.getByRole('button', { name: /屏\s*蔽/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定屏蔽该条线索吗？');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirm).toBeHidden();
    await expect(item).toBeVisible();

    // a row opens its detail
    await row.click();
    await expect(page).toHaveURL(/\/pc\/follow\/tprFollowDetail\/\d+$/);
    await expect(page.getByTestId('follow-detail')).toContainText(held.goodsModel);
  });

  test('/pc/follow for a business follower: 商务跟单, the newest confirmed intention order, his trade items; the pool; wrong-role pages', async ({ page }, testInfo) => {
    const sunLi = await apiLogin(page.request, SUN_LI);
    const trader = await freshTrader(page.request);
    const { followId } = await grab(page.request, sunLi.token, (await publishLead(page.request, trader)).id);
    await startLoggedIn(page, await apiLogin(page.request, ZHOU_TAO));

    await page.goto('/pc/follow');
    await expect(page.getByRole('heading', { name: '商务跟单' })).toBeVisible();
    await expect(page).toHaveTitle(/^商务跟单/);
    // the seeded confirmed intention orders wait in the pool; 周涛 already follows the seeded deals he holds
    await expect(page.getByRole('heading', { name: '新的抢单信息' })).toBeVisible();
    await expect(page.getByTestId('follow-grab')).toContainText(/YX\d+/);
    await expect(page.getByTestId('follow-intentions')).toContainText(/YX\d+/);
    await shot(page, testInfo, 'follow-business');

    await page.getByTestId('follow-more').click();
    await expect(page).toHaveURL(/\/pc\/follow\/swPendingFollow$/);
    await expect(page.getByTestId('pool-total')).toHaveText(/^共 [1-9]\d* 条$/);
    await expect(page.getByTestId('follow-pool')).toContainText(/YX\d+/);
    await shot(page, testInfo, 'pool-business');

    // the negotiators' pool and someone else's follow item are refused with a way back
    await page.goto('/pc/follow/pendingFollow');
    await expect(page.getByTestId('pool-wrong-role')).toContainText('仅谈判人可以查看和抢单线索');
    await shot(page, testInfo, 'pool-wrong-role');
    await page.goto(`/pc/follow/tprFollowDetail/${followId}`);
    await expect(page.getByTestId('follow-detail-error')).toContainText('只能查看自己的跟单');
    await shot(page, testInfo, 'follow-detail-refused');
    await page.getByRole('button', { name: '返回跟单' }).click();
    await expect(page).toHaveURL(/\/pc\/follow$/);
  });

  test('/pc/follow for an ordinary user: 你不是谈判人，请申请成为谈判人 → /pc/applybroker', async ({ page }, testInfo) => {
    await startLoggedIn(page, await apiLogin(page.request, freshMobile()));
    await page.goto('/pc/follow');
    await expect(page.getByText('你不是谈判人，请申请成为谈判人')).toBeVisible();
    await expect(page.getByTestId('follow-grab')).toHaveCount(0);
    await shot(page, testInfo, 'follow-ordinary-user');
    await page.getByRole('button', { name: '申请成为谈判人' }).click();
    await expect(page).toHaveURL(/\/pc\/applybroker$/);
  });

  test('/pc/follow under review: 审核中 only says 正在审核中; logged out: 请先登录！', async ({ page }, testInfo) => {
    await page.goto('/pc/follow');
    await expect(page.getByText('请先登录！')).toBeVisible();

    await startLoggedIn(page, await apiLogin(page.request, UNDER_REVIEW));
    await page.goto('/pc/follow');
    await page.getByRole('button', { name: '审核中' }).click();
    await expect(toast(page, '正在审核中')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/follow$/);
    await shot(page, testInfo, 'follow-review');
  });

  test('更多 → the pending table: 抢单 takes a fresh lead, 屏蔽 asks 提示 and hides one for good', async ({ page }, testInfo) => {
    const trader = await freshTrader(page.request);
    const toGrab = await publishLead(page.request, trader);
    const toBlock = await publishLead(page.request, trader);
    await startLoggedIn(page, await apiLogin(page.request, SUN_LI));

    await page.goto('/pc/follow');
    await page.getByTestId('follow-more').click();
    await expect(page).toHaveURL(/\/pc\/follow\/pendingFollow$/);
    await expect(page).toHaveTitle(/^待抢线索/);
    const rows = page.getByTestId('pool-row');
    const grabRow = rows.filter({ hasText: toGrab.goodsModel });
    const blockRow = rows.filter({ hasText: toBlock.goodsModel });
    await expect(grabRow).toBeVisible();
    await expect(grabRow).toContainText('$13.20');
    await expect(grabRow).toContainText('10,000');
    await expect(grabRow).toContainText('24+');
    await expect(grabRow).toContainText('原装');
    await expect(grabRow).toContainText('深圳');
    await expect(page.getByTestId('pool-total')).toHaveText(/共 \d+ 条/);
    await shot(page, testInfo, 'pool-negotiator');

    await grabRow.getByRole('button', { name: /抢\s*单/ }).click();
    await expect(toast(page, '抢单成功')).toBeVisible();
    await expect(grabRow).toHaveCount(0);

    await blockRow.getByRole('button', { name: /屏\s*蔽/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('提示');
    await expect(confirm).toContainText('确定屏蔽该条线索吗？');
    await shot(page, testInfo, 'pool-block-confirm');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '屏蔽成功')).toBeVisible();
    await expect(blockRow).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(blockRow).toHaveCount(0);
  });

  test('follow detail: a note, 发布商品 with the form prefilled, success, the goods found by search', async ({ page }, testInfo) => {
    const sunLi = await apiLogin(page.request, SUN_LI);
    const trader = await freshTrader(page.request);
    const lead = await publishLead(page.request, trader);
    await grab(page.request, sunLi.token, lead.id);
    await startLoggedIn(page, sunLi);

    await page.goto('/pc/follow');
    await page.getByTestId('follow-row').filter({ hasText: lead.goodsModel }).click();
    const detail = page.getByTestId('follow-detail');
    await expect(detail.getByRole('heading', { name: lead.goodsModel })).toBeVisible();
    await expect(page.getByTestId('follow-contact').locator(`a[href="tel:${trader.mobile}"]`).first()).toBeVisible();
    await expect(page.getByTestId('clue-record')).toContainText('FBGA96');
    await expect(page.getByTestId('follow-release')).toContainText('未跟进将退回线索池');
    await expect(page.getByTestId('follow-notes')).toContainText('暂无跟进记录');
    await shot(page, testInfo, 'follow-detail');

    // 跟进记录: empty is refused by the shared schema, a note is saved with its time
    await page.getByTestId('note-submit').click();
    await expect(page.getByText('请输入跟进内容（1–500 个字）')).toBeVisible();
    await page.getByTestId('note-input').fill('已电话联系货主，确认库存 10000 pcs，价格可谈');
    await page.getByTestId('note-submit').click();
    await expect(toast(page, '已添加跟进记录')).toBeVisible();
    const note = page.getByTestId('follow-note').first();
    await expect(note).toContainText('已电话联系货主');
    await expect(page.getByTestId('follow-notes')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page.getByTestId('follow-release')).toHaveCount(0);
    await shot(page, testInfo, 'follow-detail-note');

    // 发布商品: the lead's own form, prefilled and editable
    await page.getByTestId('follow-publishGoods').click();
    await expect(page).toHaveURL(new RegExp(`/pc/source/publishGoods\\?id=${lead.id}$`));
    await expect(page.locator('#goodsModel')).toHaveValue(lead.goodsModel);
    await expect(page.locator('#dateCode')).toHaveValue('24+');
    await expect(page.locator('#priceMin')).toHaveValue('13.20');
    await expect(page.locator('#contactMobile')).toHaveValue(trader.mobile);
    await page.locator('#quantity').fill('12000');
    await shot(page, testInfo, 'publish-goods-form');
    await page.getByTestId('publish-submit').click();

    await expect(page).toHaveURL(/\/pc\/follow\/getFollowSuccess\?goodsId=\d+$/);
    await expect(page.getByTestId('follow-success')).toContainText('商品已发布');
    await shot(page, testInfo, 'follow-success');
    await page.getByRole('button', { name: '查看商品' }).click();
    await expect(page).toHaveURL(/\/pc\/prodetail\/\d+$/);
    await expect(page.getByRole('heading', { name: lead.goodsModel })).toBeVisible();
    await expect(page.locator('.pc-detail-facts')).toContainText('12,000 片');
    await shot(page, testInfo, 'follow-goods-detail');

    await page.goto(`/pc/searchlist?keyword=${encodeURIComponent(lead.goodsModel)}`);
    await expect(page.getByTestId('goods-row').filter({ hasText: lead.goodsModel })).toBeVisible();

    // the item is done: no more actions; publishGoods again is refused with a clear result
    await page.goto('/pc/follow?status=done');
    const done = page.getByTestId('follow-row').filter({ hasText: lead.goodsModel });
    await expect(done.getByTestId('follow-status')).toHaveText('已完成');
    await page.goto(`/pc/source/publishGoods?id=${lead.id}`);
    await expect(page.getByTestId('publish-goods-refused')).toContainText('该线索不在您的跟进中');
    await shot(page, testInfo, 'publish-goods-refused');
  });
});
