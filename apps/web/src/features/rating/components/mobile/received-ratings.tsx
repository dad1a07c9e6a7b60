import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useReceivedRatings } from '../../api/get-received-ratings';
import { averageText, goodLevelText, goodLevelValue } from '../../model/rating-view';
import { RatingItem } from './rating-item';
import styles from './rating.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/**
 * 我的评价 (staff): my 好评等级, the mean stars and the count at the top, then every rating I received (stars, tags,
 * text, order number, time, the rater as the API masks him), newest first, page by page.
 */
export function ReceivedRatings() {
  const query = useReceivedRatings(Limits.goodsPageSize, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);
  const first = query.data?.pages[0];
  return (
    <>
      <div className={styles.summary} data-testid="rating-summary">
        <div>
          <strong className={styles.summaryValue} data-testid="summary-good-level" aria-label={first ? goodLevelText(first.goodlevel) : undefined}>
            {first ? goodLevelValue(first.goodlevel) : '--'}
          </strong>
          <span className={styles.summaryLabel}>好评等级</span>
        </div>
        <div>
          <strong className={styles.summaryValue} data-testid="summary-average">
            {first ? averageText(first.average) : '--'}
          </strong>
          <span className={styles.summaryLabel}>平均星级</span>
        </div>
        <div>
          <strong className={styles.summaryValue} data-testid="summary-total">
            {first ? first.total : '--'}
          </strong>
          <span className={styles.summaryLabel}>收到评价</span>
        </div>
      </div>
      <PagedList
        query={query}
        rowCount={rows.length}
        empty={
          <div className={styles.empty} data-testid="received-empty">
            <ErrorBlock status="empty" title={Msg.empty} description="买卖双方在订单完成后对您的评价会显示在这里" />
          </div>
        }
      >
        <div className={styles.list} data-testid="received-list">
          {rows.map((r) => (
            <div key={r.id} className={styles.card}>
              <RatingItem rating={r} mode="received" />
            </div>
          ))}
        </div>
      </PagedList>
    </>
  );
}
