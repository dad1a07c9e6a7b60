import type { CellValue } from './types.ts';

/** Columns read per row: the mapping addresses at most 256 columns (0 … 255). */
export const MAX_COLUMNS = 256;

/** OOXML writes characters XML cannot hold as _xHHHH_ (Excel's line break in a cell is _x000D_). */
const unescapeOoxml = (s: string) => (s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

/** A cell value of exceljs (formula, rich text, hyperlink, error …) as a plain value: formulas give their cached result. */
export function plainValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return unescapeOoxml(v);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'object') {
    const o = v as { richText?: { text?: string | null }[]; formula?: unknown; sharedFormula?: unknown; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return unescapeOoxml(o.richText.map((r) => r.text ?? '').join(''));
    // A formula without a cached result (never calculated) reads as empty.
    if ('formula' in o || 'sharedFormula' in o) return plainValue(o.result);
    if ('text' in o) return plainValue(o.text);
  }
  return null;
}

/** A number as a trader reads it: 2336 not 2336.0, 13.2 not 13.200000000000001. */
export const tidyNumber = (n: number): string => (Number.isInteger(n) ? String(n) : String(Number.parseFloat(n.toPrecision(15))));

const pad = (n: number) => String(n).padStart(2, '0');
/** A date cell as text (YYYY-MM-DD, its calendar date as Excel shows it: cells carry no zone, read as UTC). */
export const dateText = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The text of a cell, trimmed. */
export function cellText(v: CellValue): string {
  if (v === null) return '';
  if (typeof v === 'number') return tidyNumber(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  return v.trim();
}

export const isBlank = (v: CellValue | undefined): boolean => v === undefined || cellText(v) === '';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- line breaks and tabs become spaces, the other controls go
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Zero-width and direction marks: invisible, pasted along from web pages and chat tools. */
const INVISIBLE = /[\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/g;

export const hasControlChars = (s: string): boolean => CONTROL.test(s);

/** Free text as stored: control and invisible characters removed, line breaks and tabs as one space, trimmed. */
export const cleanText = (s: string): string =>
  s.replace(CONTROL_ALL, '').replace(INVISIBLE, '').replace(/[\t\r\n]+/g, ' ').replace(/ {2,}/g, ' ').trim();

/** NFKC (full-width letters, digits and signs folded), lower case, without spaces. */
export const fold = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
