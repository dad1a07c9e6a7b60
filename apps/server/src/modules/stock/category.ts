import { searchTokens } from '@mts/shared/search';
import { decodePartNumber } from '../assistant/decode.ts';
import type { CategoryRow } from '../content/service.ts';

const fold = (s: string) => s.normalize('NFKC').toLowerCase().trim();

/**
 * The category of a stock line, inferred from its part number where the project already knows how (the assistant's
 * prefix decoder: K4A → DDR4, KLM → eMMC, M471A → DDR4 SODIMM …), else null. The decoded type names a leaf of the
 * catalogue: the whole type (LPDDR4/4X, eMMC, SPI NOR), else its last word (DDR4 SODIMM → SODIMM), matched against a
 * leaf's name or one of its tokens, and only when exactly one leaf matches (NAND, SSD name several: null).
 */
export function categoryInferrer(categories: CategoryRow[]): (goodsModel: string) => number | null {
  const parents = new Set(categories.map((c) => c.parentId).filter((id): id is number => id !== null));
  const leaves = categories.filter((c) => !parents.has(c.id)).map((c) => ({ id: c.id, name: fold(c.name), tokens: new Set(searchTokens(c.name)) }));
  const byType = new Map<string, number | null>();

  const leafFor = (type: string): number | null => {
    const whole = fold(type);
    const exact = leaves.filter((l) => l.name === whole);
    if (exact.length === 1) return exact[0]!.id;
    const last = whole.split(/[\s()]+/).filter(Boolean).pop() ?? '';
    if (!last) return null;
    const named = leaves.filter((l) => l.name === last || l.tokens.has(last));
    return named.length === 1 ? named[0]!.id : null;
  };

  return (goodsModel) => {
    const type = decodePartNumber(goodsModel)?.type;
    if (!type) return null;
    if (!byType.has(type)) byType.set(type, leafFor(type));
    return byType.get(type)!;
  };
}
