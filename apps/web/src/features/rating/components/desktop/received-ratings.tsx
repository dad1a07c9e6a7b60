import { Card, Statistic } from 'antd';
import { Limits } from '@mts/shared/constants';
import { loadedRows } from '@/lib/infinite';
import { useReceivedRatings } from '../../api/get-received-ratings';
import { RECEIVED_EMPTY, ratingSummary } from '../../model/rating-view';
import { RatingItem } from './rating-item';
import { RatingList } from './rating-list';
import './rating.css';

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
        {ratingSummary(first).map((item) => (
          <Card key={item.key} size="small" data-testid={`summary-${item.key}`} aria-label={item.ariaLabel}>
            <Statistic title={item.label} value={item.value} suffix={item.suffix} />
          </Card>
        ))}
      </div>
      <RatingList query={query} rowCount={rows.length} empty={{ testId: 'received-empty', description: RECEIVED_EMPTY }} testId="received-list">
        {rows.map((r) => (
          <div key={r.id} className="pc-rating-card">
            <RatingItem rating={r} mode="received" />
          </div>
        ))}
      </RatingList>
    </>
  );
}
