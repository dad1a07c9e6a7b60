import { useSearchParams } from 'react-router';
import { positiveInt } from './query-params';

/**
 * A list page's address (both apps): the filter in its query key (?orderStatus= or ?status=) and the page
 * (?page=, the desktop's tables); a new filter starts at page 1. The phone replaces the history entry, the desktop
 * pushes one (its back button returns to the previous tab).
 */
export function useListQuery<F>(key: string, parse: (value: string | null) => F, { replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const filter = parse(params.get(key));
  const page = positiveInt(params.get('page')) ?? 1;
  const write = (value: string | undefined, p = 1) =>
    setParams({ ...(value === undefined ? {} : { [key]: value }), ...(p > 1 ? { page: String(p) } : {}) }, { replace });
  return {
    filter,
    page,
    /** A tab or filter chosen (undefined: none, e.g. 全部 of the intention orders). */
    setFilter: (value: string | undefined) => write(value),
    setPage: (p: number) => write(filter === undefined ? undefined : String(filter), p),
  };
}
