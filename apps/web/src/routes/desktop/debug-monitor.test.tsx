import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MonitorMsg, RealtimeMsg } from '@mts/shared/messages';
import { monitor } from '@/lib/monitor';
import { withMonitorClock } from '@/test/monitor-page';
import { signInOperator } from '@/test/session';
import { ParameterMonitorPage } from './debug-monitor';

describe('desktop parameter monitor', () => {
  withMonitorClock();

  it('says 无权访问 outside development to a non-operator', () => {
    signInOperator(false);
    render(<ParameterMonitorPage dev={false} />, { wrapper: MemoryRouter });
    expect(screen.getByText(RealtimeMsg.noAccess)).toBeTruthy();
    expect(screen.queryByTestId('mon-counter-apiCalls')).toBeNull();
  });

  it('highlights a counter over its threshold, lists requests and lines, and resets every 10 s', () => {
    signInOperator(true);
    render(<ParameterMonitorPage dev={false} />, { wrapper: MemoryRouter });
    const counter = (key: string) => screen.getByTestId(`mon-counter-${key}`);
    expect(counter('events').dataset.over).toBe('false');
    act(() => {
      for (let i = 0; i < 31; i++) monitor.uiEvent();
      monitor.apiCall();
      monitor.logRequest({ client: 'api', method: 'GET', path: '/user/getUserInfo?x=1', status: 0, ms: 5000 });
    });
    expect(counter('events').dataset.over).toBe('true');
    expect(counter('events').textContent).toContain(MonitorMsg.over);
    expect(counter('apiCalls').dataset.over).toBe('false');
    const row = screen.getAllByTestId('mon-request')[0]!;
    expect(row.dataset.client).toBe('api');
    expect(row.textContent).toContain('/user/getUserInfo');
    expect(row.textContent).not.toContain('x=1');
    expect(row.textContent).toContain('无响应');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByTestId('mon-line')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByTestId('mon-value-events').textContent).toBe('0');
    expect(counter('events').dataset.over).toBe('false');
    expect(screen.getByTestId('mon-countdown').textContent).toBe(MonitorMsg.resetIn(10));

    fireEvent.click(screen.getByTestId('mon-clear'));
    expect(screen.queryByTestId('mon-request')).toBeNull();
  });
});
