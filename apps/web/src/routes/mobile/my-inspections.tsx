import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { NoAccess } from '@/components/mobile/no-access';
import { InspectionList } from '@/features/inspection/components/mobile/inspection-list';
import { useGrabAction } from '@/features/inspection/hooks/use-grab-action';
import { useInspectionLive } from '@/features/inspection/hooks/use-inspection-live';
import { INSPECTION_TABS, INSPECTOR_ONLY, inspectionDetailPath, isInspector } from '@/features/inspection/model/inspection-view';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useInspectionsQuery } from '@/features/inspection/model/inspection-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';

/**
 * 我的验货 (/myxg/myYanHuo?tab=): the inspector's orders in three tabs (待领取, 我的待验货, 我已验货), live on the
 * server's pushes; 领取 on 待领取; a card opens the order to inspect. Anyone but an inspector gets a 403 page.
 */
export function Component() {
  const { filter: tab, setFilter } = useInspectionsQuery({ replace: true });
  const navigate = useAppNavigate();
  const back = useBack();
  const user = useCurrentUser();
  const { grab, busyId } = useGrabAction(toast);
  useInspectionLive();

  return (
    <div className={styles.page} data-testid="my-inspections">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          我的验货
        </NavBar>
        {isInspector(user?.businessType) && (
          <Tabs activeKey={String(tab)} onChange={setFilter} className={styles.tabs} data-testid="inspection-tabs">
            {INSPECTION_TABS.map((t) => (
              <Tabs.Tab key={String(t.tab)} title={t.title} />
            ))}
          </Tabs>
        )}
      </div>
      {isInspector(user?.businessType) ? (
        <InspectionList key={tab} tab={tab} onOpen={(id) => navigate(inspectionDetailPath(id))} onGrab={(id) => void grab(id)} grabbingId={busyId} />
      ) : (
        <NoAccess title={INSPECTOR_ONLY.title} text={INSPECTOR_ONLY.text} onBack={() => navigate('/user', { replace: true })} />
      )}
    </div>
  );
}
