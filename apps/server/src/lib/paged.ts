import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The page a list query asks for (pageQuery of the shared schemas; numbers, or digits from a raw query). */
export interface PageInput {
  pageNum: number | string;
  pageSize: number | string;
}

/** One page of a list and the count of every match: the body routes wrap with pageReply (lib/envelope.ts). */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** A Drizzle select builder before its LIMIT (anything with limit(n).offset(n) that resolves to rows). */
export interface PageableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/** A count: a `select({ n: count() })` (its one row), or the number itself. */
type CountQuery = PromiseLike<readonly { n: number | string }[] | number>;

/** The LIMIT and OFFSET of a page: pageNum counts from 1. */
export function pageWindow(page: PageInput): { limit: number; offset: number } {
  const limit = Number(page.pageSize);
  return { limit, offset: (Number(page.pageNum) - 1) * limit };
}

/**
 * One page of `rows` (limit / offset from `page`) and the `total` of its count query (a `select({ n: count() })`,
 * or the number itself), both in flight at once. `map` turns the page's rows into the list's items (it may read
 * more, e.g. the names of the parties, for just the page).
 */
export function paged<R>(page: PageInput, rows: PageableQuery<R>, total: CountQuery): Promise<Page<R>>;
export function paged<R, M extends unknown[] | Promise<unknown[]>>(page: PageInput, rows: PageableQuery<R>, total: CountQuery, map: (rows: R[]) => M): Promise<Page<Awaited<M>[number]>>;
export async function paged<R>(page: PageInput, rows: PageableQuery<R>, total: CountQuery, map?: (rows: R[]) => unknown[] | Promise<unknown[]>): Promise<Page<unknown>> {
  const { limit, offset } = pageWindow(page);
  const [got, counted] = await Promise.all([rows.limit(limit).offset(offset), total]);
  const n = typeof counted === 'number' ? counted : Number(counted[0]?.n ?? 0);
  return { rows: map ? await map(got) : got, total: n };
}

/**
 * One page of a table's whole rows matching `where`, in `order` (e.g. newest first: desc(t.createdAt), desc(t.id)),
 * and the count of every match: the plain list of paged() on one table. `map` as in paged().
 */
export function tablePage<T extends PgTable>(db: Db, table: T, where: SQL | undefined, order: SQL[], page: PageInput): Promise<Page<T['$inferSelect']>>;
export function tablePage<T extends PgTable, M extends unknown[] | Promise<unknown[]>>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: PageInput,
  map: (rows: T['$inferSelect'][]) => M,
): Promise<Page<Awaited<M>[number]>>;
export function tablePage<T extends PgTable>(db: Db, table: T, where: SQL | undefined, order: SQL[], page: PageInput, map?: (rows: T['$inferSelect'][]) => unknown[] | Promise<unknown[]>): Promise<Page<unknown>> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order) as unknown as PageableQuery<T['$inferSelect']>;
  const total = db.select({ n: count() }).from(table as PgTable).where(where);
  return map ? paged(page, rows, total, map) : paged(page, rows, total);
}
