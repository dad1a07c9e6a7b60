import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useRewardInfinite } from '../../api/get-reward-list';
import { REWARD_FILTERS, rewardRowView, type RewardKind } from '../../model/rewards';
import { RowFoot } from './request-list';
import styles from './wallet.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** 积分与金币明细: points and coins earned (a completed order earns both), filtered by kind, each linked to its order. */
export function RewardPane({ kind, onKind }: { kind: RewardKind | undefined; onKind: (kind: RewardKind | undefined) => void }) {
  const query = useRewardInfinite(kind);
  const rows = loadedRows(query.data).map(rewardRowView);
  return (
    <div data-testid="reward-pane">
      <div className={styles.segments} role="radiogroup" data-testid="reward-filter">
        {REWARD_FILTERS.map((f) => (
          <button key={f.value} type="button" role="radio" aria-checked={(kind ?? '') === f.value} className={`${styles.segment} ${(kind ?? '') === f.value ? styles.segmentOn : ''}`} onClick={() => onKind(f.value || undefined)}>
            {f.label}
          </button>
        ))}
      </div>
      <PagedList query={query} rowCount={rows.length} empty={<ErrorBlock status="empty" title="暂无积分金币明细" description="" className={styles.empty} data-testid="reward-list-empty" />}>
        <ul className={styles.list} data-testid="reward-list">
          {rows.map((r) => (
            <li key={r.id} className={styles.row} data-testid="reward-item">
              <div className={styles.rowTop}>
                <span className={styles.rowTitle}>{r.reason}</span>
                <span className={r.direction === 'in' ? styles.in : styles.out}>{r.change}</span>
              </div>
              <RowFoot row={r} testId="reward-order">
                <span>
                  {r.kindLabel}余额 {r.balanceAfter}
                </span>
              </RowFoot>
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
