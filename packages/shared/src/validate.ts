/** Validation rules shared by the web forms and the server (spec section 5). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const SMS_CODE_RE = /^\d{4}$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
export const isSmsCode = (v: string) => SMS_CODE_RE.test(v);

/** 13812345678 → 138****5678 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Normalises a part number for matching: full-width folded, lower case, letters and digits only (no - / . : # + or spaces). */
export function normalizePartNumber(v: string): string {
  return v.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * GB 32100-2015 unified social credit code (统一社会信用代码): 18 characters from the 31-character set
 * 0-9 A-H J-N P-R T-U W-Y (no I O Z S V). Position 1 is the registering authority (1–9, A, N, Y), 2 the entity
 * type, 3–8 the administrative division (six digits), 9–17 the organisation code, 18 the check character:
 * C18 = 31 − (Σ Ci × Wi mod 31), with C18 = 0 when that is 31, over the weights
 * Wi = 3^(i−1) mod 31 (1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28). Upper case only.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE_RE = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

/** The GB 32100 check character of the first 17 characters, or null when one is outside the character set. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * CREDIT_CODE_WEIGHTS[i]!;
  }
  const c = 31 - (sum % 31);
  return CREDIT_CODE_CHARS[c === 31 ? 0 : c]!;
}

/** Whether a string is a well-formed unified social credit code with the right check character (GB 32100-2015). */
export function isCreditCode(code: string): boolean {
  return CREDIT_CODE_RE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
