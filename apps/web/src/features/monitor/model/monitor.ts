import { MonitorLimits } from '@mts/shared/constants';
import { MonitorMsg } from '@mts/shared/messages';
import type { MonitorCounts, RequestLogEntry } from '@/lib/monitor';

/**
 * The parameter monitor page's model (spec section 9, issue 13), shared by the phone and the desktop: each second
 * one log line (what happened in that second), every 10 s the counts start again from 0 (lib/monitor's reset), and
 * a counter over its threshold is flagged. The counting itself happens in lib/monitor (http, realtime, main.tsx).
 */
export const PARAMETER_MONITOR_PATH = '/debug/parameter-monitor';

/** Seconds in one window: the counts reset every resetEveryMs, a line is logged every logEveryMs. */
export const WINDOW_SECONDS = MonitorLimits.resetEveryMs / MonitorLimits.logEveryMs;

/** The per-second log keeps the last minute. */
export const MAX_SECOND_LINES = 60;

export type CounterKey = keyof MonitorCounts;

export const COUNTERS: readonly { key: CounterKey; label: string; threshold: number }[] = [
  { key: 'apiCalls', label: MonitorMsg.apiCalls, threshold: MonitorLimits.apiCalls },
  { key: 'events', label: MonitorMsg.events, threshold: MonitorLimits.events },
  { key: 'streams', label: MonitorMsg.streams, threshold: MonitorLimits.streams },
];

/** Over = strictly more than the threshold (5 API calls or 30 events in the window, 10 streams open now). */
export function overThreshold(counts: MonitorCounts): Record<CounterKey, boolean> {
  return {
    apiCalls: counts.apiCalls > MonitorLimits.apiCalls,
    events: counts.events > MonitorLimits.events,
    streams: counts.streams > MonitorLimits.streams,
  };
}

/** One second: the API calls and events in it, and the streams open at its end. */
export interface SecondLine extends MonitorCounts {
  seq: number;
  at: number;
}

export interface MonitorClock {
  /** Seconds logged in the current window (0 … WINDOW_SECONDS - 1). */
  elapsed: number;
  /** The counts at the previous tick (since the window's reset). */
  last: MonitorCounts;
  /** Newest first, at most MAX_SECOND_LINES. */
  lines: SecondLine[];
  seq: number;
}

const ZERO: MonitorCounts = { apiCalls: 0, events: 0, streams: 0 };

export const startClock = (): MonitorClock => ({ elapsed: 0, last: ZERO, lines: [], seq: 0 });

/**
 * One second passed with the counts `now` (since the window began): its line, and whether the window is over
 * (the caller then resets the counts). Streams are a level: the line shows how many are open, never a difference.
 */
export function tick(clock: MonitorClock, now: MonitorCounts, at: number): { clock: MonitorClock; line: SecondLine; reset: boolean } {
  const line: SecondLine = {
    seq: clock.seq + 1,
    at,
    apiCalls: Math.max(0, now.apiCalls - clock.last.apiCalls),
    events: Math.max(0, now.events - clock.last.events),
    streams: now.streams,
  };
  const elapsed = clock.elapsed + 1;
  const reset = elapsed >= WINDOW_SECONDS;
  return {
    line,
    reset,
    clock: {
      seq: line.seq,
      lines: [line, ...clock.lines].slice(0, MAX_SECOND_LINES),
      elapsed: reset ? 0 : elapsed,
      last: reset ? { ...ZERO, streams: now.streams } : { ...now },
    },
  };
}

/** Whole seconds until the counts reset (10 … 1). */
export const secondsToReset = (clock: MonitorClock) => WINDOW_SECONDS - clock.elapsed;

/** The window's average per second so far (at least one second), one decimal. */
export const perSecond = (value: number, clock: MonitorClock) => (value / Math.max(1, clock.elapsed)).toFixed(1);

/** hh:mm:ss, local time. */
export const clockText = (at: number) => {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/** The console line written each second while the page is open. */
export const lineText = (line: SecondLine) =>
  `[${MonitorMsg.title}] ${clockText(line.at)} ${MonitorMsg.apiCalls} ${line.apiCalls} · ${MonitorMsg.events} ${line.events} · ${MonitorMsg.streams} ${line.streams}`;

/** The request log as the page lists it: newest first, only those after the last 清空 (`afterSeq`). */
export const requestRows = (log: readonly RequestLogEntry[], afterSeq: number): RequestLogEntry[] =>
  log.filter((r) => r.seq > afterSeq).reverse();

/** A status as the table shows it: 0 is a request that got no reply. */
export const statusText = (status: number) => (status === 0 ? '无响应' : String(status));
