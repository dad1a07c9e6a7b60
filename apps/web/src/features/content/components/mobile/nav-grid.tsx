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
