import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { AnnouncementRow, NotifySendRow } from '@mts/shared/schemas';
import { AnnouncementsView } from './announcements-view';
import { NotifyView } from './notify-view';

/** The console's 系统公告 and 通知发送 (issue 26) over a mocked network. */

const net = vi.hoisted(() => ({
  sends: [] as NotifySendRow[],
  announcements: [] as AnnouncementRow[],
  listCalls: [] as { url: string; params: Record<string, unknown> }[],
  posts: [] as { url: string; body: unknown }[],
}));
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    getRows: async (url: string, params: Record<string, unknown>) => {
      net.listCalls.push({ url, params });
      if (url === '/admin/notify/list') {
        const rows = net.sends.filter((s) => params.status === undefined || s.status === params.status);
        return { rows, total: rows.length };
      }
      if (url === '/admin/announcement/list') return { rows: net.announcements, total: net.announcements.length };
      throw new Error(`unexpected ${url}`);
    },
    http: {
      post: async (url: string, body: never) => {
        net.posts.push({ url, body });
        if (url === '/admin/notify/retry') {
          const send = net.sends.find((s) => s.id === (body as { id: number }).id)!;
          Object.assign(send, { status: 10, attempts: 0, lastError: null });
          return { data: { code: 200, msg: '已重新发送', data: send } };
        }
        if (url === '/admin/announcement/create') {
          const b = body as { title: string; body: string; audience: string; important: boolean };
          const row: AnnouncementRow = { id: 5, ...b, delivered: 0, recipients: 3, createdBy: 7, createdAt: new Date().toISOString() };
          net.announcements.unshift(row);
          return { data: { code: 200, msg: '公告已发布', data: row } };
        }
        throw new Error(`unexpected ${url}`);
      },
    },
  }),
);

const send = (id: number, status: number, lastError: string | null = null): NotifySendRow => ({
  id,
  messageId: id,
  userId: 3,
  mobile: '138****8000',
  channel: 'sms',
  kind: 'orderPaid',
  text: '王强 已付款，请发货',
  status,
  attempts: status === 40 ? 5 : 1,
  lastError,
  nextAt: null,
  sentAt: status === 20 ? new Date().toISOString() : null,
  createdAt: new Date().toISOString(),
});

const mount = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>{node}</AntApp>
    </QueryClientProvider>,
  );

describe('通知发送', { timeout: 20_000 }, () => {
  it('opens on the failures with their error; 重试 queues one again; 全部 shows every status', async () => {
    net.sends = [send(1, 40, 'provider answered 500'), send(2, 20)];
    mount(<NotifyView />);
    await waitFor(() => expect(screen.getByTestId('notify-row-1')).toBeTruthy());
    expect(net.listCalls[0]).toEqual({ url: '/admin/notify/list', params: { status: 40, pageNum: 1, pageSize: 20 } });
    expect(screen.getByTestId('notify-error-1').textContent).toBe('provider answered 500');
    expect(screen.queryByTestId('notify-row-2')).toBeNull();
    fireEvent.click(screen.getByTestId('notify-retry-1'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/admin/notify/retry', body: { id: 1 } }]));
    await waitFor(() => expect(screen.queryByTestId('notify-row-1')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(screen.getByTestId('notify-row-2')).toBeTruthy());
    expect(within(screen.getByTestId('notify-row-1')).getByText('待发送')).toBeTruthy();
    expect(within(screen.getByTestId('notify-row-2')).queryByText('重试')).toBeNull();
  });
});

describe('系统公告', { timeout: 20_000 }, () => {
  it('refuses an empty title; publishes an important one; the list shows the body as text and the fan-out', async () => {
    net.announcements = [];
    net.posts = [];
    mount(<AnnouncementsView />);
    fireEvent.click(screen.getByTestId('announcement-submit'));
    await waitFor(() => expect(screen.getByText('请输入公告标题（1–40 个字）')).toBeTruthy());
    fireEvent.change(screen.getByTestId('announcement-title-input'), { target: { value: '系统维护' } });
    fireEvent.change(screen.getByTestId('announcement-body-input'), { target: { value: '周六维护 <b>注意</b>' } });
    fireEvent.click(screen.getByTestId('announcement-important'));
    fireEvent.click(screen.getByTestId('announcement-submit'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(net.posts[0]).toEqual({ url: '/admin/announcement/create', body: { title: '系统维护', body: '周六维护 <b>注意</b>', audience: 'all', important: true } });
    await waitFor(() => expect(screen.getByTestId('announcement-row-5')).toBeTruthy());
    const row = screen.getByTestId('announcement-row-5');
    expect(row.textContent).toContain('周六维护 <b>注意</b>');
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByText('重要')).toBeTruthy();
    expect(screen.getByTestId('announcement-delivered-5').textContent).toContain('0 / 3');
  });
});
