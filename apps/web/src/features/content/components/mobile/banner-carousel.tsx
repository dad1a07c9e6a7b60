import { useEffect, useRef, useState } from 'react';
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

/**
 * Auto-playing banner carousel (every Limits.carouselAutoplayMs, back to the first after the last) with
 * indicators; a banner with a url opens it. A CSS scroll-snap track swiped natively by the browser: no
 * gesture or animation library (antd-mobile's Swiper brought about 28 KB gzip to the phone home). The first
 * banner is a plain eager <img> with high fetch priority: it is the page's largest paint, and the server
 * preloads the same url from the page's <head>.
 */
export function BannerCarousel({ banners, onOpen, canOpen = () => true, testId }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [active, setActive] = useState(0);
  /** Bumped when a finger lifts, to restart the autoplay timer. */
  const [rearm, setRearm] = useState(0);
  const count = banners.length;
  const many = count > 1;

  // Autoplay: the timer restarts whenever the slide changes (a swipe too), and waits while a finger is down.
  useEffect(() => {
    if (!many) return;
    const timer = setTimeout(() => {
      if (touching.current) return; // lifting the finger re-arms the timer
      const next = (active + 1) % count;
      const el = track.current;
      el?.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
      setActive(next);
    }, Limits.carouselAutoplayMs);
    return () => clearTimeout(timer);
  }, [active, rearm, count, many]);

  if (count === 0) return null;

  const release = () => {
    touching.current = false;
    setRearm((n) => n + 1);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setActive(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };

  return (
    <div className={styles.wrap} data-testid={testId}>
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {banners.map((banner, i) => {
          const opens = !!banner.url && canOpen(banner.url);
          return (
            <div
              key={banner.id}
              className={styles.slide}
              role={opens ? 'link' : undefined}
              aria-label={banner.title}
              onClick={() => opens && onOpen(banner.url)}
              data-testid="carousel-slide"
            >
              <SafeImage
                src={banner.image || banner.imgUrl}
                alt={banner.title}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            </div>
          );
        })}
      </div>
      {many && (
        <div className={styles.indicator} aria-hidden>
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === active ? `${styles.dot} ${styles.dotActive}` : styles.dot} data-active={i === active} />
          ))}
        </div>
      )}
    </div>
  );
}
