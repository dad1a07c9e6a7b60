import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiLogin as loginThroughApi, freshMobile, loginInDesktopDialog, residentId, shot, startLoggedIn } from '../support';

/**
 * Desktop identity against the real server: the login dialog (SMS through the development outbox, QR with a
 * phone context confirming), the guards, the 401 flow, logout, the user centre per role, /pc/follow, and the
 * real-name and negotiator application forms.
 */
/** SMS login through the API as the desktop does (support.ts waits out a cooldown left by a parallel test). */
const apiLogin = (request: APIRequestContext, mobile: string) => loginThroughApi(request, mobile, 'PC');

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

test.describe('desktop identity', () => {
  test('/pc/login opens the login dialog and lands in the user centre; 个人资料 (/pc/my/myHome) from the sidebar', async ({ page }, testInfo) => {
    const mobile = freshMobile();
    await page.goto('/pc/login');
    await expect(page).toHaveURL(/\/pc\?backUrl=%2Fpc%2Fuser$/);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await loginInDesktopDialog(page, mobile);
    await expect(page).toHaveURL(/\/pc\/user$/);

    // logged in, /pc/login goes straight to the user centre
    await page.goto('/pc/login');
    await expect(page).toHaveURL(/\/pc\/user$/);
    await page.getByTestId('user-menu').getByRole('link', { name: '个人资料' }).click();
    await expect(page).toHaveURL(/\/pc\/my\/myHome$/);
    await expect(page.getByTestId('my-home-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(page.getByTestId('my-home-realname')).toContainText('未认证');
    await shot(page, testInfo, 'my-home');
    await page.getByTestId('my-home-realname').getByRole('link', { name: '去实名认证' }).click();
    await expect(page).toHaveURL(/\/pc\/realname$/);
  });

  test('a guarded page stays, says 需要先登录 and opens the dialog; SMS login returns to it; logout can be cancelled and confirmed', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/pc/my/myBalance');
    await expect(toast(page, '需要先登录')).toBeVisible(); // a 2 s toast: checked first
    await expect(page).toHaveURL(/\/pc\/my\/myBalance\?backUrl=%2Fpc%2Fmy%2FmyBalance$/);
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    const box = page.locator('.pc-login-dialog .ant-modal-container, .pc-login-dialog .ant-modal-content').first();
    await expect.poll(async () => (await box.boundingBox())?.width).toBe(800); // once the zoom-in animation ends
    await expect(dialog.getByTestId('qr-code')).toBeVisible();
    await shot(page, testInfo, 'login-dialog-qr');

    // the SMS tab's own checks
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await dialog.getByPlaceholder('请输入手机号').fill('12345678901');
    await dialog.getByTestId('send-code').click();
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
    await shot(page, testInfo, 'login-dialog-sms');

    const mobile = freshMobile();
    await loginInDesktopDialog(page, mobile);
    await expect(toast(page, '登录成功！')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pc\/my\/myBalance$/);
    // the header names the person (a new account's nickname 用户<last 4>), not the masked mobile (issue 22)
    await expect(page.getByTestId('header-name')).toHaveText(`用户${mobile.slice(7)}`);
    await expect(page.getByTestId('top-nav')).toContainText('个人中心');
    await expect(page.getByTestId('wallet-account-0')).toContainText('¥0.00');
    await expect(page.getByTestId('statement')).toContainText('暂无资金明细');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0); // toasts gone before the full-page shot
    await shot(page, testInfo, 'my-balance');

    // logout: cancel, then confirm (hasTip goes with the session)
    await page.evaluate(() => sessionStorage.setItem('hasTip', '1'));
    await page.getByTestId('header-account').hover();
    await expect(page.getByTestId('logout-menu')).toBeVisible();
    await page.goto('/pc/user');
    await page.getByTestId('logout').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('温馨提示');
    await expect(confirm).toContainText('你确认要退出登录吗？');
    await shot(page, testInfo, 'logout-confirm');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(toast(page, '已取消退出')).toBeVisible();
    await expect(page.getByTestId('header-account')).toBeVisible();

    await page.getByTestId('logout').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/pc$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('top-nav')).not.toContainText('个人中心');
    expect(await page.evaluate(() => [localStorage.getItem('mts_user_info'), sessionStorage.getItem('hasTip')])).toEqual([null, null]);
  });

  test('QR login: the desktop shows the code, a logged-in phone opens its link and confirms, the desktop logs in', async ({ page, browser }, testInfo) => {
    test.setTimeout(60_000); // two browsers and a few 3 s polls
    await page.goto('/pc/home');
    await page.getByTestId('login-button').click();
    const qr = page.getByTestId('qr-code');
    await expect(qr).toBeVisible();
    const url = (await qr.getAttribute('data-url'))!;
    expect(url).toMatch(/\/qrLogin\?ticket=[\w-]+$/);
    // the code stays covered (and unpolled) until 《用户协议》/《隐私政策》 is agreed to (issue 22)
    await expect(page.getByTestId('qr-consent')).toBeVisible();
    await page.getByTestId('login-consent').locator('input').check();
    await expect(page.getByTestId('qr-consent')).toBeHidden();

    const phone = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    try {
      // logged out, the phone is sent to log in first and brought back
      await phonePage.goto(url);
      await expect(phonePage).toHaveURL(/\/login\?backUrl=%2FqrLogin%3Fticket%3D/);
      // scanning marked the ticket: the desktop says so
      await expect(page.getByText('已扫码，请在手机上确认')).toBeVisible({ timeout: 8000 });
      await shot(page, testInfo, 'login-dialog-qr-scanned');

      const mobile = freshMobile();
      await startLoggedIn(phonePage, await apiLogin(phonePage.request, mobile));
      await phonePage.goto(url);
      await expect(phonePage.getByText('确认登录 MTS 电脑端')).toBeVisible();
      await shot(phonePage, testInfo, 'phone-qr-confirm');
      await phonePage.getByTestId('qr-confirm').click();
      await expect(phonePage.getByText('已确认登录')).toBeVisible();
      await shot(phonePage, testInfo, 'phone-qr-confirmed');

      await expect(toast(page, '登录成功！')).toBeVisible({ timeout: 8000 });
      await expect(page.getByTestId('login-dialog')).toBeHidden();
      await expect(page.getByTestId('header-name')).toHaveText(`用户${mobile.slice(7)}`);
      await shot(page, testInfo, 'qr-logged-in');

      // the ticket is spent: opening it again says so
      await phonePage.goto(url);
      await expect(phonePage.getByTestId('qr-login-page')).toHaveAttribute('data-state', /confirmed|expired|invalid/);
    } finally {
      await phone.close();
    }
  });

  test('guards: /pc/pay stays with 需要先登录, a backUrl query and the dialog; closing it drops the query', async ({ page }, testInfo) => {
    await page.goto('/pc/pay');
    await expect(toast(page, '需要先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/pay\?backUrl=%2Fpc%2Fpay$/);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page.getByTestId('need-login')).toBeVisible();
    await shot(page, testInfo, 'guard-pay');
    await page.locator('.pc-login-dialog .ant-modal-close').click();
    await expect(page.getByTestId('login-dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/pc\/pay$/);
    for (const path of ['/pc/myorder', '/pc/source/publish', '/pc/myAi', '/pc/user']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`\\?backUrl=${encodeURIComponent(path)}$`));
      await expect(page.getByTestId('login-dialog')).toBeVisible();
    }
  });

  test('an ordinary user: user centre, real-name, negotiator application, follow page; then a revoked token gives 401 with backUrl', async ({
    page,
  }, testInfo) => {
    const mobile = freshMobile();
    const session = await apiLogin(page.request, mobile);
    await startLoggedIn(page, session);
    await page.goto('/pc/user');
    const profile = page.getByTestId('profile-card');
    await expect(profile).toContainText('普通用户');
    await expect(profile).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(profile).not.toContainText('好评等级');
    await expect(page.getByTestId('realname-status')).toContainText('未实名认证');
    await expect(page.getByTestId('apply-broker')).toBeVisible();
    await expect(page.getByTestId('wallet-summary')).toContainText('总余额');
    await expect(page.getByTestId('wallet-summary')).toContainText('1000');
    const menu = page.getByTestId('user-menu');
    await expect(menu).toContainText('资金');
    await expect(menu.getByRole('link', { name: '我的钱包' })).toHaveAttribute('href', '/pc/my/myBalance');
    await expect(menu).not.toContainText('我的验货');
    await expect(menu).not.toContainText('我的评价');
    await shot(page, testInfo, 'user-ordinary');

    // /pc/follow for someone who is neither negotiator nor follower
    await menu.getByRole('link', { name: '跟单' }).click();
    await expect(page).toHaveURL(/\/pc\/follow$/);
    await expect(page.getByText('你不是谈判人，请申请成为谈判人')).toBeVisible();
    await expect(page.getByTestId('follow-apply-button')).toHaveText('申请成为谈判人');
    await shot(page, testInfo, 'follow-ordinary');
    await page.getByTestId('follow-apply-button').click();
    await expect(page).toHaveURL(/\/pc\/applybroker$/);

    // real name first
    await page.goto('/pc/realname');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('请输入正确的姓名')).toBeVisible();
    await shot(page, testInfo, 'realname');
    await page.getByPlaceholder('请输入身份证上的姓名').fill('张三');
    await page.getByPlaceholder('请输入 18 位身份证号').fill(residentId());
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(toast(page, '实名认证成功')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/user$/);
    await expect(page.getByTestId('realname-status')).toContainText('已实名认证');

    // the application
    await page.getByTestId('apply-broker').click();
    await expect(page).toHaveURL(/\/pc\/applybroker$/);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入公司名称')).toBeVisible();
    await shot(page, testInfo, 'applybroker');
    await page.getByPlaceholder('例如：深圳市某某电子有限公司').fill('深圳市测试电子有限公司');
    await page.getByPlaceholder('例如：广东深圳').fill('广东深圳');
    await page.getByPlaceholder('请介绍您在存储芯片行业的从业年限、熟悉的品牌与渠道').fill('从事 DRAM 与 NAND 现货贸易八年，熟悉三星、海力士渠道。');
    await page.getByPlaceholder('请输入联系人姓名').fill('测试');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(toast(page, '申请已提交，请等待审核')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/user$/);
    await expect(page.getByTestId('apply-broker')).toHaveCount(0);
    await expect(page.getByTestId('profile-card')).toContainText('审核中');

    await page.goto('/pc/follow');
    await expect(page.getByTestId('follow-apply-button')).toHaveText('审核中');
    await page.getByTestId('follow-apply-button').click();
    await expect(toast(page, '正在审核中')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/follow$/);
    await shot(page, testInfo, 'follow-under-review');

    // 401: revoke the token behind the page's back, then make a call
    await page.goto('/pc/user');
    await expect(page.getByTestId('profile-card')).toBeVisible();
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mts_user_info') ?? '{}') as { token?: string }).token);
    const revoked = (await (await page.request.post(`${API}/logout`, { headers: { Authorization: token! } })).json()) as { code: number };
    expect(revoked.code).toBe(200);
    await page.getByTestId('user-menu').getByRole('link', { name: '我的钱包' }).click();
    await expect(toast(page, '身份验证失败，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/my\/myBalance\?backUrl=%2Fpc%2Fmy%2FmyBalance$/);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mts_user_info'))).toBeNull();
    await shot(page, testInfo, 'unauthorized');
  });

  test.describe('user centre per role', () => {
    test.describe.configure({ timeout: 120_000 });
    const roles = [
      { mobile: '13800000002', label: '普通用户', rating: false, review: true, follow: null, pending: null },
      { mobile: '13800000010', label: '谈判人', rating: true, review: false, follow: '谈判人跟单', pending: '/pc/follow/pendingFollow' },
      { mobile: '13800000020', label: '商务', rating: true, review: false, follow: '商务跟单', pending: '/pc/follow/swPendingFollow' },
      { mobile: '13800000040', label: '验货员', rating: false, review: false, follow: null, pending: null },
    ];
    for (const role of roles) {
      test(`${role.label} ${role.mobile}`, async ({ page }, testInfo) => {
        await startLoggedIn(page, await apiLogin(page.request, role.mobile));
        await page.goto('/pc/user');
        const profile = page.getByTestId('profile-card');
        await expect(page.getByTestId('user-type')).toHaveText(role.label);
        if (role.rating) await expect(page.getByTestId('good-level')).toContainText(/好评等级\d/);
        else await expect(page.getByTestId('good-level')).toHaveCount(0);
        await expect(page.getByTestId('apply-broker')).toHaveCount(0);
        if (role.review) await expect(profile).toContainText('审核中');
        await expect(page.getByTestId('realname-status')).toBeVisible();
        // 我的验货 is the inspector's, 我的评价 the staff's (issue 11 built both pages).
        if (role.label === '验货员') await expect(page.getByTestId('user-menu')).toContainText('我的验货');
        else await expect(page.getByTestId('user-menu')).not.toContainText('我的验货');
        if (role.rating) await expect(page.getByTestId('user-menu')).toContainText('我的评价');
        else await expect(page.getByTestId('user-menu')).not.toContainText('我的评价');
        await shot(page, testInfo, `user-role-${role.mobile}`);

        await page.goto('/pc/follow');
        if (role.follow) {
          await expect(page.getByRole('heading', { name: role.follow })).toBeVisible();
          // the panel and the follow items themselves: dispatch.spec.ts
          await expect(page.getByTestId('follow-grab').getByRole('heading', { name: /新的抢单信息|暂无可抢单信息/ })).toBeVisible();
          await expect(page.getByTestId('follow-more')).toHaveAttribute('href', role.pending!);
          await expect(page.getByTestId('follow-intentions')).toBeVisible();
          await shot(page, testInfo, `follow-role-${role.mobile}`);
        } else {
          await expect(page.getByText('你不是谈判人，请申请成为谈判人')).toBeVisible();
          await expect(page.getByTestId('follow-apply-button')).toHaveText(role.review ? '审核中' : '申请成为谈判人');
        }
      });
    }
  });
});
