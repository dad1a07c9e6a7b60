import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { Msg } from '@mts/shared/messages';

type InfiniteListFooterProps = {
  /** The infinite query's fetchNextPage: a page that fails shows 获取数据失败，请重新加载, which retries on tap. */
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
  hasNextPage: boolean;
  /** The list's own classes for the retry button, the 加载中 line and the 没有更多了 line. */
  classNames: { failed: string; loading: string; finished: string };
};

/** The end of a phone list loaded as the user scrolls: 加载中 while pages remain, then 没有更多了. */
export function InfiniteListFooter({ fetchNextPage, hasNextPage, classNames }: InfiniteListFooterProps) {
  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isError) throw result.error;
  };

  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasNextPage}>
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className={classNames.failed} onClick={() => void retry()}>
            {Msg.listLoadFailed}
          </button>
        ) : hasMore ? (
          <span className={classNames.loading}>
            加载中
            <DotLoading />
          </span>
        ) : (
          <span className={classNames.finished}>{Msg.listFinished}</span>
        )
      }
    </InfiniteScroll>
  );
}
