import { Msg } from '@mts/shared/messages';
import { ApiError } from './http';

/** What a page needs of a query to show its loading and failure states (a TanStack query fits). */
export interface PageQuery<T = unknown> {
  isPending: boolean;
  data?: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** A page's failure: the server refused (403, 404: no retry) or the load failed (retry). */
export interface LoadFailure {
  code: number;
  refused: boolean;
  title: string;
}

/**
 * The one reading of a failed or impossible load for both apps: a 403 shows the server's words (or `forbidden`
 * when it sent none), a 404 or no record at all (`id` not positive, no error) `notFound`, anything else `failed`.
 */
export function loadFailure(
  id: number,
  error: unknown,
  texts: { forbidden: string; notFound: string; failed?: string },
): LoadFailure {
  const code = error instanceof ApiError ? error.code : id > 0 && error ? 0 : 404;
  const refused = code === 403 || code === 404;
  const title = code === 403 ? (error as ApiError).message || texts.forbidden : code === 404 ? texts.notFound : (texts.failed ?? Msg.listLoadFailed);
  return { code, refused, title };
}

/** Still loading: a record id to load and no answer yet (a query without an id never starts). */
export const isLoading = (id: number, query: Pick<PageQuery, 'isPending' | 'error'>) => id > 0 && query.isPending && !query.error;
