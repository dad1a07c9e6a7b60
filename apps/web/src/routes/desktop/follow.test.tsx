import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthMsg, DispatchMsg, Msg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { followItem, poolLead, userOf } from '@/test/dispatch-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { FollowPage } from './follow';

// Only the network is replaced: the page's hooks (pools, my follow items, grab, block) run for real on top of it.
const net = vi.hoisted(() => ({
  rows: {} as Record<string, { rows: unknown[]; total: number }>,
  post: vi.fn(async (_url: string, _body?: unknown) => ({ status: 200, data: { code: 200, msg: '', data: null as unknown } })),
}));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: 'signed-in',
    http: { post: (url: string, body?: unknown) => net.post(url, body) },
    getRows: async (url: string) => {
      const page = net.rows[url];
      if (!page) throw new Error(`unexpected ${url}`);
      return page;
    },
  }),
);

const LEADS = '/bizOppor/tprPendingFollowList';
const PRE_ORDERS = '/bizOppor/swPendingFollowList';
const MINE = '/follow/myFollowList';

afterEach(() => {
  useSession.getState().clear();
  net.rows = {};
  net.post.mockClear();
});

const renderFollow = () =>
  renderDesktopPage(
    [
      { path: '/pc/follow', element: <FollowPage /> },
      { path: '/pc/applybroker', element: <div>apply page</div> },
      { path: '/pc/follow/tprFollowDetail/:id', element: <div>detail page</div> },
    ],
    { at: '/pc/follow' },
  );

const buttonIn = (root: HTMLElement, name: RegExp) => within(root).getByRole('button', { name });

describe('/pc/follow by role', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', () => {
    renderFollow();
    expect(screen.getByText(AuthMsg.loginFirstBang)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '谈判人跟单' })).toBeTruthy();
    expect(screen.queryByTestId('follow-grab')).toBeNull();
  });

  it('offers the application to an ordinary user and only says 正在审核中 while it is reviewed', async () => {
    useSession.getState().login(userOf(0));
    const router = renderFollow();
    const apply = await screen.findByRole('button', { name: AuthMsg.applyButton });
    await act(async () => fireEvent.click(apply));
    expect(router.state.location.pathname).toBe('/pc/applybroker');
    cleanup();

    useSession.getState().login(userOf(0, { shopStatus: 0, token: 't-2' }));
    const again = renderFollow();
    const review = await screen.findByRole('button', { name: AuthMsg.reviewButton });
    await act(async () => fireEvent.click(review));
    expect(await screen.findByText(AuthMsg.underReview)).toBeTruthy();
    expect(again.state.location.pathname).toBe('/pc/follow');
  });

  it('shows a negotiator the newest lead with 抢单/屏蔽, 更多 to the pending list, and his follow items', async () => {
    useSession.getState().login(userOf(10));
    net.rows = { [LEADS]: { rows: [poolLead()], total: 3 }, [MINE]: { rows: [followItem()], total: 1 } };
    const router = renderFollow();
    const panel = await screen.findByTestId('grab-item');
    expect(screen.getByRole('heading', { name: /新的抢单信息/ })).toBeTruthy();
    expect(screen.getByTestId('grab-total').textContent).toBe('共 3 条待抢');
    expect(panel.textContent).toContain('K4A8G165WC-BCTD');
    expect(panel.textContent).toContain('$13.20');
    expect(panel.textContent).toContain('10,000 pcs');
    expect(panel.textContent).toContain('5 分钟前发布');
    expect(screen.getByTestId('follow-more').getAttribute('href')).toBe('/pc/follow/pendingFollow');

    const row = await screen.findByTestId('follow-row');
    expect(row.textContent).toContain('跟进中');
    expect(row.textContent).toContain('线索 · 卖方');
    await act(async () => fireEvent.click(row));
    expect(router.state.location.pathname).toBe('/pc/follow/tprFollowDetail/7');
  });

  it('grabs the newest lead: 抢单成功', async () => {
    useSession.getState().login(userOf(10));
    net.rows = { [LEADS]: { rows: [poolLead()], total: 1 }, [MINE]: { rows: [], total: 0 } };
    renderFollow();
    const grab = buttonIn(await screen.findByTestId('grab-item'), /抢\s*单/);
    await act(async () => fireEvent.click(grab));
    expect(net.post).toHaveBeenCalledWith('/bizOppor/followUp', { id: 5, identity: 10 });
    expect(await screen.findByText(DispatchMsg.grabOk)).toBeTruthy();
  });

  it('blocks the newest lead after the confirm 提示 / 确定屏蔽该条线索吗？: 屏蔽成功', async () => {
    useSession.getState().login(userOf(10));
    net.rows = { [LEADS]: { rows: [poolLead()], total: 1 }, [MINE]: { rows: [], total: 0 } };
    renderFollow();
    const block = buttonIn(await screen.findByTestId('grab-item'), /屏\s*蔽/);
    await act(async () => fireEvent.click(block));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain(DispatchMsg.blockTitle);
    expect(confirm.textContent).toContain(DispatchMsg.blockLeadConfirm);
    expect(net.post).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(buttonIn(confirm, /确\s*定/)));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/bizOppor/blockBizOpporMsg', { bizMsgId: 5, blockType: 10 }));
    expect(await screen.findByText(DispatchMsg.blockOk)).toBeTruthy();
  });

  it('shows a business follower 商务跟单, 暂无可抢单信息 and 暂无数据, 更多 to his pending list', async () => {
    useSession.getState().login(userOf(20));
    net.rows = { [PRE_ORDERS]: { rows: [], total: 0 }, [MINE]: { rows: [], total: 0 } };
    renderFollow();
    expect(screen.getByRole('heading', { name: '商务跟单' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: DispatchMsg.noGrabbable })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('follow-intentions').textContent).toContain(Msg.empty));
    expect(screen.getByTestId('follow-more').getAttribute('href')).toBe('/pc/follow/swPendingFollow');
  });
});
