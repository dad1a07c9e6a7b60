import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { GoodsSearchQuery } from '@mts/shared/schemas';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { InfiniteListFooter } from '@/components/mobile/infinite-list-footer';
import { loadedRows } from '@/lib/infinite';
import { useGoodsInfinite } from '../../api/get-goods-list';
import { GoodsCard } from './goods-card';
import styles from './goods-infinite-list.module.css';

/**
 * The empty state's illustration (about 2.7 KB gzip) loads only when a list is empty: the home's newest listings
 * never are, so the phone home does not download it.
 */
const GoodsListEmpty = lazy(() => import('./goods-list-empty'));

type GoodsInfiniteListProps = {
  params: Omit<GoodsSearchQuery, 'pageNum'>;
  onOpen: (goodsId: number) => void;
  /** Search keyword whose matches are marked in each card. */
  highlight?: string;
  /** The loading skeleton shimmers (default). The home keeps it still: a shimmer repaints every frame while the page loads. */
  shimmer?: boolean;
  /** Rows rendered per step when a page arrives (default: all at once); see useRevealed. */
  revealStep?: number;
};

/**
 * How many of `total` rows to render: `step` more per task, each step in a transition. A page's data reaches
 * the list through react-query's store subscription, which React renders synchronously; twenty cards at once
 * were the phone home's longest task (about 150 ms, 600 ms under Lighthouse's 4x CPU slowdown).
 */
function useRevealed(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

function ListSkeleton({ animated }: { animated: boolean }) {
  return (
    <div className={styles.list} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeleton}>
          <Skeleton animated={animated} className={styles.skeletonThumb} />
          <div className={styles.skeletonLines}>
            <Skeleton.Title animated={animated} />
            <Skeleton.Paragraph lineCount={2} animated={animated} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Goods listings loaded page by page as the user scrolls (home, search results, clue tabs).
 * Ends with 没有更多了; a failed page shows 获取数据失败，请重新加载 and retries on tap.
 */
export function GoodsInfiniteList({ params, onOpen, highlight, shimmer = true, revealStep = Infinity }: GoodsInfiniteListProps) {
  const query = useGoodsInfinite(params, Limits.listLoadDelayMs);
  const items = loadedRows(query.data);
  const shown = useRevealed(items.length, revealStep);

  if (query.isPending) return <ListSkeleton animated={shimmer} />;

  if (query.isError && !query.data) {
    return (
      <button type="button" className={styles.status} data-testid="goods-list-failed" onClick={() => void query.refetch()}>
        {Msg.listLoadFailed}
      </button>
    );
  }

  if (items.length === 0) {
    return (
      <Suspense fallback={<div className={styles.empty} />}>
        <GoodsListEmpty />
      </Suspense>
    );
  }

  return (
    <>
      <div className={styles.list} data-testid="goods-list">
        {items.slice(0, shown).map((goods) => (
          <GoodsCard key={goods.goodsId} goods={goods} onOpen={onOpen} highlight={highlight} />
        ))}
      </div>
      {/* Only under the whole page: a footer near a half-rendered list would ask for the next page at once. */}
      {shown === items.length && (
        <InfiniteListFooter
          fetchNextPage={query.fetchNextPage}
          hasNextPage={query.hasNextPage}
          classNames={{ failed: styles.status, loading: styles.loading, finished: styles.finished }}
        />
      )}
    </>
  );
}
