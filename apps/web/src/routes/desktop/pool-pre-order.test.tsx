import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchMsg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { poolPreOrder, userOf } from '@/test/dispatch-fixtures';
import { renderDesktopPage, where } from '@/test/render-page';
import { FollowPage } from './follow';
import { LeadPoolPage } from './follow-pool';

// Only the network is replaced: the negotiators' pool holds an intention order and a lead with the same id (5).
const net = vi.hoisted(() => ({
  post: vi.fn(async (url: string, body?: unknown): Promise<unknown> => {
    void body;
    if (url === '/bizOppor/followUp') return { data: { code: 200, msg: '抢单成功', data: { followId: 77, id: 5, identity: 10, type: 30, model: 2 } } };
    return { data: { code: 200, msg: '屏蔽成功', data: null } };
  }),
}));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: 'signed-in',
    http: { post: (url: string, body?: never) => net.post(url, body) },
    getRows: async (url: string, params: { pageSize: number }) => {
      const { poolLead: lead, poolPreOrder: order } = await import('@/test/dispatch-fixtures');
      if (url === '/bizOppor/tprPendingFollowList') return { rows: [order({ type: 2, preOrder: { ...order().preOrder!, model: 2 } }), lead()].slice(0, params.pageSize), total: 2 };
      if (url === '/follow/myFollowList') return { rows: [], total: 0 };
      throw new Error(`unexpected ${url}`);
    },
  }),
);

afterEach(() => {
  useSession.getState().clear();
  net.post.mockClear();
});

const render = (at: string) => {
  useSession.getState().login(userOf(10));
  return renderDesktopPage(
    [
      { path: '/pc/follow', element: <FollowPage /> },
      { path: '/pc/follow/pendingFollow', element: <LeadPoolPage /> },
      { path: '*', element: <div>elsewhere</div> },
    ],
    { at },
  );
};

const rowOf = (kind: 'lead' | 'preOrder') => screen.getAllByTestId('pool-row').find((r) => r.dataset.kind === kind)!;

describe('the negotiators’ pool on the desktop: intention orders on goods without a negotiator', { timeout: 30_000 }, () => {
  it('lists the intention order as a 意向单 row beside the lead of the same id, with its number and buyer', async () => {
    render('/pc/follow/pendingFollow');
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    expect(screen.getAllByTestId('pool-row').map((r) => r.dataset.kind)).toEqual(['preOrder', 'lead']);
    const row = rowOf('preOrder');
    expect(within(row).getByTestId('pool-kind').textContent).toBe('意向单');
    expect(row.textContent).toContain('求购');
    expect(row.textContent).toContain('意向单号 YX20261124000123 · 买方 池中买方公司');
    expect(row.textContent).toContain('200');
    expect(within(rowOf('lead')).queryByTestId('pool-kind')).toBeNull();
  });

  it('抢单 takes it with type 30 and opens its /pc edit page (a 求购: model 2)', async () => {
    const router = render('/pc/follow/pendingFollow');
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    await act(async () => fireEvent.click(within(rowOf('preOrder')).getByTestId('pool-grab')));
    await waitFor(() => expect(where(router)).toBe('/pc/follow/tpr/editPreOrder?orderId=5&followId=77'));
    expect(net.post).toHaveBeenCalledWith('/bizOppor/followUp', { id: 5, identity: 10, type: 30 });
  });

  it('屏蔽 asks 确定屏蔽该条信息吗？ and blocks it as an intention order (type 20)', async () => {
    render('/pc/follow/pendingFollow');
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    await act(async () => fireEvent.click(within(rowOf('preOrder')).getByTestId('pool-block')));
    expect(await screen.findByText(DispatchMsg.blockPreOrderConfirm)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/bizOppor/blockBizOpporMsg', { bizMsgId: 5, blockType: 20 }));
  });

  it('/pc/follow’s 新的抢单信息 shows the newest row, here the intention order, with its step', async () => {
    render('/pc/follow');
    const item = await screen.findByTestId('grab-item');
    expect(item.dataset.kind).toBe('preOrder');
    expect(item.textContent).toContain(poolPreOrder().goodsModel);
    expect(item.textContent).toContain('意向单号 YX20261124000123');
    expect(item.textContent).toContain('池中买方公司');
    expect(item.textContent).toContain('修改意向单');
  });
});
