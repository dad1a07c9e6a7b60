import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { renderPhonePage, where } from '@/test/render-page';
import { connectTrader } from '@/test/stock-fixtures';
import { counts, message } from '@/test/message-fixtures';
import { TabBar } from '@/components/mobile/tab-bar';
import { Component as Inbox, MessageSettingsPage } from './messages';

/** 消息中心 and 消息设置 on the phone over a mocked network and websocket: tabs and counts, live pushes, read, settings. */

const net = vi.hoisted(() => ({}) as import('@/test/message-fixtures').MessageNet);
vi.mock('@/lib/http', async () => (await import('@/test/message-fixtures')).messageHttp(net));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => toasts.push(text) }));

const UnreadBadge = lazy(() => import('@/features/message/components/mobile/unread-badge'));
const TABS = [
  { id: 1, title: '首页', imgUrl: '', activeImgUrl: '', url: '/home', sort: 1 },
  { id: 5, title: '我的', imgUrl: '', activeImgUrl: '', url: '/user', sort: 5 },
];

let trader: ReturnType<typeof connectTrader>;
beforeEach(async () => {
  (await import('@/test/message-fixtures')).resetMessageNet(net);
  toasts.length = 0;
  trader = connectTrader();
});
afterEach(() => trader.stop());

const render = (at: string) =>
  renderPhonePage(
    [
      {
        path: '/messages',
        element: (
          <>
            <Inbox />
            <TabBar items={TABS} pathname="/messages" onSelect={() => {}} badges={{ '/user': <Suspense fallback={null}><UnreadBadge /></Suspense> }} />
          </>
        ),
      },
      { path: '/messages/settings', element: <MessageSettingsPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );

describe('消息中心 (phone)', () => {
  it('shows the 交易 tab with its unread count; a push counts the badge up and brings the new row; a tap reads and opens the order', async () => {
    const router = render('/messages');
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));
    expect(net.listCalls[0]).toEqual({ tab: 10, pageSize: 20, pageNum: 1 });
    expect(screen.getByTestId('inbox-tab-unread-trade').textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('tab-unread').textContent).toBe('1'));
    expect(screen.getAllByTestId('message-row')[0]!.getAttribute('data-read')).toBe('false');

    // The buyer pays: the server writes the message and pushes it with the counts after it.
    net.rows.unshift(message(3));
    const fetched = net.unreadCalls;
    trader.socket.serverSends({ type: 'message.new', id: 3, kind: 'orderPaid', tab: 10, text: net.rows[0]!.text, link: net.rows[0]!.link, unread: counts(2) });
    await waitFor(() => expect(screen.getByTestId('tab-unread').textContent).toBe('2'));
    expect(net.unreadCalls, 'the counts came with the push').toBe(fetched);
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(3));
    expect(screen.getByTestId('inbox-unread-total').textContent).toBe('2 条未读');

    fireEvent.click(screen.getAllByTestId('message-row')[0]!);
    await waitFor(() => expect(where(router)).toBe('/myxg/mySaleOrderDetail?id=103'));
    expect(net.posts).toEqual([{ url: '/message/read', body: { id: 3 } }]);
  });

  it('a reconnect refetches the counts (what arrived while away)', async () => {
    render('/messages');
    await waitFor(() => expect(screen.getByTestId('tab-unread').textContent).toBe('1'));
    // The connection drops; while away, three messages arrive; the client reconnects.
    act(() => trader.socket.close(1006));
    net.unread = counts(3, 1);
    await act(() => new Promise((r) => setTimeout(r, 1300)));
    const again = (await import('@/test/fake-socket')).FakeSocket.all.at(-1)!;
    act(() => again.onopen?.());
    again.serverSends({ type: 'ready', userId: 9 });
    await waitFor(() => expect(screen.getByTestId('tab-unread').textContent).toBe('4'));
    expect(screen.getByTestId('inbox-tab-unread-money').textContent).toBe('1');
  });

  it('switches tabs through ?tab=, an empty tab says what will show; 全部已读 clears every count; a read row opens without asking again', async () => {
    const router = render('/messages');
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('inbox-tab-money'));
    await waitFor(() => expect(where(router)).toBe('/messages?tab=20'));
    await waitFor(() => expect(screen.getByTestId('message-empty').textContent).toContain('充值、提现与货款结算'));
    fireEvent.click(screen.getByTestId('inbox-tab-trade'));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('inbox-read-all'));
    await waitFor(() => expect(screen.getByTestId('inbox-unread-total').textContent).toBe('没有未读消息'));
    expect(net.posts).toEqual([{ url: '/message/readAll', body: {} }]);
    expect(toasts).toEqual(['已全部标为已读']);
    expect(screen.queryByTestId('tab-unread')).toBeNull();
    expect(screen.getAllByTestId('message-row').every((r) => r.getAttribute('data-read') === 'true')).toBe(true);
    expect((screen.getByTestId('inbox-read-all') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getAllByTestId('message-row')[1]!);
    await waitFor(() => expect(where(router)).toBe('/myxg/mySaleOrderDetail?id=101'));
    expect(net.posts).toHaveLength(1);
  });
});

describe('消息设置 (phone)', () => {
  it('lists every kind with 站内 always on, 短信/微信 only where allowed; saves the changed kinds and quiet hours', async () => {
    render('/messages/settings');
    await waitFor(() => expect(screen.getByTestId('message-settings')).toBeTruthy());
    // 卖家已发货 is 站内 only; 买家已付款 may go by SMS (on) and WeChat (off, and locked: no WeChat login)
    expect(screen.getByTestId('setting-orderShipped').textContent).toContain('—');
    const sms = screen.getByTestId('setting-orderPaid-sms');
    expect(sms.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('setting-orderPaid-wechat').getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(sms);
    fireEvent.change(screen.getByTestId('quiet-start'), { target: { value: '23:30' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(net.posts[0]).toEqual({ url: '/message/settings', body: { kinds: { orderPaid: { sms: false, wechat: false } }, quietStart: '23:30', quietEnd: '08:00' } });
    await waitFor(() => expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true));
    expect(toasts).toEqual(['消息设置已保存']);
  });
});
