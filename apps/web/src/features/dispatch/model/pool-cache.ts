import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { dispatchKeys } from '../api/keys';

type Page = { rows: { id: number }[]; total: number };
type Cached = Page | InfiniteData<Page, number> | undefined;

export type PoolKind = 'lead' | 'preOrder';

/** A cached pool (one page or an infinite list) without row `id`; totals drop by the rows removed. */
export function withoutRow<T extends Cached>(data: T, id: number): T {
  if (!data) return data;
  const strip = (page: Page): Page => {
    const rows = page.rows.filter((r) => r.id !== id);
    return rows.length === page.rows.length ? page : { rows, total: Math.max(0, page.total - (page.rows.length - rows.length)) };
  };
  if ('pages' in data) {
    const pages = data.pages.map(strip);
    if (pages.every((p, i) => p === data.pages[i])) return data;
    // every page's total is the pool's total: lower it once for all
    const total = Math.min(...pages.map((p) => p.total));
    return { ...data, pages: pages.map((p) => ({ ...p, total })) } as T;
  }
  return strip(data) as T;
}

/** Removes a row from every cached list of that pool at once (grabbed, blocked, taken by someone else). */
export function dropFromPools(client: QueryClient, kind: PoolKind, id: number) {
  const queryKey = kind === 'lead' ? dispatchKeys.leadPool() : dispatchKeys.preOrderPool();
  client.setQueriesData<Cached>({ queryKey }, (data) => withoutRow(data, id));
}
