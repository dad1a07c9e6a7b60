import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { BannerWhich, CLUE_TABS, Limits } from '@mts/shared/constants';
import { useBanners } from '@/features/content/api/get-banners';
import { useNavs } from '@/features/content/api/get-navs';
import { BannerCarousel } from '@/features/content/components/mobile/banner-carousel';
import { NavGrid } from '@/features/content/components/mobile/nav-grid';
import { goodsInfiniteQueryOptions } from '@/features/goods/api/get-goods-list';
import { useClueListQuery } from '@/features/goods/model/search-page';
import { GoodsInfiniteList } from '@/features/goods/components/mobile/goods-infinite-list';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { openGoodsPath, useOpenUrl } from '@/components/mobile/navigation';
import { useIsAvailable } from '@/components/mobile/available-paths';
import styles from './clue.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clue list: 货源 (?active=0) and 求购 (?active=1) tabs, each with its banner, nav grid and listings. */
export function Component() {
  const { tab, position, setActive } = useClueListQuery({ replace: true });
  const navigate = useAppNavigate();
  const openUrl = useOpenUrl();
  const isAvailable = useIsAvailable();
  const queryClient = useQueryClient();

  const banners = useBanners({ which: BannerWhich.Mobile, position });
  const navs = useNavs({ which: BannerWhich.Mobile, position });
  const navItems = (navs.data ?? []).filter((item) => isAvailable(item.url));
  const listParams = { pageSize: Limits.goodsPageSize, type: tab.goodsType };

  const refresh = async () => {
    await wait(Limits.pullRefreshDelayMs);
    await Promise.all([
      banners.refetch(),
      navs.refetch(),
      queryClient.refetchQueries({ queryKey: goodsInfiniteQueryOptions(listParams).queryKey }),
    ]);
  };

  return (
    <div className={styles.page}>
      <div className={styles.tabs}>
        <Tabs
          activeKey={String(tab.active)}
          onChange={setActive}
          activeLineMode="fixed"
          className={styles.tabBar}
        >
          {CLUE_TABS.map((t) => (
            <Tabs.Tab key={String(t.active)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.content}>
          <BannerCarousel key={position} banners={banners.data ?? []} onOpen={openUrl} canOpen={isAvailable} testId="clue-banner" />
          {navItems.length > 0 && (
            <div className={styles.block}>
              <NavGrid items={navItems} onOpen={openUrl} testId="clue-nav-grid" />
            </div>
          )}
          <h2 className={styles.sectionTitle}>{tab.title === '货源' ? '最新货源' : '最新求购'}</h2>
          <GoodsInfiniteList key={tab.goodsType} params={listParams} onOpen={(id) => navigate(openGoodsPath(id))} />
        </div>
      </PullToRefresh>
    </div>
  );
}
