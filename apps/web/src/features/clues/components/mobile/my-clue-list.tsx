import Button from 'antd-mobile/es/components/button';
import { Limits } from '@mts/shared/constants';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useMyCluesInfinite } from '../../api/get-my-clues';
import { MyClueCard } from './my-clue-card';
import styles from './my-clues.module.css';

type MyClueListProps = { type: 1 | 2; onOpen: (id: number) => void; onPublish: () => void };

/** 我的信息: the caller's leads of one type, page by page; empty shows 暂无数据 with 去发布. */
export function MyClueList({ type, onOpen, onPublish }: MyClueListProps) {
  const query = useMyCluesInfinite({ type, pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  return (
    <PagedRows
      query={query}
      className={styles.list}
      testId="my-clues"
      empty={
        <EmptyBlock
          className={styles.empty}
          testId="my-clues-empty"
          description="发布货源或求购后，会在这里看到它的派单进度"
          action={
            <Button color="primary" shape="rounded" className={styles.emptyButton} onClick={onPublish} data-testid="my-clues-publish">
              去发布
            </Button>
          }
        />
      }
    >
      {(clue) => <MyClueCard key={clue.id} clue={clue} onOpen={onOpen} />}
    </PagedRows>
  );
}
