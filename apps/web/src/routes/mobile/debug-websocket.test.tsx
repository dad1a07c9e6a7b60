import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeMsg } from '@mts/shared/messages';
import type { LoginResult } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { RealtimeDebugPage } from './debug-websocket';

const login = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 't'.repeat(43),
  userId: 7,
  businessType: 10,
  shopStatus: 1,
  mobile: '13912345678',
  avatar: '',
  userType: '谈判人',
  nick_name: '测试',
  goodlevel: 1,
  authnStatus: 1,
  ...over,
});

function renderPage(dev: boolean) {
  const router = createMemoryRouter([{ path: '/debug/websocket-test', element: <RealtimeDebugPage dev={dev} /> }], {
    initialEntries: ['/debug/websocket-test'],
  });
  render(<RouterProvider router={router} />);
}

beforeAll(() => installAntdMobileRender());

describe('phone realtime debug page', () => {
  let stop: () => void = () => {};
  const stopAll = () => act(() => stop());
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    stopAll();
    stop = () => {};
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('says 无权访问 to a user who is not an operator in a production build', () => {
    useSession.getState().login(login());
    renderPage(false);
    expect(screen.getByTestId('rt-forbidden').textContent).toBe(RealtimeMsg.noAccess);
    expect(screen.queryByTestId('rt-ping')).toBeNull();
  });

  it('shows the state, pings and lists events newest first (an operator in a production build)', () => {
    useSession.getState().login(login({ isOperator: true }));
    renderPage(false);
    act(() => {
      stop = startRealtime();
    });
    expect(screen.getByTestId('rt-state').textContent).toBe(RealtimeMsg.connecting);
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe(`ws://${window.location.host}/dev-api/api/mts-api/ws`);
    act(() => ws.onopen?.());
    // The token goes in the first message, not in the URL.
    expect(ws.sent).toEqual([{ type: 'auth', token: 't'.repeat(43) }]);
    ws.serverSends({ type: 'ready', userId: 7 });
    expect(screen.getByTestId('rt-state').textContent).toBe(RealtimeMsg.connected);

    fireEvent.click(screen.getByTestId('rt-ping'));
    expect(ws.sent[1]).toEqual({ type: 'ping' });
    ws.serverSends({ type: 'pong', at: '2026-01-02T03:04:05.000Z' });
    expect(screen.getByTestId('rt-pong').textContent).toContain('2026-01-02T03:04:05.000Z');

    ws.serverSends({ type: 'lead.new', id: 41 });
    ws.serverSends({ type: 'lead.taken', id: 41 });
    const lines = [...screen.getByTestId('rt-log').querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(lines[0]).toContain('"lead.taken"');
    expect(lines[1]).toContain('"lead.new"');
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}/);

    act(() => ws.close(1006));
    expect(screen.getByTestId('rt-state').textContent).toBe(RealtimeMsg.disconnected);
  });

  it('a refused token is not retried', () => {
    vi.useFakeTimers();
    try {
      useSession.getState().login(login());
      renderPage(true);
      act(() => {
        stop = startRealtime();
      });
      const ws = FakeSocket.all[0]!;
      act(() => ws.close(4401));
      act(() => vi.advanceTimersByTime(60_000));
      expect(FakeSocket.all).toHaveLength(1);
      expect(screen.getByTestId('rt-state').textContent).toBe(RealtimeMsg.disconnected);
    } finally {
      vi.useRealTimers();
    }
  });
});
