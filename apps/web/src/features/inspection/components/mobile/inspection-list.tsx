import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useInspectionsInfinite } from '../../api/get-inspections';
import { INSPECTION_TABS, type InspectionTab } from '../../model/inspection-view';
import { InspectionCard } from './inspection-card';
import styles from './inspection.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type Props = {
  tab: InspectionTab;
  onOpen: (orderId: number) => void;
  onGrab: (orderId: number) => void;
  grabbingId?: number;
};

/** One tab of the inspector's orders, page by page; each card opens the order, 待领取 cards offer 领取. */
export function InspectionList({ tab, onOpen, onGrab, grabbingId }: Props) {
  const query = useInspectionsInfinite(tab, Limits.goodsPageSize, Limits.listLoadDelayMs);
  const rows = loadedRows(query.data);
  const empty = INSPECTION_TABS.find((t) => t.tab === tab)!.empty;
  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <div className={styles.empty} data-testid="inspection-empty">
          <ErrorBlock status="empty" title={Msg.empty} description={empty} />
        </div>
      }
    >
      <div className={styles.list} data-testid="inspection-list">
        {rows.map((row) => (
          <InspectionCard key={row.id} row={row} tab={tab} onOpen={onOpen} onGrab={onGrab} grabbing={grabbingId === row.id} />
        ))}
      </div>
    </PagedList>
  );
}
