import { formatPrice } from '@mts/shared/format';

/**
 * How the 行情 figures read on both apps (the texts of changes and badges are @mts/shared/market's `formatChange` and
 * `marketBadgeText`, shared with the server's answers). Prices travel as integer cents with their currency (0 ¥,
 * 10 $, never mixed). Chinese market colours: a rise is red, a fall green.
 */
export const marketPrice = (cents: number | null | undefined, currency: number) => (cents === null || cents === undefined ? '—' : formatPrice(cents, currency));

/** The tone of a change: 'up' (red), 'down' (green) or 'flat' (also for no figure). */
export function changeTone(change: number | null | undefined): 'up' | 'down' | 'flat' {
  if (change === null || change === undefined || !Number.isFinite(change) || Math.abs(change) < 0.0005) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/** An index value (rebased to 1000 on its first day): 1,023.4; — without one. */
export function indexValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const [int, frac] = (Math.round(value * 10) / 10).toFixed(1).split('.');
  return `${int!.replace(/\B(?=(\d{3})+$)/g, ',')}.${frac}`;
}

/** A part's 行情 page: /market/K4A8G165WC-BCTD?currency=10 (the part number encoded: it may carry '/', '#' or spaces; /market/alerts is the alerts page, a static route that wins over the part's). */
export const partPath = (base: '' | '/pc', model: string, currency?: number) =>
  `${base}/market/${encodeURIComponent(model)}${currency ? `?currency=${currency}` : ''}`;

/** A yuan/dollar amount typed by a trader ('12.5', '¥12.50', '1,200') → cents; null when it is not a positive amount. */
export function amountToCents(text: string): number | null {
  const clean = text.replace(/[¥$,，\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return cents > 0 ? cents : null;
}
