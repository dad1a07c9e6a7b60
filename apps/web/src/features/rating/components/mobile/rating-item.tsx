import Rate from 'antd-mobile/es/components/rate';
import type { Rating } from '@mts/shared/schemas';
import { givenHeadText, raterText, ratingTimeText, receivedAsText, starWord } from '../../model/rating-view';
import styles from './rating.module.css';

/**
 * One rating: stars (and their word), tags, text. `given` (a rating I gave) heads it with whom it rated; `received` (a
 * rating staff received) with the order number, the rater as the API masks him and in what capacity.
 */
export function RatingItem({ rating, mode }: { rating: Rating; mode: 'given' | 'received' }) {
  return (
    <div className={styles.rating} data-testid={mode === 'given' ? 'given-rating' : 'received-rating'} data-target={rating.target} data-order-no={rating.orderNo}>
      <div className={styles.ratingHead}>
        <span>{mode === 'given' ? givenHeadText(rating) : `订单号 ${rating.orderNo}`}</span>
        {mode === 'received' && <span>{receivedAsText(rating)}</span>}
      </div>
      <div className={styles.ratingStars} data-testid="rating-stars" data-stars={rating.stars} aria-label={`${rating.stars} 星`}>
        <Rate readOnly value={rating.stars} />
        <span>{starWord(rating.stars)}</span>
      </div>
      {rating.tags.length > 0 && (
        <div className={styles.tags} data-testid="rating-tags">
          {rating.tags.map((t) => (
            <span key={t} className={styles.tag}>
              {t}
            </span>
          ))}
        </div>
      )}
      {rating.text && (
        <p className={styles.text} data-testid="rating-text">
          {rating.text}
        </p>
      )}
      <div className={styles.meta}>{mode === 'received' ? `${raterText(rating)} · ${ratingTimeText(rating.createTime)}` : ratingTimeText(rating.createTime)}</div>
    </div>
  );
}
