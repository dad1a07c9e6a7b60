import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { poolLead, userOf } from '@/test/dispatch-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { LeadPoolPage, PreOrderPoolPage } from './follow-pool';

// Only the network is replaced: the lead pool has 12 leads, 10 a page.
const leads = Array.from({ length: 12 }, (_, i) => poolLead({ id: 100 - i, goodsModel: `PART-${i + 1}` }));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: 'signed-in',
    getRows: async (url: string, params: { pageNum: number; pageSize: number }) => {
      if (url === '/bizOppor/swPendingFollowList') return { rows: [], total: 0 };
      if (url !== '/bizOppor/tprPendingFollowList') throw new Error(`unexpected ${url}`);
      const from = (params.pageNum - 1) * params.pageSize;
      return { rows: leads.slice(from, from + params.pageSize), total: leads.length };
    },
  }),
);

afterEach(() => useSession.getState().clear());

function renderPool(businessType: number, page: 'lead' | 'preOrder' = 'lead') {
  useSession.getState().login(userOf(businessType));
  return renderDesktopPage(
    [
      { path: '/pc/follow/pendingFollow', element: <LeadPoolPage /> },
      { path: '/pc/follow/swPendingFollow', element: <PreOrderPoolPage /> },
      { path: '/pc/follow', element: <div>follow page</div> },
    ],
    { at: page === 'lead' ? '/pc/follow/pendingFollow' : '/pc/follow/swPendingFollow' },
  );
}

describe('desktop pending lists', { timeout: 30_000 }, () => {
  it('lists the lead pool 10 at a time with its total, 抢单 and 屏蔽 per row, then 加载更多 to the end', async () => {
    renderPool(10);
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(10));
    expect(screen.getByTestId('pool-total').textContent).toBe('共 12 条');
    expect(screen.getAllByTestId('pool-grab')).toHaveLength(10);
    expect(screen.getAllByTestId('pool-block')).toHaveLength(10);
    const more = screen.getByTestId('pool-more');
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(12));
    expect(screen.getByText(Msg.listFinished)).toBeTruthy();
  });

  it('shows a business follower his empty pool as 暂无数据', async () => {
    renderPool(20, 'preOrder');
    await waitFor(() => expect(screen.getByTestId('follow-pool').textContent).toContain(Msg.empty));
    expect(screen.getByTestId('pool-total').textContent).toBe('共 0 条');
  });

  it('refuses the other role with a way back to /pc/follow', async () => {
    const router = renderPool(20, 'lead');
    const refused = screen.getByTestId('pool-wrong-role');
    expect(refused.textContent).toContain(DispatchMsg.negotiatorOnly);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回跟单' })));
    expect(router.state.location.pathname).toBe('/pc/follow');
  });
});
