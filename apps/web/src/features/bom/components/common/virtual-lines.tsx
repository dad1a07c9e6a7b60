import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => number;
  /** A first guess of a row's height (rows are measured once drawn): close to the real mean, the list jumps less. */
  estimate: number;
  gap?: number;
  render: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
};

/**
 * Rows drawn beyond each edge of the screen. Each one costs its render and its layout on every frame of a fast
 * scroll (bench:bom-scroll: 6 put the 4×-throttled phone's frames at 110–190 ms, 3 at 60–130 ms); 3 rows are still
 * 400 px of a phone screen ahead of a finger.
 */
const OVERSCAN = 3;

type RowProps = { item: unknown; index: number; render: (item: never, index: number) => ReactNode };

/**
 * One row's content, drawn again only when its item or the list's `render` changes (a selection, a re-match): the
 * list itself renders on every scroll step and every row measured, the rows already on screen need not.
 */
const Row = memo(function Row({ item, index, render }: RowProps) {
  return render(item as never, index);
});

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
    overscan: OVERSCAN,
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
          <Row item={items[row.index]} index={row.index} render={render} />
        </div>
      ))}
    </div>
  );
}
