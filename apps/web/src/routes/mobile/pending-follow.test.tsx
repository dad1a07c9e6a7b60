import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DispatchMsg } from '@mts/shared/messages';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { useSession } from '@/lib/session';
import { poolLead, poolPreOrder, userOf } from '@/test/dispatch-fixtures';
import { renderPhonePage, where } from '@/test/render-page';
import { LeadPoolPage } from './pending-follow';

// Only the network is replaced: the negotiators' pool holds a lead and an intention order with the same id (5).
const net = vi.hoisted(() => ({
  post: vi.fn(async (url: string, body?: unknown): Promise<unknown> => {
    void body;
    if (url === '/bizOppor/followUp') return { data: { code: 200, msg: '抢单成功', data: { followId: 77, id: 5, identity: 10, type: 30, model: 1 } } };
    return { data: { code: 200, msg: '屏蔽成功', data: null } };
  }),
}));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: 'signed-in',
    getRows: async (url: string) => {
      if (url !== '/bizOppor/tprPendingFollowList') throw new Error(`unexpected ${url}`);
      const { poolLead: lead, poolPreOrder: order } = await import('@/test/dispatch-fixtures');
      return { rows: [order(), lead()], total: 2 };
    },
    http: { post: (url: string, body?: never) => net.post(url, body) },
  }),
);
vi.mock('@/components/mobile/toast', () => ({ toast: vi.fn() }));

beforeAll(() => installAntdMobileRender());
afterEach(() => {
  useSession.getState().clear();
  net.post.mockClear();
  document.body.innerHTML = '';
});

function renderPool() {
  useSession.getState().login(userOf(10));
  return renderPhonePage(
    [
      { path: '/follow/pendingFollow', element: <LeadPoolPage /> },
      { path: '*', element: <div>elsewhere</div> },
    ],
    { at: '/follow/pendingFollow' },
  );
}

const rowOf = (kind: 'lead' | 'preOrder') => screen.getAllByTestId('pool-row').find((r) => r.dataset.kind === kind)!;

describe('the negotiators’ pool on the phone: intention orders on goods without a negotiator', { timeout: 30_000 }, () => {
  it('lists an intention order as a 意向单 card beside a lead of the same id: part number, order number, price, quantity, buyer, its step', async () => {
    renderPool();
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    expect(screen.getAllByTestId('pool-row').map((r) => [r.dataset.kind, r.dataset.id])).toEqual([
      ['preOrder', '5'],
      ['lead', '5'],
    ]);
    const card = rowOf('preOrder');
    expect(within(card).getByTestId('pool-kind').textContent).toBe('意向单');
    expect(within(card).getByTestId('pool-model').textContent).toBe(poolPreOrder().goodsModel);
    expect(card.textContent).toContain('意向单号 YX20261124000123');
    expect(card.textContent).toContain('$13.20');
    expect(card.textContent).toContain('200 片');
    expect(card.textContent).toContain('池中买方公司');
    expect(card.textContent).toContain('确认意向单');
    expect(within(rowOf('lead')).queryByTestId('pool-kind')).toBeNull();
    expect(rowOf('lead').textContent).toContain(poolLead().goodsModel);
  });

  it('抢单 on it takes it with type 30 and opens its 确认意向单 page', async () => {
    const router = renderPool();
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    await act(async () => fireEvent.click(within(rowOf('preOrder')).getByTestId('pool-grab')));
    await waitFor(() => expect(where(router)).toBe('/follow/tpr/confirmPreOrder?orderId=5&followId=77'));
    expect(net.post).toHaveBeenCalledWith('/bizOppor/followUp', { id: 5, identity: 10, type: 30 });
  });

  it('抢单 on the lead stays a lead grab (no type) and keeps the list', async () => {
    net.post.mockImplementationOnce(async () => ({ data: { code: 200, msg: '抢单成功', data: { followId: 78, id: 5, identity: 10, type: 10, model: 1 } } }));
    const router = renderPool();
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    await act(async () => fireEvent.click(within(rowOf('lead')).getByTestId('pool-grab')));
    await waitFor(() => expect(screen.getByTestId('pool-grabbed')).toBeTruthy());
    expect(net.post).toHaveBeenCalledWith('/bizOppor/followUp', { id: 5, identity: 10 });
    expect(where(router)).toBe('/follow/pendingFollow');
  });

  it('屏蔽 on it asks 确定屏蔽该条信息吗？ and blocks it as an intention order (type 20)', async () => {
    renderPool();
    await waitFor(() => expect(screen.getAllByTestId('pool-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('preOrder')).getByTestId('pool-block'));
    expect(await screen.findByText(DispatchMsg.blockPreOrderConfirm)).toBeTruthy();
    await act(async () => fireEvent.click(await screen.findByText('确定', { selector: '.adm-dialog-button, .adm-dialog-button *' })));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/bizOppor/blockBizOpporMsg', { bizMsgId: 5, blockType: 20 }));
  });
});
