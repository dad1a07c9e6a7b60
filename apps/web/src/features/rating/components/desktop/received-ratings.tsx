import { Button, Card, Empty, Skeleton, Statistic } from 'antd';
import { Limits } from '@mts/shared/constants';
import { loadedRows } from '@/lib/infinite';
import { useReceivedRatings } from '../../api/get-received-ratings';
import { averageText, goodLevelText, goodLevelValue } from '../../model/rating-view';
import { RatingItem } from './rating-item';
import './rating.css';
import { ListLoadError } from '@/components/desktop/list-load-error';

/**
 * 我的评价 (staff, desktop): my 好评等级, the mean stars and the count at the top, then every rating I received (stars,
 * tags, text, order number, time, the rater as the API masks him), newest first, with 加载更多.
 */
export function ReceivedRatings() {
  const query = useReceivedRatings(Limits.goodsPageSize);
  const rows = loadedRows(query.data);
  const first = query.data?.pages[0];
  return (
    <>
      <div className="pc-rating-summary" data-testid="rating-summary">
        <Card size="small" data-testid="summary-good-level" aria-label={first ? goodLevelText(first.goodlevel) : undefined}>
          <Statistic title="好评等级" value={first ? goodLevelValue(first.goodlevel) : '--'} suffix={first ? '/ 5' : undefined} />
        </Card>
        <Card size="small" data-testid="summary-average">
          <Statistic title="平均星级" value={first ? averageText(first.average) : '--'} />
        </Card>
        <Card size="small" data-testid="summary-total">
          <Statistic title="收到评价" value={first ? first.total : '--'} suffix={first ? '条' : undefined} />
        </Card>
      </div>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError && !query.data ? (
        <ListLoadError onRetry={query.refetch} />
      ) : rows.length === 0 ? (
        <Empty data-testid="received-empty" description="买卖双方在订单完成后对您的评价会显示在这里" style={{ padding: '48px 0' }} />
      ) : (
        <>
          <div className="pc-rating-list" data-testid="received-list">
            {rows.map((r) => (
              <div key={r.id} className="pc-rating-card">
                <RatingItem rating={r} mode="received" />
              </div>
            ))}
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
      )}
    </>
  );
}
