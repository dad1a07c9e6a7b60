import type { GoodsListItem } from '@mts/shared/schemas';

/** The listing's name without its leading brand: "三星 DDR4 8Gb x16 2666 颗粒" → "DDR4 8Gb x16 2666 颗粒". */
export function specText(item: Pick<GoodsListItem, 'goodsName' | 'brandName'>): string {
  const name = item.goodsName.trim();
  return item.brandName && name.startsWith(item.brandName) ? name.slice(item.brandName.length).trim() : name;
}
