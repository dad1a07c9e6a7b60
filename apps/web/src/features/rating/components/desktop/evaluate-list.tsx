import { Button, Empty, Skeleton } from 'antd';
import type { RatingTarget } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { EvaluateRow, RateBody } from '@mts/shared/schemas';
import type { useEvaluatePage } from '../../hooks/use-evaluate-page';
import { EVALUATE_TABS, myRoleText, openTargets, openTargetsLine, rateActionText, ratedInOrder, ratingTimeText } from '../../model/rating-view';
import { RateForm } from './rate-form';
import { RatingItem } from './rating-item';
import './rating.css';
import { ListLoadError } from '@/components/desktop/list-load-error';
import type { EvaluateListProps } from '../../model/rate-form';

type CardProps = {
  row: EvaluateRow;
  openTarget: RatingTarget | null;
  focused: boolean;
  onOpenForm: (target: RatingTarget | null) => void;
  onRate: (body: RateBody) => Promise<void>;
};

/** One completed order: number, goods, amount, my side; what I rated and the targets still open, one form at a time. */
function EvaluateCard({ row, openTarget, focused, onOpenForm, onRate }: CardProps) {
  const open = openTargets(row);
  const rated = ratedInOrder(row);
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
            <Button key={t} type={openTarget === t ? 'primary' : 'default'} onClick={() => onOpenForm(openTarget === t ? null : t)} data-testid={`rate-open-${t}`}>
              {rateActionText(t, row.myRole)}
            </Button>
          ))}
        </div>
      )}
      {openTarget && open.includes(openTarget) && (
        <RateForm key={openTarget} orderId={row.orderId} target={openTarget} myRole={row.myRole} onSubmit={onRate} onCancel={() => onOpenForm(null)} />
      )}
    </div>
  );
}

type Props = EvaluateListProps<ReturnType<typeof useEvaluatePage>>;

/** My evaluations of one tab, with 加载更多; the linked order's card is marked and its form open. */
export function EvaluateList({ tab, page, onRate }: Props) {
  const { query, rows, cardOf } = page;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError && !query.data)
    return <ListLoadError onRetry={query.refetch} />;
  if (rows.length === 0)
    return <Empty data-testid="evaluate-empty" description={EVALUATE_TABS.find((t) => t.tab === tab)!.empty} style={{ padding: '48px 0' }} />;
  return (
    <>
      <div className="pc-rating-list" data-testid="evaluate-list">
        {rows.map((row) => (
          <EvaluateCard
            key={row.orderId}
            row={row}
            {...cardOf(row.orderId)}
            onRate={onRate}
          />
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
  );
}
