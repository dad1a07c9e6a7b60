import Button from 'antd-mobile/es/components/button';
import { formatPrice } from '@mts/shared/format';
import { myRoleText, openTargetsLine, rateActionText, ratingTimeText } from '../../model/rating-view';
import { evaluateCardParts, type EvaluateCardProps } from '../../model/rate-form';
import { RateForm } from './rate-form';
import { RatingItem } from './rating-item';
import styles from './rating.module.css';

/**
 * One completed order on /myxg/myEvaluate: number, goods, amount, my side; what I rated (stars, tags, text) and the
 * targets still open (a button each: 评价卖方 / 评价跟单商务 / 评价谈判人), one form open at a time.
 */
export function EvaluateCard(props: EvaluateCardProps) {
  const { row, openTarget, focused } = props;
  const { open, rated, toggle, form } = evaluateCardParts(props);
  return (
    <div className={`${styles.card} ${focused ? styles.focused : ''}`} data-testid="evaluate-card" data-order-id={row.orderId} data-order-no={row.orderNo}>
      <div className={styles.head}>
        <span className={styles.no}>订单号 {row.orderNo}</span>
        <span>{row.completeTime ? `完成于 ${ratingTimeText(row.completeTime)}` : ''}</span>
      </div>
      <div className={styles.model}>{row.goodsModel || row.goodsName}</div>
      <div className={styles.sub}>
        <span>
          {myRoleText(row.myRole)} · {row.goodsName}
        </span>
        <span className={styles.amount}>{formatPrice(row.amount, row.priceUnit)}</span>
      </div>
      <div className={`${styles.state} ${open.length ? '' : styles.stateDone}`} data-testid="evaluate-open">
        {openTargetsLine(row)}
      </div>
      {rated.length > 0 && (
        <div className={styles.given}>
          {rated.map((r) => (
            <RatingItem key={r.id} rating={r} mode="given" />
          ))}
        </div>
      )}
      {open.length > 0 && (
        <div className={styles.targets}>
          {open.map((t) => (
            <Button
              key={t}
              size="small"
              shape="rounded"
              color="primary"
              fill={openTarget === t ? 'solid' : 'outline'}
              onClick={() => toggle(t)}
              data-testid={`rate-open-${t}`}
            >
              {rateActionText(t, row.myRole)}
            </Button>
          ))}
        </div>
      )}
      {form && <RateForm key={form.target} {...form} />}
    </div>
  );
}
