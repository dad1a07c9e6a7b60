import { Limits } from '@mts/shared/constants';
import type { FollowItem } from '@mts/shared/schemas';
import type { FollowStatusCode } from '@mts/shared/status';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useMyFollowsInfinite } from '../../api/get-my-follows';
import { FollowCard } from './follow-card';
import styles from './dispatch.module.css';

type MyFollowListProps = {
  /** The tab's follow status; undefined = 全部. */
  status: FollowStatusCode | undefined;
  onOpen: (item: FollowItem) => void;
};

/** My follow items of one status tab, 10 a page as the user scrolls (spec: follow list 10, load delay 300 ms). */
export function MyFollowList({ status, onOpen }: MyFollowListProps) {
  const query = useMyFollowsInfinite({ pageSize: Limits.followPageSize, ...(status ? { status } : {}) }, Limits.listLoadDelayMs);
  return (
    <PagedRows query={query} className={styles.list} testId="follow-list" empty={<EmptyBlock className={styles.empty} testId="follow-empty" description="" />}>
      {(item) => <FollowCard key={item.id} item={item} onOpen={onOpen} />}
    </PagedRows>
  );
}
