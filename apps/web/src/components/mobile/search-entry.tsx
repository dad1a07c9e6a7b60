import { SearchIcon } from '@/components/mobile/icons';
import styles from './search-entry.module.css';

type SearchEntryProps = { text?: string; placeholder?: string; onOpen: () => void; testId?: string; tone?: 'light' | 'grey' };

/** A read-only search field: tapping it opens the search page. */
export function SearchEntry({ text, placeholder = '搜索型号 / 品牌 / 分类', onOpen, testId = 'search-entry', tone = 'light' }: SearchEntryProps) {
  return (
    <button type="button" className={`${styles.entry} ${tone === 'grey' ? styles.grey : ''}`} onClick={onOpen} data-testid={testId} aria-label="搜索">
      <SearchIcon size={16} className={styles.icon} />
      <span className={text ? styles.text : styles.placeholder}>{text || placeholder}</span>
    </button>
  );
}
