import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '../src/format';

const yuan = (v: number) => amountInWords(Math.round(v * 100), 0);
const dollars = (v: number) => amountInWords(Math.round(v * 100), 10);

describe('大写金额 (amountInWords)', () => {
  it('zero, tens, hundreds and the issue\'s example', () => {
    expect(yuan(0)).toBe('零元整');
    expect(dollars(0)).toBe('零美元整');
    expect(yuan(10)).toBe('壹拾元整');
    expect(yuan(100)).toBe('壹佰元整');
    expect(dollars(24216)).toBe('贰万肆仟贰佰壹拾陆美元整');
    expect(yuan(24216)).toBe('贰万肆仟贰佰壹拾陆元整');
  });

  it('角 and 分: 整 only when there are none; 零 before 分 when 角 is zero', () => {
    expect(yuan(100.5)).toBe('壹佰元伍角');
    expect(yuan(1000000.07)).toBe('壹佰万元零柒分');
    expect(yuan(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(yuan(0.07)).toBe('柒分');
    expect(yuan(0.5)).toBe('伍角');
    for (const v of [100.5, 1000000.07, 1234.56]) expect(yuan(v)).not.toContain('整');
  });

  it('dollars: the cents as 美分', () => {
    expect(dollars(100.5)).toBe('壹佰美元伍拾美分');
    expect(dollars(1000000.07)).toBe('壹佰万美元柒美分');
    expect(dollars(0.07)).toBe('柒美分');
  });

  it('万 / 亿 zero rules: one 零 for a run of zeros, none at the end, groups kept across empty groups', () => {
    expect(yuan(10001)).toBe('壹万零壹元整');
    expect(yuan(1000000)).toBe('壹佰万元整');
    expect(yuan(10010)).toBe('壹万零壹拾元整');
    expect(yuan(101000)).toBe('壹拾万壹仟元整');
    expect(yuan(1001000)).toBe('壹佰万壹仟元整');
    expect(yuan(100000001)).toBe('壹亿零壹元整');
    expect(yuan(100010000)).toBe('壹亿零壹万元整');
    expect(yuan(120000000)).toBe('壹亿贰仟万元整');
    expect(integerInWords(1_0000_0000_0000)).toBe('壹万亿');
    expect(integerInWords(1_5000_0000_0000)).toBe('壹万伍仟亿');
    expect(integerInWords(1_0000_0000_0001)).toBe('壹万亿零壹');
  });

  it('refuses what is not whole cents', () => {
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});
