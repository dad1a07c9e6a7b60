import type { BrandMatcher, BrandRef } from './types.ts';

/** Brand names compared without case, width, spaces and punctuation: `SK hynix`, `SK-Hynix` and `skhynix` are one. */
const key = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s\-_.·,&]+/g, '');

/**
 * A matcher of brands as lists write them (SAMSUNG, 三星, SEC; HYNIX, 海力士, SKH; MICRON, 镁光) to the brand table:
 * its 中文名, English name and aliases. The first brand holding a name keeps it. Unknown text → null.
 */
export function brandMatcher(brands: BrandRef[]): BrandMatcher {
  const byName = new Map<string, { id: number; name: string }>();
  for (const b of brands)
    for (const n of [b.name, b.nameEn, ...b.aliases]) {
      const k = key(n);
      if (k && !byName.has(k)) byName.set(k, { id: b.id, name: b.name });
    }
  return (text) => byName.get(key(text)) ?? null;
}
