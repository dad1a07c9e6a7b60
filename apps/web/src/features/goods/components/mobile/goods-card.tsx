import type { GoodsListItem } from '@mts/shared/schemas';
import { formatPieces } from '@mts/shared/format';
import { SafeImage } from '@/components/safe-image';
import { CompanyBadge } from '@/components/company-badge';
import { priceLabel } from '@/lib/price';
import { GoodsTypeBadge } from './goods-type-badge';
import { HighlightText } from './highlight-text';
import styles from './goods-card.module.css';

type GoodsCardProps = { goods: GoodsListItem; onOpen: (goodsId: number) => void; /** Search keyword whose matches are marked. */ highlight?: string };

/** A supply or demand listing in a list: part number first, as traders key quotes by it. */
export function GoodsCard({ goods, onOpen, highlight }: GoodsCardProps) {
  const price = priceLabel(goods);
  const subtitle = goods.goodsName || goods.deputyTitle;
  const tags = [goods.brandName, goods.dateCode, goods.condition].filter(Boolean);
  return (
    <div
      role="link"
      tabIndex={0}
      className={styles.card}
      data-testid="goods-item"
      onClick={() => onOpen(goods.goodsId)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(goods.goodsId);
      }}
    >
      <div className={styles.thumb}>
        <SafeImage src={goods.goodsImage} alt={goods.goodsModel} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <span className={styles.model}>
            <HighlightText text={goods.goodsModel} keyword={highlight} />
          </span>
          <GoodsTypeBadge type={goods.type} />
        </div>
        {subtitle && (
          <div className={styles.subtitle}>
            <HighlightText text={subtitle} keyword={highlight} />
          </div>
        )}
        {tags.length > 0 && (
          <div className={styles.tags}>
            {tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                <HighlightText text={tag} keyword={highlight} />
              </span>
            ))}
          </div>
        )}
        <div className={styles.priceRow}>
          <span className={styles.price} data-testid="goods-price">
            {price.prefix && <span className={styles.pricePrefix}>{price.prefix}</span>}
            <span className={price.negotiable ? styles.negotiable : undefined}>{price.text}</span>
          </span>
          <span className={styles.quantity}>{formatPieces(goods.quantity)}</span>
        </div>
        {goods.deliveryPlace && <div className={styles.place}>交货地：{goods.deliveryPlace}</div>}
        <CompanyBadge company={goods.company} />
      </div>
    </div>
  );
}
