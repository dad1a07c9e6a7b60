import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { BannerPosition, BannerType, BannerWhich, BusinessType, Limits } from '@mts/shared/constants';
import { useBanners } from '@/features/content/api/get-banners';
import { useNavs } from '@/features/content/api/get-navs';
import { BannerCarousel } from '@/features/content/components/mobile/banner-carousel';
import { NavGrid, NavGridPlaceholder } from '@/features/content/components/mobile/nav-grid';
import { Slogans } from '@/features/content/components/mobile/slogans';
import { GoodsInfiniteList } from '@/features/goods/components/mobile/goods-infinite-list';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useSession } from '@/lib/session';
import { SITE_BRAND } from '@/lib/site-name';
import { removeStaticShell, useDeferredMount } from '@/lib/static-shell';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { SearchEntry } from '@/components/mobile/search-entry';
import { openGoodsPath, useOpenUrl } from '@/components/mobile/navigation';
import { useIsAvailable } from '@/components/mobile/available-paths';
import styles from './home.module.css';

const CAROUSEL = { which: BannerWhich.Mobile, type: BannerType.Carousel, position: BannerPosition.Home } as const;
const SHORTCUTS = { which: BannerWhich.Mobile, position: BannerPosition.Home } as const;
const HOME_LIST = { pageSize: Limits.homePageSize } as const;
/** The newest listings render four cards per task (a phone screen shows two or three below the shortcuts). */
const HOME_LIST_STEP = 4;
/** 您有新订单!: its code (the pool query, the realtime hook) loads for negotiators and business followers only. */
const NewOrderPrompt = lazy(() => import('./new-order-prompt'));
/** An important 系统公告 (issue 26), while unread: loads for a logged-in user only. */
const AnnouncementBanner = lazy(() => import('@/features/message/components/mobile/announcement-banner'));
const isStaff = (businessType: number | undefined) => businessType === BusinessType.Negotiator || businessType === BusinessType.BusinessFollower;

/** The home shows two rows of five shortcuts: their space is kept while they load. */
const SHORTCUT_PLACEHOLDERS = 10;

const NONE: readonly never[] = [];
/** A list query's rows once it has settled (none when it failed), undefined while it loads. */
function useLoaded<T>(query: { isPending: boolean; data?: readonly T[] }): readonly T[] | undefined {
  return query.isPending ? undefined : (query.data ?? NONE);
}

/** Home: search, carousel, the four slogans, shortcut icons and the newest listings; staff get 您有新订单!. */
export function Component() {
  const navigate = useAppNavigate();
  const staff = useSession((s) => isStaff(s.user?.businessType));
  const loggedIn = useSession((s) => !!s.user);
  const openUrl = useOpenUrl();
  const isAvailable = useIsAvailable();
  // Deferred: a query's answer reaches the page through a store subscription, which React renders at once in
  // one task; the carousel and the shortcut grid then render in a transition, in slices (undefined = loading).
  const banners = useDeferredValue(useLoaded(useBanners(CAROUSEL)));
  const shortcuts = useDeferredValue(useLoaded(useNavs(SHORTCUTS)));
  const searchFixed = useScrolledPast(Limits.mobileSearchFixAt);
  const shortcutItems = (shortcuts ?? []).filter((item) => isAvailable(item.url));
  const showList = useDeferredMount();
  // The server's static first paint (header, search, first banner) gives way once the carousel is ours.
  useEffect(() => {
    if (banners) removeStaticShell();
  }, [banners]);

  return (
    <div className={styles.page}>
      {staff && (
        <Suspense fallback={null}>
          <NewOrderPrompt />
        </Suspense>
      )}
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.logo}>{SITE_BRAND}</span>
          <span className={styles.brandText}>存储芯片现货交易平台</span>
        </div>
        <div className={styles.searchSlot}>
          <div className={`${styles.searchBar} ${searchFixed ? styles.searchFixed : ''}`} data-fixed={searchFixed ? 'true' : 'false'}>
            <SearchEntry onOpen={() => navigate('/search')} testId="home-search" />
          </div>
        </div>
      </header>

      <div className={styles.carousel}>
        {/* The placeholder keeps the banner's space until the list arrives (no layout shift). */}
        {banners === undefined ? (
          <div className={styles.carouselPlaceholder} />
        ) : (
          <BannerCarousel banners={banners} onOpen={openUrl} canOpen={isAvailable} testId="home-carousel" />
        )}
      </div>

      <Slogans />

      {loggedIn && (
        <Suspense fallback={null}>
          <AnnouncementBanner />
        </Suspense>
      )}

      {shortcuts === undefined ? (
        <div className={styles.block}>
          <NavGridPlaceholder count={SHORTCUT_PLACEHOLDERS} />
        </div>
      ) : shortcutItems.length > 0 && (
        <div className={styles.block}>
          <NavGrid items={shortcutItems} onOpen={openUrl} testId="shortcut-grid" />
        </div>
      )}

      <h2 className={styles.sectionTitle}>
        <span className={styles.sectionMark} />
        最新供求
        <button type="button" className={styles.more} onClick={() => navigate('/clue')}>
          查看全部
        </button>
      </h2>
      {showList ? (
        <GoodsInfiniteList params={HOME_LIST} onOpen={(id) => navigate(openGoodsPath(id))} shimmer={false} revealStep={HOME_LIST_STEP} />
      ) : (
        <div className={styles.listPlaceholder} data-testid="home-list-pending" />
      )}
    </div>
  );
}
