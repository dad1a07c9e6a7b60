import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedList } from '@/components/mobile/paged-list';
import type { useEvaluatePage } from '../../hooks/use-evaluate-page';
import { EVALUATE_TABS } from '../../model/rating-view';
import { EvaluateCard } from './evaluate-card';
import type { EvaluateListProps } from '../../model/rate-form';
import styles from './rating.module.css';

type Props = EvaluateListProps<ReturnType<typeof useEvaluatePage>>;

/** My evaluations of one tab, page by page; the linked order's card is marked and its form open. */
export function EvaluateList({ tab, page, onRate }: Props) {
  const { query, rows, cardOf } = page;
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={<EmptyBlock className={styles.empty} testId="evaluate-empty" description={EVALUATE_TABS.find((t) => t.tab === tab)!.empty} />}
    >
      <div className={styles.list} data-testid="evaluate-list">
        {rows.map((row) => (
          <EvaluateCard key={row.orderId} row={row} {...cardOf(row.orderId)} onRate={onRate} />
        ))}
      </div>
    </PagedList>
  );
}
