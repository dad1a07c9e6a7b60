import { useState } from 'react';
import { SafeImage } from '@/components/safe-image';
import './goods-gallery.css';

/** Main image with a thumbnail row; hovering or clicking a thumbnail shows it large. */
export function GoodsGallery({ images, alt }: { images: string[]; alt: string }) {
  const list = images.length ? images : [''];
  const [current, setCurrent] = useState(0);
  const shown = Math.min(current, list.length - 1);
  return (
    <div className="pc-gallery">
      <div className="pc-gallery-main">
        <SafeImage src={list[shown]} alt={alt} loading="eager" />
      </div>
      {list.length > 1 ? (
        <div className="pc-gallery-thumbs">
          {list.map((src, i) => (
            <button
              type="button"
              key={`${src}-${i}`}
              className={i === shown ? 'is-active' : undefined}
              onMouseEnter={() => setCurrent(i)}
              onClick={() => setCurrent(i)}
              aria-label={`第 ${i + 1} 张图片`}
            >
              <SafeImage src={src} alt={`${alt} ${i + 1}`} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
