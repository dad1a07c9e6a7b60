import { GoodsType } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';

/** A lead's price as traders read it: supply price (含税/不含税), demand target price or 面议. */
export function cluePriceText(clue: { type: number; priceMin: number | null; priceUnit: number; taxIncluded?: boolean }) {
  if (clue.priceMin === null) return clue.type === GoodsType.Demand ? '面议' : '--';
  const price = formatPrice(clue.priceMin, clue.priceUnit);
  if (clue.type === GoodsType.Demand) return `目标价 ${price}`;
  return clue.taxIncluded === undefined ? price : `${price}（${clue.taxIncluded ? '含税' : '不含税'}）`;
}

/** Badge colour by status: awaiting dispatch is the one the owner can still change. */
export const clueStatusTone = (status: number) => (status === 0 ? 'wait' : status === 90 ? 'off' : 'done');
