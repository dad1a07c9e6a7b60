import { FireIcon } from '@/components/mobile/icons';
import type { HotWord } from '../../hooks/use-hot-words';
import styles from './search-words.module.css';

type HotWordsProps = { words: readonly HotWord[]; onPick: (word: string) => void };

/** 热门搜索: the operator's hot words (dict hot_search). */
export function HotWords({ words, onPick }: HotWordsProps) {
  if (words.length === 0) return null;
  return (
    <section className={styles.section} data-testid="hot-words">
      <header className={styles.head}>
        <h3 className={styles.title}>
          <FireIcon size={15} className={styles.fire} />
          热门搜索
        </h3>
      </header>
      <div className={styles.words}>
        {words.map((word, index) => (
          <button key={word.keyword} type="button" className={`${styles.word} ${index < 3 ? styles.hot : ''}`} onClick={() => onPick(word.keyword)}>
            {word.label}
          </button>
        ))}
      </div>
    </section>
  );
}
