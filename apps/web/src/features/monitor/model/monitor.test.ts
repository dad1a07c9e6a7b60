import { describe, expect, it } from 'vitest';
import { MonitorLimits } from '@mts/shared/constants';
import type { RequestLogEntry } from '@/lib/monitor';
import { MAX_SECOND_LINES, overThreshold, perSecond, requestRows, secondsToReset, startClock, statusText, tick, WINDOW_SECONDS } from './monitor';

describe('parameter monitor model', () => {
  it('a window is 10 one-second lines (MonitorLimits)', () => {
    expect(WINDOW_SECONDS).toBe(10);
    expect(MonitorLimits.logEveryMs).toBe(1000);
  });

  it('buckets per second: each line holds what happened in its second; streams are the level at its end', () => {
    let clock = startClock();
    let r = tick(clock, { apiCalls: 2, events: 5, streams: 1 }, 1000);
    expect(r.line).toMatchObject({ seq: 1, at: 1000, apiCalls: 2, events: 5, streams: 1 });
    clock = r.clock;
    r = tick(clock, { apiCalls: 3, events: 5, streams: 2 }, 2000);
    expect(r.line).toMatchObject({ seq: 2, apiCalls: 1, events: 0, streams: 2 });
    expect(r.clock.lines.map((l) => l.seq)).toEqual([2, 1]); // newest first
    expect(r.clock.elapsed).toBe(2);
    expect(secondsToReset(r.clock)).toBe(8);
    expect(perSecond(3, r.clock)).toBe('1.5');
    expect(r.reset).toBe(false);
  });

  it('the 10th second ends the window: reset, and the next window counts from 0 (streams stay)', () => {
    let clock = startClock();
    expect(secondsToReset(clock)).toBe(10);
    let last;
    for (let s = 1; s <= 10; s++) {
      last = tick(clock, { apiCalls: s, events: 2 * s, streams: 3 }, s * 1000);
      clock = last.clock;
      expect(last.reset).toBe(s === 10);
    }
    expect(clock.elapsed).toBe(0);
    expect(clock.last).toEqual({ apiCalls: 0, events: 0, streams: 3 });
    // After the caller's monitor.reset(), the counts start at 0 again.
    const next = tick(clock, { apiCalls: 1, events: 0, streams: 3 }, 11_000);
    expect(next.line).toMatchObject({ apiCalls: 1, events: 0, streams: 3 });
  });

  it(`keeps the last ${MAX_SECOND_LINES} lines`, () => {
    let clock = startClock();
    for (let s = 1; s <= 75; s++) clock = tick(clock, { apiCalls: 0, events: 0, streams: 0 }, s).clock;
    expect(clock.lines).toHaveLength(MAX_SECOND_LINES);
    expect(clock.lines[0]!.seq).toBe(75);
  });

  it('flags a counter strictly over its threshold (5 API calls, 30 events, 10 streams)', () => {
    expect(overThreshold({ apiCalls: 5, events: 30, streams: 10 })).toEqual({ apiCalls: false, events: false, streams: false });
    expect(overThreshold({ apiCalls: 6, events: 31, streams: 11 })).toEqual({ apiCalls: true, events: true, streams: true });
    expect(overThreshold({ apiCalls: 0, events: 31, streams: 0 })).toEqual({ apiCalls: false, events: true, streams: false });
  });

  it('lists requests newest first, after the last 清空', () => {
    const entry = (seq: number): RequestLogEntry => ({ seq, client: 'api', method: 'GET', path: `/p${seq}`, status: 200, ms: 1, at: seq });
    expect(requestRows([entry(1), entry(2), entry(3)], 0).map((r) => r.seq)).toEqual([3, 2, 1]);
    expect(requestRows([entry(1), entry(2), entry(3)], 2).map((r) => r.seq)).toEqual([3]);
    expect(statusText(0)).toBe('无响应');
    expect(statusText(404)).toBe('404');
  });
});
