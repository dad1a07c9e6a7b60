import { DELIVERY_PLACES } from '@mts/shared/messages';
import { fold } from '../cells.ts';

/** A 交货地 as written → the place as listings store it: `HK`, `Hong Kong`, `香港交货` → 香港; other text as written. */
export function normalizePlace(text: string): string {
  const s = fold(text).replace(/(?:交货|交付|发货)$/, '');
  const known = DELIVERY_PLACES.find((p) => p.name === s || p.aliases.some((a) => a.replace(/\s+/g, '') === s));
  return known ? known.name : text;
}

/** The delivery place a 描述 / 备注 names (`原装 香港交货`, `HK stock`); null when none. */
export function placeIn(remark: string): string | null {
  if (!remark) return null;
  const zh = remark.normalize('NFKC');
  const lower = zh.toLowerCase();
  for (const p of DELIVERY_PLACES) {
    if (new RegExp(`${p.name}(?:交货|交付|发货|现货|仓|库存)`).test(zh)) return p.name;
    if (p.aliases.some((a) => new RegExp(`\\b${a}\\s*(?:delivery|stock|warehouse)\\b|\\b(?:ex|in|at)\\s+${a}\\b`).test(lower))) return p.name;
  }
  return null;
}
