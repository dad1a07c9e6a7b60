import { PRICE_UNIT_SYMBOL } from './constants';

/** 1234567 → 1,234,567 (digits only). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The one money format of the server's texts and both apps (issue 22): money travels as integer cents (分) and is
 * shown with its unit's symbol (¥ or $ by priceUnit), thousands separators and two decimals, the minus sign before
 * the symbol: ¥3,792.65, $13.20, -¥920,000.00. Integer arithmetic, not Intl or toLocaleString (see formatQuantity).
 */
export function formatPrice(cents: number | null | undefined, unit: number = 0): string {
  const symbol = PRICE_UNIT_SYMBOL[unit] ?? '¥';
  if (cents === null || cents === undefined || Number.isNaN(cents)) return `${symbol}--`;
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 && abs > 0 ? '-' : '';
  return `${sign}${symbol}${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** The one word for a count of parts, everywhere in the Chinese texts (the assistant's English answers say pcs). */
export const QUANTITY_UNIT = '片';

/** A count of parts with thousands separators and its unit: 10,000 片. */
export const formatPieces = (n: number | null | undefined): string => `${formatQuantity(n)} ${QUANTITY_UNIT}`;

/**
 * Thousands separators for quantities (whole numbers): 10000 → 10,000. Not toLocaleString: its first call
 * loads the browser's number-format data, about 40 ms of the phone home's first list render (160 ms under
 * Lighthouse's 4x CPU slowdown).
 */
export function formatQuantity(n: number | null | undefined): string {
  if (n === null || n === undefined) return '--';
  const [int, frac] = String(n).split('.');
  return groupThousands(int!) + (frac ? `.${frac}` : '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a date as yyyy-MM-dd HH:mm:ss (local time). Numbers (or digit strings) of 10 digits
 * are seconds, longer ones milliseconds; other strings are parsed as dates.
 */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'yyyy-MM-dd HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    d = new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  } else d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return pattern
    .replace('yyyy', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('dd', pad(d.getDate()))
    .replace('HH', pad(d.getHours()))
    .replace('mm', pad(d.getMinutes()))
    .replace('ss', pad(d.getSeconds()));
}
export { amountInWords, integerInWords, currencyWord } from './amount-words';

/**
 * The goods line under a part number: brand · name, the brand once (三星 · DDR4 颗粒; a name that already starts
 * with its brand, 三星 DDR4 颗粒, is shown as it is). Either part may be empty.
 */
export function brandedName(brandName: string | null | undefined, goodsName: string | null | undefined): string {
  const brand = (brandName ?? '').trim();
  const name = (goodsName ?? '').trim();
  if (!brand) return name;
  if (name.toLowerCase().startsWith(brand.toLowerCase())) return name;
  return name ? `${brand} · ${name}` : brand;
}
