import styles from './seller-mark.module.css';

/** 4.8 分, or 暂无评分. */
export const ratingText = (rating: number | null) => (rating === null ? '暂无评分' : `${rating.toFixed(1)} 分`);

/**
 * The seller as a BOM offer or an RFQ quote names him (plain markup, both apps): 企业认证 when his company is
 * verified, its name, his rating.
 */
export function SellerMark({ name, verified, rating, className }: { name: string; verified: boolean; rating: number | null; className?: string }) {
  return (
    <span className={`${styles.seller} ${className ?? ''}`} data-testid="seller">
      {verified && (
        <span className={styles.mark} data-testid="seller-verified">
          企业认证
        </span>
      )}
      <span className={styles.name}>{name || '个人卖家'}</span>
      <span className={`${styles.rating} ${rating === null ? styles.none : ''}`}>★ {ratingText(rating)}</span>
    </span>
  );
}
