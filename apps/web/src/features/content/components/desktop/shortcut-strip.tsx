import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Limits } from '@mts/shared/constants';
import type { BannerItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import './shortcut-strip.css';

const ITEM_WIDTH = Limits.shortcutItemWidth;
/** 6 × 220 px + 5 gaps of 22 px fill the 1432 px content box exactly. */
const GAP = 22;
/** Each button press moves the strip by this many items. */
export const ITEMS_PER_STEP = 4;
export const STEP_PX = ITEMS_PER_STEP * (ITEM_WIDTH + GAP);

type Props = { items: BannerItem[]; onOpen: (url: string) => void };

/** 快捷入口: a horizontally scrolling row of 220 px shortcuts; the arrow buttons turn off at either end. */
export function ShortcutStrip({ items, onOpen }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, items.length]);

  const scrollBy = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const left = Math.max(0, Math.min(el.scrollWidth - el.clientWidth, el.scrollLeft + direction * STEP_PX));
    el.scrollTo({ left, behavior: 'smooth' });
  };

  const sorted = [...items].sort((a, b) => a.sort - b.sort);

  return (
    <div className="pc-strip" data-testid="shortcut-strip">
      <Button className="pc-strip-btn is-left" shape="circle" size="large" data-testid="strip-left" aria-label="向左滚动" disabled={edges.atStart} onClick={() => scrollBy(-1)}>
        ‹
      </Button>
      <div className="pc-strip-track" ref={track} onScroll={measure} style={{ gap: GAP }}>
        {sorted.map((item) => {
          const link = item.url || item.path;
          return (
            <button
              type="button"
              key={item.id}
              className="pc-strip-item"
              style={{ width: ITEM_WIDTH, flexBasis: ITEM_WIDTH }}
              onClick={() => link && onOpen(link)}
              disabled={!link}
            >
              <SafeImage src={item.imgUrl || item.image} alt={item.title} />
              <span className="pc-strip-title">{item.title || item.text}</span>
              {item.remark ? <span className="pc-strip-remark">{item.remark}</span> : null}
            </button>
          );
        })}
      </div>
      <Button className="pc-strip-btn is-right" shape="circle" size="large" data-testid="strip-right" aria-label="向右滚动" disabled={edges.atEnd} onClick={() => scrollBy(1)}>
        ›
      </Button>
    </div>
  );
}
