/**
 * 加入购物车 while logged out (issue 22): the login comes back to the product page with the asked quantity in the
 * query (?addToCart=500); the page adds it once and drops the query (replace), so a reload never adds it again.
 */
export const CART_INTENT_PARAM = 'addToCart';

/** The page to come back to after logging in: `path` (with its query) asking to add `quantity`. */
export function withCartIntent(path: string, quantity: number): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(CART_INTENT_PARAM, String(quantity));
  return `${pathname}?${params.toString()}`;
}

/** The quantity asked for in `search` (a whole number of at least 1), else null. */
export function cartIntent(search: string): number | null {
  const value = new URLSearchParams(search).get(CART_INTENT_PARAM);
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** `search` without the intent, as "?a=b" or "". */
export function withoutCartIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_INTENT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The asked quantity within the buy-now bounds (MOQ … available). */
export const clampQuantity = (n: number, { min, max }: { min: number; max: number }) => Math.max(min, Math.min(n, Math.max(min, max)));
