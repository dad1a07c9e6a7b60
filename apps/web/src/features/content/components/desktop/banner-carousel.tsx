import { Carousel } from 'antd';
import { Limits } from '@mts/shared/constants';
import type { BannerItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import './banner-carousel.css';

type Props = {
  items: BannerItem[];
  /** Slide height; the artwork (1480 wide) sits centred at the bottom, under a header of `topInset` px. */
  height: number;
  topInset?: number;
  /** Called with the banner's link when it has one. */
  onOpen: (url: string) => void;
};

/** The big banner: carousel images in `sort` order, autoplay every 3000 ms. */
export function BannerCarousel({ items, height, topInset = 0, onOpen }: Props) {
  const sorted = [...items].sort((a, b) => a.sort - b.sort);
  if (!sorted.length) return <div className="pc-banner-placeholder" style={{ height }} />;
  return (
    <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={Limits.carouselAutoplayMs} className="pc-banner" draggable>
      {sorted.map((banner) => {
        const link = banner.url || banner.path;
        return (
          <div key={banner.id}>
            <div
              className={`pc-banner-slide${link ? ' is-link' : ''}`}
              style={{ height, paddingTop: topInset }}
              onClick={link ? () => onOpen(link) : undefined}
              role={link ? 'link' : undefined}
            >
              <SafeImage src={banner.image || banner.imgUrl} alt={banner.title} loading="eager" />
            </div>
          </div>
        );
      })}
    </Carousel>
  );
}
