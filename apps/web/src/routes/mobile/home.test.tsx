import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { SHELL_ID } from '@/lib/static-shell';
import { useSession } from '@/lib/session';
import { renderPhonePage } from '@/test/render-page';
import type { LoginResult } from '@mts/shared/schemas';
import { Component as HomePage } from './home';

const net = vi.hoisted(() => ({ poolCalls: [] as string[] }));

// Only the network is replaced: the page's hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    getRows: async (url: string) => {
      net.poolCalls.push(url);
      if (url === '/bizOppor/tprPendingFollowList') return { rows: [{ id: 1 }], total: 3 };
      throw new Error(`unexpected ${url}`);
    },
    getData: async (url: string) => {
      if (url === '/banner/list') return [{ id: 1, title: '首屏横幅', image: '/static/demo/banner/m-home-1.svg', imgUrl: '', url: '' }];
      if (url === '/nav/list') return [];
      if (url === '/goods/list') {
        return {
          total: 1,
          records: [{ goodsId: 7, goodsModel: 'K4A8G165WC-BCTD', goodsName: 'DDR4 8Gb', brandName: '三星', type: 1, goodsImage: '', price: 12 }],
        };
      }
      throw new Error(`unexpected ${url}`);
    },
  }),
);

beforeAll(() => installAntdMobileRender());
afterEach(() => {
  document.getElementById(SHELL_ID)?.remove();
  useSession.getState().clear();
  sessionStorage.clear();
  net.poolCalls = [];
  document.body.innerHTML = '';
});

const staff = (businessType: number): LoginResult => ({
  token: 't-1',
  userId: 7,
  businessType,
  shopStatus: null,
  mobile: '13800000010',
  avatar: '',
  userType: '',
  nick_name: '李娜',
  goodlevel: 0,
  authnStatus: 1,
});

const renderHome = () =>
  renderPhonePage(
    [
      { path: '/', element: <HomePage /> },
      { path: '/follow/pendingFollow', element: <div>lead pool</div> },
    ],
    { at: '/' },
  );

describe('mobile home', () => {
  it('renders the top first and the newest listings just after, in the space kept for them', async () => {
    renderHome();
    expect(screen.getByTestId('home-list-pending')).toBeTruthy();
    expect(await screen.findByTestId('goods-item', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('home-list-pending')).toBeNull();
  });

  it("removes the server's static first paint once its own carousel is on screen", async () => {
    const shell = document.createElement('div');
    shell.id = SHELL_ID;
    document.body.append(shell);
    renderHome();
    await screen.findByTestId('home-carousel');
    await waitFor(() => expect(document.getElementById(SHELL_ID)).toBeNull());
  });

  it('asks a negotiator 您有新订单! once per session; 去接单 opens the lead pool', async () => {
    useSession.getState().login(staff(10));
    const router = renderHome();
    expect(await screen.findByText('您有新订单!', {}, { timeout: 3000 })).toBeTruthy();
    // what is new, from the pool's size (issue 22)
    expect(screen.getByText('3 条新线索待抢单')).toBeTruthy();
    expect(sessionStorage.getItem('hasTip')).toBe('1');
    await act(async () => fireEvent.click(screen.getByText('去接单')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/follow/pendingFollow'));
  });

  it('does not ask again in the same session (hasTip)', async () => {
    sessionStorage.setItem('hasTip', '1');
    useSession.getState().login(staff(10));
    renderHome();
    await screen.findByTestId('goods-item', {}, { timeout: 3000 });
    expect(screen.queryByText('您有新订单!')).toBeNull();
    expect(net.poolCalls).toEqual([]);
  });

  it('never asks an ordinary user, nor loads a pool for him', async () => {
    useSession.getState().login(staff(0));
    renderHome();
    await screen.findByTestId('goods-item', {}, { timeout: 3000 });
    expect(screen.queryByText('您有新订单!')).toBeNull();
    expect(net.poolCalls).toEqual([]);
  });
});
