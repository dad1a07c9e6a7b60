import { Alert, App, Button, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { NoAccess } from '@/components/desktop/no-access';
import { useInspectionsPage } from '@/features/inspection/api/get-inspections';
import { InspectionTable } from '@/features/inspection/components/desktop/inspection-table';
import { useGrabAction } from '@/features/inspection/hooks/use-grab-action';
import { useInspectionLive } from '@/features/inspection/hooks/use-inspection-live';
import { INSPECTION_TABS, INSPECTOR_ONLY, inspectionDetailPath, inspectionTabFromQuery, isInspector, type InspectionTab } from '@/features/inspection/model/inspection-view';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/lib/document-title';

const PAGE_SIZE = Limits.goodsPageSize;

function InspectionTabTable({ tab, page, onPage }: { tab: InspectionTab; page: number; onPage: (page: number) => void }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const { grab, busyId } = useGrabAction((text) => void message.success(text));
  const list = useInspectionsPage(tab, page, PAGE_SIZE);
  if (list.isError && !list.data) return <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => list.refetch()}>重新加载</Button>} />;
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
  const [params, setParams] = useSearchParams();
  const navigate = useAppNavigate();
  const tab = inspectionTabFromQuery(params.get('tab'));
  const page = positiveInt(params.get('page')) ?? 1;
  const user = useCurrentUser();
  useDocumentTitle('我的验货');
  useInspectionLive();

  if (!isInspector(user?.businessType)) return <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/pc/user')} />;
  return (
    <section className="pc-card" data-testid="my-inspections">
      <h2 className="pc-page-card-title">我的验货</h2>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setParams({ tab: key })}
        items={INSPECTION_TABS.map((t) => ({ key: String(t.tab), label: t.title }))}
        data-testid="inspection-tabs"
      />
      <InspectionTabTable key={tab} tab={tab} page={page} onPage={(p) => setParams({ tab: String(tab), ...(p > 1 ? { page: String(p) } : {}) })} />
    </section>
  );
}
