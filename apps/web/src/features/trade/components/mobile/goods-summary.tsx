import { brandedName, formatPieces } from '@mts/shared/format';
import type { GoodsDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { priceLabel } from '@/lib/price';
import styles from './trade.module.css';

/** The goods on /buy: image, part number, name, brand, price with its unit, MOQ and what is available. */
export function GoodsSummary({ goods, demand }: { goods: GoodsDetail; demand: boolean }) {
  const price = priceLabel(goods);
  return (
    <div className={styles.goodsCard} data-testid="buy-goods">
      <SafeImage src={goods.goodsImage} alt={goods.goodsModel} />
      <div className={styles.goodsMain}>
        <p className={styles.goodsModel}>{goods.goodsModel}</p>
        <p className={styles.goodsName}>{brandedName(goods.brandName, goods.goodsName)}</p>
        <div className={styles.goodsPrice} data-testid="buy-price">
          {price.prefix && <small>{price.prefix} </small>}
          {price.text}
          {!price.negotiable && <small>/ 片</small>}
        </div>
        <div className={styles.goodsMeta}>
          {demand ? `求购 ${formatPieces(goods.quantity)}` : `起订量 ${formatPieces(Math.max(1, goods.moq))} · 可售 ${formatPieces(goods.quantity)}`}
        </div>
      </div>
    </div>
  );
}
