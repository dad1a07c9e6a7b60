import { useDict } from '@/features/content/api/get-dict';

/** Hot search words from the hot_search dictionary, in dictionary order. */
export function useHotWords(): string[] {
  const { data } = useDict('hot_search');
  return (data ?? [])
    .slice()
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => entry.label || entry.value);
}
