import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import type { FollowItem } from '@mts/shared/schemas';
import type { FollowStatusCode } from '@mts/shared/status';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useMyFollowsInfinite } from '../../api/get-my-follows';
import { FollowCard } from './follow-card';
import styles from './dispatch.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type MyFollowListProps = {
  /** The tab's follow status; undefined = 全部. */
  status: FollowStatusCode | undefined;
  onOpen: (item: FollowItem) => void;
};

/** My follow items of one status tab, 10 a page as the user scrolls (spec: follow list 10, load delay 300 ms). */
export function MyFollowList({ status, onOpen }: MyFollowListProps) {
  const query = useMyFollowsInfinite({ pageSize: Limits.followPageSize, ...(status ? { status } : {}) }, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);

  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <ErrorBlock status="empty" title={Msg.empty} description="" className={styles.empty} data-testid="follow-empty" />
      }
    >
      <div className={styles.list} data-testid="follow-list">
        {rows.map((item) => (
          <FollowCard key={item.id} item={item} onOpen={onOpen} />
        ))}
      </div>
    </PagedList>
  );
}
