import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { BannerPosition, BannerType, BannerWhich, Limits } from '@mts/shared/constants';
import { useBanners } from '@/features/content/api/get-banners';
import { useNavs } from '@/features/content/api/get-navs';
import type { BannerCarousel as BannerCarouselComponent } from '@/features/content/components/mobile/banner-carousel';
import { NavGrid } from '@/features/content/components/mobile/nav-grid';
import { Slogans } from '@/features/content/components/mobile/slogans';
import { GoodsInfiniteList } from '@/features/goods/components/mobile/goods-infinite-list';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SearchEntry } from './search-entry';
import { openGoodsPath, useOpenUrl } from './navigation';
import { useIsAvailable } from './available-paths';
import styles from './home.module.css';

const CAROUSEL = { which: BannerWhich.Mobile, type: BannerType.Carousel, position: BannerPosition.Home } as const;
const SHORTCUTS = { which: BannerWhich.Mobile, position: BannerPosition.Home } as const;
const HOME_LIST = { pageSize: Limits.homePageSize } as const;

/**
 * The carousel (antd-mobile Swiper with its gesture and spring libraries, about 27 KB gzip) shows only once
 * the banners have arrived, so it is not part of the first paint: its chunk is requested as soon as this
 * page's module runs, alongside the banner request. Until both are in, the placeholder keeps its space;
 * if the chunk cannot be fetched the placeholder stays (the rest of the page still works).
 */
type CarouselProps = ComponentProps<typeof BannerCarouselComponent>;
const CarouselPlaceholder = () => <div className={styles.carouselPlaceholder} />;
const carouselModule: Promise<{ default: ComponentType<CarouselProps> }> = import(
  '@/features/content/components/mobile/banner-carousel'
).then(
  (module) => ({ default: module.BannerCarousel }),
  () => ({ default: CarouselPlaceholder }),
);
const BannerCarousel = lazy(() => carouselModule);

/** True once the page has scrolled past `offset` px. */
function useScrolledPast(offset: number) {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return past;
}

/** Home: search, carousel, the four slogans, shortcut icons and the newest listings. */
export function Component() {
  const navigate = useAppNavigate();
  const openUrl = useOpenUrl();
  const isAvailable = useIsAvailable();
  const banners = useBanners(CAROUSEL);
  const shortcuts = useNavs(SHORTCUTS);
  const searchFixed = useScrolledPast(Limits.mobileSearchFixAt);
  const shortcutItems = (shortcuts.data ?? []).filter((item) => isAvailable(item.url));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.logo}>MTS</span>
          <span className={styles.brandText}>存储芯片现货交易平台</span>
        </div>
        <div className={styles.searchSlot}>
          <div className={`${styles.searchBar} ${searchFixed ? styles.searchFixed : ''}`} data-fixed={searchFixed ? 'true' : 'false'}>
            <SearchEntry onOpen={() => navigate('/search')} testId="home-search" />
          </div>
        </div>
      </header>

      <div className={styles.carousel}>
        {banners.isPending ? (
          <div className={styles.carouselPlaceholder} />
        ) : (
          <Suspense fallback={<CarouselPlaceholder />}>
            <BannerCarousel banners={banners.data ?? []} onOpen={openUrl} canOpen={isAvailable} testId="home-carousel" />
          </Suspense>
        )}
      </div>

      <Slogans />

      {shortcutItems.length > 0 && (
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
      <GoodsInfiniteList params={HOME_LIST} onOpen={(id) => navigate(openGoodsPath(id))} />
    </div>
  );
}
