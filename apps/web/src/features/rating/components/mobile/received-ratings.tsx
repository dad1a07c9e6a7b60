import { Limits } from '@mts/shared/constants';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useReceivedRatings } from '../../api/get-received-ratings';
import { RECEIVED_EMPTY, ratingSummary } from '../../model/rating-view';
import { RatingItem } from './rating-item';
import styles from './rating.module.css';

/**
 * 我的评价 (staff): my 好评等级, the mean stars and the count at the top, then every rating I received (stars, tags,
 * text, order number, time, the rater as the API masks him), newest first, page by page.
 */
export function ReceivedRatings() {
  const query = useReceivedRatings(Limits.goodsPageSize, Limits.listLoadDelayMs);
  const first = query.data?.pages[0];
  return (
    <>
      <div className={styles.summary} data-testid="rating-summary">
        {ratingSummary(first).map((item) => (
          <div key={item.key}>
            <strong className={styles.summaryValue} data-testid={`summary-${item.key}`} aria-label={item.ariaLabel}>
              {item.value}
            </strong>
            <span className={styles.summaryLabel}>{item.label}</span>
          </div>
        ))}
      </div>
      <PagedRows query={query} empty={<EmptyBlock className={styles.empty} testId="received-empty" description={RECEIVED_EMPTY} />} className={styles.list} testId="received-list">
        {(r) => (
          <div key={r.id} className={styles.card}>
            <RatingItem rating={r} mode="received" />
          </div>
        )}
      </PagedRows>
    </>
  );
}
