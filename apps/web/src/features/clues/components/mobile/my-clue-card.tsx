import { CompanyBadge } from '@/components/company-badge';
import type { ClueRecord } from '@mts/shared/schemas';
import { brandedName, formatDate, formatPieces } from '@mts/shared/format';
import { cluePriceText } from '@/lib/price';
import { leadMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './my-clues.module.css';

/** One of my leads: status, part number, brand, quantity, price and when it was published. */
export function MyClueCard({ clue, onOpen }: { clue: ClueRecord; onOpen: (id: number) => void }) {
  return (
    <button type="button" className={styles.card} data-testid="my-clue" onClick={() => onOpen(clue.id)}>
      <div className={styles.head}>
        <span className={styles.model}>{clue.goodsModel}</span>
        <StatusBadge machine={leadMachine} status={clue.status} text={clue.statusText} testId="my-clue-status" />
      </div>
      <div className={styles.meta}>
        {[brandedName(clue.brandName, clue.goodsName), clue.dateCode, clue.condition].filter(Boolean).join(' · ')}
      </div>
      <div className={styles.foot}>
        <span className={styles.price}>{cluePriceText(clue)}</span>
        <span className={styles.qty}>{formatPieces(clue.quantity)}</span>
      </div>
      <CompanyBadge company={clue.company} />
      <div className={styles.time}>{formatDate(clue.createTime, 'yyyy-MM-dd HH:mm')}</div>
    </button>
  );
}
