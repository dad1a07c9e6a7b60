import { GoodsType } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';

/**
 * How a listing's or a lead's price reads, for both apps (goods cards, tables, details, my leads). A price is
 * integer cents with a unit; no price (null) is 面议 — the contract's meaning of a null priceMin (a 求购 without
 * a target price; a 货源 always has one).
 */
export const NEGOTIABLE = '面议';

/** A listing or a lead: goods lists say `goodsType`, goods details and leads say `type`. */
export type Priced = { priceMin: number | null | undefined; priceUnit: number; type?: number; goodsType?: number };

/** 求购 (demand), whichever field names the type. */
export const isDemand = (item: { goodsType?: number; type?: number }) => (item.goodsType ?? item.type) === GoodsType.Demand;

/** The parts a price shows: a 目标价 prefix for demand, the amount or 面议, and whether it is 面议. */
export function priceLabel(item: Priced): { prefix: '目标价' | ''; text: string; negotiable: boolean } {
  const negotiable = item.priceMin === null || item.priceMin === undefined;
  return {
    prefix: isDemand(item) ? '目标价' : '',
    text: negotiable ? NEGOTIABLE : formatPrice(item.priceMin, item.priceUnit),
    negotiable,
  };
}

/**
 * A lead's price on one line: 货源 `¥13.20（含税）` (the tax note when known), 求购 `目标价 $13.20`, or 面议.
 * `targetPrefix: false` leaves 目标价 out where the field's label already says it.
 */
export function cluePriceText(clue: Priced & { taxIncluded?: boolean }, { targetPrefix = true } = {}): string {
  const { prefix, text, negotiable } = priceLabel(clue);
  if (negotiable) return text;
  if (prefix) return targetPrefix ? `${prefix} ${text}` : text;
  return clue.taxIncluded === undefined ? text : `${text}（${clue.taxIncluded ? '含税' : '不含税'}）`;
}
