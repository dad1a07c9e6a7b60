import type { BannerItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import styles from './nav-grid.module.css';

type NavGridProps = {
  items: readonly BannerItem[];
  onOpen: (url: string) => void;
  testId?: string;
  columns?: 4 | 5;
};

/** Icon grid of nav items (home shortcuts, clue tab grids); each opens its url. */
export function NavGrid({ items, onOpen, testId, columns = 5 }: NavGridProps) {
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.sort - b.sort);
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} data-testid={testId}>
      {sorted.map((item) => (
        <button key={item.id} type="button" className={styles.item} onClick={() => onOpen(item.url)} data-testid="nav-item">
          <span className={styles.icon}>
            <SafeImage src={item.imgUrl || item.image} alt="" />
          </span>
          <span className={styles.title}>{item.title || item.text}</span>
        </button>
      ))}
    </div>
  );
}

/** The grid's shape with empty items, shown while the items load so the content below does not move. */
export function NavGridPlaceholder({ count, columns = 5 }: { count: number; columns?: 4 | 5 }) {
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.item}>
          <span className={`${styles.icon} ${styles.iconPlaceholder}`} />
          <span className={styles.title}>&nbsp;</span>
        </span>
      ))}
    </div>
  );
}
