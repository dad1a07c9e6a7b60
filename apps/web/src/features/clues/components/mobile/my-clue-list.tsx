import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useMyCluesInfinite } from '../../api/get-my-clues';
import { MyClueCard } from './my-clue-card';
import styles from './my-clues.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type MyClueListProps = { type: 1 | 2; onOpen: (id: number) => void; onPublish: () => void };

/** 我的信息: the caller's leads of one type, page by page; empty shows 暂无数据 with 去发布. */
export function MyClueList({ type, onOpen, onPublish }: MyClueListProps) {
  const query = useMyCluesInfinite({ type, pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);

  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <div className={styles.empty} data-testid="my-clues-empty">
          <ErrorBlock status="empty" title={Msg.empty} description="发布货源或求购后，会在这里看到它的派单进度" />
          <Button color="primary" shape="rounded" className={styles.emptyButton} onClick={onPublish} data-testid="my-clues-publish">
            去发布
          </Button>
        </div>
      }
    >
      <div className={styles.list} data-testid="my-clues">
        {rows.map((clue) => (
          <MyClueCard key={clue.id} clue={clue} onOpen={onOpen} />
        ))}
      </div>
    </PagedList>
  );
}
