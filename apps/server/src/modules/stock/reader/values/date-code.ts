import { StockMsg } from '@mts/shared/messages';
import { cellText } from '../cells.ts';
import { refuse } from '../refusal.ts';
import type { CellValue } from '../types.ts';

const MAX_LENGTH = 16;

/** ISO week of a date: the year and week a YYWW date code names. */
function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 4 - (t.getUTCDay() || 7));
  const jan1 = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - jan1) / 86_400_000 + 1) / 7) };
}

/** `23`, `23+`, `2336` (YYWW, week 01–53), `2024`, `2024+`; 年 after the year is dropped (24年 → 24). */
function token(t: string): string | null {
  const m = /^(\d{2}|\d{4})年?(\+?)$/.exec(t);
  if (!m) return null;
  const digits = m[1]!;
  if (digits.length === 4) {
    const week = Number(digits.slice(2));
    const year = Number(digits);
    if (!(week >= 1 && week <= 53) && !(year >= 1980 && year <= 2099)) return null;
  }
  return digits + m[2];
}

/**
 * A 批次 / D/C cell, the publish form's rule (24+ or 2336) made lenient for lists: several codes joined by / or a
 * comma (`22+/23+`), a four-digit year, 年 after a year; up to 16 characters; empty is allowed (not known).
 * A number cell 2336 is "2336"; a date cell (Excel turned `2023/9` into a date) is its year and ISO week, 2336.
 */
export function parseDateCode(v: CellValue): string {
  if (v instanceof Date) {
    const { year, week } = isoWeek(v);
    return `${String(year % 100).padStart(2, '0')}${String(week).padStart(2, '0')}`;
  }
  const s = cellText(v).normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  if (s === '') return '';
  const tokens = s.split(/[/,、;]/).map(token);
  const code = tokens.includes(null) ? '' : tokens.join('/');
  return code && code.length <= MAX_LENGTH ? code : refuse(StockMsg.rowDateCode);
}
