import { describe, expect, it } from 'vitest';
import { brandedName, formatDate, formatPieces, formatPrice, formatQuantity } from '../src/format';
import { isMobile, isSmsCode, maskMobile, normalizePartNumber } from '../src/validate';

describe('formatPrice', () => {
  it('shows the unit and two decimals from cents', () => {
    expect(formatPrice(1320, 10)).toBe('$13.20');
    expect(formatPrice(8200, 0)).toBe('¥82.00');
    expect(formatPrice(260)).toBe('¥2.60');
    expect(formatPrice(null, 10)).toBe('$--');
  });
  it('groups thousands like quantities', () => {
    expect(formatPrice(379265)).toBe('¥3,792.65');
    expect(formatPrice(123456789, 10)).toBe('$1,234,567.89');
    expect(formatPrice(100000)).toBe('¥1,000.00');
    expect(formatPrice(5)).toBe('¥0.05');
    expect(formatPrice(-150)).toBe('-¥1.50');
    expect(formatPrice(-92000000)).toBe('-¥920,000.00');
    expect(formatPrice(-1320, 10)).toBe('-$13.20');
    expect(formatPrice(-0.4)).toBe('¥0.00');
    expect(formatPrice(0)).toBe('¥0.00');
  });
});

describe('formatQuantity', () => {
  it('groups thousands', () => {
    expect(formatQuantity(10000)).toBe('10,000');
    for (const n of [0, 7, 999, 1000, 1234567, 12.5, 1234.5, -4321, -100]) expect(formatQuantity(n), String(n)).toBe(n.toLocaleString('en-US'));
    expect(formatQuantity(undefined)).toBe('--');
  });
  it('counts parts in one unit word, 片', () => {
    expect(formatPieces(2400)).toBe('2,400 片');
    expect(formatPieces(10000)).toBe('10,000 片');
    expect(formatPieces(500)).toBe('500 片');
  });
});

describe('brandedName', () => {
  it('shows the brand once', () => {
    expect(brandedName('三星', 'DDR4 颗粒')).toBe('三星 · DDR4 颗粒');
    expect(brandedName('三星', '三星 DDR4 8Gb 颗粒')).toBe('三星 DDR4 8Gb 颗粒');
    expect(brandedName('Samsung', 'SAMSUNG DDR4')).toBe('SAMSUNG DDR4');
    expect(brandedName('', 'DDR4 颗粒')).toBe('DDR4 颗粒');
    expect(brandedName('三星', '')).toBe('三星');
    expect(brandedName(null, undefined)).toBe('');
  });
});

describe('formatDate', () => {
  const local = new Date(2026, 10, 22, 9, 5, 7);
  it('formats yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDate(local)).toBe('2026-11-22 09:05:07');
  });
  it('reads 10-digit numbers as seconds and longer ones as milliseconds', () => {
    const s = Math.floor(local.getTime() / 1000);
    expect(formatDate(s)).toBe('2026-11-22 09:05:07');
    expect(formatDate(String(s))).toBe('2026-11-22 09:05:07');
    expect(formatDate(local.getTime())).toBe('2026-11-22 09:05:07');
  });
  it('returns empty text for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('supports a shorter pattern', () => {
    expect(formatDate(local, 'yyyy-MM-dd')).toBe('2026-11-22');
  });
});

describe('validation rules', () => {
  it('accepts mobiles starting 1[3-9] with 11 digits', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('12812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
    expect(isMobile('138123456789')).toBe(false);
  });
  it('accepts 4-digit SMS codes only', () => {
    expect(isSmsCode('1234')).toBe(true);
    expect(isSmsCode('123')).toBe(false);
    expect(isSmsCode('12a4')).toBe(false);
  });
  it('masks mobiles', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
  it('normalises part numbers', () => {
    expect(normalizePartNumber('K4A8G165WC-BCTD')).toBe('k4a8g165wcbctd');
    expect(normalizePartNumber('MT40A1G16TB-062E:F')).toBe('mt40a1g16tb062ef');
  });
});
