import { useCallback, useState } from 'react';
import { searchHistory } from '@/lib/storage';

/** The search history in local storage (newest first, no duplicates) as React state. */
export function useSearchHistory() {
  const [words, setWords] = useState<string[]>(() => searchHistory.list());
  const add = useCallback((word: string) => setWords(searchHistory.add(word)), []);
  const clear = useCallback(() => {
    searchHistory.clear();
    setWords([]);
  }, []);
  return { words, add, clear };
}
