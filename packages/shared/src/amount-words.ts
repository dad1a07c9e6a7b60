import { PriceUnit } from './constants';

/**
 * 大写金额: an amount in integer cents written out in Chinese financial numerals, as a contract states it
 * (¥24,216.00 → 贰万肆仟贰佰壹拾陆元整; $24,216.00 → 贰万肆仟贰佰壹拾陆美元整). Rules:
 * - digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟 within a group of four, groups 万 and 亿 (万亿 above);
 * - one 零 for any run of zeros between non-zero digits, also across groups (10001 → 壹万零壹,
 *   100010000 → 壹亿零壹万), none for zeros closing a group (101000 → 壹拾万壹仟) or at the end (1000000 → 壹佰万);
 * - 人民币: 角 and 分; 零 before 分 when 角 is zero and there are whole 元 (1000000.07 → 壹佰万元零柒分);
 * - 美元: the cents as 美分 (100.50 → 壹佰美元伍拾美分);
 * - 整 only when there are no 角 and 分 (no cents); zero is 零元整 / 零美元整.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
/** The group names at positions 4, 8, 12 (10^12 is 万亿: 壹万伍仟亿). */
const GROUPS = ['', '万', '亿', '万'];

/** A whole number (≥ 0, < 10^16) in financial numerals; 0 → ''. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e16) throw new RangeError(`integerInWords: ${n}`);
  const digits = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  let groupHas = false;
  digits.forEach((d, i) => {
    const p = digits.length - 1 - i;
    if (d === 0) {
      if (out) zero = true;
    } else {
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d]! + UNITS[p % 4]!;
      groupHas = true;
    }
    if (p > 0 && p % 4 === 0) {
      // 亿 stands even over an empty group when a 万亿 group came before it (壹万伍仟亿).
      // Zeros ending a group are not read (101000 → 壹拾万壹仟).
      if (groupHas || (p === 8 && out)) {
        out += GROUPS[p / 4]!;
        zero = false;
      }
      groupHas = false;
    }
  });
  return out;
}

/** The currency's name in words: 美元 for $ (10), 元 (人民币) otherwise. */
export const currencyWord = (priceUnit: number) => (priceUnit === PriceUnit.Dollar ? '美元' : '元');

/** 大写金额 of an amount in cents in the contract's currency (0 ¥ 人民币, 10 $ 美元). */
export function amountInWords(cents: number, priceUnit: number = PriceUnit.Yuan): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amountInWords: ${cents}`);
  const whole = Math.floor(cents / 100);
  const frac = cents % 100;
  const unit = currencyWord(priceUnit);
  const head = whole > 0 ? `${integerInWords(whole)}${unit}` : '';
  if (frac === 0) return `${head || `零${unit}`}整`;
  if (priceUnit === PriceUnit.Dollar) return `${head}${integerInWords(frac)}美分`;
  const jiao = Math.floor(frac / 10);
  const fen = frac % 10;
  const jiaoText = jiao ? `${DIGITS[jiao]}角` : head && fen ? '零' : '';
  return `${head}${jiaoText}${fen ? `${DIGITS[fen]}分` : ''}`;
}
