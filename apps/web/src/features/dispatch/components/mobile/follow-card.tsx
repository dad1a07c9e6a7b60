import { FollowType, GoodsType } from '@mts/shared/constants';
import { brandedName, formatDate, formatPieces } from '@mts/shared/format';
import type { FollowItem } from '@mts/shared/schemas';
import { FollowStatus, followMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import { cluePriceText } from '@/lib/price';
import { followKindText } from '../../model/follow-actions';
import { releaseText } from '../../model/pool';
import styles from './dispatch.module.css';

/** A follow item's price with its unit (求购 reads 目标价), or 面议. */
export const followPriceText = (item: Pick<FollowItem, 'goodsPrice' | 'goodsPriceUnit' | 'clueType'>) =>
  cluePriceText({ priceMin: item.goodsPrice, priceUnit: item.goodsPriceUnit, type: item.clueType ?? undefined });

/** 货源 / 求购 of a lead. */
export function LeadTypeBadge({ type }: { type: number | null }) {
  const demand = type === GoodsType.Demand;
  return <span className={`${styles.badge} ${demand ? styles.demand : styles.supply}`}>{demand ? '求购' : '货源'}</span>;
}

/**
 * One of my follow items: part number, status, brand and name, price and quantity, its kind (线索 · 卖方) and
 * when it was grabbed; a pending lead not yet followed up says when it goes back to the pool.
 */
export function FollowCard({ item, onOpen }: { item: FollowItem; onOpen: (item: FollowItem) => void }) {
  const lead = item.type === FollowType.Clue;
  const release = item.status === FollowStatus.Pending && lead ? releaseText(item.releaseAt) : null;
  return (
    <button type="button" className={styles.card} data-testid="follow-item" data-id={item.id} onClick={() => onOpen(item)}>
      <div className={styles.head}>
        <span className={styles.title}>
          {lead && <LeadTypeBadge type={item.clueType} />}
          <span className={styles.model}>{item.goodsModel || item.orderNo}</span>
        </span>
        <StatusBadge machine={followMachine} status={item.status} text={item.statusText} testId="follow-item-status" />
      </div>
      <div className={styles.meta}>{brandedName(item.brandName, item.goodsName)}</div>
      {!lead && (item.sellerName || item.buyerName) && (
        <div className={styles.meta}>
          {item.orderNo && `${item.orderNo} · `}卖方 {item.sellerName || '—'} · 买方 {item.buyerName || '—'}
        </div>
      )}
      <div className={styles.foot}>
        <span className={styles.price}>{followPriceText(item)}</span>
        <span className={styles.qty}>{formatPieces(item.goodsQuantity)}</span>
      </div>
      <div className={styles.time}>
        <span>{followKindText(item)}</span>
        <span>抢单于 {formatDate(item.createTime, 'yyyy-MM-dd HH:mm')}</span>
      </div>
      {release && (
        <div className={styles.release} data-testid="follow-item-release">
          {release}
        </div>
      )}
    </button>
  );
}
