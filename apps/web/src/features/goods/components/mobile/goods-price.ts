import { GoodsType } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';

/** What a listing shows as its price: supply shows the price, demand its target price or 面议 when none is given. */
export function goodsPriceLabel(goods: { type: number; priceMin: number | null; priceUnit: number }) {
  const demand = goods.type === GoodsType.Demand;
  const negotiable = goods.priceMin === null;
  return {
    prefix: demand ? '目标价' : '',
    text: negotiable ? '面议' : formatPrice(goods.priceMin, goods.priceUnit),
    negotiable,
  };
}
