import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monitor } from '@/lib/monitor';
import { useParameterMonitor } from './use-parameter-monitor';

describe('useParameterMonitor (fake timers)', () => {
  let debug: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    debug.mockRestore();
  });

  it('logs one line a second (console.debug too), resets the counts every 10 s and flags thresholds', () => {
    const { result, unmount } = renderHook(() => useParameterMonitor());
    // Opening the page starts a window.
    expect(result.current.counts).toMatchObject({ apiCalls: 0, events: 0 });

    act(() => {
      for (let i = 0; i < 6; i++) monitor.apiCall();
      monitor.uiEvent();
    });
    expect(result.current.counts).toMatchObject({ apiCalls: 6, events: 1 });
    expect(result.current.over).toMatchObject({ apiCalls: true, events: false });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.clock.lines[0]).toMatchObject({ apiCalls: 6, events: 1 });
    expect(debug).toHaveBeenCalledTimes(1);
    expect(String(debug.mock.calls[0]![0])).toContain('API 调用 6 · 界面事件 1');

    act(() => {
      for (let i = 0; i < 31; i++) monitor.uiEvent();
    });
    expect(result.current.over.events).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.clock.lines[0]).toMatchObject({ apiCalls: 0, events: 31 });
    expect(result.current.clock.elapsed).toBe(2);

    act(() => vi.advanceTimersByTime(8000));
    // The 10th second ended the window: the counts are back at 0, nothing is over.
    expect(result.current.counts).toMatchObject({ apiCalls: 0, events: 0 });
    expect(result.current.over).toMatchObject({ apiCalls: false, events: false });
    expect(result.current.clock.lines).toHaveLength(10);
    expect(result.current.clock.elapsed).toBe(0);
    expect(debug).toHaveBeenCalledTimes(10);

    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(debug).toHaveBeenCalledTimes(10); // nothing is logged once the page is closed
  });

  it('清空 starts a new window and hides the requests logged so far', () => {
    monitor.logRequest({ client: 'chat', method: 'POST', path: '/ai/chat', status: 200, ms: 40 });
    const { result } = renderHook(() => useParameterMonitor());
    expect(result.current.requests[0]).toMatchObject({ client: 'chat', path: '/ai/chat' });
    act(() => {
      monitor.apiCall();
      vi.advanceTimersByTime(3000);
    });
    act(() => result.current.clear());
    expect(result.current.requests).toEqual([]);
    expect(result.current.clock.lines).toEqual([]);
    expect(result.current.counts.apiCalls).toBe(0);
    act(() => monitor.logRequest({ client: 'api', method: 'GET', path: '/x', status: 0, ms: 5000 }));
    expect(result.current.requests.map((r) => r.path)).toEqual(['/x']);
  });
});
