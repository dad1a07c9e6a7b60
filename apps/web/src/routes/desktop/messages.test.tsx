import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { renderDesktopPage, where } from '@/test/render-page';
import { connectTrader } from '@/test/stock-fixtures';
import { counts, message } from '@/test/message-fixtures';
import { MessagesPage, MessageSettingsPage } from './messages';

/** 消息中心 on the desktop over a mocked network and websocket: the header's 消息, the table's pager, /pc links, the banner. */

const net = vi.hoisted(() => ({}) as import('@/test/message-fixtures').MessageNet);
vi.mock('@/lib/http', async () => (await import('@/test/message-fixtures')).messageHttp(net));

const HeaderMessages = lazy(() => import('@/features/message/components/desktop/header-messages'));
const Banners = lazy(() => import('@/features/message/components/desktop/announcement-banner'));

let trader: ReturnType<typeof connectTrader>;
beforeEach(async () => {
  (await import('@/test/message-fixtures')).resetMessageNet(net);
  trader = connectTrader();
});
afterEach(() => trader.stop());

const render = (at: string) =>
  renderDesktopPage(
    [
      {
        path: '/pc/messages',
        element: (
          <Suspense fallback={null}>
            <HeaderMessages />
            <MessagesPage />
          </Suspense>
        ),
      },
      { path: '/pc/messages/settings', element: <MessageSettingsPage /> },
      {
        path: '/pc/home',
        element: (
          <Suspense fallback={null}>
            <Banners />
          </Suspense>
        ),
      },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );

describe('消息中心 (desktop)', () => {
  it('the header counts up on a push; pages through ?page=; a message opens its /pc page and is read', async () => {
    net.rows = Array.from({ length: 25 }, (_, i) => message(25 - i, { read: i > 0 }));
    const router = render('/pc/messages');
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(20));
    await waitFor(() => expect(screen.getByTestId('header-messages').getAttribute('data-count')).toBe('1'));

    trader.socket.serverSends({ type: 'message.new', id: 26, kind: 'orderPaid', tab: 10, text: 'x', link: '/myxg/mySaleOrderDetail?id=126', unread: counts(2) });
    await waitFor(() => expect(screen.getByTestId('header-messages').getAttribute('data-count')).toBe('2'));
    expect(screen.getByTestId('inbox-unread-total').textContent).toBe('2 条未读');

    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(where(router)).toBe('/pc/messages?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(5));
    expect(net.listCalls.at(-1)).toEqual({ tab: 10, pageNum: 2, pageSize: 20 });

    fireEvent.click(screen.getAllByTestId('message-row')[0]!);
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/mySaleOrderDetail?id=105'));
    expect(net.posts).toEqual([]); // that one was already read
  });

  it('an announcement message shows its body and stays in the inbox on its 系统 tab; reading it counts down', async () => {
    net.rows = [message(9, { kind: 'announcement', tab: 30, text: '系统公告：春节放款安排', link: '/messages?tab=30', refType: 'announcement', refId: 4, body: '2月8日起 <b>暂停</b> 放款' })];
    net.unread = counts(0, 0, 1);
    const router = render('/pc/messages?tab=30');
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
    // Its body shows under the title, as text (no markup made live).
    expect(screen.getByTestId('message-body').textContent).toBe('2月8日起 <b>暂停</b> 放款');
    expect(screen.getByTestId('message-body').querySelector('b')).toBeNull();
    expect(screen.getByTestId('inbox-tab-unread-system')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('message-row')[0]!);
    await waitFor(() => expect(net.posts).toEqual([{ url: '/message/read', body: { id: 9 } }]));
    expect(where(router)).toBe('/pc/messages?tab=30');
    await waitFor(() => expect(screen.getAllByTestId('message-row')[0]!.getAttribute('data-read')).toBe('true'));
    await waitFor(() => expect(screen.queryByTestId('inbox-tab-unread-system')).toBeNull());
  });

  it('the home banner shows each important unread announcement as text; 知道了 reads it', async () => {
    net.banner = [{ id: 4, messageId: 9, title: '系统维护', body: '周六 02:00 维护 <script>alert(1)</script>', createdAt: new Date().toISOString() }];
    net.rows = [message(9, { kind: 'announcement', tab: 30 })];
    render('/pc/home');
    await waitFor(() => expect(screen.getByTestId('announcement-banner').textContent).toContain('<script>alert(1)</script>'));
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByTestId('announcement-read'));
    await waitFor(() => expect(screen.queryByTestId('announcement-banner')).toBeNull());
    expect(net.posts).toEqual([{ url: '/message/read', body: { id: 9 } }]);
  });

  it('消息设置: WeChat is locked without a WeChat login; a switch and 保存 send the kind', async () => {
    render('/pc/messages/settings');
    await waitFor(() => expect(screen.getByTestId('message-settings')).toBeTruthy());
    expect(screen.getByTestId('setting-orderPaid-wechat').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('setting-contractToConfirm-sms'));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(net.posts[0]).toEqual({ url: '/message/settings', body: { kinds: { contractToConfirm: { sms: false, wechat: false } }, quietStart: '22:00', quietEnd: '08:00' } });
  });
});
