import { Button } from 'antd';
import { formatPrice } from '@mts/shared/format';
import type { useEvaluatePage } from '../../hooks/use-evaluate-page';
import { EVALUATE_TABS, myRoleText, openTargetsLine, rateActionText, ratingTimeText } from '../../model/rating-view';
import { RateForm } from './rate-form';
import { RatingList } from './rating-list';
import { RatingItem } from './rating-item';
import './rating.css';
import { evaluateCardParts, type EvaluateCardProps, type EvaluateListProps } from '../../model/rate-form';

/** One completed order: number, goods, amount, my side; what I rated and the targets still open, one form at a time. */
function EvaluateCard(props: EvaluateCardProps) {
  const { row, openTarget, focused } = props;
  const { open, rated, toggle, form } = evaluateCardParts(props);
  return (
    <div className={`pc-rating-card${focused ? ' is-focused' : ''}`} data-testid="evaluate-card" data-order-id={row.orderId} data-order-no={row.orderNo}>
      <div className="pc-rating-card-head">
        <span>订单号 {row.orderNo}</span>
        <span>{row.completeTime ? `完成于 ${ratingTimeText(row.completeTime)}` : ''}</span>
      </div>
      <div className="pc-rating-card-goods">
        <strong>{row.goodsModel || row.goodsName}</strong>
        <span>{row.goodsName}</span>
        <span>{myRoleText(row.myRole)}</span>
        <span className="pc-rating-amount">{formatPrice(row.amount, row.priceUnit)}</span>
      </div>
      <div className={`pc-rating-open${open.length ? '' : ' is-done'}`} data-testid="evaluate-open">
        {openTargetsLine(row)}
      </div>
      {rated.length > 0 && (
        <div className="pc-rating-given">
          {rated.map((r) => (
            <RatingItem key={r.id} rating={r} mode="given" />
          ))}
        </div>
      )}
      {open.length > 0 && (
        <div className="pc-rating-targets">
          {open.map((t) => (
            <Button key={t} type={openTarget === t ? 'primary' : 'default'} onClick={() => toggle(t)} data-testid={`rate-open-${t}`}>
              {rateActionText(t, row.myRole)}
            </Button>
          ))}
        </div>
      )}
      {form ? <RateForm key={form.target} {...form} /> : null}
    </div>
  );
}

type Props = EvaluateListProps<ReturnType<typeof useEvaluatePage>>;

/** My evaluations of one tab, with 加载更多; the linked order's card is marked and its form open. */
export function EvaluateList({ tab, page, onRate }: Props) {
  const { query, rows, cardOf } = page;
  return (
    <RatingList query={query} rowCount={rows.length} empty={{ testId: 'evaluate-empty', description: EVALUATE_TABS.find((t) => t.tab === tab)!.empty }} testId="evaluate-list">
      {rows.map((row) => (
        <EvaluateCard key={row.orderId} row={row} {...cardOf(row.orderId)} onRate={onRate} />
      ))}
    </RatingList>
  );
}
