import { GoodsType } from '@mts/shared/constants';
import styles from './goods-card.module.css';

/** 货源 (supply) or 求购 (demand). */
export function GoodsTypeBadge({ type }: { type: number }) {
  const demand = type === GoodsType.Demand;
  return <span className={`${styles.badge} ${demand ? styles.badgeDemand : styles.badgeSupply}`}>{demand ? '求购' : '货源'}</span>;
}
