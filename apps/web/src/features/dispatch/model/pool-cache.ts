import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { PoolRowKind, type PoolRowKindCode } from '@mts/shared/constants';
import { dispatchKeys } from '../api/keys';

type Row = { id: number; kind?: PoolRowKindCode };
type Page = { rows: Row[]; total: number };
type Cached = Page | InfiniteData<Page, number> | undefined;

/** A staff pool: `lead` the negotiators' (leads, and intention orders without a negotiator), `preOrder` the business followers'. */
export type PoolKind = 'lead' | 'preOrder';

/**
 * A row of a pool known by kind + id: the negotiators' pool mixes leads and intention orders, whose ids may collide.
 * A row without a kind (the business followers' pool) is of its pool's only kind.
 */
export type PoolRowRef = { id: number; kind?: PoolRowKindCode };

const kindOf = (row: Row, pool: PoolKind): PoolRowKindCode => row.kind ?? (pool === 'lead' ? PoolRowKind.Lead : PoolRowKind.PreOrder);

/** The key of a pool row (React lists, the busy row): `lead-5`, `preOrder-5`. */
export const poolRowKey = (row: PoolRowRef, pool: PoolKind = 'lead') => `${kindOf(row, pool)}-${row.id}`;

/**
 * A cached pool (one page or an infinite list) without the row of that kind and id; totals drop by the rows removed.
 * `kind` defaults to the pool's own (leads in the negotiators' pool).
 */
export function withoutRow<T extends Cached>(data: T, id: number, pool: PoolKind = 'lead', kind: PoolRowKindCode = pool === 'lead' ? PoolRowKind.Lead : PoolRowKind.PreOrder): T {
  if (!data) return data;
  const strip = (page: Page): Page => {
    const rows = page.rows.filter((r) => !(r.id === id && kindOf(r, pool) === kind));
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

/**
 * Removes a row from every cached list of that pool at once (grabbed, blocked, taken by someone else). In the
 * negotiators' pool `kind` says which row (a lead by default, or an intention order).
 */
export function dropFromPools(client: QueryClient, pool: PoolKind, id: number, kind?: PoolRowKindCode) {
  const queryKey = pool === 'lead' ? dispatchKeys.leadPool() : dispatchKeys.preOrderPool();
  client.setQueriesData<Cached>({ queryKey }, (data) => withoutRow(data, id, pool, kind));
}
