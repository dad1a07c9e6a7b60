import { expect, test, type Page } from '@playwright/test';
import { API, freshMobile, loginOnPhonePage, phoneApiLogin, residentId, shot, startLoggedIn } from '../support';

/**
 * Mobile identity against the real server: SMS login through the development outbox, the guards,
 * the 401 flow, logout, the user centre per role, real-name and the negotiator application.
 * Every SMS send costs one per-mobile cooldown (60 s) and counts against the per-IP hourly cap,
 * so each test sends at most once, to a fresh mobile where the role allows.
 */

/** Whether the phone app has a page at `path` (not its 页面不存在). */
async function pageExists(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await page.getByTestId('not-found').count()) === 0;
}

const GUARDED = ['/pay', '/myorder', '/source/publish?type=2', '/myAi', '/my/myBalance', '/my/myHome', '/realname', '/applybroker'];

test.describe('mobile identity', () => {
  test('logged out: the user centre asks to log in, guarded pages go to /login with backUrl', async ({ page }, testInfo) => {
    await page.goto('/user');
    const centre = page.getByTestId('user-centre');
    await expect(centre).toHaveAttribute('data-logged-in', 'false');
    await expect(page.getByText('登录/注册')).toBeVisible();
    await expect(page.getByTestId('balance-total')).toHaveText('¥0.00');
    await expect(page.getByTestId('balance-jf')).toHaveText('1000');
    await expect(page.getByTestId('balance-jb')).toHaveText('1000');
    for (const title of ['购买订单', '销售订单', '我的信息', '我是货主', '我是买家']) await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByTestId('logout')).toHaveCount(0);
    // The bottom bar now has 我的.
    await expect(page.getByTestId('tab-bar-item').filter({ hasText: '我的' })).toHaveAttribute('data-active', 'true');
    await shot(page, testInfo, 'user-logged-out');

    await page.getByText('我是货主', { exact: true }).click();
    await expect(page.getByText('请先登录')).toBeVisible();
    await page.getByTestId('wallet-entry').click();
    await expect(page).toHaveURL(/\/user$/);

    await page.getByTestId('user-header').click();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, testInfo, 'login');

    for (const path of GUARDED) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?backUrl=${encodeURIComponent(path)}`);
      await expect(page.getByTestId('sms-login-form')).toBeVisible();
    }
  });

  test('the login form checks its fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-mobile').locator('input').fill('12345678901');
    await page.getByTestId('send-code').click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await page.getByTestId('login-mobile').locator('input').fill('13912345678');
    await page.getByTestId('login-code').locator('input').fill('12');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入正确的手机验证码')).toBeVisible();
    await expect(page.getByTestId('send-code')).toHaveText('获取验证码');
  });

  test('SMS login returns to backUrl; logout can be cancelled and confirmed', async ({ page }, testInfo) => {
    const mobile = freshMobile();
    await page.goto('/my/myBalance');
    await expect(page).toHaveURL('/login?backUrl=%2Fmy%2FmyBalance');
    await loginOnPhonePage(page, mobile);
    await expect(page).toHaveURL(/\/my\/myBalance$/);
    await expect(page.getByTestId('wallet-total-0')).toHaveText('¥0.00');
    await expect(page.getByTestId('wallet-jf')).toHaveText('1000');
    await expect(page.getByTestId('statement-empty')).toContainText('暂无资金明细');
    await shot(page, testInfo, 'my-balance');

    await page.goto('/user');
    await expect(page.getByTestId('user-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(page.getByTestId('user-type')).toHaveText('普通用户');

    await page.getByTestId('logout').click();
    await expect(page.getByText('你确认要退出吗？')).toBeVisible();
    await expect(page.getByText('温馨提示')).toBeVisible();
    await shot(page, testInfo, 'logout-confirm');
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText('已取消退出')).toBeVisible();
    await expect(page.getByTestId('user-centre')).toHaveAttribute('data-logged-in', 'true');

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mts_user_info') ?? '{}') as { token?: string }).token);
    await page.evaluate(() => sessionStorage.setItem('hasTip', '1'));
    await page.getByTestId('logout').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('user-centre')).toHaveAttribute('data-logged-in', 'false');
    await expect(page).toHaveURL(/\/user$/);
    expect(await page.evaluate(() => [localStorage.getItem('mts_user_info'), sessionStorage.getItem('hasTip')])).toEqual([null, null]);
    // The token is revoked on the server.
    const info = (await (await page.request.get(`${API}/user/getUserInfo`, { headers: { Authorization: token! } })).json()) as { code: number };
    expect(info.code).toBe(401);
  });

  test('a revoked token: 身份验证失败，请重新登录, then /login with backUrl and the session cleared', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/login?backUrl=%2Fuser');
    await loginOnPhonePage(page, mobile);
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByTestId('user-centre')).toHaveAttribute('data-logged-in', 'true');

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mts_user_info') ?? '{}') as { token?: string }).token);
    const revoked = (await (await page.request.post(`${API}/logout`, { headers: { Authorization: token! } })).json()) as { code: number };
    expect(revoked.code).toBe(200);

    await page.goto('/my/myHome');
    await expect(page.getByText('身份验证失败，请重新登录')).toBeVisible();
    await expect(page).toHaveURL('/login?backUrl=%2Fmy%2FmyHome');
    expect(await page.evaluate(() => localStorage.getItem('mts_user_info'))).toBeNull();
  });

  test.describe('the user centre per seeded role', () => {
    test.describe.configure({ timeout: 60_000 });

    const roles = [
      { mobile: '13800000010', businessType: 10, label: '谈判人' },
      { mobile: '13800000020', businessType: 20, label: '商务' },
      { mobile: '13800000040', businessType: 40, label: '验货员' },
    ];
    for (const role of roles) {
      test(`businessType ${role.businessType}`, async ({ page }, testInfo) => {
        await startLoggedIn(page, await phoneApiLogin(page.request, role.mobile));
        await page.goto('/user');
        await expect(page.getByTestId('user-type')).toHaveText(role.label);
        await expect(page.getByTestId('balance-total')).toHaveText(/^¥[\d,]+\.\d{2}$/);
        await expect(page.getByTestId('apply-negotiator')).toHaveCount(0);
        if (role.businessType === 40) {
          await expect(page.getByTestId('good-level')).toHaveCount(0);
          // 我的验货 is 40's, shown only once its page exists (no dead link).
          await expect(page.getByTestId('user-type')).toBeVisible();
          const inspection = page.getByText('我的验货');
          const hasPage = await pageExists(page, '/myxg/myYanHuo');
          await page.goto('/user');
          await expect(page.getByTestId('user-type')).toHaveText(role.label);
          if (hasPage) await expect(inspection).toBeVisible();
          else await expect(inspection).toHaveCount(0);
        } else {
          await expect(page.getByTestId('good-level')).toHaveText(/^好评等级\d+$/);
          // 我的服务 leads to the role's follow page.
          await expect(page.getByTestId('link-follow')).toHaveText(role.businessType === 20 ? '商务跟单' : '谈判人跟单');
          // 我的评价 is for 10 and 20, shown only once its page exists.
          const hasPage = await pageExists(page, '/myxg/myFollowOrderList');
          await page.goto('/user');
          await expect(page.getByTestId('good-level')).toBeVisible();
          if (hasPage) await expect(page.getByText('我的评价')).toBeVisible();
          else await expect(page.getByText('我的评价')).toHaveCount(0);
        }
        // Logged in, 我的交易 lists the pages that exist (the order pages now do).
        await expect(page.getByTestId('link-buy-orders')).toBeVisible();
        await shot(page, testInfo, `user-${role.businessType}`);

        await page.goto('/follow');
        if (role.businessType === 40) {
          await expect(page.getByTestId('apply-prompt')).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { name: role.businessType === 20 ? '商务跟单' : '谈判人跟单' })).toBeVisible();
          // The seeded negotiator and business follower both hold follow items (leads and intention orders; the deals' sides).
          await expect(page.getByTestId('follow-item').first()).toBeVisible();
          await shot(page, testInfo, `follow-${role.businessType}`);
        }
      });
    }
  });

  test('an ordinary user verifies their real name, then applies as negotiator', async ({ page }, testInfo) => {
    const mobile = freshMobile();
    await startLoggedIn(page, await phoneApiLogin(page.request, mobile));

    // Profile → real-name.
    await page.goto('/user');
    await expect(page.getByTestId('apply-negotiator')).toBeVisible();
    await expect(page.getByTestId('good-level')).toHaveCount(0);
    await shot(page, testInfo, 'user-0');
    await page.getByTestId('user-header').click();
    await expect(page).toHaveURL(/\/my\/myHome$/);
    await expect(page.getByTestId('my-home-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(page.getByTestId('my-home-realname')).toContainText('未认证');
    await shot(page, testInfo, 'my-home');
    await page.getByTestId('my-home-realname').click();
    await expect(page).toHaveURL(/\/realname$/);
    await page.getByTestId('realname-name').locator('input').fill('张三');
    await page.getByTestId('realname-id').locator('input').fill('1101051949');
    await page.getByTestId('realname-submit').click();
    await expect(page.getByText('请输入正确的身份证号')).toBeVisible();
    await shot(page, testInfo, 'realname-form');
    await page.getByTestId('realname-id').locator('input').fill(residentId());
    await page.getByTestId('realname-submit').click();
    await expect(page.getByText('实名认证成功')).toBeVisible();
    await expect(page).toHaveURL(/\/my\/myHome$/);
    await expect(page.getByTestId('my-home-realname')).toContainText('已认证');
    await page.goto('/realname');
    await expect(page.getByTestId('realname-verified')).toBeVisible();
    await shot(page, testInfo, 'realname-verified');

    // Follow tab → application form → back on the follow tab, under review.
    await page.goto('/follow');
    await expect(page.getByTestId('apply-button')).toHaveText('申请成为谈判人');
    await shot(page, testInfo, 'follow-apply');
    await page.getByTestId('apply-button').click();
    await expect(page).toHaveURL(/\/applybroker$/);
    await expect(page.getByTestId('apply-contactMobile').locator('input')).toHaveValue(mobile);
    await page.getByTestId('apply-submit').click();
    await expect(page.getByText('请输入公司名称')).toBeVisible();
    await page.getByTestId('apply-companyName').locator('input').fill('深圳市芯海贸易有限公司');
    await page.getByTestId('apply-region').locator('input').fill('广东深圳');
    await page.getByTestId('apply-experience').locator('textarea:not([readonly])').fill('从事 DRAM 与 NAND 颗粒现货贸易八年，熟悉三星、海力士、美光渠道。');
    await page.getByTestId('apply-contactName').locator('input').fill('张三');
    await shot(page, testInfo, 'applybroker');
    await page.getByTestId('apply-submit').click();
    await expect(page).toHaveURL(/\/follow$/);
    await expect(page.getByTestId('apply-button')).toHaveText('审核中');
    await shot(page, testInfo, 'follow-under-review');
    await page.getByTestId('apply-button').click();
    await expect(page.getByText('正在审核中')).toBeVisible();
    await expect(page).toHaveURL(/\/follow$/);

    await page.goto('/user');
    await expect(page.getByTestId('apply-under-review')).toHaveText('审核中');
    await expect(page.getByTestId('apply-negotiator')).toHaveCount(0);
    await page.goto('/applybroker');
    await expect(page.getByTestId('apply-under-review-state')).toBeVisible();
  });
});
