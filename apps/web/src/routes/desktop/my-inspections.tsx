import { App, Tabs } from 'antd';
import { Limits } from '@mts/shared/constants';
import { NoAccess } from '@/components/desktop/no-access';
import { useInspectionsPage } from '@/features/inspection/api/get-inspections';
import { InspectionTable } from '@/features/inspection/components/desktop/inspection-table';
import { useGrabAction } from '@/features/inspection/hooks/use-grab-action';
import { useInspectionLive } from '@/features/inspection/hooks/use-inspection-live';
import { INSPECTION_TABS, INSPECTOR_ONLY, inspectionDetailPath, isInspector, type InspectionTab } from '@/features/inspection/model/inspection-view';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useInspectionsQuery } from '@/features/inspection/model/inspection-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { ListLoadError } from '@/components/desktop/list-load-error';

const PAGE_SIZE = Limits.goodsPageSize;

function InspectionTabTable({ tab, page, onPage }: { tab: InspectionTab; page: number; onPage: (page: number) => void }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const { grab, busyId } = useGrabAction((text) => void message.success(text));
  const list = useInspectionsPage(tab, page, PAGE_SIZE);
  if (list.isError && !list.data) return <ListLoadError onRetry={list.refetch} />;
  return (
    <InspectionTable
      tab={tab}
      rows={list.data?.rows ?? []}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      loading={list.isFetching}
      emptyText={INSPECTION_TABS.find((t) => t.tab === tab)!.empty}
      onPage={onPage}
      onOpen={(id) => navigate(`/pc${inspectionDetailPath(id)}`)}
      onGrab={(id) => void grab(id)}
      grabbingId={busyId}
    />
  );
}

/**
 * 我的验货 (/pc/myxg/myYanHuo?tab=&page=): the inspector's orders in three tabs (待领取, 我的待验货, 我已验货), live on
 * the server's pushes; 领取 on 待领取; a row opens the order to inspect. Anyone but an inspector gets a 403 page.
 */
export function MyInspectionsPage() {
  const navigate = useAppNavigate();
  const { filter: tab, page, setFilter, setPage } = useInspectionsQuery();
  const user = useCurrentUser();
  useDocumentTitle('我的验货');
  useInspectionLive();

  if (!isInspector(user?.businessType)) return <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/pc/user')} />;
  return (
    <section className="pc-card" data-testid="my-inspections">
      <h2 className="pc-page-card-title">我的验货</h2>
      <Tabs
        activeKey={String(tab)}
        onChange={setFilter}
        items={INSPECTION_TABS.map((t) => ({ key: String(t.tab), label: t.title }))}
        data-testid="inspection-tabs"
      />
      <InspectionTabTable key={tab} tab={tab} page={page} onPage={setPage} />
    </section>
  );
}
