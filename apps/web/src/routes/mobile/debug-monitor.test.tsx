import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { monitor } from '@/lib/monitor';
import { withMonitorClock } from '@/test/monitor-page';
import { signInOperator } from '@/test/session';
import { ParameterMonitorPage } from './debug-monitor';

function renderPage(dev: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/debug/parameter-monitor', element: <ParameterMonitorPage dev={dev} /> },
      { path: '/debug/websocket-test', element: <div data-testid="ws-page" /> },
    ],
    { initialEntries: ['/debug/parameter-monitor'] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(() => installAntdMobileRender());

describe('phone parameter monitor', () => {
  withMonitorClock();

  it('says 无权访问 to a user who is not an operator in a production build', () => {
    signInOperator(false);
    renderPage(false);
    expect(screen.getByTestId('mon-forbidden').textContent).toBe(RealtimeMsg.noAccess);
    expect(screen.queryByTestId('mon-counter-apiCalls')).toBeNull();
  });

  it('shows the three counters, highlights one over its threshold, logs each second and resets every 10 s', () => {
    signInOperator(true);
    renderPage(false);
    const counter = (key: string) => screen.getByTestId(`mon-counter-${key}`);
    expect(counter('apiCalls').textContent).toContain(MonitorMsg.apiCalls);
    expect(counter('apiCalls').textContent).toContain(`${MonitorMsg.threshold} 5`);
    expect(counter('events').textContent).toContain(`${MonitorMsg.threshold} 30`);
    expect(counter('streams').textContent).toContain(`${MonitorMsg.threshold} 10`);
    expect(screen.getByTestId('mon-countdown').textContent).toBe(MonitorMsg.resetIn(10));
    expect(screen.getByText(MonitorMsg.noRequests)).toBeTruthy();

    act(() => {
      for (let i = 0; i < 6; i++) monitor.apiCall();
      monitor.logRequest({ client: 'api', method: 'GET', path: '/user/getUserInfo', status: 200, ms: 12 });
      monitor.logRequest({ client: 'chat', method: 'POST', path: '/ai/chat', status: 429, ms: 8 });
    });
    expect(counter('apiCalls').dataset.over).toBe('true');
    expect(counter('apiCalls').textContent).toContain(MonitorMsg.over);
    expect(counter('events').dataset.over).toBe('false');
    const rows = screen.getAllByTestId('mon-request');
    expect(rows.map((r) => r.dataset.client)).toEqual(['chat', 'api']); // newest first
    expect(rows[1]!.textContent).toContain('GET/user/getUserInfo200');
    expect(rows[1]!.textContent).toContain('12 ms');

    // Clicks on the page are UI events (the app installs the listener in main.tsx; here they are counted directly).
    act(() => {
      for (let i = 0; i < 31; i++) monitor.uiEvent();
    });
    expect(counter('events').dataset.over).toBe('true');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByTestId('mon-line')[0]!.textContent).toMatch(/^\d{2}:\d{2}:\d{2}6310$/);
    expect(screen.getByTestId('mon-countdown').textContent).toBe(MonitorMsg.resetIn(9));

    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByTestId('mon-value-apiCalls').textContent).toBe('0');
    expect(screen.getByTestId('mon-value-events').textContent).toBe('0');
    expect(counter('apiCalls').dataset.over).toBe('false');
    expect(screen.getAllByTestId('mon-line')).toHaveLength(10);

    fireEvent.click(screen.getByTestId('mon-clear'));
    expect(screen.queryByTestId('mon-line')).toBeNull();
    expect(screen.queryByTestId('mon-request')).toBeNull();
  });

  it('links to the realtime debug page', async () => {
    signInOperator(true);
    renderPage(false);
    await act(async () => {
      fireEvent.click(screen.getByTestId('mon-ws-link'));
    });
    expect(screen.getByTestId('ws-page')).toBeTruthy();
  });

  it('is open to anyone in a development build', () => {
    renderPage(true);
    expect(screen.getByTestId('mon-counter-streams')).toBeTruthy();
  });
});
