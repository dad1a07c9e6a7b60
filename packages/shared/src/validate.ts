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
