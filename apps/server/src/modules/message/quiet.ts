/**
 * Quiet hours in China time (Asia/Shanghai: UTC+8 all year, no daylight saving): nothing goes out by SMS or WeChat
 * inside [start, end) — a window may wrap midnight (22:00–08:00) — and what falls in it is held until `end`.
 */
const CHINA_OFFSET_MIN = 8 * 60;
const DAY_MIN = 24 * 60;

export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since China midnight of `ms`. */
const chinaMinutes = (ms: number): number => (((Math.floor(ms / 60_000) + CHINA_OFFSET_MIN) % DAY_MIN) + DAY_MIN) % DAY_MIN;

/** Whether `ms` falls in the quiet window. An empty window (start = end) is never quiet. */
export function inQuietHours(ms: number, start: string, end: string): boolean {
  const [s, e, t] = [minutesOf(start), minutesOf(end), chinaMinutes(ms)];
  if (s === e) return false;
  return s < e ? t >= s && t < e : t >= s || t < e;
}

/** The first moment at or after `ms` outside the window: `ms` itself when not quiet, else the window's end (China time). */
export function quietUntil(ms: number, start: string, end: string): number {
  if (!inQuietHours(ms, start, end)) return ms;
  const t = chinaMinutes(ms);
  const e = minutesOf(end);
  const wait = (e - t + DAY_MIN) % DAY_MIN || DAY_MIN;
  // Back to the start of the current minute, then forward to the end.
  return ms - (ms % 60_000) + wait * 60_000;
}
