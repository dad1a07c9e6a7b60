/**
 * Money typed in yuan or dollars (up to 2 decimals) → integer cents; NaN for anything else (empty, 1.234, 1e3),
 * which the shared schemas report with their own message. Cents → the text an input starts from.
 */
export function centsFromText(text: string): number {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const textFromCents = (cents: number | null | undefined) => {
  if (cents === null || cents === undefined) return '';
  const fraction = cents % 100;
  return fraction === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(fraction).padStart(2, '0')}`;
};

/** A whole quantity typed as text → the number, NaN when not a plain integer. */
export const intFromText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
