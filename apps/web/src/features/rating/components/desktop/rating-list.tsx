import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { ListLoadError } from '@/components/desktop/list-load-error';
import './rating.css';

type Props = {
  query: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** How many rows are loaded (0 shows the empty state). */
  rowCount: number;
  empty: { testId: string; description: string };
  testId: string;
  children: ReactNode;
};

/** A desktop list of rating cards, page by page: loading, 获取数据失败 with 重新加载, its empty state, then the cards and 加载更多. */
export function RatingList({ query, rowCount, empty, testId, children }: Props) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError && !query.data) return <ListLoadError onRetry={query.refetch} />;
  if (rowCount === 0) return <Empty data-testid={empty.testId} description={empty.description} style={{ padding: '48px 0' }} />;
  return (
    <>
      <div className="pc-rating-list" data-testid={testId}>
        {children}
      </div>
      <div className="pc-rating-more">
        {query.hasNextPage ? (
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            加载更多
          </Button>
        ) : (
          <span>没有更多了</span>
        )}
      </div>
    </>
  );
}
