import { GoodsType } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import './goods-price.css';

type Priced = { priceMin: number | null; priceUnit: number; goodsType?: number; type?: number };

/** Price text for a listing: cents with the unit symbol; a demand listing shows its target price; no price is 面议. */
export function goodsPriceText(item: Priced): string {
  if (item.priceMin === null || item.priceMin === undefined) return '面议';
  return formatPrice(item.priceMin, item.priceUnit);
}

export const isDemand = (item: { goodsType?: number; type?: number }) => (item.goodsType ?? item.type) === GoodsType.Demand;

export function GoodsPrice({ item, size = 'normal' }: { item: Priced; size?: 'normal' | 'large' }) {
  const text = goodsPriceText(item);
  return (
    <span className={`pc-goods-price${size === 'large' ? ' is-large' : ''}${text === '面议' ? ' is-open' : ''}`}>
      {isDemand(item) && text !== '面议' ? <small>目标价 </small> : null}
      {text}
    </span>
  );
}
