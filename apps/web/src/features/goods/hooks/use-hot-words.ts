import { useHotWordEntries } from '../api/get-hot-words';

/** A hot word: the text shown and the keyword searched (each falls back to the other). */
export type HotWord = { label: string; keyword: string };

/** Hot search words (dict hot_search) in dictionary order, for both apps' search boxes. */
export function useHotWords(): HotWord[] {
  const { data } = useHotWordEntries();
  return (data ?? [])
    .slice()
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => ({ label: entry.label || entry.value, keyword: entry.value || entry.label }));
}
