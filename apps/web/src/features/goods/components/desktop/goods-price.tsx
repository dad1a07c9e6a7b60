import { priceLabel, type Priced } from '@/lib/price';
import './goods-price.css';

/** A listing's price: cents with the unit symbol, 目标价 before a demand's amount, 面议 without a price. */
export function GoodsPrice({ item, size = 'normal' }: { item: Priced; size?: 'normal' | 'large' }) {
  const { prefix, text, negotiable } = priceLabel(item);
  return (
    <span className={`pc-goods-price${size === 'large' ? ' is-large' : ''}${negotiable ? ' is-open' : ''}`}>
      {prefix && !negotiable ? <small>{prefix} </small> : null}
      {text}
    </span>
  );
}
