import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';
import type { RateBody } from '@mts/shared/schemas';
import { PagedList } from '@/components/mobile/paged-list';
import type { useEvaluatePage } from '../../hooks/use-evaluate-page';
import { EVALUATE_TABS, type EvaluateTab } from '../../model/rating-view';
import { EvaluateCard } from './evaluate-card';
import styles from './rating.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type Props = {
  tab: EvaluateTab;
  page: ReturnType<typeof useEvaluatePage>;
  onRate: (body: RateBody) => Promise<void>;
};

/** My evaluations of one tab, page by page; the linked order's card is marked and its form open. */
export function EvaluateList({ tab, page, onRate }: Props) {
  const { query, rows, openForm, setOpenForm, focusedId } = page;
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <div className={styles.empty} data-testid="evaluate-empty">
          <ErrorBlock status="empty" title={Msg.empty} description={EVALUATE_TABS.find((t) => t.tab === tab)!.empty} />
        </div>
      }
    >
      <div className={styles.list} data-testid="evaluate-list">
        {rows.map((row) => (
          <EvaluateCard
            key={row.orderId}
            row={row}
            focused={focusedId === row.orderId}
            openTarget={openForm?.orderId === row.orderId ? openForm.target : null}
            onOpenForm={(target) => setOpenForm(target ? { orderId: row.orderId, target } : null)}
            onRate={onRate}
          />
        ))}
      </div>
    </PagedList>
  );
}
