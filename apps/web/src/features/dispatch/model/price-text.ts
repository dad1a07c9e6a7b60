import { FollowType, GoodsType } from '@mts/shared/constants';
import { cluePriceText } from '@/lib/price';

/** A pool lead's price with its unit: `$13.20`, `目标价 ¥8.00` for a 求购, or 面议. */
export const leadPriceText = (lead: { priceMin: number | null; priceUnit: number; type: number }) => cluePriceText(lead);

/** An intention order's unit price with its unit, or 面议. */
export const preOrderPriceText = (order: { price: number | null; priceUnit: number }) => cluePriceText({ priceMin: order.price, priceUnit: order.priceUnit });

/** A follow item's price: a lead item reads like its lead (clueType 1 supply, otherwise demand), a trade item plainly. */
export function followPriceText(item: { type: number; clueType: number | null; goodsPrice: number | null; goodsPriceUnit: number }) {
  const type = item.type === FollowType.Clue ? (item.clueType === GoodsType.Supply ? GoodsType.Supply : GoodsType.Demand) : undefined;
  return cluePriceText({ priceMin: item.goodsPrice, priceUnit: item.goodsPriceUnit, type });
}
