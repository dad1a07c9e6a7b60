import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BannerPosition, BannerType, BannerWhich } from '@mts/shared/constants';
import { useBanners } from '@/features/content/api/get-banners';
import { TabBar } from '@/components/mobile/tab-bar';
import { useOpenUrl } from '@/components/mobile/navigation';
import { useSession } from '@/lib/session';
import styles from './tab-layout.module.css';

/** The unread count on 我的: its code (the query, the realtime hook) loads for a logged-in user only. */
const UnreadBadge = lazy(() => import('@/features/message/components/mobile/unread-badge'));

const LAYOUT_TABS = { which: BannerWhich.Mobile, position: BannerPosition.Layout, type: BannerType.Nav } as const;

/** Pages with the bottom tab bar (home, category, clue); the bar comes from the layout banners. */
export function Component() {
  const { pathname } = useLocation();
  const openUrl = useOpenUrl();
  const tabs = useBanners(LAYOUT_TABS);
  const loggedIn = useSession((s) => !!s.user);
  return (
    <div className={styles.layout}>
      <Outlet />
      <TabBar
        items={tabs.data ?? []}
        pathname={pathname}
        onSelect={openUrl}
        badges={loggedIn ? { '/user': <Suspense fallback={null}><UnreadBadge /></Suspense> } : undefined}
      />
    </div>
  );
}
