import { Rate, Tag } from 'antd';
import type { Rating } from '@mts/shared/schemas';
import { givenHeadText, raterText, ratingTimeText, receivedAsText, starWord } from '../../model/rating-view';
import './rating.css';

/**
 * One rating: stars (and their word), tags, text. `given` (a rating I gave) heads it with whom it rated; `received` (a
 * rating staff received) with the order number, the rater as the API masks him and in what capacity.
 */
export function RatingItem({ rating, mode }: { rating: Rating; mode: 'given' | 'received' }) {
  return (
    <div data-testid={mode === 'given' ? 'given-rating' : 'received-rating'} data-target={rating.target} data-order-no={rating.orderNo}>
      <div className="pc-rating-item-head">
        <span>{mode === 'given' ? givenHeadText(rating) : `订单号 ${rating.orderNo}`}</span>
        {mode === 'received' && <span>{receivedAsText(rating)}</span>}
      </div>
      <div className="pc-rating-item-stars" data-testid="rating-stars" data-stars={rating.stars} aria-label={`${rating.stars} 星`}>
        <Rate disabled value={rating.stars} />
        <span>{starWord(rating.stars)}</span>
      </div>
      {rating.tags.length > 0 && (
        <div className="pc-rating-tags" data-testid="rating-tags">
          {rating.tags.map((t) => (
            <Tag key={t} color="blue">
              {t}
            </Tag>
          ))}
        </div>
      )}
      {rating.text && (
        <p className="pc-rating-text" data-testid="rating-text">
          {rating.text}
        </p>
      )}
      <div className="pc-rating-meta">{mode === 'received' ? `${raterText(rating)} · ${ratingTimeText(rating.createTime)}` : ratingTimeText(rating.createTime)}</div>
    </div>
  );
}
