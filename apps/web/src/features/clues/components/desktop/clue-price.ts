import { GoodsType } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';

/** A lead's price: 货源 with 含税/不含税, 求购 as its target price or 面议. */
export function cluePriceText(c: { type: number; priceMin: number | null; priceUnit: number; taxIncluded?: boolean }): string {
  if (c.priceMin === null) return '面议';
  const price = formatPrice(c.priceMin, c.priceUnit);
  if (c.type === GoodsType.Demand) return `目标价 ${price}`;
  return c.taxIncluded === undefined ? price : `${price}（${c.taxIncluded ? '含税' : '不含税'}）`;
}
