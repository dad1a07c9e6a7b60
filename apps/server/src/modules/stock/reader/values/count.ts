import { PublishLimits } from '@mts/shared/constants';
import { cellText, fold } from '../cells.ts';
import { refuse } from '../refusal.ts';
import type { CellValue } from '../types.ts';

/** Units written after a count (10k pcs, 500片). */
const UNIT = /(?:pcs|pc|ea|units?|个|片|颗|只|粒)$/;
/** Multipliers: 10K, 1W / 1万 (ten thousand), 2M, 3千. */
const MULTIPLIER: [RegExp, number][] = [
  [/(?:k|千)$/, 1_000],
  [/(?:w|万)$/, 10_000],
  [/(?:m|百万)$/, 1_000_000],
];
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * A piece count as traders write it: 10000, `10,000`, `10K`, `10k pcs`, `1W`, `1万`, `1.5K`, `5000+` (at least 5000).
 * Null when the cell is empty. Not a whole number → `bad`; negative or above 100,000,000 → `range`.
 */
export function parseCount(v: CellValue, bad: string, range: string): number | null {
  let n: number;
  if (typeof v === 'number') n = v;
  else {
    let s = fold(cellText(v)).replace(/\+$/, '').replace(UNIT, '');
    if (s === '') return cellText(v) === '' ? null : refuse(bad);
    const negative = s.startsWith('-');
    if (negative) s = s.slice(1);
    let times = 1;
    for (const [re, k] of MULTIPLIER)
      if (re.test(s)) {
        s = s.replace(re, '');
        times = k;
        break;
      }
    if (!NUMBER.test(s)) return refuse(bad);
    n = Number(s.replace(/,/g, '')) * times * (negative ? -1 : 1);
  }
  const whole = Math.round(n);
  if (!Number.isFinite(n) || Math.abs(n - whole) > 1e-6) return refuse(bad);
  if (whole < 0 || whole > PublishLimits.maxQuantity) return refuse(range);
  return whole;
}
