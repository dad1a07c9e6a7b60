import type { ReactNode } from 'react';
import { SafeImage } from '@/components/safe-image';
import styles from './tab-bar.module.css';

/** One tab of the bottom bar: a layout banner (position LAYOUT, type 5) with inactive and active images. */
export type TabBarEntry = { id: number; title: string; imgUrl: string; activeImgUrl: string; url: string; sort: number };

/**
 * Tab urls whose pages this app already has. The bar is built from the site's nav data, but a tab is
 * shown only when its page exists (no dead buttons); /source/publish is the raised centre button.
 */
export const IMPLEMENTED_TAB_PATHS: ReadonlySet<string> = new Set(['/home', '/category', '/clue', '/source/publish', '/follow', '/user']);

/** Position (in the full sorted list) of the raised round centre button. */
const RAISED_INDEX = 2;

const pathOf = (url: string) => {
  const path = url.split(/[?#]/)[0] || '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' ? '/home' : trimmed;
};

export type TabBarSlot = TabBarEntry & { raised: boolean; active: boolean };

/** Sorts by `sort`, marks the third item as the raised centre button and keeps only tabs with a page. */
export function tabBarSlots(items: readonly TabBarEntry[], pathname: string, implemented = IMPLEMENTED_TAB_PATHS): TabBarSlot[] {
  const current = pathOf(pathname);
  return [...items]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((item, index) => ({ ...item, raised: index === RAISED_INDEX, active: pathOf(item.url) === current }))
    .filter((item) => implemented.has(pathOf(item.url)));
}

type TabBarProps = {
  items: readonly TabBarEntry[];
  pathname: string;
  onSelect: (url: string) => void;
  implemented?: ReadonlySet<string>;
  /** Something drawn on a tab's icon, by the tab's path (the unread count on /user). */
  badges?: Readonly<Record<string, ReactNode>>;
};

export function TabBar({ items, pathname, onSelect, implemented, badges }: TabBarProps) {
  const slots = tabBarSlots(items, pathname, implemented);
  if (slots.length === 0) return null;
  return (
    <nav className={styles.bar} data-testid="tab-bar" aria-label="底部导航">
      {slots.map((slot) => (
        <button
          key={slot.id}
          type="button"
          className={`${styles.item} ${slot.active ? styles.active : ''} ${slot.raised ? styles.raised : ''}`}
          data-testid="tab-bar-item"
          data-active={slot.active ? 'true' : 'false'}
          data-raised={slot.raised ? 'true' : 'false'}
          aria-current={slot.active ? 'page' : undefined}
          onClick={() => onSelect(slot.url)}
        >
          <span className={styles.icon}>
            <SafeImage src={slot.active ? slot.activeImgUrl || slot.imgUrl : slot.imgUrl} alt="" loading="eager" />
            {badges?.[pathOf(slot.url)]}
          </span>
          <span className={styles.label}>{slot.title}</span>
        </button>
      ))}
    </nav>
  );
}
