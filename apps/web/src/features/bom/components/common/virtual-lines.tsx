import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => number;
  /** A first guess of a row's height (rows are measured once drawn). */
  estimate: number;
  gap?: number;
  render: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
};

/**
 * A long list drawn window by window (a 2,000-line BOM): only the rows near the viewport are in the page, each
 * measured once drawn, so scrolling stays smooth on a slow phone. The page scrolls as usual (the window's scrollbar).
 */
export function VirtualLines<T>({ items, keyOf, estimate, gap = 0, render, className, testId }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, [items.length]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 6,
    gap,
    scrollMargin: offset,
    getItemKey: (index) => keyOf(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <div ref={box} className={className} data-testid={testId} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {render(items[row.index]!, row.index)}
        </div>
      ))}
    </div>
  );
}
