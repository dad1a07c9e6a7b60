import Dialog from 'antd-mobile/es/components/dialog';
import { TrashIcon } from '@/components/mobile/icons';
import styles from './search-words.module.css';

type SearchHistoryProps = { words: readonly string[]; onPick: (word: string) => void; onClear: () => void };

/** 历史搜索: past keywords, newest first; 清空历史 asks before clearing. */
export function SearchHistory({ words, onPick, onClear }: SearchHistoryProps) {
  if (words.length === 0) return null;
  const confirmClear = async () => {
    const ok = await Dialog.confirm({ title: '提示', content: '确定清空搜索历史吗？' });
    if (ok) onClear();
  };
  return (
    <section className={styles.section} data-testid="search-history">
      <header className={styles.head}>
        <h3 className={styles.title}>历史搜索</h3>
        <button type="button" className={styles.action} onClick={() => void confirmClear()}>
          <TrashIcon size={14} />
          清空历史
        </button>
      </header>
      <div className={styles.words}>
        {words.map((word) => (
          <button key={word} type="button" className={styles.word} onClick={() => onPick(word)} data-testid="history-word">
            {word}
          </button>
        ))}
      </div>
    </section>
  );
}
