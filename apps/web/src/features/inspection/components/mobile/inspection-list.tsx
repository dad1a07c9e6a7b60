import { Limits } from '@mts/shared/constants';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { useInspectionsInfinite } from '../../api/get-inspections';
import { INSPECTION_TABS, type InspectionTab } from '../../model/inspection-view';
import { InspectionCard } from './inspection-card';
import styles from './inspection.module.css';

type Props = {
  tab: InspectionTab;
  onOpen: (orderId: number) => void;
  onGrab: (orderId: number) => void;
  grabbingId?: number;
};

/** One tab of the inspector's orders, page by page; each card opens the order, 待领取 cards offer 领取. */
export function InspectionList({ tab, onOpen, onGrab, grabbingId }: Props) {
  const query = useInspectionsInfinite(tab, Limits.goodsPageSize, Limits.listLoadDelayMs);
  const empty = INSPECTION_TABS.find((t) => t.tab === tab)!.empty;
  return (
    <PagedRows query={query} empty={<EmptyBlock className={styles.empty} testId="inspection-empty" description={empty} />} className={styles.list} testId="inspection-list">
      {(row) => <InspectionCard key={row.id} row={row} tab={tab} onOpen={onOpen} onGrab={onGrab} grabbing={grabbingId === row.id} />}
    </PagedRows>
  );
}
