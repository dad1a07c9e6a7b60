import Swiper from 'antd-mobile/es/components/swiper';
import type { BannerItem } from '@mts/shared/schemas';
import { Limits } from '@mts/shared/constants';
import { SafeImage } from '@/components/safe-image';
import styles from './banner-carousel.module.css';

type BannerCarouselProps = {
  banners: readonly BannerItem[];
  onOpen: (url: string) => void;
  /** Banners whose url fails this stay on screen but do not open anything. */
  canOpen?: (url: string) => boolean;
  testId?: string;
};

/** Auto-playing banner carousel (every Limits.carouselAutoplayMs); a banner with a url opens it. */
export function BannerCarousel({ banners, onOpen, canOpen = () => true, testId }: BannerCarouselProps) {
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <div className={styles.wrap} data-testid={testId}>
      <Swiper
        autoplay={many}
        autoplayInterval={Limits.carouselAutoplayMs}
        loop={many}
        indicator={many ? undefined : false}
        indicatorProps={{ className: styles.indicator }}
        className={styles.swiper}
      >
        {banners.map((banner) => {
          const opens = !!banner.url && canOpen(banner.url);
          return (
            <Swiper.Item key={banner.id}>
              <div className={styles.slide} role={opens ? 'link' : undefined} onClick={() => opens && onOpen(banner.url)}>
                <SafeImage src={banner.image || banner.imgUrl} alt={banner.title} loading="eager" />
              </div>
            </Swiper.Item>
          );
        })}
      </Swiper>
    </div>
  );
}
