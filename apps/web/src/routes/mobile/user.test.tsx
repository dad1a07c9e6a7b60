import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginResult } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { useSession } from '@/lib/session';
import { http } from '@/lib/http';
import { renderPhonePage } from '@/test/render-page';
import { Component as UserPage } from './user';

// Only the network module is replaced: the page's hooks, session and role rules run for real.
let serverUser: LoginResult;
let serverCompany: { status: number; companyName: string } | null = null;
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: () => serverUser,
    http: { post: async () => ({ data: { code: 200, msg: '操作成功' } }) },
    getData: async (url: string) => {
      if (url === '/company/verify/my') return serverCompany;
      if (url === '/user/getUserBalance') return { totalBalance: 123456, withdrawableBalance: 100000, frozenBalance: 23456, jf: 1200, jb: 900, accounts: [] };
      throw new Error(`unexpected ${url}`);
    },
  }),
);

beforeAll(() => installAntdMobileRender());

const userOf = (over: Partial<LoginResult>): LoginResult => ({
  token: 'tok',
  userId: 7,
  businessType: 0,
  shopStatus: null,
  mobile: '13912345678',
  avatar: '/static/demo/avatar/0.svg',
  userType: '普通用户',
  nick_name: '测试',
  goodlevel: 1,
  authnStatus: 0,
  ...over,
});

function renderUser(user: LoginResult | null, isAvailable: (url: string) => boolean = () => true) {
  if (user) {
    serverUser = user;
    useSession.getState().login(user);
  } else useSession.getState().clear();
  return renderPhonePage(
    [
      { path: '/user', element: <UserPage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { at: '/user', available: isAvailable },
  );
}

const ALL_TRADE = ['购买订单', '销售订单', '我的信息', '我是货主', '我的库存', '我是买家', '我的意向单'];

describe('mobile user centre', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    useSession.getState().clear();
    vi.mocked(http.post).mockClear();
  });

  it('logged out: header to /login, default wallet, every trade link asks to log in, no services, no logout', async () => {
    const router = renderUser(null, () => false);
    expect(screen.getByText('登录/注册')).toBeTruthy();
    expect(screen.getByTestId('balance-total').textContent).toBe('¥0.00');
    expect(screen.getByTestId('balance-jf').textContent).toBe('1000');
    expect(screen.getByTestId('balance-jb').textContent).toBe('1000');
    const trade = screen.getByTestId('trade-links');
    for (const title of ALL_TRADE) expect(within(trade).getByText(title)).toBeTruthy();
    expect(within(trade).getByTestId('link-all-orders').textContent).toContain('全部订单');
    expect(screen.queryByTestId('service-links')).toBeNull();
    expect(screen.queryByTestId('logout')).toBeNull();

    fireEvent.click(screen.getByText('购买订单'));
    expect(await screen.findByText('请先登录')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wallet-entry'));
    expect(router.state.location.pathname).toBe('/user');

    fireEvent.click(screen.getByTestId('user-header'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('企业认证 shows the company verification state beside its link (未认证, then 已认证)', async () => {
    serverCompany = null;
    renderUser(userOf({ authnStatus: 1 }));
    expect((await screen.findByTestId('company-verify-state')).textContent).toBe('未认证');
    cleanup();
    serverCompany = { status: 1, companyName: '深圳市华强芯城贸易有限公司' };
    renderUser(userOf({ authnStatus: 1 }));
    expect((await screen.findByTestId('company-verify-state')).textContent).toBe('已认证');
    serverCompany = null;
  });

  it('ordinary user without an application: type label, 申请谈判人, no rating level; wallet from the server', async () => {
    renderUser(userOf({ businessType: 0, shopStatus: null }));
    expect(screen.getByTestId('user-name').textContent).toBe('测试'); // the name, not the masked mobile (issue 22)
    expect(screen.getByTestId('user-mobile').textContent).toBe('139****5678');
    expect(screen.getByTestId('user-type').textContent).toBe('普通用户');
    expect(screen.getByTestId('apply-negotiator').textContent).toBe('申请谈判人');
    expect(screen.queryByTestId('good-level')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance-total').textContent).toBe('¥1,234.56'));
    expect(screen.getByTestId('balance-withdrawable').textContent).toBe('¥1,000.00');
    expect(screen.getByTestId('balance-frozen').textContent).toBe('¥234.56');
    expect(screen.getByTestId('balance-jf').textContent).toBe('1200');
    // 我的服务 holds only AI 助手 and 价格提醒 (issue 25) for an ordinary user
    expect(within(screen.getByTestId('service-links')).getAllByRole('button').map((b) => b.textContent)).toEqual(['AI 助手', '价格提醒']);
  });

  it('shows the real-name state under 账户 and opens /realname (logged out: no 账户)', async () => {
    const router = renderUser(userOf({ authnStatus: 0 }));
    expect(screen.getByTestId('realname-state').textContent).toBe('未认证');
    fireEvent.click(screen.getByTestId('link-realname'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/realname'));
    cleanup();
    renderUser(userOf({ authnStatus: 1 }));
    expect(screen.getByTestId('realname-state').textContent).toBe('已认证');
    cleanup();
    renderUser(null, () => false);
    expect(screen.queryByTestId('account-links')).toBeNull();
  });

  it('ordinary user under review: no 申请谈判人, shows 审核中', () => {
    renderUser(userOf({ businessType: 0, shopStatus: 0 }));
    expect(screen.queryByTestId('apply-negotiator')).toBeNull();
    expect(screen.getByTestId('apply-under-review').textContent).toBe('审核中');
  });

  it.each([
    [10, '谈判人'],
    [20, '商务'],
  ])('type %i shows 好评等级 and 我的评价, not 我的验货 or 申请谈判人', (businessType, label) => {
    renderUser(userOf({ businessType, shopStatus: 1, goodlevel: 4 }));
    expect(screen.getByTestId('user-type').textContent).toBe(label);
    expect(screen.getByTestId('good-level').textContent).toBe('好评等级4');
    expect(screen.getByText('我的评价')).toBeTruthy();
    expect(screen.queryByText('我的验货')).toBeNull();
    expect(screen.queryByTestId('apply-negotiator')).toBeNull();
  });

  it('a rating level of 0 reads as the default 好评等级1', () => {
    renderUser(userOf({ businessType: 10, goodlevel: 0 }));
    expect(screen.getByTestId('good-level').textContent).toBe('好评等级1');
  });

  it('type 40 shows 我的验货 only', () => {
    renderUser(userOf({ businessType: 40 }));
    expect(screen.getByText('我的验货')).toBeTruthy();
    expect(screen.queryByText('我的评价')).toBeNull();
    expect(screen.queryByTestId('good-level')).toBeNull();
  });

  it('logged in, links to pages that do not exist yet are hidden (no dead links)', () => {
    renderUser(userOf({ businessType: 40 }), (url) => url.startsWith('/myxg/myPublishClue'));
    const trade = screen.getByTestId('trade-links');
    expect(within(trade).getByText('我的信息')).toBeTruthy();
    for (const title of ALL_TRADE.filter((t) => t !== '我的信息')) expect(within(trade).queryByText(title)).toBeNull();
    expect(within(trade).queryByTestId('link-all-orders')).toBeNull();
    expect(screen.queryByText('我的验货')).toBeNull();
    expect(screen.queryByTestId('service-links')).toBeNull();
  });

  it('logout asks 你确认要退出吗？; cancel toasts 已取消退出, confirm revokes and shows the logged-out header', async () => {
    renderUser(userOf({}));
    fireEvent.click(screen.getByTestId('logout'));
    expect(await screen.findByText('温馨提示')).toBeTruthy();
    expect(screen.getByText('你确认要退出吗？')).toBeTruthy();
    fireEvent.click(screen.getByText('取消'));
    expect(await screen.findByText('已取消退出')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();

    sessionStorage.setItem('hasTip', '1');
    await waitFor(() => expect(screen.queryByText('你确认要退出吗？')).toBeNull());
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.getByText('登录/注册')).toBeTruthy());
    expect(http.post).toHaveBeenCalledWith('/logout');
    expect(useSession.getState().user).toBeNull();
    expect(sessionStorage.getItem('hasTip')).toBeNull();
  });
});
