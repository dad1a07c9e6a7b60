import { Outlet, useLocation } from 'react-router';
import { BannerPosition, BannerType, BannerWhich } from '@mts/shared/constants';
import { useBanners } from '@/features/content/api/get-banners';
import { TabBar } from '@/components/mobile/tab-bar';
import { useOpenUrl } from '@/components/mobile/navigation';
import styles from './tab-layout.module.css';

const LAYOUT_TABS = { which: BannerWhich.Mobile, position: BannerPosition.Layout, type: BannerType.Nav } as const;

/** Pages with the bottom tab bar (home, category, clue); the bar comes from the layout banners. */
export function Component() {
  const { pathname } = useLocation();
  const openUrl = useOpenUrl();
  const tabs = useBanners(LAYOUT_TABS);
  return (
    <div className={styles.layout}>
      <Outlet />
      <TabBar items={tabs.data ?? []} pathname={pathname} onSelect={openUrl} />
    </div>
  );
}
