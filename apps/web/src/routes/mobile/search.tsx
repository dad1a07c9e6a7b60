import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTypeSearch } from '@/features/goods/api/search-types';
import { useSuggest } from '@/features/goods/api/get-suggest';
import { HighlightText } from '@/features/goods/components/mobile/highlight-text';
import { useSearchHistory } from '@/features/goods/hooks/use-search-history';
import { SearchHistory } from '@/features/goods/components/mobile/search-history';
import { HotWords } from '@/features/goods/components/mobile/hot-words';
import { useHotWords } from '@/features/goods/hooks/use-hot-words';
import { BackIcon, RightIcon, SearchIcon } from '@/components/mobile/icons';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDebounced } from '@/lib/use-debounced';
import { useBack } from '@/components/mobile/navigation';
import styles from './search.module.css';

const SUGGEST_DELAY_MS = 250;
const KEYWORD_MAX = 64;

/** Search: keyword box, history, hot words, and part-number, brand and category suggestions while typing. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const back = useBack();
  const [text, setText] = useState(() => searchParams.get('keyword') ?? '');
  const history = useSearchHistory();
  const hotWords = useHotWords();
  const typed = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useTypeSearch(typed.slice(0, 32));
  const suggest = useSuggest(typed);

  const search = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    history.add(keyword);
    navigate(`/searchlist?keyword=${encodeURIComponent(keyword)}`);
  };

  const showSuggestions = text.trim().length > 0 && typed.length > 0;
  const categories = showSuggestions ? (suggestions.data?.categories ?? []) : [];
  // Part numbers and brands (中文/English/aliases) from /goods/suggest; categories from /goods/type/search.
  const models = showSuggestions ? (suggest.data?.models ?? []) : [];
  const brands = showSuggestions ? (suggest.data?.brands ?? []) : [];

  return (
    <div className={styles.page}>
      <form
        className={styles.bar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        <button type="button" className={styles.back} onClick={back} aria-label="返回">
          <BackIcon size={22} />
        </button>
        <label className={styles.field}>
          <SearchIcon size={16} className={styles.fieldIcon} />
          <input
            type="search"
            enterKeyHint="search"
            autoFocus
            maxLength={KEYWORD_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="输入型号、品牌或分类"
            className={styles.input}
            data-testid="search-input"
            aria-label="搜索关键词"
          />
          {text && (
            <button type="button" className={styles.clear} onClick={() => setText('')} aria-label="清除">
              ×
            </button>
          )}
        </label>
        <button type="submit" className={styles.submit} data-testid="search-submit">
          搜索
        </button>
      </form>

      {showSuggestions ? (
        <ul className={styles.suggestions} data-testid="search-suggestions">
          <li>
            <button type="button" className={styles.suggestion} onClick={() => search(text)}>
              <SearchIcon size={14} className={styles.suggestIcon} />
              <span className={styles.suggestText}>
                搜索“<em>{text.trim()}</em>”
              </span>
            </button>
          </li>
          {models.map((m) => (
            <li key={`m${m.goodsModel}`}>
              <button type="button" className={styles.suggestion} onClick={() => search(m.goodsModel)} data-testid="suggest-model">
                <span className={`${styles.kind} ${styles.kindModel}`}>型号</span>
                <span className={styles.suggestText}>
                  <HighlightText text={m.goodsModel} keyword={typed} />
                  {m.brandName && <span className={styles.parent}>{m.brandName}</span>}
                </span>
                <RightIcon size={14} className={styles.suggestIcon} />
              </button>
            </li>
          ))}
          {brands.map((b) => (
            <li key={`b${b.name}`}>
              <button type="button" className={styles.suggestion} onClick={() => navigate(`/searchlist?brand=${encodeURIComponent(b.name)}`)} data-testid="suggest-brand">
                <span className={`${styles.kind} ${styles.kindBrand}`}>品牌</span>
                <span className={styles.suggestText}>
                  {b.name}
                  {b.nameEn && <span className={styles.parent}>{b.nameEn}</span>}
                </span>
                <RightIcon size={14} className={styles.suggestIcon} />
              </button>
            </li>
          ))}
          {categories.map((c) => (
            <li key={`c${c.id}`}>
              <button type="button" className={styles.suggestion} onClick={() => navigate(`/searchlist?categoryId=${c.id}`)}>
                <span className={styles.kind}>分类</span>
                <span className={styles.suggestText}>
                  {c.name}
                  {c.parentName && <span className={styles.parent}>{c.parentName}</span>}
                </span>
                <RightIcon size={14} className={styles.suggestIcon} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <SearchHistory words={history.words} onPick={search} onClear={history.clear} />
          <HotWords words={hotWords} onPick={search} />
        </>
      )}
    </div>
  );
}
