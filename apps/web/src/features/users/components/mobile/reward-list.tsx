import Skeleton from 'antd-mobile/es/components/skeleton';
import { Msg } from '@mts/shared/messages';
import { formatDate } from '@mts/shared/format';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { InfiniteListFooter } from '@/components/mobile/infinite-list-footer';
import { loadedRows } from '@/lib/infinite';
import { useRewardInfinite } from '../../api/get-reward-list';
import styles from './wallet.module.css';

/** antd-mobile's ErrorBlock with only the empty illustration (the stock one bundles all four). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

const KIND_LABEL = { jf: '积分', jb: '金币' } as const;

/** 积分/金币明细: the reward history, loaded as the user scrolls; 没有更多了 at the end. */
export function RewardList() {
  const query = useRewardInfinite();
  const rows = loadedRows(query.data);

  if (query.isPending) return <Skeleton.Paragraph lineCount={4} animated className={styles.skeleton} />;
  if (query.isError && !query.data) {
    return (
      <button type="button" className={styles.status} onClick={() => void query.refetch()} data-testid="reward-list-failed">
        {Msg.listLoadFailed}
      </button>
    );
  }
  if (rows.length === 0) return <ErrorBlock status="empty" title={Msg.empty} description="" className={styles.empty} data-testid="reward-list-empty" />;

  return (
    <>
      <ul className={styles.rewardList} data-testid="reward-list">
        {rows.map((row) => (
          <li key={row.id} className={styles.rewardRow} data-testid="reward-item">
            <span className={styles.rewardMain}>
              <span className={styles.rewardReason}>{row.reason}</span>
              <span className={styles.rewardTime}>{formatDate(row.createTime)}</span>
            </span>
            <span className={styles.rewardSide}>
              <span className={row.amount >= 0 ? styles.gain : styles.spend}>
                {row.amount >= 0 ? '+' : ''}
                {row.amount} {KIND_LABEL[row.kind]}
              </span>
              <span className={styles.rewardTime}>余 {row.balanceAfter}</span>
            </span>
          </li>
        ))}
      </ul>
      <InfiniteListFooter
        fetchNextPage={query.fetchNextPage}
        hasNextPage={query.hasNextPage}
        classNames={{ failed: styles.status, loading: styles.loading, finished: styles.loading }}
      />
    </>
  );
}
